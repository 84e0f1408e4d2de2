import { describe, expect, it } from 'vitest'
import { GAMES } from '../constants'
import {
  GAME_CATALOGUE,
  gameProgressPercent,
  isPlayableGameId,
  mergeGameProgress,
  PLAYABLE_GAME_IDS,
  recordGameResult,
  summarizeGameProgress,
} from './catalogue'

describe('GAME_CATALOGUE', () => {
  it('lists 10 games with unique ids, of which six are playable and four are coming soon', () => {
    expect(GAME_CATALOGUE).toHaveLength(GAMES.catalogued)
    expect(new Set(GAME_CATALOGUE.map((game) => game.id)).size).toBe(GAMES.catalogued)
    const playable = GAME_CATALOGUE.filter((game) => game.isPlayable).map((game) => game.id)
    expect(playable).toEqual([
      'flower-match',
      'bee-trivia',
      'pollination-quest',
      'bee-dance-decoder',
      'bee-lifecycle-lab',
      'garden-planner',
    ])
    expect(playable).toEqual([...PLAYABLE_GAME_IDS])
  })

  it('gives every game translation keys named after it', () => {
    for (const game of GAME_CATALOGUE) {
      expect(game.titleKey.replace('Title', '')).toBe(game.descriptionKey.replace('Description', ''))
    }
  })

  it('recognises playable ids', () => {
    expect(isPlayableGameId('bee-trivia')).toBe(true)
    expect(isPlayableGameId('hive-builder')).toBe(false)
    expect(isPlayableGameId('nope')).toBe(false)
  })
})

describe('gameProgressPercent', () => {
  it('is the best score out of 150, capped at 100', () => {
    expect(gameProgressPercent(0)).toBe(0)
    expect(gameProgressPercent(75)).toBe(50)
    expect(gameProgressPercent(150)).toBe(100)
    expect(gameProgressPercent(1360)).toBe(100)
    expect(gameProgressPercent(45)).toBeCloseTo(30)
  })
})

describe('game progress', () => {
  it('marks a game completed and keeps the best score', () => {
    const first = recordGameResult({}, 'bee-trivia', 120)
    expect(first['bee-trivia']).toEqual({ completed: true, bestScore: 120 })
    const lower = recordGameResult(first, 'bee-trivia', 60)
    expect(lower['bee-trivia']).toEqual({ completed: true, bestScore: 120 })
    const higher = recordGameResult(lower, 'bee-trivia', 150)
    expect(higher['bee-trivia']?.bestScore).toBe(150)
  })

  it('merges stored and session progress, keeping the best of each', () => {
    const merged = mergeGameProgress(
      {
        'bee-trivia': { completed: true, bestScore: 90 },
        'flower-match': { completed: false, bestScore: 0 },
      },
      {
        'bee-trivia': { completed: true, bestScore: 60 },
        'flower-match': { completed: true, bestScore: 700 },
      },
    )
    expect(merged).toEqual({
      'bee-trivia': { completed: true, bestScore: 90 },
      'flower-match': { completed: true, bestScore: 700 },
    })
  })

  it('summarises completed games, the 6 playable games and best scores counted up to 150 each', () => {
    expect(summarizeGameProgress({})).toEqual({
      gamesCompleted: 0,
      playableGames: 6,
      totalScore: 0,
      maxTotalScore: 900,
    })
    expect(
      summarizeGameProgress({
        'bee-trivia': { completed: true, bestScore: 135 },
        'flower-match': { completed: true, bestScore: 940 },
      }),
    ).toEqual({ gamesCompleted: 2, playableGames: 6, totalScore: 285, maxTotalScore: 900 })
  })
})
