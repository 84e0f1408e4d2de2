// A deployed service's line comes from its probe: "not configured" when voice services cannot listen.
import { describe, expect, it } from 'vitest'
import { deployedStatus } from './deployment'

describe('deployedStatus', () => {
  it('is healthy, unhealthy or not configured from the real probe result', () => {
    expect(deployedStatus({ ok: true, latencyMs: 3 })).toBe('healthy')
    expect(deployedStatus({ ok: false, latencyMs: 3, error: 'down' })).toBe('unhealthy')
    const speaksOnly = {
      ok: true,
      latencyMs: 3,
      detail: { recognition: { available: false, provider: 'none' } },
    }
    expect(deployedStatus(speaksOnly)).toBe('not_configured')
    const listens = {
      ok: true,
      latencyMs: 3,
      detail: { recognition: { available: true, provider: 'pocketsphinx' } },
    }
    expect(deployedStatus(listens)).toBe('healthy')
  })
})
