import { requiredSecret, siteOrigins } from '../_shared/env.ts'
import { createServiceRunHandler } from '../_shared/serviceRun.ts'
import { createCaptchaCheck } from './captcha.ts'
import { createClientKey } from './clientKey.ts'
import { deliverDueNotifications, type NotificationSteps } from './delivery.ts'
import { createContactHandler } from './handler.ts'
import { contactRateLimit } from './limits.ts'
import { createMailer } from './mailer.ts'
import { createMessageStore } from './store.ts'

const required = (name: string) => requiredSecret(Deno.env, name)

const serviceRoleKey = required('SUPABASE_SERVICE_ROLE_KEY')
const store = createMessageStore(required('SUPABASE_URL'), serviceRoleKey)
const steps: NotificationSteps = {
  claim: store.claim,
  notify: createMailer({
    smtpUrl: required('SMTP_URL'),
    from: Deno.env.get('CONTACT_NOTIFICATION_FROM') ?? 'Havbørs nettside <nettside@havbors.no>',
    to: required('CONTACT_NOTIFICATION_TO'),
  }),
  finish: store.finish,
}

/** Hosted Supabase's Edge Runtime; plain Deno (the local stack) has none, and its process outlives the task anyway. */
const edgeRuntime = (globalThis as { EdgeRuntime?: { waitUntil(task: Promise<unknown>): void } }).EdgeRuntime

const contact = createContactHandler({
  ...steps,
  allowedOrigins: siteOrigins(Deno.env),
  rateLimit: contactRateLimit(Deno.env.get('CONTACT_RATE_LIMIT_MESSAGES')),
  clientKey: createClientKey(serviceRoleKey),
  store: store.store,
  background: (task) => edgeRuntime?.waitUntil(task),
  checkCaptcha: createCaptchaCheck({
    CAPTCHA_SECRET: Deno.env.get('CAPTCHA_SECRET'),
    CAPTCHA_PROVIDER: Deno.env.get('CAPTCHA_PROVIDER'),
    CAPTCHA_VERIFY_URL: Deno.env.get('CAPTCHA_VERIFY_URL'),
  }),
})

const retry = createServiceRunHandler({ serviceRoleKey, run: () => deliverDueNotifications(steps) })

/** The path of the retry run; every other path is the contact form's. */
const RETRY_PATH = '/send-contact-notification/retry'

// Hosted Supabase chooses the port itself; the local stack passes PORT and HOST.
Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000), hostname: Deno.env.get('HOST') ?? '0.0.0.0' }, (request) =>
  new URL(request.url).pathname === RETRY_PATH ? retry(request) : contact(request),
)
