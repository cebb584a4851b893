import {
  AS_VISITOR,
  call,
  FUNCTION_PATH,
  JSON_TYPE,
  nestedArrays,
  nestedObjects,
  NOT_JSON,
  NOT_TEXT,
  NOT_UTF8,
  oversizeCases,
  withBytes,
  type HostileCase,
} from './cases'
import { REFUSED_TOKENS } from './tokens'
import { CONTACT_FIELDS } from '../../../supabase/functions/_shared/contract/contactForm'
import { contactMessage } from '../../support/contactForm'

/** A message the function would store: every case below breaks it somewhere, so none is stored. */
const MESSAGE = contactMessage({ email: 'kari@oppdrett.test' })
const FIELDS = CONTACT_FIELDS
const HEADERS: [string, string][] = [...AS_VISITOR, JSON_TYPE]
const post = (body: unknown, headers = HEADERS) => call('POST', FUNCTION_PATH, headers, body)
const without = (field: string) => Object.fromEntries(Object.entries(MESSAGE).filter(([name]) => name !== field))

const VALIDATION = { status: 400, message: /validation_failed/ } as const

export const FUNCTION_CASES: HostileCase[] = [
  ...NOT_JSON.filter(([, body]) => !body.startsWith('\ufeff')).map(([what, body]) => ({
    name: `function: ${what} as JSON`,
    request: post(body),
    expected: { status: 400, message: /invalid_json/ },
  })),
  ...['null', '5', '"tekst"', '[]', JSON.stringify([MESSAGE]), 'true'].map((body) => ({
    name: `function: ${body.slice(0, 20)} for a message`,
    request: post(body),
    expected: { status: 400, message: /invalid_body/ },
  })),
  ...['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp', 'text/json'].map(
    (type) => ({
      name: `function: a message sent as ${type}`,
      request: post(MESSAGE, [...AS_VISITOR, ['Content-Type', type]]),
      expected: { status: 415, message: /unsupported_media_type/ },
    }),
  ),
  { name: 'function: a message without a Content-Type', request: post(MESSAGE, AS_VISITOR), expected: { status: 415 } },
  ...FIELDS.flatMap((field) =>
    NOT_TEXT.map(([what, value]) => ({
      name: `function: ${what} for ${field}`,
      request: post({ ...MESSAGE, [field]: value }),
      expected: VALIDATION,
    })),
  ),
  ...FIELDS.map((field) => ({ name: `function: no ${field}`, request: post(without(field)), expected: VALIDATION })),
  { name: 'function: no fields at all', request: post({}), expected: VALIDATION },
  ...[
    ['client_key', 'forfalsket'],
    ['id', '00000000-0000-4000-8000-000000000000'],
    ['notification_status', 'sent'],
  ].map(([extra, value]) => ({
    name: `function: an extra ${extra} beside a missing name`,
    request: post({ ...without('name'), [extra!]: value }),
    expected: VALIDATION,
  })),
  ...(
    [
      ['name', 101],
      ['subject', 201],
      ['message', 5001],
      ['email', 255],
    ] as const
  ).map(([field, length]) => ({
    name: `function: ${field} of ${length} characters`,
    request: post({ ...MESSAGE, [field]: field === 'email' ? `${'k'.repeat(length - 12)}@oppdrett.no` : 'x'.repeat(length) }),
    expected: VALIDATION,
  })),
  {
    name: 'function: 40 KB of message, over its 32 KiB',
    request: post({ ...MESSAGE, message: 'x'.repeat(40_000) }),
    expected: { status: 413, message: /payload_too_large/ },
  },
  ...oversizeCases('function: a message', FUNCTION_PATH, HEADERS, { ...MESSAGE, message: 'x'.repeat(2 * 1024 * 1024) }),
  ...[
    ['arrays 10,000 deep', nestedArrays(10_000)],
    ['objects 3,000 deep', nestedObjects(3_000)],
  ].map(([what, nested]) => ({
    name: `function: a name of ${what}`,
    request: post(`{"name":${nested},"email":"kari@oppdrett.test","subject":"Brønnbåt","message":"Vi trenger en brønnbåt."}`),
    expected: VALIDATION,
  })),
  ...(['name', 'message'] as const).flatMap((field) =>
    NOT_UTF8.map(([what, bytes]) => ({
      name: `function: ${what} in ${field}`,
      request: post(withBytes(MESSAGE, field, bytes)),
      expected: { status: 400, message: /invalid_json/ },
    })),
  ),
  // Control characters are removed before the rules are checked, so they never make a name long enough.
  ...['\u0000', '\u0007', '\u001b'].map((control) => ({
    name: `function: a name of one letter and the control character ${JSON.stringify(control)}`,
    request: post({ ...MESSAGE, name: `K${control.repeat(5)}` }),
    expected: VALIDATION,
  })),
  ...['GET', 'PUT', 'PATCH', 'DELETE'].map((method) => ({
    name: `function: ${method}`,
    request: call(method, FUNCTION_PATH, HEADERS, method === 'GET' ? undefined : MESSAGE),
    expected: { status: 405, message: /method_not_allowed/ },
  })),
  { name: 'function: no Authorization', request: post(MESSAGE, [JSON_TYPE]), expected: { status: 401, message: /Missing authorization/ } },
  ...['Bearer', 'Basic YWRtaW46YWRtaW4=', `Token ${AS_VISITOR[0]![1]}`].map((authorization) => ({
    name: `function: Authorization ${authorization.slice(0, 12)}`,
    request: post(MESSAGE, [JSON_TYPE, ['Authorization', authorization]]),
    expected: { status: 401, message: /Invalid JWT/ },
  })),
  ...REFUSED_TOKENS.map(([what, token]) => ({
    name: `function: ${what}`,
    request: post(MESSAGE, [JSON_TYPE, ['apikey', token], ['Authorization', `Bearer ${token}`]]),
    expected: { status: 401, message: /Invalid JWT/ },
  })),
  ...[
    '/functions/v1/..%2Fsend-contact-notification',
    '/functions/v1/_shared',
    '/functions/v1/SEND-CONTACT-NOTIFICATION',
    '/functions/v1/send-contact-notification%00',
  ].map((target) => ({
    name: `function: the path ${target}`,
    request: call('POST', target, HEADERS, MESSAGE),
    expected: { status: 404, message: /not found/i },
  })),
]
