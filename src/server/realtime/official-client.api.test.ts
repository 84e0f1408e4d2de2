// The official `openai` package's realtime client, unchanged, against our voice socket over TLS: its own URL logic
// (base URL + `/realtime`, always wss), the session token as its API key, GA event names, an `event_id` on every
// event, and a typed turn answered.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import OpenAI from 'openai'
import { OpenAIRealtimeWS } from 'openai/realtime/ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'
import { type RealtimeTestServer, signedInCookie, startRealtimeServer } from './realtime-test-server'

let ctx: TestContext
let server: RealtimeTestServer
let cert: string
/** The session token, sent the way the official client sends its API key: `Authorization: Bearer …`. */
let sessionToken: string
const folder = mkdtempSync(join(tmpdir(), 'mochi-tls-'))

beforeAll(async () => {
  // A throwaway certificate for 127.0.0.1: the official client always connects with wss.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(folder, 'key.pem'),
      '-out',
      join(folder, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  )
  cert = readFileSync(join(folder, 'cert.pem'), 'utf8')
  ctx = await createTestContext()
  server = await startRealtimeServer(ctx, {
    recognizer: { disabled: true },
    tls: { key: readFileSync(join(folder, 'key.pem'), 'utf8'), cert },
  })
  const cookie = await signedInCookie(ctx)
  const session = /(?:^|; )(?:__Secure-)?better-auth\.session_token=([^;]+)/.exec(cookie)?.[1]
  if (!session) throw new Error(`no session cookie in ${cookie}`)
  sessionToken = decodeURIComponent(session)
})
afterAll(async () => {
  await server.close()
  await ctx.close()
  rmSync(folder, { recursive: true, force: true })
})

type AnyEvent = { type: string; event_id?: string; delta?: string }

async function converse(baseURL: string) {
  const client = new OpenAI({ apiKey: sessionToken, baseURL })
  const rt = new OpenAIRealtimeWS({ model: 'mochi', options: { ca: cert } }, client)
  const events: AnyEvent[] = []
  const errors: unknown[] = []
  rt.on('event', (event) => events.push(event as AnyEvent))
  rt.on('error', (error) => errors.push(error))
  await new Promise<void>((resolve, reject) => {
    rt.socket.once('open', () => resolve())
    rt.socket.once('error', reject)
  })
  rt.send({
    type: 'conversation.item.create',
    item: {
      type: 'message',
      role: 'user',
      content: [{ type: 'input_text', text: 'Why do bees make honey?' }],
    },
  })
  rt.send({ type: 'response.create' })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no response.done within 15 s')), 15_000)
    rt.on('response.done', () => {
      clearTimeout(timer)
      resolve()
    })
  })
  rt.close()
  return { events, errors, url: rt.url.toString() }
}

describe(`the official openai realtime client (${databaseKind})`, () => {
  for (const base of ['/functions/v1/realtime_session', '/v1']) {
    it(`talks with Mochi in GA events from a base URL of https://…${base}`, async () => {
      const { events, errors, url } = await converse(`https://127.0.0.1:${server.port}${base}`)
      expect(url).toBe(`wss://127.0.0.1:${server.port}${base}/realtime?model=mochi`)
      expect(errors).toEqual([])
      const types = events.map((event) => event.type)
      expect(types.slice(0, 3)).toEqual(['connected', 'session.created', 'session.ready'])
      expect(types).toContain('response.output_audio.delta')
      expect(types).toContain('response.output_audio.done')
      expect(types).not.toContain('response.audio.delta')
      const words = events
        .filter((event) => event.type === 'response.output_audio_transcript.delta')
        .map((event) => event.delta)
        .join('')
      expect(words).toMatch(/bee|honey|nectar/i)
      expect(events.every((event) => typeof event.event_id === 'string' && event.event_id.length > 0)).toBe(
        true,
      )
      expect(new Set(events.map((event) => event.event_id)).size).toBe(events.length)
    })
  }
})
