import type { ConsoleMessage, Page } from '@playwright/test'

/** How a console message reads in a report: its type and text, and where it came from when the text does not say. */
export function describeConsoleMessage(message: ConsoleMessage): string {
  const text = message.text()
  const { url } = message.location()
  const where = url && !text.includes(url) ? ` (at ${url})` : ''
  return `${message.type()}: ${text}${where}`
}

/** How an uncaught exception of a page reads in a report. */
export function describePageError(error: Error): string {
  return `pageerror: ${error.message}`
}

/**
 * The browser logs a document served with 404 as a failed resource: that is the point of the
 * not-found page, not a fault. Only the document itself, not a script or image that is missing.
 */
export function isDocument404(message: ConsoleMessage): boolean {
  return message.text().includes('status of 404') && message.location().url === message.page()?.url()
}

/** How Chromium logs a request that failed or got a status of `status`, at `path` of any origin: the failures a fault or account test expects. */
export function failedLoad(path: string, status?: number): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const reason = status === undefined ? 'net::ERR_[A-Z_]+' : `the server responded with a status of ${status} \\([^)]*\\)`
  return new RegExp(`^error: Failed to load resource: ${reason} \\(at http://[^)]+${escaped}[^)]*\\)$`)
}

/** Collects console errors and warnings and uncaught exceptions of a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !isDocument404(message))
      problems.push(describeConsoleMessage(message))
  })
  page.on('pageerror', (error) => problems.push(describePageError(error)))
  return problems
}
