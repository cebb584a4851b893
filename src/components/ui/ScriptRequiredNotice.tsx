import { css, cx } from 'styled-system/css'
import { SCRIPT_REQUIRED_TEXT } from '../../content/scriptRequired'

/** Shown only where script does not run, in the surrounding text's colour (light on the footer, dark elsewhere). */
export function ScriptRequiredNotice({ className }: { className?: string }) {
  return (
    <noscript>
      <p className={cx(css({ fontSize: 'sm', fontWeight: 'semibold' }), className)}>{SCRIPT_REQUIRED_TEXT}</p>
    </noscript>
  )
}
