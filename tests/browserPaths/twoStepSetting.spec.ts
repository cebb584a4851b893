import { describeBrowserPaths } from './describeBrowserPaths'
import { twoStepSettingModel } from './models/twoStepSetting'

describeBrowserPaths(twoStepSettingModel)
