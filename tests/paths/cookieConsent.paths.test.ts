import { cookieConsentPaths } from './specs/cookieConsent'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(cookieConsentPaths)
