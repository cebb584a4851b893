import { css } from 'styled-system/css'
import { pageColumn } from 'styled-system/patterns'
import { footerColumns, footerText, type FooterColumn } from '../../content/footer'
import { NEWSLETTER_HEADING_ID, newsletterText } from '../../content/newsletter'
import { postalTown } from '../../content/postalTown'
import { ReopenConsentButton } from '../../flows/cookieConsent/ReopenConsentButton'
import { NewsletterForm } from '../../flows/newsletter/NewsletterForm'
import { siteConfig } from '../../site.config'
import { Icon } from '../ui/Icon'
import { SiteLink } from '../ui/SiteLink'
import { Logo } from './Logo'
import { footerLinkClass } from './navStyles'
import { NavLinks } from './NavLinks'

const headingClass = css({
  fontSize: 'sm',
  fontWeight: 'bold',
  letterSpacing: 'wider',
  textTransform: 'uppercase',
  color: 'accent.onDark',
  mb: '3',
})
const listClass = css({ display: 'grid' })

export function Footer() {
  const { company } = siteConfig
  return (
    <footer className={css({ bg: 'brand.deep', color: 'fg.inverted', pt: '10', pb: '8' })}>
      <div className={pageColumn()}>
        <div
          className={css({
            display: 'grid',
            gap: '8',
            // Two columns of links from the smallest phone up: one column made the footer a screen and a half tall.
            gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: '2fr 1fr 1fr 1fr' },
          })}
        >
          <div className={css({ gridColumn: { base: '1 / -1', lg: 'auto' } })}>
            <Logo tone="light" />
            <p className={css({ mt: '4', color: 'navy.100', maxW: 'sm' })}>{footerText.tagline}</p>
            <address className={css({ mt: '4', fontStyle: 'normal', color: 'navy.100' })}>
              {company.legalName}
              <br />
              {company.streetAddress}, {postalTown}
            </address>
            <section aria-labelledby={NEWSLETTER_HEADING_ID} className={css({ mt: '8', maxW: 'md' })}>
              <h2 id={NEWSLETTER_HEADING_ID} className={headingClass}>
                {newsletterText.heading}
              </h2>
              <NewsletterForm />
            </section>
          </div>
          <section aria-labelledby="footer-pages">
            <h2 id="footer-pages" className={headingClass}>
              {footerText.navigationHeading}
            </h2>
            <NavLinks className={listClass} linkClassName={footerLinkClass} />
          </section>
          {footerColumns.map((column) => (
            <FooterLinkColumn key={column.id} column={column} />
          ))}
        </div>
        <div
          className={css({
            mt: '8',
            pt: '6',
            borderTop: '1px solid rgba(255, 255, 255, 0.16)',
            display: 'flex',
            flexWrap: 'wrap',
            gap: '4',
            justifyContent: 'space-between',
            fontSize: 'sm',
            color: 'navy.100',
          })}
        >
          <p suppressHydrationWarning>{footerText.copyright(new Date().getFullYear())}</p>
          <ReopenConsentButton className={css({ color: 'inherit', textDecoration: 'underline', cursor: 'pointer', minHeight: '6' })} />
          <p>{footerText.organisationNumber}</p>
        </div>
      </div>
    </footer>
  )
}

function FooterLinkColumn({ column }: { column: FooterColumn }) {
  return (
    <section aria-labelledby={column.id}>
      <h2 id={column.id} className={headingClass}>
        {column.heading}
      </h2>
      <ul className={listClass}>
        {column.links.map((link) => (
          <li key={link.label}>
            <SiteLink href={link.href} className={footerLinkClass}>
              {link.icon && <Icon name={link.icon} width={18} height={18} />}
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
