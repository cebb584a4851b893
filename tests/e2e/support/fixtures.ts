import { test as base, expect } from '@playwright/test'
import { describeConsoleMessage, describePageError, isDocument404 } from './console'

/** A Content-Security-Policy violation as the page's `securitypolicyviolation` event reports it. */
export interface CspViolation {
  directive: string
  blockedURI: string
  documentURI: string
  sourceFile: string
  lineNumber: number
  columnNumber: number
}

/** What went wrong in the browser during a test: every entry fails the test unless allowed. */
export interface BrowserProblems {
  /** Console errors and uncaught exceptions of the test's pages, as `error: …` / `pageerror: …`. */
  readonly consoleErrors: readonly string[]
  readonly cspViolations: readonly CspViolation[]
  /**
   * Lets problems that match `pattern` pass: they are still recorded, for the test to assert on.
   * Matched against a console entry's text and against a violation's `describeViolation`.
   */
  allow(pattern: RegExp): void
  /** The problems so far that no `allow` lets pass, which fail the test at its end. */
  unallowed(): string[]
}

const REPORT_BINDING = '__e2eReportCspViolation'

export function describeViolation(violation: CspViolation): string {
  const source = violation.sourceFile ? ` (by ${violation.sourceFile}:${violation.lineNumber}:${violation.columnNumber})` : ''
  return `${violation.directive} blocked ${violation.blockedURI || '(inline)'} on ${violation.documentURI}${source}`
}

/**
 * `test` and `expect` for every browser test: a test fails when a page of its browser context logs
 * a console error, throws an uncaught exception, or violates the Content-Security-Policy (a
 * document served with 404 excepted). Violations are reported by the page's own
 * `securitypolicyviolation` event as well as by the console, so none goes unseen.
 */
export const test = base.extend<{ browserProblems: BrowserProblems }>({
  browserProblems: [
    async ({ context }, use) => {
      const consoleErrors: string[] = []
      const cspViolations: CspViolation[] = []
      const allowed: RegExp[] = []

      await context.exposeBinding(REPORT_BINDING, (_source, violation: CspViolation) => {
        cspViolations.push(violation)
      })
      await context.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, ((violation: unknown) => void) | undefined>)[binding]
          report?.({
            directive: event.effectiveDirective,
            blockedURI: event.blockedURI,
            documentURI: event.documentURI,
            sourceFile: event.sourceFile,
            lineNumber: event.lineNumber,
            columnNumber: event.columnNumber,
          })
        })
      }, REPORT_BINDING)
      context.on('console', (message) => {
        if (message.type() === 'error' && !isDocument404(message)) consoleErrors.push(describeConsoleMessage(message))
      })
      context.on('weberror', (webError) => consoleErrors.push(describePageError(webError.error())))

      const isAllowed = (text: string) => allowed.some((pattern) => pattern.test(text))
      const unallowedErrors = () => consoleErrors.filter((text) => !isAllowed(text))
      const unallowedViolations = () => cspViolations.map(describeViolation).filter((text) => !isAllowed(text))
      await use({
        consoleErrors,
        cspViolations,
        allow: (pattern) => {
          allowed.push(pattern)
        },
        unallowed: () => [...unallowedViolations(), ...unallowedErrors()],
      })

      const errors = unallowedErrors()
      const violations = unallowedViolations()
      if (errors.length === 0 && violations.length === 0) return
      throw new Error(
        [
          'The browser reported problems during the test:',
          ...(violations.length > 0 ? ['Content-Security-Policy violations:', ...violations.map((text) => `  - ${text}`)] : []),
          ...(errors.length > 0 ? ['Console errors:', ...errors.map((text) => `  - ${text}`)] : []),
        ].join('\n'),
      )
    },
    { auto: true },
  ],
})

export { expect }
