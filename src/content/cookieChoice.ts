/** The banner's two answers, by the choice each stores; the footer names the choice that holds by them too. */
export const cookieChoiceLabel = { accepted: 'Godta alle', declined: 'Kun nødvendige' } as const
