import { newsletterLinkPaths } from '../../tools/machinePaths/specs/newsletterLink'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(newsletterLinkPaths)
