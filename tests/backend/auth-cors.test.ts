import { describe, expect, it } from 'vitest'
import { ANON_KEY } from '../../supabase/local/keys'
import { API_URL, uniqueEmail } from './support/stack'
import { PASSWORD } from './support/users'

describe('CORS', () => {
  it('lets the site read every answer of /auth/v1: one Access-Control-Allow-Origin, whoever answers', async () => {
    const headers = { Origin: 'http://127.0.0.1:4173', 'Content-Type': 'application/json', apikey: ANON_KEY }
    for (const [path, init] of [
      ['/auth/v1/settings', { method: 'GET' }],
      ['/auth/v1/signup', { method: 'POST', body: JSON.stringify({ email: uniqueEmail('cors'), password: PASSWORD }) }],
      ['/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email: uniqueEmail('cors'), password: PASSWORD }) }],
    ] as const) {
      const response = await fetch(`${API_URL}${path}`, { ...init, headers })
      expect([path, response.headers.get('access-control-allow-origin')]).toEqual([path, '*'])
    }
  })
})
