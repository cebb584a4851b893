import { gzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'
import { measureFirstLoad } from '../scripts/bench'
for (const path of ['/', '/auth']) {
  const m = await measureFirstLoad(path as never)
  console.log(path, m.js, m.jsToHydrate)
  for (const s of m.scripts) console.log('   ', s, gzipSync(readFileSync('dist/' + s), { level: 9 }).length)
}
