// Accounts, consent and privacy journeys: sign-up and sign-in, the cookie banner, a child's follow request
// confirmed by a parent through the emailed link, and "Continue with Google" through a real OIDC server (the new
// account finishes its profile before it can be used).
import { request as playwrightRequest } from '@playwright/test'
import { expect, test } from './fixtures'
import { PASSWORD, readOutbox } from './pages/account-api'
import { seedReturningVisitor } from './pages/returning-visitor'

test.beforeEach(async ({ page }) => {
  await seedReturningVisitor(page)
})

test('a parent signs up, signs in, sees their email in the header and signs out to /auth', async ({
  page,
}) => {
  const email = `parent.${Date.now()}@garden.test`
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Sign up' }).click()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Display name').fill('Garden Parent')
  await page.getByLabel('Age', { exact: true }).fill('12')
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill('different')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Please enter a valid age between 13 and 120.')).toBeVisible()
  await expect(page.getByText('Passwords do not match.')).toBeVisible()
  await expect(page.getByText('You must agree to data processing to create an account.')).toBeVisible()

  await page.getByLabel('Age', { exact: true }).fill('41')
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByLabel(/processing of my data/).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Your account is ready!')).toBeVisible()
  // A successful sign-up switches to the sign-in tab with the email filled in.
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)

  await page.getByLabel('Password', { exact: true }).fill('wrong-password')
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Invalid email or password. Please check your credentials and try again.' }),
  ).toBeVisible()

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId('signed-in-email')).toHaveText(email)
  await page.reload()
  await expect(page.getByTestId('signed-in-email')).toHaveText(email)

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByTestId('signed-in-email')).toHaveCount(0)
})

test('signing up with an existing email switches to the sign-in tab with the spec message', async ({
  page,
}) => {
  const email = `twice.${Date.now()}@garden.test`
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.goto('/auth?tab=signup')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Display name').fill('Twice')
    await page.getByLabel('Age', { exact: true }).fill('30')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    await page.getByLabel(/processing of my data/).check()
    await page.getByRole('button', { name: 'Create account' }).click()
    if (attempt === 0) await expect(page.getByText('Your account is ready!')).toBeVisible()
  }
  await expect(
    page.getByText('An account with this email already exists. Please sign in instead.').first(),
  ).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true')
})

async function activeConsents(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(async () => {
    const guest = window.localStorage.getItem('mochi_guest_id') ?? ''
    const response = await fetch('/api/consents', { headers: { 'x-mochi-guest-id': guest } })
    return ((await response.json()) as { active: string[] }).active.sort()
  })
}

for (const { button, tick, active } of [
  { button: 'Accept All', tick: false, active: ['analytics', 'cookies', 'data_processing', 'marketing'] },
  { button: 'Accept Selected', tick: true, active: ['analytics', 'data_processing'] },
  { button: 'Reject', tick: false, active: ['data_processing'] },
]) {
  test(`the cookie banner's ${button} records the right consents and hides the banner`, async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'We use cookies' })
    await expect(banner).toBeVisible()
    // The page reserves the banner's height as scroll padding, so focused content never hides behind it.
    const overlay = () => page.evaluate(() => document.documentElement.style.scrollPaddingBottom)
    await expect.poll(overlay).toMatch(/^[1-9]\d*px$/)
    if (tick) await banner.getByLabel(/^Analytics/).check()
    await banner.getByRole('button', { name: button, exact: true }).click()
    await expect(banner).toHaveCount(0)
    await expect.poll(overlay).toBe('')
    expect(await activeConsents(page)).toEqual(active)
    await page.reload()
    await expect(page.getByRole('heading', { name: /Hello from/ })).toBeVisible()
    await expect(page.getByRole('region', { name: 'We use cookies' })).toHaveCount(0)
  })
}

test('closing the cookie banner records nothing and keeps it closed', async ({ page }) => {
  await page.goto('/')
  const banner = page.getByRole('region', { name: 'We use cookies' })
  await banner.getByRole('button', { name: 'Close the cookie message' }).click()
  await expect(banner).toHaveCount(0)
  expect(await activeConsents(page)).toEqual([])
  await page.reload()
  await expect(page.getByRole('heading', { name: /Hello from/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'We use cookies' })).toHaveCount(0)
})

test('a child asks to follow Mochi and a parent confirms through the emailed link', async ({
  page,
  baseURL,
}) => {
  const parent = `parent.of.ana.${Date.now()}@garden.test`
  await page.goto('/')
  await page.getByRole('button', { name: 'Follow Mochi' }).click()
  const dialog = page.getByRole('dialog', { name: 'Follow Mochi' })
  await dialog.getByLabel('I am under 13').check()
  await dialog.getByRole('button', { name: 'Follow Mochi' }).click()
  await expect(page.getByText('Missing Information')).toBeVisible()
  await dialog.getByLabel('Your first name').fill('Ana')
  await dialog.getByLabel('Email', { exact: true }).fill('ana.kid@garden.test')
  await dialog.getByLabel(/I agree to receive updates/).check()
  await dialog.getByRole('button', { name: 'Follow Mochi' }).click()
  await expect(page.getByText('Parent Consent Required').first()).toBeVisible()
  await dialog.getByLabel("Parent or guardian's email").fill(parent)
  await dialog.getByLabel(/My parent or guardian is with me/).check()
  await dialog.getByRole('button', { name: 'Follow Mochi' }).click()
  await expect(
    page.getByText("Welcome to Mochi's Garden, Ana! You'll receive fun garden updates for the whole family."),
  ).toBeVisible()

  const operator = await playwrightRequest.newContext({ baseURL })
  const outbox = await readOutbox(operator, baseURL!)
  await operator.dispose()
  const mail = outbox.find((item) => item.to === parent && item.kind === 'parental_consent')
  expect(mail?.subject).toContain('Ana')
  expect(JSON.stringify(outbox)).not.toContain('ana.kid@garden.test')
  const link = mail!.text.match(/https?:\/\/\S+/)![0]
  await page.goto(link)
  await expect(page.getByText('Thank you!')).toBeVisible()
  await expect(page.getByText('Ana will now receive garden updates at your address.')).toBeVisible()
})

test('"Continue with Google" signs up through the identity provider and finishes the profile first', async ({
  page,
}) => {
  await page.goto('/auth')
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  // A new account from the provider has no age, profile or consents: every screen leads to this page until then.
  await expect(page).toHaveURL(/\/finish-profile$/)
  await expect(page.getByRole('heading', { name: 'Finish your profile' })).toBeVisible()
  await page.goto('/learning-hub')
  await expect(page).toHaveURL(/\/finish-profile$/)
  await expect(page.getByLabel('Display name')).toHaveValue('Oidc Parent')

  await page.getByLabel('Age', { exact: true }).fill('12')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Please enter a valid age between 13 and 120.')).toBeVisible()
  await expect(page.getByText('You must agree to data processing to create an account.')).toBeVisible()

  await page.getByLabel('Age', { exact: true }).fill('41')
  await page.getByLabel(/processing of my data/).check()
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await expect(page.getByTestId('signed-in-email')).toHaveText('oidc.parent@garden.test')
  const me = await (await page.request.get('/api/account/me')).json()
  expect(me).toMatchObject({ profilePending: false, profile: { age: 41, display_name: 'Oidc Parent' } })
})
