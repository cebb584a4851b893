import { SERVICE_ROLE_KEY } from '../../../supabase/local/keys'
import {
  AS_VISITOR,
  AUTH_HEADERS,
  call,
  NO_SUCH_USER,
  NOT_JSON,
  NOT_TEXT,
  nestedObjects,
  oversizeCases,
  STRONG_PASSWORD,
  withToken,
  type HostileCase,
} from './cases'
import { REFUSED_TOKENS } from './tokens'

const RECOVER = '/auth/v1/recover'
const RESEND = '/auth/v1/resend'
const VERIFY = '/auth/v1/verify'
const USER = '/auth/v1/user'
/** Nobody has signed up with it: a recovery or a link sent again for it changes nothing. */
const STRANGER = 'ukjent@oppdrett.test'
const NOT_OBJECTS: [string, string][] = [...NOT_JSON, ['null', 'null'], ['5', '5'], ['a string', '"tekst"'], ['an array', '[]']]

/** The user id (`sub`) of an access token. */
function subjectOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub
}

/** Recovery, a link sent again, verification by POST, the user's own update and the admin's deletion, each asked what it must refuse. */
export function authAccountCases(userToken: string): HostileCase[] {
  const post = (target: string, body: unknown) => call('POST', target, AUTH_HEADERS, body)
  const updateUser = (body: unknown, token = userToken) => call('PUT', USER, withToken(token), body)
  const asAdmin = withToken(SERVICE_ROLE_KEY)
  return [
    ...[RECOVER, RESEND, VERIFY].flatMap((target) =>
      NOT_OBJECTS.map(([what, body]) => ({
        name: `auth: ${what} for POST ${target}`,
        request: post(target, body),
        expected: { status: 400 },
      })),
    ),
    ...NOT_TEXT.map(([what, value]) => ({
      name: `auth: ${what} for the e-mail of a recovery`,
      request: post(RECOVER, { email: value }),
      expected: { status: 400 },
    })),
    ...['ikke-en-epost', "x'or'1'='1", 'kari@oppdrett.test\r\nBcc: alle@oppdrett.test', `${'k'.repeat(900_000)}@oppdrett.test`].map(
      (email) => ({
        name: `auth: a recovery for ${JSON.stringify(email.slice(0, 40))}`,
        request: post(RECOVER, { email }),
        expected: { status: 400, message: /email/ },
      }),
    ),
    ...oversizeCases('auth: recovery', RECOVER, AUTH_HEADERS, { email: STRANGER, data: 'x'.repeat(2 * 1024 * 1024) }),
    {
      name: 'auth: a recovery nested deep',
      request: post(RECOVER, `{"email":"${STRANGER}","x":${nestedObjects(5_000)}}`),
      expected: { status: 400, message: /nested too deeply/ },
    },
    {
      name: 'auth: a recovery with a PKCE challenge',
      request: post(RECOVER, { email: STRANGER, code_challenge: 'abc', code_challenge_method: 's256' }),
      expected: { status: 400, message: /PKCE/ },
    },
    ...NOT_TEXT.flatMap(([what, value]) => [
      {
        name: `auth: ${what} for the type of a resend`,
        request: post(RESEND, { type: value, email: STRANGER }),
        expected: { status: 400 },
      },
      {
        name: `auth: ${what} for the e-mail of a resend`,
        request: post(RESEND, { type: 'signup', email: value }),
        expected: { status: 400 },
      },
    ]),
    ...['', 'SIGNUP', 'recovery', "signup' or '1'='1"].map((type) => ({
      name: `auth: a resend of the type ${JSON.stringify(type)}`,
      request: post(RESEND, { type, email: STRANGER }),
      expected: { status: 400, message: /types/ },
    })),
    { name: 'auth: a resend by phone', request: post(RESEND, { type: 'sms', phone: '+4799999999' }), expected: { status: 400 } },
    {
      name: 'auth: a resend to an address and a phone',
      request: post(RESEND, { type: 'signup', email: STRANGER, phone: '+4799999999' }),
      expected: { status: 400 },
    },
    ...NOT_TEXT.flatMap(([what, value]) => [
      {
        name: `auth: ${what} for the type of a POST verify`,
        request: post(VERIFY, { type: value, token_hash: 'abc' }),
        expected: { status: 400 },
      },
      {
        name: `auth: ${what} for the token hash of a POST verify`,
        request: post(VERIFY, { type: 'signup', token_hash: value }),
        expected: { status: 400 },
      },
    ]),
    ...["x' or '1'='1", 't'.repeat(10_000), '%', 'pkce_abc'].map((hash) => ({
      name: `auth: a POST verify of the token hash ${JSON.stringify(hash.slice(0, 12))}`,
      request: post(VERIFY, { type: 'signup', token_hash: hash }),
      expected: { status: 403, message: /invalid or has expired/ },
    })),
    ...[
      ['no type', { token_hash: 'abc' }, /verification type/],
      ['an unknown type', { type: 'bogus', token_hash: 'abc' }, /verification type/],
      ['neither a token nor a hash', { type: 'signup' }, /token/],
      ['a token and a hash', { type: 'signup', token: '123456', token_hash: 'abc' }, /token/],
      ['a token without an address', { type: 'signup', token: '123456' }, /email/],
      ['a hash with an address', { type: 'signup', token_hash: 'abc', email: STRANGER }, /token_hash/],
      ['a hash with a redirect', { type: 'recovery', token_hash: 'abc', redirect_to: 'https://angriper.example' }, /token_hash/],
    ].map(([what, body, message]) => ({
      name: `auth: a POST verify with ${what as string}`,
      request: post(VERIFY, body),
      expected: { status: 400, message: message as RegExp },
    })),
    {
      name: 'auth: a POST verify of a code with an address that is no address',
      request: post(VERIFY, { type: 'recovery', token: '123456', email: 'ikke-en-epost' }),
      expected: { status: 422, message: /email/ },
    },
    ...['signup', 'recovery', 'email', 'email_change', 'magiclink'].map((type) => ({
      name: `auth: a POST verify of a guessed ${type} code`,
      request: post(VERIFY, { type, token: '000000', email: STRANGER }),
      expected: { status: 403, message: /Token has expired or is invalid/ },
    })),
    ...[
      ['PUT', USER],
      ['GET', '/auth/v1/reauthenticate'],
    ].flatMap(([method, target]) => [
      {
        name: `auth: ${method} ${target} without a token`,
        request: call(method!, target!, [['apikey', AS_VISITOR[0]![1]]], method === 'PUT' ? { password: STRONG_PASSWORD } : undefined),
        expected: { status: 401, message: /Bearer token/ },
      },
      ...[...REFUSED_TOKENS, ['the anon key', AS_VISITOR[0]![1]] as [string, string]].map(([what, token]) => ({
        name: `auth: ${method} ${target} with ${what}`,
        request: call(method!, target!, withToken(token), method === 'PUT' ? { password: STRONG_PASSWORD } : undefined),
        expected: { status: 403 },
      })),
    ]),
    ...NOT_OBJECTS.map(([what, body]) => ({
      name: `auth: ${what} for a user update`,
      request: updateUser(body),
      expected: { status: 400 },
    })),
    ...[5, true, { tekst: 'x' }].flatMap((value) => [
      { name: `auth: ${JSON.stringify(value)} for the new password`, request: updateUser({ password: value }), expected: { status: 400 } },
      { name: `auth: ${JSON.stringify(value)} for the new address`, request: updateUser({ email: value }), expected: { status: 400 } },
    ]),
    ...[5, 'tekst', ['rolle', 'admin']].map((data) => ({
      name: `auth: ${JSON.stringify(data)} for the user data of an update`,
      request: updateUser({ data }),
      expected: { status: 400, message: /JSON/ },
    })),
    { name: 'auth: a weak new password', request: updateUser({ password: 'kort' }), expected: { status: 422, message: /Password/ } },
    {
      name: 'auth: a new password of 100 bytes',
      request: updateUser({ password: `${STRONG_PASSWORD}${'x'.repeat(87)}` }),
      expected: { status: 400, message: /longer than 72/ },
    },
    {
      name: 'auth: a user update that sets its own role',
      request: updateUser({ app_metadata: { role: 'service_role' } }),
      expected: { status: 403, message: /admin/ },
    },
    {
      name: 'auth: a user update to an address that is no address',
      request: updateUser({ email: 'ikke-en-epost' }),
      expected: { status: 400 },
    },
    ...oversizeCases('auth: user update', USER, withToken(userToken), { data: { tekst: 'x'.repeat(2 * 1024 * 1024) } }).map((hostile) => ({
      ...hostile,
      request: { ...hostile.request, method: 'PUT' },
    })),
    ...[
      ['an id that is no UUID', "x' or '1'='1", /UUID/],
      ['an unknown id', NO_SUCH_USER, /User not found/],
    ].map(([what, id, message]) => ({
      name: `auth: the admin deleting ${what as string}`,
      request: call('DELETE', `/auth/v1/admin/users/${encodeURIComponent(id as string)}`, asAdmin),
      expected: { status: 404, message: message as RegExp },
    })),
    ...[
      ['a body that is not JSON', '{"should_soft_delete":', 400],
      ['should_soft_delete as text', { should_soft_delete: 'ja' }, 400],
      ['should_soft_delete', { should_soft_delete: true }, 422],
    ].map(([what, body, status]) => ({
      name: `auth: the admin deleting a user with ${what as string}`,
      request: call('DELETE', `/auth/v1/admin/users/${subjectOf(userToken)}`, asAdmin, body),
      expected: { status: status as number },
    })),
  ]
}
