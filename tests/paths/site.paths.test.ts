import { sitePaths } from './specs/site'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(sitePaths)
