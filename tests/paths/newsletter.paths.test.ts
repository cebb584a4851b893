import { newsletterPaths } from './specs/newsletter'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(newsletterPaths)
