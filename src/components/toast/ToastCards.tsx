import { type CSSProperties, type FocusEvent, useCallback, useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { Link } from 'wouter'
import { css, cx } from 'styled-system/css'
import { TOAST_EXIT_MS, type Toast, type ToastPosition, type ToastType } from '../../../machines/toastQueue.machine'
import type { SiteActorRef } from '../../../machines/site.machine'
import { useSelector } from '@xstate/react'
import { useCoveredBy, useCoveredHeight } from '../ui/useCoveredHeight'
import { toastText } from '../../content/toast'
import { Icon, type IconName } from '../ui/Icon'

// A toast at the bottom sits above the cookie banner (its height in --cookie-banner-height), never over its buttons.
const positionClass: Record<ToastPosition, string> = {
  'top-left': css({ top: '20', left: '4' }),
  'top-center': css({ top: '20', left: '50%', transform: 'translateX(-50%)' }),
  'top-right': css({ top: '20', right: '4' }),
  'bottom-left': css({ bottom: 'calc(var(--cookie-banner-height, 0px) + 1rem)', left: '4' }),
  'bottom-center': css({ bottom: 'calc(var(--cookie-banner-height, 0px) + 1rem)', left: '50%', transform: 'translateX(-50%)' }),
  'bottom-right': css({ bottom: 'calc(var(--cookie-banner-height, 0px) + 1rem)', right: '4' }),
}

const typeStyle: Record<ToastType, { className: string; icon: IconName }> = {
  success: { className: css({ borderColor: 'status.success', '& [data-icon]': { color: 'status.success' } }), icon: 'check' },
  error: { className: css({ borderColor: 'status.error', '& [data-icon]': { color: 'status.error' } }), icon: 'shield' },
  warning: { className: css({ borderColor: 'status.warning', '& [data-icon]': { color: 'status.warning' } }), icon: 'bell' },
  info: { className: css({ borderColor: 'accent', '& [data-icon]': { color: 'accent' } }), icon: 'bell' },
}

interface ToastCardsProps {
  site: SiteActorRef
  polite: HTMLElement
  assertive: HTMLElement
}

/** Renders the toast queue's current toast into its live region: errors interrupt, the rest wait. */
export default function ToastCards({ site, polite, assertive }: ToastCardsProps) {
  const toasts = useSelector(site, (snapshot) => snapshot?.children.toasts)
  const toast = useSelector(toasts, (snapshot) => snapshot?.context.current ?? null)
  const leaving = useSelector(toasts, (snapshot) => snapshot?.matches('exiting') ?? false)
  if (!toast) return null
  const urgent = toast.type === 'error' || toast.type === 'warning'
  const send = (type: 'toast.close' | 'toast.pause' | 'toast.resume') => toasts?.send({ type })
  return createPortal(<ToastCard toast={toast} leaving={leaving} send={send} />, urgent ? assertive : polite)
}

interface ToastCardProps {
  toast: Toast
  leaving: boolean
  send: (type: 'toast.close' | 'toast.pause' | 'toast.resume') => void
}

function ToastCard({ toast, leaving, send }: ToastCardProps) {
  const style = typeStyle[toast.type]
  const card = useRef<HTMLDivElement>(null)
  // The page's scroll padding at the toast's edge grows by the toast, and the control just used is moved clear of it;
  // at the bottom, the page's end gets room to be scrolled clear of it too.
  const atTop = toast.position.startsWith('top')
  const cover = useCoveredHeight('toast', atTop ? 'top' : 'bottom', { gapRem: 1, keepsRoom: !atTop })
  const bannerHeight = useCoveredBy('cookie-banner')
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      card.current = element
      return cover(element)
    },
    [cover],
  )
  useEffect(() => revealFocusBeside(card.current), [toast])
  // The toast waits while the pointer or the focus is on it, and runs again once both have left.
  const holding = useRef({ pointer: false, focus: false })
  const hold = (by: 'pointer' | 'focus', on: boolean) => {
    const wasHeld = holding.current.pointer || holding.current.focus
    holding.current[by] = on
    const held = holding.current.pointer || holding.current.focus
    if (held !== wasHeld) send(held ? 'toast.pause' : 'toast.resume')
  }
  const focusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false)
  }
  const onClose = () => send('toast.close')
  const body = (
    <>
      <strong className={css({ display: 'block', fontWeight: 'bold' })}>{toast.title}</strong>
      {toast.message && <span className={css({ display: 'block', color: 'fg.muted', mt: '1' })}>{toast.message}</span>}
    </>
  )
  return (
    <div
      ref={attach}
      data-state={leaving ? 'closed' : 'open'}
      data-type={toast.type}
      onPointerEnter={() => hold('pointer', true)}
      onPointerLeave={() => hold('pointer', false)}
      onFocus={() => hold('focus', true)}
      onBlur={focusLeaves}
      // The animations last as long as the queue waits for the exit, from one constant.
      style={{ animationDuration: `${TOAST_EXIT_MS}ms`, '--cookie-banner-height': `${bannerHeight}px` } as CSSProperties}
      className={cx(
        css({
          position: 'fixed',
          zIndex: 'toast',
          display: 'flex',
          gap: '3',
          alignItems: 'flex-start',
          w: 'calc(100vw - 2rem)',
          maxW: 'sm',
          p: '4',
          bg: 'bg',
          color: 'fg',
          borderLeft: '4px solid',
          borderRadius: 'lg',
          boxShadow: 'xl',
          _open: { animation: 'toastIn ease-out' },
          _closed: { animation: 'toastOut ease-in forwards' },
        }),
        positionClass[toast.position],
        style.className,
      )}
    >
      <span data-icon className={css({ flexShrink: 0, mt: '0.5' })}>
        <Icon name={style.icon} />
      </span>
      <div className={css({ flex: 1, minW: 0 })}>
        {toast.href ? (
          <Link
            href={toast.href}
            onClick={onClose}
            className={css({
              display: 'block',
              color: 'inherit',
              textDecoration: 'none',
              _hover: { '& strong': { textDecoration: 'underline' } },
            })}
          >
            {body}
          </Link>
        ) : (
          body
        )}
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={toastText.close}
        className={css({
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          w: '10',
          h: '10',
          m: '-2',
          borderRadius: 'md',
          cursor: 'pointer',
          color: 'fg.muted',
          _hover: { bg: 'bg.muted' },
        })}
      >
        <Icon name="close" width={20} height={20} />
      </button>
    </div>
  )
}

/** Scrolls the focused control, when the toast shares its column, to where the scroll padding keeps it clear of the toast. */
function revealFocusBeside(card: HTMLElement | null) {
  const focused = document.activeElement
  if (!card || !(focused instanceof HTMLElement) || focused === document.body || card.contains(focused)) return
  const cardBox = card.getBoundingClientRect()
  const focusedBox = focused.getBoundingClientRect()
  if (focusedBox.right > cardBox.left && focusedBox.left < cardBox.right) focused.scrollIntoView({ block: 'nearest' })
}
