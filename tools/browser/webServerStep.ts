import { SITE_URL } from './endpoints'

/**
 * The web server step of a Playwright config: tests/e2e/support/webServer.ts starts a fresh local
 * stack and the analytics stand-in, builds the site against both and serves it (ports in endpoints.ts).
 */
export function webServerStep({ reuse }: { reuse: boolean }) {
  return {
    command: 'npx tsx tests/e2e/support/webServer.ts',
    url: `${SITE_URL}/`,
    reuseExistingServer: reuse,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  }
}
