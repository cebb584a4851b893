import { twoStepSettingPaths } from '../../tools/machinePaths/specs/twoStepSetting'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(twoStepSettingPaths)
