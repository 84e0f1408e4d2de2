// The phone layout (390 × 844): the desktop nav is hidden, the menu sheet carries the navigation, and the
// decorations are fewer (or none with reduced motion).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { FirstVisitPage } from './pages/first-visit-page'
import { seedReturningVisitor } from './pages/returning-visitor'
import { ShellPage } from './pages/shell-page'

// The same phone as the 'mobile' project, so the file means the same in any project that picks it up.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/** The page's full width: wider than the screen means the visitor has to scroll sideways. */
function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth)
}

test.describe('returning visitor on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await seedReturningVisitor(page)
  })

  test('the menu sheet replaces the hidden desktop navigation', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/')
    await expect(shell.homeHeading).toBeVisible()
    await expect(shell.mainNav).toBeHidden()

    const menu = await shell.openMenu()
    for (const name of shell.text.navLinks) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await menu.getByRole('link', { name: 'Voice', exact: true }).click()
    await expect(page).toHaveURL('/voice')
    await expect(shell.menu).toHaveCount(0)
  })

  test('decorations follow this device: none with reduced motion, at most three otherwise', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(new ShellPage(page).homeHeading).toBeVisible()
    const reduced = await page.evaluate(() => document.documentElement.dataset.reducedMotion)
    const decorations = page.getByTestId('decorations')
    if (reduced === 'true') {
      await expect(decorations).toHaveCount(0)
    } else {
      expect(reduced).toBe('false')
      await expect(decorations).toHaveCount(1)
      expect(await decorations.locator('> *').count()).toBeLessThanOrEqual(3)
    }
  })

  test('a fast phone floats three decorations, and none once reduced motion is asked for', async ({
    page,
  }) => {
    // Pretends to be a fast phone, so motion is reduced only when the test asks for it.
    await page.addInitScript(() => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 8 }))
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-reduced-motion', 'false')
    const decorations = page.getByTestId('decorations')
    await expect(decorations.locator('> *')).toHaveCount(3)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect(decorations).toHaveCount(0)
  })

  test('the page never scrolls sideways, in English or in Spanish', async ({ page }) => {
    const english = new ShellPage(page, 'en')
    const spanish = new ShellPage(page, 'es')
    await page.goto('/')
    await expect(english.homeHeading).toBeVisible()
    expect(await pageWidth(page), 'English page width').toBe(390)
    await expect(english.languageSwitch).toBeInViewport({ ratio: 1 })

    await english.languageSwitch.click()
    await expect(spanish.homeHeading).toBeVisible()
    expect(await pageWidth(page), 'Spanish page width').toBe(390)
    await expect(spanish.menuButton).toBeInViewport({ ratio: 1 })
  })
})

test('a new visitor can finish the first visit on a phone', async ({ page }) => {
  const flow = new FirstVisitPage(page)
  const shell = new ShellPage(page)
  await flow.goto()
  await flow.start()
  await flow.chooseLanguage('en')
  const response = await flow.register('phone@garden.test', '27')
  expect(response.status()).toBe(201)
  await flow.completeOnboarding()
  await expect(shell.homeHeading).toBeVisible()
  await expect(shell.mainNav).toBeHidden()
  await expect(shell.menuButton).toBeVisible()
  await expect(shell.footer).toContainText(shell.text.builtBy)
})
