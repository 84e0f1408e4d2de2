// Trust journeys: a child's follow request decided by the age (the box cannot be unticked), the parent's mail
// linking the privacy notice, the notice itself, and the registration form's under-13 note opening the follow path.
import { request as playwrightRequest } from '@playwright/test'
import { expect, test } from './fixtures'
import { PASSWORD, readOutbox, signInViaApi, signUpViaApi } from './pages/account-api'
import { seedReturningVisitor } from './pages/returning-visitor'

test.beforeEach(async ({ page }) => {
  await seedReturningVisitor(page)
})

test('a child of 9 follows only through a parent, whose mail links the privacy notice', async ({
  page,
  baseURL,
}) => {
  const parent = `parent.of.lia.${Date.now()}@garden.test`
  await page.goto('/')
  await page.getByRole('button', { name: 'Follow Mochi' }).click()
  const dialog = page.getByRole('dialog', { name: 'Follow Mochi' })
  await dialog.getByLabel('Age (optional)').fill('9')
  // The age decides: no box to untick, the parent's fields are there.
  await expect(dialog.getByLabel('I am under 13')).toHaveCount(0)
  await expect(dialog.getByText('You are under 13, so a parent or guardian needs to say yes')).toBeVisible()
  await dialog.getByLabel('Your first name').fill('Lia')
  await dialog.getByLabel('Email', { exact: true }).fill('lia.kid@garden.test')
  await dialog.getByLabel("Parent or guardian's email").fill('LIA.kid@garden.test')
  await dialog.getByLabel(/My parent or guardian is with me/).check()
  await dialog.getByLabel(/I agree to receive updates/).check()
  await dialog.getByRole('button', { name: 'Follow Mochi' }).click()
  await expect(dialog.getByText("The parent's email must be different from your own email.")).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy')

  await dialog.getByLabel("Parent or guardian's email").fill(parent)
  await dialog.getByRole('button', { name: 'Follow Mochi' }).click()
  await expect(page.getByText("We've emailed your parent or guardian.", { exact: false })).toBeVisible()

  const operator = await playwrightRequest.newContext({ baseURL })
  const outbox = await readOutbox(operator, baseURL!)
  await operator.dispose()
  const mail = outbox.find((item) => item.to === parent && item.kind === 'parental_consent')
  expect(mail?.subject).toContain('Lia')
  expect(JSON.stringify(outbox)).not.toContain('lia.kid@garden.test')
  const privacy = mail!.text.match(/https?:\/\/\S+\/privacy/)![0]
  await page.goto(privacy)
  await expect(page.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Children under 13 and their parents' })).toBeVisible()
  await expect(page.getByText('A follow request nobody confirms is deleted after 7 days.')).toBeVisible()

  const confirm = mail!.text.match(/https?:\/\/\S+follow\/confirm\S*/)![0]
  await page.goto(confirm)
  await expect(page.getByText('Lia will now receive garden updates at your address.')).toBeVisible()
})

test('the footer links the privacy notice, in Spanish too', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
    'href',
    '/privacy',
  )
  await page.evaluate(() => localStorage.setItem('selectedLanguage', 'es'))
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { name: 'Aviso de privacidad', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Menores de 13 años y sus familias' })).toBeVisible()
})

test('signing out in one tab signs the other tab out within seconds', async ({ page, context, baseURL }) => {
  const email = `two.tabs.${Date.now()}@garden.test`
  await signUpViaApi(page.request, baseURL!, email)
  await signInViaApi(page.request, baseURL!, email)
  await page.goto('/')
  const other = await context.newPage()
  await other.goto('/learning-hub')
  await expect(page.getByTestId('signed-in-email')).toHaveText(email)
  await expect(other.getByTestId('signed-in-email')).toHaveText(email)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  // No reload, no focus change: the other tab hears of it and checks its session.
  await expect(other.getByTestId('signed-in-email')).toHaveCount(0, { timeout: 5_000 })
})

test('a forgotten password is reset through the emailed link, and the old one stops working', async ({
  page,
  baseURL,
}) => {
  const email = `forgetful.${Date.now()}@garden.test`
  await signUpViaApi(page.request, baseURL!, email)
  await page.goto('/auth')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send me the link' }).click()
  await expect(page.getByText('If that address has an account, a link is on its way.')).toBeVisible()

  const operator = await playwrightRequest.newContext({ baseURL })
  const outbox = await readOutbox(operator, baseURL!)
  await operator.dispose()
  const mail = outbox.find((item) => item.to === email && item.kind === 'reset_password')
  const link = mail!.text.match(/https?:\/\/\S+reset-password\S*/)![0]
  await page.goto(link)
  await page.getByLabel('New password').fill('password1')
  await page.getByLabel('Confirm password').fill('password1')
  await page.getByRole('button', { name: 'Save my new password' }).click()
  await expect(page.getByText('Password is too weak. Please use a stronger password.')).toBeVisible()
  await page.getByLabel('New password').fill('Clover-Lantern-77')
  await page.getByLabel('Confirm password').fill('Clover-Lantern-77')
  await page.getByRole('button', { name: 'Save my new password' }).click()
  await expect(page.getByText('Your password is changed.')).toBeVisible()

  await page.goto('/auth')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Invalid email or password.', { exact: false }).first()).toBeVisible()
  await page.getByLabel('Password', { exact: true }).fill('Clover-Lantern-77')
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByTestId('signed-in-email')).toHaveText(email)
})

test('"Sign out everywhere" on the profile page signs out another device too', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `everywhere.${Date.now()}@garden.test`
  await signUpViaApi(page.request, baseURL!, email)
  await signInViaApi(page.request, baseURL!, email)
  const tablet = await browser.newContext({ baseURL })
  try {
    const other = await tablet.newPage()
    await seedReturningVisitor(other)
    await signInViaApi(other.request, baseURL!, email)
    await other.goto('/')
    await expect(other.getByTestId('signed-in-email')).toHaveText(email)

    await page.goto('/profile')
    await page.getByRole('button', { name: 'Sign out everywhere' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByTestId('signed-in-email')).toHaveCount(0)
    // The other device's session was revoked on the server: its next look finds nobody signed in.
    const checked = other.waitForResponse((response) => response.url().endsWith('/api/auth/get-session'))
    await other.reload()
    expect(await (await checked).json()).toBeNull()
    await expect(other.getByRole('link', { name: 'Sign In' }).first()).toBeVisible()
    await expect(other.getByTestId('signed-in-email')).toHaveCount(0)
  } finally {
    await tablet.close()
  }
})
