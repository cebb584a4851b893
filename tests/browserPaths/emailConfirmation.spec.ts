import { describeBrowserPaths } from './describeBrowserPaths'
import { emailConfirmationModel } from './models/emailConfirmation'

describeBrowserPaths(emailConfirmationModel)
