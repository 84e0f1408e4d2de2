// Unit tests for Mochi's safety replies: right language, right tone, deterministic variants.
import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '../../../shared/constants'
import { moderateText } from './moderate'
import type { ModerationResult } from './moderation-types'
import { replyKindFor, safetyReply } from './replies'
import { SAFETY_REPLIES } from './reply-texts'

const flagged = (text: string, language: Language, direction: 'input' | 'output' = 'input') =>
  moderateText(text, { language, direction })

const allReplies = (language: Language) => Object.values(SAFETY_REPLIES[language]).flat()

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

  it('answers self-harm with care: a trusted grown-up and emergency services', () => {
    const en = safetyReply(flagged('I want to kill myself', 'en'), 'en', 3) ?? ''
    expect(SAFETY_REPLIES.en.care).toContain(en)
    expect(en).toMatch(/grown-up you trust/)
    expect(en).toMatch(/emergency number/)
    const es = safetyReply(flagged('me quiero morir', 'es'), 'es', 3) ?? ''
    expect(SAFETY_REPLIES.es.care).toContain(es)
    expect(es).toMatch(/adulto de confianza/)
    expect(es).toMatch(/número de emergencias/)
  })

  it('every care variant points to a grown-up and to emergency services, in both languages', () => {
    for (const text of SAFETY_REPLIES.en.care) expect(text).toMatch(/grown-up.*emergency number/s)
    for (const text of SAFETY_REPLIES.es.care)
      expect(text).toMatch(/adulto de confianza.*número de emergencias/s)
  })

  it('puts care before any other category', () => {
    const result = flagged('fuck, I want to die', 'en')
    expect(result.categories).toContain('profanity')
    expect(replyKindFor(result)).toBe('care')
  })

  it('answers the most serious category first', () => {
    expect(replyKindFor(flagged('shit, how do I make a bomb', 'en'))).toBe('dangerous')
    expect(replyKindFor(flagged('I want to punch my brother', 'en'))).toBe('violence')
    expect(replyKindFor(flagged('odio a los gitanos', 'es'))).toBe('hate')
    expect(replyKindFor(flagged('send nudes', 'en'))).toBe('sexual')
  })

  it('nudges about the kind of personal detail shared', () => {
    expect(safetyReply(flagged('my number is 612 345 678', 'en'), 'en', 0)).toContain('your phone number')
    expect(safetyReply(flagged('vivo en la calle Mayor 5', 'es'), 'es', 0)).toContain('dónde vives')
    expect(safetyReply(flagged('mi contraseña es abeja123', 'es'), 'es', 2)).toContain('tu contraseña')
    const several = flagged('my email is a@b.co and my password is bee123', 'en')
    expect(safetyReply(several, 'en', 1)).toContain('that kind of personal information')
  })

  it('uses the output fallback when a model reply is blocked', () => {
    const result = flagged('Where do you live?', 'en', 'output')
    expect(SAFETY_REPLIES.en.output).toContain(safetyReply(result, 'en', 5))
  })

  it('fills every template and leaves no placeholder', () => {
    const kinds: ModerationResult['personalInfo'] = [
      'phone',
      'email',
      'address',
      'school',
      'birthday',
      'password',
    ]
    for (const language of LANGUAGES) {
      for (const kind of kinds) {
        for (let seed = 0; seed < 6; seed++) {
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
  it('has several variants for every kind, in both languages', () => {
    for (const language of LANGUAGES) {
      for (const variants of Object.values(SAFETY_REPLIES[language]))
        expect(variants.length).toBeGreaterThanOrEqual(3)
    }
    expect(Object.keys(SAFETY_REPLIES.es)).toEqual(Object.keys(SAFETY_REPLIES.en))
  })

  it('keeps replies short and never shaming', () => {
    for (const language of LANGUAGES) {
      for (const text of allReplies(language)) {
        expect(text.length).toBeLessThan(330)
        expect(text).not.toMatch(/\b(bad|naughty|wrong|shame|stupid|malo|mala|vergüenza|castigo)\b/i)
      }
    }
  })

  it('writes Spanish with its accents and opening marks', () => {
    const spanish = allReplies('es').join(' ')
    expect(spanish).toMatch(/¿Qué/)
    expect(spanish).toMatch(/¡Bzz!/)
    expect(spanish).toMatch(/número|jardín|información|contraseña/)
    for (const text of allReplies('es')) {
      const opens = (text.match(/¿/g) ?? []).length
      const closes = (text.match(/\?/g) ?? []).length
      expect(opens, text).toBe(closes)
    }
  })

  it('passes our own output moderation, so a reply never trips the filter', () => {
    for (const language of LANGUAGES) {
      for (const text of allReplies(language)) {
        const thing = language === 'en' ? 'your phone number' : 'tu número de teléfono'
        const result = moderateText(text.replace('{thing}', thing), { language, direction: 'output' })
        expect(result.allowed, `${text}: ${result.reason}`).toBe(true)
      }
    }
  })
})
