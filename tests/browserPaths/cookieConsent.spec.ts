import { describeBrowserPaths } from './describeBrowserPaths'
import { cookieConsentModel } from './models/cookieConsent'

describeBrowserPaths(cookieConsentModel)
