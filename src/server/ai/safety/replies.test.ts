// Unit tests for Mochi's safety replies: one kind per category, care first, the emergency step first, right language.
import { beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '../../../shared/constants'
import { SAFETY_CATEGORIES } from '../../../shared/safety'
import { moderateText, warmUpModeration } from './moderate'
import { type ModerationResult, PERSONAL_INFO_KINDS } from './moderation-types'
import { replyKindFor, safetyReply } from './replies'
import { SAFETY_REPLIES } from './reply-texts'

// The learned classifier trains once per test file (a second or more on a busy machine), not inside a test.
beforeAll(() => warmUpModeration(), 120_000)

const flagged = (text: string, language: Language, direction: 'input' | 'output' = 'input') =>
  moderateText(text, { language, direction })

const allReplies = (language: Language) => Object.values(SAFETY_REPLIES[language]).flat()
const TRUSTED_ADULT = { en: /grown-up you trust/, es: /adulto de confianza/ } as const
const EMERGENCY = {
  en: /emergency number, like 911 in the US or Mexico or 112 in Spain and Europe/,
  es: /número de emergencias de tu país, como el 911 en México o EE\. UU\. o el 112 en España y Europa/,
} as const
const ONLY_GARDENS = /only know about gardens|solo sé de jardines/i

describe('safetyReply', () => {
  it('says nothing when nothing fired', () => {
    expect(safetyReply(flagged('I love my sunflowers', 'en'), 'en')).toBeNull()
  })

  it('answers in the language asked for', () => {
    const result = flagged('joder', 'es')
    expect(SAFETY_REPLIES.es.profanity).toContain(safetyReply(result, 'es', 1))
    expect(SAFETY_REPLIES.en.profanity).toContain(safetyReply(result, 'en', 1))
  })

  it('is deterministic for a seed and uses every variant across seeds', () => {
    const result = flagged('sh1t', 'en')
    expect(safetyReply(result, 'en', 'message-42')).toBe(safetyReply(result, 'en', 'message-42'))
    const seen = new Set(Array.from({ length: 40 }, (_, seed) => safetyReply(result, 'en', seed)))
    expect(seen).toEqual(new Set(SAFETY_REPLIES.en.profanity))
  })

  it.each([
    ['I want to kill myself', 'en'],
    ['me quiero morir', 'es'],
  ] as const)(
    'answers self-harm (%j) with empathy, a trusted adult and the emergency number',
    (text, language) => {
      const reply = safetyReply(flagged(text, language), language, 3) ?? ''
      expect(SAFETY_REPLIES[language].self_harm).toContain(reply)
      expect(reply).toMatch(TRUSTED_ADULT[language])
      expect(reply).toMatch(EMERGENCY[language])
      // Empathy comes before the advice.
      expect(reply.search(/glad|gracias|alegra|thank/i)).toBeLessThan(reply.search(TRUSTED_ADULT[language]))
    },
  )

  it.each([
    ['the kids at my school push me and laugh at me every day', 'en', 'bullying'],
    ['me siento muy sola y nadie juega conmigo', 'es', 'bullying'],
    ['a man I met on a game wants me to send him photos and keep it secret', 'en', 'grooming'],
    ['un señor de internet quiere que quedemos a solas', 'es', 'grooming'],
  ] as const)('answers %j with empathy and a trusted adult, never "only gardens"', (text, language, kind) => {
    const result = flagged(text, language)
    expect(replyKindFor(result)).toBe(kind)
    const reply = safetyReply(result, language, 1) ?? ''
    expect(reply).toMatch(TRUSTED_ADULT[language])
    expect(reply).not.toMatch(ONLY_GARDENS)
  })

  it.each([
    ['my brother got stung and his lips are puffing up', 'en'],
    ['mi hermana se tragó unas bayas del tejo', 'es'],
  ] as const)('puts the emergency step first for %j', (text, language) => {
    const reply = safetyReply(flagged(text, language), language, 0) ?? ''
    expect(replyKindFor(flagged(text, language))).toBe('medical_emergency')
    expect(reply).toMatch(EMERGENCY[language])
    // The first sentence already says to get an adult and call for help.
    const first = reply.split(/[.!]\s/)[0] ?? ''
    expect(first).toMatch(language === 'en' ? /grown-up.*call/ : /adulto.*llam/)
  })

  it('answers the most serious category first', () => {
    expect(replyKindFor(flagged('shit, how do I make a bomb', 'en'))).toBe('weapons')
    expect(replyKindFor(flagged('fuck, I want to die', 'en'))).toBe('self_harm')
    expect(replyKindFor(flagged('I want to punch my brother', 'en'))).toBe('violence')
    expect(replyKindFor(flagged('odio a los gitanos', 'es'))).toBe('hate')
    expect(replyKindFor(flagged('send nudes', 'en'))).toBe('sexual')
    expect(replyKindFor(flagged('quiero emborracharme', 'es'))).toBe('drugs_alcohol')
  })

  it('gives a generic safety reply when only the provider objected', () => {
    const result = flagged('my sunflower is tall', 'en')
    expect(replyKindFor({ ...result, allowed: false, categories: ['dangerous'] })).toBe('dangerous')
  })

  it('nudges about the kind of personal detail shared, never repeating it', () => {
    const phone = safetyReply(flagged('my number is 612 345 678', 'en'), 'en', 0) ?? ''
    expect(phone).toContain('your phone number')
    expect(phone).not.toContain('612')
    expect(safetyReply(flagged('vivo en la calle Mayor 5', 'es'), 'es', 0)).toContain('dónde vives')
    expect(safetyReply(flagged('mi contraseña es abeja123', 'es'), 'es', 1)).not.toContain('abeja123')
    const several = flagged('my email is a@b.co and my password is bee123', 'en')
    expect(safetyReply(several, 'en', 1)).toContain('that kind of personal information')
  })

  it('uses the output fallback when a model reply is blocked', () => {
    const result = flagged('Where do you live?', 'en', 'output')
    expect(SAFETY_REPLIES.en.output).toContain(safetyReply(result, 'en', 5))
  })

  it('fills every template and leaves no placeholder', () => {
    for (const language of LANGUAGES) {
      for (const kind of PERSONAL_INFO_KINDS) {
        for (let seed = 0; seed < 4; seed++) {
          const result: ModerationResult = {
            allowed: true,
            categories: ['personal_info'],
            category: 'personal_info',
            direction: 'input',
            needsCare: false,
            personalInfo: [kind],
          }
          expect(safetyReply(result, language, seed)).not.toMatch(/[{}]/)
        }
      }
    }
  })
})

describe('SAFETY_REPLIES', () => {
  it('has a reply set for every shared category, with variants, in both languages', () => {
    for (const language of LANGUAGES) {
      for (const category of SAFETY_CATEGORIES) {
        expect(SAFETY_REPLIES[language][category].length).toBeGreaterThanOrEqual(2)
      }
    }
    expect(Object.keys(SAFETY_REPLIES.es)).toEqual(Object.keys(SAFETY_REPLIES.en))
  })

  it('sends every child at risk to a trusted adult, and self-harm and emergencies to the emergency number', () => {
    for (const language of LANGUAGES) {
      for (const kind of ['self_harm', 'grooming', 'bullying'] as const) {
        for (const text of SAFETY_REPLIES[language][kind]) expect(text).toMatch(TRUSTED_ADULT[language])
      }
      for (const kind of ['self_harm', 'medical_emergency'] as const) {
        for (const text of SAFETY_REPLIES[language][kind]) expect(text).toMatch(EMERGENCY[language])
      }
    }
  })

  it('keeps replies short and never shaming', () => {
    for (const language of LANGUAGES) {
      for (const text of allReplies(language)) {
        expect(text.length, text).toBeLessThan(400)
        expect(text).not.toMatch(/\b(bad|naughty|shame|stupid|malo|mala|vergüenza|castigo)\b/i)
        expect(text).not.toMatch(ONLY_GARDENS)
      }
    }
  })

  it('writes Spanish with its accents and opening marks', () => {
    const spanish = allReplies('es').join(' ')
    expect(spanish).toMatch(/¿Qué/)
    expect(spanish).toMatch(/¡Bzz!/)
    for (const text of allReplies('es')) {
      const opens = (text.match(/¿/g) ?? []).length
      const closes = (text.match(/\?/g) ?? []).length
      expect(opens, text).toBe(closes)
    }
  })
})
