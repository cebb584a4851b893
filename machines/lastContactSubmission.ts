/**
 * The storage entry holding the time of this browser's last contact message in ms: the contact form
 * reads and writes it, and every sign-out removes it (docs/decisions.md, 'The last contact submission').
 */
export const LAST_CONTACT_SUBMISSION_KEY = 'lastContactSubmission'
