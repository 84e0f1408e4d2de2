// Unit tests of the metrics recorder and its Prometheus figures: percentiles, the sliding window, error rate.
import { describe, expect, it } from 'vitest'
import { createMetricsRecorder, percentile, statusClass, WINDOW_MS } from './metrics-recorder'

function fakeClock(start = 1_000_000) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1)
    expect(percentile(values, 50)).toBe(50)
    expect(percentile(values, 95)).toBe(95)
    expect(percentile(values, 99)).toBe(99)
    expect(percentile([], 95)).toBe(0)
    expect(percentile([7], 99)).toBe(7)
  })
})

describe('statusClass', () => {
  it('groups statuses by hundreds', () => {
    expect([200, 204, 301, 404, 503].map(statusClass)).toEqual(['2xx', '2xx', '3xx', '4xx', '5xx'])
  })
})

describe('createMetricsRecorder', () => {
  it('computes window percentiles, error rate and in-flight requests from what it saw', () => {
    const clock = fakeClock()
    const recorder = createMetricsRecorder(clock.now)
    for (let ms = 1; ms <= 100; ms++) {
      recorder.requestStarted()
      recorder.requestFinished({ method: 'GET', route: '/api/x', status: ms <= 5 ? 500 : 200, ms })
    }
    recorder.requestStarted()
    const snapshot = recorder.snapshot()
    expect(snapshot.window).toEqual({ requests: 100, p50Ms: 50, p95Ms: 95, p99Ms: 99, errorRate: 5 })
    expect(snapshot.inFlight).toBe(1)
  })

  it('forgets requests older than the window but keeps the totals', () => {
    const clock = fakeClock()
    const recorder = createMetricsRecorder(clock.now)
    recorder.requestFinished({ method: 'GET', route: '/a', status: 500, ms: 900 })
    clock.advance(WINDOW_MS + 1)
    recorder.requestFinished({ method: 'GET', route: '/a', status: 200, ms: 10 })
    const snapshot = recorder.snapshot()
    expect(snapshot.window).toMatchObject({ requests: 1, p99Ms: 10, errorRate: 0 })
    expect(snapshot.requestsTotal).toBe(2)
    expect(snapshot.uptimeSeconds).toBe(Math.round((WINDOW_MS + 1) / 1000))
  })

  it('keeps the latest 4096 answers of the window, oldest dropped first, across many wraps of its ring', () => {
    const clock = fakeClock()
    const recorder = createMetricsRecorder(clock.now)
    // 10,000 answers: the first 5,904 (slow, failed) fall out; the latest 4,096 are 1..4096 ms, one in 64 failed.
    for (let i = 0; i < 5904; i++)
      recorder.requestFinished({ method: 'GET', route: '/a', status: 500, ms: 99_999 })
    for (let ms = 1; ms <= 4096; ms++)
      recorder.requestFinished({ method: 'GET', route: '/a', status: ms % 64 === 0 ? 503 : 200, ms })
    const snapshot = recorder.snapshot()
    expect(snapshot.window).toEqual({
      requests: 4096,
      p50Ms: 2048,
      p95Ms: 3892,
      p99Ms: 4056,
      errorRate: 1.56,
    })
    expect(snapshot.requestsTotal).toBe(10_000)
    const figures = recorder.figures()
    expect(figures).toMatchObject({ requests: 4096, serverErrors: 64, maxMs: 4096 })
    expect(figures.latencyCounts.reduce((a, b) => a + b, 0)).toBe(4096)
    // Half of them age out of the window; the ring then takes new ones after the survivors.
    clock.advance(WINDOW_MS / 2)
    recorder.requestFinished({ method: 'GET', route: '/a', status: 200, ms: 5 })
    clock.advance(WINDOW_MS / 2 + 1)
    expect(recorder.snapshot().window).toMatchObject({ requests: 1, p50Ms: 5, errorRate: 0 })
  })

  it('reports the security headers of the last answer, also when the same headers come again after others', () => {
    const recorder = createMetricsRecorder()
    const secure = new Headers({
      'content-security-policy': "default-src 'self'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    })
    const bare = new Headers()
    recorder.securityHeaders(secure)
    recorder.securityHeaders(secure)
    expect(recorder.snapshot().lastSecurityHeaders).toEqual({ csp: true, nosniff: true, frameDeny: true })
    recorder.securityHeaders(bare)
    expect(recorder.snapshot().lastSecurityHeaders).toEqual({ csp: false, nosniff: false, frameDeny: false })
    recorder.securityHeaders(secure)
    expect(recorder.snapshot().lastSecurityHeaders).toEqual({ csp: true, nosniff: true, frameDeny: true })
  })

  it('tracks uptime samples, websocket sessions and provider errors', () => {
    const recorder = createMetricsRecorder()
    expect(recorder.snapshot().health.uptimePercentage).toBeNull()
    recorder.healthSample(true)
    recorder.healthSample(true)
    recorder.healthSample(true)
    recorder.healthSample(false)
    recorder.websocketOpened()
    recorder.websocketOpened()
    recorder.websocketClosed()
    recorder.providerError('openai')
    recorder.providerError('openai')
    const snapshot = recorder.snapshot()
    expect(snapshot.health).toEqual({ up: 3, down: 1, uptimePercentage: 75 })
    expect(snapshot.websocketSessions).toBe(1)
    expect(snapshot.providerErrors).toEqual({ openai: 2 })
  })

  it('notices whether responses carry a content security policy', () => {
    const recorder = createMetricsRecorder()
    recorder.securityHeaders(new Headers({ 'content-security-policy': "default-src 'self'" }))
    expect(recorder.snapshot().lastSecurityHeaders?.csp).toBe(true)
    recorder.securityHeaders(new Headers())
    expect(recorder.snapshot().lastSecurityHeaders?.csp).toBe(false)
  })
})

describe('Prometheus figures', () => {
  it('writes counters and a cumulative histogram by route and status, with escaped labels', async () => {
    const recorder = createMetricsRecorder()
    recorder.requestFinished({ method: 'GET', route: '/say/"hi"', status: 200, ms: 30 })
    recorder.requestFinished({ method: 'GET', route: '/say/"hi"', status: 200, ms: 3 })
    recorder.requestFinished({ method: 'GET', route: '/say/"hi"', status: 503, ms: 3 })
    const text = await recorder.prom.render()
    const labels = 'method="GET",route="/say/\\"hi\\"",status="2xx"'
    expect(text).toContain(`mochi_http_requests_total{${labels}} 2`)
    expect(text).toContain('mochi_http_requests_total{method="GET",route="/say/\\"hi\\"",status="5xx"} 1')
    expect(text).toContain(`mochi_http_request_duration_seconds_bucket{le="0.005",${labels}} 1`)
    expect(text).toContain(`mochi_http_request_duration_seconds_bucket{le="0.05",${labels}} 2`)
    expect(text).toContain(`mochi_http_request_duration_seconds_bucket{le="+Inf",${labels}} 2`)
    expect(text).toContain(`mochi_http_request_duration_seconds_count{${labels}} 2`)
    // Process metrics come with every exposition; no gauge carries the summaries' reserved quantile label.
    expect(text).toContain('# TYPE mochi_process_cpu_seconds_total counter')
    expect(text).not.toContain('quantile=')
  })

  it('follows realtime sessions and outbox depth', async () => {
    const recorder = createMetricsRecorder(Date.now, async () => ({ pending: 3, sending: 1 }))
    recorder.websocketOpened()
    recorder.websocketOpened()
    recorder.websocketClosed()
    const text = await recorder.prom.render()
    expect(text).toContain('mochi_realtime_sessions 1')
    expect(text).toContain('mochi_mail_outbox_messages{status="pending"} 3')
    expect(text).toContain('mochi_mail_outbox_messages{status="sending"} 1')
  })
})
