import { json } from '../_shared/http.ts'
import { isNewsletterToken } from '../_shared/contract/newsletterToken.ts'
import { leavePageUrl } from './confirmationMail.ts'

/** What the one-click leave needs: where the leave page is, and the removal itself. */
export interface OneClickLeaveDependencies {
  siteUrl: string
  leave(token: string): Promise<boolean>
}

/**
 * The List-Unsubscribe address of every mail (`/newsletter/avmeld?token=…`). A mail program's
 * one-click POST with `List-Unsubscribe=One-Click` (RFC 8058) removes the address; a GET, which mail
 * scanners make too, spends nothing and is sent on to the site's leave page, where a person presses.
 * Its other answers are JSON with an `error`, as every other answer of the project's functions.
 */
export function createOneClickLeave(deps: OneClickLeaveDependencies): (request: Request) => Promise<Response> {
  return async (request) => {
    const token = new URL(request.url).searchParams.get('token') ?? ''
    if (request.method === 'GET' || request.method === 'HEAD')
      return new Response(null, { status: 303, headers: { Location: leavePageUrl(deps.siteUrl, token) } })
    if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' }, { Allow: 'GET, HEAD, POST' })
    const body = new URLSearchParams(await request.text())
    if (body.get('List-Unsubscribe') !== 'One-Click') return json(400, { error: 'one_click_missing' })
    if (!isNewsletterToken(token) || !(await deps.leave(token))) return json(404, { error: 'unknown_or_used_token' })
    return json(200, { left: true })
  }
}
