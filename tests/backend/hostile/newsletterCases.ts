import { SERVICE_ROLE_KEY } from '../../../supabase/local/keys'
import { AS_VISITOR, call, JSON_TYPE, NOT_TEXT, oversizeCases, type HostileCase } from './cases'
import { REFUSED_TOKENS } from './tokens'

const CONFIRM = '/rest/v1/rpc/confirm_newsletter_subscription'
const LEAVE = '/rest/v1/rpc/leave_newsletter'
const SEND_CONFIRMATIONS = '/functions/v1/newsletter/send-confirmations'
const ONE_CLICK = '/functions/v1/newsletter/avmeld'
const VISITOR_JSON: [string, string][] = [...AS_VISITOR, JSON_TYPE]
const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click'
const FORM: [string, string] = ['Content-Type', 'application/x-www-form-urlencoded']
const HEX = 'ab'.repeat(32)

/** Texts that are no token the database issued: each confirms nothing and removes nothing. */
const NOT_A_TOKEN: [string, string][] = [
  ['an unknown token', HEX],
  ['an empty token', ''],
  ['63 hex digits', HEX.slice(1)],
  ['65 hex digits', `${HEX}a`],
  ['64 capital hex digits', HEX.toUpperCase()],
  ['64 letters beyond hex', 'g'.repeat(64)],
  ['a token and a line break', `${HEX}\n`],
  ['a token and SQL', `${HEX}' or '1'='1`],
  ['a LIKE pattern', '%'],
  ['64 letters ø', 'ø'.repeat(64)],
]

/** Values a token could be sent as in JSON: the texts above, 512 KB of hex, and every other type. */
const SENT_TOKENS: [string, unknown][] = [...NOT_A_TOKEN, ['512 KB of hex', 'a'.repeat(512 * 1024)], ...NOT_TEXT]

/** The visitors' two functions: each answers its harmless 'nothing done' to any of them. */
const VISITOR_RPCS = [
  [CONFIRM, null],
  [LEAVE, false],
] as const

const SERVICE_RUN_REFUSED = { status: 403, message: /forbidden/ } as const

export const NEWSLETTER_CASES: HostileCase[] = [
  ...VISITOR_RPCS.flatMap(([target, nothing]) => [
    ...SENT_TOKENS.map(([what, token]) => ({
      name: `newsletter: ${target.split('/').at(-1)} with ${what}`,
      request: call('POST', target, VISITOR_JSON, { token }),
      expected: { status: 200, body: nothing },
    })),
    ...[
      ['no token', {}],
      ['a token under another name', { tokne: HEX }],
      ['an extra argument', { token: HEX, email: 'kari@oppdrett.test' }],
    ].map(([what, body]) => ({
      name: `newsletter: ${target.split('/').at(-1)} with ${String(what)}`,
      request: call('POST', target, VISITOR_JSON, body),
      expected: { status: 404, message: /function/ },
    })),
    ...oversizeCases(`newsletter: ${target.split('/').at(-1)}`, target, VISITOR_JSON, { token: 'a'.repeat(2 * 1024 * 1024) }),
  ]),
  ...REFUSED_TOKENS.flatMap(([what, token]) =>
    ['claim_newsletter_confirmations', 'newsletter_mailing_list'].map((name) => ({
      name: `newsletter: ${name} with ${what}`,
      request: call('POST', `/rest/v1/rpc/${name}`, [['apikey', token], ['Authorization', `Bearer ${token}`], JSON_TYPE], {}),
      expected: { status: 401 },
    })),
  ),
  {
    name: 'newsletter: the mail run without a key',
    request: call('POST', SEND_CONFIRMATIONS, []),
    expected: { status: 401, message: /unauthorized/ },
  },
  ...['Bearer', 'Basic YWRtaW46YWRtaW4='].map((authorization) => ({
    name: `newsletter: the mail run with Authorization ${authorization.slice(0, 12)}`,
    request: call('POST', SEND_CONFIRMATIONS, [['Authorization', authorization]]),
    expected: { status: 401, message: /unauthorized/ },
  })),
  {
    name: 'newsletter: the mail run with the anon key',
    request: call('POST', SEND_CONFIRMATIONS, AS_VISITOR),
    expected: SERVICE_RUN_REFUSED,
  },
  ...REFUSED_TOKENS.map(([what, token]) => ({
    name: `newsletter: the mail run with ${what}`,
    request: call('POST', SEND_CONFIRMATIONS, [['Authorization', `Bearer ${token}`]]),
    expected: SERVICE_RUN_REFUSED,
  })),
  ...['GET', 'PUT', 'DELETE'].map((method) => ({
    name: `newsletter: the mail run by ${method} with the service-role key`,
    request: call(method, SEND_CONFIRMATIONS, [['Authorization', `Bearer ${SERVICE_ROLE_KEY}`]]),
    expected: { status: 405, message: /method_not_allowed/ },
  })),
  ...[...NOT_A_TOKEN, ['8 KB of hex', 'a'.repeat(8192)]].map(([what, token]) => ({
    name: `newsletter: one-click leave with ${what}`,
    request: call('POST', `${ONE_CLICK}?token=${encodeURIComponent(token!)}`, [FORM], ONE_CLICK_BODY),
    expected: { status: 404, message: /unknown_or_used_token/ },
  })),
  ...[
    ['a line break and a header', '%0d%0aSet-Cookie:%20stjaalet=1'],
    ['a fish', encodeURIComponent('🐟')],
    ['another host', '@angriper.example/'],
  ].map(([what, token]) => ({
    name: `newsletter: a scanner’s GET of one-click leave with ${what}`,
    request: call('GET', `${ONE_CLICK}?token=${token}`, []),
    expected: { status: 303, location: /^http:\/\/127\.0\.0\.1:5173\/nyhetsbrev\/avmeld\?token=[\w%.~-]*$/ },
  })),
  ...[
    ['no body', undefined],
    ['another letter case', 'List-Unsubscribe=one-click'],
    ['JSON', JSON.stringify({ 'List-Unsubscribe': 'One-Click' })],
    ['the body of 2 KB of junk', 'x'.repeat(2048)],
  ].map(([what, body]) => ({
    name: `newsletter: one-click leave with ${what}`,
    request: call('POST', `${ONE_CLICK}?token=${HEX}`, [FORM], body),
    expected: { status: 400, message: /one_click_missing/ },
  })),
  ...['PUT', 'DELETE', 'PATCH'].map((method) => ({
    name: `newsletter: one-click leave by ${method}`,
    request: call(method, `${ONE_CLICK}?token=${HEX}`, [FORM], ONE_CLICK_BODY),
    expected: { status: 405, message: /method_not_allowed/ },
  })),
  ...oversizeCases(
    'newsletter: one-click leave',
    `${ONE_CLICK}?token=${HEX}`,
    [FORM],
    `${ONE_CLICK_BODY}&x=${'x'.repeat(2 * 1024 * 1024)}`,
  ),
  ...['/functions/v1/newsletter', '/functions/v1/newsletter/avmeld/ekstra', '/functions/v1/newsletter/send-confirmations/'].map(
    (target) => ({
      name: `newsletter: the path ${target}`,
      request: call('POST', target, [FORM], ONE_CLICK_BODY),
      expected: { status: 404, message: /not_found/ },
    }),
  ),
]
