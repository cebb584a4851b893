import { describeBrowserPaths } from './describeBrowserPaths'
import { newsletterLinkModel } from './models/newsletterLink'

describeBrowserPaths(newsletterLinkModel)
