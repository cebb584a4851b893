import { sessionPaths } from '../../tools/machinePaths/specs/session'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(sessionPaths)
