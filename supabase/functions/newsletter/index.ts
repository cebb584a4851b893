import nodemailer from 'nodemailer'
import { requiredSecret } from '../_shared/env.ts'
import { json } from '../_shared/http.ts'
import { deliverDue } from '../_shared/mailDelivery.ts'
import { createServiceRunHandler } from '../_shared/serviceRun.ts'
import { withTimeouts } from '../_shared/smtp.ts'
import { composeConfirmationMail } from './confirmationMail.ts'
import { createOneClickLeave } from './oneClickLeave.ts'
import { createSubscriptionStore } from './store.ts'

const required = (name: string) => requiredSecret(Deno.env, name)

const supabaseUrl = required('SUPABASE_URL')
const serviceRoleKey = required('SUPABASE_SERVICE_ROLE_KEY')
const siteUrl = required('SITE_URL')
const from = Deno.env.get('NEWSLETTER_FROM') ?? 'Havbørs <nyhetsbrev@havbors.no>'
const store = createSubscriptionStore(supabaseUrl, serviceRoleKey)
const transport = nodemailer.createTransport(withTimeouts(required('SMTP_URL')))

/**
 * The scheduled run (Supabase Cron on hosted Supabase, a timer in the local stack): due confirmation mails. A
 * schedule, not the visitor's browser or a database webhook: the mail must go even if the tab closes after the
 * insert, the local stack has no `pg_net`, and a schedule runs the same way in both places.
 */
const sendConfirmations = createServiceRunHandler({
  serviceRoleKey,
  run: () =>
    deliverDue({
      label: 'Newsletter sign-up',
      steps: {
        claim: store.claim,
        finish: store.finish,
        async send(claimed) {
          const mail = composeConfirmationMail({ siteUrl, supabaseUrl }, { confirm: claimed.confirm_token, leave: claimed.leave_token })
          await transport.sendMail({ from, to: claimed.email, ...mail })
        },
      },
    }),
})

const oneClickLeave = createOneClickLeave({ siteUrl, leave: store.leave })

const ROUTES: Record<string, (request: Request) => Promise<Response>> = {
  '/newsletter/send-confirmations': sendConfirmations,
  '/newsletter/avmeld': oneClickLeave,
}

// Hosted Supabase chooses the port itself; the local stack passes PORT and HOST. The local stack
// knows the function is up when OPTIONS is answered.
Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000), hostname: Deno.env.get('HOST') ?? '0.0.0.0' }, (request) => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204 })
  const route = ROUTES[new URL(request.url).pathname]
  return route ? route(request) : json(404, { error: 'not_found' })
})
