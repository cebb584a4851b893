import { css } from 'styled-system/css'
import { SCRIPT_REQUIRED_TEXT } from '../../content/scriptRequired'

const noticeClass = css({ fontSize: 'sm', fontWeight: 'semibold' })

/** Shown only where script does not run, in the surrounding text's colour (light on the footer, dark elsewhere). */
export function ScriptRequiredNotice({ className }: { className?: string }) {
  // Joined by hand, not with cx: cx in the shell made the bundler regroup the pages' shared chunks, and / loaded 0.7 KB more.
  return (
    <noscript>
      <p className={className ? `${noticeClass} ${className}` : noticeClass}>{SCRIPT_REQUIRED_TEXT}</p>
    </noscript>
  )
}
