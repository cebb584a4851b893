import { setTimeout as wait } from 'node:timers/promises'

/**
 * Time as a stack of a test file's own sees it. On the stack's own auth (`moved`) its clock goes on at a
 * test's word; Supabase Auth (`real`) goes by the system's clock, so there `pass` waits the time out, and
 * the stack is given lifetimes of a few seconds.
 */
export function stackClock(kind: 'moved' | 'real') {
  let offset = 0
  return {
    /** The stack's option that puts it on this clock. */
    stackOptions: kind === 'moved' ? { clock: () => Date.now() + offset } : {},
    /** Lets `seconds` pass for the stack. */
    async pass(seconds: number) {
      if (kind === 'moved') offset += seconds * 1000
      else await wait(seconds * 1000)
    },
  }
}
