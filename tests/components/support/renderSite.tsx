import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { SiteActorProvider } from '../../../src/app/siteActor'

/** Renders views inside the site's providers at `path`, with a router that records navigation. */
export function renderAt(path: string, ui: ReactNode) {
  const location = memoryLocation({ path, record: true })
  const result = render(
    <Router hook={location.hook}>
      <SiteActorProvider>{ui}</SiteActorProvider>
    </Router>,
  )
  return { ...result, location }
}
