import { authPaths } from '../../tools/machinePaths/specs/auth'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(authPaths)
