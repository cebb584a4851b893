import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: { name: 'machines', environment: 'node', include: ['tests/machines/**/*.test.ts', 'tests/paths/**/*.test.ts'] },
        },
        {
          extends: true,
          // Property tests run a hundred cases each, some against an in-memory database: room for a busy machine.
          test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], testTimeout: 20_000 },
        },
        {
          extends: true,
          test: {
            name: 'components',
            environment: 'jsdom',
            include: ['tests/components/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/components/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'backend',
            environment: 'node',
            include: ['tests/backend/**/*.test.ts'],
            globalSetup: ['tests/backend/globalSetup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
)
