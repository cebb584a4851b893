/** The query parameter that brings a visitor back to the page that sent them to /auth, e.g. `/auth?neste=%2Fkonto`. */
export const RETURN_PARAM = 'neste'
