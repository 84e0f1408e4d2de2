// Serves the built SPA: hashed assets immutable for a year, files precompressed at build (brotli/gzip), index.html for client routes with an ETag.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import type { AppEnv } from './context'
import { bodyBytes, type Encoding, etagMatches, pickEncoding, weakEtag } from './lib/http-encoding'

const PWA_FILES = new Set(['/sw.js', '/registerSW.js', '/manifest.webmanifest'])

interface IndexHtml {
  etag: string
  identity: Buffer
  encoded: Partial<Record<Encoding, Buffer>>
}

// index.html and its .br/.gz twins (written by the build's compression plugin) are read once.
function loadIndex(webDistDir: string): IndexHtml {
  const file = path.join(webDistDir, 'index.html')
  const identity = readFileSync(file)
  const twin = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined)
  return { etag: weakEtag(identity), identity, encoded: { br: twin('.br'), gzip: twin('.gz') } }
}

export function webRoutes(webDistDir: string) {
  const app = new Hono<AppEnv>()
  const root = path.relative(process.cwd(), webDistDir) || '.'
  let indexHtml: IndexHtml | undefined

  if (!existsSync(webDistDir)) {
    return app.on(['GET', 'HEAD'], '*', (c) =>
      c.text('The web app is not built yet: run `npm run build`.', 503),
    )
  }
  // Caches must keep the brotli, gzip and plain copies of a file apart.
  app.use('*', async (c, next) => {
    await next()
    if (c.res.headers.has('Content-Encoding')) return
    if (!c.res.headers.get('Vary')) c.res.headers.set('Vary', 'Accept-Encoding')
  })
  // Set on the answer after serveStatic built it (a header set from its onFound hook is lost).
  app.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable')
  })
  app.use('/assets/*', serveStatic({ root, precompressed: true }))
  // A chunk of an older release is gone: a 404, not index.html parsed as a script and cached for a year.
  app.on(['GET', 'HEAD'], '/assets/*', (c) => c.text('Not found', 404))
  // The service worker and the manifest decide which release a phone runs: always checked with the server.
  app.use('*', async (c, next) => {
    await next()
    if (PWA_FILES.has(c.req.path) && c.res.ok) c.res.headers.set('Cache-Control', 'no-cache')
  })
  const files = serveStatic({ root, precompressed: true })
  // "/" and client routes get index.html below, with no-cache, so a new release is picked up at once.
  app.use('*', (c, next) =>
    c.req.path === '/' || c.req.path.endsWith('/') || c.req.path.endsWith('.html') ? next() : files(c, next),
  )
  app.on(['GET', 'HEAD'], '*', (c) => {
    try {
      indexHtml ??= loadIndex(webDistDir)
    } catch {
      return c.text('The web app is not built yet: run `npm run build`.', 503)
    }
    const headers: Record<string, string> = {
      'Cache-Control': 'no-cache',
      ETag: indexHtml.etag,
      Vary: 'Accept-Encoding',
    }
    if (etagMatches(c.req.header('If-None-Match'), indexHtml.etag)) return c.body(null, 304, headers)
    const encoding = pickEncoding(c.req.header('Accept-Encoding'))
    const encoded = encoding ? indexHtml.encoded[encoding] : undefined
    if (encoding && encoded) headers['Content-Encoding'] = encoding
    const bytes = encoded ?? indexHtml.identity
    headers['Content-Type'] = 'text/html; charset=UTF-8'
    headers['Content-Length'] = String(bytes.byteLength)
    return c.body(bodyBytes(bytes), 200, headers)
  })
  return app
}
