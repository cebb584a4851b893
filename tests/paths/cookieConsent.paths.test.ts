import { cookieConsentPaths } from '../../tools/machinePaths/specs/cookieConsent'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(cookieConsentPaths)
