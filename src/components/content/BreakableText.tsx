/**
 * A value that may be too long for its line, such as an e-mail address: it may break after its '@'
 * (and nowhere inside a domain, unless even that part does not fit).
 */
export function BreakableText({ text }: { text: string }) {
  const at = text.indexOf('@')
  if (at < 0) return text
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  )
}
