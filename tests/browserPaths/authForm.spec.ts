import { describeBrowserPaths } from './describeBrowserPaths'
import { authFormModel } from './models/authForm'

describeBrowserPaths(authFormModel)
