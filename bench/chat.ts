// Chat latency over HTTP with the offline garden guide: time to first token and full reply (p50, p95) for
// sequential chats, then 20 concurrent chats (errors and replies per second). Run: npx tsx bench/chat.ts
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createModels } from '../src/server/ai/providers'
import { createApp } from '../src/server/app'
import { createAuth } from '../src/server/auth/auth'
import { openDatabase } from '../src/server/db/client'
import { testEnv } from '../src/server/env'
import { createLogger } from '../src/server/lib/logger'
import { createMailer } from '../src/server/mail/mailer'

const QUESTIONS = [
  'How do bees make honey?',
  '¿Cómo hacen miel las abejas?',
  'When should I plant sunflowers?',
  '¿Cuándo planto tomates?',
  'How do I get rid of aphids without poison?',
  'Tell me a bee joke!',
  'How often should I water my basil?',
  '¿Qué flores les gustan a las mariposas?',
  'Why do bees dance?',
  'How do worms help the soil?',
]

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

async function main() {
  const env = testEnv({ ai: { ...testEnv().ai, chatLimitPerMinute: 100_000 } })
  const database = await openDatabase({})
  const logger = createLogger(env)
  const mailer = createMailer(database.db, { from: env.mailFrom, logger })
  const auth = createAuth({ env, db: database.db, mailer, secret: env.authSecret! })
  const app = createApp({
    env,
    database,
    logger,
    startedAt: new Date(),
    auth,
    mailer,
    models: createModels(env),
  })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const chat = async (question: string) => {
    const started = performance.now()
    const response = await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mochi-guest-id': crypto.randomUUID() },
      body: JSON.stringify({
        language: 'en',
        messages: [{ id: crypto.randomUUID(), role: 'user', parts: [{ type: 'text', text: question }] }],
      }),
    })
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`)
    const reader = response.body.getReader()
    const decoder = new TextDecoder()
    let firstToken = 0
    let buffer = ''
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      buffer += decoder.decode(value, { stream: true })
      if (!firstToken && buffer.includes('"text-delta"')) firstToken = performance.now() - started
    }
    return { firstToken, total: performance.now() - started }
  }

  for (const question of QUESTIONS) await chat(question) // warm-up: index, JIT
  const firstTokens: number[] = []
  const totals: number[] = []
  for (let round = 0; round < 5; round++) {
    for (const question of QUESTIONS) {
      const { firstToken, total } = await chat(question)
      firstTokens.push(firstToken)
      totals.push(total)
    }
  }

  const concurrent = 20
  const started = performance.now()
  const results = await Promise.allSettled(
    Array.from({ length: concurrent }, (_, i) => chat(QUESTIONS[i % QUESTIONS.length]!)),
  )
  const seconds = (performance.now() - started) / 1000
  const errors = results.filter((result) => result.status === 'rejected').length

  const figures = {
    sequentialChats: firstTokens.length,
    firstTokenMs: { p50: percentile(firstTokens, 50), p95: percentile(firstTokens, 95) },
    fullReplyMs: { p50: percentile(totals, 50), p95: percentile(totals, 95) },
    concurrent: { chats: concurrent, errors, seconds, repliesPerSecond: (concurrent - errors) / seconds },
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`
  console.log('chat over HTTP, offline garden guide')
  console.log(
    `  time to first token  p50 ${ms(figures.firstTokenMs.p50)}  p95 ${ms(figures.firstTokenMs.p95)}  (target p50 < 50 ms) ${figures.firstTokenMs.p50 < 50 ? 'ok' : 'MISSED'}`,
  )
  console.log(`  full reply           p50 ${ms(figures.fullReplyMs.p50)}  p95 ${ms(figures.fullReplyMs.p95)}`)
  console.log(
    `  ${concurrent} concurrent chats: ${errors} errors, ${figures.concurrent.repliesPerSecond.toFixed(1)} replies/s ${errors === 0 ? 'ok' : 'MISSED'}`,
  )
  console.log(`BENCH_JSON ${JSON.stringify(figures)}`)
  server.close()
  mailer.stop()
  await database.close()
}

await main()
