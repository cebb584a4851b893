import { ANON_KEY, SERVICE_ROLE_KEY } from '../../../supabase/local/keys'
import { call, JSON_TYPE, nestedArrays, NOT_JSON, NOT_TEXT, NOT_UTF8, oversizeCases, withBytes, type HostileCase } from './cases'
import { REFUSED_TOKENS } from './tokens'

export const DELETE_ACCOUNT_PATH = '/functions/v1/delete-account'

const BODY = { password: 'Brønnbåt#2026' }
const NOT_SIGNED_IN = { status: 401, message: /signed-in user/ } as const
const NO_PASSWORD = { status: 400, message: /current password/ } as const

/**
 * Requests to delete-account that must be refused before any password is checked, so none counts
 * against a limit or changes a row: each sent as `userToken`'s user unless it says otherwise.
 */
export function deleteAccountCases(userToken: string): HostileCase[] {
  const headers: [string, string][] = [['apikey', ANON_KEY], ['Authorization', `Bearer ${userToken}`], JSON_TYPE]
  const post = (body: unknown, sent = headers) => call('POST', DELETE_ACCOUNT_PATH, sent, body)
  const asToken = (token: string): [string, string][] => [['apikey', ANON_KEY], ['Authorization', `Bearer ${token}`], JSON_TYPE]

  return [
    ...NOT_JSON.filter(([, body]) => !body.startsWith('\ufeff')).map(([what, body]) => ({
      name: `delete-account: ${what} as JSON`,
      request: post(body),
      expected: { status: 400, message: /not valid JSON/ },
    })),
    ...['null', '5', '"passord"', '[]', JSON.stringify([BODY]), 'true'].map((body) => ({
      name: `delete-account: ${body.slice(0, 20)} for a body`,
      request: post(body),
      expected: { status: 400, message: /object with the password/ },
    })),
    ...NOT_TEXT.map(([what, value]) => ({
      name: `delete-account: ${what} for the password`,
      request: post({ password: value }),
      expected: NO_PASSWORD,
    })),
    { name: 'delete-account: no password', request: post({}), expected: NO_PASSWORD },
    { name: 'delete-account: an empty password', request: post({ password: '' }), expected: NO_PASSWORD },
    {
      name: 'delete-account: a password of arrays 1,000 deep',
      request: post(`{"password":${nestedArrays(1_000)}}`),
      expected: NO_PASSWORD,
    },
    ...['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'].map((type) => ({
      name: `delete-account: a body sent as ${type}`,
      request: post(BODY, [...headers.slice(0, 2), ['Content-Type', type]]),
      expected: { status: 415, message: /application\/json/ },
    })),
    ...NOT_UTF8.map(([what, bytes]) => ({
      name: `delete-account: ${what} in the password`,
      request: post(withBytes(BODY, 'password', bytes)),
      expected: { status: 400, message: /not valid JSON/ },
    })),
    {
      name: 'delete-account: a password of 5 KB, over its 4 KiB',
      request: post({ password: 'x'.repeat(5_000) }),
      expected: { status: 413, message: /at most 4 KiB/ },
    },
    ...oversizeCases('delete-account: a password', DELETE_ACCOUNT_PATH, headers, { password: 'x'.repeat(2 * 1024 * 1024) }),
    ...['GET', 'PUT', 'PATCH', 'DELETE'].map((method) => ({
      name: `delete-account: ${method}`,
      request: call(method, DELETE_ACCOUNT_PATH, headers, method === 'GET' ? undefined : BODY),
      expected: { status: 405, message: /Only POST/ },
    })),
    {
      name: 'delete-account: no Authorization',
      request: post(BODY, [JSON_TYPE]),
      expected: { status: 401, message: /Missing authorization/ },
    },
    { name: 'delete-account: the anon key, no session', request: post(BODY, asToken(ANON_KEY)), expected: NOT_SIGNED_IN },
    { name: 'delete-account: the service role key, no user', request: post(BODY, asToken(SERVICE_ROLE_KEY)), expected: NOT_SIGNED_IN },
    ...REFUSED_TOKENS.map(([what, token]) => ({
      name: `delete-account: ${what}`,
      request: post(BODY, asToken(token)),
      expected: { status: 401, message: /Invalid JWT/ },
    })),
  ]
}
