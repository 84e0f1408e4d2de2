// GET /functions/v1/realtime_session: the realtime voice WebSocket. Signed-in users only, from our own origin.
import { upgradeWebSocket } from '@hono/node-server'
import type { Context, Hono } from 'hono'
import { ERROR_CODES } from '../../shared/error-codes'
import { HEARTBEAT_PONG, isHeartbeatPing } from '../../shared/voice/heartbeat'
import { getCaller } from '../auth/caller'
import { clientIp } from '../auth/client-ip'
import type { AppDeps, AppEnv } from '../context'
import { publicUrl } from '../env'
import { recordSafetyMoment } from '../features/child-safety/moments'
import { withAiCallScope } from '../operator/ai-call-metrics'
import { recorderFor } from '../operator/metrics'
import { preparePocketsphinxModel } from '../speech/recognition/pocketsphinx'
import { pocketsphinxLive } from '../speech/recognition/pocketsphinx-live'
import { createRecognizer, type RecognizerOptions } from '../speech/recognition/recognizer'
import { createSpeakerSession } from '../speech/recognition/speaker-session'
import { chooseDialect, createEventWriter } from './event-writer'
import { OpenAIRealtimeRelay, RELAY_PROVIDER, type VoiceSession, type VoiceTransport } from './openai-relay'
import { relaySettings } from './openai-relay-config'
import { RealtimeSession, type SafetyMoment, type ServerEvent } from './session'
import { leaseOf, takeSocketLease } from './socket-caps'

export const REALTIME_PATH = '/functions/v1/realtime_session'
export const ERROR_CODE_HEADER = 'x-mochi-error-code'
/**
 * Where the official `openai` client connects when its base URL is `…/functions/v1/realtime_session` or
 * `…/v1` (it appends `/realtime` itself).
 */
export const REALTIME_PATHS = [REALTIME_PATH, `${REALTIME_PATH}/realtime`, '/v1/realtime'] as const

export interface RealtimeOptions {
  recognizer?: RecognizerOptions
  /** How long the OpenAI Realtime relay may take to start before the offline pipeline answers. */
  relayStartTimeoutMs?: number
}

/** Browsers always send Origin on a WebSocket handshake; a foreign one could ride the child's cookie. */
function isAllowedOrigin(c: Context<AppEnv>, deps: AppDeps): boolean {
  const origin = c.req.header('origin')
  if (!origin) return true
  const allowed = new Set(
    [publicUrl(deps.env), ...deps.env.trustedOrigins].map((url) => url.replace(/\/$/, '')),
  )
  if (allowed.has(origin)) return true
  try {
    return new URL(origin).host === c.req.header('host')
  } catch {
    return false
  }
}

/** Mount before the `/functions/*` catch-all; `serve()` needs `websocket: createRealtimeSocketServer()`. */
export function registerRealtime(app: Hono<AppEnv>, deps: AppDeps, options: RealtimeOptions = {}) {
  // A refused upgrade reaches the client as status and headers only (no body): the code rides in a header too.
  const fail = (c: Context<AppEnv>, status: 401 | 403 | 426 | 429, code: string, message: string) => {
    c.header(ERROR_CODE_HEADER, code)
    return c.json({ error: { code, message } }, status)
  }
  app.on(
    'GET',
    [...REALTIME_PATHS],
    async (c, next) => {
      if (!isAllowedOrigin(c, deps)) return fail(c, 403, ERROR_CODES.forbidden, 'This origin may not connect')
      const caller = await getCaller(c, deps)
      if (caller.kind !== 'user') {
        return fail(c, 401, ERROR_CODES.unauthorized, 'Please sign in to chat with Mochi by voice')
      }
      if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
        return fail(c, 426, ERROR_CODES.upgradeRequired, 'Connect with a WebSocket')
      }
      const address = clientIp(c, deps.env.trustProxy)
      const full = await takeSocketLease(
        c,
        deps.database.db,
        { userId: caller.userId, address },
        deps.env.voiceSockets,
      )
      if (full) {
        return fail(
          c,
          429,
          ERROR_CODES.voiceSocketsLimit,
          full === 'account'
            ? 'Too many voice conversations are open for this account. Close one and try again.'
            : 'Too many voice conversations are open from this network. Close one and try again.',
        )
      }
      await next()
    },
    upgradeWebSocket((c) => {
      const dialect = chooseDialect(new URL(c.req.url), c.req.header('openai-beta'))
      const recorder = recorderFor(deps)
      const caller = c.get('caller')
      const owner = caller?.kind === 'user' ? { userId: caller.userId } : null
      // What the safety path answered is kept for the family, in both voice modes.
      const onSafetyMoment = (moment: SafetyMoment) =>
        recordSafetyMoment(deps.database.db, owner, { ...moment, source: 'voice' })
      let session: VoiceSession | undefined
      let writer: ReturnType<typeof createEventWriter> | undefined
      let open = false
      const lease = leaseOf(c)
      const end = () => {
        lease?.release()
        session?.dispose()
        session = undefined
        // onError and onClose can both come for one socket; it was opened once.
        if (open) recorder.websocketClosed()
        open = false
      }
      return {
        onOpen: (_event, ws) => {
          open = true
          lease?.opened()
          recorder.websocketOpened()
          const events = createEventWriter((text) => ws.send(text), dialect)
          writer = events
          events.connected()
          const transport: VoiceTransport = {
            send: events.send,
            close: (code, reason) => ws.close(code, reason),
          }
          const offline = () => {
            const recognizer = createRecognizer(deps.env, {
              logger: deps.logger,
              // Not the second pass for unsure turns (bench/stt.ts (c): fewer word errors, but a fit and a decode on
              // those turns, which took the turn's p95 from 390 to 1,164 ms in bench/voice.ts at load 9); a
              // deployment with spare cores can pass `recognizer: { secondPassWhenUnsure: true }`.
              secondPassWhenUnsure: false,
              ...options.recognizer,
            })
            return new RealtimeSession(
              {
                models: deps.models,
                logger: deps.logger,
                env: deps.env,
                recognizer,
                listen: recognizer?.provider === 'pocketsphinx' ? pocketsphinxLive() : undefined,
                // This child's voice, learnt over the session (offline English; none without sphinxtrain).
                speaker:
                  recognizer?.provider === 'pocketsphinx'
                    ? createSpeakerSession(
                        async () => (await preparePocketsphinxModel()).dictionary,
                        (error) => deps.logger.warn({ err: error }, 'speaker adaptation failed'),
                      )
                    : undefined,
                // ElevenLabs failures are not error events (eSpeak speaks instead), so they are counted here.
                onProviderError: (provider) => recorder.providerError(provider),
                onSafetyMoment,
              },
              { send: (event) => countingProviderErrors(deps, event, transport) },
            )
          }
          session = relaySettings(deps.env)
            ? new OpenAIRealtimeRelay(
                {
                  env: deps.env,
                  logger: deps.logger,
                  fallback: offline,
                  onProviderError: () => recorder.providerError(RELAY_PROVIDER),
                  startTimeoutMs: options.relayStartTimeoutMs,
                  onSafetyMoment,
                },
                transport,
              )
            : offline()
          withAiCallScope(recorder.prom, realtimeCaller, () => session?.start())
        },
        onMessage: (event) => {
          // The browser's heartbeat is answered here, at once: it is no conversation event and counts toward no limit.
          if (typeof event.data === 'string' && isHeartbeatPing(event.data)) {
            return writer?.send({ type: HEARTBEAT_PONG })
          }
          withAiCallScope(recorder.prom, realtimeCaller, () =>
            session?.receive(event.data as string | ArrayBuffer),
          )
        },
        onClose: end,
        onError: end,
      }
    }),
  )
}

/** AI calls of a voice session count under the function's name. */
const realtimeCaller = () => 'realtime_session'

/** The offline pipeline reports failures only as error events; those of a provider count in the health figures. */
function countingProviderErrors(deps: AppDeps, event: ServerEvent, transport: VoiceTransport) {
  if (event.type === 'error') {
    const code = (event.error as { code?: unknown } | undefined)?.code
    const provider =
      code === 'stt_failed'
        ? 'speech_recognition'
        : code === 'response_failed'
          ? deps.models.chat.provider
          : null
    if (provider) recorderFor(deps).providerError(provider)
  }
  transport.send(event)
}
