// Every text key a round-based game can build (prompts, options, explanations) exists in en and es.
import { createSeededRng } from '@shared/games/random'
import { ROUND_GAME_BUILDERS, ROUND_GAME_TEXT, type RoundGameId } from '@shared/games/round-games'
import { describe, expect, it } from 'vitest'
import en from '../../locales/en/games.json'
import es from '../../locales/es/games.json'

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree)
}

describe('round game texts', () => {
  it.each(Object.keys(ROUND_GAME_BUILDERS) as RoundGameId[])(
    '%s has every key in both languages',
    (gameId) => {
      const keys = new Set<string>(
        ['title', 'intro', 'rules', 'wonMessage', 'lostMessage'].map(
          (part) => `${ROUND_GAME_TEXT[gameId]}.${part}`,
        ),
      )
      for (let seed = 1; seed <= 60; seed++) {
        for (const round of ROUND_GAME_BUILDERS[gameId](createSeededRng(seed))) {
          keys.add(round.promptKey)
          keys.add(round.explanationKey)
          for (const param of Object.values(round.promptParams ?? {})) keys.add(param)
          for (const option of round.options) keys.add(option.labelKey)
        }
      }
      for (const key of keys) {
        expect(typeof lookup(en, key), `en ${key}`).toBe('string')
        expect(typeof lookup(es, key), `es ${key}`).toBe('string')
      }
    },
  )
})
