import { Drawer } from '@ark-ui/react/drawer'
import { Portal } from '@ark-ui/react/portal'
import { css } from 'styled-system/css'
import { navigationText } from '../../content/navigation'
import { Icon } from '../ui/Icon'
import { AccountLinks } from './AccountLinks'
import { menuButtonClass } from './navStyles'
import { NavLinks } from './NavLinks'

interface MobileMenuDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: () => HTMLElement | null
}

/** The bottom drawer with the site's navigation; tapping a link closes it. */
export default function MobileMenuDrawer({ open, onOpenChange, returnFocusTo }: MobileMenuDrawerProps) {
  const close = () => onOpenChange(false)
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      swipeDirection="down"
      closeThreshold={0.25}
      // 0.4 px per ms, in the pixels per second Ark expects.
      swipeVelocityThreshold={400}
      finalFocusEl={returnFocusTo}
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop
          className={css({
            position: 'fixed',
            inset: 0,
            zIndex: 'overlay',
            bg: 'rgba(6, 24, 43, 0.55)',
            _open: { animation: 'backdropIn 0.5s ease-out' },
            _closed: { animation: 'backdropOut 0.5s ease-in' },
          })}
        />
        <Drawer.Positioner className={css({ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 'modal' })}>
          <Drawer.Content
            className={css({
              bg: 'bg',
              borderTopRadius: '2xl',
              px: '5',
              pt: '3',
              pb: '8',
              maxH: '85vh',
              overflowY: 'auto',
              boxShadow: '2xl',
              _open: { animation: 'drawerIn 0.5s cubic-bezier(0.32, 0.72, 0, 1)' },
              _closed: { animation: 'drawerOut 0.5s cubic-bezier(0.32, 0.72, 0, 1)' },
            })}
          >
            <Drawer.Grabber className={css({ display: 'flex', justifyContent: 'center', py: '2' })}>
              <Drawer.GrabberIndicator className={css({ w: '12', h: '1.5', borderRadius: 'full', bg: 'border.strong' })} />
            </Drawer.Grabber>
            <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: '2' })}>
              <Drawer.Title className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{navigationText.menuTitle}</Drawer.Title>
              <Drawer.CloseTrigger className={menuButtonClass} aria-label={navigationText.closeMenu}>
                <Icon name="close" />
              </Drawer.CloseTrigger>
            </div>
            <nav aria-label={navigationText.menuTitle}>
              <NavLinks
                onNavigate={close}
                className={css({ display: 'grid', gap: '1', '& a': { w: 'full', fontSize: 'lg', px: '0', alignItems: 'flex-start' } })}
              />
            </nav>
            <AccountLinks
              onNavigate={close}
              // The login link starts where the title and the buttons do, as the page links above it. From a
              // small laptop up the bar holds these actions, so the drawer leaves them out.
              className={css({
                display: { base: 'grid', lg: 'none' },
                gap: '3',
                mt: '6',
                pt: '6',
                borderTop: '1px solid {colors.border}',
                '& > :first-child :is(a, button)': { px: '0' },
              })}
            />
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
