import { passwordResetPaths } from './specs/passwordReset'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(passwordResetPaths)
