import { type ComponentType, Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { css } from 'styled-system/css'
import { Breadcrumbs } from '../components/layout/Breadcrumbs'
import { Footer } from '../components/layout/Footer'
import { NavBar } from '../components/layout/NavBar'
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/SkipLink'
import { ToastRegions } from '../components/toast/ToastRegions'
import { ROUTED_PATHS } from '../content/routeIndex'
import { CookieBannerSlot } from '../flows/cookieConsent/CookieBannerSlot'
import { SessionTimeoutSlot } from '../flows/session/SessionTimeoutSlot'
import { RouteEffects } from './RouteEffects'
import type { PageComponents } from './pageModules'
import { SiteActorProvider } from '../runtime/siteActor'
import { loadSiteSystem, neededAtOnce } from './siteStart'

/**
 * The whole site: shell, routes and global overlays. The router comes from the entry point, and so
 * do the pages: all at hand when prerendering, loaded per route in the browser.
 */
export function App({ pages, notFound }: { pages: PageComponents; notFound: ComponentType }) {
  return (
    <SiteActorProvider loadSystem={loadSiteSystem} neededAtOnce={neededAtOnce}>
      <RouteEffects />
      <SkipLink />
      <CookieBannerSlot />
      <NavBar />
      <div className={css({ pt: '4.5rem', minHeight: '100vh', display: 'flex', flexDirection: 'column' })}>
        <Breadcrumbs />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={css({ flex: 1, _focus: { outline: 'none' } })}>
          <Suspense>
            <Switch>
              {ROUTED_PATHS.map((path) => (
                <Route key={path} path={path} component={pages[path]} />
              ))}
              <Route component={notFound} />
            </Switch>
          </Suspense>
        </main>
        <Footer />
      </div>
      <SessionTimeoutSlot />
      <ToastRegions />
    </SiteActorProvider>
  )
}
