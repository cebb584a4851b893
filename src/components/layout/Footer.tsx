import { Link } from 'wouter'
import { css } from 'styled-system/css'
import { footerText } from '../../content/footer'
import { navigationText } from '../../content/navigation'
import { siteConfig } from '../../site.config'
import { Icon } from '../ui/Icon'
import { Logo } from './Logo'
import { footerLinkClass } from './navStyles'
import { NavLinks } from './NavLinks'

const headingClass = css({ fontSize: 'sm', fontWeight: 'bold', letterSpacing: 'wider', textTransform: 'uppercase', color: 'accent.onDark', mb: '3' })
const listClass = css({ display: 'grid' })

export function Footer() {
  const { external, company } = siteConfig
  return (
    <footer className={css({ bg: 'brand.deep', color: 'fg.inverted', pt: '14', pb: '8' })}>
      <div className={css({ maxW: '7xl', mx: 'auto', px: { base: '5', md: '8' } })}>
        <div className={css({ display: 'grid', gap: '10', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr 1fr' } })}>
          <div>
            <Logo tone="light" />
            <p className={css({ mt: '4', color: 'navy.100', maxW: 'sm' })}>{footerText.tagline}</p>
            <address className={css({ mt: '4', fontStyle: 'normal', color: 'navy.100' })}>
              {company.legalName}
              <br />
              {company.streetAddress}, {company.postalCode} {company.city}
            </address>
          </div>
          <section aria-labelledby="footer-pages">
            <h2 id="footer-pages" className={headingClass}>
              {footerText.navigationHeading}
            </h2>
            <NavLinks className={listClass} linkClassName={footerLinkClass} />
          </section>
          <section aria-labelledby="footer-account">
            <h2 id="footer-account" className={headingClass}>
              {footerText.accountHeading}
            </h2>
            <ul className={listClass}>
              <li>
                <a href={external.appLogin} className={footerLinkClass}>
                  {navigationText.login}
                </a>
              </li>
              <li>
                <a href={external.bookDemo} className={footerLinkClass}>
                  {navigationText.bookDemo}
                </a>
              </li>
              <li>
                <a href={external.registration} className={footerLinkClass}>
                  {navigationText.register}
                </a>
              </li>
              <li>
                <a href={external.registration} className={footerLinkClass}>
                  {footerText.joinLabel}
                </a>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-company">
            <h2 id="footer-company" className={headingClass}>
              {footerText.companyHeading}
            </h2>
            <ul className={listClass}>
              <li>
                <a href={external.professionalNetwork} className={footerLinkClass}>
                  <Icon name="linkedin" width={18} height={18} />
                  {footerText.professionalNetworkLabel}
                </a>
              </li>
              <li>
                <Link href="/personvern" className={footerLinkClass}>
                  {footerText.privacyLabel}
                </Link>
              </li>
              <li>
                <Link href="/vilkar" className={footerLinkClass}>
                  {footerText.termsLabel}
                </Link>
              </li>
              <li>
                <a href={external.parentVenture.url} className={footerLinkClass}>
                  {footerText.parentVentureLabel}
                </a>
              </li>
            </ul>
          </section>
        </div>
        <div
          className={css({
            mt: '12',
            pt: '6',
            borderTop: '1px solid',
            borderColor: 'rgba(255, 255, 255, 0.16)',
            display: 'flex',
            flexWrap: 'wrap',
            gap: '4',
            justifyContent: 'space-between',
            fontSize: 'sm',
            color: 'navy.100',
          })}
        >
          <p suppressHydrationWarning>{footerText.copyright(new Date().getFullYear())}</p>
          <p>{footerText.organisationNumber}</p>
        </div>
      </div>
    </footer>
  )
}
