import { accountDeletionPaths } from './specs/accountDeletion'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(accountDeletionPaths)
