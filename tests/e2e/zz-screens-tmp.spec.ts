// Temporary: screenshots for visual review (not committed).
import { expect, test } from './fixtures'
import { seedReturningVisitor } from './pages/returning-visitor'

for (const width of [375, 1280]) {
  test(`screens at ${width}`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: width === 375 ? 667 : 800 })
    await seedReturningVisitor(page)
    await page.goto('/')
    await page.waitForTimeout(800)
    const close = page.getByRole('button', { name: /close|cerrar|accept|reject|decline|only necessary/i }).first()
    if (await close.isVisible().catch(() => false)) await close.click().catch(() => undefined)
    await page.screenshot({ path: `.tmp/screens/home-${width}.png`, fullPage: width === 1280 })
    await page.goto('/learning-hub')
    await expect(page.getByText('Lessons', { exact: true })).toBeVisible()
    await page.screenshot({ path: `.tmp/screens/hub-top-${width}.png` })
    await page.locator('#games').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `.tmp/screens/games-${width}.png` })
    await page.locator('#game-button-bee-dance-decoder').click()
    await page.getByRole('button', { name: 'Start Game' }).click()
    await page.getByRole('group').getByRole('button').first().click()
    await page.screenshot({ path: `.tmp/screens/dance-${width}.png` })
    await page.goto('/learning/bee-talk')
    await page.screenshot({ path: `.tmp/screens/lesson-${width}.png` })
  })
}
