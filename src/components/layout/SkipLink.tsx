import { css } from 'styled-system/css'
import { navigationText } from '../../content/navigation'

export const MAIN_CONTENT_ID = 'hovedinnhold'

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={css({
        position: 'absolute',
        left: '4',
        top: '-20',
        zIndex: 'skipLink',
        bg: 'cta',
        color: 'cta.fg',
        px: '4',
        py: '3',
        borderRadius: 'md',
        fontWeight: 'bold',
        _focus: { top: '4' },
      })}
    >
      {navigationText.skipToContent}
    </a>
  )
}
