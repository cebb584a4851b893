import { sitePaths } from '../../tools/machinePaths/specs/site'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(sitePaths)
