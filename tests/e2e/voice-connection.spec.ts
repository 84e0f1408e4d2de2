// The voice page's "Connected" follows the server: a network that silently stops carrying the socket, or a server
// that shuts down, shows within 2 s. The shutdown stops a server instance of its own, so the shared one keeps serving.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { PASSWORD } from './pages/account-api'
import { seedReturningVisitor } from './pages/returning-visitor'

/** The heartbeat's promise; the slack is a late timer on a busy machine and React's render. */
const LOST_WITHIN_MS = 2_000
const OBSERVE_SLACK_MS = 300

test.beforeEach(async ({ page }) => {
  await seedReturningVisitor(page)
})

async function signedIn(request: APIRequestContext, appUrl: string) {
  const email = `connection.${Date.now()}.${Math.round(Math.random() * 1e6)}@garden.test`
  const headers = { origin: appUrl }
  const signUp = await request.post(`${appUrl}/api/account/sign-up`, {
    headers,
    data: {
      email,
      displayName: 'connection',
      age: 40,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      language: 'en',
      consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
    },
  })
  expect(signUp.status()).toBe(201)
  const signIn = await request.post(`${appUrl}/api/auth/sign-in/email`, {
    headers,
    data: { email, password: PASSWORD },
  })
  expect(signIn.ok()).toBe(true)
}

/**
 * How long the status keeps saying "Connected" after `cut`, timed in the page (a MutationObserver), so Playwright's
 * polling adds nothing to the figure.
 */
async function msUntilNotConnected(page: Page, cut: () => void) {
  const status = page.getByRole('status').filter({ hasText: /^(Connected|Disconnected|Connection Failed)$/ })
  await expect(status).toHaveText('Connected', { timeout: 15_000 })
  await status.evaluate((element) => {
    const watched = window as unknown as { statusChangedAt?: number }
    new MutationObserver(() => {
      if (element.textContent !== 'Connected') watched.statusChangedAt ??= Date.now()
    }).observe(element, { childList: true, characterData: true, subtree: true })
  })
  const started = Date.now()
  cut()
  await expect(status).not.toHaveText('Connected', { timeout: LOST_WITHIN_MS + OBSERVE_SLACK_MS })
  const changedAt = await page.evaluate(
    () => (window as unknown as { statusChangedAt?: number }).statusChangedAt,
  )
  return (changedAt ?? Date.now()) - started
}

test('a network that silently stops carrying the voice socket shows as a connection problem within 2 s', async ({
  page,
  baseURL,
}) => {
  await signedIn(page.request, baseURL!)
  let cut = false
  // Between the page and the server: carries every frame until cut, then nothing either way, and closes nothing.
  await page.routeWebSocket(/\/functions\/v1\/realtime_session/, (socket) => {
    const server = socket.connectToServer()
    socket.onMessage((message) => {
      if (!cut) server.send(message)
    })
    server.onMessage((message) => {
      if (!cut) socket.send(message)
    })
  })
  await page.goto('/voice')
  const ms = await msUntilNotConnected(page, () => {
    cut = true
  })
  test.info().annotations.push({ type: 'status changed after (ms)', description: String(ms) })
  expect(ms).toBeLessThanOrEqual(LOST_WITHIN_MS + OBSERVE_SLACK_MS)
  await expect(page.getByRole('status').filter({ hasText: 'Connection Failed' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reconnect' })).toBeVisible()
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function startOwnServer(): Promise<{ url: string; process: ChildProcess; dataDir: string }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mochi-e2e-connection-'))
  const child = spawn('node', ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      SIGN_IN_LIMIT_PER_ADDRESS: '1000',
      SIGN_UP_LIMIT_PER_HOUR: '1000',
    },
    stdio: 'ignore',
  })
  const deadline = Date.now() + 45_000
  while (Date.now() < deadline) {
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return { url, process: child, dataDir }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill('SIGKILL')
  throw new Error('the second server did not start')
}

test('a server that shuts down shows as disconnected within 2 s', async ({ page }) => {
  test.setTimeout(90_000)
  const own = await startOwnServer()
  try {
    await signedIn(page.request, own.url)
    await page.goto(`${own.url}/voice`)
    const ms = await msUntilNotConnected(page, () => own.process.kill('SIGTERM'))
    test.info().annotations.push({ type: 'status changed after (ms)', description: String(ms) })
    await expect(
      page.getByRole('status').filter({ hasText: /^(Disconnected|Connection Failed)$/ }),
    ).toBeVisible()
  } finally {
    own.process.kill('SIGKILL')
    rmSync(own.dataDir, { recursive: true, force: true })
  }
})
