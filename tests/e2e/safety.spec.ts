// Child safety journey: a signed-in child types a distress message and sees Mochi's care card with help for
// families; the parent then finds the flagged moment on the profile page and clears it.
import { expect, test } from './fixtures'
import { signInViaApi, signUpViaApi } from './pages/account-api'
import { FlaggedMomentsSection } from './pages/flagged-moments-section'
import { seedReturningVisitor } from './pages/returning-visitor'

const DISTRESS = 'I want to kill myself'

test('a child in distress gets care, and the parent sees and clears the flagged moment', async ({
  page,
  baseURL,
}) => {
  const email = `care.${Date.now()}@garden.test`
  await seedReturningVisitor(page)
  await signUpViaApi(page.request, baseURL!, email)
  await signInViaApi(page.request, baseURL!, email)

  await page.goto('/chat')
  await expect(page.getByTestId('signed-in-email')).toHaveText(email)
  const composer = page.getByRole('textbox', { name: /Your message to Mochi|Tu mensaje/ })
  await composer.fill(DISTRESS)
  await composer.press('Enter')
  const card = page.getByRole('region', { name: 'Mochi cares about you' })
  await expect(card).toBeVisible()
  await expect(
    page
      .locator('main')
      .getByText(/emergency number/i)
      .first(),
  ).toBeVisible()

  await card.getByRole('link', { name: 'Help for kids and families' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Help for kids and families' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Talk to a trusted adult' })).toBeVisible()
  await expect(page.getByText(/911/)).toBeVisible()

  const moments = new FlaggedMomentsSection(page)
  await moments.open()
  const row = moments.row(DISTRESS)
  await expect(row).toBeVisible()
  await expect(row).toContainText('Hurting oneself')
  await moments.clearAll()
  await expect(moments.empty).toBeVisible()
  await expect(moments.row(DISTRESS)).toHaveCount(0)
})
