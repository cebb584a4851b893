import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastRegions } from '../../src/components/toast/ToastRegions'
import { TOAST_EXIT_MS } from '../../machines/toastQueue.machine'
import { notFoundText } from '../../src/content/notFound'
import { NotFoundPage } from '../../src/app/NotFoundPage'
import { renderAt } from './support/renderSite'

function renderWithToasts() {
  return renderAt(
    '/finnes-ikke',
    <>
      <NotFoundPage />
      <ToastRegions />
    </>,
  )
}

/** Lets the lazily loaded toast code arrive while the fake clock stands still. */
async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled()
  })
}

describe('the not-found page', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }))
  afterEach(() => vi.useRealTimers())

  it('shows the not-found title, text and the way home', () => {
    renderAt('/finnes-ikke', <NotFoundPage />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(notFoundText.title)
    expect(screen.getByText(notFoundText.text)).toBeTruthy()
    expect(screen.getByRole('link', { name: notFoundText.homeButton }).getAttribute('href')).toBe('/')
  })

  it('raises the warning toast after 1000 ms, for 8000 ms', async () => {
    renderWithToasts()
    await settle()
    await act(() => vi.advanceTimersByTimeAsync(999))
    expect(screen.getByRole('alert').textContent).toBe('')
    await act(() => vi.advanceTimersByTimeAsync(1))
    await settle()
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByRole('alert').textContent).toContain(notFoundText.toastMessage)
    expect(screen.getByRole('alert').textContent).toContain(notFoundText.toastTitle)
    await act(() => vi.advanceTimersByTimeAsync(7999))
    expect(screen.getByRole('alert').textContent).toContain(notFoundText.toastMessage)
    await act(() => vi.advanceTimersByTimeAsync(1 + TOAST_EXIT_MS))
    expect(screen.getByRole('alert').textContent).toBe('')
  })

  it('keeps the toast while the pointer or the focus is on it, and for its whole 8000 ms once both left', async () => {
    renderWithToasts()
    await settle()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    await settle()
    await act(() => vi.advanceTimersByTimeAsync(0))
    const card = screen.getByRole('alert').firstElementChild!
    fireEvent.pointerEnter(card)
    fireEvent.focus(screen.getByRole('link', { name: new RegExp(notFoundText.toastMessage.slice(0, 20)) }))
    fireEvent.pointerLeave(card)
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(screen.getByRole('alert').textContent).toContain(notFoundText.toastMessage)
    fireEvent.blur(screen.getByRole('link', { name: new RegExp(notFoundText.toastMessage.slice(0, 20)) }), { relatedTarget: document.body })
    await act(() => vi.advanceTimersByTimeAsync(7999))
    expect(screen.getByRole('alert').textContent).toContain(notFoundText.toastMessage)
    await act(() => vi.advanceTimersByTimeAsync(1 + TOAST_EXIT_MS))
    expect(screen.getByRole('alert').textContent).toBe('')
  })

  it('leads home when the toast is clicked', async () => {
    const { location } = renderWithToasts()
    await settle()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    await settle()
    await act(() => vi.advanceTimersByTimeAsync(0))
    screen.getByRole('link', { name: new RegExp(notFoundText.toastMessage.slice(0, 20)) }).click()
    expect(location.history.at(-1)).toBe('/')
  })
})
