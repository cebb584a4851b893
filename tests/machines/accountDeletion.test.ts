import { describe, expect, it } from 'vitest'
import { type AccountDeletionField, accountDeletionMachine } from '../../machines/accountDeletion.machine'
import { OfflineError } from '../../machines/offline'
import { ACCOUNT_DELETED } from '../../messages/account'
import { pendingActor, startInSystem } from './support/testSystem'

/** 'Slett kontoen' for ola@example.no; each deletion waits for the test to settle it. */
function start() {
  const deleteAccount = pendingActor<{ password: string }>()
  const logic = accountDeletionMachine.provide({ actors: { deleteAccount: deleteAccount.logic } })
  const system = startInSystem(logic, { input: { email: 'ola@example.no' } })
  const state = () => system.actor.getSnapshot()
  const type = (field: AccountDeletionField, value: string) => system.actor.send({ type: 'field.change', field, value })
  const remove = (confirmEmail: string, password: string) => {
    type('confirmEmail', confirmEmail)
    type('password', password)
    system.actor.send({ type: 'form.submit' })
  }
  return { ...system, requests: deleteAccount.calls, state, remove, answer: deleteAccount.settle }
}

describe("'Slett kontoen'", () => {
  it.each(['', 'kari@example.no', 'ola@example'])('refuses the typed address %j as not the account’s and deletes nothing', (typed) => {
    const form = start()
    form.remove(typed, 'hemmelig1')
    expect(form.state().value).toBe('editing')
    expect(form.state().context.problem).toBe('Skriv e-postadressen til kontoen nøyaktig slik den står over.')
    expect(form.requests).toEqual([])
  })

  it('asks for the password', () => {
    const form = start()
    form.remove('ola@example.no', '  ')
    expect(form.state().context.problem).toBe('Skriv inn passordet ditt.')
    expect(form.requests).toEqual([])
  })

  it('takes the address in any letter case and with spaces around it, sends the trimmed password, and says the account is gone', async () => {
    const form = start()
    form.remove('  Ola@Example.NO ', ' hemmelig1 ')
    expect(form.state().value).toBe('deleting')
    expect(form.state().context.problem).toBeNull()
    expect(form.requests).toEqual([{ password: 'hemmelig1' }])
    await form.answer()
    expect(form.state().value).toBe('deleted')
    expect(form.state().status).toBe('done')
    expect(form.toasts()).toEqual([ACCOUNT_DELETED])
    expect(ACCOUNT_DELETED).toEqual({
      title: 'Kontoen er slettet',
      message: 'Vi har slettet kontoen og dataene knyttet til den.',
      type: 'success',
    })
  })

  it.each([
    [{ code: 'wrong_password' }, 'Passordet er feil.'],
    [{ code: 'rate_limited' }, 'For mange forsøk med feil passord. Vent ti minutter før du prøver igjen.'],
    [{ code: 'not_signed_in' }, 'Du er ikke lenger logget inn. Logg inn på nytt for å slette kontoen.'],
    [new OfflineError(), 'Du er frakoblet. Sjekk nettforbindelsen og prøv igjen.'],
    [new Error('Edge Function returned a non-2xx status code'), 'Vi kunne ikke slette kontoen nå. Prøv igjen.'],
  ])('answers %j with "%s", keeps what was typed and lets the visitor try again', async (error, problem) => {
    const form = start()
    form.remove('ola@example.no', 'hemmelig1')
    await form.answer(error)
    expect(form.state().value).toBe('editing')
    expect(form.state().context).toMatchObject({ problem, confirmEmail: 'ola@example.no', password: 'hemmelig1' })
    expect(form.toasts()).toEqual([])
    form.remove('ola@example.no', 'hemmelig2')
    expect(form.requests).toEqual([{ password: 'hemmelig1' }, { password: 'hemmelig2' }])
  })

  it('ignores a second submit while deleting', () => {
    const form = start()
    form.remove('ola@example.no', 'hemmelig1')
    form.remove('ola@example.no', 'hemmelig1')
    expect(form.requests).toHaveLength(1)
  })
})
