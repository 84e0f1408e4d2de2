// Startup bench: time to healthy and idle memory of the built app (fresh and existing DATA_DIR) beside hello-world Hono.
import { parseArgs } from 'node:util'
import {
  peakRssMb,
  type Running,
  removeDir,
  requireBuild,
  rssMb,
  startApp,
  startHello,
  tempDataDir,
} from './lib/servers'

const { values } = parseArgs({ options: { idle: { type: 'string', default: '5' } } })
const idleSeconds = Number(values.idle)
// Targets from the issue: healthy ≤ 3 s fresh and ≤ 1 s on an existing data dir; idle RSS ≤ 200 MB.
const TARGET = { freshMs: 3000, existingMs: 1000, idleRssMb: 200 }

interface Row {
  name: string
  readyMs: number
  readyCpuMs: number
  idleRssMb: number
  peakRssMb: number
}

async function measure(start: () => Promise<Running>): Promise<Row> {
  const server = await start()
  // Idle: no requests, background warm-ups finished or not, as a family's server sits most of the day.
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000))
  const row = {
    name: server.name,
    readyMs: server.readyMs,
    readyCpuMs: server.readyCpuMs,
    idleRssMb: rssMb(server.pid),
    peakRssMb: peakRssMb(server.pid),
  }
  await server.stop()
  return row
}

requireBuild()
const hello = await measure(startHello)
const dataDir = tempDataDir()
let fresh: Row
let existing: Row
try {
  fresh = { ...(await measure(() => startApp(dataDir))), name: 'app, fresh DATA_DIR' }
  existing = { ...(await measure(() => startApp(dataDir))), name: 'app, existing DATA_DIR' }
} finally {
  removeDir(dataDir)
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED')
console.log(
  `method: spawn \`node --max-semi-space-size=2 --wasm-tiering-budget=18000000 dist/server/main.js\` with MALLOC_MMAP_THRESHOLD_=32768, as scripts/start.sh (NODE_ENV=production, PGlite in a new temp DATA_DIR, offline models),` +
    ` poll GET /api/health every 5 ms until 200; CPU = user+system time used by then (/proc);` +
    ` RSS from /proc after ${idleSeconds} s idle; peak = VmHWM. Anchor: hello-world Hono, same method on GET /.`,
)
console.log(
  `${''.padEnd(24)}${'healthy ms'.padStart(11)}${'cpu ms'.padStart(8)}${'x hello'.padStart(9)}${'idle RSS MB'.padStart(13)}${'peak MB'.padStart(9)}`,
)
for (const row of [hello, fresh, existing]) {
  console.log(
    `${row.name.padEnd(24)}${row.readyMs.toFixed(0).padStart(11)}${String(row.readyCpuMs).padStart(8)}${`${(row.readyMs / hello.readyMs).toFixed(1)}x`.padStart(9)}${row.idleRssMb.toFixed(0).padStart(13)}${row.peakRssMb.toFixed(0).padStart(9)}`,
  )
}
console.log(
  `targets: fresh ≤ ${TARGET.freshMs} ms ${verdict(fresh.readyMs <= TARGET.freshMs)}; existing ≤ ${TARGET.existingMs} ms ${verdict(existing.readyMs <= TARGET.existingMs)};` +
    ` idle RSS ≤ ${TARGET.idleRssMb} MB ${verdict(existing.idleRssMb <= TARGET.idleRssMb)}`,
)
console.log(`BENCH_JSON ${JSON.stringify({ idleSeconds, hello, fresh, existing, target: TARGET })}`)
