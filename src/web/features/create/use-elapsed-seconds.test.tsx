// @vitest-environment jsdom
// The creator's elapsed-seconds counter ticks while running and starts from zero each time.
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useElapsedSeconds } from './use-elapsed-seconds'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('useElapsedSeconds', () => {
  it('counts whole seconds while running and restarts at zero', () => {
    const { result, rerender } = renderHook(({ isRunning }) => useElapsedSeconds(isRunning), {
      initialProps: { isRunning: true },
    })
    expect(result.current).toBe(0)
    act(() => vi.advanceTimersByTime(2600))
    expect(result.current).toBe(2)
    rerender({ isRunning: false })
    act(() => vi.advanceTimersByTime(5000))
    expect(result.current).toBe(2)
    rerender({ isRunning: true })
    expect(result.current).toBe(0)
  })
})
