import { useRef, useState } from 'react'
import { useOnDemand } from '../../runtime/useOnDemand'
import { navigationText } from '../../content/navigation'
import { Icon } from '../ui/Icon'
import { menuButtonClass } from './navStyles'

const loadDrawer = () => import('./MobileMenuDrawer')

/**
 * The menu button of small screens. The drawer's code is fetched on the first tap, so visitors who
 * never open it do not pay for it; when it cannot be fetched (offline), the menu stays closed and the
 * next tap tries again.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const drawer = useOnDemand(loadDrawer, requested ? { open, onOpenChange: setOpen, returnFocusTo: () => buttonRef.current } : null, () => {
    setOpen(false)
    setRequested(false)
  })
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={menuButtonClass}
        aria-label={navigationText.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        <Icon name="menu" />
      </button>
      {drawer}
    </>
  )
}
