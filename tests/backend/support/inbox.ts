import { inboxAt } from '../../support/inbox'
import { INBOX_URL } from './stack'

export const { mailsTo, htmlOf, confirmationLink } = inboxAt(INBOX_URL)
