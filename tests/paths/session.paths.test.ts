import { sessionPaths } from './specs/session'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(sessionPaths)
