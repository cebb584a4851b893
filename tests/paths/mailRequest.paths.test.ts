import { mailRequestPaths } from '../../tools/machinePaths/specs/mailRequest'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(mailRequestPaths)
