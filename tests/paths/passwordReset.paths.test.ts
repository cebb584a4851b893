import { passwordResetPaths } from '../../tools/machinePaths/specs/passwordReset'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(passwordResetPaths)
