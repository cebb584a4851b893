import { AudienceLandingPage } from '../components/content/AudienceLandingPage'
import { WellBoatIllustration } from '../components/content/WellBoatIllustration'
import { shippingCompanyContent } from '../content/shippingCompany'

export function ShippingCompanyPage() {
  return <AudienceLandingPage content={shippingCompanyContent} illustration={<WellBoatIllustration />} />
}
