import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useOnDemand } from '../../src/runtime/useOnDemand'

function Greeting({ name }: { name: string }) {
  return <p>Hei, {name}</p>
}

/** A load that fails while `offline.value` is true, as a dynamic import does without a network. */
function chunk(offline: { value: boolean }) {
  let calls = 0
  const load = async () => {
    calls += 1
    if (offline.value) throw new TypeError('Failed to fetch dynamically imported module')
    return { default: Greeting }
  }
  return { load, calls: () => calls }
}

function Shown({ load, name }: { load: () => Promise<{ default: typeof Greeting }>; name: string | null }) {
  return <>{useOnDemand(load, name === null ? null : { name })}</>
}

describe('a view loaded on demand', () => {
  it('shows nothing, and throws nothing, when its code cannot load; the next time it is needed it loads and shows', async () => {
    const offline = { value: true }
    const { load, calls } = chunk(offline)
    const { rerender } = render(<Shown load={load} name="Kari" />)
    await waitFor(() => expect(calls()).toBe(1))
    expect(screen.queryByText('Hei, Kari')).toBeNull()

    offline.value = false
    rerender(<Shown load={load} name={null} />)
    rerender(<Shown load={load} name="Ola" />)
    expect(await screen.findByText('Hei, Ola')).toBeTruthy()
    expect(calls()).toBe(2)
  })
})
