// The app shell of a returning visitor: side menu and its panels, outdoor mode, language switch,
// decorations, and WCAG 2 AA checks of the first screens.
import { STORAGE_KEYS } from '../../src/shared/storage-keys'
import { expect, test } from './fixtures'
import { wcagViolations } from './pages/accessibility'
import { FirstVisitPage } from './pages/first-visit-page'
import { seedReturningVisitor } from './pages/returning-visitor'
import { ShellPage } from './pages/shell-page'

test.describe('returning visitor', () => {
  test.beforeEach(async ({ page }) => {
    await seedReturningVisitor(page)
  })

  test('the side menu leads to Technical Details, System Help and About Mochi', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/')
    const menu = await shell.openMenu()
    await expect(menu.getByRole('link', { name: 'Technical Details' })).toBeVisible()
    await expect(menu.getByRole('button', { name: 'System Help', exact: true })).toBeVisible()
    await expect(menu.getByRole('button', { name: 'About Mochi', exact: true })).toBeVisible()

    await menu.getByRole('link', { name: 'Technical Details' }).click()
    await expect(page).toHaveURL('/technical-details')
    await expect(page.getByRole('heading', { level: 1, name: 'Technical Details' })).toBeVisible()
    await expect(shell.menu).toHaveCount(0)
  })

  test('System Help shows the real server and database status', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/')
    const help = await shell.openMenuPanel('System Help')
    const database = help.getByRole('listitem').filter({ hasText: 'Garden server and database' })
    await expect(database).toContainText(/Connected \(pglite, \d+(\.\d+)? ms\)/)
    await expect(help.getByRole('listitem').filter({ hasText: 'Internet' })).toContainText('Online')
  })

  test('About Mochi shows English and Spanish side by side', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/')
    const about = await shell.openMenuPanel('About Mochi')
    await expect(about.getByRole('heading', { name: 'English', exact: true })).toBeVisible()
    await expect(about.getByRole('heading', { name: 'Español', exact: true })).toBeVisible()
    await expect(about.getByRole('region', { name: 'Español' })).toContainText('Polinización')
    await expect(about.getByRole('region', { name: 'English' })).toContainText('Pollination')
  })

  test('outdoor mode turns the page black with high contrast and survives a reload', async ({ page }) => {
    const shell = new ShellPage(page)
    await page.goto('/')
    await expect(shell.homeHeading).toBeVisible()
    expect(await shell.bodyBackground()).not.toBe('rgb(0, 0, 0)')

    await shell.outdoorToggle.click()
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high')
    await expect(shell.outdoorToggle).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => shell.bodyBackground()).toBe('rgb(0, 0, 0)')

    await page.reload()
    await expect(shell.homeHeading).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high')
    expect(await shell.bodyBackground()).toBe('rgb(0, 0, 0)')

    await shell.outdoorToggle.click()
    await expect(page.locator('html')).not.toHaveAttribute('data-contrast', 'high')
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.outdoorMode)).toBe('off')
  })

  test('the language switch changes the whole shell to Spanish and back', async ({ page }) => {
    const english = new ShellPage(page, 'en')
    const spanish = new ShellPage(page, 'es')
    await page.goto('/')
    await english.expectHome()

    await english.languageSwitch.click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await spanish.expectHome()

    await page.reload()
    await spanish.expectHome()

    await spanish.languageSwitch.click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await english.expectHome()
  })

  test('wide screens float eight decorations, and none when motion is reduced', async ({ page }) => {
    // A fast device with no motion preference: the decorations are the only variable under test.
    await page.addInitScript(() => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 8 }))
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    const decorations = page.getByTestId('decorations')
    await page.goto('/')
    await expect(decorations.locator('> *')).toHaveCount(8)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect(decorations).toHaveCount(0)
  })
})

test.describe('accessibility (WCAG 2 A and AA)', () => {
  test('the landing screen and the registration form', async ({ page }) => {
    const flow = new FirstVisitPage(page)
    await flow.goto()
    await expect(flow.startButton()).toBeVisible()
    expect(await wcagViolations(page), 'landing').toEqual([])

    await flow.start()
    await flow.chooseLanguage('en')
    expect(await wcagViolations(page), 'registration form').toEqual([])
  })

  test('the home page, in the normal theme and in outdoor mode', async ({ page }) => {
    await seedReturningVisitor(page)
    const shell = new ShellPage(page)
    await page.goto('/')
    await shell.expectHome()
    expect(await wcagViolations(page), 'home').toEqual([])

    await shell.outdoorToggle.click()
    await expect.poll(() => shell.bodyBackground()).toBe('rgb(0, 0, 0)')
    expect(await wcagViolations(page), 'home in outdoor mode').toEqual([])
  })
})
