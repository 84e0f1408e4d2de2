// @vitest-environment jsdom
// The celebration shower: drawn for a moment, gone afterwards, and never drawn with reduced motion.
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CelebrationBurst } from './celebration-burst'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  delete document.documentElement.dataset.reducedMotion
})

describe('CelebrationBurst', () => {
  it('shows falling pieces, hidden from screen readers, then clears itself', () => {
    vi.useFakeTimers()
    render(<CelebrationBurst />)
    const burst = screen.getByTestId('celebration-burst')
    expect(burst.getAttribute('aria-hidden')).toBe('true')
    expect(burst.children.length).toBeGreaterThan(10)
    act(() => vi.advanceTimersByTime(2600))
    expect(screen.queryByTestId('celebration-burst')).toBeNull()
  })

  it('draws nothing with reduced motion', () => {
    document.documentElement.dataset.reducedMotion = 'true'
    render(<CelebrationBurst />)
    expect(screen.queryByTestId('celebration-burst')).toBeNull()
  })
})
