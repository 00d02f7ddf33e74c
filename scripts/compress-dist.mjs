// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text or wasm
// file worth compressing, so the server sends phones compressed bytes without compressing on
// each request (@fastify/static's preCompressed picks the best one the browser accepts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = path.resolve(process.argv[2] ?? 'dist')
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|wasm|txt|xml|vtt)$/
/** Below this, compression saves too little to be worth a second file. */
const MIN_BYTES = 1024

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else yield full
  }
}

let written = 0
let before = 0
let after = 0
for (const file of files(root)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue
  const bytes = readFileSync(file)
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })
  writeFileSync(`${file}.br`, brotli)
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
  written++
  before += bytes.length
  after += brotli.length
}
console.log(
  `Compressed ${written} files: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB with brotli.`,
)
