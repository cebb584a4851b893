import type { AnyStateMachine } from 'xstate'
import type { MachinePathSpec } from '../pathGeneration'
import { accountDeletionPaths } from './accountDeletion'
import { authPaths } from './auth'
import { authFormPaths } from './authForm'
import { contactFormPaths } from './contactForm'
import { cookieConsentPaths } from './cookieConsent'
import { dataExportPaths } from './dataExport'
import { emailConfirmationPaths } from './emailConfirmation'
import { idleSessionPaths } from './idleSession'
import { mailRequestPaths } from './mailRequest'
import { newsletterPaths } from './newsletter'
import { newsletterLinkPaths } from './newsletterLink'
import { passwordChangePaths } from './passwordChange'
import { passwordResetPaths } from './passwordReset'
import { secondStepPaths } from './secondStep'
import { sessionPaths } from './session'
import { sitePaths } from './site'
import { toastQueuePaths } from './toastQueue'
import { twoStepSettingPaths } from './twoStepSetting'

/** Every machine of the site with what its path tests generate paths from, in the order of the site's flows. */
export const pathSpecs: readonly MachinePathSpec<AnyStateMachine>[] = [
  sitePaths,
  toastQueuePaths,
  cookieConsentPaths,
  sessionPaths,
  authPaths,
  idleSessionPaths,
  authFormPaths,
  secondStepPaths,
  contactFormPaths,
  newsletterPaths,
  newsletterLinkPaths,
  mailRequestPaths,
  emailConfirmationPaths,
  passwordResetPaths,
  passwordChangePaths,
  twoStepSettingPaths,
  dataExportPaths,
  accountDeletionPaths,
]
