import { authPaths } from './specs/auth'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(authPaths)
