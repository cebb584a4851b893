import { describe, expect, it } from 'vitest'
import { OfflineError } from '../../machines/offline'
import { passwordResetMachine, type PasswordResetInput, type VerifiedLink } from '../../machines/passwordReset.machine'
import { CODE_PROBLEMS } from '../../messages/twoStep'
import { PASSWORD_RESET } from '../../messages/account'
import { expiredLink } from './support/backendErrors'
import { TOKEN_HASH } from './support/linkTokens'
import { pendingActor, startInSystem } from './support/testSystem'

const STRONG = 'Sjøbåt9!x'

/** /nytt-passord's flow; each verification and each password set waits for the test to settle it. */
function start(input: PasswordResetInput = { tokenHash: TOKEN_HASH, verified: false, codeDue: false }) {
  const actors = {
    verifyLink: pendingActor<{ tokenHash: string }, VerifiedLink>(),
    giveCode: pendingActor<{ code: string }>(),
    setPassword: pendingActor<{ password: string }>(),
  }
  const calls = { verifyLink: actors.verifyLink.calls, giveCode: actors.giveCode.calls, setPassword: actors.setPassword.calls }
  const logic = passwordResetMachine.provide({
    actors: { verifyLink: actors.verifyLink.logic, giveCode: actors.giveCode.logic, setPassword: actors.setPassword.logic },
  })
  const system = startInSystem(logic, { input })
  const state = () => system.actor.getSnapshot()
  const save = (password = STRONG, confirmPassword = password) => {
    system.actor.send({ type: 'field.change', field: 'password', value: password })
    system.actor.send({ type: 'field.change', field: 'confirmPassword', value: confirmPassword })
    system.actor.send({ type: 'form.submit' })
  }
  // A link verified without more is one of an account with two-step sign-in off.
  const settle = (name: keyof typeof actors, error?: unknown) =>
    name === 'verifyLink' && error === undefined ? actors.verifyLink.resolveWith({ codeDue: false }) : actors[name].settle(error)
  const giveCode = (value: string) => {
    system.actor.send({ type: 'field.change', field: 'code', value })
    system.actor.send({ type: 'form.submit' })
  }
  return { ...system, actors, calls, state, save, settle, giveCode }
}

describe('the recovery link’s page', () => {
  it('shows the form at once and spends the link only when the password is saved', () => {
    const page = start()
    expect(page.state().value).toBe('editing')
    expect(page.calls.verifyLink).toEqual([])
    page.save()
    expect(page.state().value).toBe('verifying')
    expect(page.calls.verifyLink).toEqual([{ tokenHash: TOKEN_HASH }])
  })

  it('verifies the link, then sets the trimmed password, and says so in a toast', async () => {
    const page = start()
    page.save(` ${STRONG} `)
    await page.settle('verifyLink')
    expect(page.state().value).toBe('saving')
    expect(page.calls.setPassword).toEqual([{ password: STRONG }])
    await page.settle('setPassword')
    expect(page.state().value).toBe('done')
    expect(page.toasts()).toEqual([PASSWORD_RESET])
    expect(PASSWORD_RESET).toEqual({ title: 'Passordet er endret', message: 'Du er nå logget inn med det nye passordet.', type: 'success' })
  })

  it.each([
    ['', 'Passord må være minst 8 tegn'],
    ['sjøbåt9!x', 'Passord må inneholde minst én stor bokstav'],
    ['Password1!', 'Passordet er for svakt'],
  ])('refuses %j with the first rule it breaks and spends nothing', (password, problem) => {
    const page = start()
    page.save(password)
    expect(page.state().value).toBe('editing')
    expect(page.state().context.problem).toBe(problem)
    expect(page.calls.verifyLink).toEqual([])
  })

  it('refuses a confirmation that differs with "Passordene må være identiske."', () => {
    const page = start()
    page.save(STRONG, 'Sjøbåt9!y')
    expect(page.state().context.problem).toBe('Passordene må være identiske.')
    expect(page.calls.verifyLink).toEqual([])
  })

  it.each([
    ['expired or used', expiredLink],
    ['altered', { code: 'validation_failed', status: 400, message: 'Invalid token' }],
  ])('ends on the broken-link answer when the backend refuses a link %s', async (_, error) => {
    const page = start()
    page.save()
    await page.settle('verifyLink', error)
    expect(page.state().value).toBe('linkBroken')
    expect(page.calls.setPassword).toEqual([])
    expect(page.toasts()).toEqual([])
  })

  it('says the browser is offline, keeps the link and what was typed, and verifies again on the next save', async () => {
    const page = start()
    page.save()
    await page.settle('verifyLink', new OfflineError())
    expect(page.state().value).toBe('editing')
    expect(page.state().context).toMatchObject({
      problem: 'Du er frakoblet. Sjekk nettforbindelsen og prøv igjen.',
      tokenHash: TOKEN_HASH,
      password: STRONG,
    })
    page.save()
    expect(page.calls.verifyLink).toEqual([{ tokenHash: TOKEN_HASH }, { tokenHash: TOKEN_HASH }])
    expect(page.state().context.problem).toBeNull()
  })

  it('keeps the recovery verified after same_password, so the next save only sets the password', async () => {
    const page = start()
    page.save()
    await page.settle('verifyLink')
    await page.settle('setPassword', {
      code: 'same_password',
      status: 422,
      message: 'New password should be different from the old password.',
    })
    expect(page.state().value).toBe('editing')
    expect(page.state().context).toMatchObject({
      problem: 'Det nye passordet må være et annet enn det gamle.',
      verified: true,
      tokenHash: null,
    })
    page.save('Havbors2024!')
    expect(page.state().value).toBe('saving')
    expect(page.calls.verifyLink).toHaveLength(1)
    expect(page.calls.setPassword).toEqual([{ password: STRONG }, { password: 'Havbors2024!' }])
  })

  it.each([
    [{ code: 'weak_password', status: 422, message: 'Password is known to be weak' }, 'Passordet oppfyller ikke kravene.'],
    [{ status: 500, message: 'Internal Server Error' }, 'Vi kunne ikke lagre passordet. Prøv igjen.'],
  ])('answers a refused password %j with "%s"', async (error, problem) => {
    const page = start()
    page.save()
    await page.settle('verifyLink')
    await page.settle('setPassword', error)
    expect(page.state().context.problem).toBe(problem)
  })

  it('only sets the password when this browser already holds the recovery session (a reload after the link)', () => {
    const page = start({ tokenHash: null, verified: true, codeDue: false })
    expect(page.state().value).toBe('editing')
    page.save()
    expect(page.state().value).toBe('saving')
    expect(page.calls.verifyLink).toEqual([])
  })

  it('asks for the two-step code after the link and before the password, which waits as typed', async () => {
    const page = start()
    page.save()
    await page.actors.verifyLink.resolveWith({ codeDue: true })
    expect(page.state().value).toBe('askingCode')
    page.giveCode('12345')
    expect(page.state().context.problem).toBe(CODE_PROBLEMS.notSixDigits.message)
    page.giveCode('000 000')
    await page.settle('giveCode', { code: 'mfa_verification_failed', status: 422, message: 'Invalid TOTP code entered' })
    expect(page.state().value).toBe('askingCode')
    expect(page.state().context).toMatchObject({ code: '000 000', problem: CODE_PROBLEMS.wrong.message, password: STRONG })
    page.giveCode('123 456')
    expect(page.calls.giveCode.at(-1)).toEqual({ code: '123456' })
    await page.settle('giveCode')
    expect(page.calls.setPassword).toEqual([{ password: STRONG }])
    expect(page.calls.verifyLink).toHaveLength(1)
  })

  it('asks for the code first when the held recovery session still owes it', () => {
    const page = start({ tokenHash: null, verified: true, codeDue: true })
    page.save()
    expect(page.state().value).toBe('askingCode')
    expect(page.calls.setPassword).toEqual([])
  })
})
