// Worker-pool bench: /api/health latency while 20 long tts and 10 pictures run at once, then chat first token
// with 50 concurrent chats, on the built app. Run: npm run build && npx tsx bench/pool.ts
import os from 'node:os'
import { cpuMs, removeDir, requireBuild, rssMb, startApp, tempDataDir, threadCpuMs } from './lib/servers'

// Targets from issue 17.
const TARGET = { healthP99Ms: 50, chatFirstTokenP50Ms: 100 }
const LONG_TTS = 20
const PICTURES = 10
const CHATS = 50
const HEALTH_GAP_MS = 20

// About 1,400 characters: over a minute and a half of speech each.
const LONG_TEXT = Array.from(
  { length: 16 },
  (_, i) =>
    `Bee number ${i + 1} visits the sunflowers, the clover and the lavender, then flies home with pollen.`,
).join(' ')
const PROMPTS = [
  'bees over sunflowers',
  'a rainy vegetable garden',
  'butterflies and tulips at night',
  'a bee house',
]
const QUESTIONS = [
  'How do bees make honey?',
  '¿Cómo hacen miel las abejas?',
  'When should I plant sunflowers?',
]

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
const ms = (value: number) => `${value.toFixed(1)} ms`
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED')

requireBuild()
const dataDir = tempDataDir()
const server = await startApp(dataDir, { TTS_LIMIT_PER_MINUTE: '100000', CHAT_LIMIT_PER_MINUTE: '100000' })
const { url } = server

async function health(): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${url}/api/health`)
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`health ${response.status}`)
  return performance.now() - started
}

/** Sequential health checks, HEALTH_GAP_MS apart, until `done` settles. */
async function pollHealth(done: Promise<unknown>): Promise<number[]> {
  let finished = false
  void done.finally(() => {
    finished = true
  })
  const latencies: number[] = []
  while (!finished) {
    latencies.push(await health())
    await new Promise((resolve) => setTimeout(resolve, HEALTH_GAP_MS))
  }
  return latencies
}

async function tts(): Promise<{ status: number; bytes: number }> {
  const response = await fetch(`${url}/functions/v1/tts`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'audio/mpeg',
      'x-mochi-guest-id': crypto.randomUUID(),
    },
    body: JSON.stringify({ text: LONG_TEXT }),
  })
  return { status: response.status, bytes: (await response.arrayBuffer()).byteLength }
}

async function picture(i: number): Promise<{ status: number; bytes: number }> {
  const response = await fetch(`${url}/functions/v1/advanced_image_generation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mochi-guest-id': crypto.randomUUID() },
    body: JSON.stringify({ prompt: PROMPTS[i % PROMPTS.length], size: '1024x1024' }),
  })
  return { status: response.status, bytes: (await response.arrayBuffer()).byteLength }
}

async function chat(question: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${url}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mochi-guest-id': crypto.randomUUID() },
    body: JSON.stringify({
      language: 'en',
      messages: [{ id: crypto.randomUUID(), role: 'user', parts: [{ type: 'text', text: question }] }],
    }),
  })
  if (!response.ok || !response.body) throw new Error(`chat HTTP ${response.status}`)
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let firstToken = Number.NaN
  let buffer = ''
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    buffer += decoder.decode(read.value, { stream: true })
    if (Number.isNaN(firstToken) && buffer.includes('"text-delta"')) firstToken = performance.now() - started
  }
  return firstToken
}

const tally = (results: { status: number }[]) => {
  const counts = new Map<number, number>()
  for (const { status } of results) counts.set(status, (counts.get(status) ?? 0) + 1)
  return [...counts].map(([status, count]) => `${count}×${status}`).join(' ')
}

try {
  // Idle anchor, after the server's own start-up work.
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const idle: number[] = []
  for (let i = 0; i < 50; i++) idle.push(await health())

  const loadStarted = performance.now()
  const load = Promise.all([
    Promise.all(Array.from({ length: LONG_TTS }, tts)),
    Promise.all(Array.from({ length: PICTURES }, (_, i) => picture(i))),
  ])
  const [underLoad, [spoken, drawn]] = await Promise.all([pollHealth(load), load])
  const loadSeconds = (performance.now() - loadStarted) / 1000
  const peakRss = rssMb(server.pid)

  for (let i = 0; i < 5; i++) await chat(QUESTIONS[i % QUESTIONS.length]!) // JIT warm-up of the chat path
  const chatsStarted = performance.now()
  const chatCpuBefore = cpuMs(server.pid)
  const threadsBefore = threadCpuMs(server.pid)
  const firstTokens = await Promise.all(
    Array.from({ length: CHATS }, (_, i) => chat(QUESTIONS[i % QUESTIONS.length]!)),
  )
  const chatSeconds = (performance.now() - chatsStarted) / 1000
  // The server's CPU time (user + system, every thread) over the burst, per chat: steadier than latency when
  // other work shares the machine.
  const chatCpuMs = (cpuMs(server.pid) - chatCpuBefore) / CHATS
  // Of which the main thread (the request loop every chat waits for) and the other threads (chat worker, GC).
  const threadsAfter = threadCpuMs(server.pid)
  const chatMainMs = (threadsAfter.main - threadsBefore.main) / CHATS
  const chatOthersMs = (threadsAfter.others - threadsBefore.others) / CHATS

  const healthP99 = percentile(underLoad, 99)
  const chatP50 = percentile(firstTokens, 50)
  const [load1, load5] = os.loadavg()
  console.log(
    `method: built app (node dist/server/main.js, PGlite, offline voice and illustrator, WORKER_THREADS=${process.env.WORKER_THREADS ?? `default ${os.availableParallelism()}`}); ` +
      `${LONG_TTS} tts of ${LONG_TEXT.length} chars (Accept: audio/mpeg, read to the end) and ${PICTURES} 1024² pictures ` +
      `(advanced_image_generation) sent at once while one client sends GET /api/health one after another, ${HEALTH_GAP_MS} ms apart; ` +
      `then ${CHATS} chats at once (offline garden guide), first token = first "text-delta" seen. Load average ${load1?.toFixed(1)} / ${load5?.toFixed(1)} on ${os.availableParallelism()} CPUs.`,
  )
  console.log(`  /api/health idle         p50 ${ms(percentile(idle, 50))}  p99 ${ms(percentile(idle, 99))}`)
  console.log(
    `  /api/health under load   p50 ${ms(percentile(underLoad, 50))}  p99 ${ms(healthP99)}  max ${ms(Math.max(...underLoad))}  (${underLoad.length} checks; target p99 ≤ ${TARGET.healthP99Ms} ms) ${verdict(healthP99 <= TARGET.healthP99Ms)}`,
  )
  console.log(
    `  load: tts ${tally(spoken)}, pictures ${tally(drawn)}, all done in ${loadSeconds.toFixed(1)} s; server RSS at the end ${peakRss.toFixed(0)} MB`,
  )
  console.log(
    `  ${CHATS} concurrent chats: first token p50 ${ms(chatP50)}  p95 ${ms(percentile(firstTokens, 95))}, all replies in ${chatSeconds.toFixed(1)} s, server CPU ${chatCpuMs.toFixed(1)} ms per chat (main thread ${chatMainMs.toFixed(1)}, other threads ${chatOthersMs.toFixed(1)}) (target p50 ≤ ${TARGET.chatFirstTokenP50Ms} ms) ${verdict(chatP50 <= TARGET.chatFirstTokenP50Ms)}`,
  )
  console.log(
    `BENCH_JSON ${JSON.stringify({
      loadAverage: [load1, load5],
      healthIdle: { p50: percentile(idle, 50), p99: percentile(idle, 99) },
      healthUnderLoad: {
        p50: percentile(underLoad, 50),
        p99: healthP99,
        max: Math.max(...underLoad),
        checks: underLoad.length,
      },
      tts: tally(spoken),
      pictures: tally(drawn),
      loadSeconds,
      chatFirstToken: { p50: chatP50, p95: percentile(firstTokens, 95) },
      chatCpuMsPerChat: chatCpuMs,
      chatCpuMsPerChatByThread: { main: chatMainMs, others: chatOthersMs },
    })}`,
  )
} finally {
  await server.stop()
  removeDir(dataDir)
}
