/**
 * A page with nothing but a disclosure: what the browser itself takes to load a page and answer a click on this
 * machine, the reference both for the interactions and for Lighthouse's figures.
 */
export const BARE_PAGE =
  '<!doctype html><html lang="nb"><meta name="viewport" content="width=device-width"><title>Referanse</title>' +
  '<details><summary>Spørsmål</summary><p>Svar</p></details></html>'

/** Where the bench serves it beside the floors, for Lighthouse. */
export const BARE_PAGE_FILE = 'referanse.html'
