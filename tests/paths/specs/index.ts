import type { AnyStateMachine } from 'xstate'
import type { MachinePathSpec } from '../support/pathGeneration'
import { authPaths } from './auth'
import { authFormPaths } from './authForm'
import { contactFormPaths } from './contactForm'
import { cookieConsentPaths } from './cookieConsent'
import { idleSessionPaths } from './idleSession'
import { newsletterPaths } from './newsletter'
import { sitePaths } from './site'
import { toastQueuePaths } from './toastQueue'

/** Every machine of the site with what its path tests generate paths from, in the order of the site's flows. */
export const pathSpecs: readonly MachinePathSpec<AnyStateMachine>[] = [
  sitePaths,
  toastQueuePaths,
  cookieConsentPaths,
  authPaths,
  idleSessionPaths,
  authFormPaths,
  contactFormPaths,
  newsletterPaths,
]
