import { authFormPaths } from '../../tools/machinePaths/specs/authForm'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(authFormPaths)
