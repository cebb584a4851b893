/** The local stack's API (`npm run supabase:local`, `npm start`): the backend when none is configured. */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'

/**
 * The anon key of every local stack: the Supabase CLI's public demo key, the same on every machine
 * (supabase/local/keys.ts signs the stack's keys; a unit test holds the two equal).
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
