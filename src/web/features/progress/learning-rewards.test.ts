// @vitest-environment jsdom
import { STORAGE_KEYS } from '@shared/storage-keys'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  learningAchievements,
  learningCounts,
  plantsFromCounts,
  storeNewAchievements,
  syncPlantsGrown,
} from './learning-rewards'
import { type ProgressSnapshot, readProgress } from './local-progress'

const empty: ProgressSnapshot = {
  isRegistered: false,
  isOnboarded: false,
  conversations: 0,
  plantsGrown: 0,
  featuresUsed: 0,
  achievements: [],
}

const record = (topic: string, lessons: string[]) => ({
  id: topic,
  topic,
  level: lessons.length,
  completed_lessons: lessons,
})

beforeEach(() => localStorage.clear())

describe('learning counts and plants', () => {
  it('counts distinct facts, completed games and finished lessons; one plant each', () => {
    const counts = learningCounts({
      progress: [record('pollination', ['a', 'b']), record('conservation', ['c'])],
      games: {
        'bee-trivia': { completed: true, bestScore: 90 },
        'flower-match': { completed: false, bestScore: 0 },
      },
      lessons: ['bee-basics'],
    })
    expect(counts).toEqual({ factsLearned: 3, gamesCompleted: 1, lessonsCompleted: 1 })
    expect(plantsFromCounts(counts)).toBe(5)
  })

  it('stores the plant count where the local progress reads it', () => {
    syncPlantsGrown(4)
    expect(localStorage.getItem(STORAGE_KEYS.plantsGrown)).toBe('4')
    expect(readProgress().plantsGrown).toBe(4)
  })
})

describe('achievements from learning', () => {
  it('awards bee_friend at 5 facts learned, not before and not while counts load', () => {
    const counts = { factsLearned: 4, gamesCompleted: 0, lessonsCompleted: 0 }
    expect(learningAchievements(empty, counts)).toEqual([])
    expect(learningAchievements(empty, null)).toEqual([])
    expect(learningAchievements({ ...empty, plantsGrown: 5 }, { ...counts, factsLearned: 5 })).toEqual([
      'plant_grower',
      'bee_friend',
    ])
  })

  it('reports only achievements not stored before, and stores them', () => {
    expect(storeNewAchievements(['first_chat', 'bee_friend'])).toEqual(['first_chat', 'bee_friend'])
    expect(storeNewAchievements(['first_chat', 'bee_friend'])).toEqual([])
    expect(storeNewAchievements(['first_chat', 'plant_grower'])).toEqual(['plant_grower'])
    expect(readProgress().achievements).toEqual(['first_chat', 'bee_friend', 'plant_grower'])
  })
})
