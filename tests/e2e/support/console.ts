import type { Page } from '@playwright/test'

/** Collects console errors and warnings and uncaught exceptions of a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/** The browser logs a document served with 404 as a failed resource: that is the point of it. */
export function withoutDocument404(problems: string[]): string[] {
  return problems.filter((problem) => !problem.includes('status of 404'))
}
