import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PrivacyPage } from '../../src/pages/PrivacyPage'
import { TermsPage } from '../../src/pages/TermsPage'
import { dataProcessing } from '../../src/dataProcessing.config'
import { siteConfig } from '../../src/site.config'

afterEach(cleanup)

const sectionHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => text !== 'Innhold')

describe('PrivacyPage', () => {
  it('has every section of the privacy statement', () => {
    render(<PrivacyPage />)
    expect(sectionHeadings()).toEqual([
      'Behandlingsansvarlig',
      'Meldinger fra kontaktskjemaet',
      'Nyhetsbrevet',
      'Konto og innlogging',
      'Valget ditt om informasjonskapsler',
      'Bruksstatistikk',
      'Serverlogger',
      'Databehandlere',
      'Dine rettigheter',
      'Endringer',
    ])
  })

  it('gives every kind of data its purpose, legal basis and retention period', () => {
    render(<PrivacyPage />)
    const kinds = screen.getAllByRole('heading', { level: 2 }).slice(2, 8)
    expect(kinds).toHaveLength(6)
    for (const heading of kinds) {
      const items = [...(heading.closest('section')?.querySelectorAll('li') ?? [])].map((item) => item.textContent)
      expect(items.map((item) => item?.split(':')[0])).toEqual(['Hva', 'Formål', 'Rettslig grunnlag', 'Lagringstid'])
      expect(items[2]).toMatch(/GDPR artikkel 6 nr\. 1 bokstav [abf]\)$/)
    }
  })

  it('promises the retention periods and names the processors of the site config', () => {
    const { container } = render(<PrivacyPage />)
    const { retention, processors } = dataProcessing
    expect(container.textContent).toContain(`Lagringstid: ${retention.contactMessagesDays} dager. Da sletter databasen meldingen`)
    expect(container.textContent).toContain(`Lagringstid: ${retention.serverLogsDays} dager.`)
    const processorItems = [...(container.querySelector('section#databehandlere')?.querySelectorAll('li') ?? [])].map(
      (item) => item.textContent,
    )
    expect(processorItems.map((item) => item?.split(': ')[0])).toEqual(
      Object.values(processors).map(({ name, location }) => `${name} (${location})`),
    )
  })

  it('says how long a newsletter sign-up waits for its confirmation, what limits misuse and how to leave', () => {
    const { container } = render(<PrivacyPage />)
    const { newsletterUnconfirmedDays, newsletterAbuseHashHours } = dataProcessing.retention
    expect([newsletterUnconfirmedDays, newsletterAbuseHashHours]).toEqual([7, 24])
    const newsletter = container.querySelector('section#nyhetsbrev')?.textContent
    expect(newsletter).toContain('når du ga den, hvilken samtykketekst du fikk se, og når og hvordan du bekreftet påmeldingen')
    expect(newsletter).toContain(`En påmelding som ikke blir bekreftet, slettes etter høyst ${newsletterUnconfirmedDays} dager.`)
    expect(newsletter).toContain('høyst én bekreftelse i døgnet til samme adresse')
    expect(newsletter).toContain(`en kode regnet ut fra e-postadressen i ${newsletterAbuseHashHours} timer etter at vi sendte bekreftelsen`)
    expect(newsletter).toContain(`en kode regnet ut fra IP-adressen til den som meldte på, i ${newsletterAbuseHashHours} timer`)
    expect(newsletter).toContain(
      'Lenken for å melde seg av, som står i hver e-post fra oss, sletter adressen og opplysningene om samtykket med en gang.',
    )
  })

  it('names GDPR, the consent key and the right to complain to Datatilsynet', () => {
    const { container } = render(<PrivacyPage />)
    expect(container.textContent).toContain('GDPR')
    expect(container.textContent).toContain('cookie_consent_v1')
    expect(screen.getByRole('link', { name: 'Datatilsynet' })).toBeTruthy()
    expect(screen.getAllByRole('link', { name: siteConfig.email.privacy })[0]?.getAttribute('href')).toBe(
      `mailto:${siteConfig.email.privacy}`,
    )
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-26')
  })
})

describe('TermsPage', () => {
  it('has sections 1 to 7 in order', () => {
    render(<TermsPage />)
    expect(sectionHeadings()).toEqual([
      '1. Generelt',
      '2. Konto',
      '3. Personvern og informasjonskapsler',
      '4. Immaterielle rettigheter',
      '5. Ansvarsbegrensning',
      '6. Tvister og lovvalg',
      '7. Kontakt',
    ])
  })

  it('says plainly that the service is for businesses', () => {
    const { container } = render(<TermsPage />)
    expect(container.textContent).toContain('Tjenesten er bare for virksomheter (B2B)')
  })

  it('names Norwegian law, Oslo tingrett, the organisation number and the terms address', () => {
    const { container } = render(<TermsPage />)
    expect(container.textContent).toContain('norsk lov')
    expect(container.textContent).toContain('Oslo tingrett')
    expect(container.textContent).toContain(siteConfig.company.organisationNumber)
    expect(screen.getByRole('link', { name: siteConfig.email.terms }).getAttribute('href')).toBe(`mailto:${siteConfig.email.terms}`)
    expect(screen.getByRole('link', { name: 'personvernerklæringen' }).getAttribute('href')).toBe('/personvern')
  })
})
