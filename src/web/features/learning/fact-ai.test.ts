// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '../../lib/api-client'
import { canStreamSpeech, playStreamedSpeech } from '../../lib/streamed-speech'
import { speak } from './fact-ai'

vi.mock('../../lib/streamed-speech', () => ({ canStreamSpeech: vi.fn(), playStreamedSpeech: vi.fn() }))

const played: string[] = []
class FakeAudio {
  constructor(readonly src: string) {}
  pause() {}
  async play() {
    played.push(this.src)
  }
}

beforeEach(() => {
  played.length = 0
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
  it('streams where the browser can, with Aria, and one fact speaks at a time', async () => {
    vi.mocked(canStreamSpeech).mockReturnValue(true)
    const first = { audio: {} as HTMLAudioElement, stop: vi.fn() }
    const second = { audio: {} as HTMLAudioElement, stop: vi.fn() }
    vi.mocked(playStreamedSpeech).mockResolvedValueOnce(first).mockResolvedValueOnce(second)
    await speak('Bees dance.')
    await speak('Bees hum.')
    expect(vi.mocked(playStreamedSpeech).mock.calls).toEqual([
      [{ text: 'Bees dance.', voice_id: '9BWtsMINqrJLrRacOk9x' }],
      [{ text: 'Bees hum.', voice_id: '9BWtsMINqrJLrRacOk9x' }],
    ])
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
    expect(played).toEqual(['data:audio/mpeg;base64,SUQz'])
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
    expect(played).toEqual(['data:audio/mpeg;base64,SUQz'])
  })
})
