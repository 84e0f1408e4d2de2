// A family asks the offline garden guide when to plant tomatoes where they live, gets months, then follows up.
import { expect, test } from './fixtures'
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
  await expect(
    main.getByText(/trasplanta tus pimientos al exterior en febrero y marzo/).first(),
  ).toBeVisible()
})
