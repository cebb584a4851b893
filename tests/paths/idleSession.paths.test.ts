import { idleSessionPaths } from './specs/idleSession'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(idleSessionPaths)
