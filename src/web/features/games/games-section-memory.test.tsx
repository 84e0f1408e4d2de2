// @vitest-environment jsdom
// Flower Memory Match played through the games section on fake timers: a seeded board, a win, a time-out.
import { dealMemoryCards } from '@shared/games/memory'
import { createSeededRng } from '@shared/games/random'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FlowerMemoryGame } from './flower-memory-game'
import type { GamesSectionProps } from './games-section'
import { button, cardOf, createGamesI18n, renderSection, startGame, stat } from './games-test-helpers'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  delete document.documentElement.dataset.reducedMotion
})

describe('Flower Memory Match', () => {
  const SEED = 11

  async function openMemory(props: GamesSectionProps = {}) {
    vi.useFakeTimers()
    renderSection({ rng: createSeededRng(SEED), ...props })
    await startGame('Flower Matching Memory')
    expect(screen.getByText('Flower Memory Match', { selector: 'h3' })).toBeTruthy()
    fireEvent.click(button('Start Playing'))
    return [...screen.getByLabelText('Flower cards').querySelectorAll('button')]
  }

  it('shows 16 face-down cards with a timer, moves and matches, and turns a mismatch back after 1 s', async () => {
    const deal = dealMemoryCards(createSeededRng(SEED))
    const cards = await openMemory()
    expect(cards).toHaveLength(16)
    expect(cards[2]!.getAttribute('aria-label')).toBe('Card 3, face down')
    expect(screen.getByText('60 s')).toBeTruthy()
    expect(stat('Moves')).toBe('0')
    expect(stat('Matches')).toBe('0 of 8')

    const other = deal.findIndex((card) => card.flower !== deal[0]!.flower)
    fireEvent.click(cards[0]!)
    fireEvent.click(cards[other]!)
    expect(screen.getByText('Not a match. Try again!')).toBeTruthy()
    expect(cards[0]!.getAttribute('aria-label')).toMatch(/, face up$/)
    act(() => vi.advanceTimersByTime(999))
    expect(cards[0]!.getAttribute('aria-label')).toMatch(/, face up$/)
    act(() => vi.advanceTimersByTime(1))
    expect(cards[0]!.getAttribute('aria-label')).toBe('Card 1, face down')
    expect(stat('Moves')).toBe('1')
    expect(screen.getByText('59 s')).toBeTruthy()
  })

  it('wins by matching every pair, reports the score and shows the results, then the list', async () => {
    const onGameCompleted = vi.fn()
    const deal = dealMemoryCards(createSeededRng(SEED))
    const cards = await openMemory({ onGameCompleted })
    const flowers = [...new Set(deal.map((card) => card.flower))]
    for (const flower of flowers) {
      const [a, b] = deal.filter((card) => card.flower === flower).map((card) => card.id)
      fireEvent.click(cards[a!]!)
      fireEvent.click(cards[b!]!)
      if (flower === flowers[0]) {
        act(() => vi.advanceTimersByTime(499))
        expect(cards[a!]!.getAttribute('aria-label')).toMatch(/, face up$/)
        act(() => vi.advanceTimersByTime(201))
        expect(cards[a!]!.getAttribute('aria-label')).toMatch(/, matched$/)
      } else {
        // 700 ms a pair keeps every resolve off a whole second, so the clock is unambiguous.
        act(() => vi.advanceTimersByTime(700))
      }
    }
    // 8 pairs × 0.7 s = 5.6 s: 55 s left. 8 × 100 − 8 × 5 + 55 × 10 = 1310.
    expect(onGameCompleted).toHaveBeenCalledWith('flower-match', 1310)
    // sonner adds toasts on a zero-delay timer.
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText('Great job! Your score: 1310')).toBeTruthy()
    expect(screen.getByText('You did it!', { selector: 'h4' })).toBeTruthy()
    expect(screen.getByText('Score: 1310')).toBeTruthy()
    expect(screen.getByText('You found all 8 pairs in 8 moves!')).toBeTruthy()
    fireEvent.click(button('Back to Games'))
    const card = cardOf('Flower Matching Memory')
    expect(button('Play Again', card)).toBeTruthy()
    expect(card.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('100')
    // The total counts each game up to 150, like the bars.
    expect(stat('Total Score')).toBe('150 of 900')
  })

  it('ends on time-out on a results screen that says time is up, never "Great job"', async () => {
    const onGameCompleted = vi.fn()
    await openMemory({ onGameCompleted })
    act(() => vi.advanceTimersByTime(60_000))
    expect(onGameCompleted).toHaveBeenCalledWith('flower-match', 0)
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText('Nice try! Your score: 0. Play again to beat it!')).toBeTruthy()
    expect(screen.queryByText(/Great job/)).toBeNull()
    expect(screen.getByText('Nice try!', { selector: 'h4' })).toBeTruthy()
    expect(screen.getByText("Time's up! You found 0 of 8 pairs. Try again to beat the clock!")).toBeTruthy()
    fireEvent.click(button('Play Again'))
    expect(screen.getAllByLabelText(/face down$/)).toHaveLength(16)
    expect(screen.getByText('60 s')).toBeTruthy()
  })

  it('back to games leaves without reporting a score', async () => {
    const onGameCompleted = vi.fn()
    await openMemory({ onGameCompleted })
    fireEvent.click(button('Back to Games'))
    expect(screen.getByLabelText('Games')).toBeTruthy()
    act(() => vi.advanceTimersByTime(61_000))
    expect(onGameCompleted).not.toHaveBeenCalled()
  })

  it('drops the flip animation when reduced motion is on', () => {
    const renderBoard = () => {
      render(
        <I18nextProvider i18n={createGamesI18n('en')}>
          <FlowerMemoryGame rng={createSeededRng(SEED)} onBack={() => {}} onComplete={() => {}} />
        </I18nextProvider>,
      )
      fireEvent.click(button('Start Playing'))
      return screen.getByLabelText('Card 1, face down').firstElementChild?.className
    }
    document.documentElement.dataset.reducedMotion = 'true'
    expect(renderBoard()).not.toContain('transition')
    cleanup()
    delete document.documentElement.dataset.reducedMotion
    expect(renderBoard()).toContain('transition-transform')
  })
})
