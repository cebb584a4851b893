/** Token hashes of the form the auth server writes into the sign-up and recovery mails (56 hex characters). */
export const TOKEN_HASH = 'bfe6fd0c279ff0096c16e037f805f510e03693f41e35dc7d0e1809b0'
export const OTHER_TOKEN_HASH = 'a39bfb6f283eeb94e3a930974284836284e946684aab218aea8b3ac2'
