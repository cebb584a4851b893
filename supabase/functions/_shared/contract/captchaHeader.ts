/** The header the site sends the visitor's captcha token in, and the contact function reads it from. */
export const CAPTCHA_TOKEN_HEADER = 'x-captcha-token'
