// The full-page error fallback (spec 2.9): exact strings, Try Again recovers in place, Go Home reloads the root.
import { expect, test } from './fixtures'
import { ErrorFallbackPage } from './pages/error-fallback-page'
import { seedReturningVisitor } from './pages/returning-visitor'
import { ShellPage } from './pages/shell-page'

test('a crash shows the fallback; Try Again returns to the app and Go Home reloads the root', async ({
  page,
}) => {
  await seedReturningVisitor(page)
  const fallback = new ErrorFallbackPage(page)
  const shell = new ShellPage(page)
  await page.goto('/technical-details')
  await shell.expectShell()

  await fallback.crash('Test explosion')
  await expect(fallback.alert).toBeVisible()
  await expect(fallback.alert).toContainText(fallback.text.subtitle)
  await expect(fallback.alert.getByRole('heading', { name: fallback.text.details })).toBeVisible()
  await expect(fallback.alert).toContainText('Test explosion')
  await expect(fallback.alert).toContainText(fallback.text.footer)
  await expect(shell.mainNav).toHaveCount(0)

  await fallback.tryAgainButton.click()
  await expect(fallback.alert).toHaveCount(0)
  await shell.expectShell()
  await expect(page).toHaveURL('/technical-details')

  // A full reload clears this marker; client-side navigation would keep it.
  await page.evaluate(() => Object.assign(window, { beforeGoHome: true }))
  await fallback.crash('Second explosion')
  await expect(fallback.alert).toContainText('Second explosion')
  await fallback.goHomeButton.click()
  await expect(page).toHaveURL('/')
  await shell.expectHome()
  expect(await page.evaluate(() => 'beforeGoHome' in window)).toBe(false)
})

test('the fallback speaks Spanish to a Spanish-speaking family', async ({ page }) => {
  await seedReturningVisitor(page, { language: 'es' })
  const fallback = new ErrorFallbackPage(page, 'es')
  await page.goto('/')
  await expect(new ShellPage(page, 'es').homeHeading).toBeVisible()
  await fallback.crash('Explosión de prueba')
  await expect(fallback.alert).toContainText(fallback.text.subtitle)
  await expect(fallback.alert).toContainText(fallback.text.details)
  await expect(fallback.alert).toContainText(fallback.text.footer)
  await expect(fallback.tryAgainButton).toBeVisible()
  await expect(fallback.goHomeButton).toBeVisible()
})
