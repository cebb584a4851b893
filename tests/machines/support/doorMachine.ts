import { setup } from 'xstate'

/**
 * A small machine with one of everything a statechart can show: an initial state, a nested compound
 * state with its own initial child, a final state, guards, a named and a numeric delay, an eventless
 * transition and one without a target.
 */
export const doorMachine = setup({
  types: { events: {} as { type: 'door.open' } | { type: 'door.knock' } | { type: 'door.remove' } },
  guards: { isUnlocked: () => true, isJammed: () => false },
  delays: { swingTime: 800 },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      on: { 'door.open': { guard: 'isUnlocked', target: 'open' }, 'door.knock': {} },
    },
    open: {
      initial: 'swinging',
      states: {
        swinging: { after: { swingTime: 'still' } },
        still: { always: { guard: 'isJammed', target: '#door.removed' } },
      },
      after: { 500: 'closed' },
      on: { 'door.remove': 'removed' },
    },
    removed: { type: 'final' },
  },
})
