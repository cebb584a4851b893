import { AudienceLandingPage } from '../components/content/AudienceLandingPage'
import { Illustration } from '../components/ui/Illustration'
import { farmerContent } from '../content/farmer'

export function FarmerPage() {
  return <AudienceLandingPage content={farmerContent} illustration={<Illustration name="farmSite" />} />
}
