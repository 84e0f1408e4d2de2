// What a child tells of being hurt (touched by a relative, hit at home) or of hurting themselves: rule data, answered with care.
import { anyOf, type PhraseRule, words } from './phrase-rules'

/** The people a child lives with or is left with, as children name them in English. */
const EN_HOUSEHOLD = anyOf(
  'my (?:dad|daddy|father|papa|mom|mommy|mum|mummy|mother|mama|step ?dad|step ?mom|step ?father|step ?mother|uncle|aunt|aunty|auntie|grandpa|grandad|granddad|grandma|granny|nana|gran|big brother|older brother|brother|big sister|older sister|sister|cousin|babysitter|nanny|parents|moms boyfriend|mums boyfriend|dads girlfriend)',
  '(?:my )?(?:moms|mums|dads) (?:boyfriend|girlfriend|husband|wife|friend)',
)
/** The same people in Spanish, regional names included (tata, viejo, jefa, nana). */
const ES_HOUSEHOLD = anyOf(
  'mi (?:papa|papi|papito|padre|mama|mami|madre|padrastro|madrastra|tio|tia|abuelo|abuela|tata|abue|yayo|yaya|nono|nona|hermano|hermana|hermano mayor|hermana mayor|hermano grande|primo|prima|niñera|nana|viejo|vieja|jefe|jefa|cuñado)',
  'mis (?:papas|padres|viejos|jefes|tios|abuelos|hermanos|primos)',
  'el novio de mi (?:mama|madre|vieja|jefa)',
  'la novia de mi (?:papa|padre|viejo|jefe)',
  'el (?:esposo|marido) de mi (?:mama|madre|tia)',
)
const EN_PRIVATE =
  '(?:private parts?|privates|private (?:area|places?|spots?)|pee ?pee|penis|vagina|willy|wee ?wee|down there|bum|butt|no no (?:square|places?)|where (?:my|the) (?:swimsuit|underwear|bathing suit) (?:covers|goes))'
const ES_PRIVATE =
  '(?:partes(?: intimas| privadas)?|pene|pito|pilin|pajarito|cosita|colita|vagina|vulva|pompis|nalgas|intimidades|ahi abajo|abajo|donde no (?:debe|se debe|me gusta)|debajo de (?:la|mi) ropa|por debajo de (?:la|mi) ropa)'

export const DISCLOSURE_RULES: readonly PhraseRule[] = [
  {
    // A relative touching a child, or making the child touch them: sexual abuse, answered with the caring reply.
    id: 'sexual:en:touched-by-relative',
    category: 'sexual',
    needsCare: true,
    gate: /touch|feel|rub|grab|made me|makes me|show/,
    pattern: words(
      anyOf(
        `(?:${EN_HOUSEHOLD}|a grown ?up|an adult|someone|somebody|he|she|they) (?:always |keeps |sometimes |often |still )?(?:touches|touched|keeps touching|rubs|rubbed|grabs|grabbed|feels|felt) (?:me |my )?(?:\\S+ ){0,2}?${EN_PRIVATE}`,
        `(?:made|makes|make|tells|told|wants|wanted|forces|forced) me (?:to )?(?:touch|rub|feel|kiss|look at|see) (?:his|her|their) ${EN_PRIVATE}`,
        `(?:touches|touched|touching) me (?:under|inside) my (?:clothes|pants|underwear|pajamas|pyjamas|shirt|skirt)`,
        `(?:${EN_HOUSEHOLD}) (?:\\S+ ){0,4}?(?:touches|touched|touch) me (?:\\S+ ){0,6}(?:secret|not to tell|dont tell|its a game|our game|special game)`,
      ),
    ),
    unless: words(
      '(?:plant|flower|leaf|bee|stem|seed)\\w* (?:\\S+ ){0,3}(?:parts|private)|touch(?:es|ed)? (?:my |the )?(?:plants?|flowers?|seedlings?|leaves|tomatoes)',
    ),
  },
  {
    id: 'sexual:es:touched-by-relative',
    category: 'sexual',
    needsCare: true,
    gate: /toc|sob|manose|agarr|hizo|hace|obliga|pide/,
    pattern: words(
      anyOf(
        `(?:${ES_HOUSEHOLD}|un adulto|una persona mayor|un señor|alguien|el|ella) (?:siempre |a veces |todavia |sigue )?me (?:toca|toco|tocaba|tocan|tocaron|soba|sobo|manosea|manoseo|agarra|agarro) (?:\\S+ ){0,2}?${ES_PRIVATE}`,
        `(?:${ES_HOUSEHOLD}) (?:siempre |a veces |todavia |sigue )?me (?:toca|toco|tocaba|soba|manosea|manoseo) (?:\\S+ ){0,6}(?:no (?:le )?(?:diga|digas|cuente|cuentes) (?:nada|a nadie)|(?:es )?(?:nuestro )?secreto|es un juego|cuando (?:mi )?(?:mama|papa|madre|padre) no (?:esta|estan|ve|mira))`,
        `me (?:hizo|hace|obliga a|obligo a|pide|pidio|dice que) (?:que )?(?:le )?(?:tocar|toque|tocara|tocarle|agarrar|agarre|besar|bese|ver|vea|mirar|mire) (?:sus |su |las |el |la )?${ES_PRIVATE}`,
      ),
    ),
    unless: words(
      '(?:planta|flor|hoja|abeja|tallo|semilla)\\w* (?:\\S+ ){0,3}(?:partes|abajo)|toca (?:\\S+ ){0,2}(?:regar|podar|plantar|sembrar|cosechar|abonar)|me toca (?:a mi|abajo en la lista|el turno)',
    ),
  },
  {
    // A child hit or hurt by someone they live with: violence (the caring reply), the same in every phrasing.
    id: 'violence:en:hit-at-home',
    category: 'violence',
    needsCare: true,
    gate: /hit|beat|slap|kick|punch|chok|hurt|whip|smack|belt|burn|pinch|threw|throw|push|shov|spank|strangl/,
    pattern: words(
      anyOf(
        `${EN_HOUSEHOLD} (?:\\S+ ){0,3}?(?:hits|hit|beats|beat|slaps|slapped|kicks|kicked|punches|punched|chokes|choked|hurts|hurt|whips|whipped|smacks|smacked|burns|burned|burnt|pinches|pinched|shoves|shoved|strangles|strangled|throws things at|threw things at|throws|threw|pushes|pushed) me(?! (?:a ball|the ball|with (?:a |the )?(?:ball|pillow|water|snowball)))`,
        `${EN_HOUSEHOLD} (?:\\S+ ){0,3}?(?:hits|beats|whips|spanks|smacks) (?:me|us) (?:\\S+ ){0,2}?with (?:a|his|her|the) (?:belt|shoe|slipper|stick|spoon|hanger|cable|cord|wooden spoon)`,
        '(?:at|in my) home (?:\\S+ ){0,5}?(?:hit|hits|beat|beats|slap|slaps|hurt|hurts|kick|kicks|punch|punches) me',
        '(?:hit|hits|beat|beats|slap|slaps|hurt|hurts|kick|kicks|punch|punches) me (?:\\S+ ){0,2}?at home',
        `(?:scared|afraid) (?:\\S+ ){0,3}?(?:go|going|be) home (?:\\S+ ){0,4}?(?:because|cause|cuz|coz) ${EN_HOUSEHOLD}`,
      ),
    ),
    unless: words(
      '(?:hit|beat|beats) me (?:at|in) (?:chess|cards|uno|a race|the race|tag|football|soccer|checkers|games?)',
    ),
  },
  {
    id: 'violence:es:hit-at-home',
    category: 'violence',
    needsCare: true,
    gate: /peg|golpe|cachet|bofet|pate|ahorc|lastim|cinturon|chancla|correa|paliza|golpiza|quem|pellizc|empuj|maltrat|zurr|jal|tir|daño|dano/,
    pattern: words(
      anyOf(
        `${ES_HOUSEHOLD} (?:siempre |a veces |todos los dias |cada dia |otra vez |de nuevo |ya )?(?:me|nos) (?:pega|pegan|pego|pegaron|golpea|golpean|golpeo|golpearon|cachetea|cachetean|abofetea|patea|patean|pateo|lastima|lastiman|lastimo|ahorca|ahorco|quema|quemo|pellizca|empuja|empujo|maltrata|maltratan|zurra|jala (?:el|del) pelo|tira (?:cosas|del pelo)|hace daño|hizo daño|hace dano|hizo dano)`,
        `${ES_HOUSEHOLD} (?:siempre |a veces |todos los dias |otra vez )?(?:me|nos) (?:da|dan|dio|dieron|pega|pegan) (?:una |unas |un |unos )?(?:cachetadas?|bofetadas?|golpes?|palizas?|golpizas?|correazos?|chanclazos?|cintarazos?|cinturonazos?|patadas?|punetazos?|puñetazos?|manotazos?)`,
        `(?:me|nos) (?:pega|pegan|golpea|golpean) con (?:el|la|un|una) (?:cinturon|chancla|palo|cable|correa|cuchara|zapato|manguera)`,
        '(?:en (?:mi |la )?casa) (?:\\S+ ){0,4}?me (?:pegan|pega|golpean|golpea|lastiman|lastima|maltratan|maltrata|dan (?:golpes|palizas|cachetadas))',
        'me (?:pegan|pega|golpean|golpea|lastiman|maltratan) en (?:mi |la )?casa',
        `(?:miedo|me da miedo) (?:de |a )?(?:volver|regresar|ir|llegar) a (?:mi )?casa (?:\\S+ ){0,3}?(?:porque|xq|por que) ${ES_HOUSEHOLD}`,
      ),
    ),
    unless: words(
      // A thrashing at a game ("me dio una paliza al ajedrez") is losing, not a blow.
      '(?:paliza|palizas|golpiza|repaso) (?:\\S+ )?(?:al|en el|en|a las|a los|jugando al?) (?:ajedrez|futbol|cartas|damas|parchis|uno|videojuego|videojuegos|play|juego|carreras?|tenis|ping ?pong|basket|domino|mario kart|fortnite|minecraft|monopoly|trivial)|(?:pega|pegan|pego|pegaron|pegue) (?:\\S+ )?(?:stickers?|calcomanias?|pegatinas?|estampas|estampitas|fotos?|papeles|dibujos|carteles|notas|chicles?|cinta|etiquetas?|post ?its?|la gripe|el resfriado|la tos|un susto|la risa|el sueño|los mocos)|me (?:gana|ganan|gano) (?:a|al|en)|pega (?:\\S+ ){0,2}(?:el sol|fuerte el sol)|me pega el sol',
    ),
  },
  {
    // Cuts or burns a child made on themselves: plural cuts on arms or legs, a blade, "made cuts", not "cut my finger".
    id: 'self_harm:en:made-cuts',
    category: 'self_harm',
    needsCare: true,
    gate: /cut|scratch|burn|carv|razor|blade/,
    pattern: words(
      anyOf(
        '(?:i|ive|i have|i keep|i kept) (?:been )?(?:made|make|making|gave myself|give myself|giving myself|got) (?:some |little |lots of |a lot of )?(?:cuts|scratches|burns|marks) (?:on|in|into) my (?:arms?|legs?|wrists?|thighs?|tummy|stomach|belly|skin|hips?|ankles?)',
        '(?:i|ive|i have|i keep|i kept) (?:been )?(?:cut|cutting|cuts|carve|carved|carving|scratch|scratched|scratching|burn|burned|burnt|burning) (?:into )?my (?:arms|legs|wrists|thighs|tummy|stomach|belly|skin|hips)',
        '(?:cut|cutting|cuts|scratch|scratching|carve|carved|carving|burn|burning) (?:myself|my (?:arms?|legs?|wrists?|thighs?|skin|tummy|stomach|belly)) (?:\\S+ ){0,3}?(?:with|using) (?:a |my |the |his |her )?(?:razor|blade|razor blade|sharpener blade|lighter|compass)',
        '(?:razor|blade|sharpener blade|compass|lighter) (?:\\S+ ){0,3}?(?:on|to|into|against) my (?:arms?|legs?|wrists?|thighs?|skin|tummy|stomach)',
      ),
    ),
    unless: words(
      'by accident|accidentally|on accident|sun ?burn\\w*|in the sun|stove|oven|bbq|barbecue|iron|kettle|pan|bites?|itch\\w*|rash|eczema|mosquito\\w*|(?:pruners|pruning|secateurs|shears|scissors|thorns?|rose|brambles?|nettles?|paper)|cut (?:\\S+ ){0,3}(?:stems?|roses?|flowers?|branches|herbs?|lettuce|grass|hedge|seed potatoes)',
    ),
  },
  {
    id: 'self_harm:es:made-cuts',
    category: 'self_harm',
    needsCare: true,
    gate: /cort|rasguñ|rasgun|ray|quem|cuchill|navaj|gillette|hoja de afeitar|sacapuntas/,
    pattern: words(
      anyOf(
        'me (?:hice|hago|hize|ise|estoy haciendo|sigo haciendo|he hecho) (?:unos |unas |algunos |muchos |varios )?(?:cortes|cortecitos|cortaditas|cortadas|heridas|rayas|rasguños|quemaduras|marcas) (?:en|con)',
        'me (?:corto|corte|cortaba|rayo|raye|rasguño|rasguñe|quemo|queme) (?:los|las|mis) (?:brazos|piernas|muñecas|munecas|muslos|panza|barriga|tobillos)',
        'me (?:corto|cortaba|hago cortes|hice cortes|rayo|rasguño|quemo) (?:\\S+ ){0,5}?con (?:una |un |la |el |mi )?(?:cuchilla|hoja de afeitar|gillette|sacapuntas|encendedor|mechero)',
        '(?:cortes|cortaditas|rayas|heridas|quemaduras) (?:que me hice|que me hago|que me hice yo)',
      ),
    ),
    unless: words(
      'sin querer|por accidente|(?:al|del|con el) sol|estufa|horno|plancha|sarten|picaduras?|comezon|sarpullido|mosquitos?|me pica|(?:tijeras? de podar|podadora|poda|podando|espinas?|rosal|zarza|ortigas?|papel)|me (?:corto|corte) (?:el|la|los|las) (?:pelo|uñas|flequillo)',
    ),
  },
]
