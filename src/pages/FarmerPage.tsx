import { AudienceLandingPage } from '../components/content/AudienceLandingPage'
import { FarmSiteIllustration } from '../components/content/FarmSiteIllustration'
import { farmerContent } from '../content/farmer'

export function FarmerPage() {
  return <AudienceLandingPage content={farmerContent} illustration={<FarmSiteIllustration />} />
}
