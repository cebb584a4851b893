import { css } from 'styled-system/css'
import type { RichText, TextBlock } from '../../content/types'
import { TextLink } from './TextLink'

const paragraphClass = css({ mt: '4', _first: { mt: '0' } })
const listClass = css({ mt: '4', pl: '6', listStyleType: 'disc', display: 'grid', gap: '2', _first: { mt: '0' } })

/** Running text whose parts may be links. */
function RichTextInline({ text }: { text: RichText }) {
  if (typeof text === 'string') return text
  return text.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <TextLink key={index} href={part.href}>
        {part.label}
      </TextLink>
    ),
  )
}

/** Paragraphs and bullet lists of a long text, in order. */
export function RichTextBlocks({ blocks }: { blocks: readonly TextBlock[] }) {
  return blocks.map((block, index) =>
    typeof block === 'object' && 'list' in block ? (
      <ul key={index} className={listClass}>
        {block.list.map((item, itemIndex) => (
          <li key={itemIndex}>
            <RichTextInline text={item} />
          </li>
        ))}
      </ul>
    ) : (
      <p key={index} className={paragraphClass}>
        <RichTextInline text={block} />
      </p>
    ),
  )
}
