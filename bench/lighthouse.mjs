// Lighthouse bench: mobile lab scores and LCP/TBT of /, /chat and /learning-hub on the built server, in Debian chromium.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { tsImport } from 'tsx/esm/api'
import { startServer } from './lib/wire-bytes.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const CHROMIUM = '/usr/bin/chromium'
const { values } = parseArgs({
  options: {
    routes: { type: 'string', default: '/,/chat,/learning-hub' },
    // Also print where the main thread's time went (scripts' boot-up, long tasks) and DevTools issues.
    details: { type: 'boolean', default: false },
    // Runs per route; the table shows each figure's median, and every run's TBT beside it (TBT is the figure a
    // busy machine moves most: Lighthouse multiplies the observed main-thread tasks by its 4x slowdown).
    runs: { type: 'string', default: '1' },
    // Another build of the web app to measure with the same server (e.g. the previous commit's, for a
    // before/after on the same load).
    'web-dir': { type: 'string', default: 'dist/web' },
  },
})
const RUNS = Math.max(1, Number.parseInt(values.runs, 10) || 1)
const WEB_DIR = join(ROOT, values['web-dir'])
const ROUTES = values.routes.split(',')
// Targets from issue 17 (mobile, lab).
const TARGET = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95, lcpMs: 2000, tbtMs: 100 }

if (!existsSync(join(ROOT, 'dist/server/main.js')) || !existsSync(join(WEB_DIR, 'index.html'))) {
  console.error('the app is not built: run `npm run build` first')
  process.exit(2)
}

const { STORAGE_KEYS } = await tsImport('../src/shared/storage-keys.ts', import.meta.url)
// A visitor who finished the first-visit flow, so /chat and /learning-hub show themselves, not the tour.
const returning = {
  [STORAGE_KEYS.hasVisited]: 'true',
  [STORAGE_KEYS.selectedLanguage]: 'en',
  [STORAGE_KEYS.languageSelected]: 'true',
  [STORAGE_KEYS.onboardingCompleted]: 'true',
  [STORAGE_KEYS.userRegistration]: JSON.stringify({
    email: 'bench@garden.test',
    age: 35,
    language: 'en',
    registeredAt: '2026-01-01T10:00:00.000Z',
    device_info: { userAgent: 'bench', screenSize: '390x844', browserLanguage: 'en', timezone: 'UTC' },
    utm_params: { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null },
    referral_source: 'direct',
    user_agent: 'bench',
  }),
}

/** The scripts that kept the main thread busiest, the longest tasks and the DevTools issues of one run. */
function mainThreadDetails(audits) {
  const short = (url) => String(url).replace(/^https?:\/\/[^/]+/, '')
  const lines = []
  for (const item of (audits['bootup-time']?.details?.items ?? []).slice(0, 6)) {
    lines.push(
      `  boot-up ${short(item.url)}: ${Math.round(item.total)} ms (script ${Math.round(item.scripting)} ms, parse ${Math.round(item.scriptParseCompile)} ms)`,
    )
  }
  for (const item of (audits['long-tasks']?.details?.items ?? []).slice(0, 6)) {
    lines.push(
      `  long task ${short(item.url)}: ${Math.round(item.duration)} ms at ${Math.round(item.startTime)} ms`,
    )
  }
  for (const item of audits['inspector-issues']?.details?.items ?? []) {
    lines.push(`  issue ${item.issueType}: ${JSON.stringify(item.subItems?.items?.slice(0, 2) ?? [])}`)
  }
  return lines.join('\n')
}

/**
 * The same blocking sum computed from the trace's main-thread tasks by their CPU time (thread time) instead of
 * their wall time: a loaded machine stretches the wall time of every task (the renderer waits for a core), not
 * its CPU time, so this one changes with the code, hardly with the load. Each top-level task from the navigation
 * on counts max(0, 4 × cpu − 50) ms, 2 × for a task that lays out (Lighthouse's own multipliers); unlike
 * Lighthouse it neither simulates the network nor stops at Time to Interactive, so it is a comparison, not TBT.
 */
function cpuBlocking(trace) {
  const events = trace.traceEvents
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  )
  if (!navigation) return { cpuTbtMs: null, longestCpuMs: null }
  const { pid, tid } = navigation
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X')
  const layouts = onMain.filter((event) => event.name === 'Layout')
  let blocking = 0
  let longest = 0
  for (const task of onMain) {
    if (task.name !== 'RunTask' || task.ts < navigation.ts - 20_000) continue
    const cpuMs = (task.tdur ?? task.dur) / 1000
    const laysOut = layouts.some((layout) => layout.ts >= task.ts && layout.ts < task.ts + task.dur)
    blocking += Math.max(0, cpuMs * (laysOut ? 2 : 4) - 50)
    longest = Math.max(longest, cpuMs)
  }
  return { cpuTbtMs: Math.round(blocking), longestCpuMs: Math.round(longest) }
}

async function seedStorage(port, origin, values) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` })
  const page = await browser.newPage()
  await page.goto(`${origin}/api/health`)
  await page.evaluate((entries) => {
    localStorage.clear()
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  }, values)
  await page.close()
  await browser.disconnect()
}

const server = await startServer(ROOT, WEB_DIR)
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
})
const rows = []
try {
  const runsByRoute = new Map(ROUTES.map((route) => [route, []]))
  // Round-robin over the routes, so a change of the machine's load falls on every route alike.
  for (let run = 0; run < RUNS; run++) {
    for (const route of ROUTES) {
      // "/" as a first visit (empty storage); the others as a returning visitor. The HTTP cache is cleared.
      await seedStorage(chrome.port, server.url, route === '/' ? {} : returning)
      const result = await lighthouse(`${server.url}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      const { categories, audits } = result.lhr
      // A run Lighthouse could not finish (on a loaded machine: no first paint in time) is left out of the
      // medians and named beside the route.
      const error =
        result.lhr.runtimeError?.code ??
        (Number.isFinite(audits['total-blocking-time'].numericValue) ? null : 'NO_TBT')
      if (error) {
        runsByRoute.get(route).push({ error, tbtMs: error, cpuTbtMs: null, longestCpuMs: null, failed: [] })
        continue
      }
      runsByRoute.get(route).push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        'best-practices': Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        failed: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
        details: values.details ? mainThreadDetails(audits) : undefined,
        ...cpuBlocking(result.artifacts.Trace),
      })
    }
  }
  const median = (numbers) => {
    if (numbers.length === 0) return null
    const sorted = [...numbers].sort((a, b) => a - b)
    const middle = Math.floor(sorted.length / 2)
    return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2)
  }
  for (const [route, runs] of runsByRoute) {
    const row = {
      route,
      runs: runs.map((run) => run.tbtMs),
      cpuTbtMs: runs.map((run) => run.cpuTbtMs),
      longestCpuMs: runs.map((run) => run.longestCpuMs),
    }
    for (const key of ['performance', 'accessibility', 'best-practices', 'seo', 'lcpMs', 'tbtMs'])
      row[key] = median(runs.filter((run) => !run.error).map((run) => run[key]))
    row.failed = [...new Set(runs.flatMap((run) => run.failed))]
    row.details =
      runs
        .map((run) => run.details)
        .filter(Boolean)
        .join('\n') || undefined
    rows.push(row)
  }
} finally {
  await chrome.kill()
  await server.stop()
}

console.log(
  `method: Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}` +
    ' default mobile config (simulated slow 4G, 4x CPU slowdown), Debian chromium headless, the built server on loopback' +
    `, ${values['web-dir']}${RUNS > 1 ? `, median of ${RUNS} runs per route (round-robin)` : ''}`,
)
const cols = ['performance', 'accessibility', 'best-practices', 'seo', 'lcpMs', 'tbtMs']
console.log(`${'route'.padEnd(16)}${cols.map((c) => c.padStart(15)).join('')}`)
for (const row of rows)
  console.log(`${row.route.padEnd(16)}${cols.map((c) => String(row[c]).padStart(15)).join('')}`)
console.log(
  `${'target'.padEnd(16)}${cols.map((c) => `${c.endsWith('Ms') ? '≤' : '≥'} ${TARGET[c]}`.padStart(15)).join('')}`,
)
for (const row of rows)
  console.log(
    `${row.route}: TBT of each run ${row.runs.join(', ')} ms; by CPU time (load-independent, see cpuBlocking) ` +
      `${row.cpuTbtMs.join(', ')} ms, longest task ${row.longestCpuMs.join(', ')} ms of CPU`,
  )
for (const row of rows)
  if (row.failed.length) console.log(`${row.route}: failing audits: ${row.failed.join(', ')}`)
for (const row of rows) if (row.details) console.log(`${row.route} details:\n${row.details}`)
console.log(`BENCH_JSON ${JSON.stringify({ rows, target: TARGET })}`)
