// Loopback fakes of the speech APIs for tests, speaking the wire formats the AI SDK uses: ElevenLabs text-to-speech
// (POST /v1/text-to-speech/:voice?output_format=mp3_44100_128 → MP3 bytes, or pcm_<rate> → raw PCM16) and OpenAI's
// /v1/audio/transcriptions (multipart in; JSON out, `verbose_json` with the heard language when asked). They record
// what they were sent.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeSpeechServer {
  url: string
  requests: Array<{ path: string; headers: http.IncomingHttpHeaders; body: Buffer }>
  close: () => Promise<void>
}

export interface FakeSpeechOptions {
  /** Bytes answered to POST /v1/text-to-speech/:voice. */
  mp3?: Uint8Array
  /** Raw little-endian PCM16 bytes answered to POST /v1/text-to-speech/:voice?output_format=pcm_<rate> (any rate). */
  pcm?: Uint8Array
  /** Text answered to POST /v1/audio/transcriptions. */
  transcript?: string
  /** The language Whisper names in a `verbose_json` answer (its English name, as OpenAI sends it). */
  transcriptLanguage?: string
  failWith?: number
}

export async function startFakeSpeechServer(options: FakeSpeechOptions): Promise<FakeSpeechServer> {
  const requests: FakeSpeechServer['requests'] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) })
      if (options.failWith) {
        res.writeHead(options.failWith, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ detail: { status: 'server_error', message: 'The fake is down' } }))
        return
      }
      const url = new URL(req.url ?? '/', 'http://fake')
      const speech = url.pathname.startsWith('/v1/text-to-speech/')
      const format = url.searchParams.get('output_format') ?? 'mp3_44100_128'
      if (speech && /^pcm_\d+$/.test(format) && options.pcm) {
        res.writeHead(200, { 'content-type': 'audio/pcm' })
        res.end(Buffer.from(options.pcm))
        return
      }
      if (speech && format.startsWith('mp3_') && options.mp3) {
        res.writeHead(200, { 'content-type': 'audio/mpeg' })
        res.end(Buffer.from(options.mp3))
        return
      }
      if (req.url === '/v1/audio/transcriptions' && options.transcript !== undefined) {
        const body = Buffer.concat(chunks).toString('latin1')
        const format = /name="response_format"\r\n\r\n([a-z_]+)/.exec(body)?.[1] ?? 'json'
        const text = options.transcript
        const answer =
          format === 'verbose_json'
            ? {
                task: 'transcribe',
                language: options.transcriptLanguage ?? 'english',
                duration: 1.5,
                text,
                segments: [],
              }
            : { text }
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify(answer))
        return
      }
      res.writeHead(404).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
