// Bundles the server (dist/server/main.js) and the pool worker (dist/server/worker.js) with their npm dependencies.
// One file per thread starts faster and lighter than Node resolving, reading and compiling some two thousand
// package files one by one (bench/startup.ts); tree shaking also drops the parts of the libraries we never call.
import { mkdir, writeFile } from 'node:fs/promises'
import { build } from 'esbuild'

// Left to node_modules: packages that load files next to their own code (WebAssembly, data, native addons,
// worker scripts), and optional native helpers that may be absent.
const EXTERNAL = [
  '@electric-sql/pglite',
  '@echogarden/fvad-wasm',
  '@resvg/resvg-js',
  '@breezystack/lamejs',
  'espeak-ng',
  'ogg-opus-decoder',
  'opus-decoder',
  'piscina',
  'pino',
  'bufferutil',
  'utf-8-validate',
  'pg-native',
]

const result = await build({
  entryPoints: ['src/server/main.ts', 'src/server/workers/worker.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: EXTERNAL,
  // The CommonJS packages inside the ESM bundle still call require() for Node's own modules.
  banner: {
    js: 'import { createRequire as __mochiCreateRequire } from "node:module"; const require = __mochiCreateRequire(import.meta.url);',
  },
  // Whitespace and syntax only: names stay as written, so logs and stack traces read as the source.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: true,
  // Without the sources inside, the map `--enable-source-maps` holds in memory is a fraction of the size.
  sourcesContent: false,
  entryNames: '[name]',
  outdir: 'dist/server',
  write: false,
  logLevel: 'warning',
})

/**
 * esbuild escapes non-ASCII characters in strings but not in regular expression literals; one "’" would make V8
 * keep the whole multi-megabyte source as two bytes per character. `\uXXXX` means the same inside a regex.
 */
const asciiOnly = (text) =>
  text.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

// write: false leaves creating the folder to us (a fresh clone has no dist/server yet).
await mkdir('dist/server', { recursive: true })
for (const file of result.outputFiles) {
  await writeFile(file.path, file.path.endsWith('.js') ? asciiOnly(file.text) : file.contents)
}
