import { AudienceLandingPage } from '../components/content/AudienceLandingPage'
import { shippingCompanyContent } from '../content/shippingCompany'

export function ShippingCompanyPage() {
  return <AudienceLandingPage content={shippingCompanyContent} />
}
