import { readFileSync } from 'node:fs'
import { escapeHtml } from '../functions/_shared/contract/text'
import type { MailKind, MailTemplateSetting } from './config'

/** The values GoTrue gives a mail template, by the names the template uses (`{{ .TokenHash }}`). */
export interface TemplateValues {
  SiteURL: string
  ConfirmationURL: string
  Email: string
  Token: string
  TokenHash: string
  RedirectTo: string
}

export interface RenderedMail {
  subject: string
  html: string
  text: string
}

export type MailRenderer = (kind: MailKind, values: TemplateValues) => RenderedMail

/**
 * What a project without a template of its own gets, in the manner of GoTrue's defaults: English, with
 * the link to auth's own /verify.
 */
const DEFAULTS: Record<MailKind, { subject: string; html: string }> = {
  confirmation: {
    subject: 'Confirm your sign-up',
    html: '<h2>Confirm your sign-up</h2>\n<p>Open this link to confirm your e-mail address:</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm your address</a></p>\n',
  },
  recovery: {
    subject: 'Reset your password',
    html: '<h2>Reset your password</h2>\n<p>Open this link to choose a new password:</p>\n<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>\n',
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    html: '<h2>Confirm it is you</h2>\n<p>Enter this code: {{ .Token }}</p>\n',
  },
}

const PLACEHOLDER = /\{\{\s*\.([A-Za-z]+)\s*\}\}/g

function fill(template: string, values: TemplateValues, escape: (value: string) => string): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? escape(values[name as keyof TemplateValues]) : whole,
  )
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

/** The plain-text part of a rendered HTML mail: its text by paragraphs, each link's address after its words. */
export function textOf(html: string): string {
  const BLOCK_END = '\u0001'
  const LINE_BREAK = '\u0002'
  const text = html
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi, (_, href: string, words: string) => `${words}: ${href}`)
    .replace(/<(head|style|title)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, LINE_BREAK)
    .replace(/<\/(p|h[1-6]|div|li|tr|table)\s*>/gi, BLOCK_END)
    .replace(/<[^>]+>/g, '')
  // Line breaks in the HTML's source are spaces, as a browser shows them; only <br> breaks a line.
  return decodeEntities(text)
    .split(BLOCK_END)
    .map((block) =>
      block
        .replace(/\s+/g, ' ')
        .split(LINE_BREAK)
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n')
}

/**
 * Reads the templates of `[auth.email.template.<kind>]` once, at start, as GoTrue loads them, and
 * renders a mail from them: values are HTML-escaped in the body and taken as they are in the subject.
 * A missing file stops the start, as it stops the Supabase CLI's.
 */
export function mailRenderer(settings: Partial<Record<MailKind, MailTemplateSetting>>): MailRenderer {
  const templates = Object.fromEntries(
    (Object.keys(DEFAULTS) as MailKind[]).map((kind) => {
      const own = settings[kind]
      const html = own?.contentPath ? readTemplate(own.contentPath) : DEFAULTS[kind].html
      return [kind, { subject: own?.subject ?? DEFAULTS[kind].subject, html }]
    }),
  ) as Record<MailKind, { subject: string; html: string }>
  return (kind, values) => {
    const html = fill(templates[kind].html, values, escapeHtml)
    return { subject: fill(templates[kind].subject, values, (value) => value), html, text: textOf(html) }
  }
}

function readTemplate(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    throw new Error(`The mail template ${path} of config.toml cannot be read: ${(error as Error).message}`)
  }
}
