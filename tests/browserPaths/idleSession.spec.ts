import { describeBrowserPaths } from './describeBrowserPaths'
import { idleSessionModel } from './models/idleSession'

describeBrowserPaths(idleSessionModel)
