// @vitest-environment jsdom
// The four round-based games played through the games section: intro, 10 rounds, a results screen, progress.
import { createSeededRng } from '@shared/games/random'
import { ROUND_GAME_BUILDERS, type RoundGameId } from '@shared/games/round-games'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { button, cardOf, renderSection, startGame, stat } from './games-test-helpers'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const SEED = 21
const CARD_TITLES: Record<RoundGameId, string> = {
  'pollination-quest': 'Pollination Quest',
  'bee-dance-decoder': 'Bee Dance Decoder',
  'bee-lifecycle-lab': 'Bee Lifecycle Lab',
  'garden-planner': 'Bee-Friendly Garden Planner',
}

function optionButtons(): HTMLButtonElement[] {
  return [
    ...document.querySelectorAll('fieldset[aria-labelledby="round-question"] button'),
  ] as HTMLButtonElement[]
}

describe.each(Object.keys(CARD_TITLES) as RoundGameId[])('%s', (gameId) => {
  // The section's generator deals the game's rounds first, so the same seed tells the test every answer.
  const rounds = ROUND_GAME_BUILDERS[gameId](createSeededRng(SEED))

  function play() {
    vi.useFakeTimers()
    const onGameCompleted = vi.fn()
    renderSection({ rng: createSeededRng(SEED), onGameCompleted })
    return { onGameCompleted }
  }

  function answerAll(pickRight: (index: number) => boolean) {
    rounds.forEach((round, index) => {
      expect(screen.getByText(`Round ${index + 1} of 10`)).toBeTruthy()
      const position = round.options.findIndex((option) =>
        pickRight(index) ? option.id === round.correct : option.id !== round.correct,
      )
      fireEvent.click(optionButtons()[position]!)
      expect(
        screen.getByText(pickRight(index) ? 'Correct! +15 points' : 'Not quite! Keep buzzing.'),
      ).toBeTruthy()
      fireEvent.click(button(index === 9 ? 'View Results' : 'Next Round'))
    })
  }

  it('plays every round right to a win worth 150 and shows it on the card', async () => {
    const { onGameCompleted } = play()
    await startGame(CARD_TITLES[gameId])
    expect(screen.getByText(/Get 6 right to win!/)).toBeTruthy()
    fireEvent.click(button('Start Game'))
    answerAll(() => true)
    expect(screen.getByText('You did it!', { selector: 'h4' })).toBeTruthy()
    expect(screen.getByText('150 out of 150')).toBeTruthy()
    expect(onGameCompleted).toHaveBeenCalledWith(gameId, 150)
    act(() => vi.advanceTimersByTime(1))
    // sonner's toasts outlive a test's render, so earlier games' toasts may still be listed.
    expect(screen.getAllByText('Great job! Your score: 150').length).toBeGreaterThan(0)
    fireEvent.click(button('Back to Games'))
    const card = cardOf(CARD_TITLES[gameId])
    expect(card.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('100')
    expect(stat('Total Score')).toBe('150 of 900')
  })

  it('loses with 5 right (75) on a results screen that never says "Great job", and plays again', async () => {
    const { onGameCompleted } = play()
    await startGame(CARD_TITLES[gameId])
    fireEvent.click(button('Start Game'))
    answerAll((index) => index < 5)
    expect(screen.getByText('Nice try!', { selector: 'h4' })).toBeTruthy()
    expect(screen.getByText('75 out of 150')).toBeTruthy()
    expect(onGameCompleted).toHaveBeenCalledWith(gameId, 75)
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getAllByText('Nice try! Your score: 75. Play again to beat it!').length).toBeGreaterThan(0)
    expect(screen.queryByText('Great job! Your score: 75')).toBeNull()
    expect(document.querySelector('[data-outcome]')?.textContent).not.toMatch(/Great job/)
    fireEvent.click(button('Play Again'))
    expect(screen.getByText('Round 1 of 10')).toBeTruthy()
  })
})

describe('round games in Spanish', () => {
  it('shows the planner intro and first round in Spanish', () => {
    renderSection({ rng: createSeededRng(SEED) }, 'es')
    fireEvent.click(button('Empezar a jugar', cardOf('Diseña un jardín para abejas')))
    expect(screen.getByText(/Acierta 6 para ganar/)).toBeTruthy()
    fireEvent.click(button('Empezar a jugar'))
    expect(screen.getByText('Ronda 1 de 10')).toBeTruthy()
    expect(screen.getByText(/alimentar a las abejas/)).toBeTruthy()
  })
})
