// A child in distress (bullied, sad, lonely, scared, grieving) or being mean to another child, in English and Spanish.
import { anyOf, type PhraseRule, words } from './phrase-rules'

const EN_FEEL = anyOf(
  'i feel',
  'i felt',
  'im feeling',
  'i am feeling',
  'im',
  'i am',
  'i get',
  'i always feel',
  'i feel like',
  'makes me feel',
  'i been',
  'ive been',
)
const EN_LOW = anyOf(
  'sad',
  'so sad',
  'very sad',
  'really sad',
  'lonely',
  'alone',
  'all alone',
  'scared',
  'afraid',
  'frightened',
  'terrified',
  'awful',
  'terrible',
  'horrible',
  'miserable',
  'depressed',
  'upset',
  'worthless',
  'useless',
  'unloved',
  'unwanted',
  'invisible',
  'hopeless',
  'ugly',
  'stupid',
  'like nobody (?:loves|likes|cares about|wants) me',
  'like a loser',
  'left out',
  'bullied',
  'anxious',
  'crying',
  'heartbroken',
)

const ES_LOW = anyOf(
  'triste',
  'tristes',
  'muy triste',
  'sol[oa]',
  'muy sol[oa]',
  'asustad[oa]',
  'fatal',
  'muy mal',
  'mal',
  'horrible',
  'deprimid[oa]',
  'inutil',
  'invisible',
  'fe[oa]',
  'tont[oa]',
  'agobiad[oa]',
  'aterrad[oa]',
  'apartad[oa]',
  'rechazad[oa]',
  'abandonad[oa]',
  'un estorbo',
  'una carga',
)

export const DISTRESS_RULES: readonly PhraseRule[] = [
  {
    id: 'bullying:en:bullied',
    gate: /bull|call|laugh|fun|pick|mean|spit|hit|push|kick|punch|trip|shove|slap|nobody|no one|noone|none|friend|one to|out|take|took|steal|stole|post|said|says|spread|wrote|say|tell|told|scared|afraid|frightened|school|yell|shout|scream|fight/,
    category: 'bullying',
    needsCare: true,
    pattern: words(
      anyOf(
        '(?:being |get |getting |got |was |been |im |am )bullied',
        'bully(?:ing)? me',
        'bullies (?:me|are)',
        'cyber ?bull\\w*',
        '(?:they|kids|everyone|people|he|she|the \\S+|a \\S+|some \\S+|the \\S+ \\S+) (?:\\S+ ){0,3}?(?:call|calls|called|calling) me (?:names|fat|ugly|stupid|dumb|weird|a loser|\\S+ and \\S+)',
        '(?:laugh|laughs|laughing|laughed|make fun|makes fun|made fun|pick on|picks on|picking on|picked on|mean|spit|spits) (?:at |of |to )?me',
        '(?:hits|hit|push|pushes|pushed|kicks|kicked|punches|punched|trips|tripped|shoves|slaps) me(?! (?:(?:with|in) (?:a |the |her |his |my )?(?:\\S+ )?(?:ball|water|snowball|pillow|noodle|balloon|sponge|feather|leaf|cushion|teddy|toy|plushie|foam)|(?:a|the) (?:ball|shuttlecock|frisbee)|(?:\\S+ ){0,2}?(?:at|in) (?:chess|cards|uno|a race|the race|games?)))',
        '(?:nobody|no one|noone|none of them) (?:\\S+ )?(?:wants to play|plays|will play|likes|loves|cares about|talks to|sits with|wants to be friends with|wants) (?:with )?me',
        // "i have friends" is good news: only the negated forms count.
        '(?:(?:i have|i got|ive got) no|(?:i dont|i do not|i never) have (?:any|a)) (?:friends?|one to play with|one to talk to)',
        '(?:i dont|i do not) have (?:friends|anyone to (?:play|talk) (?:with|to))',
        '(?:leave|left|leaves|leaving|keep leaving) me out',
        '(?:take|took|takes|steal|steals|stole) my (?:lunch|money|lunch money|things|stuff|snack|phone)',
        '(?:posted|posting|post|said|says|saying|spread|spreading|wrote) (?:\\S+ )?(?:mean|bad|nasty|horrible|lies|rumou?rs|lies) (?:things |stuff |about )?(?:about )?me',
        '(?:say|says|said|tell|tells|told) (?:me )?(?:that )?im (?:ugly|fat|stupid|dumb|weird|a loser|worthless)',
        '(?:scared|afraid|frightened|dont want) (?:\\S+ ){0,2}?(?:to go|of going) to school',
        '(?:always|keep|keeps) (?:yelling|shouting|screaming|fighting)(?= .*(?:scared|afraid|cry|hide|sad))',
        '(?:scared|afraid) (?:\\S+ ){0,6}(?:yelling|shouting|screaming|fighting)',
      ),
    ),
    // Getting better at a game where being hit or tagged is the game: "everyone hits me first at dodgeball".
    unless: words(
      '(?:better|good|win|tips|practice|improve|faster)(?: \\S+){0,3}? (?:at|in|for) (?:dodge ?ball|laser tag|paintball|nerf(?: wars?)?|snowball fights?|water fights?|pillow fights?|tag|tig)(?! .*(?:names|laugh|fun of|cry|sad|scared|on purpose|bully|bullies|mean))',
    ),
  },
  {
    id: 'bullying:en:feelings',
    category: 'bullying',
    needsCare: true,
    pattern: words(
      anyOf(
        `${EN_FEEL} (?:so |very |really |super |always |all |kind of |kinda |just |too )*${EN_LOW}(?! (?:flower|plant|seed|little|bee|tree|of the|to see))`,
        '(?:sad|lonely|scared|upset|depressed|miserable) all the time',
        '(?:i cry|i cried|im crying|i keep crying|i always cry|cant stop crying|i cry every)',
        'nobody loves me',
        'no one loves me',
        '(?:everyone|everybody) hates me',
        'i miss (?:her|him|them|my \\S+) so much',
        'i hate school',
        '(?:my )?(?:mom|mum|dad|parents|parent) (?:hits|hurt|hurts|hit|beats|beat) me',
      ),
    ),
    unless: words(
      '(?:sad|upset|disappointed)(?: that| because| about)? (?:my|the|our|all my) (?:\\S+ )?(?:plants?|pumpkins?|tomato\\w*|flowers?|seeds?|seedlings?|sunflowers?|garden|crops?|veg\\w*|strawberr\\w*|lettuces?|beans?|roses?|trees?|cactus|basil)|(?:sad|scared|upset|lonely) (?:story|song|book|movie|film|flower|plant)|(?:happy|excited|proud)|scared (?:of|away) (?:the )?(?:birds|pigeons|crows|slugs)|(?:scared|afraid|frightened) of (?:the )?(?:spiders?|worms?|bugs?|bees?|wasps?|caterpillars?|snakes?|ants?|beetles?|the dark|thunder)(?= .*(?:garden|plant|grow|tips|help me))|(?:scared|afraid|frightened) of (?:the )?(?:spiders?|worms?|bugs?|bees?|wasps?|hornets?|caterpillars?|snakes?|ants?|beetles?|centipedes?|slugs?|frogs?|toads?|mice|moths?|crickets?|earwigs?|ladybugs?)(?= .*(?:dangerous|poisonous|venomous|bite|sting|hurt|harmful|shed|garden|yard|compost|pond|greenhouse))|(?:stepped on|squashed|squished|killed|hurt|crushed) (?:a |an |the |some )?(?:\\S+ )?(?:snails?|slugs?|bugs?|ants?|worms?|beetles?|ladybugs?|caterpillars?|spiders?|bees?|frogs?) (?:\\S+ ){0,4}?(?:by accident|accidentally|on accident|without meaning)|(?:shy|nervous|scared) (?:\\S+ ){0,8}but now|home alone (?:until|till|after|from|when|on)|(?:plants?|flowers?|bonsai|orchids?|ferns?|cactus|tomato\\w*|sunflowers?|seedlings?|basil|roses?|trees?|pumpkins?) (?:\\S+ ){0,4}(?:dying|died|dead|wilted|wilting|squashed|eaten) (?:\\S+ ){0,3}(?:and )?(?:i feel|im|i am|i was|i cried|made me) (?:so |really |a bit |kind of )?(?:sad|bad|upset|cry)|so sad (?:that )?(?:my|the) (?:plant|flower|tomato|basil|sunflower|seed)|(?:plants?|flowers?|seedlings?|sunflowers?|tomato\\w*|beans?|peas?|strawberr\\w*|lettuces?|pumpkins?|roses?|trees?|basil|veg\\w*|crops?|garden) (?:\\S+ ){0,2}(?:fell over|feel over|fell down|blew over|snapped|broke|died|got eaten|got squashed|wilted)|(?:ate|eaten|ruined|destroyed|trampled|squashed|dug up|pecked) (?:all )?(?:of )?(?:my|the|our) (?:\\S+ )?(?:plants?|flowers?|seedlings?|sunflowers?|tomato\\w*|beans?|peas?|strawberr\\w*|lettuces?|pumpkins?|roses?|veg\\w*|crops?|garden)|(?:sad|upset|cry|cried)\\w* (?:\\S+ ){0,3}(?:can we|can i|could we|lets) (?:\\S+ ){0,2}(?:plant|grow|sow|get) a new one',
    ),
  },
  {
    id: 'bullying:en:mean',
    category: 'bullying',
    pattern: words(
      anyOf(
        '(?:make|made|making) (?:\\S+ ){0,6}?(?:cry|feel bad|feel stupid|feel ugly|sad)(?! (?:with joy|happy))',
        '(?:bully|bullying|tease|teasing|humiliate|embarrass) (?:the |that |a |my |this )?(?:\\S+ )?(?:kid|girl|boy|classmate|brother|sister|friend)',
        '(?:lets|we should|i want to|im going to|gonna) (?:\\S+ )?(?:exclude|leave out|ignore|make fun of|laugh at|spread rumou?rs about)',
      ),
    ),
    unless: words('cry (?:of|with) joy|onions? make'),
  },
  {
    id: 'bullying:es:bullied',
    category: 'bullying',
    needsCare: true,
    pattern: words(
      anyOf(
        'me (?:hacen|hace|hicieron|estan haciendo) (?:bullying|bulling|buling|bulin|acoso|ciberacoso)',
        '(?:sufro|tengo) (?:bullying|bulling|buling|acoso)',
        'me (?:acosan|acosa|insultan|insulta|amenazan|amenaza|humillan|molestan|pegan|pega|empujan|empuja|patean|pegaron|empujaron)',
        '(?:se rien|se burlan|se rieron|se burlaron|burlarse|reirse|meterse|se meten) de mi',
        'me (?:llaman|llama|dicen|dice|llamaron|dijeron) (?:que soy )?(?:gord[oa]|fe[oa]|tont[oa]|rar[oa]|idiota|inutil|perdedor[a]?|nombres|cosas feas)',
        'dicen que soy (?:fe[oa]|tont[oa]|gord[oa]|rar[oa]|inutil)',
        'nadie (?:\\S+ )?(?:quiere jugar conmigo|juega conmigo|me quiere|me habla|quiere ser mi amig[oa]|se sienta conmigo|me hace caso)',
        'no tengo (?:ningun )?amig[oa]s?',
        'no tengo (?:a )?nadie (?:con quien|que)',
        '(?:me dejan|me dejaron|me han dejado|me han vuelto a dejar|me vuelven a dejar|me apartan) (?:\\S+ )?(?:de lado|fuera|sol[oa]|aparte)',
        'me (?:quitan|quitaron|roban|robaron) (?:el|mi|mis|la) (?:dinero|almuerzo|merienda|bocadillo|cosas|movil)',
        '(?:publico|publicaron|dice|dicen|dijo|escribio|escribieron|cuentan|contaron) (?:\\S+ ){0,2}?(?:cosas feas|mentiras|cosas malas|cosas horribles) (?:de|sobre) mi',
        '(?:me da|tengo) miedo (?:de )?ir al (?:cole|colegio|instituto|escuela)',
        '(?:siempre estan|no paran de|siempre) (?:gritando|peleando|discutiendo)(?= .*(?:miedo|lloro|triste|escondo))',
      ),
    ),
    // "Me pega stickers" sticks things on, "me pegó la gripe" passes a cold on: not a blow.
    unless: words(
      '(?:pega|pegan|pego|pegaron|pegue) (?:\\S+ )?(?:stickers?|calcomanias?|pegatinas?|estampas|estampitas|fotos?|papeles|dibujos|carteles|notas|chicles?|cinta|etiquetas?|post ?its?|la gripe|el resfriado|la tos|un susto|la risa|el sueño|los mocos)',
    ),
  },
  {
    id: 'bullying:es:feelings',
    category: 'bullying',
    needsCare: true,
    pattern: words(
      anyOf(
        `(?:me siento|me senti|estoy|me encuentro|siempre estoy|me noto) (?:muy |tan |super |siempre |muy muy |re |bastante |todo el rato )*${ES_LOW}(?! (?:la planta|el girasol|la flor))`,
        'triste todo el (?:tiempo|rato|dia)',
        // Folded, "lloró" (she cried) is "lloro" (I cry): only the first person, said as a habit, counts.
        '(?:yo lloro|lloro (?:todos|todas|cada|mucho|siempre|por las noches|sin parar|en el cole|en clase)|estoy llorando|no paro de llorar|siempre lloro|me pongo a llorar)',
        'siento que nadie me quiere',
        'nadie me quiere',
        'todos me odian',
        '(?:la|lo|los|las) echo (?:tanto |mucho )?de menos',
        'odio el (?:cole|colegio|instituto)',
        'me da (?:mucho )?miedo',
        'tengo (?:mucho )?miedo',
        '(?:mi )?(?:madre|padre|mama|papa|padres) me (?:pega|pegan|pego|hace daño|hacen daño)',
      ),
    ),
    unless: words(
      '(?:pega|pegan|pego|pegaron|pegue) (?:\\S+ )?(?:stickers?|calcomanias?|pegatinas?|estampas|estampitas|fotos?|papeles|dibujos|carteles|notas|chicles?|cinta|etiquetas?|post ?its?|la gripe|el resfriado|la tos|un susto|la risa|el sueño|los mocos)|triste (?:porque|por|de que) (?:\\S+ ){0,3}(?:mi|mis|la|las|el|los) (?:planta|calabaza|tomate|flor|semilla|girasol|huerto|fresa|lechuga|rosal|arbol|cactus|albahaca)\\w*|(?:cuento|cancion|libro|pelicula) triste|de una flor triste|sol[oa] en casa (?:hasta|desde|por|un rato|cuando|los)|(?:planta|bonsai|orquidea|helecho|girasol|flor|tomatera|albahaca|cactus|rosal|arbol|calabaza)\\w* (?:\\S+ ){0,4}(?:muriendo|murio|muerto|muerta|marchit\\w*|sec(?:[oa]|ando)|aplast\\w*) (?:\\S+ ){0,3}(?:y )?(?:me siento|estoy|me puse|me pone) (?:muy |tan |un poco )?(?:mal|triste)|(?:timid[oa]|nervios[oa]) (?:\\S+ ){0,8}pero ahora|miedo (?:a|de) (?:las|los) (?:abejas|avispas|arañas|gusanos|hormigas|orugas|babosas|caracoles|ciempies|serpientes|culebras|sapos|ranas|ratones|polillas|bichos|escarabajos)|(?:pise|aplaste|mate|lastime|pisamos|aplastamos|pisoteé|pisotee) (?:sin querer |por accidente |sin darme cuenta )?(?:a )?(?:un|una|el|la|al|unos|unas|los|las) (?:\\S+ )?(?:caracol|caracoles|babosas?|bichos?|hormigas?|gusanos?|lombriz|lombrices|abejas?|mariquitas?|catarinas?|vaquitas?|orugas?|escarabajos?|arañas?|ranas?|sapos?|grillos?)|(?:feliz|contenta|contento)',
    ),
  },
  {
    id: 'bullying:es:mean',
    category: 'bullying',
    pattern: words(
      anyOf(
        '(?:hacer|hago|hacerle|hacerla) (?:\\S+ )?llorar (?:a )?',
        'como (?:hago|puedo) (?:para )?(?:hacer )?llorar',
        '(?:molestar|humillar|burlarme de|reirme de|excluir|acosar|hacerle bullying a) (?:a )?(?:la|el|ese|esa|mi|un|una) (?:\\S+ )?(?:niñ[oa]|chic[oa]|compañer[oa]|herman[oa]|amig[oa])',
      ),
    ),
    unless: words('llorar de (?:risa|alegria)|cebolla'),
  },

  {
    id: 'bullying:broad',
    category: 'bullying',
    needsCare: true,
    pattern: words(
      anyOf(
        '(?:everyone|everybody|they|the (?:other )?(?:kids|girls|boys)|my (?:friends|class)|people) (?:\\S+ ){0,3}?(?:ignores?|ignored|ignoring|avoids?|avoid) me',
        '(?:i )?(?:eat|sit|play) (?:lunch |my lunch )?(?:alone|by my ?self|on my own) (?:every|all|at)',
        // "I walk home alone at 3" is a timetable (a privacy nudge at most), "every day" is loneliness.
        '(?:i )?walk home (?:alone|by my ?self|on my own) (?:every|all)',
        '(?:no one|nobody|noone) (?:\\S+ )?(?:listens|listen|believes|understands) (?:to )?me',
        '(?:they|kids|he|she) (?:\\S+ )?(?:threaten|threatens|threatened|blackmail|blackmails) me',
        '(?:im|i am|i feel) (?:so |really |very )?(?:alone|lonely) (?:every|all|at (?:school|home|recess|lunch))',
        'me (?:ignoran|ignora|evitan|amenazan|amenaza|chantajean)',
        '(?:como|juego|estoy|me siento) sol[oa] (?:en el recreo|en el comedor|todos los dias|siempre|en clase)',
        'nadie me (?:escucha|hace caso|cree|entiende)',
      ),
    ),
  },

  {
    id: 'bullying:more',
    category: 'bullying',
    needsCare: true,
    pattern: words(
      anyOf(
        '(?:keep|keeps|kept|always|start|started) (?:pushing|hitting|kicking|punching|shoving|tripping|pinching|biting|spitting on|chasing|hurting) me',
        '(?:stopped|stop|doesnt|wont|dont) (?:talking|talk|speaking|speak) to me',
        'ya no me (?:habla|hablan|quiere|quieren|hace caso)',
        'me (?:empujan|pegan|patean|pellizcan|escupen|persiguen) (?:\\S+ )?(?:contra|siempre|todos|cada)',
      ),
    ),
  },

  {
    id: 'bullying:widened',
    category: 'bullying',
    needsCare: true,
    pattern: words(
      anyOf(
        '(?:everyone|everybody|all of them|they|the (?:other )?(?:kids|girls|boys)|people|my (?:class|friends|family)) (?:\\S+ ){0,4}(?:hates?|hated|despises?) me',
        '(?:scared|afraid|frightened|terrified) of (?:the |my |some |these |those )?(?:\\S+ ){0,3}(?:boys|girls|kids|bullies|bully|teenagers|man|men|stepdad|step dad|dad|teacher|neighbou?r)(?! (?:plants?|spiders?|bees?|wasps?))',
        '(?:my )?(?:dad|mum|mom|stepdad|step dad|stepmom|uncle|teacher) (?:\\S+ )?scares me',
        '(?:todos|todas|todo el mundo|los de mi clase|mis compañeros) (?:\\S+ ){0,5}me (?:odian|odia|tienen asco)',
        'me (?:da|dan) (?:mucho )?miedo (?:los|las|el|la|mi|unos|unas) (?:\\S+ ){0,3}(?:chicos|chicas|niños|niñas|mayores|profe|profesor|hombre|padrastro|padre|vecino)',
      ),
    ),
  },

  {
    id: 'bullying:forced',
    category: 'bullying',
    needsCare: true,
    pattern: words(
      anyOf(
        '(?:make|makes|made|force|forces|forced) me (?:give|hand over|pay|do|eat|say|steal)',
        'me (?:obligan|obliga|obligaron|obligo|fuerzan|hacen) a (?:darles|darle|dar|pagar|hacer|comer|decir|robar)',
      ),
    ),
  },
]
