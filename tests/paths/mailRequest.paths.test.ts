import { mailRequestPaths } from './specs/mailRequest'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(mailRequestPaths)
