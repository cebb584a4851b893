import { requiredSecret, siteOrigins } from '../_shared/env.ts'
import { createRpc } from '../_shared/rpc.ts'
import { createAuthApi } from './auth.ts'
import { createDeleteAccountHandler } from './handler.ts'
import { createAccountStore } from './store.ts'

const required = (name: string) => requiredSecret(Deno.env, name)

const supabaseUrl = required('SUPABASE_URL')
const serviceRoleKey = required('SUPABASE_SERVICE_ROLE_KEY')

const handler = createDeleteAccountHandler({
  allowedOrigins: siteOrigins(Deno.env),
  auth: createAuthApi(supabaseUrl, required('SUPABASE_ANON_KEY'), serviceRoleKey),
  store: createAccountStore(createRpc(supabaseUrl, serviceRoleKey)),
})

// Hosted Supabase chooses the port itself; the local stack passes PORT and HOST.
Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000), hostname: Deno.env.get('HOST') ?? '0.0.0.0' }, handler)
