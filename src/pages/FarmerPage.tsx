import { AudienceLandingPage } from '../components/content/AudienceLandingPage'
import { farmerContent } from '../content/farmer'

export function FarmerPage() {
  return <AudienceLandingPage content={farmerContent} />
}
