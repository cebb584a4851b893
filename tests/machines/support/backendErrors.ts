/** The backend's refusal of a second mail to one address within its `max_frequency`. */
export const tooSoon = (seconds: number) => ({
  code: 'over_email_send_rate_limit',
  status: 429,
  message: `For security purposes, you can only request this after ${seconds} seconds.`,
})

/** The backend's refusal of a mail link that has expired or was used already. */
export const expiredLink = { code: 'otp_expired', status: 403, message: 'Email link is invalid or has expired' }
