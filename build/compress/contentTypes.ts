/** The media types of the files a build has, by extension. */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

/** The text files, which compress; images in binary formats already are. */
export const TEXT_EXTENSIONS = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest'])
