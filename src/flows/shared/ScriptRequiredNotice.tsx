import { css } from 'styled-system/css'
import { SCRIPT_REQUIRED_TEXT } from '../../content/scriptRequired'

const noticeClass = css({ fontSize: 'sm', fontWeight: 'semibold' })

/** Shown only where script does not run, in the surrounding text's colour (light on the footer, dark elsewhere); a form's words unless `text` says otherwise. */
export function ScriptRequiredNotice({ className, text = SCRIPT_REQUIRED_TEXT }: { className?: string; text?: string }) {
  // Joined by hand, not with cx: cx in the shell made the bundler regroup the pages' shared chunks, and / loaded 0.7 KB more.
  return (
    <noscript>
      <p className={className ? `${noticeClass} ${className}` : noticeClass}>{text}</p>
    </noscript>
  )
}
