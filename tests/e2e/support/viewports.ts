/** The screens the browser tests use: a phone's (the site's narrowest layout) and a laptop's. */
export const PHONE = { width: 375, height: 740 } as const
export const LAPTOP = { width: 1280, height: 800 } as const
