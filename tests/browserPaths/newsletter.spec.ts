import { describeBrowserPaths } from './describeBrowserPaths'
import { newsletterModel } from './models/newsletter'

describeBrowserPaths(newsletterModel)
