import { authFormPaths } from './specs/authForm'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(authFormPaths)
