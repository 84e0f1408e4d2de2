// @vitest-environment jsdom
// The games section in the DOM: the catalogue, the coming-soon toast and a full trivia quiz.
import { createSeededRng } from '@shared/games/random'
import { TRIVIA_QUESTIONS } from '@shared/games/trivia-questions'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { button, cardOf, renderSection, startGame, stat } from './games-test-helpers'

afterEach(cleanup)

function optionButtons(): HTMLButtonElement[] {
  return [
    ...document.querySelectorAll<HTMLButtonElement>('fieldset[aria-labelledby="trivia-question"] button'),
  ]
}

/** Clicks the right answer of the question on screen, found in the pool by its text. */
function answerCorrectly(language: 'en' | 'es' = 'en') {
  const questionText = document.getElementById('trivia-question')?.textContent
  const question = TRIVIA_QUESTIONS.find((candidate) => candidate.question[language] === questionText)
  expect(question, `question on screen: ${questionText}`).toBeDefined()
  fireEvent.click(optionButtons()[question!.correct]!)
  return question!
}

describe('GamesSection list', () => {
  it('shows the title, 10 game cards, six playable and four coming soon', () => {
    renderSection()
    expect(screen.getByText('Interactive Learning Games', { selector: 'h2' })).toBeTruthy()
    const list = screen.getByLabelText('Games')
    expect(list.tagName).toBe('UL')
    expect(list.querySelectorAll(':scope > li')).toHaveLength(10)
    expect(within(list).getAllByText('Start Game', { selector: 'button' })).toHaveLength(6)
    expect(within(list).getAllByText('Coming Soon', { selector: 'button' })).toHaveLength(4)
    const trivia = cardOf('Buzzing Bee Trivia')
    expect(within(trivia).getByText('Quiz')).toBeTruthy()
    expect(within(trivia).getByText('Medium')).toBeTruthy()
    expect(within(cardOf('Flower Matching Memory')).getByText('Easy')).toBeTruthy()
    expect(within(cardOf('Microscopic Bee World')).getByText('Hard')).toBeTruthy()
    expect(screen.queryAllByRole('progressbar')).toHaveLength(0)
    expect(screen.getByText('Your Gaming Progress', { selector: 'h3' })).toBeTruthy()
    expect(stat('Games Completed')).toBe('0')
    expect(stat('Playable Games')).toBe('6')
    expect(stat('Total Score')).toBe('0 of 900')
  })

  it('gives the coming-soon toast from a disabled-looking game button', async () => {
    renderSection()
    const comingSoon = button('Coming Soon', cardOf('Hive Builder Challenge'))
    expect(comingSoon.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(comingSoon)
    expect(
      await screen.findByText('Coming Soon! This interactive game is currently in development.'),
    ).toBeTruthy()
  })

  it('shows stored progress: a bar, Play Again and the totals', () => {
    renderSection({ progress: { 'bee-trivia': { completed: true, bestScore: 75 } } })
    const trivia = cardOf('Buzzing Bee Trivia')
    expect(button('Play Again', trivia)).toBeTruthy()
    expect(trivia.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('50')
    expect(within(cardOf('Flower Matching Memory')).queryByRole('progressbar')).toBeNull()
    expect(stat('Games Completed')).toBe('1')
    expect(stat('Total Score')).toBe('75 of 900')
  })

  it('is translated into Spanish', () => {
    renderSection({}, 'es')
    expect(screen.getByText('Juegos de aprendizaje interactivos', { selector: 'h2' })).toBeTruthy()
    expect(screen.getAllByText('Próximamente', { selector: 'button' })).toHaveLength(4)
  })
})

describe('Bee Trivia Quiz', () => {
  it('plays a full quiz through to the results, reports 150 and returns to the list', async () => {
    const onGameCompleted = vi.fn()
    renderSection({ rng: createSeededRng(3), onGameCompleted })
    await startGame('Buzzing Bee Trivia')
    expect(screen.getByText('Bee Trivia Quiz', { selector: 'h3' })).toBeTruthy()
    fireEvent.click(button('Start Quiz'))

    for (let number = 1; number <= 10; number++) {
      expect(screen.getByText(`Question ${number} of 10`)).toBeTruthy()
      expect(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe(
        String(number * 10),
      )
      const question = answerCorrectly()
      expect(screen.getByText(question.explanation.en)).toBeTruthy()
      const next = number < 10 ? 'Next Question' : 'View Results'
      fireEvent.click(button(next))
    }

    expect(screen.getByText('Quiz Results', { selector: 'h4' })).toBeTruthy()
    expect(screen.getByText('150 out of 150')).toBeTruthy()
    expect(screen.getByText('100%')).toBeTruthy()
    expect(screen.getByText('Bee Expert!')).toBeTruthy()
    expect(screen.getByText('10 of 10 answers right')).toBeTruthy()
    expect(await screen.findByText('Great job! Your score: 150')).toBeTruthy()
    expect(screen.getByText('Game Completed!')).toBeTruthy()
    expect(onGameCompleted).toHaveBeenCalledTimes(1)
    expect(onGameCompleted).toHaveBeenCalledWith('bee-trivia', 150)

    fireEvent.click(button('Back to Games'))
    expect(button('Play Again', cardOf('Buzzing Bee Trivia'))).toBeTruthy()
    expect(stat('Total Score')).toBe('150 of 900')
    expect(stat('Games Completed')).toBe('1')
  })

  it('locks the options after one answer and marks right and wrong without relying on colour', async () => {
    renderSection({ rng: createSeededRng(4) })
    await startGame('Buzzing Bee Trivia')
    fireEvent.click(button('Start Quiz'))
    const questionText = document.getElementById('trivia-question')?.textContent
    const question = TRIVIA_QUESTIONS.find((candidate) => candidate.question.en === questionText)!
    const wrongIndex = (question.correct + 1) % 4
    const options = optionButtons()
    fireEvent.click(options[wrongIndex]!)

    expect(screen.getByText('Score: 0')).toBeTruthy()
    expect(screen.getByText('Not quite! Keep buzzing.')).toBeTruthy()
    expect(options.every((option) => option.getAttribute('aria-disabled') === 'true')).toBe(true)
    expect(options[question.correct]!.textContent).toContain('correct answer')
    expect(options[wrongIndex]!.textContent).toContain('your answer, not correct')
    fireEvent.click(options[question.correct]!)
    expect(screen.getByText('Score: 0')).toBeTruthy()
  })

  it('play again starts a new quiz at question 1', async () => {
    renderSection({ rng: createSeededRng(5) })
    await startGame('Buzzing Bee Trivia')
    fireEvent.click(button('Start Quiz'))
    for (let number = 1; number <= 10; number++) {
      fireEvent.click(optionButtons()[0]!)
      fireEvent.click(button(number < 10 ? 'Next Question' : 'View Results'))
    }
    expect(screen.getByText('Quiz Results', { selector: 'h4' })).toBeTruthy()
    fireEvent.click(button('Play Again'))
    expect(screen.getByText('Question 1 of 10')).toBeTruthy()
    expect(screen.getByText('Score: 0')).toBeTruthy()
  })

  it('asks the questions in Spanish when the app is in Spanish', () => {
    renderSection({ rng: createSeededRng(6) }, 'es')
    fireEvent.click(button('Empezar a jugar', cardOf('Trivia zumbadora')))
    fireEvent.click(button('Empezar la trivia'))
    expect(screen.getByText('Pregunta 1 de 10')).toBeTruthy()
    const question = answerCorrectly('es')
    expect(screen.getByText(question.explanation.es)).toBeTruthy()
  })
})
