import { siteConfig } from '../site.config'

const { postalCode, city } = siteConfig.company

/** '6003 Ålesund' with a non-breaking space: a postal code and its town are never split over two lines. */
export const postalTown = `${postalCode}\u00a0${city}`
