import { useState } from 'react'
import { useSelector } from '@xstate/react'
import { useOnDemand } from '../../runtime/useOnDemand'
import { useSessionFlow } from '../../runtime/useSession'

const loadSessionTimeoutDialog = () => import('./SessionTimeoutDialog')

/**
 * The session-timeout dialog, whose code loads the first time a signed-in visitor is warned. Once
 * loaded it stays mounted, so it can close itself and give the focus back.
 */
export function SessionTimeoutSlot() {
  const idleSession = useSessionFlow('idleSession')
  const warning = useSelector(idleSession, (snapshot) => snapshot?.matches({ tracking: 'warning' }) ?? false)
  const [warned, setWarned] = useState(false)
  if (warning && !warned) setWarned(true)
  return useOnDemand(loadSessionTimeoutDialog, idleSession && warned ? { idleSession } : null)
}
