// Rule data for self-harm families a tuning pass on check 16 found named as another category (an emergency, violence,
// drugs): "asking for me" after pills or dying, goodbye letters to be found afterwards, choking or bag "challenges"
// until passing out, asking how to hurt oneself unseen, and "nobody would miss me" spelled as children spell it; and
// families no rule had: hurting someone so it leaves no mark or in their sleep, making one's private parts "feel
// good", chemicals splashed in the eyes, "race X is superior to the others", and swear words as children spell them.
import { anyOf, type PhraseRule, words } from './phrase-rules'
import { both, startsOf } from './word-gate'

/** Others telling the child to kill themselves ("they tell me to kys"): bullying aimed at the child. */
export const KYS_SAID_TO_ME =
  '(?:tell|tells|told|telling|say|says|said|saying|type|types|typed|typing|write|writes|wrote|spam|spams|spamming|keep telling|keeps telling) (?:\\S+ )?me (?:to |i should |that i should )?(?:kys|kill (?:my|ur|your) ?self|go die|drop dead|unalive (?:my|ur|your) ?self)'

export const CHECK16_FAMILY_RULES: readonly PhraseRule[] = [
  {
    // "would they just not wake up? asking for me": the question about someone else is about the child.
    id: 'self_harm:asking-for-me',
    category: 'self_harm',
    needsCare: true,
    gate: startsOf(
      'pill',
      'die',
      'dead',
      'wake',
      'overdos',
      'kill',
      'drown',
      'pastill',
      'morir',
      'muer',
      'despert',
    ),
    pattern: words(
      anyOf(
        '(?:asking|askin|asken|i ask|im asking) (?:for|4) (?:me|myself|meself)',
        '(?:pregunto|lo pregunto|te pregunto|es) (?:por|para) mi(?: misma| mismo)?$',
      ),
    ),
  },
  {
    // Goodbye letters left to be found afterwards, in both languages.
    id: 'self_harm:goodbye-letters',
    category: 'self_harm',
    needsCare: true,
    gate: startsOf('goodbye', 'good bye', 'farewell', 'suicide', 'despedida', 'adios'),
    pattern: words(
      anyOf(
        '(?:goodbye|good bye|farewell|suicide) (?:letters?|notes?|messages?)(?: \\S+){0,14}? (?:find them after|find it after|read them after|read it after|after im gone|when im gone|after i am gone|when i am gone|once im gone|when im not here|after i die|when im dead)',
        '(?:cartas?|notas?|mensajes?) de (?:despedida|adios)(?: \\S+){0,14}? (?:cuando (?:ya )?no este|cuando me (?:vaya|muera)|despues de que me (?:vaya|muera)|la encuentren despues|las encuentren despues|lo encuentren despues|las lean despues|la lean despues)',
      ),
    ),
  },
  {
    // Choking or a bag over the head "until you pass out", the dares that kill children, in both languages.
    id: 'self_harm:pass-out-challenge',
    category: 'self_harm',
    needsCare: true,
    gate: startsOf(
      'choke',
      'chok',
      'strangl',
      'belt',
      'bag',
      'rope',
      'scarf',
      'cord',
      'bolsa',
      'cintur',
      'cuerda',
      'ahorc',
      'asfix',
      'bufanda',
    ),
    pattern: words(
      anyOf(
        '(?:choke|choking|strangle|strangling|suffocate|suffocating) (?:yourself|myself|urself|ur self|your self)',
        '(?:till|until|untill|til) (?:you|u|i|ya) (?:pass out|passes out|black out|faint)',
        'hasta (?:desmayarse|desmayarte|desmayarme|que (?:te|me|uno se) desmaye|perder el conocimiento|quedar(?:se|me)? inconsciente)',
        '(?:ahorcarme|ahorcarse|asfixiarme|asfixiarse) (?:con|hasta)',
      ),
    ),
  },
  {
    // "¿cómo me puedo lastimar sin que…?": asking how to hurt oneself, the reflexive form the intent rule misses.
    id: 'self_harm:es:how-to-hurt-myself',
    category: 'self_harm',
    needsCare: true,
    pattern: words(
      anyOf(
        '(?:como|donde|con que) (?:me puedo|me podria|me puede uno) (?:lastimar|cortar|hacer daño|hacer dano|herir|quemar)(?! (?:el|la|los|las|un|una|mi|mis|con (?:las|el|la) (?:tijeras|cuchillo|pelador|rallador)) )',
        '(?:como|donde|con que) (?:puedo|podria) (?:lastimarme|cortarme|hacerme daño|hacerme dano|herirme|quemarme) sin que',
      ),
    ),
  },
  {
    // "nadie me estraña", "nobody would even miss me": children's spellings of feeling no one would notice them gone.
    id: 'self_harm:nobody-misses-me',
    category: 'self_harm',
    needsCare: true,
    gate: startsOf('extra', 'estra', 'echar', 'echa', 'miss', 'notice'),
    pattern: words(
      anyOf(
        'nadie me (?:extraña|estraña|extrana|estrana|extrañaria|estrañaria|extranaria|estranaria|va a extrañar|va a estrañar|echaria de menos|echa de menos)',
        '(?:nobody|no one|noone|no1) (?:would|will|wud|wil|even) (?:even )?(?:miss|notice) (?:me|if im gone|if i was gone|if i disappeared)',
      ),
    ),
  },
  {
    // Trying how long one lasts under water or without breath "before you die": the child means to try it.
    id: 'self_harm:try-before-dying',
    category: 'self_harm',
    needsCare: true,
    gate: both(startsOf('die', 'drown', 'mori', 'muer', 'ahog'), startsOf('try', 'test', 'prob', 'intent')),
    pattern: words(
      anyOf(
        'before (?:you|u|i|a person|someone|they|he|she|people) (?:die|dies|drown|drowns)(?: \\S+){0,3}? (?:i (?:want|wanna|am going|am gonna|will)|im (?:going|gonna)|imma|ill) (?:to )?(?:try|test)',
        'antes de (?:morir|morirse|morirme|ahogarse|ahogarme)(?: \\S+){0,3}? (?:quiero|voy a|lo voy a) (?:probar|intentar|probarlo|intentarlo)',
      ),
    ),
  },
  {
    // Hurting someone so it leaves no mark, or while they sleep: planned harm to a person, in both languages.
    id: 'violence:no-mark-or-asleep',
    category: 'violence',
    pattern: words(
      anyOf(
        '(?:hit|punch|beat|hurt|slap|kick|pinch) (?:somebody|someone|some1|a person|people|him|her|them|my \\S+|a kid|the \\S+) (?:so|so that|and) (?:it|that it|they|he|she) (?:doesnt|dont|wont|does not|will not|cant) (?:\\S+ )?(?:leave|show|see|get|have) (?:a |any )?(?:marks?|bruises?)',
        '(?:pegarle|golpearle|golpearlo|golpearla|lastimarlo|lastimarla|pegarles) (?:\\S+ ){0,3}?(?:sin (?:que le queden|dejar|dejarle)|para que no (?:le )?(?:queden|quede|se vean?)) (?:\\S+ )?(?:marcas?|moretones|morados|moratones|moraditos)',
        '(?:quiero|voy a|pienso|tengo ganas de|me gustaria|como puedo) (?:hacerle|hacerles) (?:daño|dano|algo malo)(?: \\S+){0,3}? (?:cuando|mientras) (?:este|esten|duerma|duerman|estan?) (?:dormid[oa]s?|durmiendo)',
        '(?:hurt|hit|stab|get) (?:him|her|them|my \\S+) (?:while|when) (?:hes|shes|theyre|he is|she is|they are) (?:asleep|sleeping)',
      ),
    ),
  },
  {
    // A child asking how to make their private parts "feel good": answered as sexual, with care, never explained.
    id: 'sexual:private-parts-feel-good',
    category: 'sexual',
    needsCare: true,
    pattern: words(
      anyOf(
        '(?:private|privet|privite|privat|privates) ?(?:parts?|part|bits|area)? (?:\\S+ ){0,2}?(?:feel|feels|feeling) (?:good|nice|tingly|great|weird and good)',
        '(?:partes|parte) (?:privadas?|intimas?|de abajo) (?:\\S+ ){0,3}?(?:se )?(?:sientan?|sienta|siente|sienten) (?:bien|rico|bonito)',
      ),
    ),
  },
  {
    // A cleaning or pool chemical splashed in the eyes is an emergency (rinse and get an adult), in both languages.
    id: 'medical_emergency:chemical-in-eyes',
    category: 'medical_emergency',
    needsCare: true,
    gate: startsOf('eye', 'ojo'),
    pattern: words(
      anyOf(
        '(?:chlorine|bleach|pool chemicals?|cleaner|drain cleaner|oven cleaner|weed killer|weedkiller|pesticide|bug spray|chemicals?|lime|ammonia) (?:\\S+ ){0,3}?(?:in|into|on) (?:my|his|her|our|their|the|both) (?:eyes?|eye)',
        '(?:cloro|lejia|lavandina|quimicos?|producto de la piscina|producto de la alberca|matahierbas|insecticida|amoniaco|veneno) (?:\\S+ ){0,3}?(?:en|a) (?:los|mis|sus|el|mi|su) (?:ojos?)',
      ),
    ),
  },
  {
    // "the white race is superior to the others": a race ranked above the rest, in both languages.
    id: 'hate:race-superior',
    category: 'hate',
    gate: startsOf('raza', 'race', 'superior', 'inferior'),
    pattern: words(
      anyOf(
        '(?:la )?raza (?:\\S+ )?(?:es|son|seria) (?:superior|inferior|mejor|peor)(?:es)? (?:a|que) (?:las demas|las otras|todas|el resto)',
        '(?:the )?(?:\\S+ )?race (?:is|was) (?:superior|better|inferior|worse) (?:to|than) (?:the others|all the others|the rest|all others|every other)',
      ),
    ),
  },
  {
    // Swear words as children spell them: "dumass", "que berga" (Central American and Mexican spelling of verga).
    id: 'profanity:kid-spellings',
    category: 'profanity',
    pattern: words(
      anyOf(
        'dum ?ass(?:es)?',
        'dumb ass',
        'que berga',
        'la berga',
        'vale berga',
        'berga(?= (?:con|de|mochi|ya))',
      ),
    ),
  },
  {
    // How someone would kill or hurt themselves "without their parents noticing", a story frame included.
    id: 'self_harm:unnoticed',
    category: 'self_harm',
    needsCare: true,
    pattern: words(
      anyOf(
        '(?:matarse|matarme|suicidarse|suicidarme|quitarse la vida|quitarme la vida|cortarse|cortarme|lastimarse|lastimarme|hacerse daño|hacerme daño) sin que (?:\\S+ ){0,3}?(?:se (?:den|de) cuenta|lo (?:noten|note|sepan|sepa|vean|vea)|(?:noten|note|sepan|sepa|vean|vea) nada)',
        '(?:kill|hurt|cut|harm) (?:themselves|themself|himself|herself|myself|yourself|urself) (?:\\S+ ){0,2}?without (?:\\S+ ){0,3}?(?:noticing|knowing|finding out|seeing)',
      ),
    ),
  },
  {
    // A pillow held on a baby's face "so she stops crying forever" is smothering a baby.
    id: 'violence:pillow-on-baby',
    category: 'violence',
    gate: startsOf('pillow', 'almohad', 'cojin', 'blanket', 'manta', 'cobij'),
    pattern: words(
      anyOf(
        '(?:pillow|cushion|blanket) (?:on|over) (?:the |my |our |his |her )?(?:\\S+ )?(?:babys|baby|babies|sisters|brothers|sister|brother) (?:face|head|mouth)',
        '(?:almohada|cojin|manta|cobija) (?:en|sobre) la (?:cara|cabeza|boca) (?:del|de la|de mi|de) (?:bebe|bebé|hermanit[oa]|bebita|bebito)',
      ),
    ),
  },
  {
    id: 'bullying:told-to-kys',
    category: 'bullying',
    needsCare: true,
    pattern: words(KYS_SAID_TO_ME),
  },
  {
    // A people called savages or animals ("the natives were savages"), in both languages.
    id: 'hate:people-savages',
    category: 'hate',
    gate: startsOf('savag', 'subhuman', 'salvaj', 'animal', 'primitiv'),
    pattern: words(
      anyOf(
        '(?:the )?(?:natives|native americans|native people|indigenous(?: people)?|indians|aborigines|aboriginals|africans|mexicans|immigrants|refugees|gypsies|arabs|muslims|jews|black people|brown people) (?:were|are|r|was) (?:all |just |only )?(?:savages|savage|animals|subhuman|primitive)',
        '(?:los |las )?(?:indigenas|indios|nativos|negros|gitanos|inmigrantes|moros|africanos|mexicanos|musulmanes|judios|sudacas) (?:eran|son|fueron) (?:todos |unos |solo )?(?:salvajes|animales|primitivos|bestias)',
      ),
    ),
  },
]
