// Hate about groups said the ways children repeat it, and sexual requests said indirectly, in English and Spanish.
import { anyOf, type PhraseRule, words } from './phrase-rules'

const EN_GROUPS = anyOf(
  '(?:the |all (?:the )?)?(?:muslims|jews|christians|blacks|whites|asians|arabs|mexicans|immigrants|refugees|foreigners|gays|lesbians|gypsies|retards|africans|indians|latinos)',
  '(?:the |all (?:the )?)?(?:black|white|brown|asian|chinese|mexican|jewish|muslim|gay|lesbian|trans|disabled|autistic|immigrant|arab|african|indian|latino|fat|poor) (?:people|peple|poeple|ppl|persons|kids|children|folks|men|women|boys|girls|guys|students|families)',
  'girls',
  'boys',
  'women',
)
const EN_BAD = anyOf(
  'dumb',
  'stupid',
  'evil',
  'disgusting',
  'gross',
  'useless',
  'worthless',
  'animals',
  'trash',
  'garbage',
  'inferior',
  'the worst',
  'ugly',
  'idiots',
  'criminals',
  'terrorists',
  'dirty',
  'a disease',
  'a plague',
  // Dehumanising names.
  'rats',
  'pigs',
  'vermin',
  'cockroaches',
  'parasites',
  'apes',
  'monkeys',
  'scum',
  'subhuman',
  'not human',
  // Misspelt and "sick" slanders children repeat about gay and trans people.
  'disgustin',
  'discusting',
  'sick in the head',
  'bombers',
  'killers',
  'rapists',
  'savages',
  'thieves',
  'diseased',
  'unnatural',
  'abnormal',
  'freaks',
)
const EN_PUNISH = anyOf(
  '(?:be |get )?(?:kicked out|thrown out|sent back|deported|punished|killed|banned|locked up|hurt|beaten|burned|gassed|shot)',
  'die',
  '(?:not be|never be|not) allowed',
  'go back',
)

const ES_GROUPS = anyOf(
  '(?:los |las |todos los |todas las )(?:musulmanes|musulmanas|judios|judias|cristianos|negros|negras|blancos|asiaticos|chinos|chinas|arabes|moros|gitanos|gitanas|inmigrantes|refugiados|extranjeros|gays|gais|lesbianas|maricones|sudacas|panchitos|retrasados|discapacitados|subnormales|mexicanos|latinos|indios|niñas|niños|mujeres|gordos|gordas)',
  '(?:los |las )(?:niños|niñas|personas|gente) (?:discapacitad[oa]s|negr[oa]s|gitan[oa]s|gays|inmigrantes|musulman[ae]s|judi[oa]s|chin[oa]s)',
)
const ES_BAD = anyOf(
  'tont[oa]s',
  'estupid[oa]s',
  'malvad[oa]s',
  'mal[oa]s',
  'asquerosos',
  'asquerosas',
  'inutiles',
  'basura',
  'animales',
  'inferiores',
  'lo peor',
  'idiotas',
  'delincuentes',
  'terroristas',
  'sucios',
  'sucias',
  'una plaga',
  'feos',
  'feas',
  // Dehumanising names.
  'ratas',
  'cerdos',
  'cerdas',
  'cucarachas',
  'parasitos',
  'monos',
  'escoria',
  'plaga',
  'alimañas',
)

export const HATE_MORE_RULES: readonly PhraseRule[] = [
  {
    id: 'hate:en:groups',
    category: 'hate',
    pattern: words(
      anyOf(
        `${EN_GROUPS} (?:are|r|is) (?:so |all |just |really |the most )?${EN_BAD}`,
        `${EN_GROUPS} (?:should|must|need to|deserve to|ought to|shouldnt|should not|must not) (?:all |just )?${EN_PUNISH}`,
        `(?:hate|despise|cant stand) (?:all )?${EN_GROUPS}`,
        `${EN_GROUPS} (?:are |is )?(?:ruining|destroying|invading|taking over) (?:this|our|the) (?:country|town|school)`,
        '(?:hitler|the nazis) (?:was|were|is) (?:right|a hero|good|cool)',
        'white power',
        'white pride',
        'kick (?:out )?all the (?:\\S+ )?(?:immigrants|foreigners|refugees)',
        'dirty (?:mexican|jew|muslim|arab|immigrant|gypsy)s?',
        'go back to (?:your|ur) (?:own )?country',
        '(?:f4ggot|faggot|fagot|fag)s?',
      ),
    ),
  },
  {
    id: 'hate:es:groups',
    gate: /los |las |hitler|nazi|poder|orgullo|sudaca|pais|maric/,
    category: 'hate',
    pattern: words(
      anyOf(
        `${ES_GROUPS} (?:son|eran|estan) (?:unos |unas |todos |todas |muy |lo mas )?${ES_BAD}`,
        `${ES_GROUPS} (?:dan|me dan) (?:mucho )?asco`,
        `${ES_GROUPS} no (?:deberian|deben|tendrian que|merecen) (?:estar|ir|vivir|existir|tener)`,
        `(?:a )?${ES_GROUPS} (?:habria|hay|tendrian|tenemos) que (?:castigar\\w*|echar\\w*|matar\\w*|expulsar\\w*|encerrar\\w*|pegar\\w*)`,
        `(?:hay que|habria que|tenemos que) (?:echar|expulsar|castigar|matar|encerrar) a ${ES_GROUPS}`,
        `${ES_GROUPS} (?:que )?(?:estan )?(?:arruinando|destrozando|invadiendo) (?:este|nuestro|el) (?:pais|barrio|pueblo|cole)`,
        `(?:odio|detesto) a ${ES_GROUPS}`,
        `${ES_GROUPS} no sirven para nada`,
        '(?:hitler|los nazis) (?:tenia|tenian|tiene) razon',
        '(?:poder|orgullo) blanco',
        'sudaca',
        'vuelve(?:te)? a tu pais',
        'marica?(?:s|on|ones)',
      ),
    ),
  },

  {
    id: 'hate:es:more',
    category: 'hate',
    pattern: words(
      `${ES_GROUPS} (?:deberian|tendrian que|tienen que|que) (?:volver(?:se)?|irse|largarse|marcharse) (?:a su pais|de aqui|de (?:españa|mexico|este pais))`,
    ),
  },
]

export const SEXUAL_MORE_RULES: readonly PhraseRule[] = [
  {
    id: 'sexual:en:more',
    category: 'sexual',
    pattern: words(
      anyOf(
        '(?:naked|nude|topless) (?:\\S+ )?(?:pics?|pictures?|photos?|videos?|selfies?|girls?|boys?|women|men|ladies|people)',
        '(?:see|show|watch|look at|pictures? of|photos? of|videos? of) (?:a |some |the )?(?:\\S+ )?(?:girls?|boys?|women|woman|men|man|people|person|ladies|lady|kids?) (?:\\S+ ){0,2}(?:naked|nude|without (?:her|his|their|any) clothes|with no clothes)',
        '(?:in bed|under the (?:blanket|covers)) (?:\\S+ ){0,4}(?:no clothes|naked|without clothes)',
        '(?:no clothes|naked|without clothes) (?:\\S+ ){0,4}(?:in bed|under the (?:blanket|covers))',
        'doing it in (?:bed|the bed)',
        '(?:touching|touchy|naked|tickling) game',
        '(?:dirty|sexy|naughty|spicy) (?:story|stories|pics?|pictures?|photos?|chat|talk|things?)',
        'something (?:sexy|dirty|naughty)',
        'sexy and dirty',
        '(?:make|get|makes|making) (?:\\S+ )?horny',
        'have sex(?:x+)?',
        '(?:whats|what is|what does) (?:\\S+ )?(?:sex|porn)(?: feel like)?',
        'porn(?:o|hub)?',
        'boobs?',
      ),
    ),
    unless: words(
      'naked ladies,? (?:the )?(?:amaryllis|bulbs?|lil(?:y|ies)|flowers?)|grow(?:ing)? naked ladies',
    ),
  },
  {
    id: 'sexual:es:more',
    category: 'sexual',
    pattern: words(
      anyOf(
        '(?:ver|ensename|enseñame|mira|fotos? de|videos? de) (?:a )?(?:una |un |unas |unos |la |el )?(?:chicas?|chicos?|mujer(?:es)?|hombres?|gente|personas?|niñ[oa]s?) (?:\\S+ ){0,2}(?:sin ropa|desnud[oa]s?)',
        '(?:gente|personas?|mujer(?:es)?|hombres?|chic[oa]s?) desnud[oa]s?',
        '(?:fotos?|videos?|imagenes) (?:\\S+ )?(?:desnud[oa]s?|de tetas|de culos|de pechos|guarr[oa]s)',
        '(?:en la cama|debajo de la manta|bajo las sabanas) (?:\\S+ ){0,4}sin ropa',
        'sin ropa (?:\\S+ ){0,4}(?:en la cama|debajo de la manta|bajo las sabanas)',
        'haciendolo en la cama',
        '(?:juego|jugar) (?:\\S+ ){0,3}(?:tocarnos|tocarse|tocar(?:te|me)|desnudarnos|medicos sin ropa)',
        '(?:historia|cuento|algo|cosas?) (?:\\S+ ){0,2}(?:guarr[oa]s?|sexy|cochin[oa]s?|picante)',
        '(?:sexy|guarr[oa]) (?:y )?(?:guarr[oa]|sexy)',
        'cachond[oa]s?',
        'tetas',
        'porn(?:o|hub)',
        'sexo',
        '(?:que|como) se siente (?:al )?(?:tener )?sexo',
      ),
    ),
    unless: words('(?:damas|señoritas) desnudas,? (?:los )?(?:bulbos|amarilis)|cultivan las damas desnudas'),
  },

  {
    id: 'sexual:es:send',
    category: 'sexual',
    pattern: words(
      '(?:mandame|enviame|pasame|manda|envia|pasa) (?:\\S+ )?(?:desnud[oa]s?|nudes|fotos? (?:desnud[oa]s?|sin ropa|guarras))',
    ),
  },
]
