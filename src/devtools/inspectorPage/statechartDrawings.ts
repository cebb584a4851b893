/** The committed statecharts of docs/machines/ (`npm run machines:report`), as SVG text by machine id. */
const files = import.meta.glob<string>('../../../docs/machines/*.svg', { query: '?raw', import: 'default', eager: true })

export const statechartDrawings: ReadonlyMap<string, string> = new Map(
  Object.entries(files).map(([path, svg]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), svg]),
)
