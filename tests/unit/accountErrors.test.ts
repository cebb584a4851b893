import { describe, expect, it } from 'vitest'
import { OfflineError } from '../../machines/offline'
import { isBrokenLink, newPasswordFailure, secondsUntilNextMail } from '../../machines/validation/accountErrors'

const rateLimited = (message: string) => ({ code: 'over_email_send_rate_limit', status: 429, message })

describe('secondsUntilNextMail', () => {
  it.each([
    ['For security purposes, you can only request this after 42 seconds.', 42],
    ['For security purposes, you can only request this after 1 second.', 1],
    ['For security purposes, you can only request this after 0 seconds.', 1],
  ])('reads the seconds the backend names in %j', (message, seconds) => {
    expect(secondsUntilNextMail(rateLimited(message))).toBe(seconds)
  })

  it.each([
    ['the hour’s limit for all addresses, which names no time', rateLimited('Email rate limit exceeded')],
    ['another code with the same words', { code: 'over_request_rate_limit', message: 'you can only request this after 42 seconds' }],
    ['an error without a code', { message: 'you can only request this after 42 seconds' }],
    ['a non-string message', { code: 'over_email_send_rate_limit', message: 42 }],
    ['offline', new OfflineError()],
    ['a string', 'after 42 seconds'],
    ['null', null],
  ])('gives null for %s', (_, error) => {
    expect(secondsUntilNextMail(error)).toBeNull()
  })
})

describe('isBrokenLink', () => {
  it.each([
    ['expired or used', { code: 'otp_expired', status: 403 }],
    ['altered', { code: 'validation_failed', status: 400 }],
    ['refused without a known code', { status: 422, message: 'Token has expired or is invalid' }],
    ['a code without a status', { code: 'otp_expired' }],
  ])('is true for a link %s', (_, error) => {
    expect(isBrokenLink(error)).toBe(true)
  })

  it.each([
    ['offline', new OfflineError()],
    ['a server error', { status: 500, message: 'Internal Server Error' }],
    ['a gateway error', { status: 502 }],
    ['a fetch that failed', new TypeError('Failed to fetch')],
    ['a status that is not a number', { status: '403' }],
    ['nothing at all', undefined],
  ])('is false for %s: the link may still work', (_, error) => {
    expect(isBrokenLink(error)).toBe(false)
  })
})

describe('newPasswordFailure', () => {
  it.each([
    [{ code: 'same_password' }, 'Det nye passordet må være et annet enn det gamle.'],
    [{ code: 'weak_password' }, 'Passordet oppfyller ikke kravene.'],
    [{ code: 'invalid_credentials' }, 'Nåværende passord er feil.'],
    [new OfflineError(), 'Du er frakoblet. Sjekk nettforbindelsen og prøv igjen.'],
    [{ code: 'session_not_found', status: 403 }, 'Vi kunne ikke lagre passordet. Prøv igjen.'],
    ['boom', 'Vi kunne ikke lagre passordet. Prøv igjen.'],
  ])('tells %j as "%s"', (error, message) => {
    expect(newPasswordFailure(error)).toBe(message)
  })
})
