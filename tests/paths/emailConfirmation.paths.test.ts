import { emailConfirmationPaths } from './specs/emailConfirmation'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(emailConfirmationPaths)
