/** What the pages a mail's link opens say before they use it: /bekreft-e-post, /nytt-passord, /nyhetsbrev/bekreft, /nyhetsbrev/avmeld. */

/** Until the page's script has read the link from the address; no button yet, since none may work. */
export const linkReadingText = {
  status: 'Leser lenken …',
  scriptRequired: 'Siden trenger JavaScript for å bruke lenken. Slå på JavaScript i nettleseren og åpne lenken på nytt.',
} as const

/** A link that cannot be used as it came, by what is wrong with it; the page asks the backend nothing. */
export const linkProblemText = {
  missing: {
    title: 'Siden mangler lenken fra e-posten',
    text: 'Siden må åpnes fra lenken i e-posten vi sendte deg. I adressen du åpnet, er ikke koden fra lenken med.',
  },
  malformed: {
    title: 'Lenken er ufullstendig',
    text: 'Koden i lenken er kuttet av eller endret, for eksempel da lenken ble kopiert. Trykk på lenken i e-posten i stedet.',
  },
} as const

/** A sentence with a link in it: the text before the link, the link, and the text after. */
export interface LinkedSentence {
  before: string
  link: { label: string; href: string }
  after: string
}
