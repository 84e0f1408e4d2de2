// English profanity and slurs: obscenity's English dataset, tightened so garden and Spanish words are not flagged.
import {
  DataSet,
  type EnglishProfaneWord,
  englishDataset,
  englishRecommendedTransformers,
  pattern,
  RegExpMatcher,
} from 'obscenity'
import type { SafetyCategory } from '../../../shared/safety'

type Metadata = { originalWord: EnglishProfaneWord }

const SEXUAL = new Set<EnglishProfaneWord>([
  'anal',
  'anus',
  'bestiality',
  'blowjob',
  'boob',
  'buttplug',
  'cum',
  'deepthroat',
  'dildo',
  'doggystyle',
  'double penetration',
  'ejaculate',
  'felch',
  'fellatio',
  'finger bang',
  'fisting',
  'gangbang',
  'handjob',
  'hentai',
  'hooker',
  'incest',
  'jerk off',
  'jizz',
  'lubejob',
  'masturbate',
  'orgasm',
  'orgy',
  'penis',
  'porn',
  'rape',
  'scat',
  'semen',
  'sex',
  'tit',
  'vagina',
])

const HATE = new Set<EnglishProfaneWord>([
  'abeed',
  'abo',
  'africoon',
  'arabush',
  'boonga',
  'chingchong',
  'chink',
  'dyke',
  'fag',
  'kike',
  'negro',
  'nigger',
  'retard',
  'spastic',
  'tranny',
])

export function englishWordCategory(word: EnglishProfaneWord): SafetyCategory {
  if (SEXUAL.has(word)) return 'sexual'
  if (HATE.has(word)) return 'hate'
  return 'profanity'
}

// The stock patterns for these match word prefixes or substrings, which hits Spanish and garden words
// (panal = honeycomb, pañal, ventanal, cumpleaños, cumplir, sementera = sowing, semental, retardar,
// turdus = thrushes, arsénico, fagáceas = beech family, bestial): replaced by whole-word patterns.
const TIGHTENED: Partial<Record<EnglishProfaneWord, ReturnType<typeof pattern>[]>> = {
  anal: [pattern`|anal|`, pattern`|analy|`, pattern`|analsex`],
  cum: [pattern`|cum|`, pattern`|cums|`, pattern`|cuming|`, pattern`|cumshot`, pattern`|cumslut`],
  fag: [pattern`|fag|`, pattern`|fags|`, pattern`|faggot`, pattern`|faggy|`],
  semen: [pattern`|semen|`],
  turd: [pattern`|turd|`, pattern`|turds|`],
  arse: [pattern`|ars[s]e|`, pattern`|ars[s]es|`, pattern`|ars[s]ehole`],
  retard: [pattern`|retard|`, pattern`|retards|`, pattern`|retarded|`],
  bestiality: [pattern`bestiality`],
}

// "negro" is the everyday Spanish word for black (pulgón negro); the real slur is covered by "nigger".
const DROPPED = new Set<EnglishProfaneWord>(['negro'])

// Innocent in Spanish ("rape" is monkfish, "Kike" is short for Enrique): only checked for English text.
const ENGLISH_ONLY = new Set<EnglishProfaneWord>(['kike', 'rape'])

// Garden birds, plants, fungi, horticulture and wildlife terms that contain a listed word.
const WHITELIST = [
  ...['blue', 'great', 'coal', 'marsh', 'willow', 'crested', 'long-tailed', 'long tailed', 'bearded'].flatMap(
    (bird) => [`${bird} tit`, `${bird} tits`],
  ),
  'tit bird',
  'tit feeder',
  'tit box',
  'tit family',
  'shiitake',
  'shitake',
  'shitzu',
  'pussy willow',
  'pussywillow',
  'pussycat',
  'pussy cat',
  'dickcissel',
  'moby dick',
  'cock crow',
  'cockcrow',
  'cock-a-doodle',
  'cock a doodle',
  'cock pheasant',
  'cockscomb',
  'cocks comb',
  'cocksfoot',
  'cockspur',
  'booby trap',
  'footed booby',
  'footed boobies',
  'masked booby',
  'brown booby',
  'booby bird',
  'prick out',
  'prick them out',
  'prick my',
  'prick your',
  'prick me',
  'prick you',
  'prick his',
  'prick her',
  'prick their',
  'prick our',
  'prick the',
  'pricks my',
  'pricks your',
  'pricks me',
  'pricks you',
  'pin prick',
  'pinprick',
  'thorn prick',
  'prick from',
  'prick of',
  ...['fox', 'deer', 'rabbit', 'animal', 'coyote', 'raccoon', 'hedgehog', 'badger', 'bear', 'owl'].map(
    (animal) => `${animal} scat`,
  ),
  'rapeseed',
  'rape seed',
  'oilseed rape',
  'bastard trench',
  'bastardilla',
  'peñíscola',
  'peniscola',
  'cum laude',
  'ni fu ni fa',
  // Everyday words, names and Latin names found by sweeping English dictionaries through the matcher.
  'assort',
  'assonan',
  'asst',
  'assyria',
  'cockpit',
  'cocksure',
  'dicker',
  'dickey',
  'dickie',
  'dicky',
  'dickinson',
  'dickson',
  'dickerson',
  'feckless',
  'traffick',
  'niggard',
  'pussyfoot',
  'rapped',
  'vandyke',
  'platanus',
  'oceanus',
  'eridanus',
  'coriolanus',
  'fukuoka',
  'fukuyama',
]

type EnglishMatcher = { matcher: RegExpMatcher; data: DataSet<Metadata> }

function buildMatcher(includeEnglishOnly: boolean): EnglishMatcher {
  const data = new DataSet<Metadata>().addAll(englishDataset).removePhrasesIf((phrase) => {
    const word = phrase.metadata?.originalWord
    if (word === undefined) return false
    return word in TIGHTENED || DROPPED.has(word) || (!includeEnglishOnly && ENGLISH_ONLY.has(word))
  })
  for (const [word, patterns] of Object.entries(TIGHTENED)) {
    data.addPhrase((phrase) => {
      phrase.setMetadata({ originalWord: word as EnglishProfaneWord })
      for (const p of patterns ?? []) phrase.addPattern(p)
      return phrase
    })
  }
  const built = data.build()
  const matcher = new RegExpMatcher({
    ...built,
    whitelistedTerms: [...(built.whitelistedTerms ?? []), ...WHITELIST],
    ...englishRecommendedTransformers,
  })
  return { matcher, data }
}

// Built on first use: the dataset compiles a few hundred regular expressions.
let fullMatcher: EnglishMatcher | undefined
let spanishSafeMatcher: EnglishMatcher | undefined

export type EnglishWordHit = { word: EnglishProfaneWord; category: SafetyCategory }

/** Listed English words in the text. `spanishSafe` leaves out words that are innocent in Spanish. */
export function findEnglishWords(text: string, spanishSafe: boolean): EnglishWordHit[] {
  if (spanishSafe && spanishSafeMatcher === undefined) spanishSafeMatcher = buildMatcher(false)
  if (!spanishSafe && fullMatcher === undefined) fullMatcher = buildMatcher(true)
  const { matcher, data } = (spanishSafe ? spanishSafeMatcher : fullMatcher) as EnglishMatcher
  const hits: EnglishWordHit[] = []
  for (const match of matcher.getAllMatches(text)) {
    const word = data.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord
    if (word !== undefined) hits.push({ word, category: englishWordCategory(word) })
  }
  return hits
}
