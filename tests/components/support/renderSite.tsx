import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { SiteActorRef } from '../../../machines/site.machine'
import { SiteActorProvider } from '../../../src/runtime/siteActor'
import type { KeyValueStore } from '../../../src/runtime/browserStorage'
import { loadSiteSystem, neededAtOnce } from '../../../src/app/siteStart'

/** Renders views inside the site's providers at `path`, with a router that records navigation. */
export function renderAt(path: string, ui: ReactNode, options: { loadSystem?: () => Promise<SiteActorRef>; storage?: KeyValueStore } = {}) {
  const location = memoryLocation({ path, record: true })
  const result = render(
    <Router hook={location.hook}>
      <SiteActorProvider loadSystem={options.loadSystem ?? loadSiteSystem} neededAtOnce={neededAtOnce} storage={options.storage}>
        {ui}
      </SiteActorProvider>
    </Router>,
  )
  return { ...result, location }
}
