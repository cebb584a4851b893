import { css } from 'styled-system/css'
import { linkReadingText } from '../../content/mailLink'
import { ScriptRequiredNotice } from './ScriptRequiredNotice'

// Without script the line would never change, so only the notice shows then.
const readingClass = css({ color: 'fg.muted', '@media (scripting: none)': { display: 'none' } })

/**
 * What a mail link's page shows until its script has read the link from the address, as the
 * prerendered page cannot know it: no button yet, since none may work (the link may be missing or
 * broken), and without script, why nothing comes.
 */
export function LinkReading() {
  return (
    <>
      <p role="status" className={readingClass}>
        {linkReadingText.status}
      </p>
      <ScriptRequiredNotice text={linkReadingText.scriptRequired} />
    </>
  )
}
