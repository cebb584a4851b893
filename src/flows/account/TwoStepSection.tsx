import { useEffect, useId, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useSelector } from '@xstate/react'
import type { TwoStepSettingEvent } from '../../../machines/twoStepSetting.machine'
import { OFFLINE_TOAST } from '../../../messages/offline'
import { twoStepSettingText as texts } from '../../content/twoStepSetting'
import { TwoStepCodeField } from '../shared/TwoStepCodeField'
import { textButtonClass } from '../shared/textButton'
import { flowFormHandlers } from '../shared/flowFormHandlers'
import { FormHeading } from '../shared/FormHeading'
import { FormProblem } from '../shared/FormProblem'
import { type FormFlow, useFormFlow } from '../shared/useFormFlow'
import { TwoStepEnrolment } from './TwoStepEnrolment'
import type { TwoStepSettingLogic } from './twoStepSettingFlow'

export type TwoStepSettingLoader = (on: boolean) => Promise<FormFlow<TwoStepSettingLogic>>

const loadTwoStepSetting: TwoStepSettingLoader = (on) =>
  import('./twoStepSettingFlow').then(({ twoStepSettingFlow }) => twoStepSettingFlow(on))

type Step = 'off' | 'enrolling' | 'confirming' | 'verifyingSetup' | 'on' | 'askingCode' | 'removing'
const SETTING_UP: readonly Step[] = ['confirming', 'verifyingSetup']
const TURNING_OFF: readonly Step[] = ['askingCode', 'removing']

interface TwoStepSectionProps {
  /** Whether the account has two-step sign-in on, as the session's user says; the flow follows from its start. */
  twoStep: boolean
  loadFlow?: TwoStepSettingLoader
}

/**
 * 'Totrinnsinnlogging' on 'Min konto' (machines/twoStepSetting.machine.ts): on with the app's QR code or key
 * and a first code, off with a code. Each form takes the focus at its heading as it replaces the button
 * used, and the button takes it back when the form is done or given up.
 */
export function TwoStepSection({ twoStep, loadFlow = loadTwoStepSetting }: TwoStepSectionProps) {
  const id = useId()
  const { flow, activate, drafts, change } = useFormFlow<TwoStepSettingLogic, 'code'>(() => loadFlow(twoStep))
  const step = useSelector(flow, (snapshot) => (snapshot ? (snapshot.value as Step) : null)) ?? (twoStep ? 'on' : 'off')
  const context = useSelector(flow, (snapshot) => snapshot?.context ?? null)
  const [notLoaded, setNotLoaded] = useState(false)
  const send = (type: TwoStepSettingEvent['type']) => {
    setNotLoaded(false)
    void activate().then(
      (running) => running.send({ type } as TwoStepSettingEvent),
      () => setNotLoaded(true),
    )
  }
  const toggle = useRef<HTMLButtonElement>(null)
  const inForm = SETTING_UP.includes(step) || TURNING_OFF.includes(step)
  const wasInForm = useRef(inForm)
  useEffect(() => {
    if (wasInForm.current && !inForm) toggle.current?.focus()
    wasInForm.current = inForm
  }, [inForm])

  const code = context ? context.code : (drafts.code ?? '')
  const busy = step === 'verifyingSetup' || step === 'removing'
  const codeForm = (submit: string, submitting: string, cancel: 'setup.cancel' | 'removal.cancel', describedBy: string) => (
    <form noValidate aria-labelledby={`${id}-form-title`} {...flowFormHandlers(activate)} className={css({ display: 'grid', gap: '4' })}>
      <TwoStepCodeField
        id={`${id}-code`}
        problem={context?.problem?.message ?? null}
        describedBy={describedBy}
        value={code}
        onChange={(value) => change('code', value)}
        readOnly={busy}
      />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'center' })}>
        <button type="submit" aria-disabled={busy} className={button({ visual: 'cta' })}>
          {busy ? submitting : submit}
        </button>
        <button type="button" onClick={() => send(cancel)} disabled={busy} className={textButtonClass}>
          {texts.cancel}
        </button>
      </div>
    </form>
  )

  return (
    <section aria-labelledby={`${id}-title`} className={css({ display: 'grid', gap: '4' })}>
      <FormHeading id={`${id}-title`}>{texts.title}</FormHeading>
      {SETTING_UP.includes(step) && context?.enrolment ? (
        <>
          <h3 id={`${id}-form-title`} tabIndex={-1} ref={focusOnMount} className={subheadingClass}>
            {texts.scanTitle}
          </h3>
          <TwoStepEnrolment enrolment={context.enrolment} leadId={`${id}-lead`} />
          {codeForm(texts.confirm, texts.confirming, 'setup.cancel', `${id}-lead`)}
        </>
      ) : TURNING_OFF.includes(step) ? (
        <>
          <h3 id={`${id}-form-title`} tabIndex={-1} ref={focusOnMount} className={subheadingClass}>
            {texts.stopTitle}
          </h3>
          <p id={`${id}-lead`}>{texts.stopLead}</p>
          {codeForm(texts.stopSubmit, texts.stopping, 'removal.cancel', `${id}-lead`)}
        </>
      ) : (
        <>
          <p>{step === 'on' ? texts.onLead : texts.offLead}</p>
          <FormProblem id={`${id}-problem`} problem={notLoaded ? OFFLINE_TOAST.message : null} />
          <button
            ref={toggle}
            type="button"
            aria-disabled={step === 'enrolling'}
            onClick={() => send(step === 'on' ? 'removal.start' : 'setup.start')}
            className={cx(button({ visual: 'outline' }), css({ w: 'full' }))}
          >
            {step === 'on' ? texts.stop : step === 'enrolling' ? texts.starting : texts.start}
          </button>
        </>
      )}
    </section>
  )
}

const subheadingClass = css({ fontSize: 'lg', fontWeight: 'semibold' })

/** A form's heading takes the focus as the form replaces the button that opened it. */
const focusOnMount = (heading: HTMLHeadingElement | null) => heading?.focus()
