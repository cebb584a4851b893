import type { Head, HeadElement } from './head'

/** Marks the head elements a route owns, in the prerendered HTML and the live document. */
export const HEAD_MARKER = 'data-head'

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** JSON inside a script element must not be able to close it. */
function escapeScriptText(value: string): string {
  return value.replace(/</g, '\\u003c')
}

function renderElement(element: HeadElement): string {
  const attrs = Object.entries(element.attrs)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('')
  if (element.tag === 'script') return `<script ${HEAD_MARKER}${attrs}>${escapeScriptText(element.text)}</script>`
  return `<${element.tag} ${HEAD_MARKER}${attrs}>`
}

/** The head as HTML, for the prerendered pages. */
export function renderHeadHtml(head: Head): string {
  return [`<title>${escapeText(head.title)}</title>`, ...head.elements.map(renderElement)].join('\n    ')
}

/** Replaces the route-owned head elements of the live document. */
export function applyHead(head: Head, document: Document): void {
  document.title = head.title
  document.head.querySelectorAll(`[${HEAD_MARKER}]`).forEach((element) => element.remove())
  for (const element of head.elements) {
    const node = document.createElement(element.tag)
    node.setAttribute(HEAD_MARKER, '')
    for (const [name, value] of Object.entries(element.attrs)) node.setAttribute(name, value)
    if (element.tag === 'script') node.textContent = element.text
    document.head.append(node)
  }
}
