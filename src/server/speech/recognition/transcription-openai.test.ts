// Unit tests of OpenAI transcription through the AI SDK against a loopback fake of /v1/audio/transcriptions: the
// multipart the SDK sends, the stated language as Whisper's hint, and the language Whisper says it heard.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeWav } from '../synthesis/encode'
import { type FakeSpeechServer, startFakeSpeechServer } from '../voice-fakes'
import { transcribeWithOpenAi } from './transcription-openai'

const WAV = encodeWav(new Int16Array(1600), 16_000)
let spanish: FakeSpeechServer
let down: FakeSpeechServer
beforeAll(async () => {
  spanish = await startFakeSpeechServer({
    transcript: ' Las abejas aman las flores. ',
    transcriptLanguage: 'spanish',
  })
  down = await startFakeSpeechServer({ failWith: 500 })
})
afterAll(async () => {
  await spanish.close()
  await down.close()
})

describe('transcribeWithOpenAi', () => {
  it('sends the audio as multipart for whisper-1 and returns the text with the language Whisper heard', async () => {
    const heard = await transcribeWithOpenAi({ apiKey: 'sk-test', baseUrl: `${spanish.url}/v1` }, WAV)
    expect(heard).toEqual({ text: 'Las abejas aman las flores.', language: 'es' })
    const sent = spanish.requests.at(-1)!
    expect(sent.path).toBe('/v1/audio/transcriptions')
    expect(sent.headers.authorization).toBe('Bearer sk-test')
    const body = sent.body.toString('latin1')
    expect(body).toContain('name="model"\r\n\r\nwhisper-1')
    expect(body).toContain('name="response_format"\r\n\r\nverbose_json')
    expect(body).toContain('filename="audio.wav"')
    expect(body).not.toContain('name="language"')
  })

  it('passes a stated language on as Whisper’s hint', async () => {
    await transcribeWithOpenAi({ apiKey: 'sk-test', baseUrl: `${spanish.url}/v1` }, WAV, 'es')
    expect(spanish.requests.at(-1)!.body.toString('latin1')).toContain('name="language"\r\n\r\nes')
  })

  it('throws at the first failure, without retrying', async () => {
    await expect(transcribeWithOpenAi({ apiKey: 'sk', baseUrl: `${down.url}/v1` }, WAV)).rejects.toThrow()
    expect(down.requests).toHaveLength(1)
  })

  it('tries once more at once when the connection is dropped before any answer', async () => {
    let requests = 0
    // The first connection is cut as soon as its request arrives, as a server closing a kept-alive one does.
    const flaky = http.createServer((req, res) => {
      requests++
      if (requests === 1) {
        req.socket.destroy()
        return
      }
      req.resume()
      req.on('end', () => {
        res.setHeader('content-type', 'application/json')
        res.end(
          JSON.stringify({ text: ' Bees love flowers ', language: 'english', duration: 1, segments: [] }),
        )
      })
    })
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = flaky.address() as AddressInfo
      const heard = await transcribeWithOpenAi({ apiKey: 'sk', baseUrl: `http://127.0.0.1:${port}/v1` }, WAV)
      expect(heard).toEqual({ text: 'Bees love flowers', language: 'en' })
      expect(requests).toBe(2)
    } finally {
      await new Promise((resolve) => flaky.close(resolve))
    }
  })
})
