import { AS_VISITOR, FUNCTION_PATH, JSON_TYPE, type Expected, type HostileCase } from './cases'
import type { WireRequest } from './wire'

/** One route of each service; a body of 'hei' is refused by each, so only what the case breaks decides. */
const TARGETS = ['/rest/v1/newsletter_subscriptions', '/auth/v1/signup', FUNCTION_PATH]
const HEADERS: [string, string][] = [...AS_VISITOR, JSON_TYPE]
const BAD_REQUEST: Expected = { status: 400 }
/** A request that never ends is answered 408 once the stack's request timeout has passed, or its connection is closed. */
const NEVER_ENDS: Expected = { status: 408, mayClose: true, message: /timeout|time/i }

const post = (target: string, extra: [string, string][] = [], body = 'hei'): WireRequest => ({
  method: 'POST',
  target,
  headers: [...HEADERS, ...extra],
  body,
})

/** Requests broken in how HTTP itself is written: the server's parser, not a route, must refuse them. */
const BROKEN: [string, (target: string) => WireRequest, Expected][] = [
  ['a bare CR in a header value', (target) => post(target, [['X-Notat', 'a\rInjected: b']]), BAD_REQUEST],
  ['a NUL in a header value', (target) => post(target, [['X-Notat', 'a\u0000b']]), BAD_REQUEST],
  ['a space in a header name', (target) => post(target, [['X Notat', 'a']]), BAD_REQUEST],
  ['a header line without a colon', (target) => post(target, [['X-Notat', 'a\r\nbare tekst']]), BAD_REQUEST],
  ['a folded header line', (target) => post(target, [['X-Notat', 'a\r\n  fortsatt']]), BAD_REQUEST],
  ['20 KB of header', (target) => post(target, [['X-Notat', 'a'.repeat(20_000)]]), { status: 431 }],
  [
    'Content-Length beside chunked',
    (target) =>
      post(
        target,
        [
          ['Content-Length', '3'],
          ['Transfer-Encoding', 'chunked'],
        ],
        '3\r\nhei\r\n0\r\n\r\n',
      ),
    BAD_REQUEST,
  ],
  [
    'two different Content-Lengths',
    (target) =>
      post(target, [
        ['Content-Length', '3'],
        ['Content-Length', '30'],
      ]),
    BAD_REQUEST,
  ],
  ['a negative Content-Length', (target) => post(target, [['Content-Length', '-1']]), BAD_REQUEST],
  ['a Content-Length that is no number', (target) => post(target, [['Content-Length', 'tre']]), BAD_REQUEST],
  ['a chunk size that is no number', (target) => post(target, [['Transfer-Encoding', 'chunked']], 'zz\r\nhei\r\n0\r\n\r\n'), BAD_REQUEST],
  ['a transfer coding other than chunked', (target) => post(target, [['Transfer-Encoding', 'gzip']]), BAD_REQUEST],
  ['the method G@T', (target) => ({ ...post(target), method: 'G@T' }), BAD_REQUEST],
  ['HTTP/9.9', (target) => ({ ...post(target), target: `${target} HTTP/9.9\r\nX-Notat:` }), BAD_REQUEST],
  ['a target that is no URL', (target) => ({ ...post(target), target: `//[${target}` }), BAD_REQUEST],
  ['an expectation the server cannot meet', (target) => post(target, [['Expect', '999-ukjent']]), { status: 417 }],
  ['headers that never end', (target) => ({ ...post(target), cutAfter: 60 }), NEVER_ENDS],
  [
    'a body that never ends',
    (target) => ({ ...post(target, [['Content-Length', '100']]), cutAfter: undefined, body: '{"email":' }),
    NEVER_ENDS,
  ],
  ['a chunked body that never ends', (target) => post(target, [['Transfer-Encoding', 'chunked']], '3\r\nhei\r\n'), NEVER_ENDS],
]

export const WIRE_CASES: HostileCase[] = [
  ...TARGETS.flatMap((target) =>
    BROKEN.map(([what, build, expected]) => ({ name: `wire: ${what} to ${target}`, request: build(target), expected })),
  ),
  {
    name: 'wire: CONNECT through the stack',
    request: { method: 'CONNECT', target: 'eksempel.no:443', headers: [['Host', 'eksempel.no:443']] },
    expected: { status: 405 },
  },
]
