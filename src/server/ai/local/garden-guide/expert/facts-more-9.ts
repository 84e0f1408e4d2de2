// Facts for families' asks that had no home yet: why a garden has few bees, how bees see colour, flowers for bees
// in early spring, why pots dry out so fast, bee games and garden games for children, what bees do when it rains,
// whether children can touch caterpillars, watering a lawn, a bee landing on a child, soap sprays and bees, and what
// compost greens and browns are. Sources: pollinator societies, extension services, school-garden guides.
import { BEES, buildFact, KIDS, POTS } from './fact-builder'
import type { TopicFact } from './topic-facts'

const FLOWERS_FOR =
  'plant\\w*|flowers?|grow\\w*|sow\\w*|put|bloom\\w*|flores?|plant(?:o|ar|as|amos|an)|sembr\\w*|siembr\\w*|pongo|poner|ponemos|cultiv\\w*|florac\\w*'

export const MORE_FACTS_9: TopicFact[] = [
  buildFact({
    id: 'few-bees',
    topic: 'bees',
    title: ['Why a garden has few bees', 'Por qué hay pocas abejas en el jardín'],
    cues: [
      BEES,
      'hardly (?:any|ever)|barely any|rarely|seldom|few|fewer|so few|not many|not (?:any|seeing|see|get\\w*)|no (?:bees?|bumble ?bees?|pollinators)|never see\\w*|where (?:are|did|have)|missing|disappear\\w*|gone|pocas|muy pocas|tan pocas|menos abejas|(?:casi |ya )?no (?:hay|veo|vemos|vienen|llegan|visitan|se ven)|ninguna abeja|desaparec\\w*|faltan',
      'garden\\w*|yard|backyard|flowers?|plants?|veg\\w*|balcon\\w*|patio|why|this (?:year|summer|spring)|anymore|any more|lately|jardin\\w*|huert[oa]s?|flores|plantas|terraza|por ?que|este (?:ano|verano)|esta primavera|ultimamente',
    ],
    not: 'if (?:there|we|the)|without|world|si (?:no|las|desaparec\\w*)|sin|mundo|hubiera|hubiese|existieran|stung|sting\\w*|pica\\w*|swarm\\w*|enjambre\\w*',
    en: [
      'The usual reasons a garden gets few bees: pesticides or insecticide sprays (including neonicotinoid-treated nursery plants) that kill or drive them off, too few flowers in bloom (a lawn, paving or double flowers with no pollen), nowhere to nest, and cold, wet or windy days, when bees stay home.',
      'To bring them back: stop spraying, plant clumps of single, open flowers that bloom from early spring to autumn (lavender, rosemary, borage, salvias, oregano, sunflowers, asters and local wildflowers), let some clover and dandelions flower, leave a patch of bare soil and some hollow stems for nesting, and put out a shallow dish of water with pebbles.',
    ],
    es: [
      'Las causas habituales de que haya pocas abejas: los pesticidas e insecticidas (también las plantas de vivero tratadas con neonicotinoides), que las matan o las ahuyentan, pocas flores abiertas (césped, cemento o flores dobles sin polen), no tener dónde anidar, y los días fríos, lluviosos o de viento, en los que se quedan en casa.',
      'Para que vuelvan: deja de fumigar, planta grupos de flores sencillas y abiertas que florezcan de principios de primavera a otoño (lavanda, romero, borraja, salvias, orégano, girasoles, ásteres y flores silvestres de tu zona), deja florecer algo de trébol y diente de león, guarda un trozo de tierra desnuda y tallos huecos para que aniden, y pon un plato poco hondo con agua y piedritas.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-vision',
    topic: 'bees',
    title: ['How bees see colour', 'Cómo ven los colores las abejas'],
    cues: [
      BEES,
      // How they see, not whether the family sees any bees (few-bees).
      'vision|eyes?|eyesight|see (?:the )?(?:red|blue|purple|yellow|green)|ven (?:el )?(?:rojo|azul|amarillo)|colou?rs?|colou?r ?blind|ultraviolet|uv|vision|vista|ojos?|colores?|color|daltonic\\w*|ultravioleta',
    ],
    not: 'sting\\w*|pica\\w*|sleep\\w*|duerm\\w*|dormir|hardly|rarely|seldom|never|few|pocas|casi no|ya no',
    en: [
      'Bees do see colour, but not like us: their eyes see ultraviolet (UV) light, blue and green, so they see blue, purple, violet, white and yellow flowers well, while red looks dark to them.',
      'Many flowers carry ultraviolet patterns, invisible to us, that work like landing strips, "nectar guides" pointing the bee to the nectar; that is why bee gardens are full of blue, purple and yellow flowers, and red tubes are left to hummingbirds.',
    ],
    es: [
      'Las abejas sí ven colores, pero no como nosotros: sus ojos ven la luz ultravioleta (UV), el azul y el verde, así que ven muy bien las flores azules, moradas, violetas, blancas y amarillas, mientras que el rojo les parece oscuro.',
      'Muchas flores llevan dibujos ultravioleta, invisibles para nosotros, que funcionan como pistas de aterrizaje, "guías de néctar" que llevan a la abeja hasta el néctar; por eso los jardines para abejas están llenos de flores azules, moradas y amarillas, y las flores rojas de tubo quedan para los colibríes.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-flowers-early-spring',
    topic: 'bees',
    title: ['Flowers for bees in early spring', 'Flores para las abejas a principios de primavera'],
    cues: [
      BEES,
      'early spring|spring|late winter|end of winter|first (?:flowers|bees)|primavera|principios de primavera|inicio de la primavera|final del invierno|fin del invierno|finales del invierno|primeras (?:flores|abejas)',
      FLOWERS_FOR,
    ],
    not: 'activit\\w*|actividad\\w*|swarm\\w*|enjambre\\w*|sting\\w*|pica\\w*',
    en: [
      'Early spring is when hungry queen bumblebees wake up and need food fast: grow crocus, snowdrops, hellebores, grape hyacinth (muscari), lungwort (pulmonaria), primroses, heather and rosemary, and let dandelions flower.',
      'Flowering trees and shrubs feed the most bees at that time: pussy willow (male willows), fruit trees such as cherry, plum and apple, redbud, maples, mahonia and blackthorn; plant bulbs in autumn so they are ready.',
    ],
    es: [
      'A principios de primavera las reinas de abejorro se despiertan con hambre y necesitan comida enseguida: planta azafranes (crocus), campanillas de invierno, eléboros, muscari, pulmonaria, prímulas, brezo y romero, y deja florecer el diente de león.',
      'Los árboles y arbustos en flor son los que más abejas alimentan en esa época: sauces, frutales como almendro, cerezo, ciruelo y manzano, el árbol del amor (ciclamor), arces, mahonia y endrino; planta los bulbos en otoño para que estén listos.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'pots-dry-fast',
    topic: 'containers',
    title: ['Why pots dry out so fast', 'Por qué las macetas se secan tan rápido'],
    cues: [
      `${POTS}|hanging baskets?|baskets?|grow ?bags?|window ?box\\w*|cestas? colgantes?|colgantes|balcon(?:y|ies)|balcon\\w*|terraza\\w*`,
      'dry\\w*|dries|thirsty|wilt\\w*|secan?|seca|secas|se secan|se seca|sed|marchit\\w*',
      'fast|quick\\w*|so fast|so quickly|so soon|by (?:the )?(?:afternoon|evening)|by (?:lunch\\w*|noon|midday)|before (?:lunch\\w*|noon)|(?:a|al|para el|antes del) mediodia|para la tarde|rapid\\w*|rapido|tan rapido|pronto|enseguida|en un dia',
    ],
    en: [
      'Pots dry fast when they are small for the plant, made of unglazed terracotta (clay breathes water out through its walls), dark and in full sun, in the wind, or when the plant is root-bound, its roots filling the pot so there is little soil left to hold water.',
      'Fixes: move the plant to a bigger pot, or to glazed or plastic pots (or line terracotta with plastic), repot root-bound plants with fresh mix that has compost in it, mulch the surface, group pots together out of the wind, use a saucer in heat waves or self-watering pots, and water slowly until water runs out of the holes.',
    ],
    es: [
      'Las macetas se secan rápido cuando son pequeñas para la planta, de barro sin esmaltar (la terracota pierde agua por sus paredes), oscuras y a pleno sol, con viento, o cuando la planta tiene las raíces apretadas y llenan la maceta, así que queda poca tierra para guardar agua.',
      'Soluciones: pasa la planta a una maceta más grande o de plástico o esmaltada (o forra la de barro por dentro con plástico), trasplanta las plantas con raíces apretadas con sustrato nuevo con compost, acolcha la superficie, agrupa las macetas al resguardo del viento, usa un plato en las olas de calor o macetas autorregables, y riega despacio hasta que salga agua por los agujeros.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'bee-games-kids',
    topic: 'activities',
    title: ['Bee games for children', 'Juegos de abejas para niños'],
    cues: [
      BEES,
      'games?|play\\w*|fun|crafts?|juegos?|jugar|juguemos|divert\\w*|manualidad\\w*|dinamicas?',
      `${KIDS}|family|familia`,
    ],
    not: 'sting\\w*|pica\\w*',
    en: [
      'Bee games for children: play the waggle dance, where one child "dances" a wiggly run that points the way to a hidden paper flower and the others follow it; or a pollen relay, where they carry cheese-puff dust or chalk powder from flower to flower on a pipe cleaner and see how "pollen" spreads.',
      'Outdoors, go on a 10-minute bee count and mark each bee seen on a tally sheet, draw the bees in a garden diary, make seed bombs of bee flowers, or build a simple bee hotel of hollow stems, always watching bees from a step away without touching them.',
    ],
    es: [
      'Juegos de abejas para niños: jugad a la danza de las abejas, en la que un niño "baila" un recorrido meneándose que señala el camino hacia una flor de papel escondida y los demás lo siguen; o una carrera del polen, llevando polvo de gusanitos de queso o de tiza de flor en flor con un limpiapipas para ver cómo se reparte el "polen".',
      'Al aire libre, haced un conteo de abejas de 10 minutos y apuntad cada abeja que veáis, dibujadlas en un diario del jardín, preparad bombas de semillas de flores para abejas o construid un hotel de abejas sencillo con tallos huecos, siempre mirando las abejas a un paso, sin tocarlas.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bees-in-rain',
    topic: 'bees',
    title: ['What bees do when it rains', 'Qué hacen las abejas cuando llueve'],
    cues: [
      BEES,
      'rain\\w*|storms?|stormy|showers?|wet weather|drizzl\\w*|llue\\w*|lluvi\\w*|llov\\w*|tormenta\\w*|chaparr\\w*|aguacer\\w*|llovizn\\w*',
    ],
    not: 'barrels?|butts?|tanks?|harvest\\w*|collect\\w*|barril\\w*|bidon\\w*|tonel\\w*|depositos?|recog\\w*|junt\\w*|rain ?water|agua de lluvia',
    en: [
      'Bees mostly stay home when it rains: raindrops weigh down and wet their wings, and cold rain chills them, so honeybees wait inside the hive and bumblebees and solitary bees shelter in their nests or under leaves and inside flowers.',
      'They sense a storm coming (a drop in air pressure and more humidity) and hurry home beforehand; in a light drizzle some still fly, and afterwards they come out to drink from puddles and wet leaves.',
    ],
    es: [
      'Cuando llueve, las abejas casi siempre se quedan en casa: las gotas mojan y pesan en sus alas y la lluvia fría las enfría, así que las abejas melíferas esperan dentro de la colmena y los abejorros y las abejas solitarias se refugian en sus nidos, bajo las hojas o dentro de las flores.',
      'Notan que se acerca una tormenta (baja la presión del aire y sube la humedad) y vuelven antes; con una llovizna algunas siguen volando, y después salen a beber de los charcos y las hojas mojadas.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'touch-caterpillars',
    topic: 'safety',
    title: ['Can children touch caterpillars?', '¿Pueden los niños tocar orugas?'],
    cues: [
      'caterpillars?|hairy (?:worms?|caterpillars?)|fuzzy (?:worms?|caterpillars?)|woolly bears?|processionar\\w*|orugas?|gusanos? peludos?|procesionaria\\w*|azotador\\w*|gusano quemador|gata peluda|cuncunas?|bicho peludo',
      'touch\\w*|hold\\w*|pick\\w* (?:it |them )?up|handle|play|safe\\w*|danger\\w*|sting\\w*|poison\\w*|rash|itch\\w*|toc(?:ar|a|an|ado|o|aron|ue|uen|arlas?|arlos?)|agarr\\w*|coger\\w*|jugar|segur[oa]s?|peligros[oa]s?|pican?|urtic\\w*|sarpullido|ronchas?|veneno\\w*|toxic\\w*',
    ],
    // Getting rid of caterpillars on crops is pest control (caterpillars, hornworm).
    not: 'get rid|rid of|kill\\w*|control\\w*|remov\\w*|eat|eats|eating|ate|eaten|deshac\\w*|quit\\w*|elimin\\w*|combat\\w*|comen|come|comiendo|comido|mat(?:o|ar|arlas?)|plagas?',
    en: [
      'Smooth, bare caterpillars (like cabbage white or swallowtail caterpillars) are harmless to hold gently on a leaf or an open hand for a moment, then put back on their plant; wash hands afterwards.',
      'Hairy, spiny or fuzzy caterpillars should not be touched: some (such as the pine processionary, puss or io moth caterpillars) have stinging hairs that cause painful rashes and eye problems, and processionary caterpillars are dangerous for dogs. If touched, lift the hairs off with sticky tape, wash with soap and water, and see a doctor for eye contact or a strong reaction.',
    ],
    es: [
      'Las orugas lisas y sin pelos (como las de la mariposa de la col o la macaón) son inofensivas: los niños pueden sostenerlas con cuidado un momento sobre una hoja o la palma abierta y devolverlas a su planta; lavaos las manos después.',
      'Las orugas peludas o con espinas no se tocan: algunas (como la procesionaria del pino, el gusano quemador o azotador y la gata peluda) tienen pelos urticantes que causan ronchas dolorosas y daños en los ojos, y la procesionaria es muy peligrosa para los perros. Si la tocan, quita los pelos con cinta adhesiva, lava con agua y jabón y ve al médico si hay contacto con los ojos o una reacción fuerte.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'garden-games-kids',
    topic: 'activities',
    title: ['Garden games for children', 'Juegos en el jardín para niños'],
    cues: ['games?|juegos?|jugar|juguemos|play (?:a )?games?', KIDS],
    not: 'sting\\w*|pica\\w*|video|consola|phone|movil|celular|board|cards?|mesa|cartas|apps?|online',
    en: [
      'Garden games for children: a scavenger hunt with a picture list (a feather, three kinds of leaves, something yellow, a snail shell), a bug hunt with a magnifying glass, garden I-spy by colour, or a smell game where blindfolded players guess mint, rosemary, lavender and basil.',
      'For older children, run a sunflower race (who grows the tallest by the end of summer), hide painted stones for a treasure hunt, or make leaf rubbings with crayons and paper and match them to the trees.',
    ],
    es: [
      'Juegos en el jardín para niños: una búsqueda del tesoro con una lista de dibujos (una pluma, tres hojas distintas, algo amarillo, una concha de caracol), una caza de bichos con lupa, un "veo veo" de colores, o un juego de olores en el que, con los ojos tapados, adivinan la menta, el romero, la lavanda y la albahaca.',
      'Para los mayores, una carrera de girasoles (quién consigue el más alto al final del verano), esconder piedras pintadas para buscarlas, o calcar hojas con ceras y papel y buscar de qué árbol son.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'lawn-watering',
    topic: 'watering',
    title: ['Watering a lawn', 'Regar el césped'],
    cues: [
      'lawns?|grass|turf|cesped|pasto|grama|zacate',
      'water\\w*|sprinkl\\w*|rieg\\w*|regar|regarlo|aspers\\w*',
    ],
    not: 'clippings|cut grass|mulch\\w*|compost\\w*|cortado|recortes|acolch\\w*|ornamental grass\\w*',
    en: [
      'Water a lawn deeply but rarely: about 2.5 cm (an inch) of water a week in summer, rain included, given in one or two long waterings early in the morning, so roots grow deep; put a tuna can on the grass to see when an inch has fallen.',
      'Grass that turns brown in a long drought is usually dormant, not dead, and greens up when the rain returns; a lawn needs little or no watering in spring, autumn and winter.',
    ],
    es: [
      'Riega el césped a fondo pero pocas veces: unos 25 litros por metro cuadrado (2,5 cm de agua) a la semana en verano, contando la lluvia, en uno o dos riegos largos temprano por la mañana, para que las raíces bajen hondo; pon una lata de atún en el césped para ver cuándo llega a 2,5 cm.',
      'El césped que amarillea en una sequía larga suele estar en reposo, no muerto, y reverdece cuando vuelve la lluvia; en primavera, otoño e invierno necesita poco o ningún riego.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'bee-lands-on-child',
    topic: 'safety',
    title: ['When a bee lands on a child', 'Cuando una abeja se posa en un niño'],
    cues: [
      BEES,
      'lands?|landed|landing|sits? on|sat on|crawl\\w*|walk\\w* on|se (?:le |me |te |nos |les )?(?:posa|poso|pose|posan|paro|para|sube|subio|subieron)|posad[oa]|encima de|camina\\w* (?:por|sobre)',
    ],
    not: 'stung|sting\\w*|pico|picad\\w*|picadura\\w*|flowers? (?:for|to)|pistas? de aterrizaje|landing (?:strips?|lines?)',
    en: [
      'If a bee lands on your child, help them stay still and calm, like a statue: do not swat, squeeze or shake it off, because a bee only stings when it is trapped or pressed. It is usually resting or tasting sweat or something sweet and flies off within a few seconds.',
      'If it stays, blow on it gently or let it walk onto a leaf or a piece of paper and carry it to a flower; wipe sticky fingers and faces after snacks outdoors so bees are less curious.',
    ],
    es: [
      'Si una abeja se posa en tu hijo, ayúdale a quedarse quieto y tranquilo, como una estatua: no la aplaste, no le dé manotazos ni la sacuda, porque una abeja solo pica si se siente atrapada o apretada. Suele estar descansando o probando el sudor o algo dulce, y se va en pocos segundos.',
      'Si no se va, sóplale suavemente o deja que suba a una hoja o a un papel y llévala a una flor; limpia las manos y la cara pegajosas después de merendar al aire libre para que las abejas no se acerquen tanto.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'soap-spray-bees',
    topic: 'pests',
    title: ['Soap sprays and bees', 'El jabón potásico y las abejas'],
    cues: [
      'soap\\w*|soapy|insecticidal soap|jabon\\w*|jabonos[oa]|potasico',
      `${BEES}|bee[- ]safe`,
      // Whether it harms them: what such a question asks, which puts this fact before general spray advice.
      'safe\\w*|kill\\w*|harm\\w*|hurt\\w*|bad|dangerous|affect\\w*|ok|okay|bee[- ]safe|segur[oa]s?|mata\\w*|dan(?:a|an|ar|ino|ina)\\w*|afect\\w*|mal[oa]|peligros[oa]s?|bien',
    ],
    en: [
      'Insecticidal soap (potassium soap) kills soft insects, bees included, only when it wets them: a bee sprayed directly can die, but once the spray has dried it leaves no poison behind on the leaves.',
      'So spray only the pests, in the evening when bees have gone home, never on open flowers or plants bees are visiting, and try a strong jet of water or squashing aphids by hand first.',
    ],
    es: [
      'El jabón potásico mata a los insectos blandos, abejas incluidas, solo cuando los moja: una abeja rociada directamente puede morir, pero una vez seco no deja veneno en las hojas.',
      'Así que rocía solo las plagas, al atardecer, cuando las abejas ya se han recogido, nunca sobre flores abiertas ni plantas que estén visitando, y prueba antes con un chorro fuerte de agua o aplastando los pulgones con los dedos.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'greens-and-browns',
    topic: 'soil',
    title: ['What compost greens and browns are', 'Qué son los verdes y los secos del compost'],
    cues: [
      'greens?|verdes?',
      'browns?|marrones?|secos?|cafes?',
      'what|which|mean\\w*|examples?|list|que|cuales|significa\\w*|ejemplos?|lista|son|materiales|compost\\w*|composta\\w*',
    ],
    not: 'ratio|proportion|how much|balance|proporcion\\w*|cuanto|equilibrio|relacion',
    en: [
      'In compost, "greens" are fresh, moist materials rich in nitrogen: fruit and vegetable scraps, coffee grounds, tea leaves, fresh grass clippings and green plant trimmings. "Browns" are dry materials rich in carbon: dry leaves, straw, shredded cardboard and paper, sawdust from untreated wood and small twigs.',
      'Mix roughly 2 to 3 buckets of browns for every bucket of greens: greens feed the microbes and heat the pile, browns give it air and stop it turning slimy.',
    ],
    es: [
      'En el compost, los "verdes" son materiales frescos y húmedos, ricos en nitrógeno: restos de fruta y verdura, posos de café, hojas de té, césped recién cortado y restos verdes de poda. Los "marrones" o secos son materiales secos, ricos en carbono: hojas secas, paja, cartón y papel en trozos, serrín de madera sin tratar y ramitas.',
      'Mezcla más o menos 2 o 3 cubos de secos por cada cubo de verdes: los verdes alimentan a los microbios y calientan la pila, y los secos le dan aire y evitan que se vuelva viscosa.',
    ],
    source: 'extension-service',
  }),
]
