import { describe, expect, it } from 'vitest'
import { loadAuthConfig } from '../../supabase/local/config'
import { mailRenderer, textOf } from '../../supabase/local/mailTemplates'

const VALUES = {
  SiteURL: 'http://127.0.0.1:5173',
  ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=http://127.0.0.1:5173',
  Email: 'kari+"<b>"@oppdrett.test',
  Token: '123456',
  TokenHash: 'a'.repeat(56),
  RedirectTo: 'http://127.0.0.1:5173',
}

describe('the mail templates of config.toml', () => {
  const render = mailRenderer(loadAuthConfig('supabase/config.toml').mailTemplates)

  it('link the confirmation to the site’s page with the token hash, never to auth’s /verify', () => {
    const mail = render('confirmation', VALUES)
    expect(mail.subject).toBe('Bekreft e-postadressen din')
    expect(mail.html).toContain(`href="http://127.0.0.1:5173/bekreft-e-post?token_hash=${VALUES.TokenHash}&amp;type=signup"`)
    expect(mail.html).not.toContain('/auth/v1/verify')
    expect(mail.text).toContain(`Bekreft e-postadressen: http://127.0.0.1:5173/bekreft-e-post?token_hash=${VALUES.TokenHash}&type=signup`)
  })

  it('link the recovery to the site’s new-password page', () => {
    const mail = render('recovery', VALUES)
    expect(mail.subject).toBe('Lag nytt passord')
    expect(mail.text).toContain(`Lag nytt passord: http://127.0.0.1:5173/nytt-passord?token_hash=${VALUES.TokenHash}&type=recovery`)
  })

  it('escape the values in the HTML and give them as they are in the text', () => {
    const mail = render('confirmation', VALUES)
    expect(mail.html).toContain('kari+&quot;&lt;b&gt;&quot;@oppdrett.test')
    expect(mail.text).toContain('kari+"<b>"@oppdrett.test')
  })

  it('say that the link works once and for an hour, and may be ignored', () => {
    for (const kind of ['confirmation', 'recovery', 'reauthentication'] as const) {
      const { text } = render(kind, VALUES)
      expect(text).toMatch(/én gang, og bare i én time/)
      expect(text).toMatch(/se bort fra denne e-posten/)
    }
  })

  it('fall back, without templates of the project’s own, to auth’s own link as GoTrue’s defaults do', () => {
    expect(mailRenderer({})('confirmation', VALUES).html).toContain(`href="${VALUES.ConfirmationURL.replace(/&/g, '&amp;')}"`)
  })
})

describe('the text part of a mail', () => {
  it('keeps the paragraphs and writes each link’s address after its words', () => {
    expect(textOf('<h1>Hei</h1>\n<p>Trykk\n  her:</p><p><a href="https://a.test/?x=1&amp;y=2"\n>Lenke</a\n></p>')).toBe(
      'Hei\n\nTrykk her:\n\nLenke: https://a.test/?x=1&y=2',
    )
  })
})
