// Voice journeys: the voice page needs sign-in; a signed-in family speaks to Mochi (Chromium's fake microphone
// plays a synthesised question) or types in the hub, and receives Mochi's spoken answer with its transcript.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInViaApi, signUpViaApi } from './pages/account-api'
import { seedReturningVisitor } from './pages/returning-visitor'

test.beforeEach(async ({ page }) => {
  await seedReturningVisitor(page)
})

test('the voice page asks guests to sign in', async ({ page }) => {
  await page.goto('/voice')
  await expect(page.getByText('Authentication Required')).toBeVisible()
  await expect(page.getByText('Please sign in to chat with Mochi!')).toBeVisible()
})

/** Counts Mochi's audio chunks arriving on the realtime socket. */
function countAudioDeltas(page: Page) {
  const audioDeltas: number[] = []
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => {
      const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString()
      if (text.includes('"response.audio.delta"')) audioDeltas.push(text.length)
    })
  })
  return audioDeltas
}

test('a signed-in family speaks to Mochi on the voice page and hears the answer with its transcript', async ({
  page,
  baseURL,
}) => {
  const email = `speaker.${Date.now()}@garden.test`
  await signUpViaApi(page.request, baseURL!, email)
  await signInViaApi(page.request, baseURL!, email)
  const audioDeltas = countAudioDeltas(page)
  await page.goto('/voice')
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible({ timeout: 15_000 })
  const transcript = page.getByRole('list', { name: 'Conversation' })
  // The fake microphone says "How do bees make honey?" through Chromium's audio processing; offline recognition
  // hears at least how it starts (the exact words vary with the capture path), and Mochi answers what it heard.
  const heard = transcript.getByRole('listitem').filter({ hasText: 'You' }).first()
  await expect(heard).toContainText(/how do bees\b/i, { timeout: 25_000 })
  test.info().annotations.push({ type: 'heard', description: (await heard.textContent()) ?? '' })
  const answer = transcript.getByRole('listitem').filter({ hasText: 'Mochi' }).first()
  await expect(answer).toContainText(/\bbees?\b/i, { timeout: 20_000 })
  await expect.poll(() => audioDeltas.length, { timeout: 20_000 }).toBeGreaterThan(0)
})

test('a signed-in family gets a spoken answer with its transcript over the realtime socket', async ({
  page,
  baseURL,
}) => {
  const email = `voice.${Date.now()}@garden.test`
  await signUpViaApi(page.request, baseURL!, email)
  await signInViaApi(page.request, baseURL!, email)
  const audioDeltas = countAudioDeltas(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Start voice chat' }).click()
  await expect(page.getByText(/Live – ready to listen|Listening…/)).toBeVisible({ timeout: 15_000 })
  const box = page.getByLabel('Type a message for Mochi')
  await box.fill('How do bees make honey?')
  await box.press('Enter')
  await expect(page.getByText(/nectar/i).first()).toBeVisible({ timeout: 20_000 })
  await expect.poll(() => audioDeltas.length, { timeout: 20_000 }).toBeGreaterThan(0)
})

test('on the voice page a family can always type to Mochi instead of speaking', async ({ page, baseURL }) => {
  const email = `typist.${Date.now()}@garden.test`
  await signUpViaApi(page.request, baseURL!, email)
  await signInViaApi(page.request, baseURL!, email)
  await page.goto('/voice')
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible({ timeout: 15_000 })
  const box = page.getByLabel('Type a message for Mochi')
  await box.fill('What does a queen bee do?')
  await box.press('Enter')
  const transcript = page.getByRole('list', { name: 'Conversation' })
  await expect(transcript.getByText('What does a queen bee do?')).toBeVisible()
  const answer = transcript
    .getByRole('listitem')
    .filter({ hasText: /^Mochi/ })
    .filter({ hasText: /queen/i })
  await expect(answer.first()).toBeVisible({ timeout: 20_000 })
})
