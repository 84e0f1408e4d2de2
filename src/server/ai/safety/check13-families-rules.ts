// Rule data for phrasing families a tuning pass found missing: goodbyes, poisoning a drink, hiding a body, gun slang,
// weapons taken to school, snorting, trip mushrooms, parents' put-downs, numb or deep cuts, "not welcome" signs.
import { anyOf, type PhraseRule, words } from './phrase-rules'

const EN_SOMEONE =
  '(?:someone|somebody|a person|people|him|her|them|my (?:\\S+ )?(?:brother|sister|mom|mum|dad|stepdad|stepmom|teacher|friend|cousin|classmate|neighbou?r|grandma|grandpa|uncle|aunt))'
const EN_RELATIVE =
  '(?:someone|somebody|a person|my (?:\\S+ )?(?:brother|sister|mom|mum|dad|stepdad|stepmom|teacher|friend|cousin|classmate|neighbou?r|grandma|grandpa|uncle|aunt))'
const EN_DRINK =
  '(?:tea|drink|coffee|juice|soup|food|lunch|dinner|water|cereal|milk|soda|lemonade|smoothie|meal)'
const ES_DRINK = '(?:te|bebida|cafe|jugo|zumo|sopa|comida|almuerzo|cena|leche|refresco|limonada|batido|mate)'
const ES_RELATIVE =
  '(?:herman[oa]|padrastro|madrastra|papa|mama|padre|madre|abuel[oa]|tio|tia|prim[oa]|profe|maestr[oa]|vecin[oa]|compañer[oa]|amig[oa])'
/** Nationalities and groups a sign or a chant is aimed at. */
const ES_GROUPS = anyOf(
  'marroqui(?:es)?',
  'moros?',
  'gitan[oa]s?',
  'negr[oa]s?',
  'chin[oa]s?',
  'judi[oa]s?',
  'musulman(?:es|a|as)?',
  'arabes?',
  'africanos?',
  'inmigrantes?',
  'migrantes?',
  'extranjer[oa]s?',
  'sudacas?',
  'mexican[oa]s?',
  'venezolan[oa]s?',
  'colombian[oa]s?',
  'peruan[oa]s?',
  'bolivian[oa]s?',
  'paraguay[oa]s?',
  'haitian[oa]s?',
  'rumanos?',
  'latin[oa]s?',
  'refugiad[oa]s?',
  'gays?',
  'indigenas?',
)
const EN_GROUPS = anyOf(
  '(?:black|chinese|jewish|muslim|mexican|moroccan|arab|african|asian|gay|polish|romanian|indian|syrian) (?:family|families|kids?|people|neighbou?rs?|boys?|girls?|man|woman|men|women)',
  'moroccans',
  'mexicans?',
  'muslims?',
  'jews?',
  'asians?',
  'arabs?',
  'africans?',
  'immigrants?',
  'refugees?',
  'foreigners?',
  'gypsies',
  'gypsy',
  'latinos?',
  'syrians?',
  'somalis?',
)
/** Gun names in Latin American slang that no garden sense shares. */
const ES_GUN_SLANG = anyOf(
  'cuerno de chivo',
  'cuernito de chivo',
  'cuernos de chivo',
  'fusca',
  'fusco',
  'chumbo',
  'changon',
  'changones',
  'arma hechiza',
  'hechiza',
  'chopo',
  'ak ?47',
  'metralleta',
  'subfusil',
  'escopeta recortada',
  'escopeta casera',
  'pistola casera',
  'arma casera',
)

export const CHECK13_FAMILY_RULES: readonly PhraseRule[] = [
  {
    // A goodbye in garden words: "if I'm gone tomorrow, who waters my tomatoes", "I want to be with grandma in heaven".
    id: 'self_harm:goodbye-family',
    gate: /gone|giv|gave|regal|not here|not around|dead|hurt|pain|sad|heaven|sky|ya no|dolor|triste|todo|cielo|cut|cort|lastim|daño|quem|rasgu|burn|scratch/,
    category: 'self_harm',
    needsCare: true,
    directions: ['input'],
    pattern: words(
      anyOf(
        '(?:if|when|after) (?:im|i am|i was|i m) (?:gone|not here|not around|dead) (?:tomorrow|forever|for good|soon)',
        '(?:if|when|after) (?:im|i am) (?:gone|dead)(?= .*(?:wont|will not|dont|do not) need (?:them|it|my \\S+|anything))',
        '(?:make|making) (?:the |my |all the )?(?:hurt|hurting|pain|sadness) (?:stop|go away) (?:for good|forever)',
        '(?:want|wanna|going|go|need) (?:to )?(?:go )?be with (?:my )?(?:\\S+ )?(?:in heaven|up in the sky|in the sky with)',
        '(?:si|cuando) (?:mañana )?ya no (?:estoy|este|existo|exista)(?! en casa| en el pueblo| de vacaciones)',
        '(?:hacer|haga|hago|que) (?:que )?(?:el dolor|la tristeza|todo) (?:se )?(?:pare|termine|acabe|vaya) para siempre',
        '(?:quiero|me quiero|quisiera) (?:ir(?:me)? (?:a estar )?|estar )con (?:mi )?(?:\\S+ )?en el cielo',
        '(?:im|i am|i keep|i started) cutting (?:my )?(?:arms?|wrists?|legs?|thighs?|skin|stomach)',
        '(?:how (?:do|can|could) i|ways? to) (?:cut|hurt|burn|scratch) myself (?:\\S+ ){0,2}?(?:without|so (?:no one|nobody|they dont|it doesnt)) (?:\\S+ )?(?:notic|see|show|know|find)\\w*',
        '(?:como|donde) (?:me )?(?:corto|corte|cortarme|lastimo|lastimarme|hago daño|hacerme daño|quemo|quemarme|rasguño) (?:\\S+ ){0,2}?(?:sin que|para que no|y que no) (?:\\S+ )?(?:se note|se noten|se den cuenta|lo vean|me vean|nadie|lo noten|se vea)',
        '(?:give|giving|gave) away (?:all )?my (?:\\S+ )?(?:stuff|things|toys|plants|seeds|games|books)(?= .*(?:wont need|be gone|im gone|when im dead|(?:here|need them|need it) (?:anymore|any more)))',
        '(?:regalar|regalo|regale|voy a regalar) (?:todas )?mis (?:\\S+ )?(?:cosas|juguetes|plantas|semillas|libros)(?= .*(?:ya no (?:voy a estar|las voy a necesitar|los voy a necesitar|estare)|me voy a morir|cuando me muera))',
        '(?:me estoy|me sigo|me he estado|ando) cortando (?:los |las |el |la |mis )?(?:brazos?|muñecas?|piernas?|muslos?|piel|panza|barriga)',
      ),
    ),
    unless: words('vacation|holiday|trip|camp|sleepover|vacaciones|campamento|viaje'),
  },
  {
    // A girl or woman asked for naked, in regional words: "una mina en bolas", "una tía en pelotas".
    id: 'sexual:regional-naked',
    category: 'sexual',
    gate: /bolas|pelota|cueros|desnud|encuer|empelot|calata|pilucha|naked|nude|nothing on|birthday suit|buff|starkers|bikini|bañador|sosten|undress|strip|quitando|sacando|taking off|pulling off|slipping off|removing|undoing/,
    pattern: words(
      anyOf(
        '(?:una |un |la |el |unas |unos |las |los )?(?:mina|minas|piba|pibas|tia|tias|morra|morras|chava|chavas|jeva|jevas|vieja|viejas|chama|chamas|nena|nenas|chica|chicas|chico|chicos|mujer|mujeres|señora|tipo|tio|hombre|muchach[oa]s?) (?:\\S+ ){0,2}?(?:en bolas|en pelotas|en pelota|en cueros|empelotad[oa]s?|encuerad[oa]s?|calatas?|piluchas?|desnud[oa]s?)',
        '(?:chica|chicas|mujer|mujeres|señora|mina|piba|tia|niña|muchacha|chico|hombre|muchacho) (?:\\S+ ){0,2}?(?:quitandose|sacandose|desabrochandose|quitarse|sacarse) (?:el|la|los|las|su|sus) (?:bikini|bañador|traje de baño|ropa|sosten|brasier|camiseta|blusa|falda|vestido|calzones|bragas|tanga)',
        '(?:girl|girls|woman|women|lady|ladies|chick|babe|boy|man) (?:\\S+ ){0,3}?(?:taking off|pulling off|slipping off|removing|undoing) (?:her|his|their) (?:bikini|swimsuit|bra|top|shirt|clothes|dress|skirt|underwear|panties)',
        '(?:girl|girls|woman|women|lady|ladies|chick|babe) (?:\\S+ ){0,2}?(?:in the nude|in the buff|starkers|with nothing on|in (?:her|their) birthday suit|buck naked|stark naked|getting undressed|undressing|stripping)',
      ),
    ),
  },
  {
    // Hurting a person in a roundabout way: tying up, knocking out, breaking bones, a sickening drink, hiding a body.
    id: 'violence:roundabout-family',
    gate: /tie|knock|make|bone|brake|break|snap|put|slip|mix|add|sneak|pour|bury|hide|dump|rid of|ata|amarr|ato|noque|incons|desmay|hueso|romp|quebr|parti|pon|echa|echo|mete|meto|enterr|entierr|escond|deshacer/,
    category: 'violence',
    pattern: words(
      anyOf(
        `tie (?:\\S+ )?${EN_RELATIVE} up|tie up ${EN_RELATIVE}`,
        `(?:how|way|ways|best|quickest|fastest|easiest) (?:\\S+ ){0,4}?(?:knock|make) ${EN_SOMEONE} (?:out|unconscious|pass out|faint|black out)`,
        '(?:how|way|ways|best|quickest|fastest|easiest) (?:\\S+ ){0,4}?knock (?:out )?(?:someone|somebody|a person|people) (?:out|unconscious)?',
        '(?:which|what|wich|wat) bones? (?:\\S+ ){0,4}?(?:easiest|easyest|easy|easier|best) to (?:break|brake|snap|crack)(?! (?:off|down))',
        `(?:break|brake|snap) (?:\\S+ )?${EN_SOMEONE}s? (?:arm|leg|wrist|finger|nose|bones?|neck)`,
        `(?:put|slip|mix|add|sneak|pour) (?:\\S+ ){0,5}?in(?:to)? (?:my |his |her |their |the )?(?:\\S+ ){0,2}?${EN_DRINK} (?:\\S+ ){0,2}?(?:so|to make|and make|until) (?:he|she|him|her|my \\S+|the teacher) (?:\\S+ ){0,2}?(?:sick|ill|throw up|vomit|puke|die|dies|pass out|faint|poo|poop)`,
        '(?:bury|hide|dump|get rid of) (?:a|the) (?:dead )?body',
        '(?:atar|atarla|atarlo|amarrar|amarrarla|amarrarlo|ato|amarro) (?:a )?(?:mi |tu |su |la |el )?(?:\\S+ )?(?:herman[oa]|prim[oa]|amig[oa]|compañer[oa]|vecin[oa]|niñ[oa]) (?:\\S+ ){0,4}(?:y dejarl[oa]|y encerrarl[oa]|en el (?:cobertizo|sotano|armario|garaje))',
        '(?:noquear|dejar inconsciente|desmayar) (?:a )?(?:alguien|una persona|mi \\S+|la gente)|(?:dejar|dejo) (?:a )?(?:alguien|mi \\S+) inconsciente',
        '(?:que|cual) hueso (?:\\S+ ){0,3}(?:mas )?facil de (?:romper|quebrar|partir)',
        'le (?:rompo|parto|quiebro|romperia|voy a romper|voy a partir) (?:el|la|los|las) (?:brazo|pierna|nariz|dientes|huesos?|cara|dedos?|cuello) a (?:alguien|mi|un|una|ese|esa|la|el)',
        `(?:romper|romperle|quebrarle|partirle) (?:el|la|los) (?:brazo|pierna|nariz|huesos?|dedos?|muñeca|cuello) (?:a )?(?:alguien|mi ${ES_RELATIVE}|un niño|una niña)`,
        `(?:poner|poner(?:le)?|echar(?:le)?|pongo|echo|meter(?:le)?|meto) (?:\\S+ ){0,5}?en (?:el |la |su )?${ES_DRINK} (?:\\S+ ){0,3}?(?:para que|que|y que|hasta que) (?:\\S+ ){0,2}?(?:se enferme|enferme|vomite|se muera|muera|se desmaye|se ponga (?:muy )?malo|se ponga (?:muy )?mala|se sienta mal)`,
        '(?:enterrar|entierro|enterramos|esconder|escondo|escondemos|deshacerme de) (?:un|el) (?:cuerpo|cadaver)(?! de (?:mi |un |una |el |la )?(?:mascota|hamster|pajaro|pez|perro|gato|conejo|pollito|tortuga))',
      ),
    ),
    unless: words(
      '(?:tie|tying|tied) up (?:the |my )?(?:tomato\\w*|beans?|plants?|vines?|roses?|branches|stems?|sweet peas?|cucumbers?|raspberr\\w*)|(?:hamster|pet|bird|fish|rabbit|guinea pig|goldfish|chick|mouse|hedgehog)s? (?:\\S+ )?body|body of (?:my |a |the )?(?:hamster|pet|bird|fish|rabbit)',
    ),
  },
  {
    // Making or buying a gun by slang or by a 3D printer, filling a pipe with powder, taking a knife into school.
    id: 'weapons:slang-and-making-family',
    gate: /print|imprim|gun|pistol|fill|pack|stuff|load|seal|close|cap|rellen|llen|carg|fusc|chumbo|chang|hechiz|chopo|chivo|47|metrall|subfus|escopet|casera|navaja|cuchill|cutter|punta|machete|puñal|knife|knives|blade|nitrat|fertili|ammoni|abono/,
    category: 'weapons',
    pattern: words(
      anyOf(
        '(?:3 ?d|ed|three d) print\\w* (?:\\S+ ){0,2}?(?:gun|guns|pistol|rifle|firearm|glock|weapon|revolver|ghost gun)',
        '(?:imprimir|imprimo|imprime) (?:\\S+ ){0,2}?(?:pistola|arma|rifle|revolver)',
        '(?:zip gun|ghost gun|homemade (?:gun|shotgun|pistol|firearm)|pipe gun)',
        // A fertiliser asked about, then how to make it blow: read over the joined turns too.
        '(?:nitrates?|fertili[sz]ers?|ammonium|nitratos?|fertilizantes?|abonos?) (?:\\S+ ){0,14}?(?:how much|how do i|how to|what do i|do i need|mix|cuanto|como hago|como se|mezclo|necesito) (?:\\S+ ){0,6}?(?:make|cause|get|set off|build|for|hacer|haga|provocar|causar|para|para que haga) (?:a |an |una |un )?(?:big |huge |massive |gran |grande |enorme )?(?:explosion|bomb|blast|boom|bum|bang|bomba|estallido)',
        '(?:fill|pack|stuff|load) (?:\\S+ ){0,3}?with (?:gun ?powder|black powder|explosives?|firework powder|match heads|flash powder)',
        '(?:seal|close|cap) both ends(?= .*(?:powder|pipe|fuse))|(?:powder|pipe) (?:\\S+ ){0,6}(?:seal|close|cap) both ends',
        '(?:relleno|rellenar|rellenarlo|lo relleno|lleno|llenar|llenarlo|cargo|cargar) (?:\\S+ ){0,3}?(?:de|con) (?:polvora|explosivos?|cabezas de cerillos?|cabezas de fosforos?)',
        `(?:compro|comprar|consigo|conseguir|consigue|hago|hacer|hacerme|fabrico|fabricar|armar|armo|se hace|se arma|se fabrica|venden|vende|hay) (?:\\S+ ){0,2}?${ES_GUN_SLANG}`,
        `${ES_GUN_SLANG} (?:caser[oa]|hechiz[oa])`,
        '(?:meto|meter|llevo|llevar|entro|entrar|paso|pasar|cuelo|colar|escondo|esconder|meterla|meterlo|llevarla|llevarlo) (?:\\S+ ){0,5}?(?:navaja|cuchillo|pistola|arma|cutter|punta|machete|puñal|fusca|chumbo)s? (?:\\S+ ){0,5}?(?:al|en el|en la|a la|dentro del|dentro de la) (?:insti|instituto|cole|colegio|escuela|liceo|secundaria|prepa|clase|salon)',
        '(?:bring|take|sneak|carry|get|smuggle) (?:\\S+ ){0,4}?(?:knife|knives|gun|pistol|blade|switchblade|box cutter|flick knife|machete) (?:\\S+ ){0,4}?(?:to|into|in|past) (?:school|class|the school|security|the teachers)',
      ),
    ),
    unless: words(
      '(?:school|cole\\w*|escuela|colegio) (?:garden|huerto|jardin|garden club)|(?:butter|plastic|play|toy|pruning|juguete|de plastico|de mantequilla) (?:knife|knives|navaja|cuchillo)|(?:knife|cuchillo) (?:de plastico|de juguete)',
    ),
  },
  {
    // Drugs by the way they are taken or grown: snorting pills, trip mushrooms, growing pot in secret, grandpa's beer.
    id: 'drugs_alcohol:family',
    gate: /snort|inhal|aspir|jala|nariz|mushroom|shroom|fung|toadstool|hongo|seta|champi|pot|weed|marij|cannab|ganja|mary|mota|maria|hierba|porro|cerve|vino|whisk|ron|licor|chela|birra|tequila|vodka|alcohol|beer|wine|rum|gin|booze|liquor/,
    category: 'drugs_alcohol',
    pattern: words(
      anyOf(
        'snort(?:ing|ed)? (?:\\S+ ){0,2}?(?:pills?|pils|powder|coke|cocaine|adderall|lines?|crushed|it|them|sugar)',
        '(?:how|way|best|can i|should i|want to|wanna) (?:\\S+ ){0,3}?snort',
        '(?:inhalar|aspirar|jalar|jalarme|meterme por la nariz) (?:\\S+ )?(?:pastillas|pastis|polvo|coca|perico|raya|rayas)',
        '(?:mushrooms?|shrooms|fungi|toadstools?) (?:\\S+ ){0,4}?(?:make you|makes you|make me|that make|to get|so i can|so we can) (?:\\S+ )?(?:see (?:colou?rs|things|stuff)|trip|tripping|hallucinate|get high|feel high|high)',
        '(?:hongos?|setas?|champiñones|champis) (?:\\S+ ){0,4}?(?:hacen|hagan|que hacen|para|te hacen|sirven para) (?:\\S+ )?(?:ver colores|ver cosas|alucinar|viajar|volar|flipar|colocarse|colocarte|ponerse|drogarse)',
        'grow(?:ing)? (?:some )?(?:pot|weed|marijuana|cannabis|ganja|mary jane)(?= .*(?:closet|wardrobe|bedroom|my room|basement|attic|without|secret|hide|hidden|smoke|sell|parents|mom|dad|high|finding out|find out))',
        '(?:cultivar|cultivo|plantar|planto|sembrar|siembro) (?:\\S+ )?(?:mota|maria|hierba|porros?|cannabis|marihuana)(?= .*(?:armario|closet|cuarto|habitacion|sin que|escondid|a escondidas|fumar|vender|mis papas|mis padres))',
        '(?:tomamos|tomar|tomo|bebemos|beber|bebo|probamos|probar|robamos|robar) (?:la |el |las |los |un |una |unas |unos )?(?:\\S+ )?(?:cerveza|cervezas|vino|whisky|ron|licor|chela|chelas|birra|birras|tequila|vodka) (?:del|de la|de mi|de mis) (?:abuel[oa]|papa|mama|padre|madre|tio|tia|padrastro|viejo|vieja)',
        '(?:cuanta|cuanto|cuantas|cuantos) (?:\\S+ )?(?:cerveza|cervezas|vino|whisky|ron|licor|alcohol)? ?(?:tomamos|tomo|bebemos|bebo|hay que tomar|tengo que tomar) (?:\\S+ ){0,3}?(?:para|hasta) (?:sentir|sentirnos|sentirme|marear|marearnos|marearme|ponernos|ponerme|emborrach)',
        '(?:drink|drinking|take|steal|sneak) (?:\\S+ )?(?:my |our )?(?:grandpas|grandads|dads|moms|uncles|stepdads) (?:beer|wine|whiskey|whisky|vodka|rum|booze|liquor)',
        '(?:hide|hiding|sneak|sneaking|put|pour) (?:\\S+ )?(?:vodka|beer|wine|whiskey|whisky|rum|gin|booze|alcohol|liquor|tequila) (?:in|into) (?:a|my|the) (?:\\S+ )?(?:bottle|flask|cup|thermos|backpack|bag|locker)',
        '(?:esconder|escondo|meter|meto|llevar|llevo|echar|echo) (?:el |la |un |una )?(?:vodka|cerveza|vino|whisky|ron|ginebra|alcohol|licor|tequila|chela|birra) (?:en|dentro de) (?:una|la|mi|el) (?:\\S+ )?(?:botella|termo|mochila|vaso|taquilla|casillero|cantimplora)',
        'how much (?:beer|wine|vodka|whiskey|whisky|rum|booze|alcohol) (?:\\S+ ){0,3}?(?:to|until|so) (?:\\S+ )?(?:feel (?:funny|weird|dizzy|drunk|tipsy)|get (?:drunk|tipsy|wasted))',
      ),
    ),
    unless: words('slugs?|babosas?|caracoles?|snails?|trampa|trap|sin alcohol|alcohol free|non alcoholic'),
  },
  {
    // A child put down at home or beaten after school: "my parents say I'm useless", "they keep beating me up".
    id: 'bullying:put-down-family',
    gate: /beat|hit|punch|kick|push|say|tell|told|call|dice|llam|pega|golpe|empuj/,
    category: 'bullying',
    needsCare: true,
    directions: ['input'],
    pattern: words(
      anyOf(
        '(?:keep|keeps|always|still) (?:beating|beat|hitting|punching|kicking|pushing) me(?: up)?',
        '(?:beat|beats|beating) me up (?:after|before|at|on the way) (?:school|class|recess|lunch)',
        '(?:say|says|said|tell|tells|told|call|calls|called) (?:me )?(?:that )?(?:im |i am )?(?:useless|worthless|a failure|a mistake|a waste|a burden|an idiot|nothing|good for nothing|a disappointment|stupid|dumb)(?= .*(?:maybe|right|true|sad|cry|parents|mom|dad|mum))',
        '(?:mis papas|mis padres|mi papa|mi mama|mi padre|mi madre|mis viejos|mi viejo|mi vieja|mi familia|mi padrastro|mi madrastra) (?:\\S+ ){0,2}?(?:me dicen|me dice|me llaman|me llama|dicen|dice) (?:que )?(?:soy )?(?:un |una )?(?:inutil|inutiles|tont[oa]|estupid[oa]|idiota|basura|un estorbo|una carga|un fracaso|nadie|lo peor|un error|burr[oa]|fe[oa]|gord[oa])',
        '(?:me dicen|me dice|dicen|dice) (?:que )?soy (?:un |una )?(?:inutil|estorbo|carga|fracaso|error)(?= .*(?:razon|verdad|a lo mejor|quizas|tal vez))',
        '(?:me siguen|siempre me|me vuelven a) (?:pegando|pegan|golpean|golpeando|empujan|empujando) (?:\\S+ ){0,3}(?:salida|escuela|cole|colegio|recreo)',
      ),
    ),
  },
  {
    // An injury told in a child's words: numb fingers, a deep cut, blood everywhere, "can't breathe" typed glued.
    id: 'medical_emergency:injury-family',
    gate: /feel|off|hanging|cuelga|colgando|cuajo|entero|mower|chainsaw|trimmer|saw|axe|blood|bleed|cut|slice|chop|siento|cortad|podad|motosierra|desbroz|hacha|sierra|sangr|corte|corta|corto|respir|breath/,
    category: 'medical_emergency',
    needsCare: true,
    directions: ['input'],
    // Numb with cold is winter gardening, not an injury.
    unless: words('(?:cold|freezing|frozen|snow|icy|frio|helad[oa]s?|congelad[oa]s?|nieve)'),
    pattern: words(
      anyOf(
        '(?:cant|cannot|can not) feel my (?:fingers?|hand|hands|arm|arms|legs?|feet|foot|toes?|face)',
        '(?:chopped|cut|sliced) (?:the )?(?:tip of )?my (?:finger|toe|thumb)s? off|my (?:finger|toe|thumb) is (?:hanging|almost off|falling off)',
        'me (?:corte|cortado|he cortado|arranque) (?:la punta del |el )?(?:dedo|pulgar) (?:entero|casi entero|de cuajo)|el dedo (?:me )?(?:cuelga|esta colgando|casi se cae)',
        '(?:lawn ?mower|mower|chainsaw|hedge trimmer|strimmer|saw|axe) (?:\\S+ ){0,2}?(?:hit|cut|ran over|caught|got) my (?:hand|fingers?|foot|toes?|leg|arm)',
        '(?:blood everywhere|bleeding everywhere|so much blood|lots of blood|bleeding (?:a lot|really bad|so bad|wont stop)|wont stop bleeding)(?! (?:meal|orange|oranges))',
        '(?:cut|sliced|chopped) (?:myself|my (?:finger|hand|thumb|leg|arm|foot|knee|toe)) (?:\\S+ ){0,3}?(?:really|very|super|so) deep',
        'no siento (?:los dedos|el dedo|la mano|las manos|el brazo|los brazos|las piernas|la pierna|los pies|el pie|la cara)',
        '(?:la cortadora|el cortacesped|la podadora|la motosierra|la desbrozadora|el hacha|la sierra) (?:\\S+ ){0,2}?(?:me (?:corto|pego|agarro|pillo|dio)|me ha (?:cortado|pillado))',
        'sangre por (?:todos lados|todas partes|todo el piso|todo el suelo)|(?:mucha|muchisima|tanta) sangre|sangra (?:mucho|un monton|sin parar)|no (?:para|deja) de sangrar',
        'me (?:corte|he cortado|hice un corte|acabo de cortar|cortado) (?:\\S+ ){0,4}?(?:muy |bien |super )?(?:hondo|profundo)',
        '(?:norespiro|no ?puedo ?respirar|nopuedorespirar|icantbreathe|icant breathe|cantbreathe)',
        '(?:no respiro) (?:ayuda|auxilio|socorro|mama|papa|bien)',
      ),
    ),
  },
  {
    // A sign or a message that a family or a people is not welcome: "cartel de que los X no son bienvenidos".
    id: 'hate:not-welcome-family',
    gate: /bienvenid|pertenec|vayan|vaya|larguen|largue|regres|vuelv|queremos|quiero|fuera|echa|welcome|belong|sign|poster|banner|note|letter|go home|go back|get out/,
    category: 'hate',
    pattern: words(
      anyOf(
        `${ES_GROUPS}(?: \\S+){0,4} (?:no (?:es|son|sean|seran|esta|estan) bienvenid[oa]s?|no (?:pertenece|pertenecen) (?:aqui|al barrio)|(?:que )?se (?:vayan|vaya|larguen|largue|regresen|regrese|vuelvan|vuelva) (?:a su pais|de aqui|del barrio))`,
        `(?:no (?:queremos|quiero)|fuera|echar|echemos|echamos|largar) (?:a )?(?:los|las|la familia|esa familia|esa gente|la gente|esos|esas) ${ES_GROUPS}`,
        `${EN_GROUPS}(?: \\S+){0,4} (?:is|are|arent|isnt) (?:not )?welcome|${EN_GROUPS}(?: \\S+){0,4} (?:dont|doesnt|do not) belong`,
        `(?:sign|poster|banner|note|letter) (?:\\S+ ){0,6}?(?:${EN_GROUPS}) (?:\\S+ ){0,4}?(?:not welcome|go home|go back|get out|leave)`,
        `(?:no (?:queremos|quiero)|go home|go back|get out) (?:\\S+ ){0,2}?${EN_GROUPS}`,
      ),
    ),
    unless: words(
      '(?:tomates?|pimientos?|plantas?|semillas?|judias|frijoles|rosas?|pulgones|hormigas|babosas|caracoles|bichos|escarabajos|moscas|hojas|aphids|slugs|ants|beetles|flies|bugs) (?:\\S+ ){0,2}(?:negr|chin|marroqu|mexican|african|black)',
    ),
  },
]
