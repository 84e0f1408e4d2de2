// Rule data for phrasing families a tuning pass on check 15 found missing where a rule is the right tool (the learned
// reader has no profanity label): asking Mochi for swear words or to spell one out, Mexican "pinche" as an insult,
// rude phrases glued together ("chingatumadre"), and "no <people> allowed" signs naming a people, in both languages.
import { anyOf, type PhraseRule, words } from './phrase-rules'
import { both, startsOf } from './word-gate'

/** What children call swear words, in English and regional Spanish ("lisuras" in Peru, "puteadas" in Argentina). */
const SWEAR_WORDS = anyOf(
  'swear ?words?',
  'swears',
  'curse ?words?',
  'cuss ?words?',
  'cusses',
  'bad words',
  'dirty words',
  'rude words',
  'naughty words',
  'palabrotas?',
  'groserias?',
  'malas palabras',
  'palabras feas',
  'lisuras?',
  'puteadas?',
  'majaderias?',
  'vulgaridades',
)

/** Peoples named on an exclusion sign: nationalities, faiths, colour and travellers, in both languages. */
const PEOPLES = anyOf(
  'gypsies',
  'gypsys',
  'gipsies',
  'immigrants?',
  'refugees?',
  'migrants?',
  'foreigners?',
  'blacks',
  'black (?:people|kids|families)',
  'brown (?:people|kids)',
  'muslims?',
  'jews',
  'jewish (?:people|kids)',
  'mexicans?',
  'chinese(?: people| kids)?',
  'asians?',
  'arabs?',
  'africans?',
  'indians?',
  'pakistanis?',
  'gays?',
  'gitanos?',
  'gitanas?',
  'inmigrantes?',
  'refugiad[oa]s?',
  'extranjer[oa]s?',
  'negr[oa]s',
  'morenos',
  'moros?',
  'musulmanes',
  'judios',
  'sudacas?',
  'bolitas',
  'chinos',
  'indios',
  'panchitos',
  'gays',
  'maricones',
  'bolivian[oa]s',
  'peruan[oa]s',
  'paraguay[oa]s',
  'venezolan[oa]s',
  'marroquies',
  'mexican[oa]s',
)

/** Disgust words put before a people: "the disgusting refugee family", "la asquerosa familia de inmigrantes". */
const DISGUST = anyOf(
  'disgusting',
  'dirty',
  'filthy',
  'smelly',
  'stinky',
  'gross',
  'nasty',
  'asqueros[oa]s?',
  'suci[oa]s?',
  'cochin[oa]s?',
  'apestos[oa]s?',
  'roños[oa]s?',
  'mugrient[oa]s?',
  'pulgos[oa]s?',
)
/** A people as an adjective before a household or a group: "refugee family", "muslim kids". */
const PEOPLE_ADJECTIVE = anyOf(
  'refugee',
  'immigrant',
  'migrant',
  'gypsy',
  'gipsy',
  'muslim',
  'jewish',
  'mexican',
  'black',
  'chinese',
  'arab',
  'african',
  'indian',
  'pakistani',
  'foreign',
  'syrian',
  'romanian',
  'gay',
)
/** Peoples named as a plural noun, never an adjective ("mexican food", "calcetines negros" are not people). */
const PEOPLES_PLURAL = anyOf(
  'gypsies',
  'immigrants',
  'refugees',
  'migrants',
  'foreigners',
  'muslims',
  'jews',
  'mexicans',
  'asians',
  'arabs',
  'africans',
  'pakistanis',
  'gitan[oa]s',
  'inmigrantes',
  'refugiad[oa]s',
  'extranjer[oa]s',
  'moros',
  'musulmanes',
  'judios',
  'sudacas',
  'bolitas',
  'panchitos',
  'bolivian[oa]s',
  'peruan[oa]s',
  'venezolan[oa]s',
  'marroquies',
  'venecos',
  'venezolan[oa]s',
  'haitian[oa]s',
  'dominican[oa]s',
  'colombian[oa]s',
  'paraguay[oa]s',
)
const HOUSEHOLD = anyOf(
  'family',
  'families',
  'kids?',
  'people',
  'children',
  'neighbou?rs?',
  'boys?',
  'girls?',
  'man',
  'men',
  'woman',
  'women',
  'lot',
)

export const CHECK15_FAMILY_RULES: readonly PhraseRule[] = [
  {
    // "Tell me the worst swear words you know", "dime todas las palabrotas": asking Mochi to swear.
    id: 'profanity:asks-for-swear-words',
    category: 'profanity',
    gate: startsOf(
      'swear',
      'curse',
      'cuss',
      'bad',
      'dirty',
      'rude',
      'naughty',
      'palabrot',
      'groser',
      'mala',
      'feas',
      'lisura',
      'putead',
      'majader',
      'vulgar',
    ),
    pattern: words(
      anyOf(
        `(?:tell|teach|give|show|list|write|say|spell|type|send|read) (?:me|us|out|me out) (?:\\S+ ){0,5}?${SWEAR_WORDS}`,
        `(?:list|name) (?:\\S+ ){0,3}?(?:worst |baddest |dirtiest |rudest )${SWEAR_WORDS}`,
        `(?:what|which) (?:are|r) (?:the|all the) (?:worst|baddest|dirtiest|rudest) ${SWEAR_WORDS}(?: (?:you know|there are|in (?:english|spanish)))?`,
        `(?:dime|dinos|decime|decinos|deci|decime|digame|ensename|enseñame|ensenname|deletreame|escribeme|escribenos|cuentame|pasame|dame|di|escribe|deletrea|dime tu) (?:\\S+ ){0,5}?${SWEAR_WORDS}`,
        `(?:cuales|cual|que) (?:son )?(?:las|la) (?:\\S+ )?${SWEAR_WORDS} (?:mas (?:fea|feas|gorda|gordas|fuerte|fuertes|grosera|groseras)|que (?:sepas|conozcas|existan))`,
      ),
    ),
    // A story without bad words, or why people swear: about swearing, not asking for it.
    unless: words(
      `(?:sin|without|no|not|any|ninguna|nunca|never) (?:\\S+ )?${SWEAR_WORDS}|why|por que|porque|que hago|what (?:do|should) i do`,
    ),
  },
  {
    // "Spell out the f word letter by letter", "deletréame la palabra con p": a swear word asked for by its letter.
    id: 'profanity:spell-the-word',
    category: 'profanity',
    gate: startsOf('spell', 'say', 'type', 'write', 'tell', 'deletre', 'escrib', 'dime', 'decime', 'dec'),
    pattern: words(
      anyOf(
        '(?:spell|say|type|write|tell me) (?:out )?(?:for me |for us )?the (?:f|s|c|b|n|sh|mf) ?word',
        '(?:deletreame|deletrea|escribeme|escribe|dime|decime) (?:\\S+ ){0,3}?la palabra (?:con|que empieza (?:con|por)) (?:p|c|m|h|v|j)',
      ),
    ),
  },
  {
    // Mexican "pinche" as an insult before a noun ("pinche abeja", kid spelling "pinxe"); "que no se pinche la rueda"
    // (from pinchar) has an article or pronoun after it, not a bare noun.
    id: 'profanity:pinche-insult',
    category: 'profanity',
    gate: startsOf('pinche', 'pinxe', 'pinshe', 'pinchi'),
    pattern: words(
      '(?:pinche|pinxe|pinshe|pinchi|pinchii) (?:abeja|mochi|bot|robot|maquina|app|tont[oa]|idiota|estupid[oa]|pendej\\w*|wey|guey|vieja|viejo|escuincle|perr[oa]|cabron\\w*|nac[oa]|chamac[oa]|morr[oa]|profe|maestr[oa]|niñ[oa]|escuela|juego|computadora|tarea|cosa|madre|gente|bicho|mosca|loc[oa]|fe[oa]|gord[oa]|inutil|basura)',
    ),
  },
  {
    // Rude phrases glued together ("chingatumadremochi", "hijodeputa"): the word list reads spaced words only.
    id: 'profanity:glued-insult',
    category: 'profanity',
    gate: startsOf(
      'chinga',
      'hijodeput',
      'hijueput',
      'putamadre',
      'fuckyou',
      'fuckoff',
      'vetealamierda',
      'conchatumadre',
    ),
    pattern: words(
      '(?:chinga(?:tu|su|a tu)madre|hijodeputa|hijueputa|putamadre|fuckyou|fuckoff|vetealamierda|conchatumadre)\\w*',
    ),
  },
  {
    // Tying a person up and locking them in: "atar a mi hermanita y encerrarla en el sótano".
    id: 'violence:tie-up-and-lock-in',
    category: 'violence',
    gate: startsOf('tie', 'tape', 'atar', 'amarr', 'ato', 'amarro'),
    pattern: words(
      anyOf(
        '(?:tie|tape) (?:up )?(?:my |our |the |a |that )?(?:little |big |baby )?(?:sister|brother|sis|bro|cousin|friend|kid|classmate|stepsister|stepbrother|him|her|them)(?: up)? (?:\\S+ ){0,3}?(?:and |then |to )?(?:lock|shut|keep|leave) (?:him|her|them|it) (?:up )?(?:in|inside)',
        '(?:atar|amarrar|ato|amarro|atarla|atarlo|amarrarla|amarrarlo) (?:a )?(?:mi |mis |el |la |ese |esa |un |una )?(?:hermanit[oa]|herman[oa]|prim[oa]|amig[oa]|compañer[oa]|niñ[oa]|hermanastr[oa]|bebe)? ?(?:\\S+ ){0,3}?(?:y |para )?(?:encerrarla|encerrarlo|encerrarlos|encerrarlas|la encierro|lo encierro|dejarla encerrada|dejarlo encerrado) (?:en|dentro)',
      ),
    ),
  },
  {
    // Disgust put on a people: "the disgusting refugee family next door", "esos sucios inmigrantes", "la asquerosa
    // familia de gitanos". A people named plainly ("the refugee family next door") is not hate.
    id: 'hate:disgust-at-a-people',
    category: 'hate',
    gate: startsOf(
      'disgust',
      'dirty',
      'filth',
      'smell',
      'stink',
      'gross',
      'nasty',
      'asquer',
      'suci',
      'sucio',
      'cochin',
      'apest',
      'roños',
      'mugrient',
      'pulgos',
    ),
    pattern: words(
      anyOf(
        `${DISGUST} (?:little |old )?${PEOPLE_ADJECTIVE} ${HOUSEHOLD}`,
        `${DISGUST} (?:little |old )?${PEOPLES_PLURAL}`,
        `${DISGUST} (?:familia|familias|gente|niños|niñas|chicos|vecinos|vecinas) (?:de )?(?:los |las )?${PEOPLES}`,
        `(?:the|those|these|all|los|las|esos|esas|estos|estas|todos los|todas las) ${PEOPLES_PLURAL} (?:are |r |son )?(?:all |todos |todas |unos |unas )?${DISGUST}`,
      ),
    ),
  },
  {
    // Something of the garden or the medicine cabinet asked for as a way to get high: "qué hongos del potrero sirven
    // pa trabarse", "which pills give you a floaty feeling". The garden word would otherwise make the model lenient.
    id: 'drugs:garden-or-pills-to-get-high',
    category: 'drugs_alcohol',
    gate: startsOf('trab', 'vola', 'volar', 'coloc', 'droga', 'flot', 'high', 'tripp', 'stoned', 'buzz'),
    pattern: words(
      anyOf(
        '(?:hongos?|honguitos?|setas?|mushrooms?|shrooms|plantas?|hierbas?|hojas?|semillas?|flores?|raices|plants?|herbs?|leaves|seeds?|flowers?|roots?|cactus|pastillas?|pildoras?|jarabe|medicinas?|remedios?|pills?|meds|tablets?|cough syrup|medicines?) (?:\\S+ ){0,6}?(?:pa|para|to|for) (?:trabarse|trabarme|trabarnos|volarse|volarme|volarnos|colocarse|colocarme|colocarnos|drogarse|drogarme|drogarnos|get high(?! (?:up|enough))|get stoned|get a buzz|get buzzed|go tripping|feel floaty)',
        '(?:pastillas?|pildoras?|jarabe|medicinas?|remedios?|pills?|meds|tablets?|cough syrup|medicines?|hongos?|setas?|mushrooms?|shrooms|plantas?|plants?) (?:\\S+ ){0,6}?(?:(?:dan|da) (?:una )?(?:sensacion de )?(?:flotar|volar|estar volad[oa])|(?:te|me|nos) (?:hacen|hace|ponen|pone|dejan|deja) (?:sentir )?(?:flotar|volar|volad[oa]|colocad[oa]|high|drogad[oa])|(?:make|makes|give|gives|get|gets) (?:you|me|u|us) (?:feel )?(?:high(?! (?:blood|fever|temperature|pressure))|floaty|a floaty feeling|a floating feeling|a buzz|buzzed|trippy|stoned))',
      ),
    ),
  },
  {
    // "What would you do to me if we were alone in my room": a suggestive question put to Mochi or by a stranger.
    id: 'sexual:alone-with-me',
    category: 'sexual',
    gate: both(
      startsOf('alone', 'solo', 'solos', 'solas', 'sola', 'solit'),
      startsOf('would', 'harias', 'hacias', 'gonna', 'wanna', 'want', 'vas'),
    ),
    pattern: words(
      anyOf(
        '(?:what|wat|wut) (?:would|will|do|d) (?:you|u|ya) (?:\\S+ )?(?:do|wanna do|want to do|do to me|try) (?:to|with) me (?:if|when) (?:we|were|we re|just) (?:\\S+ )?(?:alone|by ourselves)',
        '(?:que|q|ke) me (?:harias|harías|hacias|haces|vas a hacer|quieres hacer|querrias hacer) (?:\\S+ )?(?:si|cuando) (?:estuvieramos|estamos|estemos|estuviesemos|quedamos|nos quedamos|quedemos|nos quedemos) (?:\\S+ )?(?:solos|solas|a solas|solitos|solitas)',
      ),
    ),
  },
  {
    // "They come to steal our jobs": the trope of a people taking what is ours.
    id: 'hate:steal-our-jobs',
    category: 'hate',
    gate: startsOf('job', 'trabaj', 'casas', 'houses', 'benefit', 'ayudas'),
    pattern: words(
      `${PEOPLES_PLURAL} (?:\\S+ ){0,3}?(?:steal|stealing|take|taking|took|stole|roban|robando|robarnos|robar|quitan|quitando|quitarnos|quitar|se llevan|se quedan con) (?:all |todos |todas )?(?:our|nuestros?|nuestras?|el|los|las) (?:jobs?|trabajos?|houses|homes|casas|benefits|ayudas)`,
    ),
  },
  {
    // A firework or banger made bigger "so it could hurt people": the explosive is named in this turn or the last.
    id: 'weapons:explosive-to-hurt-people',
    category: 'weapons',
    gate: both(
      startsOf(
        'firework',
        'firecrack',
        'banger',
        'petard',
        'cohete',
        'bomb',
        'explos',
        'polvora',
        'gunpowder',
        'rocket',
      ),
      startsOf(
        'hurt',
        'injur',
        'kill',
        'burn',
        'lastim',
        'herir',
        'hiera',
        'mate',
        'matar',
        'queme',
        'quemar',
      ),
    ),
    pattern: words(
      anyOf(
        '(?:so|that|and) (?:it|they|that it|that they) (?:can|could|would|will|might) (?:really )?(?:hurt|injure|kill|burn) (?:people|someone|somebody|kids|a person|them|everyone|my \\S+|the \\S+)',
        '(?:para|pa) que (?:\\S+ ){0,2}?(?:lastime|hiera|mate|queme) (?:a )?(?:la gente|alguien|las personas|los niños|todos|mi \\S+|el \\S+|la \\S+)',
      ),
    ),
  },
  {
    // A sign, poster or rule keeping out a people: "no gypsies allowed", "prohibido bolitas y negros".
    id: 'hate:no-people-allowed',
    category: 'hate',
    gate: both(
      startsOf('allow', 'welcom', 'keep', 'prohib', 'fuera', 'permit', 'entrar', 'entrada', 'bienven'),
      startsOf(
        'gyps',
        'gips',
        'immig',
        'refug',
        'migra',
        'foreig',
        'black',
        'brown',
        'musli',
        'jew',
        'mexic',
        'chines',
        'asian',
        'arab',
        'afric',
        'india',
        'pakis',
        'gay',
        'gitan',
        'inmig',
        'extranj',
        'negr',
        'moren',
        'moro',
        'musulm',
        'judio',
        'sudac',
        'bolit',
        'paragu',
        'chino',
        'panchit',
        'maricon',
        'bolivi',
        'peruan',
        'venezol',
        'marroq',
      ),
    ),
    pattern: words(
      anyOf(
        `no ${PEOPLES}(?: (?:or|and|y|ni)(?: \\S+){1,2}?)? (?:allowed|welcome|permitted)`,
        `${PEOPLES} (?:not|arent|are not) (?:allowed|welcome|permitted)`,
        `(?:keep|keeps) (?:the |all )?${PEOPLES} out`,
        `(?:prohibid[oa]s?|prohibida la entrada a|no se permiten|no se admiten|fuera|no entran|no pueden entrar) (?:los |las |a los |a las )?${PEOPLES}`,
        `${PEOPLES} (?:no (?:son bienvenid[oa]s|pueden entrar|entran)|prohibid[oa]s)`,
      ),
    ),
  },
]
