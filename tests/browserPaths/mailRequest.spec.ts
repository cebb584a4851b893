import { describeBrowserPaths } from './describeBrowserPaths'
import { mailRequestModel } from './models/mailRequest'

describeBrowserPaths(mailRequestModel)
