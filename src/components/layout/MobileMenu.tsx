import { lazy, Suspense, useRef, useState } from 'react'
import { navigationText } from '../../content/navigation'
import { Icon } from '../ui/Icon'
import { menuButtonClass } from './navStyles'

const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer'))

/**
 * The menu button of small screens. The drawer's code is fetched on the first tap, so visitors who
 * never open it do not pay for it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
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
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onOpenChange={setOpen} returnFocusTo={() => buttonRef.current} />
        </Suspense>
      )}
    </>
  )
}
