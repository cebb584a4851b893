import { describe, expect, it } from 'vitest'
import { dataExportMachine } from '../../machines/dataExport.machine'
import { OfflineError } from '../../machines/offline'
import { DATA_EXPORTED } from '../../messages/account'
import { pendingActor, startInSystem } from './support/testSystem'

/** 'Last ned dataene mine'; each export waits for the test to settle it. */
function start() {
  const exportData = pendingActor<void>()
  const system = startInSystem(dataExportMachine.provide({ actors: { exportData: exportData.logic } }))
  const state = () => system.actor.getSnapshot()
  const press = () => system.actor.send({ type: 'form.submit' })
  return { ...system, exports: exportData.calls, state, press, answer: exportData.settle }
}

describe("'Last ned dataene mine'", () => {
  it('fetches the file once per press, ignores a press while it is fetched, and says it is downloaded', async () => {
    const section = start()
    section.press()
    section.press()
    expect(section.state().value).toBe('exporting')
    expect(section.exports).toHaveLength(1)
    await section.answer()
    expect(section.state().value).toBe('ready')
    expect(section.toasts()).toEqual([DATA_EXPORTED])
    expect(DATA_EXPORTED).toEqual({
      title: 'Dataene dine er lastet ned',
      message: 'Filen ligger der nettleseren lagrer nedlastinger.',
      type: 'success',
    })
  })

  it.each([
    [{ code: 'rate_limited' }, 'Du har lastet ned dataene dine mange ganger den siste timen. Prøv igjen om en time.'],
    [{ code: 'not_signed_in' }, 'Du er ikke lenger logget inn. Logg inn på nytt for å laste ned dataene dine.'],
    [{ code: 'insufficient_aal' }, 'Du er ikke lenger logget inn. Logg inn på nytt for å laste ned dataene dine.'],
    [new OfflineError(), 'Du er frakoblet. Sjekk nettforbindelsen og prøv igjen.'],
    [new Error('Edge Function returned a non-2xx status code'), 'Vi kunne ikke hente dataene dine nå. Prøv igjen.'],
  ])('answers %j with "%s", and the next press tries again without it', async (error, problem) => {
    const section = start()
    section.press()
    await section.answer(error)
    expect(section.state().value).toBe('ready')
    expect(section.state().context.problem).toBe(problem)
    expect(section.toasts()).toEqual([])
    section.press()
    expect(section.state().context.problem).toBeNull()
    expect(section.exports).toHaveLength(2)
  })
})
