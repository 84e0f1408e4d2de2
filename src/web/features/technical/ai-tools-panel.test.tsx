// @vitest-environment jsdom
// The advanced AI panel: its defaults, empty text areas doing nothing, each tool's call and result, the
// destructive "Error" toasts of spec 8, and the System Status and Diagnostics windows.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SETTINGS_VOICES } from '../../../shared/voice/voices'
import {
  createEn as en,
  json,
  renderWithProviders,
  type SeenRequest,
  stubFetch,
  toastDescription,
} from '../create/create-test-helpers'
import { useVoiceSettings, type VoiceSettingsState } from '../voice/use-voice-settings'
import { AiToolsPanel } from './ai-tools-panel'

// The voice settings card's choices, whatever keeps them; the panel only reads them.
vi.mock('../voice/use-voice-settings', async (actual) => ({
  ...(await actual<typeof import('../voice/use-voice-settings')>()),
  useVoiceSettings: vi.fn(),
}))

const CARD_DEFAULTS: VoiceSettingsState = {
  enabled: true,
  voiceId: '9BWtsMINqrJLrRacOk9x',
  volume: 0.8,
  stability: 0.7,
  similarityBoost: 0.8,
  style: 0.2,
}
const useCard = (settings: VoiceSettingsState) =>
  vi
    .mocked(useVoiceSettings)
    .mockReturnValue({ settings, update: vi.fn() } as unknown as ReturnType<typeof useVoiceSettings>)

let seen: SeenRequest[]
let failing: Set<string>
const played: { src: string; volume: number }[] = []

beforeEach(() => {
  localStorage.clear()
  failing = new Set()
  played.length = 0
  seen = stubFetch({
    'POST /functions/v1/claude_reasoning': () =>
      failing.has('reasoning')
        ? json({ error: { code: 'x', message: 'x' } }, 500)
        : json({ response: 'Bees dance to share maps.', provider: 'local', model: 'garden-guide' }),
    'POST /functions/v1/tts': () =>
      failing.has('tts') ? json({ error: { code: 'x', message: 'x' } }, 500) : json({ audioContent: 'SUQz' }),
    'POST /functions/v1/advanced_image_generation': () =>
      failing.has('image')
        ? json({ error: { code: 'x', message: 'x' } }, 500)
        : json({
            image: '/api/creations/i/media?t=t',
            model: 'mochi-illustrator',
            requested_model: 'dall-e-3',
            note: 'unavailable',
            id: 'i',
          }),
  })
  vi.stubGlobal(
    'Audio',
    class {
      volume = 1
      constructor(readonly src: string) {}
      play() {
        played.push({ src: this.src, volume: this.volume })
        return Promise.resolve()
      }
    },
  )
  useCard(CARD_DEFAULTS)
  renderWithProviders(<AiToolsPanel />)
})

afterEach(() => {
  toast.dismiss()
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const tool = (title: string) => screen.getByRole('region', { name: title })
const fill = (region: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(region).getByLabelText(label), { target: { value } })

describe('AiToolsPanel', () => {
  it('starts with analysis, the first voice and gpt-image-1', () => {
    expect(
      (within(tool(en.tools.reasoningTitle)).getByLabelText(en.tools.reasoningTypeLabel) as HTMLSelectElement)
        .value,
    ).toBe('analysis')
    expect(
      (within(tool(en.tools.speechTitle)).getByLabelText(en.tools.voiceLabel) as HTMLSelectElement).value,
    ).toBe(SETTINGS_VOICES[0]!.id)
    expect(
      (within(tool(en.tools.imageTitle)).getByLabelText(en.tools.imageModelLabel) as HTMLSelectElement).value,
    ).toBe('gpt-image-1')
  })

  it('does nothing when a text area is empty or blank', () => {
    fireEvent.click(
      within(tool(en.tools.reasoningTitle)).getByRole('button', { name: en.tools.reasoningRun }),
    )
    fill(tool(en.tools.imageTitle), en.tools.imageLabel, '   ')
    fireEvent.click(within(tool(en.tools.imageTitle)).getByRole('button', { name: en.tools.imageRun }))
    fireEvent.click(within(tool(en.tools.speechTitle)).getByRole('button', { name: en.tools.speechRun }))
    expect(seen).toEqual([])
  })

  it('reasons with the chosen type and shows the answer', async () => {
    const region = tool(en.tools.reasoningTitle)
    fill(region, en.tools.reasoningLabel, 'Why do bees dance?')
    fireEvent.change(within(region).getByLabelText(en.tools.reasoningTypeLabel), {
      target: { value: 'creative' },
    })
    fireEvent.click(within(region).getByRole('button', { name: en.tools.reasoningRun }))
    expect((within(region).getByRole('button', { name: en.tools.busy }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    expect(await within(region).findByText('Bees dance to share maps.')).toBeTruthy()
    expect(within(region).getByText("Answered by Mochi's offline garden guide")).toBeTruthy()
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/functions/v1/claude_reasoning',
        body: { prompt: 'Why do bees dance?', reasoning_type: 'creative' },
      },
    ])
    expect(localStorage.getItem('used_advanced_features')).toBe('true')
  })

  it('speaks with the chosen voice and the card’s sliders, and plays the mpeg audio at the card’s volume', async () => {
    const region = tool(en.tools.speechTitle)
    fill(region, en.tools.speechLabel, 'Hello bees')
    fireEvent.change(within(region).getByLabelText(en.tools.voiceLabel), {
      target: { value: SETTINGS_VOICES[2]!.id },
    })
    fireEvent.click(within(region).getByRole('button', { name: en.tools.speechRun }))
    await waitFor(() => expect(played).toEqual([{ src: 'data:audio/mpeg;base64,SUQz', volume: 0.8 }]))
    expect(seen[0]?.body).toEqual({
      text: 'Hello bees',
      voice_id: SETTINGS_VOICES[2]!.id,
      voice_settings: { stability: 0.7, similarity_boost: 0.8, style: 0.2, use_speaker_boost: true },
    })
  })

  it('starts with the card’s voice and speaks with its sliders and volume', async () => {
    cleanup()
    useCard({ ...CARD_DEFAULTS, voiceId: 'onwK4e9ZLuTAKqWW03F9', volume: 0.4, stability: 0.3, style: 0.9 })
    renderWithProviders(<AiToolsPanel />)
    const region = tool(en.tools.speechTitle)
    expect((within(region).getByLabelText(en.tools.voiceLabel) as HTMLSelectElement).value).toBe(
      'onwK4e9ZLuTAKqWW03F9',
    )
    fill(region, en.tools.speechLabel, 'Hello bees')
    fireEvent.click(within(region).getByRole('button', { name: en.tools.speechRun }))
    await waitFor(() => expect(played).toEqual([{ src: 'data:audio/mpeg;base64,SUQz', volume: 0.4 }]))
    expect(seen[0]?.body).toEqual({
      text: 'Hello bees',
      voice_id: 'onwK4e9ZLuTAKqWW03F9',
      voice_settings: { stability: 0.3, similarity_boost: 0.8, style: 0.9, use_speaker_boost: true },
    })
    expect((within(region).getByLabelText(en.tools.speechAudio) as HTMLAudioElement).volume).toBe(0.4)
  })

  it('generates a high-quality 1024 PNG with the chosen model and shows it', async () => {
    const region = tool(en.tools.imageTitle)
    fill(region, en.tools.imageLabel, 'A ladybug')
    fireEvent.change(within(region).getByLabelText(en.tools.imageModelLabel), {
      target: { value: 'dall-e-3' },
    })
    fireEvent.click(within(region).getByRole('button', { name: en.tools.imageRun }))
    const image = await within(region).findByAltText('Generated picture: A ladybug')
    expect(image.getAttribute('src')).toBe('/api/creations/i/media?t=t')
    // No OpenAI key: the panel says the chosen model could not draw, and who did.
    expect(within(region).getByText("Drawn by Mochi's offline illustrator")).toBeTruthy()
    expect(
      within(region).getByText(
        "DALL·E 3 isn't set up on this server, so Mochi's offline illustrator drew this instead.",
      ),
    ).toBeTruthy()
    expect(seen[0]?.body).toEqual({
      prompt: 'A ladybug',
      model: 'dall-e-3',
      quality: 'high',
      size: '1024x1024',
      output_format: 'png',
    })
  })

  it.each([
    [
      'reasoning',
      'reasoningTitle',
      'reasoningLabel',
      'reasoningRun',
      'Failed to process with the reasoning tool',
    ],
    ['tts', 'speechTitle', 'speechLabel', 'speechRun', 'Failed to generate speech'],
    ['image', 'imageTitle', 'imageLabel', 'imageRun', 'Failed to generate image'],
  ] as const)('shows the "Error" toast when %s fails', async (which, title, label, run, message) => {
    failing.add(which)
    const region = tool(en.tools[title])
    fill(region, en.tools[label], 'bees')
    fireEvent.click(within(region).getByRole('button', { name: en.tools[run] }))
    expect(await toastDescription('Error')).toBe(message)
    expect((within(region).getByRole('button', { name: en.tools[run] }) as HTMLButtonElement).disabled).toBe(
      false,
    )
  })

  it('opens System Status and Diagnostics in new windows', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    fireEvent.click(screen.getByRole('button', { name: /System Status/ }))
    fireEvent.click(screen.getByRole('button', { name: /Diagnostics/ }))
    expect(open.mock.calls).toEqual([
      ['/status', '_blank'],
      ['/diagnostics', '_blank'],
    ])
  })
})
