import { HeroActions } from '../components/content/HeroActions'
import { AppSection } from '../components/home/AppSection'
import { AudienceSection } from '../components/home/AudienceSection'
import { ClosingCta } from '../components/home/ClosingCta'
import { Faq } from '../components/home/Faq'
import { Illustration } from '../components/ui/Illustration'
import { PageHero } from '../components/ui/PageHero'
import { Section } from '../components/ui/Section'
import { Steps } from '../components/ui/Steps'
import { homeContent } from '../content/home'

export function HomePage() {
  const { hero, howItWorks, farmers, shippingCompanies, app, closing } = homeContent
  return (
    <>
      <PageHero title={hero.title} lead={hero.lead} eyebrow={hero.eyebrow} illustration={<Illustration name="serviceBoatAtFarm" />}>
        <HeroActions hero={hero} />
      </PageHero>
      <Section title={howItWorks.heading} eyebrow={howItWorks.eyebrow} intro={howItWorks.intro}>
        <Steps steps={howItWorks.steps} />
      </Section>
      <AudienceSection content={farmers} tone="subtle" />
      <AudienceSection content={shippingCompanies} tone="plain" />
      <AppSection content={app} />
      <ClosingCta content={closing} />
      <Faq />
    </>
  )
}
