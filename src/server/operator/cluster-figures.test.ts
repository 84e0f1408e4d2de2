// Adding up several instances' windows: totals, shares and percentiles read from the shared histogram.
import { describe, expect, it } from 'vitest'
import { mergeFigures } from './cluster-figures'
import { createMetricsRecorder } from './metrics-recorder'

describe('mergeFigures', () => {
  it('adds requests, errors, connections and health samples of every instance', () => {
    const a = createMetricsRecorder()
    const b = createMetricsRecorder()
    for (let ms = 1; ms <= 90; ms++) a.requestFinished({ method: 'GET', route: '/x', status: 200, ms: 10 })
    for (let i = 0; i < 10; i++) b.requestFinished({ method: 'GET', route: '/x', status: 500, ms: 900 })
    a.requestStarted()
    b.websocketOpened()
    a.healthSample(true)
    b.healthSample(false)
    const merged = mergeFigures([a.figures(), b.figures()])
    expect(merged).toMatchObject({
      instances: 2,
      requests: 100,
      errorRate: 10,
      inFlight: 1,
      websocketSessions: 1,
      uptimePercentage: 50,
    })
    // 90 answers took 10 ms and 10 took 900 ms: the median is in the 10 ms bucket, p95 and p99 at most 900 ms.
    expect(merged.p50Ms).toBe(10)
    expect(merged.p95Ms).toBe(900)
    expect(merged.p99Ms).toBe(900)
  })

  it('reports nothing rather than made-up figures for instances without traffic', () => {
    const merged = mergeFigures([createMetricsRecorder().figures(), createMetricsRecorder().figures()])
    expect(merged).toMatchObject({ requests: 0, p50Ms: 0, p99Ms: 0, errorRate: 0, uptimePercentage: null })
  })
})
