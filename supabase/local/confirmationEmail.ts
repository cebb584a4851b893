/** The sign-up confirmation e-mail, in Norwegian like the site. */
export function confirmationEmail(link: string): { subject: string; html: string; text: string } {
  return {
    subject: 'Bekreft e-postadressen din',
    html: `<h2>Bekreft e-postadressen din</h2><p>Følg lenken for å bekrefte kontoen din:</p><p><a href="${link.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">Bekreft e-postadressen</a></p>`,
    text: `Bekreft e-postadressen din: ${link}`,
  }
}
