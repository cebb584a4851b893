const HTML_TAG = /<[^>]*>/g

/** Removes everything that looks like an HTML tag, then trims. */
export function stripTagsAndTrim(value: string): string {
  return value.replace(HTML_TAG, '').trim()
}
