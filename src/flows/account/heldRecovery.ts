import type { SiteActorRef } from '../../../machines/site.machine'

type SiteSnapshot = ReturnType<SiteActorRef['getSnapshot']>
type AuthActor = NonNullable<ReturnType<NonNullable<SiteSnapshot['context']['session']>['getSnapshot']>['children']['auth']>
type AuthSnapshot = ReturnType<AuthActor['getSnapshot']>

const checking = (snapshot: AuthSnapshot) =>
  snapshot.matches('loading') || snapshot.matches('validating') || snapshot.matches({ recovering: 'validating' })

/** The auth flow once it has checked the session the page loaded with: a reload's first keystroke may come before. */
function checkedSession(auth: AuthActor): Promise<AuthSnapshot> {
  return new Promise((resolve) => {
    const subscription = auth.subscribe((snapshot) => {
      if (checking(snapshot)) return
      subscription.unsubscribe()
      resolve(snapshot)
    })
    if (!checking(auth.getSnapshot())) {
      subscription.unsubscribe()
      resolve(auth.getSnapshot())
    }
  })
}

/** Whether this tab holds a recovery link's session (the link spent here), and whether it still owes the two-step code. */
export async function heldRecovery(auth: AuthActor): Promise<{ verified: boolean; codeDue: boolean }> {
  const settled = await checkedSession(auth)
  return { verified: settled.matches('recovering'), codeDue: settled.context.user?.codeDue === true }
}
