import { toastQueuePaths } from '../../tools/machinePaths/specs/toastQueue'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(toastQueuePaths)
