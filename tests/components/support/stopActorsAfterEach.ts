import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import type { AnyActorRef } from 'xstate'

/**
 * The list a test file puts the actors it starts in: after each test the views unmount first (a form
 * leaves the site system in a promise callback), then every actor listed is stopped.
 */
export function stopActorsAfterEach(): AnyActorRef[] {
  const running: AnyActorRef[] = []
  afterEach(async () => {
    cleanup()
    await new Promise((resolve) => setTimeout(resolve, 0))
    running.splice(0).forEach((actor) => actor.stop())
    vi.restoreAllMocks()
  })
  return running
}
