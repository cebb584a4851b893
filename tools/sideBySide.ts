import { spawn } from 'node:child_process'

export type ScriptRun = { script: string; ms: number; passed: boolean }

/**
 * Runs npm scripts at the same time: suites that mostly wait (on servers, on lifetimes of a few seconds), or
 * single-threaded checks that leave a core idle. Each script's output is held and printed whole when it ends, so
 * logs do not interleave.
 */
export function runSideBySide(scripts: readonly string[]): Promise<ScriptRun[]> {
  return Promise.all(
    scripts.map(
      (script) =>
        new Promise<ScriptRun>((resolve) => {
          const started = performance.now()
          const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] })
          const output: Buffer[] = []
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
          child.on('close', (code) => {
            process.stdout.write(`\n── npm run ${script} ──\n${Buffer.concat(output).toString()}`)
            resolve({ script, ms: performance.now() - started, passed: code === 0 })
          })
        }),
    ),
  )
}

// `tsx tools/sideBySide.ts a b`: the scripts side by side; fails if any fails.
if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = await runSideBySide(process.argv.slice(2))
  for (const run of runs) console.log(`${run.passed ? '✓' : '✗'} ${run.script}: ${Math.round(run.ms / 1000)} s`)
  process.exit(runs.every((run) => run.passed) ? 0 : 1)
}
