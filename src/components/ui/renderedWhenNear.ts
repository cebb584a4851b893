import { css } from 'styled-system/css'

/**
 * Lets the browser skip the styles, layout and paint of a block until it nears the screen, so a long
 * page's first load only lays out what is in view. Until then the block holds an estimated height;
 * once rendered it keeps its real one (`auto`). Its content stays in the document: found by search,
 * read by screen readers, reached by links and the keyboard.
 */
export const renderedWhenNearClass = css({ contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' })
