// The games strings: same keys and placeholders in en and es, and the spec's exact English wording.
import { describe, expect, it } from 'vitest'
import en from '../../locales/en/games.json'
import es from '../../locales/es/games.json'

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    entries(child, prefix ? `${prefix}.${key}` : key),
  )
}

const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort()

describe('games locales', () => {
  it('have the same keys and placeholders in en and es, none empty', () => {
    const english = new Map(entries(en))
    const spanish = new Map(entries(es))
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort())
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe('')
      expect(spanish.get(key)?.trim(), key).not.toBe('')
      expect(placeholders(spanish.get(key) ?? ''), key).toEqual(placeholders(text))
    }
  })

  it('use the spec wording in English', () => {
    expect(en.hub.title).toBe('Interactive Learning Games')
    expect(en.hub.gameCount.replace('{{total}}', '10')).toBe('10 games')
    expect(en.toast.comingSoon).toBe('Coming Soon! This interactive game is currently in development.')
    expect(`${en.toast.completedTitle} ${en.toast.completedDescription}`).toBe(
      'Game Completed! Great job! Your score: {{score}}',
    )
    expect(en.trivia.questionOf).toBe('Question {{current}} of {{total}}')
    expect(Object.values(en.rank)).toEqual([
      'Bee Expert!',
      'Bee Enthusiast!',
      'Budding Bee Lover!',
      'Keep Learning!',
    ])
    expect(Object.values(en.difficulty)).toEqual(['Easy', 'Medium', 'Hard'])
  })
})
