import { describe, expect, it } from 'vitest'
import { TRIVIA } from '../constants'
import { difficultyPoints } from './difficulty'
import { createSeededRng } from './random'
import {
  createTriviaState,
  drawTriviaQuestions,
  type TriviaAction,
  type TriviaState,
  triviaMaxScore,
  triviaMixes,
  triviaPercent,
  triviaRank,
  triviaReducer,
} from './trivia'
import { TRIVIA_QUESTIONS, type TriviaQuestion } from './trivia-questions'

function run(actions: TriviaAction[], from: TriviaState): TriviaState {
  return actions.reduce(triviaReducer, from)
}

const questions = drawTriviaQuestions(TRIVIA_QUESTIONS, createSeededRng(1))

function wrongOption(question: TriviaQuestion): number {
  return (question.correct + 1) % question.options.length
}

/** Answers every question, correctly where `isRight(index)` says so, and moves past the last one. */
function playThrough(isRight: (index: number) => boolean): TriviaState {
  let state = triviaReducer(createTriviaState(questions), { type: 'start' })
  questions.forEach((question, index) => {
    const option = isRight(index) ? question.correct : wrongOption(question)
    state = run([{ type: 'answer', option }, { type: 'next' }], state)
  })
  return state
}

describe('triviaMixes', () => {
  it('finds the six mixes of 10 questions worth 150 points (Easy = Hard)', () => {
    const mixes = triviaMixes(TRIVIA_QUESTIONS)
    expect(mixes).toHaveLength(6)
    for (const mix of mixes) {
      expect(mix.Easy + mix.Medium + mix.Hard).toBe(10)
      expect(mix.Easy * 10 + mix.Medium * 15 + mix.Hard * 20).toBe(150)
      expect(mix.Easy).toBe(mix.Hard)
    }
  })

  it('leaves out mixes the pool cannot supply', () => {
    const noHard = TRIVIA_QUESTIONS.filter((question) => question.difficulty !== 'Hard')
    expect(triviaMixes(noHard)).toEqual([{ Easy: 0, Medium: 10, Hard: 0 }])
    expect(() => drawTriviaQuestions(noHard.slice(0, 3), createSeededRng(1))).toThrow()
  })
})

describe('drawTriviaQuestions', () => {
  it('always draws 10 distinct questions worth exactly 150 points, over many seeds', () => {
    const mixesSeen = new Set<string>()
    for (let seed = 0; seed < 300; seed++) {
      const drawn = drawTriviaQuestions(TRIVIA_QUESTIONS, createSeededRng(seed))
      expect(drawn).toHaveLength(TRIVIA.questions)
      expect(new Set(drawn.map((question) => question.id)).size).toBe(TRIVIA.questions)
      expect(triviaMaxScore(drawn)).toBe(TRIVIA.maxScore)
      mixesSeen.add(drawn.map((question) => question.difficulty[0]).join(''))
    }
    // Every valid mix turns up, so games feel different.
    expect(mixesSeen.size).toBe(6)
  })

  it('asks questions from easiest to hardest', () => {
    const order = { Easy: 0, Medium: 1, Hard: 2 }
    const levels = questions.map((question) => order[question.difficulty])
    expect(levels).toEqual([...levels].sort())
  })

  it('is repeatable for a seed', () => {
    const again = drawTriviaQuestions(TRIVIA_QUESTIONS, createSeededRng(1))
    expect(again.map((question) => question.id)).toEqual(questions.map((question) => question.id))
  })
})

describe('triviaReducer', () => {
  it('goes from the intro to the first question', () => {
    const intro = createTriviaState(questions)
    expect(intro.phase).toBe('intro')
    expect(triviaReducer(intro, { type: 'answer', option: 0 })).toBe(intro)
    expect(triviaReducer(intro, { type: 'start' })).toMatchObject({ phase: 'question', index: 0, score: 0 })
  })

  it('locks the question after one answer', () => {
    const first = questions[0]!
    const answered = run(
      [{ type: 'start' }, { type: 'answer', option: first.correct }],
      createTriviaState(questions),
    )
    expect(answered).toMatchObject({ phase: 'answered', selected: first.correct })
    expect(answered.score).toBe(difficultyPoints(first.difficulty))
    const again = triviaReducer(answered, { type: 'answer', option: wrongOption(first) })
    expect(again).toBe(answered)
    expect(again.answers).toHaveLength(1)
  })

  it('ignores out-of-range options and next before answering', () => {
    const question = run([{ type: 'start' }], createTriviaState(questions))
    expect(triviaReducer(question, { type: 'answer', option: 4 })).toBe(question)
    expect(triviaReducer(question, { type: 'answer', option: -1 })).toBe(question)
    expect(triviaReducer(question, { type: 'next' })).toBe(question)
  })

  it('scores 10, 15 or 20 points by difficulty and nothing for a wrong answer', () => {
    const byLevel = (level: TriviaQuestion['difficulty']) =>
      TRIVIA_QUESTIONS.find((question) => question.difficulty === level)!
    const three = [byLevel('Easy'), byLevel('Medium'), byLevel('Hard')]
    let state = run([{ type: 'start' }], createTriviaState(three))
    const scores: number[] = []
    for (const question of three) {
      state = run([{ type: 'answer', option: question.correct }, { type: 'next' }], state)
      scores.push(state.score)
    }
    expect(scores).toEqual([10, 25, 45])
    const wrong = run(
      [{ type: 'start' }, { type: 'answer', option: wrongOption(three[2]!) }],
      createTriviaState(three),
    )
    expect(wrong.score).toBe(0)
    expect(wrong.answers[0]).toMatchObject({ isCorrect: false, points: 0 })
  })

  it('completes after the last question with the final score', () => {
    const perfect = playThrough(() => true)
    expect(perfect).toMatchObject({ phase: 'complete', score: 150 })
    expect(perfect.answers).toHaveLength(10)
    const none = playThrough(() => false)
    expect(none).toMatchObject({ phase: 'complete', score: 0 })
  })

  it('play again restarts at question 1 with a new draw', () => {
    const done = playThrough(() => true)
    const redraw = drawTriviaQuestions(TRIVIA_QUESTIONS, createSeededRng(2))
    expect(redraw.map((question) => question.id)).not.toEqual(questions.map((question) => question.id))
    const again = triviaReducer(done, { type: 'restart', questions: redraw })
    expect(again).toMatchObject({ phase: 'question', index: 0, score: 0, selected: null, answers: [] })
    expect(again.questions).toBe(redraw)
  })
})

describe('triviaRank', () => {
  it('ranks by percentage at the 90, 70 and 50 boundaries', () => {
    expect(triviaRank(100)).toBe('expert')
    expect(triviaRank(90)).toBe('expert')
    expect(triviaRank(89.9)).toBe('enthusiast')
    expect(triviaRank(70)).toBe('enthusiast')
    expect(triviaRank(69.9)).toBe('budding')
    expect(triviaRank(50)).toBe('budding')
    expect(triviaRank(49.9)).toBe('keepLearning')
    expect(triviaRank(0)).toBe('keepLearning')
  })

  it('turns scores out of 150 into percentages', () => {
    expect(triviaPercent(135, 150)).toBe(90)
    expect(triviaPercent(105, 150)).toBe(70)
    expect(triviaPercent(75, 150)).toBe(50)
    expect(triviaPercent(0, 0)).toBe(0)
  })
})
