// Voice mode journeys in the text chat: Mochi reads a typed question's answer aloud through `tts` (real audio, the
// default voice, the simple chat's stability) with a speaking indicator and Stop; hold-to-talk records the fake
// microphone's question, the offline recogniser hears it and it is sent as the child's message.
import type { Page, Response } from '@playwright/test'
import { DEFAULT_VOICE_ID } from '../../src/shared/voice/voices'
import enChat from '../../src/web/locales/en/chat.json' with { type: 'json' }
import { expect, test } from './fixtures'
import { seedReturningVisitor } from './pages/returning-visitor'

const TEXT = enChat.voiceMode

/** The chat tab with voice mode switched on. */
async function openChatInVoiceMode(page: Page) {
  await seedReturningVisitor(page)
  await page.goto('/chat')
  const toggle = page.getByRole('button', { name: TEXT.toggle })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText(TEXT.toastOn, { exact: true })).toBeVisible()
  return { holdToTalk: page.getByRole('button', { name: TEXT.holdToTalk }) }
}

const isPost = (path: string) => (response: Response) =>
  new URL(response.url()).pathname === path && response.request().method() === 'POST'

test('voice mode reads Mochi’s answer to a typed question aloud', async ({ page }) => {
  const { holdToTalk } = await openChatInVoiceMode(page)
  const spoken = page.waitForResponse(isPost('/functions/v1/tts'), { timeout: 30_000 })
  const composer = page.getByRole('textbox', { name: 'Your message to Mochi' })
  await composer.fill('How do bees make honey?')
  await composer.press('Enter')

  const response = await spoken
  expect(response.status()).toBe(200)
  expect(response.request().postDataJSON()).toMatchObject({
    voice_id: DEFAULT_VOICE_ID,
    model: 'eleven_multilingual_v2',
    voice_settings: { stability: 0.6, similarity_boost: 0.8, style: 0.2, use_speaker_boost: true },
  })
  const { audioContent } = (await response.json()) as { audioContent: string }
  // Real MP3 of a sentence or more: thousands of base64 characters, starting with an ID3 tag or a frame sync.
  expect(audioContent.length).toBeGreaterThan(2000)
  expect([0x49, 0xff]).toContain(Buffer.from(audioContent.slice(0, 8), 'base64')[0])

  await expect(page.getByText(TEXT.speaking)).toBeVisible()
  // Speaking is blocked while Mochi talks; Stop gives the turn back.
  await expect(holdToTalk).toHaveAttribute('aria-disabled', 'true')
  await page.getByRole('button', { name: TEXT.stopSpeaking }).click()
  await expect(page.getByText(TEXT.speaking)).toBeHidden()
  await expect(holdToTalk).toHaveAttribute('aria-disabled', 'false')
})

test('hold-to-talk records the microphone and Mochi answers the question it heard', async ({ page }) => {
  const { holdToTalk } = await openChatInVoiceMode(page)
  const heard = page.waitForResponse(isPost('/functions/v1/stt_chat'), { timeout: 20_000 })
  await holdToTalk.focus()
  await page.keyboard.down('Space')
  await expect(page.getByRole('button', { name: /^Listening… 0:0\d/ })).toBeVisible()
  // The fake microphone is quiet for two seconds, then asks "How do bees make honey?" (tests/support).
  await page.waitForTimeout(4800)
  await page.keyboard.up('Space')

  const response = await heard
  const sent = response.request().postDataJSON() as { audio: string; language: string }
  expect(sent.language).toBe('en')
  // A WebM (EBML) recording, decoded on the server and heard by the offline English recogniser.
  expect(Buffer.from(sent.audio.slice(0, 8), 'base64').subarray(0, 4)).toEqual(
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
  )
  expect(response.status()).toBe(200)
  const { text, provider } = (await response.json()) as { text: string; provider: string }
  expect(provider).toBe('pocketsphinx')
  expect(text).toMatch(/\bbees\b/)
  test.info().annotations.push({ type: 'heard', description: text })
  // What was heard is sent as the child's message, and Mochi answers it.
  await expect(page.getByText(text).first()).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Your message to Mochi' })).toBeEnabled()
})
