// Child safety journey: a signed-in child types a distress message and sees Mochi's care card with help for
// families; the parent then finds the flagged moment on the profile page and clears it; operators see counts only.
import { expect, test } from './fixtures'
import { signInAsOperator, signInViaApi, signUpViaApi } from './pages/account-api'
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

test('an operator sees flagged moments counted per category, never the words', async ({ page, baseURL }) => {
  await seedReturningVisitor(page)
  // A guest's distress message: nothing of it is kept but the count.
  const guestChat = await page.request.post('/api/chat', {
    headers: { origin: baseURL!, 'x-mochi-guest-id': crypto.randomUUID() },
    data: {
      language: 'en',
      messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'I want to hurt myself' }] }],
    },
  })
  expect(guestChat.ok()).toBe(true)
  await guestChat.text()
  await signInAsOperator(page.request, baseURL!)
  await page.goto('/control-center')
  await page.getByRole('tab', { name: 'Analytics' }).click()
  const counts = page.getByTestId('safety-counts')
  await expect(page.getByRole('heading', { name: 'Flagged moments by category' })).toBeVisible()
  const selfHarm = counts.locator('div').filter({ hasText: 'Hurting oneself' }).locator('dd')
  await expect(selfHarm).not.toHaveText('0')
  await expect(page.locator('main')).not.toContainText('hurt myself')
})
