// Process entry: opens and migrates the database, serves the app on PORT, shuts down cleanly on SIGTERM.
// `node dist/server/main.js migrate` only migrates (and seeds) the database, then exits.
import { createServer, type RequestListener, type ServerOptions } from 'node:http'
import { serve } from '@hono/node-server'
import { warmUpGardenGuide } from './ai/local/garden-guide/warm-up'
import { createModels } from './ai/providers'
import { prepareLearnedModel } from './ai/safety/learned/learned-cache'
import { warmUpModeration } from './ai/safety/moderate'
import { createApp } from './app'
import { createAuth } from './auth/auth'
import { announceBootstrapToken } from './auth/operator-bootstrap'
import { resolveAuthSecret } from './auth/secret'
import { openDatabase } from './db/client'
import { loadEnv } from './env'
import { startRetentionJob } from './features/follow/retention'
import { unansweredRecorder } from './features/operator/unanswered-data'
import { collectGarbage } from './lib/collect-garbage'
import { followContentChanges } from './lib/content-changes'
import { markDraining } from './lib/draining'
import { createLogger } from './lib/logger'
import { createMailer } from './mail/mailer'
import { memoryReads } from './memory-routes'
import { startFiguresPublisher } from './operator/cluster-figures'
import { closeSockets, createRealtimeSocketServer, terminateSockets } from './realtime/socket-server'
import { findPocketsphinx, preparePocketsphinxModel } from './speech/recognition/pocketsphinx'
import {
  chatWorkerStartFromEnv,
  chatWorkerThreadsFromEnv,
  enableChatWorker,
  startChatWorker,
} from './workers/chat-worker'

const WARM_UP_DELAY_MS = 1000

const env = loadEnv()
const logger = createLogger(env)

async function main() {
  const started = performance.now()
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir })
  logger.info(
    { kind: database.kind, dataDir: database.kind === 'pglite' ? env.dataDir : undefined },
    'database ready',
  )
  if (process.argv[2] === 'migrate') {
    await database.close()
    logger.info('migrations applied; exiting')
    return
  }
  // Another instance's seed (a rollout) announces new content: the copies kept in memory here reload.
  const stopFollowing = await followContentChanges(database, logger)
  const mailer = createMailer(database.db, { smtpUrl: env.smtpUrl, from: env.mailFrom, logger })
  const auth = createAuth({ env, db: database.db, mailer, secret: resolveAuthSecret(env, logger) })
  // Once the server answers, compile the safety filter (every chat needs it) and read the language model, so the
  // first chat pays nothing extra; none of it delays being healthy. Speech and pictures warm up in the worker
  // pool with their first job (src/server/workers), so this process never holds eSpeak, lamejs or resvg.
  const chatWorkerStart = chatWorkerStartFromEnv()
  const warmUp = () => {
    const safety = prepareLearnedModel(env.dataDir)
      .then(({ fromCache, key, keptError }) => {
        logger.info({ key, fromCache }, 'learned safety reader ready')
        if (keptError)
          logger.warn({ err: keptError }, 'the learned safety reader could not be kept in DATA_DIR')
      })
      .catch((error) => logger.warn({ err: error }, 'the learned safety reader could not be read or trained'))
      // Then the rules compile, with the model in place (or trained now if it could not be read), and the garden
      // guide answers once in each language (its term sets are built at its first answer).
      .finally(() => {
        warmUpModeration()
        warmUpGardenGuide()
        if (chatWorkerStart === 'warm-up') void startChatWorker()
      })
    let speech: Promise<unknown> = Promise.resolve()
    if (findPocketsphinx()) {
      speech = preparePocketsphinxModel(env.dataDir)
        .then((model) =>
          logger.info({ words: model.vocabularySize }, 'offline English speech recognition ready'),
        )
        .catch((error) => logger.warn({ err: error }, 'the garden language model could not be built'))
    } else if (!env.ai.openai.apiKey && !env.ai.openai.baseUrl) {
      logger.info(
        'speech recognition is off: install pocketsphinx (scripts/system-deps.sh --runtime) or set OPENAI_API_KEY',
      )
    }
    // The warm-up's leftovers (corpora, keys, the start's own garbage) go now, not when V8 next gets round to it.
    void Promise.allSettled([safety, speech]).then(collectGarbage)
  }
  await announceBootstrapToken(database.db, env, logger)
  const stopRetention = startRetentionJob(database.db, logger)
  const models = createModels(env, { onUnanswered: unansweredRecorder(database.db, logger) })
  // The offline guide's chats are screened and answered on a worker thread started by the first chat (or at the
  // warm-up, CHAT_WORKER_START); until it is ready, and with WORKER_THREADS=0, they are answered inline.
  enableChatWorker({ threads: chatWorkerStart === 'off' ? 0 : chatWorkerThreadsFromEnv(), logger })
  logger.info({ chat: models.chat.provider, reasoning: models.reasoning.provider }, 'AI providers')
  const deps = { env, database, logger, startedAt: new Date(), auth, mailer, models }
  const app = createApp(deps)
  // Only on PostgreSQL can other instances exist: the health view then adds up every instance's figures.
  const figures = database.kind === 'postgres' ? startFiguresPublisher(deps, logger) : null
  const websocket = createRealtimeSocketServer()
  // The hottest reads are answered from memory in front of Hono's listener (see memory-routes).
  const reads = memoryReads(deps, app.fetch)
  const server = serve(
    {
      fetch: app.fetch,
      port: env.port,
      hostname: env.host,
      websocket,
      createServer: ((options: ServerOptions, listener: RequestListener) =>
        createServer(options, reads.wrap(listener))) as typeof createServer,
    },
    (info) => {
      const ms = Math.round(performance.now() - started)
      logger.info({ port: info.port, ms }, `Mochi's Garden is listening on http://localhost:${info.port}`)
      // A moment later, so the first health checks are not queued behind seconds of compiling.
      setTimeout(warmUp, WARM_UP_DELAY_MS).unref()
    },
  )

  server.on('error', (error) => {
    logger.fatal({ err: error, port: env.port }, 'the server could not listen (is the port already in use?)')
    process.exit(1)
  })

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    // GET /api/health/ready answers 503 from now on, for balancers that poll readiness on open connections.
    markDraining()
    logger.info({ signal }, 'shutting down: finishing in-flight requests')
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in 10 s; closing anyway')
      terminateSockets(websocket.server)
      if ('closeAllConnections' in server) server.closeAllConnections()
    }, 10_000)
    force.unref()
    closeSockets(websocket.server)
    if ('closeIdleConnections' in server) server.closeIdleConnections()
    server.close(async () => {
      // Only now, with every acknowledged request answered, is the database closed (PGlite flushes here).
      mailer.stop()
      stopRetention()
      reads.flush()
      await stopFollowing()
      await figures?.stop()
      await database.close()
      logger.info('stopped')
      process.exit(0)
    })
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error) => {
  logger.fatal({ err: error }, 'failed to start')
  process.exit(1)
})
