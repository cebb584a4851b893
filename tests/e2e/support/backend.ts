import { inboxAt } from '../../../tools/stackClients/inbox'
import { createAnonClient, createServiceClient } from '../../../tools/stackClients/supabaseClients'
import { INBOX_URL, STACK_URL } from '../../../tools/browser/endpoints'

export { uniqueEmail } from '../../../tools/stackClients/supabaseClients'

/** The inbox of the stack this run started: sign-up confirmations and contact notifications. */
export const inbox = inboxAt(INBOX_URL)

let service: ReturnType<typeof createServiceClient> | undefined
/** A service-role client of the run's stack, to check rows no visitor may read. */
function serviceClient() {
  service ??= createServiceClient(STACK_URL)
  return service
}

/** A visitor's client of the run's stack, from Node. */
export function anonClient() {
  return createAnonClient(STACK_URL)
}

/** The newsletter subscriptions stored for `email` (any letter case, as the unique index sees it), with their consent record. */
export async function newsletterSubscriptions(email: string) {
  const exactly = email.replace(/[\\%_]/g, '\\$&')
  const { data, error } = await serviceClient()
    .from('newsletter_subscriptions')
    .select('id, email, created_at, consent_version, confirmed_at, confirmed_how')
    .ilike('email', exactly)
  if (error) throw new Error(`Reading newsletter_subscriptions failed: ${error.message}`)
  return data
}

/** The contact messages stored from `email`, oldest first, with every column (a new field comes with them). */
export async function contactMessagesFrom(email: string) {
  const { data, error } = await serviceClient()
    .from('contact_messages')
    .select('*')
    .eq('email', email)
    .order('created_at', { ascending: true })
  if (error) throw new Error(`Reading contact_messages failed: ${error.message}`)
  return data
}

/** Stores a contact message from `email` as the contact function would, without its limits: for a test of what is kept. */
export async function storeContactMessage(email: string, message: string): Promise<void> {
  const { error } = await serviceClient()
    .from('contact_messages')
    .insert({ name: 'Ola Nordmann', email, subject: 'Leie av brønnbåt', message, client_key: 'e2e' })
  if (error) throw new Error(`Storing a contact message failed: ${error.message}`)
}
