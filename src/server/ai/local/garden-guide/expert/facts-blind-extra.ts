// A last set of everyday asks: mulch and watering, reviving a dried-out plant, water running off dry soil, watering
// before a frost, bee plants for wet soil, buying bee-safe plants, which lavender bees like, how far bees fly, grow
// bags, slugs in pots, a butterfly puddle with children, and marigolds (cempasúchil) for the Day of the Dead.
// Sources: extension services, pollinator societies, general horticulture.
import { BEES, buildFact, POTS } from './fact-builder'
import type { TopicFact } from './topic-facts'

const WATER =
  'water\\w*|irrigat\\w*|regar|regad\\w*|riego\\w*|rieg\\w*|riega\\w*|agua|moj\\w*|hydrat\\w*|hidrat\\w*'

export const BLIND_EXTRA_FACTS: TopicFact[] = [
  buildFact({
    id: 'mulch-and-watering',
    topic: 'watering',
    title: ['How much water mulch saves', 'Cuánta agua ahorra el acolchado'],
    cues: [
      'mulch\\w*|acolch\\w*|mantillo|cobertura|paja|straw|wood ?chips?|astillas?|chips',
      WATER,
      'how much|save\\w*|less|often|thick|deep|before|after|help\\w*|cuant[oa]|ahorr\\w*|menos|seguido|grosor|espesor|antes|despues|ayud\\w*|sirve',
    ],
    en: [
      'A layer of mulch 5 to 8 cm (2 to 3 in) deep of straw, shredded leaves, wood chips or compost keeps moisture in the soil by shading it and slowing evaporation, which can cut the water lost from the surface by half or more, so beds need watering less often and roots stay cooler; in pots, 2 to 3 cm of bark or gravel helps too.',
      'Water the soil deeply before you spread it, keep it a few centimetres away from stems and trunks, and top it up each year; with drip lines, lay the line under the mulch, and check with a finger under the mulch before watering.',
    ],
    es: [
      'Una capa de acolchado (mantillo) de 5 a 8 cm de paja, hojas trituradas, astillas o compost mantiene la humedad en la tierra porque la sombrea y frena la evaporación, y puede reducir a la mitad o más el agua que se pierde por la superficie, así que los bancales necesitan riego menos a menudo y las raíces están más frescas; en macetas, 2 o 3 cm de corteza o grava también ayudan.',
      'Riega a fondo la tierra antes de extenderlo, sepáralo unos centímetros de los tallos y troncos y repónlo cada año; con goteo, pon la manguera debajo del acolchado, y mira con un dedo bajo el acolchado antes de regar.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'revive-dry-plant',
    topic: 'watering',
    title: ['Reviving a plant that dried out', 'Recuperar una planta que se secó'],
    cues: [
      'reviv\\w*|rescue\\w*|bring (?:it |them )?back|save (?:it|them|my|a|the)|dried out|dried up|forgot to water|too dry|completely dry|recuper\\w*|resucit\\w*|reviv\\w*|salvar\\w*|se (?:me )?seco|se secaron|olvide regar|muy sec[oa]s?|seca del todo|reseca\\w*',
      'plants?|pots?|potted|basil|herbs?|flowers?|seedlings?|plantas?|macetas?|albahaca|hierbas?|aromaticas?|flor\\w*|plantines?|it|them|la|las|lo|los',
    ],
    not: 'frost\\w*|freez\\w*|helad\\w*|bees?|abejas?|pests?|plagas?|bugs?|slugs?|babosas?|seeds?|semillas?',
    en: [
      'For a plant that wilted from drought, water slowly at once; if it is in a pot, stand the whole pot in a bucket or sink of water for 30 to 60 minutes until bubbles stop, then let it drain, and put it in the shade for a day or two.',
      'Leaves that perk up within a day mean it will recover; cut off crisp, brown leaves and stems, then wait for new shoots before feeding. If the stems are brittle and the roots dry and brown, it may not come back, but try for two weeks before giving up.',
    ],
    es: [
      'A una planta que se marchitó por falta de agua, riégala despacio enseguida; si está en maceta, mete toda la maceta en un cubo (balde) o el fregadero con agua de 30 a 60 minutos, hasta que dejen de salir burbujas, deja escurrir y ponla a la sombra un día o dos.',
      'Si las hojas se levantan en un día, se recuperará; corta las hojas y tallos secos y crujientes, y espera a que salgan brotes nuevos antes de abonar. Si los tallos se quiebran y las raíces están secas y marrones, puede que no vuelva, pero dale dos semanas antes de rendirte.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'water-runs-off',
    topic: 'watering',
    title: [
      'Water that runs straight off or through dry soil',
      'Agua que resbala o sale enseguida de la tierra seca',
    ],
    cues: [
      'runs? (?:off|out|straight|right)|won\\w*t soak|doesn\\w*t soak|not soak\\w*|does not absorb|doesn\\w*t absorb|repel\\w* water|hydrophobic|pulls? away from (?:the )?(?:sides|pot)|no absorbe|no se absorbe|resbala|se escurre|sale (?:enseguida|directo|por abajo)|no (?:la )?empapa|se despega de la maceta|hidrofob\\w*',
      `${WATER}|soil|potting|mix|compost|tierra|sustrato|maceta`,
      `${POTS}|soil|potting|mix|compost|beds?|tierra|sustrato|bancal\\w*`,
    ],
    en: [
      'Potting mix and compost that dry out completely shrink and repel water, which then runs off the top or straight down the gap at the sides of the pot. Soak the pot in a bucket of water for 30 minutes, or water a little, wait 10 minutes and water again two or three times.',
      'In beds, water slowly with a trickle or a drip line, poke holes with a fork, and mulch; a drop of mild washing-up liquid in a watering can helps the first soaking, and keeping the mix from drying out fully prevents it happening again.',
    ],
    es: [
      'El sustrato y el compost que se secan del todo se encogen y repelen el agua, que resbala por encima o se va directa por el hueco de los lados de la maceta. Mete la maceta en un cubo (balde) de agua 30 minutos, o riega un poco, espera 10 minutos y vuelve a regar dos o tres veces.',
      'En los bancales, riega despacio con un hilo de agua o goteo, haz agujeros con una horca y acolcha; una gota de lavavajillas suave en la regadera ayuda en el primer empapado, y no dejar que el sustrato se seque del todo evita que vuelva a pasar.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'water-before-frost',
    topic: 'watering',
    title: ['Watering before a frost', 'Regar antes de una helada'],
    cues: [
      'frost\\w*|freez\\w*|cold snap|cold night|helad\\w*|congel\\w*|ola de frio|noche fria',
      WATER,
      'before|tonight|night|should|protect\\w*|antes|esta noche|noche|debo|proteg\\w*',
    ],
    en: [
      'Yes: moist soil holds and gives off more heat than dry soil, so water beds and pots in the morning or early afternoon before a frost night, not in the evening, and keep the water off the leaves.',
      'Then cover tender plants at dusk with fleece, an old sheet or upturned buckets reaching to the ground (not plastic touching the leaves), move pots against a house wall or indoors, and uncover them in the morning once it warms up.',
    ],
    es: [
      'Sí: la tierra húmeda guarda y suelta más calor que la seca, así que riega bancales y macetas por la mañana o a primera hora de la tarde antes de una noche de helada, no al anochecer, y sin mojar las hojas.',
      'Después, tapa al atardecer las plantas delicadas con manta térmica, una sábana vieja o cubos (baldes) boca abajo hasta el suelo (sin plástico tocando las hojas), arrima las macetas a una pared de la casa o mételas dentro, y destápalas por la mañana cuando suba la temperatura.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'bee-plants-wet-soil',
    topic: 'bees',
    title: ['Bee plants for wet or boggy soil', 'Plantas para abejas en tierra húmeda o encharcada'],
    cues: [
      BEES,
      'wet|damp|boggy|soggy|swampy|heavy clay|rain garden|pond edge|humed\\w*|encharcad\\w*|pantan\\w*|anegad\\w*|orilla del estanque|jardin de lluvia',
      'plants?|flowers?|grow\\w*|what|which|best|plantas?|flor\\w*|que|cuales|cultiv\\w*|mejor\\w*',
    ],
    en: [
      'For damp spots and rain gardens, bees visit swamp milkweed, Joe Pye weed, boneset, blue vervain, bee balm, cardinal flower, New England aster, meadowsweet, hemp agrimony, water mint, marsh marigold and willows.',
      'Avoid purple loosestrife in North America, where it is invasive; a shallow pond edge with stones also gives bees a safe place to drink.',
    ],
    es: [
      'Para rincones húmedos y jardines de lluvia, las abejas visitan el algodoncillo de pantano (Asclepias incarnata), la eupatoria, la verbena azul, la monarda, la lobelia cardinal, los ásteres, la ulmaria (reina de los prados), la menta de agua, la calta palustre y los sauces.',
      'En Norteamérica evita la salicaria púrpura, que es invasora; el borde poco profundo de un estanque con piedras también da a las abejas un lugar seguro para beber.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-safe-nursery-plants',
    topic: 'bees',
    title: ['Buying plants that are safe for bees', 'Comprar plantas seguras para las abejas'],
    cues: [
      'buy\\w*|bought|nursery|nurseries|garden cent\\w*|store|shop|compr\\w*|vivero\\w*|tienda\\w*',
      `${BEES}|neonic\\w*|systemic|treated|sistemic\\w*|tratad\\w*`,
      'safe|treated|sprayed|neonic\\w*|systemic|pesticid\\w*|label|seguro|segura|tratad\\w*|fumigad\\w*|sistemic\\w*|etiqueta|plants?|plantas?',
    ],
    not: 'ladybugs?|ladybirds?|mariquitas?|catarinas?|chinitas?|nematod\\w*|honey|miel',
    en: [
      'Some nursery plants are grown with systemic insecticides (neonicotinoids) that get into pollen and nectar for months; ask the nursery whether the plants were treated, look for labels saying "bee-friendly" plus "grown without neonicotinoids" or organic, and buy from local native-plant nurseries.',
      'Growing from seed, dividing plants with neighbours and taking cuttings avoids the question entirely; a label with a bee symbol alone only says bees like the flower, not that it was grown without pesticides.',
    ],
    es: [
      'Algunas plantas de vivero se cultivan con insecticidas sistémicos (neonicotinoides) que pasan al polen y al néctar durante meses; pregunta en el vivero si fueron tratadas, busca etiquetas que digan "cultivada sin neonicotinoides" o ecológica, y compra en viveros locales de plantas nativas.',
      'Sembrar desde semilla, dividir plantas con los vecinos y hacer esquejes evita el problema; una etiqueta que solo lleva una abeja dibujada dice que a las abejas les gusta la flor, no que se cultivó sin pesticidas.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'lavender-for-bees',
    topic: 'bees',
    title: ['Which lavender bees like best', 'Qué lavanda prefieren las abejas'],
    cues: [
      'lavender\\w*|lavanda\\w*|espliego|lavandin\\w*|cantueso',
      BEES,
      'which|best|kind|type|variet\\w*|most|better|cual\\w*|mejor\\w*|tipo\\w*|clase|variedad\\w*|mas',
    ],
    en: [
      "Bees visit all lavenders, but the long-flowering lavandin hybrids (Lavandula x intermedia, such as 'Grosso') and English lavender (L. angustifolia, such as 'Hidcote' and 'Munstead') are favourites of bumblebees and honeybees; French or Spanish lavender (L. stoechas) flowers earlier and suits warm, dry places.",
      'Plant several in full sun and well-drained soil, water only until established, and trim lightly after flowering, never into old bare wood.',
    ],
    es: [
      "Las abejas visitan todas las lavandas, pero los lavandines híbridos de floración larga (Lavandula x intermedia, como 'Grosso') y la lavanda inglesa o espliego (L. angustifolia, como 'Hidcote' y 'Munstead') son las favoritas de abejorros y abejas de la miel; el cantueso o lavanda francesa (L. stoechas) florece antes y va bien en sitios cálidos y secos.",
      'Planta varias a pleno sol y en tierra que drene bien, riega solo hasta que arraiguen y recórtalas un poco después de florecer, nunca hasta la madera vieja sin hojas.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'grow-bags',
    topic: 'containers',
    title: ['Growing in grow bags and fabric bags', 'Cultivar en sacos o bolsas de cultivo'],
    cues: [
      'grow ?bags?|fabric (?:bags?|pots?)|planting bags?|potato bags?|sacos? de cultivo|bolsas? de cultivo|costales? de cultivo|macetas? de tela|bolsas? de tela',
      'what|which|grow\\w*|plant\\w*|size|how|good|vegetables?|que|cuales|cultiv\\w*|plant\\w*|sembr\\w*|tamano|como|buen\\w*|hortalizas?|verduras?',
    ],
    not: 'compost\\w*|composta\\w*|leaves|hojas|paper|papel|seeds? in a bag|semillas? en (?:una )?bolsa|zip',
    en: [
      'Fabric grow bags breathe and drain well, so roots do not circle and stay cooler, but they dry out faster than plastic pots: water daily in summer. Sizes: about 40 to 50 litres (10 to 15 gallons) for potatoes or a tomato, 20 to 30 litres for peppers, 10 litres for lettuce and herbs.',
      'The flat plastic "grow bags" of compost sold in the UK and Spain take 2 or 3 tomatoes, peppers or courgettes each: cut planting holes in the top and drainage slits in the bottom, and stand them on a sunny balcony or patio.',
    ],
    es: [
      'Las bolsas de cultivo de tela respiran y drenan bien, así que las raíces no dan vueltas y están más frescas, pero se secan antes que las macetas de plástico: riega cada día en verano. Tamaños: unos 40 a 50 litros para papas (patatas) o una tomatera, 20 a 30 litros para chiles o pimientos, 10 litros para lechugas y aromáticas.',
      'Los sacos planos de sustrato que se venden para cultivar llevan 2 o 3 tomateras, pimientos o calabacines cada uno: corta agujeros para plantar arriba y ranuras de drenaje abajo, y ponlos en un balcón o patio soleado.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'slugs-in-pots',
    topic: 'pests',
    title: ['Slugs and snails in pots and on balconies', 'Babosas y caracoles en macetas y balcones'],
    cues: [
      'slugs?|snails?|babosas?|caracol\\w*|limacos?|babosos?',
      `${POTS}|balcon\\w*|terraces?|terraza\\w*|decks?|patio`,
    ],
    en: [
      'Pots are the easiest place to stop slugs and snails: run a band of copper tape round each pot, stand pots on feet or a gravel tray so they cannot hide underneath, check under rims and saucers in the evening and pick them off, and put a ring of wool pellets or grit on the soil.',
      'Lift pots off the ground on a stand for lettuces and hostas, and avoid slug pellets on balconies where children and pets play.',
    ],
    es: [
      'Las macetas son el sitio más fácil para frenar a babosas y caracoles: pon una cinta de cobre alrededor de cada maceta, levántalas con patas o sobre una bandeja de grava para que no se escondan debajo, revisa al atardecer bajo los bordes y los platos y quítalos a mano, y pon un anillo de bolitas de lana o grava en la tierra.',
      'Sube las macetas de lechugas y hostas a un soporte elevado, y evita los cebos para babosas en balcones donde juegan niños y mascotas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'butterfly-puddle',
    topic: 'activities',
    title: [
      'A butterfly puddle or drinking dish to make with children',
      'Un charco o bebedero para mariposas para hacer con niños',
    ],
    cues: [
      'butterfl(?:y|ies)|mariposas?',
      'puddl\\w*|water\\w*|drink\\w*|salt|mud|feeders?|charcos?|agua|beben|beber|sal|barro|bebederos?|comederos?',
      'make|build|diy|set up|how|give|hacer|hago|hacemos|como|armar|preparar|dar|damos|poner',
    ],
    not: 'plants?|flowers?|plantas?|flor\\w*|caterpillars?|orugas?',
    en: [
      'Butterflies drink from damp mud to get salts and minerals ("puddling"): fill a shallow dish or an old plant saucer with sand or garden soil, add a pinch of salt, keep it wet, and set a few flat stones in it for basking, in a sunny spot near flowers.',
      'Children can top it up each morning and count the visitors; a slice of overripe banana or orange on a plate in late summer feeds butterflies too, but remove it before it attracts wasps.',
    ],
    es: [
      'Las mariposas beben del barro húmedo para conseguir sales y minerales: para hacerles un bebedero, llena un plato llano o un plato viejo de maceta con arena o tierra del jardín, añade una pizca de sal, mantenlo mojado y pon unas piedras planas para que tomen el sol, en un sitio soleado cerca de flores.',
      'Los niños pueden rellenarlo cada mañana y contar las visitas; una rodaja de plátano (banana) o naranja muy madura en un plato a final de verano también alimenta a las mariposas, pero quítala antes de que atraiga avispas.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'marigolds-day-of-the-dead',
    topic: 'plants',
    title: [
      'Growing cempasúchil (marigolds) for the Day of the Dead',
      'Sembrar cempasúchil para el Día de Muertos',
    ],
    cues: [
      'day of the dead|dia de (?:los )?muertos|ofrendas?|todos los santos|cempasuchil\\w*|cempoalxochitl|flor de muerto',
      'plant\\w*|sow\\w*|grow\\w*|when|flower\\w*|bloom\\w*|seeds?|sembr\\w*|siembr\\w*|cultiv\\w*|cuando|florec\\w*|flor\\w*|semillas?|plantar',
    ],
    en: [
      'To have cempasúchil (Mexican marigolds) flowering for the Day of the Dead on 1 and 2 November, sow the seeds in late June or July, about 3 to 4 months before, 1 cm deep in full sun, and transplant seedlings 30 to 40 cm apart in August.',
      'Pinch the tips once when plants are 15 cm tall for bushier plants with more flowers, water during dry spells, and pick the flowers for the ofrenda as they open; the plants also feed bees and butterflies in autumn.',
    ],
    es: [
      'Para tener cempasúchil en flor el Día de Muertos, el 1 y 2 de noviembre, siembra las semillas a finales de junio o en julio, unos 3 a 4 meses antes, a 1 cm de profundidad y a pleno sol, y trasplanta los plantines a 30 o 40 cm en agosto.',
      'Despunta una vez las puntas cuando las plantas midan 15 cm para que salgan más ramas y flores, riega en los días secos y corta las flores para la ofrenda según abren; además alimentan a abejas y mariposas en otoño.',
    ],
    source: 'general-horticulture',
  }),
]
