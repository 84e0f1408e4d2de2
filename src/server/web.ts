// Serves the built SPA: hashed assets cached for a year, other files as they are, index.html for client routes.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import type { AppEnv } from './context'

export function webRoutes(webDistDir: string) {
  const app = new Hono<AppEnv>()
  const root = path.relative(process.cwd(), webDistDir) || '.'
  let indexHtml: string | undefined
  const readIndex = () => {
    indexHtml ??= readFileSync(path.join(webDistDir, 'index.html'), 'utf8')
    return indexHtml
  }

  if (!existsSync(webDistDir)) {
    return app.on(['GET', 'HEAD'], '*', (c) =>
      c.text('The web app is not built yet: run `npm run build`.', 503),
    )
  }
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable')
      },
    }),
  )
  const files = serveStatic({ root })
  // "/" and client routes get index.html below, with no-cache, so a new release is picked up at once.
  app.use('*', (c, next) => (c.req.path === '/' || c.req.path.endsWith('/') ? next() : files(c, next)))
  app.on(['GET', 'HEAD'], '*', (c) => {
    let html: string
    try {
      html = readIndex()
    } catch {
      return c.text('The web app is not built yet: run `npm run build`.', 503)
    }
    c.header('Cache-Control', 'no-cache')
    return c.html(html)
  })
  return app
}
