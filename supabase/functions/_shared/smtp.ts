/**
 * How long each step of talking to the SMTP server may take, in ms: connecting, waiting for its
 * greeting, and any silence after that (nodemailer's `connectionTimeout`, `greetingTimeout`,
 * `socketTimeout`, and `dnsTimeout` for the host name). Its own defaults are 2 minutes, 30 seconds,
 * 10 minutes and 30 seconds.
 */
export const SMTP_TIMEOUT_MS = 10_000

/**
 * The longest one mail may take in all, in ms, however the server behaves: after that it counts as
 * failed, and its row stays marked for another attempt.
 */
export const MAIL_DEADLINE_MS = 30_000

const TIMEOUTS = ['connectionTimeout', 'greetingTimeout', 'socketTimeout', 'dnsTimeout'] as const

/**
 * The connection URL with nodemailer's timeouts set to {@link SMTP_TIMEOUT_MS}, as query parameters
 * (nodemailer reads its options from them), unless the URL sets them itself.
 */
export function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  for (const name of TIMEOUTS) if (!url.searchParams.has(name)) url.searchParams.set(name, String(SMTP_TIMEOUT_MS))
  return url.toString()
}
