import { useId } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useSelector } from '@xstate/react'
import { secondStepText } from '../../content/twoStep'
import { flowFormHandlers } from '../shared/flowFormHandlers'
import { FormHeading } from '../shared/FormHeading'
import { LostPhoneNote } from '../shared/LostPhoneNote'
import { type FormFlow, useFormFlow } from '../shared/useFormFlow'
import { TwoStepCodeField } from '../shared/TwoStepCodeField'
import type { SecondStepLogic } from './secondStepFlow'
import { textButtonClass } from '../shared/textButton'

const loadSecondStepFlow = () => import('./secondStepFlow').then(({ secondStepFlow }) => secondStepFlow())

interface SecondStepFormProps {
  /** 'Tilbake til innlogging': the auth machine's sign-out of the session that has not given its code. */
  onBack: () => void
  /** Where the flow comes from; tests pass one with a stand-in client. */
  loadFlow?: () => Promise<FormFlow<SecondStepLogic>>
}

/**
 * The code after the right password of an account with two-step sign-in (machines/secondStep.machine.ts),
 * in the /auth card in place of the tabs. One field that takes a pasted or autofilled code as the app
 * shows it; it takes the focus as it opens, as what the visitor used is gone.
 */
export function SecondStepForm({ onBack, loadFlow = loadSecondStepFlow }: SecondStepFormProps) {
  const id = useId()
  const { flow, activate, drafts, change } = useFormFlow<SecondStepLogic, 'code'>(loadFlow)
  const values = useSelector(flow, (snapshot) => snapshot?.context ?? null)
  const verifying = useSelector(flow, (snapshot) => snapshot?.matches('verifying') ?? false)
  const code = values ? values.code : (drafts.code ?? '')

  return (
    <section aria-labelledby={`${id}-title`} className={css({ display: 'grid', gap: '4' })}>
      <FormHeading id={`${id}-title`} takeFocus>
        {secondStepText.title}
      </FormHeading>
      <p id={`${id}-lead`}>{secondStepText.lead}</p>
      <form noValidate aria-labelledby={`${id}-title`} {...flowFormHandlers(activate)} className={css({ display: 'grid', gap: '4' })}>
        <TwoStepCodeField
          id={`${id}-code`}
          problem={values?.problem?.message ?? null}
          describedBy={`${id}-lead`}
          value={code}
          onChange={(value) => change('code', value)}
          readOnly={verifying}
        />
        <button type="submit" aria-disabled={verifying} className={cx(button({ visual: 'cta' }), css({ w: 'full' }))}>
          {verifying ? secondStepText.submitting : secondStepText.submit}
        </button>
      </form>
      <LostPhoneNote />
      <div>
        <button type="button" onClick={onBack} className={textButtonClass}>
          {secondStepText.back}
        </button>
      </div>
    </section>
  )
}
