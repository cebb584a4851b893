import { describeBrowserPaths } from './describeBrowserPaths'
import { accountDeletionModel } from './models/accountDeletion'

describeBrowserPaths(accountDeletionModel)
