// A new visitor's first visit (spec 2.2): Start Adventure → language → registration → onboarding → home.
import { STORAGE_KEYS } from '../../src/shared/storage-keys'
import { expect, test } from './fixtures'
import { FirstVisitPage } from './pages/first-visit-page'
import { ShellPage } from './pages/shell-page'

const NO_UTM = { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null }

test('an English-speaking visitor registers, takes the tour and reaches home', async ({ page }) => {
  const flow = new FirstVisitPage(page)
  const shell = new ShellPage(page)
  await flow.goto()

  await expect(flow.startButton()).toBeVisible()
  await expect(page.getByRole('navigation')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await flow.start()
  await expect(flow.languageButton('es')).toBeVisible()
  await flow.chooseLanguage('en')

  await flow.fillRegistration('family@garden.test', '12')
  await flow.submitButton.click()
  await expect(flow.fieldErrors('Age must be between 13 and 120')).toBeVisible()
  await expect(flow.registrationHeading).toBeVisible()

  await flow.fillRegistration('not-an-email', '35')
  await flow.submitButton.click()
  await expect(flow.fieldErrors('Please enter a valid email')).toBeVisible()

  await flow.fillRegistration('', '')
  await flow.submitButton.click()
  // Both fields are empty, so both say so.
  await expect(flow.fieldErrors('Please fill in all fields')).toHaveCount(2)
  await expect(flow.registrationHeading).toBeVisible()
  expect(flow.registrationRequests).toEqual([])
  expect(await flow.storedRegistration()).toBeNull()

  const response = await flow.register('family@garden.test', '35')
  expect(response.status()).toBe(201)
  expect((await response.json()).id).toMatch(/^[0-9a-f-]{36}$/)
  await expect(flow.successToast).toBeVisible()
  await expect(flow.progress(1)).toBeVisible()
  await expect(page.getByRole('navigation')).toHaveCount(0)

  await flow.completeOnboarding()
  await shell.expectHome()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  const stored = await flow.storedRegistration()
  expect(stored).toMatchObject({
    email: 'family@garden.test',
    age: 35,
    language: 'en',
    utm_params: NO_UTM,
    referral_source: 'direct',
    device_info: {
      userAgent: expect.stringContaining('Chrome'),
      screenSize: expect.stringMatching(/^\d+x\d+$/),
      browserLanguage: expect.any(String),
      timezone: expect.any(String),
    },
  })
  // The server received the very record that was stored locally.
  expect(flow.registrationRequests).toHaveLength(1)
  expect(JSON.parse(flow.registrationRequests[0]!)).toEqual(stored)
})

test('a Spanish-speaking visitor goes through the whole flow in Spanish', async ({ page }) => {
  const flow = new FirstVisitPage(page)
  const shell = new ShellPage(page, 'es')
  await flow.goto()

  await flow.start()
  await flow.chooseLanguage('es')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked()

  await flow.fillRegistration('familia@jardin.test', '12')
  await flow.submitButton.click()
  await expect(flow.fieldErrors('La edad debe estar entre 13 y 120 años')).toBeVisible()

  const response = await flow.register('familia@jardin.test', '41')
  expect(response.status()).toBe(201)
  await expect(flow.successToast).toBeVisible()
  await expect(flow.progress(1)).toBeVisible()
  await expect(flow.nextButton).toHaveText('Siguiente')
  await flow.completeOnboarding()

  await shell.expectHome()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  expect(await flow.storedRegistration()).toMatchObject({
    email: 'familia@jardin.test',
    age: 41,
    language: 'es',
  })
})

test('the landing screen speaks the language stored on this device', async ({ page }) => {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'es'), STORAGE_KEYS.selectedLanguage)
  const flow = new FirstVisitPage(page, 'es')
  await flow.goto()
  await expect(flow.startButton('es')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})

test('Skip on the tour goes straight home', async ({ page }) => {
  const flow = new FirstVisitPage(page)
  await flow.goto()
  await flow.start()
  await flow.chooseLanguage('en')
  await flow.register('skipper@garden.test', '29')
  await expect(flow.progress(1)).toBeVisible()
  await flow.skipButton.click()
  await new ShellPage(page).expectHome()
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.onboardingCompleted)).toBe(
    'true',
  )
})

test('a reload keeps the visitor on the current step', async ({ page }) => {
  const flow = new FirstVisitPage(page)
  const shell = new ShellPage(page)
  await flow.goto()
  await flow.start()
  await flow.chooseLanguage('en')

  await page.reload()
  await expect(flow.registrationHeading).toBeVisible()
  await expect(flow.startButton()).toHaveCount(0)

  await flow.register('reloader@garden.test', '50')
  await flow.nextButton.click()
  await expect(flow.progress(2)).toBeVisible()
  await page.reload()
  // The tour starts over, but the visitor is still on it rather than registering again.
  await expect(flow.progress(1)).toBeVisible()
  await expect(flow.registrationHeading).toHaveCount(0)

  await flow.skipButton.click()
  await shell.expectHome()
  await page.reload()
  await shell.expectHome()
})

test('UTM parameters of the first visit are stored with the registration', async ({ page }) => {
  const flow = new FirstVisitPage(page)
  await flow.goto('/?utm_source=school&utm_campaign=spring')
  await flow.start()
  await flow.chooseLanguage('en')
  const response = await flow.register('utm@garden.test', '33')
  expect(response.status()).toBe(201)
  const utm = { ...NO_UTM, utm_source: 'school', utm_campaign: 'spring' }
  expect(JSON.parse(response.request().postData() ?? '{}').utm_params).toEqual(utm)
  await expect(flow.progress(1)).toBeVisible()
  expect((await flow.storedRegistration())?.utm_params).toEqual(utm)
})
