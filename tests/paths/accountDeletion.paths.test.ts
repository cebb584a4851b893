import { accountDeletionPaths } from '../../tools/machinePaths/specs/accountDeletion'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(accountDeletionPaths)
