import { dataExportPaths } from '../../tools/machinePaths/specs/dataExport'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(dataExportPaths)
