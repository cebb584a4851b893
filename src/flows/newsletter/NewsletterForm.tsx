import { type FormEvent, useId } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { newsletterMachine } from '../../../machines/newsletter.machine'
import { EMAIL_MAX_LENGTH } from '../../../supabase/functions/_shared/contract/text'
import { useSelector } from '@xstate/react'
import { useInBrowser } from '../../runtime/useInBrowser'
import { useShowToast } from '../../components/toast/useToasts'
import { SiteLink } from '../../components/ui/SiteLink'
import { newsletterText } from '../../content/newsletter'
import { NEWSLETTER_TOASTS } from '../../../messages/newsletter'
import { ScriptRequiredNotice } from '../shared/ScriptRequiredNotice'
import { useFocusBack } from '../shared/useFocusBack'
import { type FormFlow, useFormFlow } from '../shared/useFormFlow'

type NewsletterLogic = typeof newsletterMachine

/** The machine, its actors and the client code load on the form's first use, not with the page. */
const loadNewsletterFlow = () => import('./newsletterFlow').then(({ newsletterFlow }) => newsletterFlow())

// A percentage width lets the field shrink below its intrinsic size, so the row fits a phone's column.
const inputClass = css({
  flex: 1,
  w: 'full',
  minW: 0,
  minHeight: '11',
  px: '3',
  borderRadius: 'lg',
  border: '1px solid',
  borderColor: 'border.strong',
  bg: 'bg',
  color: 'fg',
  fontSize: 'md',
  _disabled: { opacity: 0.7, cursor: 'not-allowed' },
})

// Both labels share one grid cell and only one is visible, so the button keeps the width of the
// longer one and nothing moves when 'Send' turns into 'Sender...'.
const labelStackClass = css({
  display: 'grid',
  '& > span': { gridArea: '1 / 1', textAlign: 'center' },
  '& > span[aria-hidden=true]': { visibility: 'hidden' },
})

interface NewsletterFormProps {
  /** Where the flow comes from; tests pass one with test actors. */
  loadFlow?: () => Promise<FormFlow<NewsletterLogic>>
}

/**
 * The footer's newsletter sign-up: a view of the newsletter machine, which checks the address, sends
 * it and answers with a toast (docs/decisions.md, 'Newsletter messages'). Before the flow runs, the
 * input keeps what is typed as a draft; the flow starts on the first focus or submit, takes over the
 * draft, and from then on the input shows the machine's value. After a sign-up a line asks the
 * visitor to confirm it from the mail, until the next submit.
 */
export function NewsletterForm({ loadFlow = loadNewsletterFlow }: NewsletterFormProps) {
  const { flow, activate, drafts, change } = useFormFlow<NewsletterLogic, 'email'>(loadFlow)
  const snapshot = useSelector(flow, (current) => current ?? null)
  const showToast = useShowToast()
  const inputId = useId()
  const termsId = useId()

  const email = snapshot ? snapshot.context.email : (drafts.email ?? '')
  const submitting = snapshot?.matches('submitting') ?? false
  const sent = snapshot?.matches({ idle: 'sent' }) ?? false
  const inBrowser = useInBrowser()

  const keepFocus = useFocusBack(submitting)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    keepFocus(event.currentTarget)
    activate().then(
      (running) => running.send({ type: 'form.submit' }),
      () => showToast(NEWSLETTER_TOASTS.tryLater),
    )
  }

  return (
    <form noValidate onSubmit={submit}>
      <p className={css({ color: 'navy.100', mb: '4' })}>{newsletterText.intro}</p>
      <label htmlFor={inputId} className={css({ display: 'block', mb: '2', fontSize: 'sm', fontWeight: 'semibold' })}>
        {newsletterText.emailLabel}
      </label>
      <div className={css({ display: 'flex', gap: '2' })}>
        <input
          id={inputId}
          type="email"
          name="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          autoComplete="email"
          value={email}
          disabled={submitting}
          onChange={(event) => change('email', event.target.value)}
          onFocus={() => void activate().catch(() => undefined)}
          className={inputClass}
        />
        <button
          type="submit"
          disabled={submitting || !inBrowser}
          aria-describedby={termsId}
          className={cx(button({ visual: 'cta' }), css({ flexShrink: 0 }))}
        >
          <span className={labelStackClass}>
            <span aria-hidden={submitting}>{newsletterText.submit}</span>
            <span aria-hidden={!submitting}>{newsletterText.submitting}</span>
          </span>
        </button>
      </div>
      <p id={termsId} className={css({ mt: '3', fontSize: 'sm', color: 'navy.100' })}>
        {newsletterText.terms.before}
        <SiteLink
          href={newsletterText.terms.link.href}
          className={css({ color: 'fg.inverted', textDecoration: 'underline', _hover: { color: 'accent.onDark' } })}
        >
          {newsletterText.terms.link.label}
        </SiteLink>
        {newsletterText.terms.after}
      </p>
      {/* Always there, so that the line is announced as it appears. */}
      <p role="status" className={css({ fontSize: 'sm', fontWeight: 'semibold', '&:not(:empty)': { mt: '3' } })}>
        {sent ? newsletterText.confirmationSent : null}
      </p>
      <ScriptRequiredNotice className={css({ mt: '3' })} />
    </form>
  )
}
