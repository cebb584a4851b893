import { describeBrowserPaths } from './describeBrowserPaths'
import { toastQueueModel } from './models/toastQueue'

describeBrowserPaths(toastQueueModel)
