// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '../../lib/api-client'
import { canStreamSpeech, playStreamedSpeech } from './streamed-speech'

/** What the fake browser did, in order. */
let log: string[] = []

class FakeSourceBuffer extends EventTarget {
  updating = false
  appendBuffer(bytes: Uint8Array) {
    log.push(`append ${[...bytes].join(',')}`)
    this.updating = true
    setTimeout(() => {
      this.updating = false
      this.dispatchEvent(new Event('updateend'))
    }, 1)
  }
}

class FakeMediaSource extends EventTarget {
  static isTypeSupported = (type: string) => type === 'audio/mpeg'
  static last: FakeMediaSource | undefined
  readyState: 'closed' | 'open' | 'ended' = 'closed'
  buffer = new FakeSourceBuffer()
  constructor() {
    super()
    FakeMediaSource.last = this
  }
  addSourceBuffer(type: string) {
    log.push(`source buffer ${type}`)
    return this.buffer
  }
  endOfStream() {
    log.push('end of stream')
    this.readyState = 'ended'
  }
}

class FakeAudio extends EventTarget {
  private source = ''
  get src() {
    return this.source
  }
  set src(url: string) {
    this.source = url
    log.push(`src ${url}`)
    const media = FakeMediaSource.last!
    setTimeout(() => {
      media.readyState = 'open'
      media.dispatchEvent(new Event('sourceopen'))
    }, 1)
  }
  async play() {
    log.push('play')
  }
  pause() {
    log.push('pause')
  }
}

/** A response body that hands out `chunks` one by one, the later ones only when `release` is called. */
function streamedBody(first: number[], later: number[][]) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(Uint8Array.from(first))
      await released
      for (const chunk of later) controller.enqueue(Uint8Array.from(chunk))
      controller.close()
    },
  })
  return { body, release }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

beforeEach(() => {
  log = []
  vi.stubGlobal('MediaSource', FakeMediaSource)
  vi.stubGlobal('Audio', FakeAudio)
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:speech')
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => log.push('revoke'))
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('playStreamedSpeech', () => {
  it('asks tts for streamed MP3 and plays after the first chunk, appending the rest as it arrives', async () => {
    const { body, release } = streamedBody([1, 2], [[3], [4, 5]])
    const fetch = vi.fn(async () => new Response(body, { headers: { 'content-type': 'audio/mpeg' } }))
    vi.stubGlobal('fetch', fetch)
    const speech = await playStreamedSpeech({ text: 'Bees dance.', voice_id: 'Aria' })
    expect(log).toEqual(['src blob:speech', 'source buffer audio/mpeg', 'append 1,2', 'play'])
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/functions/v1/tts')
    expect(init.method).toBe('POST')
    expect(new Headers(init.headers).get('accept')).toBe('audio/mpeg')
    expect(JSON.parse(String(init.body))).toEqual({ text: 'Bees dance.', voice_id: 'Aria' })

    release()
    await settle()
    expect(log.slice(4)).toEqual(['append 3', 'append 4,5', 'end of stream'])
    speech.stop()
    expect(log.slice(-2)).toEqual(['pause', 'revoke'])
  })

  it('throws the server’s refusal before anything plays', async () => {
    const refusal = { error: { code: 'empty:tts_text', message: 'There is no text to speak' } }
    vi.stubGlobal('fetch', async () => Response.json(refusal, { status: 400 }))
    const error = await playStreamedSpeech({ text: '🐝' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect((error as ApiRequestError).code).toBe('empty:tts_text')
    expect(log).toEqual([])
  })

  it('stops appending once stopped', async () => {
    const { body, release } = streamedBody([1], [[2], [3]])
    vi.stubGlobal('fetch', async () => new Response(body))
    const speech = await playStreamedSpeech({ text: 'Bees dance.' })
    speech.stop()
    release()
    await settle()
    expect(log.filter((entry) => entry.startsWith('append'))).toEqual(['append 1'])
    expect(log).not.toContain('end of stream')
  })
})

describe('canStreamSpeech', () => {
  it('needs MediaSource that takes MP3', () => {
    expect(canStreamSpeech()).toBe(true)
    vi.stubGlobal('MediaSource', undefined)
    expect(canStreamSpeech()).toBe(false)
  })
})
