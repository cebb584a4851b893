/** A day as the site writes it, in the visitor's time zone: '4. desember 2026'. */
export const longDate = (iso: string): string => new Intl.DateTimeFormat('nb-NO', { dateStyle: 'long' }).format(new Date(iso))
