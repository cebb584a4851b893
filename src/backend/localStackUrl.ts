/** The local stack's API (`npm run supabase:local`, `npm start`): the backend when none is configured. */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'
