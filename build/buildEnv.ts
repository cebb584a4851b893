import { loadEnv } from 'vite'
import { policyInputs, type PolicyEnv } from './security/buildPolicy'

/** The variables Vite builds in (environment and .env files), checked before anything is built. */
export function envOfThisBuild(): PolicyEnv {
  const env = loadEnv('production', process.cwd(), 'VITE_')
  try {
    policyInputs(env, [])
    return env
  } catch (error) {
    console.error(`Cannot build: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
