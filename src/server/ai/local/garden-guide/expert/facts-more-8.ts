// Facts for families' everyday asks that had no home yet: bees in winter and thirsty bees, swarms, telling bees from
// wasps, wasp stings, water safety for toddlers, soil texture tests, worm bins, raised-bed soil, wood ash, pots in
// wind and heat, seed beds, ladybirds, Japanese beetles. Sources: pollinator societies, extension services,
// child-safety organisations.
import { BEES, buildFact, KIDS, POTS } from './fact-builder'
import type { TopicFact } from './topic-facts'

const WINTER =
  'winter\\w*|wintertime|cold months|cold season|invierno|invernal\\w*|meses frios|epoca de frio|frio'
const WATER = 'water\\w*|drink\\w*|thirst\\w*|agua|beber|beben|bebe|toman agua|sed|bebedero\\w*'
const WASPS = 'wasps?|yellow ?jackets?|hornets?|avispas?|avispones?|avispon|chaquetas amarillas'

export const MORE_FACTS_8: TopicFact[] = [
  buildFact({
    id: 'bees-in-winter',
    topic: 'bees',
    title: ['Helping bees through the winter', 'Ayudar a las abejas en invierno'],
    cues: [BEES, WINTER],
    en: [
      'In winter most wild bees are asleep: queen bumblebees and solitary bees rest in hollow stems, leaf litter, loose soil and old wood, so leave the garden a little untidy and undisturbed until spring.',
      'For warm winter days, grow winter-flowering plants: heather, hellebores, mahonia, winter honeysuckle, viburnum and rosemary, ivy flowers in late autumn, then crocus and snowdrops as winter ends.',
    ],
    es: [
      'En invierno casi todas las abejas silvestres duermen: las reinas de abejorro y las abejas solitarias se refugian en tallos huecos, hojarasca (hojas secas), tierra suelta y madera vieja, así que deja un rincón del jardín sin limpiar hasta la primavera.',
      'Para los días templados, cultiva plantas que florecen en invierno: brezo, heléboro, mahonia, romero, madroño, viburno y la flor de la hiedra a final de otoño, y luego azafranes y campanillas de invierno (galantos).',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bees-drinking-water',
    topic: 'bees',
    title: ['Water for bees', 'Agua para las abejas'],
    cues: [BEES, WATER],
    not: 'how often|cada cuanto|riego|regar|rieg\\w*',
    en: [
      'Yes, bees drink water, and carry it home to cool the nest in hot weather.',
      'Give them a shallow dish or saucer of water with pebbles, stones, marbles or corks poking out so they can land and drink without drowning; refill it often and keep it in the same spot.',
    ],
    es: [
      'Sí, las abejas beben agua y la llevan al nido para refrescarlo cuando hace calor.',
      'Ponles un plato poco profundo con agua y piedritas, canicas o corchos que sobresalgan para que se posen y beban sin ahogarse; rellénalo a menudo y déjalo siempre en el mismo sitio.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-swarm',
    topic: 'bees',
    title: ['A swarm of bees', 'Un enjambre de abejas'],
    cues: [
      'swarm\\w*|cluster of bees|ball of bees|bunch of bees|enjambr\\w*|racimo de abejas|bola de abejas|monton de abejas',
    ],
    en: [
      'A swarm hanging in a tree or bush is a colony looking for a new home; swarming bees are usually gentle, because they have no hive or honey to defend, and they often move on within hours or a few days.',
      'Keep children and pets back, do not spray or throw anything at it, and call a local beekeeper, bee club or swarm collector, who will often collect it for free.',
    ],
    es: [
      'Un enjambre colgado de un árbol es una colonia que busca casa nueva; las abejas en enjambre suelen estar tranquilas, porque no tienen colmena ni miel que defender, y a menudo se van en unas horas o pocos días.',
      'Mantén lejos a niños y mascotas, no lo rocíes ni le tires nada, y llama a un apicultor de la zona o a una asociación de apicultores, que muchas veces lo recogen gratis.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-or-wasp',
    topic: 'bees',
    title: ['Telling a bee from a wasp', 'Distinguir una abeja de una avispa'],
    cues: [
      BEES,
      WASPS,
      'differen\\w*|tell apart|tell (?:the )?difference|explain\\w*|versus|vs|or a|diferenci\\w*|distingu\\w*|explic\\w*|o una|se parecen',
    ],
    en: [
      'Bees are hairy, fuzzy and round, with pollen on their legs, and they feed on flowers; wasps are smooth and shiny, with a thin "waist" and bright yellow and black stripes.',
      'Wasps are hunters: they catch insects and caterpillars for their young (so they help the garden too) and love sweet drinks and meat at picnics.',
    ],
    es: [
      'Las abejas son peludas y redondas, con polen en las patas, y se alimentan de flores; las avispas son lisas y brillantes, con una "cintura" muy fina y rayas amarillas y negras vivas.',
      'Las avispas son cazadoras: atrapan insectos y orugas para sus crías (así que también ayudan al jardín) y les encantan las bebidas dulces y la carne de los picnics.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'wasp-vs-bee-danger',
    topic: 'safety',
    title: ['Are wasps more dangerous than bees?', '¿Son más peligrosas las avispas que las abejas?'],
    cues: [
      WASPS,
      'danger\\w*|worse|more (?:likely|dangerous|aggressive)|sting\\w*|aggress\\w*|peligros\\w*|peor\\w*|mas agresiv\\w*|pican mas|picadura\\w*|agresiv\\w*',
      'bees?|abejas?|than|que',
    ],
    en: [
      'A wasp can sting several times, because its sting has no barbs, while a honeybee stings only once; wasps also get more defensive near their nest and in late summer, when they hunt for sweet food and drinks.',
      'For children, treat a wasp sting like a bee sting: tell a grown-up, wash it and put something cold on it, and call emergency services if there is trouble breathing or swelling of the face.',
    ],
    es: [
      'Una avispa puede picar varias veces, porque su aguijón no tiene ganchos, mientras que la abeja de la miel pica solo una vez; además, las avispas se vuelven más defensivas cerca de su nido y al final del verano, cuando buscan comida y bebidas dulces.',
      'Para los niños, una picadura de avispa se trata como la de abeja: avisar a un adulto, lavar y poner frío, y llamar a emergencias si cuesta respirar o se hincha la cara.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'garden-water-toddlers',
    topic: 'safety',
    title: ['Ponds, rain barrels and small children', 'Estanques, barriles de lluvia y niños pequeños'],
    cues: [
      'ponds?|rain ?barrels?|water ?butts?|water barrels?|cisterns?|tanks?|pools?|paddling|estanques?|barril\\w*|bidon\\w*|aljibes?|depositos?|piletas?|albercas?|piscinas?|tanques?|charcas?',
      `${KIDS}|babies|baby|toddler\\w*|\\d+ ?(?:year|yr)s? old|\\d+ ?yo|bebes?|\\d+ anos`,
    ],
    en: [
      'A toddler can drown in a few centimetres (an inch or two) of water, silently and in seconds, so always supervise small children near water.',
      'Fit a secure, child-proof lid on rain barrels, fence the pond or cover it with a strong grid, and empty buckets, paddling pools and trays after use.',
    ],
    es: [
      'Un niño pequeño puede ahogarse en unos pocos centímetros de agua, en silencio y en segundos, así que vigílalo siempre cerca del agua.',
      'Pon una tapa segura a los barriles de lluvia, valla el estanque o cúbrelo con una rejilla fuerte, y vacía cubos, piscinas hinchables y bandejas después de usarlos.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'soil-texture-test',
    topic: 'soil',
    title: ['Is my soil clay or sandy?', '¿Mi tierra es arcillosa o arenosa?'],
    cues: [
      'clay\\w*|sand\\w*|loam\\w*|silt\\w*|arcill\\w*|arena\\w*|limo\\w*|franc[oa]',
      'tell|know|test\\w*|check\\w*|find out|which|what kind|type|saber|se si|como se|prueba\\w*|comprob\\w*|averigu\\w*|que tipo|tipo de|distingu\\w*',
    ],
    en: [
      'Squeeze a handful of damp soil: sandy soil feels gritty and falls apart, clay feels sticky and holds a ball you can roll into a sausage or ribbon, and good loam holds together then crumbles.',
      'For a closer look, shake soil with water in a jar and leave it a day: sand settles first, then silt, then clay on top, and the layers show your mix.',
    ],
    es: [
      'Aprieta un puñado de tierra húmeda: la arenosa es áspera y se deshace, la arcillosa es pegajosa y forma una bola que puedes enrollar como un churro, y la franca se queda unida y luego se desmenuza.',
      'Para verlo mejor, agita tierra con agua en un frasco y déjala un día: la arena se asienta primero, luego el limo y arriba la arcilla, y las capas muestran tu mezcla.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'worm-bin-start',
    topic: 'soil',
    title: ['Starting a worm bin', 'Empezar un lombricompostero'],
    cues: [
      'worm (?:bin|farm|compost\\w*|box)|worm composting|vermicompost\\w*|wormery|lombricompost\\w*|lombricultura|vermicompost\\w*|compost\\w* (?:de|con) lombri\\w*|caja de lombri\\w*',
    ],
    en: [
      'Worm composting uses red wigglers (Eisenia, also called redworms or tiger worms), not garden earthworms, living in a bin with air holes and damp bedding of shredded newspaper, paper or cardboard.',
      'Feed them small amounts of fruit and vegetable scraps buried in the bedding; children love checking on them, and in a few months the worms make castings, a rich compost for pots.',
    ],
    es: [
      'El lombricompostaje usa lombriz roja californiana (Eisenia), no lombrices de tierra del jardín, en una caja con agujeros y una cama húmeda de papel de periódico o cartón en tiras.',
      'Dales poco a poco restos de fruta y verdura enterrados en la cama; a los niños les encanta revisarlas, y en unos meses hacen humus de lombriz, un abono riquísimo para macetas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'raised-bed-fill',
    topic: 'soil',
    title: ['Soil for a raised bed', 'Tierra para un bancal elevado'],
    cues: [
      'raised (?:beds?|garden\\w*|planters?)|bancal\\w* elevad\\w*|bancal\\w* alt\\w*|cama\\w* elevad\\w*|camas? altas?|huerto elevado|mesa de cultivo|bancales?',
      'fill\\w*|soil|dirt|mix\\w*|what (?:to )?put|tierra|sustrato|relleno|rellen\\w*|llen\\w*|que (?:le )?pongo|mezcla',
    ],
    en: [
      'Fill a raised bed with a mix of about 60% good topsoil (garden soil) and 40% compost; in deep beds, logs, branches and cardboard at the bottom save soil.',
      'Top it up with a few centimetres of compost every year, as the soil settles.',
    ],
    es: [
      'Llena un bancal elevado con una mezcla de más o menos 60% de tierra vegetal (buena tierra de jardín) y 40% de compost o humus; en bancales hondos, troncos, ramas y cartón en el fondo ahorran tierra.',
      'Añade unos centímetros de compost cada año, porque la tierra se asienta.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'wood-ash-garden',
    topic: 'soil',
    title: ['Wood ash in the garden', 'La ceniza de leña en el jardín'],
    cues: ['ash\\w*|cenizas?'],
    not: 'barbecue|charcoal|coal|carbon|barbacoa|asador',
    en: [
      'Ash from untreated wood adds potassium and calcium, but it raises the pH (makes soil alkaline) like lime, so use little: a thin dusting, a handful per square metre a year, never on acid-loving plants.',
      'Never use ash from coal, charcoal briquettes or painted or treated wood.',
    ],
    es: [
      'La ceniza de leña sin tratar aporta potasio y calcio, pero sube el pH (vuelve alcalina la tierra) como la cal, así que usa poca: una capa fina, un puñado por metro cuadrado al año, y nunca en plantas de suelo ácido.',
      'No uses nunca ceniza de carbón, de briquetas ni de madera pintada o tratada.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'pots-wind-heat',
    topic: 'containers',
    title: ['Pots in hot, windy spots', 'Macetas con calor y viento'],
    cues: [
      POTS,
      'wind\\w*|breez\\w*|exposed|hot|heat\\w*|scorch\\w*|viento\\w*|ventos\\w*|expuest\\w*|calor|caluros\\w*|sol fuerte',
      'water\\w*|dry|dries|riego|rieg\\w*|regar|agua|sec\\w*',
    ],
    en: [
      'On a hot, windy balcony pots can dry out in hours: check them every day with a finger and water daily, in summer heatwaves twice a day, morning and evening, until water runs out below.',
      'Bigger pots, a mulch on top, saucers, self-watering pots and grouping pots together out of the strongest wind all help them stay moist.',
    ],
    es: [
      'En un balcón caluroso y con viento las macetas se secan en horas: revísalas cada día con un dedo y riega a diario, y en olas de calor dos veces al día, mañana y tarde, hasta que salga agua por abajo.',
      'Macetas más grandes, acolchado por encima, platos, macetas de autorriego y agruparlas lejos del viento más fuerte ayudan a que guarden la humedad.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'water-new-seeds',
    topic: 'watering',
    title: ['Watering newly sown seeds', 'Regar semillas recién sembradas'],
    cues: [
      'seeds?|sown|sowed|seedbeds?|semillas?|sembrad\\w*|semiller\\w*|almacig\\w*',
      'water\\w*|moist\\w*|riego|rieg\\w*|regar|regamos|humed\\w*',
    ],
    not: 'how deep|profund\\w*|pots?|macetas?',
    en: [
      'Until seeds come up, keep the soil evenly moist, never soggy and never dry: water gently every day or two (daily in hot, dry weather) with a fine rose or a mist spray so the seeds are not washed away.',
      'A thin layer of compost or a sheet of fleece over the row helps the surface stay damp; once the seedlings are up, water less often but more deeply.',
    ],
    es: [
      'Hasta que nazcan, mantén la tierra siempre húmeda, ni encharcada ni seca: riega suave cada uno o dos días (a diario con calor) con una regadera de lluvia fina o un pulverizador para no arrastrar las semillas.',
      'Una capa fina de compost o una manta térmica sobre la fila ayuda a que la superficie no se seque; cuando hayan nacido, riega menos a menudo pero más hondo.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'ladybirds-good',
    topic: 'pests',
    title: ['Ladybirds are garden friends', 'Las mariquitas son amigas del huerto'],
    cues: [
      'ladybirds?|ladybugs?|lady beetles?|mariquitas?|catarinas?|vaquitas? de san antonio|chinitas?|san antonios?|coquitos?',
    ],
    en: [
      'Ladybirds (ladybugs) are good for plants: adults and their larvae eat aphids (greenfly), a single larva hundreds of them, plus mites and scale insects.',
      'The larvae look like tiny black and orange alligators, so do not squash them; avoid sprays so they stay.',
    ],
    es: [
      'Las mariquitas (catarinas) son buenas para las plantas: los adultos y sus larvas comen pulgones, cientos cada larva, además de ácaros y cochinillas.',
      'Las larvas parecen pequeños caimanes negros y naranjas, así que no las aplastes, y evita los insecticidas para que se queden.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'japanese-beetles',
    topic: 'pests',
    title: ['Japanese beetles, bee-safe', 'Escarabajos japoneses sin dañar a las abejas'],
    cues: ['japanese beetles?|escarabajos? japones\\w*|popillia'],
    en: [
      'Pick or knock Japanese beetles into a bucket of soapy water in the early morning, when they are sluggish; do it every day or two while they feed.',
      'Cover crops with row cover (netting) while beetles fly, and treat the lawn for their grubs with beneficial nematodes or milky spore; skip beetle traps, which draw in more beetles, and never spray open flowers.',
    ],
    es: [
      'Recoge los escarabajos japoneses a mano o sacúdelos en un cubo con agua y jabón por la mañana temprano, cuando están lentos; repítelo cada día o dos mientras coman.',
      'Cubre los cultivos con malla o manta mientras vuelan y trata el césped contra sus larvas con nematodos beneficiosos; evita las trampas, que atraen más escarabajos, y no rocíes nunca flores abiertas.',
    ],
    source: 'extension-service',
  }),
]
