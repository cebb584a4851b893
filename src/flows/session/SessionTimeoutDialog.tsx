import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { visuallyHidden } from 'styled-system/patterns'
import { button } from 'styled-system/recipes'
import type { ActorRefFrom } from 'xstate'
import { formatCountdown, type idleSessionMachine } from '../../../machines/idleSession.machine'
import { useSelector } from '@xstate/react'
import { countdownAnnouncement, sessionTimeoutText } from '../../content/sessionTimeout'
import { IDLE_WARNING_ATTRIBUTE } from './idleSessionActors'

interface SessionTimeoutDialogProps {
  idleSession: ActorRefFrom<typeof idleSessionMachine>
}

/**
 * The warning before an idle sign-out: a modal alert dialog that takes the focus, keeps it inside and
 * gives it back when it closes. It is open while the idle session is in its warning; the visible
 * countdown changes every second, what a screen reader hears only at the announced steps. What is
 * done inside it is no activity (IDLE_WARNING_ATTRIBUTE): only its buttons (or Escape) answer it.
 */
export default function SessionTimeoutDialog({ idleSession }: SessionTimeoutDialogProps) {
  const open = useSelector(idleSession, (snapshot) => snapshot?.matches({ tracking: 'warning' }) ?? false)
  const secondsLeft = useSelector(idleSession, (snapshot) => snapshot?.context.secondsLeft ?? 0)
  const extendButton = useRef<HTMLButtonElement>(null)
  const [announced, setAnnounced] = useState('')
  const announcement = open ? countdownAnnouncement(secondsLeft) : null
  if (announcement !== null && announcement !== announced) setAnnounced(announcement)

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      closeOnInteractOutside={false}
      initialFocusEl={() => extendButton.current}
      onOpenChange={(details) => {
        if (!details.open) idleSession.send({ type: 'session.extend' })
      }}
    >
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: 0, zIndex: 'overlay', bg: 'rgba(6, 24, 43, 0.6)' })} />
        <Dialog.Positioner
          className={css({
            position: 'fixed',
            inset: 0,
            zIndex: 'modal',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            p: '4',
          })}
        >
          <Dialog.Content
            {...{ [IDLE_WARNING_ATTRIBUTE]: '' }}
            className={css({
              bg: 'bg',
              color: 'fg',
              borderRadius: '2xl',
              boxShadow: '2xl',
              p: { base: '6', md: '8' },
              maxW: 'md',
              w: 'full',
            })}
          >
            <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>{sessionTimeoutText.title}</Dialog.Title>
            <Dialog.Description className={css({ color: 'fg.muted', mb: '5' })}>{sessionTimeoutText.description}</Dialog.Description>
            <p className={css({ display: 'flex', alignItems: 'baseline', gap: '3', mb: '6' })}>
              <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{sessionTimeoutText.countdownLabel}</span>
              <span role="timer" className={css({ fontSize: '4xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })}>
                {formatCountdown(secondsLeft)}
              </span>
            </p>
            <p aria-live="polite" className={visuallyHidden()}>
              {open ? announced : ''}
            </p>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end' })}>
              <button
                type="button"
                className={cx(button({ visual: 'outline' }))}
                onClick={() => idleSession.send({ type: 'session.signOut' })}
              >
                {sessionTimeoutText.signOut}
              </button>
              <button
                ref={extendButton}
                type="button"
                className={cx(button({ visual: 'cta' }))}
                onClick={() => idleSession.send({ type: 'session.extend' })}
              >
                {sessionTimeoutText.extend}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
