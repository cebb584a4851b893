import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'
import { STRESS_REPORT_DIR_ENV } from './tools/stressAndLoad/tally'

const backend = {
  environment: 'node' as const,
  include: ['tests/backend/**/*.test.ts'],
  globalSetup: ['tests/backend/globalSetup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  fileParallelism: false,
  // One file after another in one process: each imports the stack and supabase-js once, not anew per file.
  isolate: false,
}

/** Backend tests that only the imitation can answer, each with the reason. */
const IMITATION_ONLY: Record<string, string> = {
  'tests/backend/auth-two-step-clock.test.ts':
    'Supabase Auth’s five-minute MFA lifetimes cannot be shortened, and its TOTP goes by the system clock',
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest's default, cores − 1, is one worker on a 2-core machine, with the other core idle.
      maxWorkers: Math.max(availableParallelism() - 1, 2),
      projects: [
        {
          extends: true,
          // Node-only tests that restore their mocks, timers and globals: a worker reuses its modules from file to file.
          test: {
            name: 'machines',
            environment: 'node',
            isolate: false,
            include: ['tests/machines/**/*.test.ts', 'tests/paths/**/*.test.ts'],
          },
        },
        {
          extends: true,
          // Property tests run a hundred cases each, some against an in-memory database: room for a busy machine.
          // Not isolated, as 'machines'.
          test: { name: 'unit', environment: 'node', isolate: false, include: ['tests/unit/**/*.test.ts'], testTimeout: 20_000 },
        },
        {
          extends: true,
          // Typing through user-event in jsdom takes seconds on a busy machine.
          test: {
            name: 'components',
            environment: 'jsdom',
            testTimeout: 15_000,
            include: ['tests/components/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/components/setup.ts'],
          },
        },
        {
          extends: true,
          test: { name: 'backend', ...backend },
        },
        {
          extends: true,
          test: {
            name: 'migrations',
            environment: 'node',
            include: ['tests/migrations/**/*.test.ts'],
            testTimeout: 120_000,
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          // The same contract on a real PostgreSQL (and real Supabase Auth where it can be built); `npm run test:backend` runs
          // it beside the imitation's run, in a process of its own.
          test: {
            name: 'backend-parity',
            ...backend,
            exclude: [...configDefaults.exclude, ...Object.keys(IMITATION_ONLY)],
            // The stress tallies count the imitation's run only, so a suite run on both is not counted twice.
            env: { BACKEND_STACK: 'parity', [STRESS_REPORT_DIR_ENV]: '' },
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  }),
)
