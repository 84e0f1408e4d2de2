// Renders a metrics snapshot in the Prometheus text exposition format (version 0.0.4).
import type { MetricsSnapshot } from './metrics-recorder'

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')

function labels(values: Record<string, string | number>): string {
  const parts = Object.entries(values).map(([key, value]) => `${key}="${escapeLabel(String(value))}"`)
  return parts.length === 0 ? '' : `{${parts.join(',')}}`
}

export function renderPrometheus(snapshot: MetricsSnapshot): string {
  const lines: string[] = []
  const metric = (
    name: string,
    type: string,
    help: string,
    rows: [Record<string, string | number>, number][],
  ) => {
    lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`)
    for (const [labelValues, value] of rows) lines.push(`${name}${labels(labelValues)} ${value}`)
  }

  metric(
    'mochi_http_requests_total',
    'counter',
    'HTTP requests answered, by method, route and status class.',
    snapshot.routes.map((row) => [{ method: row.method, route: row.route, status: row.status }, row.count]),
  )
  lines.push(
    '# HELP mochi_http_request_duration_seconds Time to answer HTTP requests.',
    '# TYPE mochi_http_request_duration_seconds histogram',
  )
  for (const bucket of snapshot.latency.buckets) {
    lines.push(`mochi_http_request_duration_seconds_bucket${labels({ le: bucket.le })} ${bucket.count}`)
  }
  lines.push(
    `mochi_http_request_duration_seconds_bucket{le="+Inf"} ${snapshot.latency.count}`,
    `mochi_http_request_duration_seconds_sum ${snapshot.latency.sumSeconds}`,
    `mochi_http_request_duration_seconds_count ${snapshot.latency.count}`,
  )
  metric('mochi_http_request_window_seconds', 'gauge', 'Latency percentiles over the last 5 minutes.', [
    [{ quantile: '0.5' }, snapshot.window.p50Ms / 1000],
    [{ quantile: '0.95' }, snapshot.window.p95Ms / 1000],
    [{ quantile: '0.99' }, snapshot.window.p99Ms / 1000],
  ])
  metric('mochi_http_error_rate_percent', 'gauge', 'Share of 5xx answers over the last 5 minutes.', [
    [{}, snapshot.window.errorRate],
  ])
  metric('mochi_http_requests_in_flight', 'gauge', 'HTTP requests being answered now.', [
    [{}, snapshot.inFlight],
  ])
  metric('mochi_websocket_sessions', 'gauge', 'Open realtime voice sockets.', [
    [{}, snapshot.websocketSessions],
  ])
  metric(
    'mochi_provider_errors_total',
    'counter',
    'Failed calls to AI, speech or mail providers.',
    Object.entries(snapshot.providerErrors).map(([provider, count]) => [{ provider }, count]),
  )
  metric('mochi_health_samples_total', 'counter', 'Database health checks, by result.', [
    [{ result: 'up' }, snapshot.health.up],
    [{ result: 'down' }, snapshot.health.down],
  ])
  metric('mochi_process_uptime_seconds', 'gauge', 'Seconds since the server started.', [
    [{}, snapshot.uptimeSeconds],
  ])
  return `${lines.join('\n')}\n`
}
