// Mochi's replies that do not come from the garden book: greetings, jokes, drawing requests and kind redirects.
import type { Language } from '../../../../shared/constants'
import type { ComposedAnswer } from './compose-answer'
import { GARDEN_JOKES } from './jokes'
import {
  DEFAULT_DRAW_SUBJECT,
  DRAW_REPLIES,
  fillTemplate,
  GOODBYE_REPLIES,
  GREETING_REPLIES,
  JOKE_REPLIES,
  OFF_TOPIC_REPLIES,
  type Phrases,
  THANKS_REPLIES,
  WHO_ARE_YOU_REPLIES,
} from './replies'
import { seededPick } from './seeded-choice'

export type SocialKind = 'greeting' | 'thanks' | 'goodbye' | 'who_are_you' | 'off_topic'

const SOCIAL: Record<SocialKind, { phrases: Phrases; mood: ComposedAnswer['mood'] }> = {
  greeting: { phrases: GREETING_REPLIES, mood: 'excited' },
  thanks: { phrases: THANKS_REPLIES, mood: 'excited' },
  goodbye: { phrases: GOODBYE_REPLIES, mood: 'excited' },
  who_are_you: { phrases: WHO_ARE_YOU_REPLIES, mood: 'excited' },
  off_topic: { phrases: OFF_TOPIC_REPLIES, mood: 'thinking' },
}

export function composeSocialReply(kind: SocialKind, language: Language, seed: string): ComposedAnswer {
  const { phrases, mood } = SOCIAL[kind]
  return { text: seededPick(phrases[language], `${seed}:${kind}`), mood, citations: [] }
}

/** A joke not yet told in this conversation (any joke once they have all been told). */
export function composeJoke(
  language: Language,
  seed: string,
  previousReplies: readonly string[],
): ComposedAnswer {
  const jokes = GARDEN_JOKES[language]
  const fresh = jokes.filter((joke) => !previousReplies.some((reply) => reply.includes(joke)))
  const joke = seededPick(fresh.length > 0 ? fresh : jokes, `${seed}:joke`)
  const text = fillTemplate(seededPick(JOKE_REPLIES[language], `${seed}:joke-frame`), { joke })
  return { text, mood: 'funny', citations: [] }
}

// "picture of ..." is tried first so "draw me a picture of a bee" gives "a bee".
const DRAW_SUBJECT: RegExp[] = [
  /\b(?:picture|image|drawing)\s+of\s+(.+)/i,
  /(?:^|\s)(?:dibujo|imagen|foto)\s+de\s+(.+)/i,
  /\b(?:draw|paint|sketch)\s+(?:me\s+|us\s+)?(.+)/i,
  /(?:^|[\s¿¡])(?:dib[uú]ja(?:me|nos)?|pinta(?:me|nos)?)\s+(.+)/i,
]
const MAX_SUBJECT_WORDS = 8

/** What the child wants drawn, tidied to a short phrase they can paste into the picture creator. */
export function extractDrawSubject(message: string): string | undefined {
  for (const pattern of DRAW_SUBJECT) {
    const match = pattern.exec(message)
    if (!match?.[1]) continue
    const subject = match[1]
      .replace(/\b(please|pls|por favor|porfa)\b/gi, ' ')
      .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, MAX_SUBJECT_WORDS)
      .join(' ')
    if (subject.length > 0) return subject
  }
  return undefined
}

export function composeDrawReply(message: string, language: Language, seed: string): ComposedAnswer {
  const subject = extractDrawSubject(message) ?? DEFAULT_DRAW_SUBJECT[language]
  const text = fillTemplate(seededPick(DRAW_REPLIES[language], `${seed}:draw`), { subject })
  return { text, mood: 'excited', citations: [] }
}
