// sharedPing: concurrent health checks share round trips, and none is answered from a ping older than itself.
import { describe, expect, it } from 'vitest'
import { sharedPing } from './routes'

function controlledPing() {
  const started: Array<(ms: number) => void> = []
  const ping = () => new Promise<number>((resolve) => started.push(resolve))
  return { ping, started }
}

const turn = () => new Promise((resolve) => setImmediate(resolve))

describe('sharedPing', () => {
  it('starts one round trip, a turn after the first caller, shared by every caller of that turn', async () => {
    const { ping, started } = controlledPing()
    const shared = sharedPing(ping)
    const together = [shared(), shared(), shared()]
    // Not yet: the requests Node reads in this same turn must be able to join it.
    expect(started.length).toBe(0)
    await turn()
    expect(started.length).toBe(1)
    started[0]?.(3)
    expect(await Promise.all(together)).toEqual([3, 3, 3])
  })

  it('makes callers that arrive during a round trip wait for one fresh round trip, shared by them all', async () => {
    const { ping, started } = controlledPing()
    const shared = sharedPing(ping)
    const first = shared()
    await turn()
    const late = [shared(), shared(), shared()]
    expect(started.length).toBe(1)
    started[0]?.(1)
    expect(await first).toBe(1)
    await turn()
    expect(started.length).toBe(2)
    started[1]?.(2)
    expect(await Promise.all(late)).toEqual([2, 2, 2])
  })

  it('passes a failed round trip to its callers and recovers on the next call', async () => {
    let fail = true
    const shared = sharedPing(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve(5)))
    await expect(shared()).rejects.toThrow('down')
    fail = false
    expect(await shared()).toBe(5)
  })
})
