import { newsletterPaths } from '../../tools/machinePaths/specs/newsletter'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(newsletterPaths)
