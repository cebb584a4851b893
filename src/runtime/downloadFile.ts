/** Hands `text` to the browser as a download named `name`, as JSON. */
export function downloadFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click's task, once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url))
}
