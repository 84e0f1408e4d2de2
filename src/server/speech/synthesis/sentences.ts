// Splits text into sentences (English and Spanish) and speaks them one by one, so playback can start early.
import { runEspeak } from './espeak-engine'
import { espeakArguments } from './espeak-voices'
import { prepareSpeech, type SpeechRequest } from './speech-request'

/** Longer sentences are cut at a comma or space, so no single piece holds the synthesiser for long. */
export const SENTENCE_MAX_CHARS = 280

// Abbreviations whose full stop does not end a sentence, lower case and without their final dot.
const TITLES = new Set([
  'dr',
  'dra',
  'mr',
  'mrs',
  'ms',
  'sr',
  'sra',
  'srta',
  'st',
  'prof',
  'profa',
  'ud',
  'uds',
])
const ABBREVIATIONS = new Set([
  ...TITLES,
  'etc',
  'e.g',
  'i.e',
  'vs',
  'approx',
  'núm',
  'fig',
  'p.ej',
  'pág',
  'aprox',
  'a.m',
  'p.m',
  'ee.uu',
  'u.s',
])

// A run of terminators, any closing quotes or brackets, then the gap before the next sentence.
const BOUNDARY = /([.!?…]+)(["'”’»)\]]*)(\s+|(?=[¿¡])|$)/gu

function endsSentence(text: string, terminatorAt: number, terminators: string, nextAt: number): boolean {
  if (nextAt >= text.length) return true
  const next = text[nextAt]!
  if (/[\p{Ll}\p{N}]/u.test(next)) return false
  if (terminators !== '.') return true
  const word = /([\p{L}.]+)$/u.exec(text.slice(0, terminatorAt))?.[1]?.toLowerCase() ?? ''
  if (TITLES.has(word) || /^\p{L}$/u.test(word)) return false
  // "etc." may end a sentence: then the next one starts with a capital, and Spanish may open with ¿ or ¡.
  if (ABBREVIATIONS.has(word)) return /[¿¡]/u.test(next) || (word === 'etc' && /\p{Lu}/u.test(next))
  return true
}

function cutLong(sentence: string, maxChars: number): string[] {
  const pieces: string[] = []
  let rest = sentence
  while (rest.length > maxChars) {
    const window = rest.slice(0, maxChars)
    const comma = Math.max(window.lastIndexOf(', '), window.lastIndexOf('; '), window.lastIndexOf(': '))
    const cut =
      comma > maxChars / 3 ? comma + 1 : window.lastIndexOf(' ') > 0 ? window.lastIndexOf(' ') : maxChars
    pieces.push(rest.slice(0, cut).trim())
    rest = rest.slice(cut).trim()
  }
  if (rest) pieces.push(rest)
  return pieces
}

export function splitSentences(text: string, maxChars = SENTENCE_MAX_CHARS): string[] {
  const sentences: string[] = []
  for (const paragraph of text.split(/\n+/)) {
    let start = 0
    for (const match of paragraph.matchAll(BOUNDARY)) {
      const nextAt = match.index + match[0].length
      if (!endsSentence(paragraph, match.index, match[1]!, nextAt)) continue
      sentences.push(paragraph.slice(start, nextAt).trim())
      start = nextAt
    }
    sentences.push(paragraph.slice(start).trim())
  }
  // A piece with nothing to say ("...", "!!") belongs to the sentence before it.
  const merged: string[] = []
  for (const sentence of sentences) {
    if (!sentence) continue
    if (!/[\p{L}\p{N}]/u.test(sentence) && merged.length > 0) merged[merged.length - 1] += ` ${sentence}`
    else merged.push(sentence)
  }
  return merged.flatMap((sentence) => cutLong(sentence, maxChars))
}

/**
 * Joins consecutive sentences into pieces of at most `maxChars` (a longer sentence stays a piece of its own).
 * The first piece has its own limit, so a listener can hear a short opening while longer pieces follow.
 */
export function groupSentences(sentences: string[], maxChars: number, firstMaxChars = maxChars): string[] {
  const groups: string[] = []
  for (const sentence of sentences) {
    const last = groups.at(-1)
    const limit = groups.length === 1 ? firstMaxChars : maxChars
    if (last !== undefined && last.length + 1 + sentence.length <= limit)
      groups[groups.length - 1] = `${last} ${sentence}`
    else groups.push(sentence)
  }
  return groups
}

export interface SpokenSentence {
  index: number
  text: string
  pcm: Int16Array
  sampleRate: number
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Speaks the request sentence by sentence. The text is checked as a whole first, so a bad request fails before
 * any audio; between sentences the event loop gets a turn, as each one is synthesised synchronously.
 * With `groupChars`, consecutive sentences are spoken together up to that length: fewer, longer pieces
 * save eSpeak's start-up per piece when nobody is waiting for the first one. `firstGroupChars` (default
 * `groupChars`) limits the first piece alone: 0 speaks the first sentence by itself, so it is ready soonest.
 */
export async function* synthesizeSentences(
  request: SpeechRequest,
  { groupChars = 0, firstGroupChars = groupChars }: { groupChars?: number; firstGroupChars?: number } = {},
): AsyncGenerator<SpokenSentence> {
  const speech = prepareSpeech(request)
  const args = espeakArguments(speech.voice.name, speech.language, speech.settings, speech.volume)
  let index = 0
  for (const text of groupSentences(splitSentences(speech.text), groupChars, firstGroupChars)) {
    if (index > 0) await nextTurn()
    const { pcm, sampleRate } = await runEspeak(args, text)
    yield { index: index++, text, pcm, sampleRate }
  }
}
