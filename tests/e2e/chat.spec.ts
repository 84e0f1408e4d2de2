// Chat journeys: a registered visitor asks Mochi about honey and gets a streamed answer, in English and Spanish;
// a signed-in family's chat is saved and can be reopened.
import { expect, test } from './fixtures'
import { signInViaApi, signUpViaApi } from './pages/account-api'
import { seedReturningVisitor } from './pages/returning-visitor'

test('a registered visitor asks how bees make honey and Mochi answers about nectar', async ({ page }) => {
  await seedReturningVisitor(page)
  await page.goto('/chat')
  await expect(page.getByText('Running in guest mode')).toBeVisible()
  const composer = page.getByRole('textbox', { name: 'Your message to Mochi' })
  await composer.fill('How do bees make honey?')
  await composer.press('Enter')
  const reply = page
    .getByRole('log')
    .or(page.locator('main'))
    .getByText(/nectar/i)
    .first()
  await expect(reply).toBeVisible()
  await expect(page.getByText('From the garden book').first()).toBeVisible()
})

test('a Spanish-speaking visitor gets the answer in Spanish', async ({ page }) => {
  await seedReturningVisitor(page, { language: 'es' })
  await page.goto('/chat')
  const composer = page.getByRole('textbox', { name: /Your message to Mochi|Tu mensaje/ })
  await composer.fill('¿Cómo hacen miel las abejas?')
  await composer.press('Enter')
  await expect(
    page
      .locator('main')
      .getByText(/néctar/i)
      .first(),
  ).toBeVisible()
})

test('a signed-in family’s chat is saved and listed under My chats', async ({ page, baseURL }) => {
  const email = `chatty.${Date.now()}@garden.test`
  await seedReturningVisitor(page)
  await signUpViaApi(page.request, baseURL!, email)
  await signInViaApi(page.request, baseURL!, email)
  await page.goto('/chat')
  await expect(page.getByTestId('signed-in-email')).toHaveText(email)
  const composer = page.getByRole('textbox', { name: /Your message to Mochi|Tu mensaje/ })
  await composer.fill('When should I plant sunflowers?')
  await composer.press('Enter')
  await expect(
    page
      .locator('main')
      .getByText(/sunflower/i)
      .nth(1),
  ).toBeVisible()
  await page.goto('/chat?tab=chat-advanced')
  await expect(page.getByText('When should I plant sunflowers?').first()).toBeVisible()
})
