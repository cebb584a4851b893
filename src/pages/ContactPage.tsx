import { css } from 'styled-system/css'
import { CompanyDetails } from '../components/content/CompanyDetails'
import { ContactCard } from '../components/content/ContactCard'
import { ButtonLink } from '../components/ui/ButtonLink'
import { PageHero } from '../components/ui/PageHero'
import { Section } from '../components/ui/Section'
import { contactContent } from '../content/contact'
import { contactFormText } from '../content/contactForm'
import { ContactForm } from '../flows/contactForm/ContactForm'

/** /kontakt: the form first, for the visitor who came to write; then the other ways to reach us and who we are. */
export function ContactPage() {
  const { hero, cardsHeading, cards, operator, companyDetails } = contactContent
  return (
    <>
      <PageHero title={hero.title} lead={hero.lead} eyebrow={hero.eyebrow} />
      <Section title={contactFormText.heading} intro={contactFormText.intro} tone="subtle">
        <ContactForm />
      </Section>
      <Section title={cardsHeading}>
        <ul className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } })}>
          {cards.map((card) => (
            <li key={card.title}>
              <ContactCard card={card} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={operator.heading} tone="subtle">
        <div className={css({ display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' }, alignItems: 'start' })}>
          <div>
            <p className={css({ fontSize: 'lg' })}>{operator.text}</p>
            <div className={css({ mt: '6' })}>
              <ButtonLink href={operator.link.href} visual="outline">
                {operator.link.label}
              </ButtonLink>
            </div>
          </div>
          <CompanyDetails heading={companyDetails.heading} items={companyDetails.items} />
        </div>
      </Section>
    </>
  )
}
