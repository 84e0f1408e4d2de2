// @vitest-environment jsdom
// Listen on a fact card: the card's voice, sliders and volume, streamed where possible, one fact at a time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '../../lib/api-client'
import { canStreamSpeech, playStreamedSpeech } from '../voice/streamed-speech'
import { readVoiceSettings, type VoiceSettingsState } from '../voice/use-voice-settings'
import { speak } from './fact-ai'

vi.mock('../voice/streamed-speech', () => ({ canStreamSpeech: vi.fn(), playStreamedSpeech: vi.fn() }))
vi.mock('../voice/use-voice-settings', async (actual) => ({
  ...(await actual<typeof import('../voice/use-voice-settings')>()),
  readVoiceSettings: vi.fn(),
}))

const DEFAULTS: VoiceSettingsState = {
  enabled: true,
  voiceId: '9BWtsMINqrJLrRacOk9x',
  volume: 0.8,
  stability: 0.7,
  similarityBoost: 0.8,
  style: 0.2,
}
const ARIA = {
  voice_id: '9BWtsMINqrJLrRacOk9x',
  voice_settings: { stability: 0.7, similarity_boost: 0.8, style: 0.2, use_speaker_boost: true },
}

const played: { src: string; volume: number }[] = []
class FakeAudio {
  volume = 1
  constructor(readonly src: string) {}
  pause() {}
  async play() {
    played.push({ src: this.src, volume: this.volume })
  }
}

beforeEach(() => {
  played.length = 0
  vi.mocked(readVoiceSettings).mockReturnValue(DEFAULTS)
  vi.stubGlobal('Audio', FakeAudio)
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ audioContent: 'SUQz' })),
  )
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.mocked(playStreamedSpeech).mockReset()
})

describe('speak', () => {
  it('streams where the browser can, with the default voice and sliders, and one fact speaks at a time', async () => {
    vi.mocked(canStreamSpeech).mockReturnValue(true)
    const first = { audio: {} as HTMLAudioElement, stop: vi.fn() }
    const second = { audio: {} as HTMLAudioElement, stop: vi.fn() }
    vi.mocked(playStreamedSpeech).mockResolvedValueOnce(first).mockResolvedValueOnce(second)
    await speak('Bees dance.')
    await speak('Bees hum.')
    expect(vi.mocked(playStreamedSpeech).mock.calls).toEqual([
      [{ text: 'Bees dance.', ...ARIA }],
      [{ text: 'Bees hum.', ...ARIA }],
    ])
    expect(first.audio.volume).toBe(0.8)
    expect(first.stop).toHaveBeenCalledTimes(1)
    expect(second.stop).not.toHaveBeenCalled()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('asks for the whole clip when the browser could not play the stream', async () => {
    vi.mocked(canStreamSpeech).mockReturnValue(true)
    vi.mocked(playStreamedSpeech).mockRejectedValue(
      new Error('The browser could not take the streamed speech'),
    )
    await speak('Bees dance.')
    expect(played).toEqual([{ src: 'data:audio/mpeg;base64,SUQz', volume: 0.8 }])
  })

  it('lets the server’s refusal stand without asking twice', async () => {
    vi.mocked(canStreamSpeech).mockReturnValue(true)
    vi.mocked(playStreamedSpeech).mockRejectedValue(new ApiRequestError(400, null))
    await expect(speak('🐝')).rejects.toBeInstanceOf(ApiRequestError)
    expect(fetch).not.toHaveBeenCalled()
    expect(played).toEqual([])
  })

  it('plays the whole clip where streaming is not possible', async () => {
    vi.mocked(canStreamSpeech).mockReturnValue(false)
    await speak('Bees dance.')
    expect(playStreamedSpeech).not.toHaveBeenCalled()
    expect(played).toEqual([{ src: 'data:audio/mpeg;base64,SUQz', volume: 0.8 }])
  })

  it('speaks with the chosen voice, sliders and volume, even with voice replies off', async () => {
    vi.mocked(canStreamSpeech).mockReturnValue(false)
    vi.mocked(readVoiceSettings).mockReturnValue({
      enabled: false,
      voiceId: 'onwK4e9ZLuTAKqWW03F9',
      volume: 0.3,
      stability: 0.4,
      similarityBoost: 0.5,
      style: 0.9,
    })
    await speak('Las abejas bailan.')
    const [, init] = vi.mocked(fetch).mock.calls[0]!
    expect(JSON.parse(String(init?.body))).toEqual({
      text: 'Las abejas bailan.',
      voice_id: 'onwK4e9ZLuTAKqWW03F9',
      voice_settings: { stability: 0.4, similarity_boost: 0.5, style: 0.9, use_speaker_boost: true },
    })
    expect(played).toEqual([{ src: 'data:audio/mpeg;base64,SUQz', volume: 0.3 }])
  })
})
