import { sanitizeText } from '../../supabase/functions/_shared/contact'

/** Removes everything that looks like an HTML tag, then trims: the contact form's rule, without a length cap. */
export function stripTagsAndTrim(value: string): string {
  return sanitizeText(value, Infinity)
}
