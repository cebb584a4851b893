import { secondStepPaths } from '../../tools/machinePaths/specs/secondStep'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(secondStepPaths)
