import { describeBrowserPaths } from './describeBrowserPaths'
import { passwordChangeModel } from './models/passwordChange'

describeBrowserPaths(passwordChangeModel)
