import { describe, expect, it } from 'vitest'
import { earnedAchievements, type ProgressSnapshot, progressPercent } from './local-progress'

const empty: ProgressSnapshot = {
  isRegistered: false,
  isOnboarded: false,
  conversations: 0,
  plantsGrown: 0,
  featuresUsed: 0,
  achievements: [],
}

describe('progressPercent', () => {
  it('is the share of the five conditions met', () => {
    expect(progressPercent(empty)).toBe(0)
    expect(progressPercent({ ...empty, isRegistered: true })).toBe(20)
    expect(progressPercent({ ...empty, isRegistered: true, isOnboarded: true, featuresUsed: 2 })).toBe(40)
    expect(
      progressPercent({
        isRegistered: true,
        isOnboarded: true,
        conversations: 1,
        plantsGrown: 1,
        featuresUsed: 3,
        achievements: [],
      }),
    ).toBe(100)
  })
})

describe('earnedAchievements', () => {
  it('awards garden_expert at 10 conversations, not 9', () => {
    expect(earnedAchievements({ ...empty, conversations: 9 })).toEqual(['first_chat'])
    expect(earnedAchievements({ ...empty, conversations: 10 })).toEqual(['first_chat', 'garden_expert'])
  })

  it('keeps stored achievements such as bee_friend', () => {
    expect(earnedAchievements({ ...empty, achievements: ['bee_friend'], featuresUsed: 3 })).toEqual([
      'feature_explorer',
      'bee_friend',
    ])
  })
})
