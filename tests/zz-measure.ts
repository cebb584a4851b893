import { measureFirstLoad } from '../scripts/bench'
for (const path of ['/', '/auth', '/kontakt']) {
  const m = await measureFirstLoad(path as never)
  console.log(path, JSON.stringify({ js: m.js, jsToHydrate: m.jsToHydrate, css: m.css, html: m.html }))
}
