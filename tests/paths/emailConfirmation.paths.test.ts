import { emailConfirmationPaths } from '../../tools/machinePaths/specs/emailConfirmation'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(emailConfirmationPaths)
