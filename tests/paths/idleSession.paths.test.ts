import { idleSessionPaths } from '../../tools/machinePaths/specs/idleSession'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(idleSessionPaths)
