import { AudienceLandingPage } from '../components/content/AudienceLandingPage'
import { Illustration } from '../components/ui/Illustration'
import { shippingCompanyContent } from '../content/shippingCompany'

export function ShippingCompanyPage() {
  return <AudienceLandingPage content={shippingCompanyContent} illustration={<Illustration name="wellBoatUnderWay" />} />
}
