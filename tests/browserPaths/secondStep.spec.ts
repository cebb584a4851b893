import { describeBrowserPaths } from './describeBrowserPaths'
import { secondStepModel } from './models/secondStep'

describeBrowserPaths(secondStepModel)
