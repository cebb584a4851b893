import { describe, expect, it } from 'vitest'
import { authPageRenderer } from './support'

const renderPage = authPageRenderer()

describe("the 'Vis passord' toggle", () => {
  const passwordInputs = () => [...document.querySelectorAll<HTMLInputElement>('input[name="password"], input[name="confirmPassword"]')]

  it('is a pressed/unpressed button that shows and hides every password field', async () => {
    const { panel, tab, shown, user } = renderPage()
    const toggle = () => panel().getByRole('button', { name: 'Vis passord' })
    await shown('Logg inn')
    expect(passwordInputs()).toHaveLength(3)
    expect(toggle().getAttribute('aria-pressed')).toBe('false')
    expect(passwordInputs().map((input) => input.type)).toEqual(['password', 'password', 'password'])

    await user.click(toggle())
    expect(toggle().getAttribute('aria-pressed')).toBe('true')
    expect(passwordInputs().map((input) => input.type)).toEqual(['text', 'text', 'text'])
    expect(toggle().getAttribute('aria-controls')).toBe(panel().getByLabelText('Passord').id)

    await user.click(tab('Registrer'))
    await shown('Registrer')
    expect(toggle().getAttribute('aria-pressed')).toBe('true')
    expect(toggle().getAttribute('aria-controls')!.split(' ')).toEqual([
      panel().getByLabelText('Passord').id,
      panel().getByLabelText('Bekreft passord').id,
    ])
    await user.click(toggle())
    expect(toggle().getAttribute('aria-pressed')).toBe('false')
    expect(passwordInputs().map((input) => input.type)).toEqual(['password', 'password', 'password'])
  })
})
