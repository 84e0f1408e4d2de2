// Chat first token under a burst of concurrent chats on the built app (offline garden guide), with the server's CPU
// time per chat. Run: npm run build && npx tsx bench/chat-burst.ts [chats] [rounds]
import os from 'node:os'
import { cpuMs, removeDir, requireBuild, startApp, tempDataDir, threadCpuMs, waitQuiet } from './lib/servers'

const CHATS = Number(process.argv[2] ?? 50)
const ROUNDS = Number(process.argv[3] ?? 3)
const QUESTIONS = [
  'How do bees make honey?',
  '¿Cómo hacen miel las abejas?',
  'When should I plant sunflowers?',
]

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

requireBuild()
const dataDir = tempDataDir()
const server = await startApp(dataDir, { CHAT_LIMIT_PER_MINUTE: '100000' })
const { url } = server

async function chat(question: string): Promise<{ firstToken: number; total: number }> {
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
  return { firstToken, total: performance.now() - started }
}

try {
  await waitQuiet(server.pid)
  for (let i = 0; i < 5; i++) await chat(QUESTIONS[i % QUESTIONS.length]!)
  const load = os.loadavg().map((x) => x.toFixed(2))
  console.log(
    `method: built app (node dist/server/main.js, PGlite, offline garden guide), 5 chats one by one to warm up, then ` +
      `${ROUNDS} rounds of ${CHATS} chats sent at once (fresh guest ids; the questions of bench/pool.ts); first token = ` +
      `first "text-delta" seen; server CPU = user + system time of the server process over the round, split into its ` +
      `main thread (the request loop) and its other threads (chat worker, GC and compiler helpers). ` +
      `Load average ${load.join(' / ')} on ${os.availableParallelism()} CPUs.`,
  )
  for (let round = 0; round < ROUNDS; round++) {
    const cpuBefore = cpuMs(server.pid)
    const threadsBefore = threadCpuMs(server.pid)
    const results = await Promise.all(
      Array.from({ length: CHATS }, (_, i) => chat(QUESTIONS[i % QUESTIONS.length]!)),
    )
    const cpu = cpuMs(server.pid) - cpuBefore
    const threads = threadCpuMs(server.pid)
    const mainMs = (threads.main - threadsBefore.main) / CHATS
    const othersMs = (threads.others - threadsBefore.others) / CHATS
    const first = results.map((r) => r.firstToken)
    console.log(
      `round ${round + 1}: ${CHATS} chats, first token p50 ${percentile(first, 50).toFixed(1)} ms p95 ${percentile(first, 95).toFixed(1)} ms; reply p50 ${percentile(
        results.map((r) => r.total),
        50,
      ).toFixed(
        0,
      )} ms; server CPU ${(cpu / CHATS).toFixed(1)} ms/chat (main thread ${mainMs.toFixed(1)}, other threads ${othersMs.toFixed(1)}); load ${os.loadavg()[0]!.toFixed(2)}`,
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
} finally {
  await server.stop()
  removeDir(dataDir)
}
