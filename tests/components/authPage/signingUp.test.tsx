import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PASSWORD_RULES } from '../../../machines/validation/passwordPolicy'
import { PASSWORD_RULE_CHECKLIST } from '../../../src/content/authForm'
import { authPageRenderer, EMAIL, expectToast, problemOf, STRONG_PASSWORD } from './support'

const renderPage = authPageRenderer()

describe('signing up', () => {
  /** Each checklist rule's label and whether it says it is met. */
  function checklist() {
    const password = screen.getByRole('tabpanel').querySelector<HTMLInputElement>('input[name="password"]')!
    const list = document.getElementById(password.getAttribute('aria-describedby')!)!
    return Object.fromEntries(
      within(list)
        .getAllByRole('listitem')
        .map((item) => {
          const [, label, status = 'ikke prøvd'] = /^(.*?)(?: \((oppfylt|ikke oppfylt)\))?$/.exec(item.textContent ?? '')!
          return [label, status]
        }),
    )
  }
  const statuses = (met: Partial<Record<(typeof PASSWORD_RULES)[number]['id'], boolean>>) =>
    Object.fromEntries(PASSWORD_RULES.map((rule) => [PASSWORD_RULE_CHECKLIST[rule.id], met[rule.id] ? 'oppfylt' : 'ikke oppfylt']))
  /** An empty password: every rule listed, none said to be met or failed. */
  const untried = Object.fromEntries(PASSWORD_RULES.map((rule) => [PASSWORD_RULE_CHECKLIST[rule.id], 'ikke prøvd']))

  async function renderSignUp() {
    const page = renderPage()
    await page.user.click(page.tab('Registrer'))
    await page.shown('Registrer')
    return page
  }

  it('ticks the password checklist off as the password is typed', async () => {
    const { field, user } = await renderSignUp()
    expect(checklist()).toEqual(untried)
    await user.type(field('Passord'), 'havbors')
    expect(checklist()).toEqual(statuses({ lowercase: true, notCommon: true }))
    await user.type(field('Passord'), 'H')
    expect(checklist()).toEqual(statuses({ length: true, lowercase: true, uppercase: true, notCommon: true }))
    await user.type(field('Passord'), '2')
    await user.type(field('Passord'), '!')
    expect(checklist()).toEqual(statuses({ length: true, lowercase: true, uppercase: true, digit: true, special: true, notCommon: true }))
    await user.clear(field('Passord'))
    await user.type(field('Passord'), 'Password1!')
    expect(checklist()).toEqual(statuses({ length: true, lowercase: true, uppercase: true, digit: true, special: true }))
  })

  it("refuses a confirmation that differs with 'Passord matcher ikke' and sends nothing", async () => {
    const { field, submitButton, auth, user } = await renderSignUp()
    await user.type(field('E-post'), EMAIL)
    await user.type(field('Passord'), STRONG_PASSWORD)
    await user.type(field('Bekreft passord'), 'Havbors2024?')
    await user.click(submitButton())
    await expectToast({ title: 'Passord matcher ikke', message: 'Passordene må være identiske.', type: 'error' })
    expect(auth.signUp).not.toHaveBeenCalled()
    expect(field('Passord').value).toBe(STRONG_PASSWORD)
    expect(field('Bekreft passord').value).toBe('Havbors2024?')
  })

  it('refuses a password against the policy with the first rule it breaks', async () => {
    const { field, submitButton, auth, user } = await renderSignUp()
    await user.type(field('E-post'), EMAIL)
    // No capital letter and no digit: the capital letter comes first in the policy.
    await user.type(field('Passord'), 'havbors!!')
    await user.type(field('Bekreft passord'), 'havbors!!')
    await user.click(submitButton())
    await expectToast({ title: 'Ugyldig passord', message: 'Passord må inneholde minst én stor bokstav', type: 'error' })
    expect(auth.signUp).not.toHaveBeenCalled()
    expect(field('Passord').value).toBe('havbors!!')
    expect(problemOf(field('Passord'))).toBe('Passord må inneholde minst én stor bokstav')
    expect(problemOf(field('Bekreft passord'))).toBeNull()
  })

  it("says 'Registrering vellykket', clears the passwords, keeps the e-mail and asks for a link back to the site", async () => {
    const { field, submitButton, auth, signUps, user } = await renderSignUp()
    await user.type(field('E-post'), 'Ola@Example.no')
    await user.type(field('Passord'), STRONG_PASSWORD)
    await user.type(field('Bekreft passord'), STRONG_PASSWORD)
    await user.click(submitButton())
    await waitFor(() => expect(submitButton().textContent).toBe('Registrerer...'))
    expect(submitButton().disabled).toBe(true)
    expect(auth.signUp).toHaveBeenCalledExactlyOnceWith({
      email: 'ola@example.no',
      password: STRONG_PASSWORD,
      options: { emailRedirectTo: `${window.location.origin}/` },
    })
    expect(window.location.origin).toMatch(/^https?:\/\/[^/]+$/)

    await act(async () => signUps[0]!.resolve(null))
    await expectToast({ title: 'Registrering vellykket', message: 'Sjekk e-posten din for bekreftelse.', type: 'success' })
    expect(field('Passord').value).toBe('')
    expect(field('Bekreft passord').value).toBe('')
    expect(field('E-post').value).toBe('Ola@Example.no')
    expect(submitButton().textContent).toBe('Registrer')
    expect(checklist()).toEqual(untried)
  })
})
