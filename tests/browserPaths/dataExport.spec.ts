import { describeBrowserPaths } from './describeBrowserPaths'
import { dataExportModel } from './models/dataExport'

describeBrowserPaths(dataExportModel)
