// The answer-relevance gate: a knowledge answer is given only when what it is about covers the question's words.
import type { Language } from '../../../../shared/constants'
import type { Citation } from '../../../../shared/schemas/chat'
import { CREATURES } from './answer-slots'
import { verifyAnswer } from './answer-verifier'
import { PLANT_PROFILES } from './expert/plant-profiles'
import { TOPIC_FACTS } from './expert/topic-facts'
import { FAMILY_FILLER_WORDS } from './family-filler-words'
import { MORE_CREATURE_WORDS, MORE_OUTSIDE_SUBJECTS } from './gate-subject-words'
import { KNOWLEDGE_BASE } from './knowledge/knowledge-base'
import { analyzeText, toTerm } from './text/analyze'
import { splitWords } from './text/fold-text'
import { relatedTerms } from './text/synonyms'

// Words that shape a family question without saying what it is about ("how can my kids help in the garden"):
// they need no cover. Everything else in the question is a content word the answer must be about.
const GENERIC_WORDS: Record<Language, string[]> = {
  en: [
    'garden',
    'gardening',
    'yard',
    'backyard',
    'plant',
    'plants',
    'planting',
    'grow',
    'growing',
    'kid',
    'kids',
    'child',
    'children',
    'son',
    'daughter',
    'family',
    'toddler',
    'help',
    'good',
    'best',
    'better',
    'need',
    'needs',
    'thing',
    'things',
    'way',
    'ways',
    'make',
    'get',
    'use',
    'keep',
    'put',
    'do',
    'does',
    'can',
    'could',
    'should',
    'ok',
    'okay',
    'time',
    'long',
    'much',
    'many',
    'often',
    'right',
    'easy',
    'easiest',
    'tip',
    'tips',
    'idea',
    'ideas',
    'little',
    'some',
    'start',
    'try',
    'know',
    'want',
    'really',
    'please',
    'mochi',
    'hi',
    'hello',
    'home',
    'lot',
    'lots',
    'year',
    'old',
    'age',
    'there',
    'here',
    'fun',
    'work',
    'tell',
    'explain',
    'mean',
    // what a problem looks like, not what is asked: "green caterpillars eating my cabbage"
    'eat',
    'eating',
    'ate',
    'kill',
    'killing',
    'hurt',
    'hurting',
    'harm',
    'damage',
    'without',
    'green',
    'black',
    'white',
    'brown',
    'red',
    'yellow',
    'huge',
    'big',
    'small',
    'tiny',
    'all',
    'over',
    'everywhere',
    'rid',
    'bad',
    'vegetable',
    'vegetables',
    'veggie',
    'veggies',
    'chemical',
    'chemicals',
    'natural',
    'naturally',
    'organic',
    'bug',
    'bugs',
    'neighbour',
    'neighbours',
    'neighbor',
    'neighbors',
  ],
  es: [
    'jardin',
    'huerto',
    'huerta',
    'jardineria',
    'planta',
    'plantas',
    'plantar',
    'cultivar',
    'crecer',
    'nino',
    'ninos',
    'nina',
    'ninas',
    'hijo',
    'hijos',
    'hija',
    'hijas',
    'familia',
    'bebe',
    'peque',
    'ayudar',
    'ayudo',
    'bueno',
    'buena',
    'buenos',
    'buenas',
    'mejor',
    'mejores',
    'necesita',
    'necesitan',
    'necesito',
    'cosa',
    'cosas',
    'hacer',
    'hago',
    'hacemos',
    'puedo',
    'puede',
    'pueden',
    'podemos',
    'debo',
    'usar',
    'poner',
    'pongo',
    'tiempo',
    'mucho',
    'mucha',
    'cuanto',
    'cuanta',
    'facil',
    'consejo',
    'consejos',
    'idea',
    'ideas',
    'empezar',
    'saber',
    'se',
    'quiero',
    'favor',
    'mochi',
    'hola',
    'ano',
    'anos',
    'edad',
    'divertido',
    'explica',
    'significa',
    'vale',
    'bien',
    'malo',
    'casa',
    'quimico',
    'quimicos',
    'productos',
    'natural',
    'ecologico',
    'hortalizas',
    'verduras',
    'mala',
    'come',
    'comen',
    'comiendo',
    'comiendose',
    'danar',
    'matar',
    'acabando',
    'sin',
    'verde',
    'verdes',
    'negro',
    'negros',
    'blanco',
    'blancos',
    'marron',
    'rojo',
    'amarillo',
    'enorme',
    'enormes',
    'pequeno',
    'pequenos',
    'todo',
    'todas',
    'tengo',
    'tiene',
    'hay',
    'echar',
    'echo',
    'bicho',
    'bichos',
    'bichitos',
    'veneno',
    'venenos',
    'vecino',
    'vecinos',
    'vecina',
  ],
}

const GENERIC_TERMS: Record<Language, Set<string>> = {
  en: new Set([...GENERIC_WORDS.en, ...FAMILY_FILLER_WORDS.en].map((word) => toTerm(word, 'en'))),
  es: new Set([...GENERIC_WORDS.es, ...FAMILY_FILLER_WORDS.es].map((word) => toTerm(word, 'es'))),
}

const ENTRIES = new Map(KNOWLEDGE_BASE.map((entry) => [entry.id, entry]))
const FACTS = new Map(TOPIC_FACTS.map((fact) => [`fact-${fact.id}`, fact]))

// Both term sets are built at the first check, not at import: building them (stemming every text of the knowledge)
// would otherwise stand between a start and being healthy; the server's warm-up asks the guide once after that.
let plantTerms: Set<string> | undefined
let vocabulary: Set<string> | undefined

/** Terms of plant names: a plant named in a how-to question is context ("aphids on my roses"), not the subject. */
function plantTermSet(): Set<string> {
  plantTerms ??= new Set(
    PLANT_PROFILES.flatMap((plant) => termsOfBoth({ en: plant.en.join(' '), es: plant.es.join(' ') })),
  )
  return plantTerms
}

/** Every term the knowledge uses anywhere: a word outside it is something Mochi has never learnt about. */
function vocabularySet(): Set<string> {
  if (vocabulary) return vocabulary
  const terms = new Set<string>()
  const add = (texts: { en: string; es: string }) => {
    for (const term of termsOfBoth(texts)) terms.add(term)
  }
  for (const entry of KNOWLEDGE_BASE) {
    add(entry.title)
    add(entry.text)
    add({ en: entry.keywords.en.join(' '), es: entry.keywords.es.join(' ') })
    if (entry.funFact) add(entry.funFact)
  }
  for (const fact of TOPIC_FACTS) {
    add(fact.title)
    add({ en: fact.facts.en.join(' '), es: fact.facts.es.join(' ') })
  }
  for (const plant of PLANT_PROFILES) add({ en: plant.en.join(' '), es: plant.es.join(' ') })
  vocabulary = terms
  return terms
}

function termsOfBoth(texts: { en: string; es: string }): string[] {
  return [...analyzeText(texts.en, 'en'), ...analyzeText(texts.es, 'es')]
}

/**
 * Terms a cited source is about: a garden book entry's title and keywords (both languages), a topic fact's title
 * and the question words its cues were found on.
 */
function aboutTerms(citations: readonly Citation[], question: string, language: Language): Set<string> {
  const about = new Set<string>()
  for (const { id } of citations) {
    const entry = ENTRIES.get(id)
    if (entry) {
      for (const term of termsOfBoth(entry.title)) about.add(term)
      for (const term of termsOfBoth({ en: entry.keywords.en.join(' '), es: entry.keywords.es.join(' ') }))
        about.add(term)
    }
    const fact = FACTS.get(id)
    if (fact) {
      for (const term of termsOfBoth(fact.title)) about.add(term)
      // The words of the question its cue groups were found on: what the fact was chosen for.
      const folded = ` ${splitWords(question).join(' ')} `
      for (const c of fact.cues) {
        for (const [found] of folded.matchAll(new RegExp(`${c.source}\\w*`, 'g')))
          for (const term of analyzeText(found, language)) about.add(term)
      }
    }
  }
  return about
}

/** What the cited sources are called (titles, an entry's keywords) and the words the guide read: no cue matches. */
function sourceNames(citations: readonly Citation[], readWords: readonly string[] = []): Set<string> {
  const names = new Set<string>()
  for (const { id, title } of citations) {
    for (const term of termsOfBoth({ en: title, es: title })) names.add(term)
    const entry = ENTRIES.get(id)
    if (entry)
      for (const term of termsOfBoth({ en: entry.keywords.en.join(' '), es: entry.keywords.es.join(' ') }))
        names.add(term)
    const fact = FACTS.get(id)
    if (fact) for (const term of termsOfBoth(fact.title)) names.add(term)
  }
  for (const term of [...analyzeText(readWords.join(' '), 'en'), ...analyzeText(readWords.join(' '), 'es')])
    names.add(term)
  return names
}

function covered(term: string, terms: Set<string>): boolean {
  if (terms.has(term) || relatedTerms(term).some((related) => terms.has(related))) return true
  // Stems of one word differ at the end now and then ("digging"/"dig", "pintar"/"pinto"): a long shared start counts.
  if (term.length < 5) return false
  for (const other of terms)
    if (other.length >= 5 && (other.startsWith(term) || term.startsWith(other))) return true
  return false
}

// Garden actions a how-to question may ask about any garden subject ("how do I fix clay soil", "¿cómo quito los
// pulgones?"); any other action ("paint", "build", "find") must be what the answer's sources are about.
const GARDEN_ACTION_WORDS: Record<Language, string[]> = {
  en: [
    'grow',
    'plant',
    'water',
    'sow',
    'care',
    'keep',
    'stop',
    'get',
    'protect',
    'help',
    'attract',
    'start',
    'improve',
    'make',
    'feed',
    'prune',
    'harvest',
    'save',
    'store',
    'remove',
    'fix',
    'deal',
    'treat',
    'prevent',
    'control',
    'kill',
    'fertilize',
    'fertilise',
    'compost',
    'know',
    'tell',
    'choose',
    'pick',
    'prepare',
    'repot',
    'transplant',
    'propagate',
    'encourage',
    'support',
    'attract',
    'look',
    'handle',
    'be',
    'test',
    'check',
    'teach',
    'use',
    'have',
    'repel',
    'deter',
    'scare',
    'chase',
    // appended: changing the soil ("how do I lower the pH")
    'lower',
    'raise',
  ],
  es: [
    'cultivo',
    'cultivar',
    'planto',
    'plantar',
    'riego',
    'regar',
    'siembro',
    'sembrar',
    'cuido',
    'cuidar',
    'mantengo',
    'evito',
    'evitar',
    'protejo',
    'proteger',
    'ayudo',
    'ayudar',
    'atraigo',
    'atraer',
    'empiezo',
    'mejoro',
    'mejorar',
    'hago',
    'hacer',
    'alimento',
    'podo',
    'podar',
    'cosecho',
    'cosechar',
    'guardo',
    'quito',
    'quitar',
    'elimino',
    'eliminar',
    'arreglo',
    'arreglar',
    'trato',
    'tratar',
    'prevengo',
    'controlo',
    'combato',
    'abono',
    'abonar',
    'composto',
    'se',
    'sé',
    'elijo',
    'escojo',
    'preparo',
    'preparar',
    'trasplanto',
    'ahuyento',
    'ahuyentar',
    'espanto',
    'saco',
    'sacar',
    'deshago',
    'acabo',
    'mato',
    'uso',
    'usar',
    'puedo',
    'debo',
    'tengo',
    'enseno',
    'consigo',
    'logro',
    'reproduzco',
    'multiplico',
    'ayudamos',
    'hacemos',
    'alejo',
    'alejar',
    'corrijo',
    'corregir',
    'aparto',
    'apartar',
    'espanto',
    'espantar',
    // appended: changing the soil ("¿cómo bajo el pH de la tierra?")
    'bajo',
    'bajar',
    'subo',
    'subir',
  ],
}

const GARDEN_ACTIONS: Record<Language, Set<string>> = {
  en: new Set(GARDEN_ACTION_WORDS.en.map((word) => toTerm(word, 'en'))),
  es: new Set(GARDEN_ACTION_WORDS.es.map((word) => toTerm(word, 'es'))),
}

// The action a how-to question asks for: "how do bees find…", "how can I paint…", "¿cómo pinto…?", "cómo se poda…".
const HOW_TO: Record<Language, RegExp> = {
  en: /\bhow (?:do|does|can|could|should|would|to|did) (?:(?:i|we|you|u|they|it|he|she|bees?|my \w+|the \w+|a \w+) )?(?:best |properly |safely |easily )?([a-z]+)/,
  es: /\bcomo (?:se |le |les |lo |la |los |las )?(?:puedo |podemos |podria |debo |hago para |hacemos para |hacer para |se puede )?(?:se |le |les |lo |la |los |las )?([a-z]+)/,
}

const QUESTION_WORDS = new Set([
  'si',
  'cuando',
  'que',
  'cual',
  'cuanto',
  'donde',
  'quien',
  'if',
  'when',
  'what',
  'which',
  'much',
  'many',
  'long',
  'often',
])

// A family asking how to do something themselves ("how do I…", "how to…", "¿cómo quito…?", first person in -o),
// not how something works ("how do worms help the soil", "¿cómo ayudan las lombrices…?").
const FOR_ONESELF: Record<Language, RegExp> = {
  en: / how (?:do|can|should|could|would|did) (?:i|we|you|u) | how to /,
  es: / como (?:se |le |les |lo |la |los |las )?(?:puedo |podemos |debo |hago para |hacemos para |hacer para )?(?:se |le |les |lo |la |los |las )?[a-z]+o /,
}

function asksForMethod(question: string, language: Language): boolean {
  return FOR_ONESELF[language].test(` ${splitWords(question).join(' ')} `)
}

function askedAction(question: string, language: Language): string | undefined {
  const verb = HOW_TO[language].exec(` ${splitWords(question).join(' ')} `)?.[1]
  // "¿cómo sé cuándo…?" folds to "como se cuando": a question word there is no action.
  return verb && !QUESTION_WORDS.has(verb) && !LIKE_NOT_HOW.has(verb) ? toTerm(verb, language) : undefined
}

// "Un frijol en un vaso como en la escuela": "como" before a preposition or article is "like", not "how".
const LIKE_NOT_HOW = new Set([
  'en',
  'a',
  'al',
  'de',
  'del',
  'el',
  'un',
  'una',
  'con',
  'para',
  'por',
  'mi',
  'mis',
])

// The thing a "what X should I…" question asks for ("what paint should I use", "¿qué abono le echo?"): the answer
// must be about that thing, however many other words it covers.
const WHAT_THING: Record<Language, RegExp> = {
  en: / (?:what|which)(?: (?:kinds?|types?|sorts?|brands?) of)? ([a-z]+) (?:should|shall|do|can|could|would|to|is|are|will|works?|goes|go|helps?) /,
  es: / (?:que|cual|cuales)(?: (?:tipos?|clases?|marcas?) de)? ([a-z]+) (?:debo|deberia|puedo|podemos|uso|usar|usamos|pongo|poner|ponemos|echo|echar|echamos|compro|comprar|le|les|es|son|sirve|sirven|va|van|recomiendas|recomiendan|conviene|necesito|necesita) /,
}

// Words in that place that are not a thing: "what time", "what month", "what I should", "¿qué mes…?".
const NOT_A_THING = new Set([
  'i',
  'we',
  'you',
  'u',
  'they',
  'it',
  'he',
  'she',
  'my',
  'the',
  'a',
  'an',
  'time',
  'month',
  'months',
  'day',
  'days',
  'week',
  'weeks',
  'year',
  'season',
  'age',
  'size',
  'depth',
  'temperature',
  'kind',
  'type',
  'way',
  'else',
  'se',
  'le',
  'lo',
  'la',
  'me',
  'te',
  'nos',
  'mi',
  'mis',
  'el',
  'los',
  'las',
  'un',
  'una',
  'no',
  'mes',
  'meses',
  'dia',
  'dias',
  'semana',
  'semanas',
  'ano',
  'epoca',
  'temporada',
  'edad',
  'tamano',
  'profundidad',
  'temperatura',
  'tipo',
  'forma',
  'mas',
  'tan',
  'hora',
  // "what can't go in the compost": a negated verb, not a thing
  'cant',
  'cannot',
  'shouldnt',
  'dont',
  'doesnt',
  'wont',
  'not',
  // "¿qué les echo?": a pronoun, not a thing
  'les',
  // appended (gard6): "what to do if my kid gets stung" asks what to do, not about a thing called "to"
  'to',
])

// The thing a "how do we make a X" question asks for ("how do we make a sprouting jar", "¿cómo hacemos un
// germinador?"): an answer about the seeds alone (a bean profile) does not say how to make it.
const MAKE_THING: Record<Language, RegExp> = {
  en: / how (?:do|can|should|could) (?:i|we|you|u) (?:make|build) (?:a|an|our|my|the) ([a-z]+) (?:with|from|out|for|using|at|in)? /,
  es: / como (?:hago|hacemos|hacer|se hace|construyo|construimos|armo|armamos|fabrico|fabricamos) (?:un|una|el|la|mi|nuestro|nuestra) ([a-z]+) /,
}

/** The thing a "how do we make a X" question asks for, when it is not a generic word. */
function madeThing(question: string, language: Language): string | undefined {
  const word = MAKE_THING[language].exec(` ${splitWords(question).join(' ')} `)?.[1]
  if (!word || NOT_A_THING.has(word)) return undefined
  const term = toTerm(word, language)
  return GENERIC_TERMS[language].has(term) ? undefined : term
}

function askedThing(question: string, language: Language): string | undefined {
  const text = ` ${splitWords(question).join(' ')} `
  const word = WHAT_THING[language].exec(text)?.[1]
  if (!word || NOT_A_THING.has(word)) return undefined
  const term = toTerm(word, language)
  return GENERIC_TERMS[language].has(term) ? undefined : term
}

// Things around a home garden the garden book is not about (animals kept, buildings, tools bought, repairs): a
// question about one of them is answered only by a source about it, however many other words match.
const OUTSIDE_SUBJECTS: Record<Language, string[]> = {
  en: [
    'chicken',
    'chickens',
    'hen',
    'hens',
    'goat',
    'goats',
    'horse',
    'horses',
    'fish',
    'aquarium',
    'pool',
    'shed',
    'paint',
    'fence',
    'deck',
    'patio',
    'grill',
    'barbecue',
    'stump',
    'mower',
    'brand',
    'lawn',
    'hive',
    'honey',
    'burn',
    'burning',
  ],
  es: [
    'gallina',
    'gallinas',
    'pollos',
    'cabra',
    'cabras',
    'caballo',
    'caballos',
    'peces',
    'acuario',
    'piscina',
    'alberca',
    'cobertizo',
    'caseta',
    'pintura',
    'pintar',
    'valla',
    'barbacoa',
    'parrilla',
    'asador',
    'tocon',
    'cortacesped',
    'podadora',
    'marca',
    'cesped',
    'colmena',
    'miel',
    'quemar',
  ],
}
const OUTSIDE_TERMS: Record<Language, Set<string>> = {
  en: new Set([...OUTSIDE_SUBJECTS.en, ...MORE_OUTSIDE_SUBJECTS.en].map((word) => toTerm(word, 'en'))),
  es: new Set([...OUTSIDE_SUBJECTS.es, ...MORE_OUTSIDE_SUBJECTS.es].map((word) => toTerm(word, 'es'))),
}

// Creatures a question can be about (a pest, a pollinator other than the honey bee, a worm, a visitor): one named in
// the question is its subject ("do bumblebees make honey", "slugs ate my lettuce", "¿las lombrices ayudan?"), so an
// answer whose text and sources never name it is about a neighbour (honey bees, a lettuce profile), however few
// other words it leaves out. Bees in general and pets are context ("…without hurting bees or my dog"), not listed.
const CREATURE_WORDS: Record<Language, string[]> = {
  en: [
    'bumblebee',
    'bumblebees',
    'wasp',
    'wasps',
    'hornet',
    'hornets',
    'worm',
    'worms',
    'earthworm',
    'earthworms',
    'slug',
    'slugs',
    'snail',
    'snails',
    'aphid',
    'aphids',
    'caterpillar',
    'caterpillars',
    'ladybug',
    'ladybugs',
    'ladybird',
    'ladybirds',
    'butterfly',
    'butterflies',
    'moth',
    'moths',
    'ant',
    'ants',
    'spider',
    'spiders',
    'beetle',
    'beetles',
    'whitefly',
    'whiteflies',
    'hummingbird',
    'hummingbirds',
    'mosquito',
    'mosquitoes',
    'squirrel',
    'squirrels',
    'rabbit',
    'rabbits',
    'deer',
    'mole',
    'moles',
    'mushroom',
    'mushrooms',
  ],
  es: [
    'abejorro',
    'abejorros',
    'avispa',
    'avispas',
    'lombriz',
    'lombrices',
    'gusano',
    'gusanos',
    'babosa',
    'babosas',
    'caracol',
    'caracoles',
    'pulgon',
    'pulgones',
    'oruga',
    'orugas',
    'mariquita',
    'mariquitas',
    'catarina',
    'catarinas',
    'mariposa',
    'mariposas',
    'polilla',
    'polillas',
    'hormiga',
    'hormigas',
    'arana',
    'aranas',
    'escarabajo',
    'escarabajos',
    'colibri',
    'colibries',
    'mosquito',
    'mosquitos',
    'ardilla',
    'ardillas',
    'conejo',
    'conejos',
    'venado',
    'venados',
    'topo',
    'topos',
    'hongo',
    'hongos',
    'seta',
    'setas',
  ],
}
const CREATURE_TERMS: Record<Language, Set<string>> = {
  en: new Set([...CREATURE_WORDS.en, ...MORE_CREATURE_WORDS.en].map((word) => toTerm(word, 'en'))),
  es: new Set([...CREATURE_WORDS.es, ...MORE_CREATURE_WORDS.es].map((word) => toTerm(word, 'es'))),
}

// Parts of a plant or pot a question can be about ("the bottoms of my tomatoes", "holes in the bottom of my pots",
// "las raíces"): an answer that never names the part speaks of another one (black leaves, holes in leaves).
const PART_WORDS: Record<Language, string[]> = {
  en: ['bottom', 'bottoms', 'fruit', 'fruits', 'root', 'roots', 'stem', 'stems', 'trunk', 'bark'],
  es: ['fondo', 'fruto', 'frutos', 'raiz', 'raices', 'tallo', 'tallos', 'tronco', 'corteza'],
}
const PART_TERMS: Record<Language, Set<string>> = {
  en: new Set(PART_WORDS.en.map((word) => toTerm(word, 'en'))),
  es: new Set(PART_WORDS.es.map((word) => toTerm(word, 'es'))),
}

// "Do ladybugs sneeze", "can worms swim", "¿las abejas roncan?": a yes-or-no question on what a creature does. The
// doing is the question: an answer that never speaks of it is a fact about the creature, not an answer.
const CREATURE_DOES: Record<Language, RegExp> = {
  en: /^ (?:(?:hi|hey|so|and|mochi|but) )*(?:do|does|can|could|will|would) (?:the |a |an |all |baby |little )?([a-z]+) ([a-z]+) (?:(?:a|an|the|any|some) )?([a-z]+ )?/,
  es: /^ (?:(?:hola|oye|y|mochi|pero) )*(?:las |los )?([a-z]+) ([a-z]+(?:an|en)) /,
}
// Verbs (and Spanish adverbs in -en) that say what a creature is, has or likes, not something it does ("las catarinas
// son buenas", "los colibríes también…").
const NOT_A_DOING = new Set([
  'son',
  'estan',
  'tienen',
  'hacen',
  'van',
  'pueden',
  'deben',
  'sirven',
  'valen',
  'necesitan',
  'tambien',
  'quien',
  'comen',
  'dan',
])
// English verbs of having, liking or needing: the thing had, liked or needed is the question ("do bees like basil").
const HAVING = new Set(['have', 'has', 'like', 'likes', 'love', 'need', 'needs', 'get', 'prefer'])

function creatureDoing(question: string, language: Language): string | undefined {
  const words = splitWords(question)
  // A Spanish statement ("las hormigas llevan pulgones a mis habas") reads like the question; a short one is asked.
  if (language === 'es' && words.length > 5) return undefined
  const match = CREATURE_DOES[language].exec(` ${words.join(' ')} `)
  const creature = (word: string) =>
    CREATURE_TERMS[language].has(toTerm(word, language)) || CREATURES[language].test(` ${word} `)
  if (!match || !creature(match[1]!) || NOT_A_DOING.has(match[2]!)) return undefined
  const doing = toTerm(match[2]!, language)
  // "Do bees have knees", "do bees like basil": what is had or liked is the question.
  if (HAVING.has(match[2]!)) {
    const thing = match[3]?.trim()
    return thing && !GENERIC_TERMS[language].has(toTerm(thing, language))
      ? toTerm(thing, language)
      : undefined
  }
  return GENERIC_TERMS[language].has(doing) || creature(match[2]!) ? undefined : doing
}

export interface RelevanceCheck {
  relevant: boolean
  /** Content words of the question neither the answer nor its sources mention. */
  uncovered: string[]
  /** The uncovered words the knowledge has never used at all. */
  unknown: string[]
  /** The how-to action the sources are not about ("paint", "find"), if any. */
  missingAction?: string
  /** The thing a "what X should I…" question asks for that the answer is not about ("paint"), if any. */
  missingThing?: string
  /** A subject outside the garden book (a shed, chickens) the answer's sources are not about, if any. */
  missingSubject?: string
  /** What the question asks for that the answer does not carry (answer-verifier.ts): "when", "how-often", "plant"… */
  missingSlot?: string
  /** A "how do I know if…" question whose answer gives no sign or test to tell by. */
  missingCheck?: boolean
  /** A child eating something, answered without a word on what is safe or edible. */
  missingSafety?: boolean
}

/**
 * Does this answer answer this question? The how-to action must be a garden action or what a cited source is
 * about, and at most one content word of the question may go unmentioned by both the answer and its sources:
 * otherwise the answer answers a neighbouring question ("paint the fence" is not a fairy garden with a twig fence).
 */
export function checkRelevance(
  question: string,
  language: Language,
  reply: { text: string; citations: readonly Citation[] },
  /**
   * For an answer composed from the guide's reading of the question (a plant profile, a month table, a diagnosis,
   * safety steps): the words it read (a plant, a place, a symptom), which that answer is about. Such an answer is
   * built for the question's intent, so the stricter how-to rule for retrieved facts does not apply.
   */
  readWords?: readonly string[],
): RelevanceCheck {
  const content = [...new Set(analyzeText(question, language))].filter(
    (term) => !GENERIC_TERMS[language].has(term) && !/^\d+$/.test(term),
  )
  const about = aboutTerms(reply.citations, question, language)
  for (const term of analyzeText((readWords ?? []).join(' '), language)) about.add(term)
  const said = new Set(analyzeText(reply.text, language))
  const uncovered = content.filter((term) => !covered(term, about) && !covered(term, said))
  const unknown = uncovered.filter((term) => !covered(term, vocabularySet()))
  const action = askedAction(question, language)
  const missingAction =
    action &&
    !GARDEN_ACTIONS[language].has(action) &&
    !GENERIC_TERMS[language].has(action) &&
    !covered(action, about)
      ? action
      : undefined
  // A how-to question asks for a method on a thing: the thing must be what the answer is about, so every
  // uncovered word other than a plant named as context fails it ("how do I fix my tomato cage").
  const uncoveredThings =
    action && !readWords && asksForMethod(question, language)
      ? content.filter((term) => term !== action && !plantTermSet().has(term) && !covered(term, about)).length
      : 0
  const missingSubject =
    content.find((term) => OUTSIDE_TERMS[language].has(term) && !covered(term, about)) ??
    uncovered.find((term) => CREATURE_TERMS[language].has(term) || PART_TERMS[language].has(term))
  const doing = creatureDoing(question, language)
  const missingDoing = doing && !covered(doing, about) && !covered(doing, said) ? doing : undefined
  const thing = askedThing(question, language)
  // A made thing must be named by the answer or its sources' titles: a source found on a word's first letters
  // ("come" in "comedero", a bird feeder) is not an answer on how to make it.
  const made = madeThing(question, language)
  const missingThing =
    thing && !covered(thing, about) && !covered(thing, said)
      ? thing
      : made && !covered(made, said) && !covered(made, sourceNames(reply.citations, readWords))
        ? made
        : undefined
  // What the question asks for (a time, a frequency, a sign to tell by, a cause…) must be carried by the answer.
  const verdict = verifyAnswer(question, language, reply)
  const relevant =
    verdict.ok &&
    !missingDoing &&
    !missingAction &&
    !missingThing &&
    uncovered.length <= MAX_UNCOVERED &&
    // At least half of what the question is about must be what the answer is about ("how tall should a fence
    // be" is not answered by a fairy garden's twig fence).
    !missingSubject &&
    unknown.length <= MAX_UNKNOWN &&
    uncoveredThings <= MAX_UNCOVERED_IN_HOW_TO
  return {
    relevant,
    uncovered,
    unknown,
    missingAction,
    missingThing,
    missingSubject,
    missingSlot: verdict.missing,
    missingCheck: verdict.missing === 'how-to-tell',
    missingSafety: verdict.missing === 'child-eats',
  }
}

// Tuned on the main set and fresh sets 1-4: a question may add a detail or two the answer does not repeat
// ("for a school project"), but not two words the knowledge has never seen ("a leaking patio tap").
const MAX_UNCOVERED = 2
const MAX_UNCOVERED_IN_HOW_TO = 0
const MAX_UNKNOWN = 1
