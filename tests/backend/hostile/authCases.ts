import { SERVICE_ROLE_KEY } from '../../../supabase/local/keys'
import {
  AS_VISITOR,
  AUTH_HEADERS,
  call,
  nestedArrays,
  nestedObjects,
  NOT_JSON,
  NOT_TEXT,
  NO_SUCH_USER,
  NOT_UTF8,
  oversizeCases,
  STRONG_PASSWORD,
  withBytes,
  withToken,
  type HostileCase,
} from './cases'
import { authAccountCases } from './authAccountCases'
import { REFUSED_TOKENS, signed } from './tokens'

const SIGN_UP = '/auth/v1/signup'
const PASSWORD_GRANT = '/auth/v1/token?grant_type=password'
const REFRESH_GRANT = '/auth/v1/token?grant_type=refresh_token'

let addresses = 0
/** An address nobody has signed up with, so a sign-up is refused for what the case breaks, not as a repeat. */
const freshEmail = () => `fiendtlig.${++addresses}@oppdrett.test`

/** Tokens signed with the project's secret, yet naming no user a session belongs to. */
const SIGNED_WITHOUT_USER: [string, string][] = [
  ['the anon key', AS_VISITOR[0]![1]],
  ['the service-role key', SERVICE_ROLE_KEY],
  ['a token whose sub is not a UUID', signed({ role: 'authenticated', sub: "x' or '1'='1", session_id: NO_SUCH_USER, exp: 1983812996 })],
  ['a token whose session_id is not a UUID', signed({ role: 'authenticated', sub: NO_SUCH_USER, session_id: 'økt', exp: 1983812996 })],
  ['a token of a user who does not exist', signed({ role: 'authenticated', sub: NO_SUCH_USER, session_id: NO_SUCH_USER, exp: 1983812996 })],
]

/** The routes of /auth/v1, each asked what it must refuse. */
export function authCases(userToken: string): HostileCase[] {
  const signUp = (body: unknown) => call('POST', SIGN_UP, AUTH_HEADERS, body)
  return [
    ...NOT_JSON.map(([what, body]) => ({ name: `auth: ${what} for a sign-up`, request: signUp(body), expected: { status: 400 } })),
    ...['null', '5', '"tekst"', '[]'].map((body) => ({
      name: `auth: ${body} for a sign-up`,
      request: signUp(body),
      expected: { status: 400 },
    })),
    ...NOT_TEXT.map(([what, value]) => ({
      name: `auth: ${what} for the e-mail of a sign-up`,
      request: signUp({ email: value, password: STRONG_PASSWORD }),
      expected: { status: 400 },
    })),
    ...NOT_TEXT.map(([what, value]) => ({
      name: `auth: ${what} for the password of a sign-up`,
      request: signUp({ email: freshEmail(), password: value }),
      expected: { status: 400 },
    })),
    ...[5, true, 'tekst', ['rolle', 'admin']].map((data) => ({
      name: `auth: ${JSON.stringify(data)} for the user data of a sign-up`,
      request: signUp({ email: freshEmail(), password: STRONG_PASSWORD, data }),
      expected: { status: 400, message: /JSON/ },
    })),
    ...[
      ['arrays 5,000 deep', nestedArrays(5_000)],
      ['objects 5,000 deep', nestedObjects(5_000)],
      ['objects 150 deep', nestedObjects(150)],
    ].map(([what, nested]) => ({
      name: `auth: user data of ${what}`,
      request: signUp(`{"email":"${freshEmail()}","password":"${STRONG_PASSWORD}","data":{"a":${nested}}}`),
      expected: { status: 400, message: /nested too deeply/ },
    })),
    ...NOT_UTF8.map(([what, bytes]) => ({
      name: `auth: ${what} in the password of a sign-up`,
      request: signUp(withBytes({ email: freshEmail(), password: STRONG_PASSWORD }, 'password', bytes)),
      expected: { status: 400, message: /JSON/ },
    })),
    ...['ikke-en-epost', 'kari@oppdrett', "x'or'1'='1", 'kari nordmann@oppdrett.test', 'kari@oppdrett.test\r\nBcc: alle@oppdrett.test'].map(
      (email) => ({
        name: `auth: sign-up as ${JSON.stringify(email)}`,
        request: signUp({ email, password: STRONG_PASSWORD }),
        expected: { status: 400, message: /email/ },
      }),
    ),
    { name: 'auth: sign-up without a password', request: signUp({ email: freshEmail() }), expected: { status: 400 } },
    { name: 'auth: sign-up without an e-mail', request: signUp({ password: STRONG_PASSWORD }), expected: { status: 400 } },
    {
      name: 'auth: sign-up with a weak password and claims of its own',
      request: signUp({
        email: freshEmail(),
        password: 'kort',
        role: 'service_role',
        app_metadata: { role: 'admin' },
        email_confirmed_at: '2001-01-01',
      }),
      expected: { status: 422, message: /Password/ },
    },
    {
      name: 'auth: sign-up with a password of 100 bytes',
      request: signUp({ email: freshEmail(), password: `${STRONG_PASSWORD}${'x'.repeat(87)}` }),
      expected: { status: 400, message: /longer than 72/ },
    },
    {
      name: 'auth: sign-up with an e-mail of 900 KB',
      request: signUp({ email: `${'k'.repeat(900_000)}@oppdrett.test`, password: STRONG_PASSWORD }),
      expected: { status: 400 },
    },
    ...oversizeCases('auth: sign-up', SIGN_UP, AUTH_HEADERS, {
      email: freshEmail(),
      password: STRONG_PASSWORD,
      data: { tekst: 'x'.repeat(2 * 1024 * 1024) },
    }),
    ...[...NOT_JSON, ['null', 'null'], ['an array', '[]']].map(([what, body]) => ({
      name: `auth: ${what} for a password grant`,
      request: call('POST', PASSWORD_GRANT, AUTH_HEADERS, body),
      expected: { status: 400 },
    })),
    ...NOT_TEXT.flatMap(([what, value]) => [
      {
        name: `auth: ${what} for the e-mail of a password grant`,
        request: call('POST', PASSWORD_GRANT, AUTH_HEADERS, { email: value, password: 'x' }),
        expected: { status: 400 },
      },
      {
        name: `auth: ${what} for the password of a password grant`,
        request: call('POST', PASSWORD_GRANT, AUTH_HEADERS, { email: 'kari@oppdrett.test', password: value }),
        expected: { status: 400 },
      },
    ]),
    ...["' or '1'='1", "admin@oppdrett.test'--", "kari@oppdrett.test' or 1=1; --", '%'].map((email) => ({
      name: `auth: a password grant for ${JSON.stringify(email)}`,
      request: call('POST', PASSWORD_GRANT, AUTH_HEADERS, { email, password: "' or '1'='1" }),
      expected: { status: 400, message: /Invalid login credentials/ },
    })),
    {
      name: 'auth: a password grant nested deep',
      request: call('POST', PASSWORD_GRANT, AUTH_HEADERS, `{"email":"kari@oppdrett.test","password":${nestedArrays(5_000, '"x"')}}`),
      expected: { status: 400 },
    },
    ...['client_credentials', 'PASSWORD', 'password;drop', 'id_token', 'pkce', ''].map((grant) => ({
      name: `auth: the grant type ${JSON.stringify(grant)}`,
      request: call('POST', `/auth/v1/token?grant_type=${grant}`, AUTH_HEADERS, { email: 'kari@oppdrett.test', password: 'x' }),
      expected: { status: 400, message: /grant_type/ },
    })),
    ...[undefined, 5, {}, null, '', "' or 1=1 --", 'r'.repeat(10_000), 'ikke-et-token'].map((refreshToken) => ({
      name: `auth: the refresh token ${JSON.stringify(refreshToken)?.slice(0, 20)}`,
      request: call('POST', REFRESH_GRANT, AUTH_HEADERS, { refresh_token: refreshToken }),
      expected: { status: 400 },
    })),
    ...[
      ['GET', '/auth/v1/user'],
      ['POST', '/auth/v1/logout'],
      ['GET', '/auth/v1/admin/users'],
    ].flatMap(([method, target]) => [
      {
        name: `auth: ${method} ${target} without a token`,
        request: call(method!, target!, [['apikey', AS_VISITOR[0]![1]]]),
        expected: { status: 401, message: /Bearer token/ },
      },
      ...['Basic YWRtaW46YWRtaW4=', 'Bearer'].map((authorization) => ({
        name: `auth: ${method} ${target} with Authorization ${authorization}`,
        request: call(method!, target!, [
          ['apikey', AS_VISITOR[0]![1]],
          ['Authorization', authorization],
        ]),
        expected: { status: 401 },
      })),
      ...REFUSED_TOKENS.map(([what, token]) => ({
        name: `auth: ${method} ${target} with ${what}`,
        request: call(method!, target!, withToken(token)),
        expected: { status: 403, message: /JWT/ },
      })),
    ]),
    ...SIGNED_WITHOUT_USER.flatMap(([what, token]) =>
      [
        ['GET', '/auth/v1/user'],
        ['POST', '/auth/v1/logout'],
      ].map(([method, target]) => ({
        name: `auth: ${method} ${target} with ${what}`,
        request: call(method!, target!, withToken(token)),
        expected: { status: 403 },
      })),
    ),
    ...[
      ['GET', '/auth/v1/admin/users'],
      ['POST', '/auth/v1/admin/users'],
      ['DELETE', `/auth/v1/admin/users/${NO_SUCH_USER}`],
      ['POST', '/auth/v1/admin/generate_link'],
      ['PUT', `/auth/v1/admin/users/${NO_SUCH_USER}`],
    ].flatMap(([method, target]) =>
      [
        ['the anon key', AS_VISITOR[0]![1]],
        ['a user’s token', userToken],
      ].map(([who, token]) => ({
        name: `auth: ${method} ${target} with ${who}`,
        request: call(
          method!,
          target!,
          withToken(token!),
          method === 'GET' || method === 'DELETE' ? undefined : { email: 'ny@oppdrett.test', role: 'service_role' },
        ),
        expected: { status: 403, message: /User not allowed/ },
      })),
    ),
    ...['bogus', "global' or '1'='1", ''].map((scope) => ({
      name: `auth: logout with the scope ${JSON.stringify(scope)}`,
      request: call('POST', `/auth/v1/logout?scope=${scope}`, withToken(userToken)),
      expected: { status: 400, message: /scope/ },
    })),
    ...['', '?type=signup', '?token=abc'].map((query) => ({
      name: `auth: verify${query}`,
      request: call('GET', `/auth/v1/verify${query}`, AS_VISITOR),
      expected: { status: 400, message: /Verify|verification/ },
    })),
    ...[
      ['signup', "x' or '1'='1"],
      ['signup', 't'.repeat(10_000)],
      ['recovery', 'abc'],
      ['magiclink', 'abc'],
      ['email', 'abc'],
    ].map(([type, token]) => ({
      name: `auth: verify ${type} with the token ${token!.slice(0, 12)}`,
      request: call('GET', `/auth/v1/verify?type=${type}&token=${encodeURIComponent(token!)}&redirect_to=javascript:alert(1)`, AS_VISITOR),
      expected: { status: 303, location: /^http:\/\/127\.0\.0\.1:\d+#error=access_denied&error_code=otp_expired/ },
    })),
    ...['bogus', 'sms', "signup' or '1'='1"].map((type) => ({
      name: `auth: verify of the type ${type}`,
      request: call('GET', `/auth/v1/verify?type=${encodeURIComponent(type)}&token=abc`, AS_VISITOR),
      expected: { status: 303, location: /#error=invalid_request&error_code=validation_failed/ },
    })),
    ...authAccountCases(userToken),
    ...[
      ['POST', '/auth/v1/settings'],
      ['GET', '/auth/v1/token'],
      ['POST', '/auth/v1/../../rest/v1/contact_messages'],
    ].map(([method, target]) => ({
      name: `auth: ${method} ${target}, which the local stack does not offer`,
      request: call(method!, target!, AUTH_HEADERS, { email: 'kari@oppdrett.test' }),
      expected: { status: [401, 404] },
    })),
  ]
}
