// Works in the garden without signal: once visited, the app shell, bee facts, lessons and games open with the
// browser offline; chat and voice say plainly that they need the connection.
import { expect, test } from './fixtures'
import { seedReturningVisitor } from './pages/returning-visitor'

test.use({ serviceWorkers: 'allow' })

test('a returning visitor opens facts, a lesson and the games offline; chat says it needs the connection', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  await seedReturningVisitor(page)
  await page.goto('/learning-hub')
  await expect(page.getByRole('button', { name: 'Mark as Learned' }).first()).toBeVisible()
  // The service worker has installed (precaching the shell and every route's code); after a reload it
  // controls the page and keeps a copy of the facts it reads.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await expect(page.getByRole('button', { name: 'Mark as Learned' }).first()).toBeVisible()
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  const firstFact = await page.locator('main h3').first().textContent()

  await context.setOffline(true)
  // Really offline: the page cannot reach the server.
  expect(
    await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'reached',
        () => 'unreachable',
      ),
    ),
  ).toBe('unreachable')

  // ...and neither can the service worker: what it shows comes from its copies.
  const [worker] = context.serviceWorkers()
  expect(
    await worker?.evaluate(() =>
      fetch('/api/health').then(
        () => 'reached',
        () => 'unreachable',
      ),
    ),
  ).toBe('unreachable')

  await page.goto('/learning-hub')
  await expect(page.getByRole('button', { name: 'Mark as Learned' }).first()).toBeVisible()
  await expect(page.locator('main h3').first()).toHaveText(firstFact ?? '')
  await expect(page.locator('#game-button-bee-trivia')).toBeVisible()
  await expect(page.locator('#game-button-flower-match')).toBeVisible()

  await page.goto('/learning/bee-basics')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.goto('/chat')
  await expect(
    page.getByRole('status').filter({ hasText: 'Chatting with Mochi needs an internet connection.' }),
  ).toBeVisible()
  await page.goto('/voice')
  await expect(
    page.getByRole('status').filter({ hasText: 'Talking with Mochi needs an internet connection.' }),
  ).toBeVisible()
})

test('online, chat shows no connection notice', async ({ page }) => {
  await seedReturningVisitor(page)
  await page.goto('/chat')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('needs an internet connection')).toHaveCount(0)
})

test('a fact learned offline is kept on the device and saved once when the connection returns', async ({
  page,
  context,
}) => {
  await seedReturningVisitor(page)
  await page.goto('/learning-hub')
  const markButtons = page.getByRole('button', { name: 'Mark as Learned' })
  await expect(markButtons.first()).toBeVisible()
  await expect(page.getByRole('progressbar', { name: /: 1 of \d+ facts learned/ })).toHaveCount(0)

  await context.setOffline(true)
  await markButtons.first().click()
  await expect(page.getByText('No connection: saved on this device')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('mochi_offline_events'))).toContain(
    'progress/learned',
  )

  await context.setOffline(false)
  await expect(page.getByRole('progressbar', { name: /: 1 of \d+ facts learned/ })).toHaveCount(1, {
    timeout: 15_000,
  })
  expect(await page.evaluate(() => localStorage.getItem('mochi_offline_events'))).toBeNull()
  // Saved on the server, once.
  await page.reload()
  await expect(page.getByRole('progressbar', { name: /: 1 of \d+ facts learned/ })).toHaveCount(1)
})
