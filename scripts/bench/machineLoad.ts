import { availableParallelism, loadavg } from 'node:os'

/** How busy the machine was while Lighthouse ran: its times are the host's times, slowed four times. */
export interface MachineLoad {
  cores: number
  /** The 1-minute load average, taken as each page's runs began. */
  loadAverages: number[]
}

export interface MachineLoadRecorder {
  load: MachineLoad
  /** Takes the load average now. */
  sample: () => void
}

export function machineLoadRecorder(): MachineLoadRecorder {
  const load: MachineLoad = { cores: availableParallelism(), loadAverages: [] }
  return { load, sample: () => void load.loadAverages.push(loadavg()[0]!) }
}

/**
 * Past one runnable process per core, other work shares the CPU with the page, its tasks stretch and
 * Lighthouse reads them four times longer: blocking time above all comes out high.
 */
export const isBusy = (load: MachineLoad) => Math.max(...load.loadAverages) > load.cores

export function describeLoad(load: MachineLoad): string[] {
  if (load.loadAverages.length === 0) return []
  const range = [Math.min(...load.loadAverages), Math.max(...load.loadAverages)].map((value) => value.toFixed(1))
  const line = `Machine: ${load.cores} cores, 1-minute load average ${range[0]}–${range[1]} as the pages' runs began`
  return isBusy(load)
    ? [line, '  busy: other work shared the CPU, so the times (TBT above all) read high; measure again on a quiet machine']
    : [line]
}
