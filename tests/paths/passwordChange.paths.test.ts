import { passwordChangePaths } from '../../tools/machinePaths/specs/passwordChange'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(passwordChangePaths)
