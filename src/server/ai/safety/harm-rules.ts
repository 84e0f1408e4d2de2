// Self-harm (answered with care) and violence against people or animals, in English and Spanish.
import { KYS_SAID_TO_ME } from './check16-families-rules'
import { anyOf, type PhraseRule, words } from './phrase-rules'
import {
  EN_ANIMALS,
  EN_INTENT,
  EN_PEOPLE,
  ES_ANIMALS,
  ES_INTENT,
  ES_PEOPLE,
  NEGATED,
} from './rule-vocabulary'

const MYSELF = '(?:my ?self|me ?self)'
const EN_ABUSERS = anyOf(
  'mom',
  'mum',
  'mother',
  'dad',
  'father',
  'step ?dad',
  'step ?mom',
  'uncle',
  'aunt',
  'brother',
  'sister',
  'teacher',
  'coach',
  'babysitter',
  'grandpa',
  'grandma',
  'neighbou?r',
  'cousin',
)
const ES_ABUSERS = anyOf(
  'padre',
  'madre',
  'papa',
  'mama',
  'padrastro',
  'madrastra',
  'tio',
  'tia',
  'hermano',
  'hermana',
  'profe',
  'profesor',
  'profesora',
  'maestro',
  'maestra',
  'entrenador',
  'abuelo',
  'abuela',
  'primo',
  'prima',
  'vecino',
  'vecina',
  'canguro',
  'niñera',
)

/** Thoughts of self-harm, and a child telling us someone hurts them: both get the caring reply. */
export const SELF_HARM_RULES: readonly PhraseRule[] = [
  {
    id: 'self_harm:en:explicit',
    category: 'self_harm',
    needsCare: true,
    pattern: words(
      anyOf(
        `kill(?:ing)? ${MYSELF}`,
        'suicid(?:e|es|al)',
        'self ?harm(?:ing)?',
        'end (?:my life|it all)',
        'take my (?:own )?life',
        'better off (?:dead|without me)',
        'no (?:reason|point) (?:to|in) (?:live|living|being alive)',
        'nobody would (?:miss|care about|care if) (?:me|i)',
        'i hate my ?self',
        // Not a plant fed too much: "can plants overdose on fertilizer".
        'overdos(?:e|ing)(?! (?:on|of|with) (?:\\S+ )?(?:fertili[sz]ers?|plant food|compost|nitrogen|feed|nutrients|manure))',
        'pills to (?:die|never wake up|sleep forever)',
        '(?:kill|hurt|harm|cut)(?:ing)? (?:him|her|them)sel(?:f|ves)',
        `(?:hurt|harm|cut|burn|hit)(?:ing)? ${MYSELF} on purpose`,
      ),
    ),
  },
  {
    id: 'self_harm:en:intent',
    category: 'self_harm',
    needsCare: true,
    pattern: words(
      anyOf(
        `${NEGATED}(?:want|wanna|going|gonna|planning|plan|trying|try|tried|thinking about|think about|thought about|feel like|been) (?:to )?(?:hurt|harm|cut|burn|starve|punish|hurting|harming|cutting|burning|starving|punishing) ${MYSELF}`,
        `${NEGATED}(?:want|wanna|wish|deserve|ready) (?:to )?die`,
        `${NEGATED}(?:want|wanna|going|gonna|thinking about|think about) (?:to )?(?:jump|jumping) (?:off|from) (?:a|the|my) (?:bridge|building|roof|cliff|balcony|window)`,
        `${NEGATED}(?:want|wanna) to disappear(?: forever)?`,
        'wish i (?:was|were|had never been|wasnt|werent) (?:dead|never born|born|alive)',
        '(?:dont|do not|no longer) want to (?:live|be alive|exist|be here anymore)',
      ),
    ),
  },
  {
    id: 'abuse:en:disclosure',
    // Being hit by a grown-up is violence answered with care, the same verdict as the home-violence rules give.
    category: 'violence',
    needsCare: true,
    pattern: words(
      `(?:(?:my|his|her|our) ${EN_ABUSERS}|someone|somebody|a grown ?up|an adult) (?:always |keeps |often )?(?:hits|hurts|beats|kicks|punches|slaps|hit|hurt|beat|kicked|punched|slapped|hitting|hurting|beating) me`,
    ),
    // Beaten at a game, or hit a ball to: play, not harm.
    unless: words(
      '(?:beat|beats|beating) me (?:\\S+ ){0,2}?(?:at|in) (?:\\S+ ){0,2}?(?:chess|cards|uno|race|game|games|tag|football|soccer|checkers|contest|competition|mario kart)|(?:hit|hits|kicked|kicks) me (?:a|the) (?:ball|shuttlecock|frisbee)|(?:hit|hits|hitting) me (?:with|in) (?:a |the |her |his |my )?(?:\\S+ )?(?:ball|snowball|pillow|noodle|balloon|sponge|feather|leaf|cushion|teddy|toy|plushie|foam)',
    ),
  },
  {
    id: 'self_harm:es:explicit',
    category: 'self_harm',
    needsCare: true,
    pattern: words(
      anyOf(
        'suicid(?:io|ios|arme|arse|arte|a|as|al|ales|ado|ada)',
        'me (?:quiero|voy a) (?:matar|morir|suicidar)',
        'quitarme la vida',
        'acabar con mi vida',
        'autolesi\\w*',
        '(?:me corto|me lastimo|me hago daño|me hago dano|cortarme|hacerme daño|hacerme dano|lastimarme) a proposito',
        'ojala (?:me muera|me muriera|estuviera muert[oa]|no hubiera nacido|no existiera)',
        'no quiero (?:vivir|seguir viviendo|estar viv[oa]|existir)',
        '(?:todos )?(?:estarian|estarias|estaria) mejor sin mi',
        'mejor (?:estaria|estaré|estare) muert[oa]',
        'nadie me (?:echaria|extrañaria|extranaria) de menos',
        'nadie me extrañaria',
        'no vale la pena vivir',
        'me odio',
        'sobredosis(?! de (?:\\S+ )?(?:abono|fertilizante|compost|nitrogeno|estiercol|humus|nutrientes))',
        'pastillas para (?:morir|morirme|no despertar)',
        '(?:me voy a|quiero|voy a|pienso) tirar(?:me)? (?:por la ventana|de un puente|de un edificio|del balcon|de la azotea)',
        'tirarme (?:por la ventana|de un puente|de un edificio|del balcon|de la azotea)',
      ),
    ),
  },
  {
    id: 'self_harm:es:intent',
    category: 'self_harm',
    needsCare: true,
    pattern: words(
      `${NEGATED}(?:quiero|voy a|pienso en|estoy pensando en|tengo ganas de|deseo|me gustaria|quisiera) (?:matarme|suicidarme|morirme|morir|hacerme daño|hacerme dano|lastimarme|herirme|desaparecer|cortarme(?! (?:el|la|los|las|un|una|mi|mis) ))`,
    ),
  },
  {
    id: 'abuse:es:disclosure',
    category: 'violence',
    needsCare: true,
    pattern: words(
      `(?:(?:mi|su) ${ES_ABUSERS}|alguien|un adulto|una persona mayor) (?:siempre )?me (?:pega|pego|golpea|golpeo|hace daño|hizo daño|hace dano|hizo dano|lastima|lastimo|maltrata|maltrato|patea|pateo)`,
    ),
    // "Me pega stickers" sticks things on, "me pegó la gripe" passes a cold on: not a blow.
    unless: words(
      '(?:pega|pegan|pego|pegaron|pegue) (?:\\S+ )?(?:stickers?|calcomanias?|pegatinas?|estampas|estampitas|fotos?|papeles|dibujos|carteles|notas|chicles?|cinta|etiquetas?|post ?its?|la gripe|el resfriado|la tos|un susto|la risa|el sueño|los mocos)',
    ),
  },
  {
    id: 'abuse:touching',
    // Touching a child's private parts is sexual abuse; needsCare gives it the caring reply (replies.ts).
    category: 'sexual',
    needsCare: true,
    pattern: words(
      anyOf(
        'touch(?:ed|es|ing)? (?:me )?(?:on |in )?(?:my )?(?:private parts|privates|private area)',
        '(?:me|le) (?:toco|toca|tocan|tocaron|tocaba) (?:mis|sus|las) partes(?: intimas| privadas)?',
        'me (?:toco|toca|tocan|tocaron|tocaba) (?:ahi abajo|donde no)',
      ),
    ),
  },
]

const EN_HARM_VERBS = anyOf(
  'kill',
  'murder',
  'stab',
  'shoot',
  'strangle',
  'choke',
  'punch',
  'beat up',
  'hurt',
  'torture',
  'drown',
  'attack',
  'kidnap',
  'burn',
  'kick',
)
const EN_PAST_VIOLENCE = anyOf('killed', 'murdered', 'stabbed', 'shot', 'strangled', 'tortured', 'kidnapped')
const ES_HARM_VERBS = anyOf(
  'matar(?:le|la|lo)?',
  'mato',
  'mataria',
  'asesinar',
  'apuñalar',
  'acuchillar',
  'disparar(?:le)?',
  'pegar(?:le)?',
  'pego',
  'golpear',
  'ahorcar',
  'estrangular',
  'torturar',
  'ahogar',
  'quemar',
  'hacer(?:le)? daño',
  'lastimar',
  'herir',
  'secuestrar',
  'atacar',
  'patear',
)

/** Planning or threatening to hurt a person or an animal (a garden pest is not an animal here). */
export const VIOLENCE_RULES: readonly PhraseRule[] = [
  {
    id: 'violence:en:people',
    category: 'violence',
    pattern: words(
      anyOf(
        `${EN_INTENT} (?:\\S+ ){0,4}?${EN_HARM_VERBS} ${EN_PEOPLE}`,
        `i (?:just |already )?${EN_PAST_VIOLENCE} ${EN_PEOPLE}`,
      ),
    ),
  },
  {
    id: 'violence:en:animals',
    category: 'violence',
    pattern: words(`${EN_INTENT} (?:\\S+ ){0,3}?(?:${EN_HARM_VERBS}|poison) ${EN_ANIMALS}`),
  },
  {
    id: 'violence:en:threat',
    category: 'violence',
    pattern: words(
      anyOf(
        `(?:i will|ill|im going to|im gonna|i am going to|i am gonna|gonna|i want to|i wanna|i could) (?:\\S+ )?(?:kill|murder|stab|shoot|punch|hurt|beat up|strangle) (?:you|u|ya)`,
        'kys',
        'kill (?:your ?self|urself|yo self)',
        'go die',
        'hope you die',
        'you should die',
        'drop dead',
        'torture',
        'tortured',
        'torturing',
        'school shooting',
        'mass shooting',
        'shoot up (?:the|my|a) school',
        'kill (?:all|every|everyone|everybody)(?: the)? (?:people|humans|kids|children|students|teachers)',
      ),
    ),
    // A child told "kys" by others is being bullied (check16-families-rules.ts answers it), not threatening anyone.
    unless: words(KYS_SAID_TO_ME),
  },
  {
    id: 'violence:es:people',
    category: 'violence',
    pattern: words(
      anyOf(
        `${ES_INTENT} (?:\\S+ ){0,3}?${ES_HARM_VERBS} ${ES_PEOPLE}`,
        // "maté" is left out: folded it is "mate", and "le di mate a mi abuela" is about the drink.
        `(?:apuñale|dispare|asesine|estrangule|torture) ${ES_PEOPLE}`,
      ),
    ),
    // Snails, slugs and aphids "all killed" in one message that names no person are pest control.
    unless: words(
      '(?:caracoles|babosas|pulgones|hormigas|orugas|bichos|plagas|cochinillas|gusanos|saltamontes|escarabajos|topos|ratones|mosquitos|moscas|chinches|mosca blanca|malas hierbas|hierbajos)(?! .*(?:niñ|compañer|herman|profe|maestr|amig|vecin|mama|papa|gente|persona))',
    ),
  },
  {
    id: 'violence:es:animals',
    category: 'violence',
    pattern: words(`${ES_INTENT} (?:\\S+ ){0,3}?(?:${ES_HARM_VERBS}|envenenar) ${ES_ANIMALS}`),
  },
  {
    id: 'violence:es:threat',
    category: 'violence',
    pattern: words(
      anyOf(
        'te (?:voy a|vamos a|quiero) (?:matar|pegar|apuñalar|disparar|ahorcar|reventar|hacer daño|partir la cara)',
        'te mato',
        'matate',
        'suicidate',
        'muerete',
        'ojala te mueras',
        'vete a morir',
        'torturar',
        'torturando',
        'tiroteo (?:en )?(?:el |la |mi )?(?:colegio|escuela|instituto|cole)',
        '(?:matanza|masacre) (?:en )?(?:el |la |mi )?(?:colegio|escuela|instituto|cole)',
        'matar a todos',
      ),
    ),
    // Snails, slugs and aphids "all killed" in one message that names no person are pest control.
    unless: words(
      '(?:caracoles|babosas|pulgones|hormigas|orugas|bichos|plagas|cochinillas|gusanos|saltamontes|escarabajos|topos|ratones|mosquitos|moscas|chinches|mosca blanca|malas hierbas|hierbajos)(?! .*(?:niñ|compañer|herman|profe|maestr|amig|vecin|mama|papa|gente|persona))',
    ),
  },
]
