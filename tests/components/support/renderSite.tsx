import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { SiteActorProvider, type SiteActorRef } from '../../../src/app/siteActor'

/** Renders views inside the site's providers at `path`, with a router that records navigation. */
export function renderAt(path: string, ui: ReactNode, options: { loadSystem?: () => Promise<SiteActorRef> } = {}) {
  const location = memoryLocation({ path, record: true })
  const result = render(
    <Router hook={location.hook}>
      <SiteActorProvider loadSystem={options.loadSystem}>{ui}</SiteActorProvider>
    </Router>,
  )
  return { ...result, location }
}
