// Voice journeys: the voice page needs sign-in; a signed-in family talks to Mochi over the realtime socket (a typed
// turn: offline speech recognition is not available yet) and receives Mochi's spoken answer with its transcript.
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

test('a signed-in family gets a spoken answer with its transcript over the realtime socket', async ({
  page,
  baseURL,
}) => {
  const email = `voice.${Date.now()}@garden.test`
  await signUpViaApi(page.request, baseURL!, email)
  await signInViaApi(page.request, baseURL!, email)
  const audioDeltas: number[] = []
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => {
      const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString()
      if (text.includes('"response.audio.delta"')) audioDeltas.push(text.length)
    })
  })
  await page.goto('/')
  await page.getByRole('button', { name: 'Start voice chat' }).click()
  await expect(page.getByText(/Live – ready to listen|Listening…/)).toBeVisible({ timeout: 15_000 })
  const box = page.getByLabel('Type a message for Mochi')
  await box.fill('How do bees make honey?')
  await box.press('Enter')
  await expect(page.getByText(/nectar/i).first()).toBeVisible({ timeout: 20_000 })
  await expect.poll(() => audioDeltas.length, { timeout: 20_000 }).toBeGreaterThan(0)
})
