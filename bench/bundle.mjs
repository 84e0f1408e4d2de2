// Bundle-size benchmark: what the first visit to / loads (gzip) and every route's bytes on the wire, against a blank Vite + React floor.
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, extname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const DEFAULT_DIST = 'dist/web'
const TARGET_RATIO = 2.5
const JS_EXT = new Set(['.js', '.mjs'])

// Budgets of bytes on the wire (issue 17): / at most twice the blank app's /, every other route 180 kB.
const HOME_WIRE_RATIO = 2
const ROUTE_WIRE_BUDGET = 180_000
const WIRE_ROUTES = ['/', '/chat', '/voice', '/learning-hub', '/dashboard', '/learning/bee-basics', '/status']
const COMPRESSION = {
  include: /\.(html|css|js|mjs|json|svg|webmanifest|txt|xml)$/,
  threshold: 1024,
  algorithms: ['brotliCompress', 'gzip'],
  logLevel: 'silent',
}

const USAGE = `usage: node bench/bundle.mjs [--no-build] [--dist <dir>] [--no-wire]

  --no-build     reuse an existing build if <dir>/index.html exists (default: run \`npx vite build\`)
  --dist <dir>   built app to measure (default: ${DEFAULT_DIST}); a custom dir needs --no-build
  --no-wire      skip bytes on the wire (which start the built server and open each route in chromium)`

const parseCli = () => {
  try {
    const { values } = parseArgs({
      options: {
        'no-build': { type: 'boolean', default: false },
        'no-wire': { type: 'boolean', default: false },
        dist: { type: 'string', default: DEFAULT_DIST },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
    return values
  } catch (err) {
    console.error(`${err.message}\n\n${USAGE}`)
    process.exit(2)
  }
}

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
const posix = (p) => p.split(sep).join('/')
const sum = (files) => files.reduce((total, f) => total + f.gzip, 0)

// Attributes of every <script> and <link> tag in an HTML document.
const htmlTags = (html) => {
  const tags = []
  for (const [, name, attrText] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = {}
    for (const [, key, dq, sq, bare] of attrText.matchAll(
      /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
    )) {
      attrs[key.toLowerCase()] = dq ?? sq ?? bare ?? ''
    }
    tags.push({ name: name.toLowerCase(), attrs })
  }
  return tags
}

// Map a URL found in the HTML or a chunk to a file in distDir; null for external URLs.
const urlToFile = (url, fromDir, distDir) => {
  if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(url)) return null
  const path = decodeURIComponent(url.replace(/[?#].*$/, ''))
  return path.startsWith('/') ? join(distDir, path) : resolve(fromDir, path)
}

// Static import/export-from specifiers of an ES module; dynamic import() is lazy and skipped.
const staticImports = (code) => {
  try {
    return parseAst(code)
      .body.filter((node) => node.source && typeof node.source.value === 'string')
      .map((node) => node.source.value)
  } catch {
    const re = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$\s{},*]*?from\s*)?(["'])([^"'\n]+)\1/g
    return [...code.matchAll(re)].map((m) => m[2])
  }
}

// Files the first visit loads: entry scripts, modulepreloads, stylesheets, plus static imports of JS.
const initialFiles = (distDir) => {
  const htmlFile = join(distDir, 'index.html')
  const js = new Set()
  const css = new Set()
  const missing = new Set()
  const queue = []
  const addJs = (file) => {
    if (!file || js.has(file)) return
    if (!existsSync(file)) return missing.add(file)
    js.add(file)
    queue.push(file)
  }
  for (const { name, attrs } of htmlTags(readFileSync(htmlFile, 'utf8'))) {
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/)
    if (name === 'script' && attrs.src) addJs(urlToFile(attrs.src, distDir, distDir))
    if (name === 'link' && attrs.href && rel.includes('modulepreload')) {
      addJs(urlToFile(attrs.href, distDir, distDir))
    }
    if (name === 'link' && attrs.href && rel.includes('stylesheet')) {
      const file = urlToFile(attrs.href, distDir, distDir)
      if (file && existsSync(file)) css.add(file)
      else if (file) missing.add(file)
    }
  }
  while (queue.length > 0) {
    const file = queue.shift()
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      // Bare specifiers would be externals the browser cannot load; only follow paths.
      if (/^(\.{1,2}\/|\/)/.test(spec)) addJs(urlToFile(spec, dirname(file), distDir))
    }
  }
  const measure = (files) =>
    [...files]
      .map((file) => ({ file: posix(relative(distDir, file)), gzip: gzipBytes(file) }))
      .sort((a, b) => b.gzip - a.gzip)
  return {
    js: measure(js),
    css: measure(css),
    jsSet: js,
    missing: [...missing].map((f) => posix(relative(distDir, f))),
  }
}

const listJs = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && JS_EXT.has(extname(e.name)))
        .map((e) => join(e.parentPath ?? e.path, e.name))
    : []

const buildFloor = async (compression) => {
  const tmpParent = join(ROOT, '.tmp')
  const hadTmpParent = existsSync(tmpParent)
  mkdirSync(tmpParent, { recursive: true })
  const dir = mkdtempSync(join(tmpParent, 'bundle-floor-'))
  try {
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html>\n<html lang="en">\n  <head><meta charset="UTF-8" /><title>floor</title></head>\n' +
        '  <body>\n    <div id="root"></div>\n    <script type="module" src="./main.jsx"></script>\n' +
        '  </body>\n</html>\n',
    )
    writeFileSync(
      join(dir, 'main.jsx'),
      "import { createRoot } from 'react-dom/client'\n\n" +
        "createRoot(document.getElementById('root')).render(<h1>Hello</h1>)\n",
    )
    const outDir = join(dir, 'dist')
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      cacheDir: join(dir, '.vite'),
      // The same precompression as the app (vite.config.ts), so bytes on the wire compare like with like.
      plugins: [react(), compression(COMPRESSION)],
      build: { outDir, target: 'es2022', emptyOutDir: true },
    })
    return { ...initialFiles(outDir), outDir, cleanup }
  } catch (error) {
    cleanup()
    throw error
  }
  function cleanup() {
    rmSync(dir, { recursive: true, force: true })
    if (!hadTmpParent) {
      // Only removes .tmp if we created it and nothing else landed there meanwhile.
      try {
        rmdirSync(tmpParent)
      } catch {}
    }
  }
}

const buildApp = () => {
  const started = performance.now()
  console.error('building app: npx vite build ...')
  const res = spawnSync('npx', ['vite', 'build'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (res.status !== 0) {
    const output = `${res.stdout ?? ''}${res.stderr ?? ''}${res.error ? `\n${res.error.message}` : ''}`
    // The first error is at the top; the tail is mostly a stack trace.
    const lines = output.trimEnd().split('\n')
    console.error(lines.slice(0, 30).join('\n'))
    if (lines.length > 30) {
      console.error(`... ${lines.length - 30} more lines: run \`npx vite build\` for all`)
    }
    return false
  }
  console.error(`app built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return true
}

const opts = parseCli()
if (opts.help) {
  console.log(USAGE)
  process.exit(0)
}

const distDir = resolve(process.cwd(), opts.dist)
const customDist = distDir !== resolve(ROOT, DEFAULT_DIST)
const haveBuild = existsSync(join(distDir, 'index.html'))
const mustBuild = !(opts['no-build'] && haveBuild)
if (mustBuild && customDist) {
  console.error(
    haveBuild
      ? `--dist ${opts.dist} only measures an existing build: add --no-build (vite build writes ${DEFAULT_DIST})`
      : `no index.html in ${distDir}`,
  )
  process.exit(2)
}

// Imported after argument checks so --help and usage errors stay fast.
const { build, parseAst } = await import('vite')
const { default: react } = await import('@vitejs/plugin-react')
const { compression } = await import('vite-plugin-compression2')

const floorStarted = performance.now()
const floor = await buildFloor(compression)
console.error(`floor built in ${((performance.now() - floorStarted) / 1000).toFixed(1)} s`)
const floorJs = sum(floor.js)
const floorCss = sum(floor.css)

if (mustBuild && !buildApp()) {
  floor.cleanup()
  console.log(`blank Vite + React floor: ${kB(floorJs)} js, ${kB(floorCss)} css`)
  console.log('app build FAILED (see output above); no app figures')
  console.log(
    `BENCH_JSON ${JSON.stringify({ floor: { js: floorJs, css: floorCss }, error: 'app build failed' })}`,
  )
  process.exit(1)
}

const app = initialFiles(distDir)
const appJs = sum(app.js)
const appCss = sum(app.css)
const ratio = floorJs > 0 ? appJs / floorJs : Number.POSITIVE_INFINITY
const ratioOk = ratio <= TARGET_RATIO
const lazy = listJs(join(distDir, 'assets'))
  .filter((file) => !app.jsSet.has(file))
  .map((file) => ({ file: posix(relative(distDir, file)), gzip: gzipBytes(file) }))
  .sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file))

const W = 20
const row = (label, js, css) => `${label.padEnd(W)}${js.padStart(10)}${css.padStart(10)}`
// File paths are relative to the dist dir; the listing drops the common assets/ prefix.
const listing = (files, indent = '  ') => {
  const named = files.map((f) => ({ ...f, name: f.file.replace(/^assets\//, '') }))
  const width = Math.max(0, ...named.map((f) => f.name.length))
  return named.map((f) => `${indent}${f.name.padEnd(width)}  ${kB(f.gzip).padStart(9)}`)
}

const lines = [
  row('bundle (gzip)', 'js', 'css'),
  row('blank Vite + React', kB(floorJs), kB(floorCss)),
  row("Mochi's Garden /", kB(appJs), kB(appCss)),
  `${'initial JS / floor'.padEnd(W)}${`${ratio.toFixed(2)}x`.padStart(10)}  (target ≤ ${TARGET_RATIO}x) ${ratioOk ? 'ok' : 'MISSED'}`,
  `initial files: ${app.js.length + app.css.length}`,
  ...listing([...app.js, ...app.css]),
  `lazy chunks: ${lazy.length}`,
  ...listing(lazy),
]
if (app.missing.length > 0) lines.push(`missing (referenced but not found): ${app.missing.join(', ')}`)
console.log(lines.join('\n'))

const json = {
  unit: 'bytes gzip -9',
  dist: posix(relative(ROOT, distDir)) || '.',
  built: mustBuild,
  floor: { js: floorJs, css: floorCss, files: [...floor.js, ...floor.css] },
  app: { js: appJs, css: appCss, files: [...app.js, ...app.css], missing: app.missing },
  ratio: Number(ratio.toFixed(4)),
  target: TARGET_RATIO,
  ok: ratioOk,
  lazy: { count: lazy.length, files: lazy },
}
if (!opts['no-wire']) {
  try {
    json.wire = await measureWire()
  } finally {
    floor.cleanup()
  }
} else floor.cleanup()
console.log(`BENCH_JSON ${JSON.stringify(json)}`)
// The per-route budgets of bytes on the wire are enforced: a route over its budget fails the bench.
const overBudget = (json.wire?.routes ?? []).filter((route) => !route.ok)
if (overBudget.length > 0) {
  console.error(`over budget: ${overBudget.map((route) => route.path).join(', ')}`)
  process.exit(3)
}

// Bytes on the wire: the built server (compression, caching) serves the floor, then the app, to chromium.
async function measureWire() {
  if (mustBuild || !existsSync(join(ROOT, 'dist/server/main.js'))) {
    const res = spawnSync('npm', ['run', 'build:server'], { cwd: ROOT, encoding: 'utf8' })
    if (res.status !== 0) throw new Error(`npm run build:server failed:\n${res.stderr}`)
  }
  const { startServer, measureRoute, launchChromium } = await import('./lib/wire-bytes.mjs')
  const { tsImport } = await import('tsx/esm/api')
  const { STORAGE_KEYS } = await tsImport('../src/shared/storage-keys.ts', import.meta.url)
  // A visitor who finished the first-visit flow (tests/e2e/pages/returning-visitor.ts): app routes, not the tour.
  const returning = {
    [STORAGE_KEYS.hasVisited]: 'true',
    [STORAGE_KEYS.selectedLanguage]: 'en',
    [STORAGE_KEYS.languageSelected]: 'true',
    [STORAGE_KEYS.onboardingCompleted]: 'true',
    [STORAGE_KEYS.userRegistration]: JSON.stringify({
      email: 'bench@garden.test',
      age: 35,
      language: 'en',
      registeredAt: '2026-01-01T10:00:00.000Z',
      device_info: { userAgent: 'bench', screenSize: '390x844', browserLanguage: 'en', timezone: 'UTC' },
      utm_params: {
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
      },
      referral_source: 'direct',
      user_agent: 'bench',
    }),
  }
  const browser = await launchChromium()
  try {
    const floorServer = await startServer(ROOT, floor.outDir)
    let floorWire
    try {
      floorWire = await measureRoute(browser, floorServer.url, '/')
    } finally {
      await floorServer.stop()
    }
    const appServer = await startServer(ROOT, distDir)
    const routes = []
    try {
      for (const path of WIRE_ROUTES) {
        // "/" is measured as a first visit (landing); the others as a returning visitor opening that link.
        routes.push(await measureRoute(browser, appServer.url, path, path === '/' ? undefined : returning))
      }
    } finally {
      await appServer.stop()
    }
    const budgetOf = (path) => (path === '/' ? HOME_WIRE_RATIO * floorWire.bytes : ROUTE_WIRE_BUDGET)
    const out = [
      '',
      'bytes on the wire (built server, brotli as chromium asks; html+js+css+images, no API data; empty cache):',
      `budgets: / ≤ ${HOME_WIRE_RATIO}x the blank app (${kB(HOME_WIRE_RATIO * floorWire.bytes)}), every other route ≤ ${kB(ROUTE_WIRE_BUDGET)}`,
      `${'route'.padEnd(22)}${'wire'.padStart(10)}${'js'.padStart(10)}${'files'.padStart(7)}${'x floor'.padStart(9)}  budget`,
      `${'blank Vite + React /'.padEnd(22)}${kB(floorWire.bytes).padStart(10)}${kB(floorWire.js).padStart(10)}${String(floorWire.files).padStart(7)}${'1.00x'.padStart(9)}`,
    ]
    for (const route of routes) {
      const budget = budgetOf(route.path)
      const ok = route.bytes <= budget
      const label = route.path === '/' ? `≤ ${HOME_WIRE_RATIO}x floor` : `≤ ${kB(budget)}`
      out.push(
        `${route.path.padEnd(22)}${kB(route.bytes).padStart(10)}${kB(route.js).padStart(10)}${String(route.files).padStart(7)}${`${(route.bytes / floorWire.bytes).toFixed(2)}x`.padStart(9)}  ${label} ${ok ? 'ok' : 'MISSED'}`,
      )
      route.budget = budget
      route.ok = ok
    }
    console.log(out.join('\n'))
    return { floor: floorWire, routes }
  } finally {
    await browser.close()
  }
}
