/** Diagrams are set in a monospace font, so a label's width follows from its length without measuring. */
export const FONT_FAMILY = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', monospace"
export const FONT_SIZE = 12
export const LINE_HEIGHT = 16
const CHARACTER_WIDTH = FONT_SIZE * 0.6
/** Room for a coverage mark and a space before every label, so marks never move the layout. */
const MARK_ROOM = 2

export function labelWidth(text: string): number {
  return Math.ceil(([...text].length + MARK_ROOM) * CHARACTER_WIDTH) + 4
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
