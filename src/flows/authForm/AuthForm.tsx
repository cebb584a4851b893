import { type FormEvent, Fragment, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import type { ActorRefFrom } from 'xstate'
import type { AuthField, AuthTab } from '../../../machines/authForm.machine'
import { useSelector } from '@xstate/react'
import { useInBrowser } from '../../runtime/useInBrowser'
import { useOnDemand } from '../../runtime/useOnDemand'
import { useSessionFlow } from '../../runtime/useSession'
import { useShowToast } from '../../components/toast/useToasts'
import { Tabs } from '../../components/ui/Tabs'
import { authPageText } from '../../content/authForm'
import { SIGN_IN_FAILED_TITLE, SIGN_IN_FAILURE_MESSAGES } from '../../../messages/authForm'
import { useFocusBack } from '../shared/useFocusBack'
import { type FormFlow, useFormFlow } from '../shared/useFormFlow'
import { AuthTabForm } from './AuthTabForm'
import type { AuthFormLogic } from './authFormFlow'

const loadAuthFormFlow = () => import('./authFormFlow').then(({ authFormFlow }) => authFormFlow())

const TABS: readonly AuthTab[] = ['signIn', 'signUp']
const AUTH_FIELDS: readonly AuthField[] = ['email', 'password', 'confirmPassword']

// Shown only after the form's first use, so they load then, not with the page.
const loadRecoveryPanel = () => import('./RecoveryPanel').then(({ RecoveryPanel }) => ({ default: RecoveryPanel }))
const loadResendOffer = () => import('./ResendOffer').then(({ ResendOffer }) => ({ default: ResendOffer }))
const loadSecondStepForm = () => import('./SecondStepForm').then(({ SecondStepForm }) => ({ default: SecondStepForm }))

const tabTriggerClass = css({
  flex: 1,
  minHeight: '12',
  px: '4',
  fontWeight: 'semibold',
  color: 'fg.muted',
  borderBottom: '3px solid transparent',
  cursor: 'pointer',
  _selected: { color: 'fg', borderColor: 'accent' },
  _hover: { color: 'fg' },
})

interface AuthFormProps {
  /** Where the flow comes from; tests pass one with test actors. */
  loadFlow?: () => Promise<FormFlow<AuthFormLogic>>
  /** What else starts on the form's first use, alongside its flow, which runs once both are done. */
  onFirstUse?: () => Promise<unknown>
}

/**
 * The /auth form: tabs 'Logg inn' and 'Registrer' over one set of values held by the auth-form
 * machine, which checks them, sends them and answers with a toast (docs/decisions.md, 'Passwords on
 * sign-in and sign-up'). The flow (with the rules and the client's calls) loads on the first focus in
 * a form or the first submit, not with the page; what is typed or chosen before it runs is handed
 * over when it does. `onFirstUse` starts then too, and is tried again with the flow when either could
 * not load. One 'Vis passord' toggle shows or hides every password field. After the right password
 * of an account with two-step sign-in, the code step takes the tabs' place while the auth machine
 * waits for the code (`awaitingCode`); what was typed in the tabs is kept for 'Tilbake'.
 */
export function AuthForm({ loadFlow = loadAuthFormFlow, onFirstUse }: AuthFormProps) {
  const id = useId()
  const [draftTab, setDraftTab] = useState<AuthTab>('signIn')
  const chosenTab = useRef<AuthTab>('signIn')
  // 'Glemt passord?' opens its panel once the panel's code has come, without waiting for the flow.
  const [draftRecovering, setDraftRecovering] = useState(false)
  const chosenRecovery = useRef(false)
  // A tab or the recovery chosen before the flow ran is handed over with the typed values, so it stays shown.
  const handOverChoices = useCallback((running: ActorRefFrom<AuthFormLogic>) => {
    if (chosenTab.current !== 'signIn') running.send({ type: 'tab.select', tab: chosenTab.current })
    if (chosenRecovery.current) running.send({ type: 'recovery.open' })
  }, [])
  const loadOnFirstUse = () => Promise.all([loadFlow(), onFirstUse?.()]).then(([formFlow]) => formFlow)
  const { flow, activate, drafts, change } = useFormFlow<AuthFormLogic, AuthField>(loadOnFirstUse, handOverChoices)
  const showToast = useShowToast()
  const [passwordsShown, setPasswordsShown] = useState(false)

  const values = useSelector(flow, (snapshot) => snapshot?.context ?? null)
  const flowTab = useSelector(flow, (snapshot) => (snapshot ? (snapshot.matches('signUp') ? 'signUp' : 'signIn') : null))
  const submitting = useSelector(flow, (snapshot) =>
    snapshot ? snapshot.matches({ signIn: 'submitting' }) || snapshot.matches({ signUp: 'submitting' }) : false,
  )
  const tab = flowTab ?? draftTab
  const problem = useSelector(flow, (snapshot) => snapshot?.context.problem ?? null)
  const keepFocus = useFocusBack(submitting)
  const inBrowser = useInBrowser()
  const recovering = useSelector(flow, (snapshot) => snapshot?.matches('recovery') ?? null) ?? draftRecovering
  const resendTo = useSelector(flow, (snapshot) => snapshot?.context.resendTo ?? null)
  const recoveryOpener = useRef<HTMLButtonElement>(null)
  const wasRecovering = useRef(false)

  // The card's content changes under the focus: the recovery panel takes it, and it comes back to 'Glemt passord?'.
  useEffect(() => {
    if (!recovering && wasRecovering.current) recoveryOpener.current?.focus()
    wasRecovering.current = recovering
  }, [recovering])

  const selectTab = (next: AuthTab) => {
    if (flow) {
      flow.send({ type: 'tab.select', tab: next })
    } else {
      chosenTab.current = next
      setDraftTab(next)
    }
  }

  const toldNotLoaded = useCallback(
    () => showToast({ title: SIGN_IN_FAILED_TITLE, message: SIGN_IN_FAILURE_MESSAGES.other, type: 'error' }),
    [showToast],
  )

  const openRecovery = useCallback(() => {
    if (flow) {
      flow.send({ type: 'recovery.open' })
      return
    }
    chosenRecovery.current = true
    setDraftRecovering(true)
    // A flow that could not load is told as a failed sign-in, and the panel goes back to the tabs.
    activate().catch(() => {
      chosenRecovery.current = false
      setDraftRecovering(false)
      toldNotLoaded()
    })
  }, [flow, activate, toldNotLoaded])

  const closeRecovery = () => {
    chosenRecovery.current = false
    setDraftRecovering(false)
    flow?.send({ type: 'recovery.close' })
  }

  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      keepFocus(event.currentTarget)
      // Once it runs; a flow that could not load is told as a failed sign-in.
      activate().then((running) => running.send({ type: 'form.submit' }), toldNotLoaded)
    },
    [keepFocus, activate, toldNotLoaded],
  )

  const fieldValues = useMemo(
    () =>
      Object.fromEntries(AUTH_FIELDS.map((field) => [field, values ? values[field] : (drafts[field] ?? '')])) as Record<AuthField, string>,
    [values, drafts],
  )
  const togglePasswords = useCallback(() => setPasswordsShown((shown) => !shown), [])
  const startOnFocus = useCallback(() => void activate().catch(() => undefined), [activate])
  // A panel whose code cannot load (offline) gives the tabs back, told as a flow that could not load.
  const recoveryPanel = useOnDemand(loadRecoveryPanel, recovering ? { email: fieldValues.email, onBack: closeRecovery } : null, () => {
    closeRecovery()
    toldNotLoaded()
  })
  const resendOffer = useOnDemand(loadResendOffer, resendTo === null ? null : { email: resendTo })

  const auth = useSessionFlow('auth')
  const codeDue = useSelector(auth, (snapshot) => snapshot?.matches('awaitingCode') ?? false)
  const backFromCode = useCallback(() => auth?.send({ type: 'auth.signOut' }), [auth])
  const secondStep = useOnDemand(loadSecondStepForm, codeDue ? { onBack: backFromCode } : null, toldNotLoaded)
  if (codeDue && secondStep) return secondStep

  // The tabs stay until the panel's code has come: the click then paints at once, and the card is never empty.
  // Below this line `recovering` means that wait, which 'Glemt passord?' shows as busy.
  if (recovering && recoveryPanel) return recoveryPanel

  return (
    <Tabs
      label={authPageText.tabsLabel}
      values={TABS}
      names={authPageText.tabs}
      selected={tab}
      onSelect={selectTab}
      listClassName={css({ display: 'flex', borderBottom: '1px solid', borderColor: 'border', mb: '6' })}
      tabClassName={tabTriggerClass}
      panel={(current) => (
        <>
          <AuthTabForm
            id={id}
            tab={current}
            values={fieldValues}
            problem={problem}
            submitting={submitting}
            passwordsShown={passwordsShown}
            inBrowser={inBrowser}
            onChange={change}
            onFirstUse={startOnFocus}
            onSubmit={submit}
            onForgotPassword={openRecovery}
            onTogglePasswords={togglePasswords}
            openingRecovery={recovering}
            recoveryOpener={recoveryOpener}
          />
          {current === tab && <Fragment key={resendTo}>{resendOffer}</Fragment>}
        </>
      )}
    />
  )
}
