// Rules of the four round-based games: every game is 10 answerable rounds worth 150, and the reducer scores them.
import { describe, expect, it } from 'vitest'
import { buildDanceRounds, directionOfAngle } from './dance-decoder'
import { BEE_PLANTS, buildPlannerRounds, NOT_FOR_BEES, SEASON_FLOWERS } from './garden-planner'
import { buildLifecycleRounds, nextStage } from './lifecycle-lab'
import { BLOSSOM_FRUITS, buildPollinationRounds } from './pollination-quest'
import { createSeededRng } from './random'
import { ROUND_GAME_BUILDERS } from './round-games'
import { createRoundState, type GameRound, roundMaxScore, roundOutcome, roundReducer } from './rounds'

const play = (rounds: readonly GameRound[], pick: (round: GameRound) => string) => {
  let state = roundReducer(createRoundState(rounds), { type: 'start' })
  for (const round of rounds) {
    state = roundReducer(state, { type: 'answer', optionId: pick(round) })
    state = roundReducer(state, { type: 'next' })
  }
  return state
}
const wrong = (round: GameRound) => round.options.find((option) => option.id !== round.correct)?.id ?? ''

describe.each(Object.entries(ROUND_GAME_BUILDERS))('%s', (_id, build) => {
  it('deals 10 rounds with unique ids, 2–4 distinct options and the right answer among them', () => {
    for (const seed of [1, 2, 3, 42, 999]) {
      const rounds = build(createSeededRng(seed))
      expect(rounds).toHaveLength(10)
      expect(new Set(rounds.map((round) => round.id)).size).toBe(10)
      for (const round of rounds) {
        const ids = round.options.map((option) => option.id)
        expect(new Set(ids).size).toBe(ids.length)
        expect(ids.length).toBeGreaterThanOrEqual(2)
        expect(ids.length).toBeLessThanOrEqual(4)
        expect(ids).toContain(round.correct)
      }
      expect(roundMaxScore(rounds)).toBe(150)
    }
  })

  it('scores 150 and a win for all right answers, 0 and a loss for all wrong ones', () => {
    const rounds = build(createSeededRng(7))
    const best = play(rounds, (round) => round.correct)
    expect(best).toMatchObject({ phase: 'complete', score: 150, correctCount: 10 })
    expect(roundOutcome(best.score)).toBe('won')
    const worst = play(rounds, wrong)
    expect(worst).toMatchObject({ phase: 'complete', score: 0, correctCount: 0 })
    expect(roundOutcome(worst.score)).toBe('lost')
  })

  it('shuffles differently for different seeds', () => {
    const a = build(createSeededRng(1)).map((round) => round.options.map((option) => option.id).join())
    const b = build(createSeededRng(2)).map((round) => round.options.map((option) => option.id).join())
    expect(a).not.toEqual(b)
  })
})

describe('round reducer', () => {
  const rounds = buildPlannerRounds(createSeededRng(5))

  it('gives 15 points per right answer and locks a question once answered', () => {
    let state = roundReducer(createRoundState(rounds), { type: 'start' })
    state = roundReducer(state, { type: 'answer', optionId: rounds[0]?.correct ?? '' })
    expect(state).toMatchObject({ phase: 'answered', score: 15, correctCount: 1 })
    state = roundReducer(state, { type: 'answer', optionId: wrong(rounds[0] as GameRound) })
    expect(state).toMatchObject({ score: 15, selected: rounds[0]?.correct })
  })

  it('ignores answers before the start, unknown options, and next before an answer', () => {
    const intro = createRoundState(rounds)
    expect(roundReducer(intro, { type: 'answer', optionId: rounds[0]?.correct ?? '' })).toBe(intro)
    const playing = roundReducer(intro, { type: 'start' })
    expect(roundReducer(playing, { type: 'answer', optionId: 'not-an-option' })).toBe(playing)
    expect(roundReducer(playing, { type: 'next' })).toBe(playing)
  })

  it('wins from 6 right answers (90 points) and loses at 5 (75)', () => {
    expect(roundOutcome(90)).toBe('won')
    expect(roundOutcome(75)).toBe('lost')
    let count = 0
    const six = play(rounds, (round) => (count++ < 6 ? round.correct : wrong(round)))
    expect(six.score).toBe(90)
  })

  it('restarts straight into the first question of new rounds with a zero score', () => {
    const done = play(rounds, (round) => round.correct)
    const fresh = buildPlannerRounds(createSeededRng(6))
    expect(roundReducer(done, { type: 'restart', rounds: fresh })).toMatchObject({
      phase: 'question',
      index: 0,
      score: 0,
      rounds: fresh,
    })
  })
})

describe('game facts', () => {
  it('garden planner: the right plant is always a bee plant and the others are not', () => {
    const bee = new Set<string>(BEE_PLANTS.map((plant) => plant.id))
    const notBee = new Set<string>(NOT_FOR_BEES.map((thing) => thing.id))
    for (const round of buildPlannerRounds(createSeededRng(11)).filter((r) => r.id.startsWith('plant'))) {
      expect(bee.has(round.correct)).toBe(true)
      for (const option of round.options)
        if (option.id !== round.correct) expect(notBee.has(option.id)).toBe(true)
    }
    const spring = buildPlannerRounds(createSeededRng(11)).find((round) => round.id === 'season-spring')
    expect(spring?.correct).toBe(SEASON_FLOWERS.spring.id)
  })

  it('lifecycle lab: egg → larva → pupa → adult', () => {
    expect(nextStage('egg')).toBe('larva')
    expect(nextStage('larva')).toBe('pupa')
    expect(nextStage('pupa')).toBe('adult')
    expect(nextStage('adult')).toBeNull()
    const rounds = buildLifecycleRounds(createSeededRng(3))
    expect(rounds.find((round) => round.id === 'next-larva')?.correct).toBe('pupa')
  })

  it('pollination quest: pollen goes to the same flower and each blossom becomes its own fruit', () => {
    const rounds = buildPollinationRounds(createSeededRng(4))
    for (const round of rounds.filter((r) => r.id.startsWith('match-'))) {
      expect(round.id).toBe(`match-${round.correct}`)
      expect(round.promptParams?.flower).toBe(`flowers.${round.correct}`)
    }
    const fruits = rounds.filter((r) => r.id.startsWith('fruit-'))
    expect(fruits).toHaveLength(4)
    for (const round of fruits) {
      expect(round.promptParams?.blossom).toBe(`pollination.blossoms.${round.correct}`)
      expect(BLOSSOM_FRUITS.map((fruit) => fruit.id)).toContain(round.correct)
    }
  })

  it('dance decoder: up is toward the sun, clockwise is to its right, and round dances mean near', () => {
    expect(directionOfAngle(0)).toBe('towardSun')
    expect(directionOfAngle(90)).toBe('rightOfSun')
    expect(directionOfAngle(180)).toBe('awayFromSun')
    expect(directionOfAngle(270)).toBe('leftOfSun')
    expect(directionOfAngle(-90)).toBe('leftOfSun')
    const rounds = buildDanceRounds(createSeededRng(8))
    const directions = rounds.filter((round) => round.id.startsWith('direction-'))
    expect(new Set(directions.map((round) => round.correct)).size).toBe(4)
    for (const round of rounds.filter((r) => r.id.startsWith('distance-'))) {
      const visual = round.visual
      expect(visual?.type).toBe('dance')
      if (visual?.type === 'dance') expect(round.correct).toBe(visual.dance === 'round' ? 'near' : 'far')
    }
  })
})
