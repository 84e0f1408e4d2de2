// Rule data for regional slang and roundabout asks: undressing in pictures, "something that blows up", party words for
// drunk and drugs across Spanish-speaking countries, race ranking and "only … allowed", a relative who won't answer.
import { anyOf, type PhraseRule, words } from './phrase-rules'

const EN_PERSONISH =
  '(?:her|him|them|the (?:\\S+ )?(?:fairy|girl|boy|lady|woman|man|kid|child|princess|prince|teacher|mermaid|elf|person|people|gardener|character)|a (?:\\S+ )?(?:girl|boy|lady|woman|man|kid|child|fairy|person|princess|mermaid))'
const ES_PERSONISH =
  '(?:la |el |una |un |al |a la )?(?:\\S+ )?(?:hada|niñ[oa]|chic[oa]|señora|señor|mujer|hombre|muchach[oa]|princesa|principe|maestr[oa]|profe|sirena|persona|jardiner[oa]|personaje|duende)'

/** Parents and grandparents as children across the Spanish-speaking world call them. */
const ES_ELDERS =
  '(?:mis (?:viejos|papas|padres|jefes|tios|abuelos)|mi (?:viejo|vieja|papa|mama|jefe|jefa|padre|madre|tio|tia|abuelo|abuela|tata|abue|yayo|yaya|nono|nona|hermano|hermana))'

/** Drug names in regional slang that no garden sense shares when used without an article. */
const ES_DRUG_SLANG = anyOf(
  'perico',
  'perica',
  'farlopa',
  'merca',
  'falopa',
  'tusi',
  'tussi',
  'tusibi',
  'bazuco',
  'basuco',
  'cripy',
  'cripa',
  'creepy',
  'mota',
  'porros?',
  'canutos?',
  'petas?',
  'faso',
  'fasos',
  'hachis',
  'tachas?',
  'coca(?! ?cola)',
  'cocaina',
  'marihuana',
  'mariguana',
  'yerba(?= (?:para fumar|de la buena))',
  'hierba(?= (?:para fumar|de la buena))',
  'chocolate(?= para fumar)',
  'ganja',
  'weed',
  'drogas?',
  'pastillas? (?:para (?:volar|viajar|ponerme))',
)

/** Party words for drunk across countries: en pedo, pedo, mamado, curado, jumo, rascado, prendido, picado. */
const ES_DRUNK = anyOf(
  'en pedo',
  'pedo',
  'pedisimo',
  'mamad[oa]',
  'jum[oa]',
  'rascad[oa]',
  'en pea',
  'en curda',
  'borrach[oa]',
  'ebri[oa]',
  'pasad[oa] de copas',
)

/** Drinks children name: beer and spirits by their local names. */
const ES_DRINKS = anyOf(
  'vino',
  'cerveza',
  'chelas?',
  'cheves?',
  'birras?',
  'pola',
  'polas',
  'guaro',
  'aguardiente',
  'pisco',
  'fernet',
  'ron',
  'tequila',
  'mezcal',
  'vodka',
  'whisky',
  'whiskey',
  'licor',
  'alcohol',
  'trago',
  'tragos',
  'chupe',
  'pisto',
  'cubatas?',
  'calimocho',
  'sidra',
  'champan',
  'champaña',
)
const EN_DRINKS =
  '(?:beer|beers|wine|vodka|whiskey|whisky|rum|gin|tequila|booze|liquor|alcohol|cider|champagne|brandy|hard seltzer|alcopops?)'

export const SLANG_AND_INDIRECT_RULES: readonly PhraseRule[] = [
  {
    // Asking for a picture or story with someone undressed: "without clothes", "take her clothes off".
    id: 'sexual:en:undressed-picture',
    category: 'sexual',
    gate: /cloth|naked|nude|underwear|dress|strip|swimsuit|bikini|bra|panties|shirt|top|secs|seks|secks|sexs|sexx|nood|nudi/,
    pattern: words(
      anyOf(
        `(?:draw|paint|show|make|picture|image|photo|pic|create|generate|imagine|write) (?:\\S+ ){0,6}?(?:without (?:any |her |his |their )?(?:clothes|clothing)|with no (?:clothes|clothing)|no clothes on|(?:naked|nude|undressed)|in (?:her |his |their )?(?:underwear|bra|panties))`,
        `(?:take|took|taking|rip|pull|get) off ${EN_PERSONISH} (?:\\S+ )?(?:clothes|clothing|dress|shirt|top|underwear|bra|panties|swimsuit|bikini)`,
        `(?:take|took|taking|rip|pull|get) ${EN_PERSONISH} (?:\\S+ )?(?:clothes|clothing|dress|shirt|top|underwear|bra|panties|swimsuit|bikini) off`,
        `(?:undress|strip) ${EN_PERSONISH}`,
        '(?:show|see|draw) (?:me )?everything (?:under|beneath) (?:her|his|the) (?:clothes|dress|skirt)',
        `${EN_PERSONISH} (?:\\S+ ){0,2}?with (?:her|his|their|no) (?:top|shirt|bra|clothes|pants|underwear|swimsuit|bikini) (?:off|on)`,
        'topless (?:girls?|ladies|lady|women|woman|pics?|photos?|pictures?)',
        // "secso", "seks": sex spelt by ear.
        '(?:secso|sekso|sexso|secsso|secks|seks|sexxo)',
        '(?:nudes|nudez|noodz|noods|nudies|nood pics)',
      ),
    ),
    unless: words(
      '(?:doll|teddy|scarecrow|trees?|plants?|seeds?|bulbs?) (?:without|with no|naked)|naked (?:eye|seeds?|roots?|bulbs?|branches|trees?|soil)|bare ?root',
    ),
  },
  {
    id: 'sexual:es:undressed-picture',
    category: 'sexual',
    gate: /ropa|desnud|desvist|encuer|calzon|bikini|bañador|sosten|brasier|chichi|bolas|pelota|cueros|tetas|bragas|topless|secs|seks|sexs|sess|vestido|camis|blusa|falda|pantalon/,
    pattern: words(
      anyOf(
        `(?:quitale|quitele|sacale|quitarle|sacarle|quita|saca|arrancale) (?:toda )?la ropa`,
        `(?:dibuja|dibujame|pinta|muestra|muestrame|enseñame|haz|hazme|crea|genera|imagina|escribe) (?:\\S+ ){0,6}?(?:sin (?:nada de )?ropa|desnud[oa]s?|encuerad[oa]s?|en (?:ropa interior|calzones|calzoncillos|bragas|tanga|sosten|brasier))`,
        `(?:desvistela|desvistelo|desvisteles|desnudala|desnudalo|(?:desvestir|desnudar) (?:a|al) \\S+)`,
        `${ES_PERSONISH} (?:\\S+ ){0,2}sin (?:nada de )?ropa`,
        `${ES_PERSONISH} (?:\\S+ ){0,2}(?:en bolas|en pelotas|en pelota|en cueros|en tetas|sin calzones|sin brasier|sin sosten|sin bragas|en topless)`,
        '(?:secso|sekso|sexso|secsso|sesso)',
        '(?:que se quite|que se saque|quitale|sacale|quitarle|sacarle) (?:el|la|los|las|su|sus) (?:vestido|ropa|camiseta|camisa|blusa|falda|pantalones|bañador|bikini|calzones|sosten|brasier)',
      ),
    ),
    unless: words(
      'la ropa (?:a |al )?(?:la |el |mi )?(?:muñec|espantapajaros|oso)|(?:muñec[oa]|espantapajaros|arbol|arboles|planta|plantas|semillas?|bulbos?|raices?) (?:\\S+ ){0,3}(?:sin ropa|desnud)|raiz desnuda',
    ),
  },
  {
    // Explosives asked for without naming them: "something that blows up a car", "algo que haga explotar".
    id: 'weapons:indirect-explosive',
    category: 'weapons',
    gate: /blow|explod|boom|explot|volar|revent/,
    pattern: words(
      anyOf(
        '(?:build|make|create|assemble|put together|steps? (?:to|for)|how (?:to|do i|can i|would i)|teach me|recipe for) (?:\\S+ ){0,3}?(?:something|a thing|a device|a gadget|stuff|a machine|a box|a trap) (?:\\S+ ){0,2}?(?:that|which|to|so it|and) (?:\\S+ )?(?:blows? up|explodes?|goes? boom|makes? (?:a |an )?(?:big )?(?:explosion|bang|boom))',
        '(?:blow|blows|blowing) up (?:a|the|my|his|her|their|our|that|this|someones?) (?:\\S+ )?(?:car|cars|house|school|bus|building|shop|store|truck|van|church|mosque|synagogue|classroom|teacher|people|person|kids?|neighbou?rs?)',
        '(?:make|makes|making) (?:a|the|my|his|her|their|that) (?:car|house|school|bus|building|truck|mailbox) (?:blow up|explode)',
      ),
    ),
    unless: words(
      'blow up (?:a |the |my )?(?:balloons?|pool|paddling pool|bouncy|tyres?|tires?|air ?bed|mattress|float|ball|photo|picture|image)',
    ),
  },
  {
    id: 'weapons:es:indirect-explosive',
    category: 'weapons',
    gate: /explot|volar|revent|estall/,
    pattern: words(
      anyOf(
        '(?:algo|una cosa|un aparato|un artefacto|una caja|una trampa) (?:\\S+ ){0,2}?(?:que|para) (?:\\S+ )?(?:explote|estalle|haga explotar|haga volar|reviente|vuele por los aires)',
        '(?:hacer|hago|haga|hacemos) (?:explotar|estallar|volar) (?:un|una|el|la|mi|su|los|las) (?:\\S+ )?(?:coche|carro|auto|casa|escuela|colegio|cole|autobus|bus|camion|edificio|tienda|iglesia|clase|salon)',
        '(?:explotar|volar|reventar) (?:\\S+ )?(?:coche|carro|auto|casa|escuela|colegio|autobus|edificio) (?:\\S+ ){0,3}(?:con|usando) (?:una |un )?(?:bomba|explosivo|petardos?|polvora|gasolina)',
      ),
    ),
    unless: words('globos?|piscina|inflable|colchon|flotador|pelota|palomitas'),
  },
  {
    // "Which drink gets me en pedo fastest": Spanish party words for drunk with a child's "me" or "ponerme".
    id: 'drugs_alcohol:es:party-words',
    category: 'drugs_alcohol',
    gate: /pedo|peda|pea|curda|mamad|jum|rascad|borrach|ebri|copas|chup|trago|pisto|emped|embriag|botell|hasta|drog|prob|prov|tom|beb|pastill|pepas|tachas/,
    pattern: words(
      anyOf(
        `(?:me|te|nos|lo) (?:pone|ponga|ponen|deja|dejan|deja) (?:mas |bien |re |muy )?${ES_DRUNK}`,
        `(?:ponerme|ponernos|quedarme|andar|agarrar|ponerse) (?:\\S+ )?(?:mas |bien |re |muy )?${ES_DRUNK}`,
        '(?:agarrar|agarramos|hacer|hacemos|ir a) (?:la |una )?peda',
        `(?:que|cual|cuantos?|cuantas?) (?:\\S+ ){0,2}?${ES_DRINKS} (?:\\S+ ){0,4}?(?:pone|emborracha|marea|sube|prende)`,
        '(?:chupar|chupamos|chupo|chupe) (?:hasta|sin que|a escondidas|en la fiesta|con mis amigos|con los pibes)',
        '(?:quiero|vamos a|voy a|como) (?:\\S+ )?(?:chupar|pistear|empedarme|empedarnos|embriagarme|jumarme|curarme)(?! (?:la|el|las|los) )',
        '(?:ponerme|ponernos|ponerse|poner|estar|quedar) hasta (?:las chanclas|el culo|las trancas|arriba de todo)',
        '(?:me|nos|te) (?:drogo|drogamos|drogas|drogue|drogaria)|drogar(?:me|nos|se|te)',
        '(?:quiero|puedo|voy a|como|me dejas|me deja) (?:\\S+ )?(?:probar|provar|tomar|tomarme|beber|beberme) (?:\\S+ ){0,2}?(?:cerveza|cerbeza|vino|bino|chela|birra|ron|tequila|alcohol|licor|whisky|vodka|fernet|pisco|aguardiente|guaro)(?! (?:sin alcohol|para (?:la |las )?(?:trampa|babosas)))',
        '(?:pastillas|pepas|tachas|pastis) (?:\\S+ ){0,5}?(?:fiesta|antro|boliche|disco|para sentir|para volar|para ponerme)(?= .*(?:me tomo|tomar|probar|pruebo|una))',
        // Drinking in the street (Spain) and the party before the party.
        '(?:hacer|hacemos|hagamos|ir de|ir al|vamos al|vamos de|nos vamos de|un|el) botellon(?! (?:de agua|del agua|para regar|de riego))',
      ),
    ),
    unless: words(
      '(?:un |una |el |la |mi )?(?:perro|gato|girasol|planta|tomatera|abeja)\\w* (?:\\S+ ){0,3}(?:borrach|pedo)|me (?:pone|deja) (?:\\S+ )?(?:happy|feliz) (?:ver|cuando|que)|me (?:pone|ponen) happy',
    ),
  },
  {
    // Taking a parent's alcohol or drinking in secret: "saco vino de mis viejos sin que se den cuenta".
    id: 'drugs_alcohol:es:sneak-drink',
    category: 'drugs_alcohol',
    gate: /vino|cerve|chela|chev|birra|pola|guaro|aguard|pisco|fernet|ron|tequila|mezcal|vodka|whisk|licor|alcohol|trago|chupe|pisto|cubata|calimocho|sidra|champ/,
    pattern: words(
      anyOf(
        `(?:saco|sacar|robo|robar|agarro|agarrar|tomo|tomar|bebo|beber|pruebo|probar|chupo|me tomo|le robo|le saco|cojo|coger|pillo|pillar) (?:\\S+ ){0,2}?${ES_DRINKS} (?:\\S+ ){0,4}?(?:de|a) ${ES_ELDERS}`,
        `(?:saco|sacar|robo|robar|agarro|agarrar|tomo|tomar|bebo|beber|pruebo|probar|chupo|me tomo|cojo|coger|pillo) (?:\\S+ ){0,2}?${ES_DRINKS} (?:\\S+ ){0,6}?(?:sin que (?:\\S+ ){0,3}?(?:se den cuenta|se dé cuenta|se de cuenta|se entere|se enteren|me vea|me vean|me pillen|me cachen)|a escondidas|en secreto)`,
      ),
    ),
    unless: words(
      'vinagre|(?:para|a) (?:las )?(?:babosas|caracoles|trampa)|trampa de cerveza|cerveza para (?:las )?babosas',
    ),
  },
  {
    id: 'drugs_alcohol:en:sneak-drink',
    category: 'drugs_alcohol',
    gate: /beer|wine|vodka|whisk|rum|gin|tequila|booze|liquor|alcohol|cider|champagne|brandy|seltzer|alcopop|drink|lit|turnt|slosh|crossfad|plaster|pill|tablet|molly|xan|perc|addy/,
    pattern: words(
      anyOf(
        `(?:take|steal|sneak|grab|get|drink|try|pour) (?:\\S+ ){0,2}?${EN_DRINKS} (?:\\S+ ){0,3}?from (?:my|the) (?:parents|dad|mom|mum|fridge|cabinet|cupboard|bar|grandpa|grandma|uncle|aunt)s?(?: \\S+)?(?= .*(?:without|notic|find out|know|see|secret|catch|caught))`,
        `(?:drink|try|sneak|steal|take) (?:\\S+ ){0,2}?${EN_DRINKS} (?:\\S+ ){0,5}?(?:without (?:my |them |anyone |her |him )?(?:\\S+ )?(?:noticing|knowing|finding out|seeing)|so (?:my )?(?:\\S+ )?(?:doesnt|dont|wont|cant) (?:notice|know|find out|see)|in secret|secretly)`,
        '(?:which|what) (?:drink|alcohol|booze|liquor) (?:\\S+ ){0,3}?(?:gets?|makes?) (?:me|you|us|kids?) (?:drunk|wasted|tipsy|buzzed|hammered|smashed|plastered|lit|turnt)',
        '(?:try|take|taking|swallow|pop) (?:\\S+ ){0,3}?(?:pills|tablets|molly|xans|xanax|percs|addys) (?:\\S+ ){0,4}?(?:(?:at|to) the (?:party|sleepover|disco|rave)|at school|to feel|for fun|to get)',
        '(?:get|getting) (?:lit(?! up)|turnt|sloshed|crossfaded|plastered(?! (?:wall|walls|ceiling)))',
      ),
    ),
    unless: words('slug|snail|trap|vinegar|for (?:the )?(?:plants?|soil|compost)'),
  },
  {
    // Buying or finding drugs by their street names: "dónde compro perico", "where can i get tusi".
    id: 'drugs_alcohol:es:buy-slang',
    category: 'drugs_alcohol',
    gate: /compr|consig|vend|pill|pasa|tien|obtien|sacan/,
    pattern: words(
      `(?:donde|quien|como|a quien|alguien) (?:\\S+ ){0,2}?(?:compro|comprar|consigo|conseguir|consiguen|compran|sacan|obtienen|venden|vende|pillo|pillar|vendan|consiga|compre|pasa|pasan|tiene|tienen|me (?:pasa|vende|consigue)) (?:\\S+ ){0,1}?${ES_DRUG_SLANG}(?! (?:de (?:colores|mascota|jaula)|para (?:mi|el|la) (?:jaula|pajaro|loro)))`,
    ),
    unless: words(
      '(?:un|una|el|la|mi|unos|unas|los|las) (?:perico|perica|cristal|piedra|mota)|jaula|alpiste|pajar\\w*|loro|mascota|plumas|semillas para (?:\\S+ )?(?:pajaros|aves)|(?:de|para) (?:jardin|maceta|huerto)|piedras?|grava|cristal (?:para|de) (?:la|el|una|un)',
    ),
  },
  {
    // Cannabis grown in a cupboard or hidden from parents: "weed" here is not the garden weed.
    id: 'drugs_alcohol:en:grow-weed-hidden',
    category: 'drugs_alcohol',
    gate: /weed|pot|cannabis|marijuana|ganja|kush/,
    pattern: words(
      anyOf(
        '(?:grow|growing|plant|planting) (?:some |my own |a little |a few )?(?:weed|ganja|kush|cannabis|marijuana)(?: (?:plants?|seeds?))? (?:\\S+ ){0,5}?(?:closet|cupboard|wardrobe|bedroom|my room|under (?:a|the|my) (?:lamp|light|bed)|so (?:my |that )?(?:\\S+ )?(?:doesnt|dont|wont|cant|never) (?:see|notice|know|find)|without (?:my )?(?:\\S+ )?(?:knowing|noticing|seeing)|to (?:smoke|sell)|secretly|in secret)',
        '(?:weed|ganja|kush) (?:plants?|seeds?) (?:\\S+ ){0,6}?(?:closet|cupboard|wardrobe|bedroom|my room|smoke|sell|get high|so (?:my )?(?:\\S+ )?(?:doesnt|dont|wont) (?:see|notice|know))',
        '(?:where|how) (?:\\S+ ){0,3}(?:buy|get|order) (?:weed|ganja|kush|cannabis|marijuana) (?:seeds|plants|clones)',
      ),
    ),
    unless: words(
      'weeds|weed (?:killer|control|barrier|fabric|membrane|free|out|whacker|eater)|(?:pull|kill|remove|stop|get rid of|dig up|prevent) (?:\\S+ ){0,2}weed',
    ),
  },
  {
    id: 'drugs_alcohol:es:grow-hidden',
    category: 'drugs_alcohol',
    gate: /mota|marihuana|mariguana|cannabis|maria|porro|hierba|cogollo/,
    pattern: words(
      anyOf(
        '(?:plantar|planto|cultivar|cultivo|sembrar|siembro|crecer) (?:\\S+ ){0,2}?(?:mota|marihuana|mariguana|cannabis|maria|hierba para fumar|cogollos?)(?: \\S+){0,6}? ?(?:armario|closet|cuarto|habitacion|pieza|ropero|lampara|sin que (?:\\S+ ){0,3}?(?:vea|vean|se den cuenta|se entere|se enteren)|a escondidas|para fumar|para vender)',
        // Cannabis named, then hidden from parents: "digo mota, para que no la vea mi mamá".
        '(?:mota|marihuana|mariguana|cannabis|porros?|cogollos?) (?:\\S+ ){0,4}?(?:para que no (?:la |lo |los |las )?(?:vea|vean|sepa|sepan|encuentre|encuentren|huela|huelan)|sin que (?:\\S+ ){0,3}?(?:se den cuenta|se entere|se enteren|vea|vean|sepa|sepan))',
      ),
    ),
  },
  {
    // Smoking garden leaves "to feel funny", edibles and THC sweets: getting high without naming a drug.
    id: 'drugs_alcohol:smoke-plants-and-edibles',
    category: 'drugs_alcohol',
    gate: /smok|vap|fum|edible|thc|gomit|gummi|brownie/,
    pattern: words(
      anyOf(
        '(?:smoke|smoking|vape|vaping|roll up|snort) (?:\\S+ ){0,4}?(?:leaves|plants?|herbs?|flowers?|grass|petals|seeds|tea|oregano|catnip|moss|banana peels?) (?:\\S+ ){0,4}?(?:to|and|so i|so we|for) (?:feel|get) (?:funny|weird|high|dizzy|floaty|relaxed|chill|good)',
        '(?:fumar|fumo|fumamos|vapear) (?:\\S+ ){0,4}?(?:hojas|plantas?|hierbas?|flores|pasto|cesped|te|oregano|semillas|petalos) (?:\\S+ ){0,4}?(?:para|y) (?:sentirme|ponerme|ponernos|volar|quedar|sentirnos) (?:\\S+ )?(?:raro|rara|bien|loco|loca|high|mareado|mareada|relajado|relajada|volando)?',
        '(?:has|have|got|gave me|give me|try|trying|tried|eat|ate|eating|take|took|buy|bought|sell|selling|share|shared) (?:some |an |one of (?:his|her|the|their) |the |a )?(?:edibles|weed gummies|thc (?:gummies|gummy|candy|candies|vape|pen|cart)|pot brownies|weed brownies)',
        '(?:gomitas|gominolas|brownies|galletas|dulces) (?:de|con) (?:mota|marihuana|cannabis|thc|maria|hierba)',
        'thc',
      ),
    ),
    unless: words(
      'smoker (?:for|to calm) (?:the )?bees|smoke (?:the )?bees|humo (?:para|a) (?:las )?abejas|ahumador',
    ),
  },
  {
    // Ranking people by race or keeping a place for one colour: race supremacy, written in a child's words.
    id: 'hate:en:race-ranking',
    category: 'hate',
    gate: /race|white|black|brown|asian|skin|colou?r/,
    pattern: words(
      anyOf(
        '(?:rank|sort|order|list|rate|compare) (?:all )?(?:the )?(?:human )?races (?:\\S+ ){0,3}?(?:best|worst|smartest|dumbest|superior|inferior|good|bad)',
        '(?:which|what) (?:human )?race (?:is|are) (?:the )?(?:best|worst|smartest|dumbest|superior|inferior|most (?:evil|stupid|dangerous))',
        '(?:superior|inferior|master) races?(?! (?:car|horse|track|day))',
        '(?:white|black|brown|asian|mexican|indian|chinese|jewish|muslim|arab|african|latino|gay) (?:people|kids|ones|persons?|families|folks?) (?:are|is) (?:better|smarter|superior|worse|dumber|inferior)(?: than)?',
        '(?:only|just) (?:white|black|brown|asian|christian|mexican|american|english|spanish)(?: people| kids| families| ones| skinned people)? (?:can|may|should|are allowed to|get to|allowed) (?:\\S+ )?(?:use|come|play|be|enter|join|sit|live|go)',
        '(?:no|ban|keep out|kick out|get rid of|ban all|kick out all) (?:the )?(?:blacks|black people|browns|brown people|asians|mexicans|immigrants|jews|muslims|arabs|gays|gay people|indians|chinese people|foreigners|refugees) (?:allowed|out|in here|here|from|in our|in my)',
        '(?:people|kids) with (?:dark|black|brown) skin (?:can(?:t|not)|are not allowed|should not|shouldnt|are (?:dirty|ugly|bad|stupid))',
      ),
    ),
    unless: words(
      '(?:car|horse|running|relay|sack|snail|bike|bicycle|track|f1|swim\\w*|boat|egg and spoon|pumpkin|chariot|dog|slug|bee) races?|races? (?:car|horse|track|day)|(?:white|black|brown) (?:\\S+ ){0,3}(?:flowers?|roses?|tulips?|seeds?|beans?|soil|spots?|aphids?|flies|mold|mould|fungus|leaves|petals|cats?|dogs?|chickens?|hens?|rabbits?|butterfl\\w*|ants?|bees?|tomato\\w*|peppers?|eggplants?|kale|grapes?)',
    ),
  },
  {
    id: 'hate:es:race-ranking',
    category: 'hate',
    gate: /raza|blanc|negr|morenit|piel|color|gitano|indio|judio|musulm|sudaca|moro|chino|inmigrante|extranjer/,
    pattern: words(
      anyOf(
        '(?:ordena|ordename|clasifica|clasificame|rankea|rankeame|enumera|compara|haz un ranking de|haz una lista de) (?:\\S+ ){0,2}?(?:las )?razas (?:\\S+ ){0,3}?(?:mejor|peor|superior|inferior|lista|tonta|inteligente)',
        '(?:que|cual) raza (?:humana |de (?:personas|gente) )?es (?:la )?(?:mejor|peor|superior|inferior|mas (?:lista|tonta|inteligente|mala))(?! (?:de perro|de gato|de gallina|de abeja|de conejo|para))',
        '(?:la |las )?razas? (?:superior(?:es)?|inferior(?:es)?)',
        '(?:los |las )?(?:blancos|negros|morenos|indios|gitanos|judios|musulmanes|chinos|sudacas|moros|inmigrantes|extranjeros|latinos) (?:son|somos) (?:mejores|superiores|inferiores|peores|mas (?:listos|tontos|inteligentes))',
        '(?:solo|solamente|nomas) (?:(?:los|las|la) )?(?:blancos|gente blanca|personas blancas|niños blancos|españoles|cristianos)(?: de piel blanca)? (?:pueden|podran|deberian|tienen permiso)',
        '(?:los|las|a los|a las) (?:inmigrantes|extranjeros|moros|negros|gitanos|judios|musulmanes|chinos|sudacas|latinos|indios|refugiados|migrantes|gays|panchitos) (?:\\S+ )?(?:fuera|afuera|largo) (?:de|del) (?:aqui|españa|espana|mexico|mi pais|nuestro pais|este pais|mi escuela|mi barrio|nuestro barrio|el huerto|mi cole|la escuela)',
        '(?:prohibido|prohibida|no se permite|no se permiten|no pueden|fuera) (?:la entrada )?(?:a )?(?:los |las )?(?:negros|gitanos|indios|judios|musulmanes|chinos|sudacas|moros|inmigrantes|morenos|gente de color|gente negra)',
        '(?:gente|personas|niños) (?:de piel )?(?:negra|oscura|morena) (?:no (?:pueden|deberian)|son (?:sucios|feos|malos|tontos))',
      ),
    ),
    unless: words(
      'razas? de (?:perro|perros|gato|gatos|gallina|gallinas|abeja|abejas|conejo|conejos|caballo|caballos|vaca|vacas|oveja|ovejas|cerdo|cerdos|pollo|pollos)|(?:perro|gato|gallina|abeja|conejo|caballo)s? (?:\\S+ ){0,3}raza',
    ),
  },
  {
    // Someone fell or fainted and now does not answer: the emergency comes first even if no body part is named.
    id: 'medical_emergency:person-not-answering',
    category: 'medical_emergency',
    needsCare: true,
    gate: /fell|fall|faint|collaps|hit|cay|desmay|golpe|tirad|desplom|electro|corriente|descarga|shock|move|mover|lying|torcid|caid|chueca|weird|droop|crooked/,
    pattern: words(
      anyOf(
        '(?:fell|fallen|fell down|fell over|fainted|collapsed|passed out|hit (?:his|her|their) head|slipped|tripped) (?:\\S+ ){0,8}?(?:and )?(?:\\S+ )?(?:wont|will not|isnt|is not|doesnt|does not|cant|cannot|not|didnt|did not) (?:\\S+ )?(?:answer|answering|talk|talking|respond|responding|wake|waking|move|moving|get up|getting up|open (?:his|her|their) eyes|say anything|breathe|breathing)',
        '(?:se electrocuto|se electrocutó|se esta electrocutando|le dio (?:la )?corriente|le dio una descarga|got electrocuted|is being electrocuted|got shocked by (?:the|a) (?:cable|wire|socket|plug|fence))',
        '(?:se cayo|se ha caido|se callo|se cayó|se desmayo|se desplomo|se golpeo|se pego en la cabeza|esta tirad[oa]|quedo tirad[oa]) (?:\\S+ ){0,8}?(?:y )?no (?:me |nos |le )?(?:contesta|responde|habla|despierta|se despierta|se mueve|se levanta|reacciona|abre los ojos|dice nada|respira)',
        '(?:mi |el |la )?(?:tata|abue|yayo|yaya|nono|nona|lito|lita|abuelit[oa]|viejo|vieja|jefe|jefa) (?:\\S+ ){0,4}?no (?:se mueve|se despierta|despierta|reacciona|responde|contesta|respira|abre los ojos)',
        // Signs of a stroke a child can describe: one arm that will not move, a face gone crooked.
        '(?:he|she|grandpa|grandma|granny|nana|dad|mom|mum|my \\S+) (?:\\S+ ){0,8}?(?:cant|cannot|can not|is not able to) (?:move|lift|feel) (?:his|her|their) (?:arm|leg|hand|face|side)',
        '(?:his|her|their) (?:face|mouth|smile) (?:\\S+ ){0,2}?(?:looks )?(?:weird|droopy|drooping|crooked|funny|fallen|lopsided)(?= .*(?:cant|wont|fell|lying|talk|arm|help))',
        '(?:no puede|no logra) (?:mover|levantar|sentir) (?:el|la|su|los|las) (?:brazo|pierna|mano|cara|lado|mitad)',
        '(?:tiene|se le puso|se le ve|tiene la) (?:la )?(?:cara|boca) (?:\\S+ )?(?:torcida|caida|chueca|rara)(?= .*(?:no puede|no habla|tirad|se cayo|ayuda|brazo))',
        '(?:esta|quedo) (?:tirad[oa]|acostad[oa]) en (?:el|la) (?:pasto|suelo|piso|cesped|jardin|calle|huerto|tierra) (?:\\S+ ){0,4}?(?:y )?no (?:puede|se mueve|responde|contesta|habla|reacciona)',
        '(?:is )?lying (?:on|in) the (?:grass|ground|floor|garden|lawn|path) (?:\\S+ ){0,4}?(?:and )?(?:cant|cannot|wont|isnt|is not|not) (?:move|moving|talk|talking|answer|answering|get up|respond|responding)',
      ),
    ),
    unless: words(
      '(?:plant|tomato|sunflower|tree|pot|fence|tower|cake|tent|leaf|leaves|flower|planta|tomatera|girasol|arbol|maceta|valla|torre|pastel|hoja|flor|calabaza)s? (?:\\S+ ){0,2}(?:fell|fall|se cayo)|(?:mensajes?|chat|whatsapp|texts?|messages?|phone|telefono|llamadas?)',
    ),
  },
  {
    // Jokes, songs and stories that pin a trait on a people: "a joke about mexicans being lazy".
    id: 'hate:en:joke-about-group',
    category: 'hate',
    gate: /joke|song|poem|story|meme|rap|insult|roast/,
    pattern: words(
      '(?:joke|jokes|song|poem|story|meme|rap|insult|roast)s? (?:about|on|that says?|saying) (?:how )?(?:all )?(?:the )?(?:mexicans|blacks|black people|jews|muslims|asians|chinese people|chinese|arabs|gays|gay people|immigrants|indians|africans|gypsies|latinos|refugees|disabled kids|disabled people|fat people|girls|women) (?:being|are|r|is|all being) (?:\\S+ )?(?:lazy|dirty|stupid|dumb|thieves|terrorists|smelly|stinky|cheap|ugly|criminals|bad|evil|gross|animals|weird|slaves|useless)',
    ),
  },
  {
    // A stranger from a game or chat asking where the child goes to school, when they leave, where they live.
    id: 'grooming:asks-whereabouts',
    category: 'grooming',
    needsCare: true,
    gate: /know|ask|saber|pregunt|pide|pidio/,
    pattern: words(
      anyOf(
        '(?:someone|somebody|a (?:man|guy|lady|girl|boy|kid|person|player|stranger)|an? (?:older|online|new) (?:friend|guy|man|player)|my (?:online|game|new) friend|this (?:guy|man|person|player)) (?:\\S+ ){0,5}?(?:wants to know|asks?|asked|keeps asking|asking) (?:me )?(?:\\S+ ){0,2}?(?:what|which|where) (?:school|class|grade|time|street|town|city|house|park) (?:\\S+ ){0,3}?(?:i go|i get out|i leave|i finish|i walk|i live|im at|i am at|i play|is mine)',
        '(?:alguien|un (?:señor|hombre|chico|tipo|man|jugador|desconocido|amigo)|una (?:señora|mujer|chica|jugadora|persona|desconocida|amiga)|mi amig[oa]) (?:\\S+ ){0,4}?(?:del|de un|de la|en el|en un) (?:juego|chat|roblox|minecraft|fortnite|free fire|tiktok|discord|app|internet|red|grupo) (?:\\S+ ){0,4}?(?:quiere saber|me pregunta|me pregunto|me pide|me pidio|pregunta|pide) (?:\\S+ ){0,2}?(?:(?:a |en |de )?(?:que|cual) (?:escuela|colegio|cole|liceo|insti|instituto|escuela|grado|curso|calle|barrio|ciudad|pueblo|parque)|(?:a )?que hora (?:salgo|sales|termino|me recogen|llego|vuelvo|estoy sol[oa])|donde vivo|donde estudio|mi direccion|mi apellido|mi nombre completo)',
      ),
    ),
  },
]
