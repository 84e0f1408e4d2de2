// Violence a child lives through at home (a parent or partner hitting them or family): rule data, answered with care.
import { anyOf, type PhraseRule, words } from './phrase-rules'

const EN_HURTER = anyOf(
  'my (?:dad|father|mom|mum|mother|stepdad|stepmom|stepfather|stepmother|uncle|aunt|grandpa|grandma|big brother|older brother|brother|sister)',
  '(?:my )?(?:moms|mums|dads) (?:boyfriend|girlfriend|husband|wife)',
)
const EN_HIT =
  '(?:hits|hit|beats|beat|slaps|slapped|kicks|kicked|punches|punched|chokes|choked|hurts|hurt|whips|throws things at|threw things at)'
const EN_SOMEONE_AT_HOME =
  '(?:my (?:mom|mum|mother|dad|little brother|little sister|baby brother|baby sister|brother|sister|aunt|uncle|grandma|grandpa|nana|stepmom|stepdad|cousin)(?: and me)?|us(?: all)?|me and my (?:mom|mum|brother|sister)|all of us)'

const ES_HURTER = anyOf(
  'mi (?:papa|papi|padre|mama|mami|madre|padrastro|madrastra|tio|tia|abuelo|abuela|hermano mayor|hermano grande)',
  'el novio de mi (?:mama|madre)',
  'la novia de mi (?:papa|padre)',
)

export const HOME_VIOLENCE_RULES: readonly PhraseRule[] = [
  {
    id: 'violence:en:at-home',
    category: 'violence',
    needsCare: true,
    gate: /hit|beat|slap|kick|punch|chok|hurt|whip|throw|threw|belt/,
    pattern: words(
      anyOf(
        `${EN_HURTER} (?:always |sometimes |keeps? |still )?${EN_HIT} ${EN_SOMEONE_AT_HOME}`,
        `${EN_HURTER} (?:\\S+ ){0,3}?(?:hits|beats|whips) (?:me|us) with (?:a|his|her|the) (?:belt|shoe|stick|spoon|hanger|cable)`,
      ),
    ),
  },
  {
    id: 'violence:es:at-home',
    category: 'violence',
    needsCare: true,
    gate: /peg|golpe|cachete|pate|ahorc|lastim|cinturon|chancla/,
    pattern: words(
      anyOf(
        `${ES_HURTER} (?:siempre |a veces )?(?:nos|le|les) (?:pega|pegan|golpea|golpean|cachetea|patea|ahorca|lastima)`,
        `${ES_HURTER} (?:siempre |a veces )?(?:me |nos )?(?:pega|golpea|lastima) (?:a mi (?:mama|madre|hermanit[oa]|herman[oa])|a nosotros)`,
        `${ES_HURTER} (?:me|nos) (?:pega|golpea) con (?:el|la|un|una) (?:cinturon|chancla|palo|cable|correa)`,
      ),
    ),
  },
]
