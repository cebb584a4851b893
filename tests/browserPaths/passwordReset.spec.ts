import { describeBrowserPaths } from './describeBrowserPaths'
import { passwordResetModel } from './models/passwordReset'

describeBrowserPaths(passwordResetModel)
