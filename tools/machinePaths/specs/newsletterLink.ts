import { newsletterLinkMachine } from '../../../machines/newsletterLink.machine'
import type { MachinePathSpec } from '../pathGeneration'

export const newsletterLinkPaths: MachinePathSpec<typeof newsletterLinkMachine> = {
  name: 'newsletterLink',
  machine: newsletterLinkMachine,
  input: { token: '0123456789abcdef'.repeat(4) },
  events: () => [
    { type: 'xstate.done.actor.spendLink', output: { taken: true, leaveToken: 'fedcba9876543210'.repeat(4) } },
    { type: 'xstate.done.actor.spendLink', output: { taken: false } },
    { type: 'xstate.error.actor.spendLink', error: new TypeError('Failed to fetch') },
  ],
  promiseActors: ['spendLink'],
}
