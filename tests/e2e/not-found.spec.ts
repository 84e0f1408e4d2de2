// Unknown paths show the not-found screen and log a 404; client routes load directly through the SPA fallback.
import { expect, test } from './fixtures'
import { NotFoundPage } from './pages/not-found-page'
import { seedReturningVisitor } from './pages/returning-visitor'
import { ShellPage } from './pages/shell-page'

test.beforeEach(async ({ page }) => {
  await seedReturningVisitor(page)
})

test('an unknown path shows 404 inside the shell, logs it, and leads back to the garden', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const notFound = new NotFoundPage(page)
  const shell = new ShellPage(page)

  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(200)
  await expect(notFound.code).toBeVisible()
  await expect(notFound.message).toBeVisible()
  await shell.expectShell()
  await expect
    .poll(() => errors.filter((text) => text.includes('404') && text.includes('/no-such-page')))
    .toHaveLength(1)

  await notFound.returnLink.click()
  await expect(page).toHaveURL('/')
  await expect(shell.homeHeading).toBeVisible()
})

test('a client route loads directly and survives a reload', async ({ page }) => {
  const heading = page.getByRole('heading', { level: 1, name: 'Technical Details' })
  const response = await page.goto('/technical-details')
  expect(response?.status()).toBe(200)
  expect(response?.headers()['content-type']).toContain('text/html')
  await expect(heading).toBeVisible()
  await page.reload()
  await expect(heading).toBeVisible()
  await new ShellPage(page).expectShell()
})

test('unknown API paths are JSON 404s, not the web app', async ({ request }) => {
  const response = await request.get('/api/no-such-thing')
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type']).toContain('application/json')
})
