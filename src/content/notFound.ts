export const notFoundText = {
  title: 'Side ikke funnet',
  text: 'Beklager, men siden du leter etter ser ut til å ha drevet av kurs i det digitale havet.',
  homeButton: 'Tilbake til hjem',
  toastTitle: 'Side ikke funnet',
  toastMessage: 'Vi kunne ikke finne siden du leter etter. Klikk her for å gå tilbake til forsiden.',
} as const

/** The warning toast appears a second after the page, and stays longer than the default. */
export const NOT_FOUND_TOAST_DELAY_MS = 1000
export const NOT_FOUND_TOAST_DURATION_MS = 8000
