/**
 * In the page: null when `element` can be seen where it stands, not hidden behind the fixed navigation
 * bar, the cookie banner, a toast or a dialog (WCAG 2.4.11: not entirely hidden): the element itself
 * is hit at its centre or near one of its corners, as `elementFromPoint` finds it. The corners are
 * taken a quarter of the shorter side in, inside any rounding of a field or a pill-shaped button.
 * Otherwise, what lies over its centre, as `tag.class 'text'`. Self-contained, so it can be handed to
 * `evaluate`.
 */
export function whatCovers(element: Element): string | null {
  const box = element.getBoundingClientRect()
  const inset = Math.max(1, Math.min(box.width, box.height) / 4)
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ]
  const hits = points.map(([x, y]) => document.elementFromPoint(x!, y!))
  if (hits.some((hit) => hit !== null && (hit === element || element.contains(hit)))) return null
  const cover = hits[0]
  if (!cover) return 'nothing: the element is off the page'
  const text = (cover.getAttribute('aria-label') ?? cover.textContent ?? '').trim().slice(0, 40)
  return `${cover.tagName.toLowerCase()}.${[...cover.classList].slice(0, 3).join('.')} '${text}'`
}
