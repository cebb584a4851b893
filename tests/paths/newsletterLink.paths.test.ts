import { newsletterLinkPaths } from './specs/newsletterLink'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(newsletterLinkPaths)
