// Bytes on the wire of a route's first load: the built server (compression on) opened in Debian chromium.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const CHROMIUM = '/usr/bin/chromium'

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })

/** Starts dist/server/main.js serving `webDistDir` on loopback; resolves once /api/health answers. */
export async function startServer(root, webDistDir) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'mochi-wire-'))
  const child = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      CHAT_PROVIDER: 'local',
      REASONING_PROVIDER: 'local',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) break
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error('the server did not become healthy in 60 s')
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', () => {
        rmSync(dataDir, { recursive: true, force: true })
        resolve()
      })
      child.kill('SIGTERM')
    })
  return { url, stop }
}

/**
 * Opens `path` in a fresh browser context (empty cache) and sums what crossed the wire until the network was
 * idle: response bodies as sent (compressed) plus headers, of same-origin files; API calls (/api, /functions)
 * are data, not the bundle, and are counted apart.
 */
export async function measureRoute(browser, baseUrl, path, localStorageValues) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  if (localStorageValues) {
    await context.addInitScript((values) => {
      for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value)
    }, localStorageValues)
  }
  const page = await context.newPage()
  const files = []
  const pending = []
  page.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then((sizes) => {
        const url = new URL(request.url())
        if (url.origin !== baseUrl) return
        files.push({
          path: url.pathname,
          type: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          data: /^\/(api|functions)\//.test(url.pathname),
        })
      }),
    )
  })
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
  await Promise.all(pending)
  await context.close()
  const bundle = files.filter((f) => !f.data)
  const sum = (list) => list.reduce((total, f) => total + f.bytes, 0)
  return {
    path,
    bytes: sum(bundle),
    files: bundle.length,
    js: sum(bundle.filter((f) => f.type === 'script')),
    apiBytes: sum(files.filter((f) => f.data)),
    largest: bundle.sort((a, b) => b.bytes - a.bytes).slice(0, 5),
    list: bundle,
  }
}

export async function launchChromium() {
  const { chromium } = await import('playwright-core')
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  })
}
