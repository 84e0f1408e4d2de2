import { afterEach, describe, expect, it } from 'vitest'
import { clearSystemErrors, getSystemErrors, recordSystemError } from './system-errors'

afterEach(clearSystemErrors)

describe('system error log', () => {
  it('keeps only the last 10 entries, newest first', () => {
    for (let i = 1; i <= 13; i++) recordSystemError(`problem ${i}`, i % 2 ? 'error' : 'warning')
    const entries = getSystemErrors()
    expect(entries).toHaveLength(10)
    expect(entries[0]?.message).toBe('problem 13')
    expect(entries.at(-1)?.message).toBe('problem 4')
  })
})
