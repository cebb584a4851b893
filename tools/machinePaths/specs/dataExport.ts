import { dataExportMachine } from '../../../machines/dataExport.machine'
import type { MachinePathSpec } from '../pathGeneration'

export const dataExportPaths: MachinePathSpec<typeof dataExportMachine> = {
  name: 'dataExport',
  machine: dataExportMachine,
  events: () => [
    { type: 'form.submit' },
    { type: 'xstate.error.actor.exportData', error: { code: 'rate_limited' } },
    { type: 'xstate.error.actor.exportData', error: { code: 'not_signed_in' } },
  ],
  promiseActors: ['exportData'],
}
