// Operator journeys: only admins get in; an admin deploys and sees the result; the Analytics tab counts chats.
import { expect, test } from './fixtures'
import { signInAsOperator, signInViaApi, signUpViaApi } from './pages/account-api'
import { seedReturningVisitor } from './pages/returning-visitor'

test.beforeEach(async ({ page }) => {
  await seedReturningVisitor(page)
})

test('a family member who is not an operator is kept out of the control center', async ({
  page,
  baseURL,
}) => {
  const email = `not.an.operator.${Date.now()}@garden.test`
  await signUpViaApi(page.request, baseURL!, email)
  await signInViaApi(page.request, baseURL!, email)
  await page.goto('/control-center')
  await expect(page.getByText('Operators only')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Deploy Now' })).toHaveCount(0)
  // A wrong operator token is refused with a translated message, and the account stays a family account.
  await page.getByLabel('Operator token').fill('not-the-operator-token')
  await page.getByRole('button', { name: 'Become the operator' }).click()
  await expect(page.getByText(/This operator token is not valid/)).toBeVisible()
  await expect(page.getByText('Operators only')).toBeVisible()
})

test('an operator deploys and sees the result, and the Analytics tab counts a new chat', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000)
  await signInAsOperator(page.request, baseURL!)

  await page.goto('/control-center')
  await expect(page.getByText('LIVE')).toBeVisible()
  await page.getByRole('button', { name: 'Deploy Now' }).click()
  await expect(page.getByText(/Deployment successful|Deployment completed with issues/).first()).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByText(/\d+ of \d+ healthy/).first()).toBeVisible()

  const chatCount = async () => {
    await page.getByRole('tab', { name: 'Analytics' }).click()
    const card = page
      .locator('div')
      .filter({ has: page.getByText('Chat interactions', { exact: true }) })
      .locator('dd')
      .first()
    await expect(card).toBeVisible()
    return Number((await card.textContent())?.replace(/\D/g, '') || '0')
  }
  const before = await chatCount()

  await page.goto('/chat')
  const composer = page.getByRole('textbox', { name: 'Your message to Mochi' })
  await composer.fill('How do bees make honey?')
  await composer.press('Enter')
  await expect(
    page
      .locator('main')
      .getByText(/nectar/i)
      .first(),
  ).toBeVisible()

  await page.goto('/control-center')
  await expect.poll(chatCount, { timeout: 15_000 }).toBeGreaterThan(before)
})
