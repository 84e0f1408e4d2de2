// Child-safety moderation of chat text in English and Spanish: explainable rules first, a learned classifier second.
import type { Language } from '../../../shared/constants'
import type { SafetyCategory as VerdictCategory } from '../../../shared/safety'
import { detectLanguage } from '../../lib/detect-language'
import { BROAD_HARM_RULES } from './broad-harm-rules'
import { CHECK13_FAMILY_RULES } from './check13-families-rules'
import { CHECK14_FAMILY_RULES } from './check14-families-rules'
import { CHECK15_FAMILY_RULES } from './check15-families-rules'
import { CHECK16_FAMILY_RULES } from './check16-families-rules'
import { CONDUCT_RULES } from './conduct-rules'
import { DANGEROUS_RULES } from './dangerous-rules'
import { DISCLOSURE_RULES } from './disclosure-rules'
import { DISTRESS_RULES } from './distress-rules'
import { EMERGENCY_RULES } from './emergency-rules'
import { ENGLISH_COLLAPSE_EXCEPTIONS, ENGLISH_EXTRA_TERMS } from './english-extra-word-list'
import { findEnglishWords } from './english-profanity'
import { FOLLOW_UP } from './follow-up-rules'
import { GROOMING_RULES } from './grooming-rules'
import { SELF_HARM_RULES, VIOLENCE_RULES } from './harm-rules'
import { HATE_MORE_RULES, SEXUAL_MORE_RULES } from './hate-sexual-more-rules'
import { HOME_VIOLENCE_RULES } from './home-violence-rules'
import { GLUED_PHRASES } from './key-phrases'
import { KID_PHRASING_RULES } from './kid-phrasing-rules'
import { namesGarden } from './learned/garden-words'
import { learnedModel, learnedVerdict } from './learned/learned-check'
import { splitTyped } from './learned/unglue'
import {
  CARE_CATEGORIES,
  type ModerationDirection,
  type ModerationResult,
  SAFETY_CATEGORIES,
  type SafetyHit,
} from './moderation-types'
import { collapseRepeats, foldText, type PreparedText, prepareText } from './normalize'
import { OUTPUT_RULES } from './output-rules'
import { detectPersonalInfo } from './personal-info'
import { findPhraseHits, type PhraseRule } from './phrase-rules'
import { SELF_HARM_MORE_RULES } from './self-harm-rules'
import { HATE_RULES, SEXUAL_RULES } from './sexual-hate-rules'
import { SLANG_AND_INDIRECT_RULES } from './slang-and-indirect-rules'
import { SPANISH_COLLAPSE_EXCEPTIONS, SPANISH_TERMS } from './spanish-word-list'
import { respell } from './spelling'
import { compileWordList, findListedTerms } from './word-list-matcher'

export type ModerateOptions = {
  /** The conversation language; the text itself is also checked for Spanish. */
  language?: Language
  direction: ModerationDirection
  /** The child's earlier messages in this conversation, oldest first, for harmful follow-ups. */
  history?: readonly string[]
  /** Ask the learned classifier too (default true; the eval turns it off to show what the rules alone catch). */
  learned?: boolean
}

const WORD_LIST = compileWordList(
  [...SPANISH_TERMS, ...ENGLISH_EXTRA_TERMS],
  [...SPANISH_COLLAPSE_EXCEPTIONS, ...ENGLISH_COLLAPSE_EXCEPTIONS],
)

/** A child's distress, injuries and wishes are read in what children send, not in a model's advice about them. */
const inputOnly = (rules: readonly PhraseRule[]): PhraseRule[] =>
  rules.map((rule) => ({ ...rule, directions: ['input'] as const }))

const TEXT_RULES: readonly PhraseRule[] = [
  ...SELF_HARM_RULES,
  ...inputOnly(SELF_HARM_MORE_RULES),
  ...inputOnly(EMERGENCY_RULES),
  ...GROOMING_RULES,
  ...inputOnly(DISTRESS_RULES),
  ...CONDUCT_RULES,
  ...VIOLENCE_RULES,
  ...DANGEROUS_RULES,
  ...SEXUAL_RULES,
  ...SEXUAL_MORE_RULES,
  ...HATE_RULES,
  ...HATE_MORE_RULES,
  ...HOME_VIOLENCE_RULES,
  ...BROAD_HARM_RULES,
  ...OUTPUT_RULES,
  ...inputOnly(DISCLOSURE_RULES),
  ...SLANG_AND_INDIRECT_RULES,
  ...KID_PHRASING_RULES,
  ...CHECK13_FAMILY_RULES,
  ...CHECK14_FAMILY_RULES,
  ...CHECK15_FAMILY_RULES,
  ...CHECK16_FAMILY_RULES,
]

const GLUED = GLUED_PHRASES.flatMap(([category, phrases]) =>
  phrases.map((phrase) => ({
    category,
    phrase,
    squashed: collapseRepeats(prepareText(phrase).plain.replace(/ /g, '')),
  })),
)
// Only long tokens are searched for glued phrases: inside ordinary words short phrases match by chance.
const MIN_GLUED_TOKEN = 9

/** Phrases typed without spaces: "howtomakeabomb", "mequieromorir". */
function findGluedPhrases(prepared: PreparedText): SafetyHit[] {
  const hits: SafetyHit[] = []
  for (const token of prepared.tokens) {
    if (token.length < MIN_GLUED_TOKEN) continue
    for (const glued of GLUED) {
      if (token.includes(glued.squashed))
        hits.push({ category: glued.category, rule: `glued:${glued.phrase}` })
    }
  }
  return hits
}

/**
 * The phrase rules read again over words typed without spaces, split into words the model knows
 * ("comohacerunagranada" → "como hacer una granada"), so every rule covers the glued spelling of its phrases too.
 */
// A glued sentence splits into this many words or more; two is most often a compound word.
const MIN_GLUED_PARTS = 3

function ungluedHits(
  prepared: PreparedText,
  direction: ModerationDirection,
  extraRules: readonly PhraseRule[],
): SafetyHit[] {
  const vocabulary = learnedModel().vocabulary
  let glued = false
  const split = prepared.plain
    .split(' ')
    .map((word) => {
      if (word.length < MIN_GLUED_TOKEN || vocabulary.has(word)) return word
      const parts = splitTyped(word, vocabulary)
      // Two parts is most often a compound ("sunflowers"); a glued sentence splits into three or more.
      if (parts === null || parts.length < MIN_GLUED_PARTS) return word
      glued = true
      return parts.join(' ')
    })
    .join(' ')
    // The fewest-words split reads "amatoaungato" as "aun"; children who glue words mean "a un".
    .replace(/(?<![\p{L}])aun(?![\p{L}])/gu, 'a un')
  if (!glued) return []
  const again = prepareText(split)
  return [...phraseHits(again, TEXT_RULES, direction), ...phraseHits(again, extraRules, direction)].map(
    (hit) => ({ ...hit, rule: `unglued:${hit.rule}` }),
  )
}

/** The text with every word put back to the key word a child most likely meant ("kil myslef" → "kill myself"). */
function respelled(plain: string): string {
  return plain
    .split(' ')
    .map((word) => respell(word))
    .join(' ')
}

function phraseHits(
  prepared: PreparedText,
  rules: readonly PhraseRule[],
  direction: ModerationDirection,
): SafetyHit[] {
  const canonical = respelled(prepared.plain)
  const hits = findPhraseHits(prepared.plain, rules, direction)
  if (canonical === prepared.plain) return hits
  const seen = new Set(hits.map((hit) => hit.rule))
  for (const hit of findPhraseHits(canonical, rules, direction)) if (!seen.has(hit.rule)) hits.push(hit)
  return hits
}

/** Serious categories an earlier turn can pass on to a follow-up (not a nudge about details, not a rude word). */
const CARRIED = new Set<VerdictCategory>(
  SAFETY_CATEGORIES.filter((c) => c !== 'personal_info' && c !== 'profanity'),
)
// The child's last two messages are enough context: a follow-up leans on what was just said.
const HISTORY_TURNS = 2

function serious(hits: readonly SafetyHit[]): Set<VerdictCategory> {
  return new Set(hits.map((hit) => hit.category).filter((category) => CARRIED.has(category)))
}

// Earlier turns come back with every message; remembering their verdicts keeps a long chat as fast as a short one.
const TURN_CACHE_SIZE = 500
const turnCache = new Map<string, Set<VerdictCategory>>()

function earlierTurn(
  turn: string,
  options: ModerateOptions,
  extraRules: readonly PhraseRule[],
): Set<VerdictCategory> {
  const key = `${options.language ?? ''}|${extraRules.length}|${options.learned ?? true}|${turn}`
  const known = turnCache.get(key)
  if (known !== undefined) return known
  const found = serious(collectHits(turn, { ...options, history: [] }, extraRules).hits)
  if (turnCache.size >= TURN_CACHE_SIZE) turnCache.delete(turnCache.keys().next().value ?? '')
  turnCache.set(key, found)
  return found
}

/**
 * What the conversation adds: a harm only visible when the last turns are read together with this one
 * (phrase rules over the joined text; single words cannot span turns), or a follow-up ("how do I do it
 * without mom noticing") to a turn that was already flagged.
 */
function conversationHits(
  text: string,
  own: readonly SafetyHit[],
  options: ModerateOptions,
  extraRules: readonly PhraseRule[],
): SafetyHit[] {
  const history = (options.history ?? []).slice(-HISTORY_TURNS).filter((turn) => turn.trim().length > 0)
  if (history.length === 0) return []
  const before = new Set(history.flatMap((turn) => [...earlierTurn(turn, options, extraRules)]))
  const now = serious(own)
  const joined = prepareText(`${history.join(' . ')} . ${text}`)
  const together = serious([
    ...phraseHits(joined, TEXT_RULES, options.direction),
    ...phraseHits(joined, extraRules, options.direction),
  ])
  const hits: SafetyHit[] = []
  for (const category of together) {
    if (!before.has(category) && !now.has(category)) hits.push({ category, rule: `conversation:${category}` })
  }
  if (FOLLOW_UP.test(prepareText(text).plain)) {
    for (const category of before) hits.push({ category, rule: `follow-up:${category}` })
  }
  return hits
}

// How sure the model must be to add a category to a message the rules already found rude.
const LEARNED_OVER_PROFANITY = 0.98

/**
 * The learned classifier's reading of a child's message, heard only when no rule found a serious category: the
 * rules are precise where they fire, the model carries the phrasings no rule foresaw.
 */
function learnedHits(text: string, ruleHits: readonly SafetyHit[], options: ModerateOptions): SafetyHit[] {
  if (options.direction !== 'input' || options.learned === false) return []
  const found = serious(ruleHits)
  // Rules that found only sadness may have missed what is behind it: the model may still name self-harm, or an
  // emergency ("it got in my mouth and now i feel really bad"). The message is flagged either way, so this changes
  // the answer's care, never whether a message is flagged.
  const upgradable = [...found].every((category) => category === 'bullying')
  if (found.size > 0 && !upgradable) return []
  const verdict = learnedVerdict(text, (options.history ?? []).slice(-HISTORY_TURNS))
  if (verdict === null) return []
  if (found.size > 0 && verdict.category !== 'self_harm' && verdict.category !== 'medical_emergency')
    return []
  if (verdict.category === 'bullying' && gardenFeelingOnly(text)) return []
  if (verdict.category === 'medical_emergency' && reassured(text)) return []
  // A rude word already answered is mostly a child letting off steam; the model must be near certain to add more.
  const rude = ruleHits.some((hit) => hit.category === 'profanity')
  if (rude && verdict.probability < LEARNED_OVER_PROFANITY) return []
  // Details the rules already found are a privacy nudge; the model may only add that a stranger is behind them.
  const detailsFound = ruleHits.some((hit) => hit.category === 'personal_info')
  if (detailsFound && verdict.category !== 'grooming') return []
  return [{ category: verdict.category, rule: `learned:${verdict.category}` }]
}

/**
 * A child telling of being touched by someone they know is sexual abuse (answered with care); the secret or the
 * "don't tell" in the same message is part of that telling, not a stranger grooming them, so it does not name it.
 */
function dropGroomingInsideDisclosure(hits: SafetyHit[]): void {
  if (!hits.some((hit) => hit.category === 'sexual' && hit.needsCare === true)) return
  for (let at = hits.length - 1; at >= 0; at--) if (hits[at]?.category === 'grooming') hits.splice(at, 1)
}

// "Them" or "los" pointing back at something: "cómo los mato a todos", "how do i kill them all".
const PRONOUN_TARGET =
  /(?<![\p{L}])(?:(?:los|las|lo|la) (?:mato|matamos|ahogo|enveneno|elimino|quemo|aplasto)|(?:kill|poison|drown|squash|squish|murder|destroy|get rid of) (?:them|it|em)(?: all)?)(?![\p{L}])/u
// Any person named in the follow-up itself keeps it violent: "los mato a todos mis compañeros".
const PERSON_WORD =
  /(?<![\p{L}])(?:people|person|kids?|boys?|girls?|brother|sister|mom|dad|teacher|classmates?|friends?|him|her|niñ[oa]s?|compañer[oa]s?|herman[oa]s?|profe|maestr[oa]|mama|papa|amig[oa]s?|gente|personas?|vecin[oa]s?)(?![\p{L}])/u

/**
 * "How do I kill them all" right after "there are aphids on my roses" is pest control: a violent reading whose only
 * target is a pronoun, when the turn before names a plant, pest or bee and this one names no person, is dropped.
 * Right after a turn about people, the same words are violence.
 */
function dropPestFollowUp(hits: SafetyHit[], plain: string, history: readonly string[] | undefined): void {
  const last = history?.at(-1)
  if (last === undefined || !PRONOUN_TARGET.test(plain) || PERSON_WORD.test(plain)) return
  const before = foldText(last)
  if (namesGarden(before)) {
    for (let at = hits.length - 1; at >= 0; at--) if (hits[at]?.category === 'violence') hits.splice(at, 1)
  } else if (PERSON_WORD.test(before) && !hits.some((hit) => hit.category === 'violence')) {
    // And the other way round: "them" right after "my classmates laugh at me" are the classmates.
    hits.push({ category: 'violence', rule: 'follow-up:pronoun-person' })
  }
}

const FEELING_RULES = DISTRESS_RULES.filter((rule) => rule.id.endsWith(':feelings'))
const FEELING_RULE_IDS = new Set(FEELING_RULES.map((rule) => rule.id))
const SENTENCE_BREAK = /[.!?;,\n¿¡]+/
// Words that make a feeling about people, not about a plant: kept as distress even beside garden words.
const SOCIAL_WORD =
  /(?<![\p{L}])(?:alone|lonely|nobody|no one|everyone|everybody|friends?|school|class|kids|mom|mum|dad|parents|all the time|every day|always|myself|sol[oa]|nadie|todos|todas|amig[oa]s?|cole|colegio|escuela|insti|clase|mama|papa|padres|todo el tiempo|todos los dias|siempre)(?![\p{L}])/u

// Seasons and weather end a garden's year: "sad that summer is over" is about the garden too.
const SEASON_WORD =
  /(?<![\p{L}])(?:summer|winter|autumn|fall|spring|frost|snow|hail|rain|storm|heat ?wave|verano|invierno|otoño|primavera|helada|heladas|nieve|granizo|lluvia|tormenta|ola de calor)(?![\p{L}])/u
// What happened to the plant: a plant named beside a feeling is its cause only when something befell it ("i feel
// really sad and lemon me", a misheard "lonely", names a plant but tells of no loss: still distress).
const GARDEN_MISHAP =
  /(?<![\p{L}])(?:die|dies|died|dying|dead|kill\w*|ate|eaten|eating|wilt\w*|rott\w*|rot|froze|frozen|broke|broken|lost|gone|fell|fail\w*|(?:won t|wont|didn t|didnt|never|not|doesn t|doesnt) (?:grow|grew|sprout|come up|flower)\w*|pests?|bugs?|slugs?|snails?|aphids?|muri\w*|muere\w*|muert\w*|mato|mataron|comi\w*|pudr\w*|marchit\w*|sec[oa]\w*|se seco|helo|quem\w*|romp\w*|roto|rota|perd\w*|no (?:crec|sal|broto|germin|florec)\w*|plagas?|bichos?|babosas?|caracol\w*|pulgon\w*)(?![\p{L}])/u
const gardenCause = (plain: string) =>
  (namesGarden(plain) && GARDEN_MISHAP.test(plain)) || SEASON_WORD.test(plain)

/**
 * "I cried when the frost killed my peppers", "se me pudrió la calabaza y me siento fatal": a low feeling said in the
 * same sentence as the plant or bug that caused it is about the garden. A feeling rule counts only when some sentence
 * it fires in names no plant, pest or bee, or names people, school or being alone.
 */
function dropGardenFeelings(hits: SafetyHit[], text: string): void {
  if (!hits.some((hit) => FEELING_RULE_IDS.has(hit.rule))) return
  const felt = foldText(text)
    .split(SENTENCE_BREAK)
    .some((sentence) => {
      const prepared = prepareText(sentence)
      if (phraseHits(prepared, FEELING_RULES, 'input').length === 0) return false
      return !gardenCause(prepared.plain) || SOCIAL_WORD.test(prepared.plain)
    })
  if (felt) return
  for (let at = hits.length - 1; at >= 0; at--)
    if (FEELING_RULE_IDS.has(hits[at]?.rule ?? '')) hits.splice(at, 1)
}

/** Every sentence names a plant, pest or bee and none names people, school or being alone: a feeling about the garden. */
function gardenFeelingOnly(text: string): boolean {
  const sentences = foldText(text)
    .split(SENTENCE_BREAK)
    .map((sentence) => prepareText(sentence).plain)
    .filter((plain) => plain.length > 0)
  return sentences.every((plain) => gardenCause(plain) && !SOCIAL_WORD.test(plain))
}

// "But he's ok now", "pero ya está bien": a small mishap told after it ended well.
const REASSURED =
  /(?<![\p{L}])(?:but (?:he|she|i|it|we|they)(?: s| is| am| are| was| were|s|m)? (?:ok|okay|fine|alright|all right|good)|(?:hes|shes|im|its|were|theyre) (?:ok|okay|fine|alright|all right) (?:now|again)|pero (?:ya )?(?:esta|estoy|estamos|estan) bien|ya (?:esta|estoy|estamos|estan) bien|no (?:le|me|nos) paso nada)(?![\p{L}])/u
// Signs that a mishap is serious whatever else is said.
const SEVERE =
  /blood|bleed|sangr|breath|respir|uncons|desmay|faint|swell|swoll|hinch|purple|blue|morad|azul|broken|broke|rot[oa]|hueso|bone|poison|venen|seizure|convuls|allerg|alerg|wont wake|no despierta/
/** A mishap the child says has ended well, with no sign of anything serious, is not an emergency the model may add. */
function reassured(text: string): boolean {
  const plain = prepareText(text).plain
  return REASSURED.test(plain) && !SEVERE.test(plain)
}

// Words of friendly address in the Southern Cone and Mexico ("che boludo", "oye weón", "güey"), rude only as insults.
const VOCATIVE_WORDS = '(?:boludo|boluda|weon|weona|huevon|huevona|guey|wey|we)'
const VOCATIVE_RULES = new Set(
  ['boludo', 'boluda', 'weón', 'weon', 'weona', 'huevón', 'huevon', 'huevona', 'güey', 'guey', 'wey'].flatMap(
    (word) => [`word:${word}`, `en-word:${word}`],
  ),
)
const VOCATIVE = new RegExp(
  `^\\s*(?:(?:oye|che|ey|hey|hola|ya|wena|ay|mira|bueno|pucha|oe)\\s*,?\\s+)?${VOCATIVE_WORDS}\\s*[,!?.]|[,]\\s*${VOCATIVE_WORDS}\\s*[?!.]*\\s*$`,
  'u',
)

/** A friendly word of address that opens or closes the message is how these children talk, not rudeness. */
function dropFriendlyVocative(hits: SafetyHit[], text: string): void {
  const rude = hits.filter((hit) => hit.category === 'profanity')
  if (rude.length === 0 || !rude.every((hit) => VOCATIVE_RULES.has(hit.rule))) return
  if (!VOCATIVE.test(foldText(text))) return
  for (let at = hits.length - 1; at >= 0; at--) if (hits[at]?.category === 'profanity') hits.splice(at, 1)
}

/** Everything that fired in the text, before the decision; image prompts add their own rules. */
export function collectHits(
  text: string,
  options: ModerateOptions,
  extraRules: readonly PhraseRule[] = [],
): { hits: SafetyHit[]; personalInfo: ModerationResult['personalInfo'] } {
  const prepared = prepareText(text)
  // Bilingual families switch languages mid-chat, so Spanish-looking text is treated as Spanish either way.
  const spanishSafe = options.language === 'es' || detectLanguage(text) === 'es'
  const hits: SafetyHit[] = [
    ...findEnglishWords(text, spanishSafe).map((hit) => ({
      category: hit.category,
      rule: `en-word:${hit.word}`,
    })),
    ...prepared.spacedRuns.flatMap((run) =>
      findEnglishWords(run, spanishSafe).map((hit) => ({
        category: hit.category,
        rule: `spaced:${hit.word}`,
      })),
    ),
    ...findListedTerms(prepared, WORD_LIST),
    ...findGluedPhrases(prepared),
    ...phraseHits(prepared, TEXT_RULES, options.direction),
    ...phraseHits(prepared, extraRules, options.direction),
  ]
  hits.push(...ungluedHits(prepared, options.direction, extraRules))
  dropGardenFeelings(hits, text)
  dropFriendlyVocative(hits, text)
  dropGroomingInsideDisclosure(hits)
  hits.push(...conversationHits(text, hits, options, extraRules))
  dropPestFollowUp(hits, prepared.plain, options.history)
  hits.push(...learnedHits(text, hits, options))
  const personalInfo = detectPersonalInfo(text)
  for (const kind of personalInfo) hits.push({ category: 'personal_info', rule: `personal_info:${kind}` })
  return { hits, personalInfo }
}

/** Turns what fired into the decision: personal details alone only nudge a child, but block a model. */
export function decide(
  hits: readonly SafetyHit[],
  personalInfo: ModerationResult['personalInfo'],
  direction: ModerationDirection,
): ModerationResult {
  const fired = new Set(hits.map((hit) => hit.category))
  const categories = SAFETY_CATEGORIES.filter((category) => fired.has(category))
  const isBlocking = categories.some((category) => category !== 'personal_info') || direction === 'output'
  const rules = [...new Set(hits.map((hit) => hit.rule))]
  const category = categories[0] ?? null
  const needsCare =
    direction === 'input' &&
    (hits.some((hit) => hit.needsCare === true) || (category !== null && CARE_CATEGORIES.has(category)))
  return {
    allowed: categories.length === 0 || !isBlocking,
    categories,
    category,
    ...(rules.length > 0 ? { reason: rules.join('; ') } : {}),
    direction,
    needsCare,
    personalInfo,
  }
}

/**
 * Checks one chat message (`input`, from the child) or one model reply (`output`) against the child-safety
 * rules. Personal details in input are allowed but reported, so Mochi can nudge and the server can redact.
 */
export function moderateText(text: string, options: ModerateOptions): ModerationResult {
  const { hits, personalInfo } = collectHits(text, options)
  return decide(hits, personalInfo, options.direction)
}

/**
 * Trains the learned classifier, builds the word matchers and compiles every rule once, so the first child to write
 * does not wait for it. Call at server start; calling it again is cheap.
 */
export function warmUpModeration(): void {
  learnedModel()
  for (const language of ['en', 'es'] as const) {
    for (const direction of ['input', 'output'] as const) {
      moderateText('Mochi, my sunflower is 2 m tall! ¿Cómo riego las tomateras?', { language, direction })
    }
  }
}
