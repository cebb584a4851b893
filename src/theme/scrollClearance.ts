/**
 * Room kept when the page scrolls an element into view (a focused control, an anchor): at the top,
 * clear of the fixed navigation bar; at the bottom, a little air. What is fixed over the page on
 * top of that (the cookie banner, a toast) adds its height: src/components/ui/coveredEdges.ts.
 */
export const SCROLL_CLEARANCE = { top: '5rem', bottom: '0.5rem' } as const
