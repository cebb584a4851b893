/** What a form says where script does not run: its button stays disabled (docs/decisions.md, 'Without script'). */
export const SCRIPT_REQUIRED_TEXT = 'Skjemaet trenger JavaScript. Slå på JavaScript i nettleseren for å bruke det.'
