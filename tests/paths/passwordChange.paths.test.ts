import { passwordChangePaths } from './specs/passwordChange'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(passwordChangePaths)
