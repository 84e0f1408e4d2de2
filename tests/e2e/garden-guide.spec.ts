// A family asks the offline garden guide when to plant tomatoes where they live, gets months, then follows up;
// a signed-in family keeps their place in the profile.
import { expect, test } from './fixtures'
import { signInViaApi, signUpViaApi } from './pages/account-api'
import { seedReturningVisitor } from './pages/returning-visitor'

test('a family asks when to plant tomatoes in Texas, gets months, then asks "and in Spain?"', async ({
  page,
}) => {
  await seedReturningVisitor(page)
  await page.goto('/chat')
  const composer = page.getByRole('textbox', { name: 'Your message to Mochi' })
  await composer.fill('When should I plant tomatoes in Texas?')
  await composer.press('Enter')
  const main = page.locator('main')
  await expect(main.getByText(/In Texas the last frost is usually in March/).first()).toBeVisible()
  await expect(main.getByText(/plant tomatoes out in March and April/).first()).toBeVisible()

  await composer.fill('and in Spain?')
  await composer.press('Enter')
  await expect(main.getByText(/In Spain the last frost is usually in March/).first()).toBeVisible()
})

test('a Spanish-speaking family is asked where they live once, and the place is remembered', async ({
  page,
}) => {
  await seedReturningVisitor(page, { language: 'es' })
  await page.goto('/chat')
  const composer = page.getByRole('textbox', { name: /Your message to Mochi|Tu mensaje/ })
  const main = page.locator('main')
  await composer.fill('¿Cuándo siembro tomates?')
  await composer.press('Enter')
  await expect(main.getByText(/¿En qué estado, región o país estás\?/).first()).toBeVisible()
  await composer.fill('Jalisco')
  await composer.press('Enter')
  await expect(main.getByText(/En Jalisco la última helada suele ser en febrero/).first()).toBeVisible()
  await composer.fill('¿y los pimientos?')
  await composer.press('Enter')
  await expect(main.getByText(/trasplanta tus pimientos al exterior en marzo y abril/).first()).toBeVisible()
})

test('a signed-in family sets their garden place on the profile page, and Mochi’s planting months use it', async ({
  page,
  baseURL,
}) => {
  const email = `placed.${Date.now()}@garden.test`
  await seedReturningVisitor(page)
  await signUpViaApi(page.request, baseURL!, email)
  await signInViaApi(page.request, baseURL!, email)

  await page.goto('/profile')
  const place = page.getByLabel('State, region or country')
  await expect(place).toHaveValue('')
  await place.selectOption({ label: 'Ohio' })
  await page.getByRole('button', { name: 'Save place' }).click()
  await expect(page.getByText('Your garden place is saved.')).toBeVisible()

  await page.goto('/chat')
  const composer = page.getByRole('textbox', { name: 'Your message to Mochi' })
  await composer.fill('When should I plant tomatoes?')
  await composer.press('Enter')
  const main = page.locator('main')
  await expect(main.getByText(/In Ohio the last frost is usually in May/).first()).toBeVisible()

  // Moved house: the place is edited on the profile page, and the next conversation uses the new one.
  await page.goto('/profile')
  await expect(place).toHaveValue('ohio')
  await place.selectOption({ label: 'Spain' })
  await page.getByRole('button', { name: 'Save place' }).click()
  await expect(page.getByText('Your garden place is saved.')).toBeVisible()
  await page.goto('/chat')
  await composer.fill('When should I plant peppers?')
  await composer.press('Enter')
  await expect(main.getByText(/In Spain the last frost is usually in March/).first()).toBeVisible()
})
