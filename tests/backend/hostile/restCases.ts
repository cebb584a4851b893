import { SERVICE_ROLE_KEY } from '../../../supabase/local/keys'
import {
  AS_VISITOR,
  call,
  JSON_TYPE,
  nestedArrays,
  NOT_JSON,
  NOT_TEXT,
  NOT_UTF8,
  oversizeCases,
  withBytes,
  type HostileCase,
} from './cases'
import { REFUSED_TOKENS } from './tokens'
import { contactMessage } from '../../support/contactForm'

const NEWSLETTER = '/rest/v1/newsletter_subscriptions'
const CONTACT = '/rest/v1/contact_messages'
const STORE_RPC = '/rest/v1/rpc/store_contact_message'
const AS_SERVICE: [string, string][] = [
  ['apikey', SERVICE_ROLE_KEY],
  ['Authorization', `Bearer ${SERVICE_ROLE_KEY}`],
]
const VISITOR_JSON: [string, string][] = [...AS_VISITOR, JSON_TYPE]
const CONTACT_ROW = { ...contactMessage(), client_key: 'forfalsket' }
const STORE_ARGS = { message: contactMessage(), client_key: 'forfalsket', max_messages: 1000, window_seconds: 1 }
/** The row the suite subscribes before it starts, so a filter that matched every row would show. */
export const SUBSCRIBED = 'abonnent@oppdrett.test'

/** The anon role has no right to the table at all: PostgREST's 42501, 401 for anon. */
const NO_RIGHT = { status: 401, message: /permission denied/ } as const
const REFUSED_TOKEN = { status: 401 } as const

/** Filters that try to leave their value; the service role may read the table, so each must match no row or be refused. */
const INJECTED_QUERIES = [
  `email=eq.x'or'1'='1`,
  `email=eq.x';delete from newsletter_subscriptions;--`,
  `email=like.*'or''='`,
  `email=in.(x'),(select email from newsletter_subscriptions`,
  `email=is.null;drop table newsletter_subscriptions`,
  `email=neq.x&email=eq.y' or true--`,
  `email=eq.${encodeURIComponent(SUBSCRIBED)}%00' or '1'='1`,
]

/** Queries that try to name SQL where a column, table or number goes: each is refused. */
const REFUSED_QUERIES = [
  'select=email,(select 1)',
  'select=*,pg_sleep(5)',
  'select=email;drop table newsletter_subscriptions',
  'select=email from auth.users--',
  'order=email;drop table newsletter_subscriptions',
  'order=(select 1)',
  'order=email.desc,pg_sleep(5).asc',
  'limit=1;drop table newsletter_subscriptions',
  'limit=-1',
  'limit=abc',
  'id=eq.ikke-en-uuid',
  'created_at=gt.i går',
  'email"=eq.x',
  'email%3Dbad=eq.x',
  '=eq.x',
  'email=between.a.z',
  'email=eq',
  'email=is.maybe',
]

export const REST_CASES: HostileCase[] = [
  ...INJECTED_QUERIES.map((query) => ({
    name: `rest: ${query} matches no row`,
    request: call('GET', `${NEWSLETTER}?select=email&${query}`, AS_SERVICE),
    expected: { status: [200, 400], body: [] as unknown[] },
  })),
  ...REFUSED_QUERIES.map((query) => ({
    name: `rest: ${query}`,
    request: call('GET', `${NEWSLETTER}?${query}`, AS_SERVICE),
    expected: { status: 400 },
  })),
  ...[
    'newsletter_subscriptions;drop table contact_messages',
    'auth.users',
    '%22auth%22.%22users%22',
    'pg_authid',
    'pg_catalog.pg_user',
    '..%2Fauth%2Fusers',
    'ikke_en_tabell',
  ].map((table) => ({
    name: `rest: the table ${table}`,
    request: call('GET', `/rest/v1/${table}`, AS_SERVICE),
    expected: { status: [400, 404] },
  })),
  ...[
    ['GET', undefined],
    ['POST', CONTACT_ROW],
    ['PATCH', { notification_status: 'sent' }],
  ].map(([method, body]) => ({
    name: `rest: ${String(method)} contact_messages (service role only) as a visitor`,
    request: call(String(method), `${CONTACT}${method === 'PATCH' ? '?name=eq.x' : ''}`, VISITOR_JSON, body),
    expected: NO_RIGHT,
  })),
  { name: 'rest: reading the newsletter list as a visitor', request: call('GET', NEWSLETTER, AS_VISITOR), expected: NO_RIGHT },
  {
    name: 'rest: changing a subscription as a visitor',
    request: call('PATCH', `${NEWSLETTER}?email=eq.${SUBSCRIBED}`, VISITOR_JSON, { email: 'kapret@oppdrett.test' }),
    expected: NO_RIGHT,
  },
  ...['DELETE', 'PUT'].map((method) => ({
    name: `rest: ${method} on the newsletter list`,
    request: call(method, `${NEWSLETTER}?email=eq.${SUBSCRIBED}`, VISITOR_JSON, method === 'PUT' ? { email: SUBSCRIBED } : undefined),
    expected: { status: 405 },
  })),
  {
    name: 'rest: store_contact_message through the anon key',
    request: call('POST', STORE_RPC, VISITOR_JSON, STORE_ARGS),
    expected: NO_RIGHT,
  },
  ...[
    ['rpc/store_contact_message;select 1', {}],
    ['rpc/pg_sleep', { seconds: 5 }],
    ['rpc/ikke_en_funksjon', {}],
    ['rpc/store_contact_message', { 'name") ; drop table contact_messages; --': 1 }],
  ].map(([target, body]) => ({
    name: `rest: ${String(target)} with ${JSON.stringify(body).slice(0, 30)}`,
    request: call('POST', `/rest/v1/${String(target)}`, VISITOR_JSON, body),
    expected: { status: 404 },
  })),
  { name: 'rest: GET on an RPC', request: call('GET', STORE_RPC, AS_VISITOR), expected: { status: 405 } },
  ...NOT_JSON.map(([what, body]) => ({
    name: `rest: ${what} as a subscription`,
    request: call('POST', NEWSLETTER, VISITOR_JSON, body),
    expected: { status: 400, message: /invalid json/i },
  })),
  ...NOT_TEXT.map(([what, value]) => ({
    name: `rest: ${what} for the e-mail of a subscription`,
    request: call('POST', NEWSLETTER, VISITOR_JSON, { email: value }),
    expected: { status: 400 },
  })),
  ...['id', 'created_at'].map((column) => ({
    name: `rest: a subscription that sets ${column}, which visitors may not`,
    request: call('POST', NEWSLETTER, VISITOR_JSON, {
      email: 'ny@oppdrett.test',
      [column]: column === 'id' ? crypto.randomUUID() : '2001-01-01',
    }),
    expected: NO_RIGHT,
  })),
  {
    name: 'rest: a subscription with a column that does not exist',
    request: call('POST', NEWSLETTER, VISITOR_JSON, { email: 'ny@oppdrett.test', admin: true }),
    expected: { status: 400, message: /Could not find the 'admin' column/ },
  },
  { name: 'rest: a subscription without the e-mail', request: call('POST', NEWSLETTER, VISITOR_JSON, {}), expected: { status: 400 } },
  {
    name: 'rest: an e-mail with a SQL ending',
    request: call('POST', NEWSLETTER, VISITOR_JSON, { email: "x'); drop table newsletter_subscriptions; --" }),
    expected: { status: 400, message: /check constraint/ },
  },
  ...NOT_UTF8.map(([what, bytes]) => ({
    name: `rest: ${what} in a subscription`,
    request: call('POST', NEWSLETTER, VISITOR_JSON, withBytes({ email: 'ny@oppdrett.test' }, 'email', bytes)),
    expected: { status: 400, message: /invalid json/i },
  })),
  {
    name: 'rest: a subscription nested 10,000 arrays deep',
    request: call('POST', NEWSLETTER, VISITOR_JSON, `{"email":${nestedArrays(10_000)}}`),
    expected: { status: 400, message: /nested too deeply/ },
  },
  ...oversizeCases('rest: subscriptions', NEWSLETTER, VISITOR_JSON, [{ email: 'x'.repeat(2 * 1024 * 1024) }]),
  ...['text/plain', 'text/csv', 'application/x-www-form-urlencoded'].map((type) => ({
    name: `rest: a subscription sent as ${type}`,
    request: call('POST', NEWSLETTER, [...AS_VISITOR, ['Content-Type', type]], { email: 'ny@oppdrett.test' }),
    expected: { status: 400, message: /Content-Type not acceptable/ },
  })),
  ...REFUSED_TOKENS.flatMap(([what, token]) =>
    [
      ['GET', NEWSLETTER],
      ['POST', CONTACT],
      ['POST', STORE_RPC],
    ].map(([method, target]) => ({
      name: `rest: ${method} ${target} with ${what}`,
      request: call(
        method!,
        target!,
        [['apikey', token], ['Authorization', `Bearer ${token}`], JSON_TYPE],
        method === 'GET' ? undefined : STORE_ARGS,
      ),
      expected: REFUSED_TOKEN,
    })),
  ),
]
