import { toastQueuePaths } from './specs/toastQueue'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(toastQueuePaths)
