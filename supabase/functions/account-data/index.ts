import { requiredSecret, siteOrigins } from '../_shared/env.ts'
import { createRpc } from '../_shared/rpc.ts'
import { createSessionUserLookup } from '../_shared/sessionUser.ts'
import { createAccountDataHandler } from './handler.ts'
import { createExportStore } from './store.ts'

const required = (name: string) => requiredSecret(Deno.env, name)

const supabaseUrl = required('SUPABASE_URL')

const handler = createAccountDataHandler({
  allowedOrigins: siteOrigins(Deno.env),
  userOf: createSessionUserLookup(supabaseUrl, required('SUPABASE_ANON_KEY')),
  store: createExportStore(createRpc(supabaseUrl, required('SUPABASE_SERVICE_ROLE_KEY'))),
})

// Hosted Supabase chooses the port itself; the local stack passes PORT and HOST.
Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000), hostname: Deno.env.get('HOST') ?? '0.0.0.0' }, handler)
