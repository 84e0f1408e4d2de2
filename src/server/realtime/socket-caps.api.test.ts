// Voice socket caps: at most VOICE_SOCKETS_PER_ACCOUNT open sockets per account and VOICE_SOCKETS_PER_ADDRESS per
// address, refused at the handshake with a 429 in the one error shape; a closed socket frees its place.
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { voiceSockets } from '../db/schema/voice-sockets'
import { loadEnv, publicUrl } from '../env'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'
import {
  connectVoiceClient,
  type RealtimeTestServer,
  signedInCookie,
  startRealtimeServer,
  type VoiceClient,
} from './realtime-test-server'

/** A WebSocket handshake by hand, to read the refusal's status and body (a WebSocket client only sees "error"). */
function handshake(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; code: string | undefined }>((resolve, reject) => {
    const request = http.get(url.replace(/^ws/, 'http'), {
      headers: {
        ...headers,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-key': Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64'),
        'sec-websocket-version': '13',
      },
    })
    request.on('upgrade', (response, socket) => {
      socket.destroy()
      resolve({ status: response.statusCode ?? 101, code: undefined })
    })
    request.on('response', (response) => {
      response.resume()
      const code = response.headers['x-mochi-error-code']
      resolve({ status: response.statusCode ?? 0, code: typeof code === 'string' ? code : undefined })
    })
    request.on('error', reject)
  })
}

describe(`voice socket caps (${databaseKind})`, () => {
  let ctx: TestContext
  let server: RealtimeTestServer
  const open: VoiceClient[] = []
  beforeAll(async () => {
    ctx = await createTestContext({ env: { voiceSockets: { perAccount: 3, perAddress: 5 } } })
    server = await startRealtimeServer(ctx, { recognizer: { disabled: true } })
  })
  afterAll(async () => {
    for (const client of open) client.close()
    await server.close()
    await ctx.close()
  })

  const connect = async (headers: Record<string, string>) => {
    const client = await connectVoiceClient(server.url, headers)
    open.push(client)
    await client.waitFor((event) => event.type === 'session.created')
    return client
  }

  it('defaults to 3 per account and 10 per address, from VOICE_SOCKETS_PER_ACCOUNT and _PER_ADDRESS', () => {
    expect(loadEnv({}).voiceSockets).toEqual({ perAccount: 3, perAddress: 10 })
    expect(loadEnv({ VOICE_SOCKETS_PER_ACCOUNT: '5', VOICE_SOCKETS_PER_ADDRESS: '40' }).voiceSockets).toEqual(
      { perAccount: 5, perAddress: 40 },
    )
  })

  it('lets one account hold 3 sockets, refuses the 4th with a 429, and frees a place when one closes', async () => {
    const alice = { cookie: await signedInCookie(ctx), origin: publicUrl(ctx.env) }
    const sockets = [await connect(alice), await connect(alice), await connect(alice)]
    const refused = await handshake(server.url, alice)
    expect(refused).toEqual({ status: 429, code: 'rate_limit:voice_sockets' })
    // The same refusal as the app answers it (in-process): the one error shape, before any upgrade.
    const inProcess = await ctx.request('/functions/v1/realtime_session', {
      headers: { ...alice, upgrade: 'websocket', connection: 'Upgrade' },
    })
    expect(inProcess.status).toBe(429)
    expect(await inProcess.json()).toEqual({
      error: {
        code: 'rate_limit:voice_sockets',
        message: 'Too many voice conversations are open for this account. Close one and try again.',
      },
    })

    sockets[0]!.close()
    await expect.poll(async () => (await ctx.database.db.select().from(voiceSockets)).length).toBe(2)
    const again = await connect(alice)
    expect(again.socket.readyState).toBe(1)
  })

  it('caps one address across accounts (5 here): the 6th socket from the address is refused', async () => {
    // Alice still holds 3 sockets from this address; Bob may open 2 more, not 3.
    const bob = { cookie: await signedInCookie(ctx), origin: publicUrl(ctx.env) }
    await connect(bob)
    await connect(bob)
    expect(await handshake(server.url, bob)).toEqual({ status: 429, code: 'rate_limit:voice_sockets' })
    // The refused handshakes left no lease behind.
    expect(await ctx.database.db.select().from(voiceSockets)).toHaveLength(5)
  })
})
