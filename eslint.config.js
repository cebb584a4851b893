import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The flows' own folders in src/flows/; src/flows/shared holds what several of them use. */
const FLOW_FOLDERS = readdirSync(new URL('./src/flows', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name)

/** What the browser and the Deno functions share; inside supabase/functions so that every deploy bundles it. */
const CONTRACT = './supabase/functions/_shared/contract'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'styled-system',
      'coverage',
      'test-results',
      'playwright-report',
      'reports',
      '.build',
      'supabase/.local-data',
      'supabase/.temp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Layers import one way (messages ← machines ← src), no circles, and the site takes nothing from the local stack.
  // The site, its messages and the machines take nothing from the build, the tools or the tests, the build nothing from
  // the tools; the tests may import the build and the tools, never the reverse.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src', from: './supabase/local', message: 'The site ships without the local stack.' },
            // The contract (supabase/functions/_shared/contract) is what the browser and the functions share: it
            // imports only zod and itself, and the site, its messages, the machines, the build and the local
            // stack take from the functions' folder nothing but the contract.
            {
              target: CONTRACT,
              from: './',
              except: [CONTRACT, './node_modules'],
              message: 'The contract runs in the browser and in Deno: it imports only zod and itself.',
            },
            {
              target: ['./src', './machines', './messages', './build', './supabase/local'],
              from: './supabase/functions',
              except: ['./_shared/contract'],
              message: "A function's own files are its own: take what the site shares with it from supabase/functions/_shared/contract.",
            },
            { target: './machines', from: './src', message: 'Machines emit outcomes; the views in src/ show them.' },
            { target: './messages', from: ['./src', './machines'], message: 'Messages sit below the machines and the views.' },
            // Inside src/: app (the shell) → pages → components/layout → flows → components/ui, toast → runtime.
            {
              target: './src/runtime',
              from: ['./src/app', './src/pages', './src/flows', './src/components'],
              message: 'The runtime sits below every view.',
            },
            {
              target: ['./src/flows', './src/components'],
              from: ['./src/app', './src/pages'],
              message: 'Flows and components sit below the shell and the pages.',
            },
            { target: './src/flows', from: './src/components/layout', message: 'The layout embeds flows, not the other way.' },
            {
              target: ['./src/components/ui', './src/components/toast'],
              from: './src/flows',
              message: 'UI pieces and toasts sit below the flows.',
            },
            // Inside src/flows/: a flow takes nothing from another flow's folder, and what they share nothing from any flow.
            ...FLOW_FOLDERS.map((flow) => ({
              target: `./src/flows/${flow}`,
              from: './src/flows',
              except: [`./${flow}`, './shared'],
              message: 'A flow takes nothing from another flow: move what several flows use to src/flows/shared.',
            })),
            {
              target: './src/flows/shared',
              from: './src/flows',
              except: ['./shared'],
              message: 'What the flows share takes nothing from any one flow.',
            },
            // Around the site: the build, the tools and the tests.
            {
              target: ['./src', './messages'],
              from: ['./build', './tools', './tests'],
              message: 'The site ships without the build, tools and tests.',
            },
            { target: './machines', from: ['./build', './tools', './tests'], message: 'Machines stand alone: no build, tools or tests.' },
            { target: './build', from: './tools', message: 'The build runs without the tools: shared code belongs in build/.' },
            { target: './build', from: './tests', message: 'The build runs without the tests: shared code belongs in build/.' },
            { target: './tools', from: './tests', message: 'Tools run without the tests: shared code belongs in tools/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['supabase/functions/**/*.ts'],
    languageOptions: { globals: { Deno: 'readonly' } },
  },
)
