// Starts the app with the realtime socket on a loopback port, and a signed-in WebSocket client, for tests and bench.
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { WebSocket } from 'undici'
import { createModels } from '../ai/providers'
import { createAuth } from '../auth/auth'
import type { AppDeps, AppEnv } from '../context'
import type { Env } from '../env'
import { createLogger } from '../lib/logger'
import type { TestContext } from '../test/test-app'
import { REALTIME_PATH, type RealtimeOptions, registerRealtime } from './route'
import type { ServerEvent } from './session'
import { createRealtimeSocketServer, terminateSockets } from './socket-server'

export interface RealtimeTestServer {
  port: number
  url: string
  close: () => Promise<void>
}

export async function startRealtimeServer(
  ctx: TestContext,
  options: RealtimeOptions & { env?: Env; tls?: { key: string; cert: string } } = {},
): Promise<RealtimeTestServer> {
  const env = options.env ?? ctx.env
  const logger = createLogger(env)
  const deps: AppDeps = {
    env,
    database: ctx.database,
    logger,
    startedAt: new Date(),
    auth: createAuth({ env, db: ctx.database.db, mailer: ctx.mailer, secret: env.authSecret! }),
    mailer: ctx.mailer,
    models: createModels(env),
  }
  const app = new Hono<AppEnv>()
  registerRealtime(app, deps, options)
  app.route('/', ctx.app)
  const websocket = createRealtimeSocketServer()
  const listen = { fetch: app.fetch, port: 0, hostname: '127.0.0.1', websocket }
  const server = options.tls
    ? serve({ ...listen, createServer: https.createServer, serverOptions: options.tls })
    : serve(listen)
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    port,
    url: `${options.tls ? 'wss' : 'ws'}://127.0.0.1:${port}${REALTIME_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        terminateSockets(websocket.server)
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Signs a new user up and in through the API; returns the Cookie header a browser would send. */
export async function signedInCookie(ctx: TestContext, email = `voice-${crypto.randomUUID()}@garden.test`) {
  const client = ctx.client()
  const signUp = await client.request('/api/account/sign-up', {
    method: 'POST',
    json: {
      email,
      displayName: 'Voice Friend',
      age: 30,
      password: 'sunflower',
      confirmPassword: 'sunflower',
      language: 'en',
      consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
    },
  })
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`)
  const signIn = await client.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: 'sunflower' },
  })
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`)
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
}

export interface VoiceClient {
  socket: WebSocket
  events: ServerEvent[]
  send: (event: object) => void
  waitFor: (predicate: (event: ServerEvent) => boolean, timeoutMs?: number) => Promise<ServerEvent>
  close: () => void
}

export async function connectVoiceClient(url: string, headers: Record<string, string>): Promise<VoiceClient> {
  const socket = new WebSocket(url, { headers })
  const events: ServerEvent[] = []
  const waiters: Array<{
    predicate: (event: ServerEvent) => boolean
    resolve: (event: ServerEvent) => void
  }> = []
  socket.addEventListener('message', (message) => {
    const event = JSON.parse(String(message.data)) as ServerEvent
    events.push(event)
    for (const waiter of [...waiters]) {
      if (waiter.predicate(event)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(event)
      }
    }
  })
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve())
    socket.addEventListener('error', () => reject(new Error('socket failed to open')))
  })
  return {
    socket,
    events,
    send: (event) => socket.send(JSON.stringify(event)),
    waitFor: (predicate, timeoutMs = 10_000) => {
      const seen = events.find(predicate)
      if (seen) return Promise.resolve(seen)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('timed out waiting for an event')), timeoutMs)
        waiters.push({
          predicate,
          resolve: (event) => {
            clearTimeout(timer)
            resolve(event)
          },
        })
      })
    },
    close: () => socket.close(),
  }
}
