import { type FormEvent, useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { visuallyHidden } from 'styled-system/patterns'
import { button } from 'styled-system/recipes'
import { createAntiForgeryToken } from '../../../machines/antiForgeryToken'
import { CONTACT_FIELDS, CONTACT_FORM, type ContactField } from '../../../supabase/functions/_shared/contract/contactForm'
import { useSelector } from '@xstate/react'
import { useInBrowser } from '../../runtime/useInBrowser'
import { useShowToast } from '../../components/toast/useToasts'
import { fieldClass, fieldMessageClass, labelClass } from '../../components/ui/formStyles'
import { contactFormText, RATE_LIMIT_NOTICE } from '../../content/contactForm'
import { CONTACT_FIELD_WORDS, CONTACT_TOASTS } from '../../../messages/contactForm'
import { OFFLINE_TOAST } from '../../../messages/offline'
import { CaptchaSlot } from '../shared/captcha/CaptchaSlot'
import { ScriptRequiredNotice } from '../shared/ScriptRequiredNotice'
import { useFocusBack } from '../shared/useFocusBack'
import { useFormFlow } from '../shared/useFormFlow'
import { type ContactFormLoader, type ContactFormLogic, loadContactForm } from './loadContactForm'

const NO_ERRORS: Partial<Record<ContactField, string>> = {}

/** The hidden field people never see; bots fill in anything called like this. */
const HONEYPOT_NAME = 'website'
const TOKEN_NAME = 'token'

const fullRowClass = css({ gridColumn: '1 / -1' })

interface ContactFormProps {
  /** Where the form's flow comes from; tests pass one with test actors. */
  loadFlow?: ContactFormLoader
  /** The random source of the anti-forgery token. */
  fillRandom?: (bytes: Uint8Array) => Uint8Array
}

/**
 * The contact form on /kontakt. It is plain markup until first used: the first focus or submit loads
 * its flow (machines/contactForm.machine.ts), which from then on holds the values, the field
 * messages and the outcome. Text typed before that is kept here and handed over when the flow runs;
 * a submit made before waits for it. See docs/decisions.md, 'The contact form'.
 */
export function ContactForm({ loadFlow = loadContactForm, fillRandom = (bytes) => crypto.getRandomValues(bytes) }: ContactFormProps) {
  const id = useId()
  const [token] = useState(() => createAntiForgeryToken(fillRandom))
  const inBrowser = useInBrowser()
  // The prerendered page has no token: each visit's form makes its own once it runs in the browser.
  const renderedToken = inBrowser ? token : ''
  const { flow, activate, drafts, change } = useFormFlow<ContactFormLogic, ContactField>(() => loadFlow(token))
  const showToast = useShowToast()
  const [waitingForFlow, setWaitingForFlow] = useState(false)

  const values = useSelector(flow, (snapshot) => snapshot?.context.values ?? null)
  const errors = useSelector(flow, (snapshot) => snapshot?.context.errors ?? NO_ERRORS)
  const submitting = useSelector(flow, (snapshot) => snapshot?.matches('submitting') ?? false)
  const rateLimited = useSelector(flow, (snapshot) => snapshot?.matches('rateLimited') ?? false)
  const busy = submitting || waitingForFlow
  const keepFocus = useFocusBack(busy)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    keepFocus(event.currentTarget)
    const form = event.currentTarget
    const data = new FormData(form)
    const honeypot = String(data.get(HONEYPOT_NAME) ?? '')
    const submittedToken = String(data.get(TOKEN_NAME) ?? '')
    if (!flow) setWaitingForFlow(true)
    activate().then(
      (actor) => {
        setWaitingForFlow(false)
        const shownBefore = actor.getSnapshot().context.errors
        actor.send({ type: 'form.submit', honeypot, token: submittedToken })
        const shown = actor.getSnapshot().context.errors
        const firstInvalid = CONTACT_FIELDS.find((field) => shown[field])
        if (shown !== shownBefore && firstInvalid) {
          const element = form.elements.namedItem(firstInvalid)
          if (element instanceof HTMLElement) element.focus()
        }
      },
      () => {
        setWaitingForFlow(false)
        showToast(navigator.onLine ? CONTACT_TOASTS.sendFailed : OFFLINE_TOAST)
      },
    )
  }

  const noticeId = `${id}-notice`
  const field = (name: ContactField) => {
    const { max, autocomplete, input, width } = CONTACT_FORM[name]
    const inputId = `${id}-${name}`
    const messageId = `${inputId}-message`
    const message = errors[name]
    const props = {
      id: inputId,
      name,
      value: values ? values[name] : (drafts[name] ?? ''),
      onChange: (event: { currentTarget: { value: string } }) => change(name, event.currentTarget.value),
      maxLength: max,
      required: true,
      autoComplete: autocomplete,
      readOnly: busy,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? messageId : undefined,
      className: fieldClass,
    }
    return (
      <div key={name} className={width === 'full' ? fullRowClass : undefined}>
        <label htmlFor={inputId} className={labelClass}>
          {CONTACT_FIELD_WORDS[name].label}
        </label>
        {input === 'multiline' ? (
          <textarea {...props} rows={7} className={cx(fieldClass, css({ resize: 'vertical', minHeight: '40' }))} />
        ) : (
          <input {...props} type={input} />
        )}
        {message && (
          <p id={messageId} className={fieldMessageClass}>
            {message}
          </p>
        )}
      </div>
    )
  }

  return (
    <form
      aria-label={contactFormText.formLabel}
      noValidate
      onSubmit={submit}
      onFocus={() => void activate().catch(() => undefined)}
      className={css({
        maxW: '3xl',
        p: { base: '5', md: '8' },
        bg: 'bg',
        border: '1px solid',
        borderColor: 'border',
        borderRadius: 'xl',
        boxShadow: 'sm',
      })}
    >
      <p className={css({ mb: '6', color: 'fg.muted' })}>{contactFormText.allRequired}</p>
      <ScriptRequiredNotice className={css({ mb: '6' })} />
      <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        {CONTACT_FIELDS.map(field)}
      </div>
      <div aria-hidden="true" className={visuallyHidden()}>
        <label htmlFor={`${id}-${HONEYPOT_NAME}`}>{contactFormText.honeypotLabel}</label>
        <input id={`${id}-${HONEYPOT_NAME}`} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {/* Uncontrolled, so that a re-render never writes the token back: what is sent is what the page holds. */}
      <input key={renderedToken} type="hidden" name={TOKEN_NAME} defaultValue={renderedToken} />
      <CaptchaSlot form="contact" />
      <div
        className={css({ mt: '6', display: 'flex', flexDirection: { base: 'column', sm: 'row' }, alignItems: { sm: 'center' }, gap: '4' })}
      >
        <button
          type="submit"
          disabled={busy || rateLimited || !inBrowser}
          aria-describedby={rateLimited ? noticeId : undefined}
          className={cx(button({ visual: 'primary', size: 'lg' }), css({ minW: { sm: '48' } }))}
        >
          {busy ? contactFormText.submitting : contactFormText.submit}
        </button>
        <div id={noticeId} role="status" className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'status.warning' })}>
          {rateLimited && RATE_LIMIT_NOTICE}
        </div>
      </div>
    </form>
  )
}
