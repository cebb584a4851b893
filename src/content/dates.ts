// Made on first use, not with the page, and kept: the footer writes a day on every render.
let dayFormat: Intl.DateTimeFormat | undefined

/** A day as the site writes it, in the visitor's time zone: '4. desember 2026'. */
export const longDate = (iso: string): string =>
  (dayFormat ??= new Intl.DateTimeFormat('nb-NO', { dateStyle: 'long' })).format(new Date(iso))
