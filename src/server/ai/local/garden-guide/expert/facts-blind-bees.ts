// Bee and pollinator facts for the garden questions families keep asking: flowers by season, region and spot, native
// and ground-nesting bees, bumblebee nests, bees at the pool, hoverflies, butterflies, milkweed, trees and hedges for
// bees, keeping bees, honey, bees in walls, carpenter and stingless bees, mowing, moths, rain, wasp nests.
// Sources: pollinator societies, extension services.
import { BEES, buildFact } from './fact-builder'
import type { TopicFact } from './topic-facts'

const PLANTS =
  'plant\\w*|flowers?|grow\\w*|attract\\w*|feed\\w*|food|like|love|favou?rite|best|good|sow\\w*|plantas?|plantar|flor\\w*|atra\\w*|aliment\\w*|comida|gusta\\w*|favorit\\w*|mejor\\w*|buen[oa]s?|sembr\\w*|siembr\\w*|cultiv\\w*'
export const BLIND_BEE_FACTS: TopicFact[] = [
  buildFact({
    id: 'summer-bee-flowers',
    topic: 'bees',
    title: ['Summer flowers for bees', 'Flores de verano para las abejas'],
    cues: [
      BEES,
      PLANTS,
      'summer\\w*|june|july|august|hot months|verano\\w*|junio|julio|agosto|estio|meses de calor',
    ],
    en: [
      'Summer is the easiest season: lavender, catmint, borage, oregano and thyme in flower, sunflowers, cosmos, zinnias, echinacea (coneflower), bee balm, salvias, phacelia, globe thistle, agastache and squash and bean flowers all fill with bees.',
      'Keep something flowering into late summer, when wild flowers dry up: sedum, asters, heleniums and Mexican sunflower (tithonia) bridge the gap into autumn.',
    ],
    es: [
      'El verano es la estación más fácil: lavanda, nébeda, borraja, orégano y tomillo en flor, girasoles, cosmos (mirasol), zinnias (cinias), equinácea, monarda, salvias, facelia, cardo azul, agastache y las flores de calabaza y de frijol (judía, poroto) se llenan de abejas.',
      'Ten algo en flor hasta el final del verano, cuando se secan las flores silvestres: sedum, ásteres, helenios y el girasol mexicano (tithonia, acahual) hacen de puente hasta el otoño.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'year-round-bee-flowers',
    topic: 'bees',
    title: ['Flowers for bees all year round', 'Flores para las abejas todo el año'],
    cues: [
      BEES,
      'all year|year round|every season|all seasons|whole year|months|succession|todo el ano|cada estacion|todas las estaciones|todos los meses|meses|sucesion',
    ],
    en: [
      'Aim for at least three plants in flower in every season: early spring (crocus, willow, fruit blossom), late spring (clover, chives, borage), summer (lavender, oregano, sunflowers, cosmos), autumn (asters, sedum, ivy, salvias) and, in mild places, winter (rosemary, mahonia, hellebores, winter heather).',
      'Plant each kind in a clump about 1 metre across rather than one here and one there, because bees forage on one kind of flower at a time.',
    ],
    es: [
      'Procura tener al menos tres plantas en flor en cada estación: principio de primavera (azafrán, sauce, flores de frutales), final de primavera (trébol, cebollino, borraja), verano (lavanda, orégano, girasoles, cosmos), otoño (ásteres, sedum, hiedra, salvias) y, donde el invierno es suave, invierno (romero, mahonia, eléboros, brezo de invierno).',
      'Planta cada una en un grupo de alrededor de 1 metro en lugar de una aquí y otra allá, porque las abejas van a un solo tipo de flor cada vez.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-plants-australia',
    topic: 'bees',
    title: ['Bee plants in Australia and New Zealand', 'Plantas para abejas en Australia y Nueva Zelanda'],
    cues: [
      BEES,
      PLANTS,
      'australia\\w*|aussie|new zealand|nz|nueva zelanda|sydney|melbourne|brisbane|perth|adelaide|queensland|victoria|tasmania|auckland',
    ],
    en: [
      'In Australia, native bees such as blue-banded bees, teddy bear bees and stingless Tetragonula bees love grevilleas, bottlebrushes (callistemon), eucalyptus and tea tree (leptospermum), native daisies, westringia, lomandra, banksias and blue flowers such as salvias, lavender and basil.',
      'In New Zealand, plant hebes, manuka, kowhai, pohutukawa, flax (harakeke) and cabbage trees; in both countries the main flowering season for bees runs from about September to March.',
    ],
    es: [
      'En Australia, las abejas nativas como la abeja de bandas azules, la abeja osito y las abejas sin aguijón Tetragonula adoran las grevilleas, los limpiatubos (callistemon), los eucaliptos, el árbol del té (leptospermum), las margaritas nativas, la westringia, la banksia y flores azules como salvias, lavanda y albahaca.',
      'En Nueva Zelanda, planta hebes, manuka, kowhai, pohutukawa, lino de Nueva Zelanda (harakeke) y árbol repollo; en los dos países la floración principal para las abejas va de septiembre a marzo, más o menos.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-plants-spain',
    topic: 'bees',
    title: ['Bee plants in Spain and the Mediterranean', 'Plantas para abejas en España y el Mediterráneo'],
    cues: [
      BEES,
      PLANTS,
      'spain|spanish|mediterranean|espana|mediterrane\\w*|andaluc\\w*|cataluna|catalunya|valencia\\w*|madrid|castilla|galicia|murcia|aragon|canarias|baleares|extremadura|asturias|pais vasco|euskadi|navarra',
    ],
    en: [
      "In Spain and other Mediterranean gardens, bees thrive on the wild aromatic plants: rosemary (flowering much of the winter), thyme, lavender, sage, savory, rockrose (jara), heather, strawberry tree (madroño), borage, oregano and viper's bugloss, plus fruit trees and almond blossom in February.",
      'These need little water once established; in the summer drought, a few pots of basil, salvias, gaura or lantana (its berries are poisonous) and a shallow dish of water keep bees going until the autumn rains.',
    ],
    es: [
      'En España y los jardines mediterráneos, las abejas viven de las aromáticas silvestres: romero (florece casi todo el invierno), tomillo, lavanda o espliego, salvia, ajedrea, jaras, brezos, madroño, borraja, orégano y viborera, además de los frutales y la flor del almendro en febrero.',
      'Necesitan poca agua una vez arraigadas; en la sequía del verano, unas macetas de albahaca, salvias, gaura o lantana (sus bayas son venenosas) y un plato llano con agua ayudan a las abejas hasta las lluvias de otoño.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-plants-mexico',
    topic: 'bees',
    title: ['Bee plants in Mexico and Central America', 'Plantas para abejas en México y Centroamérica'],
    cues: [
      BEES,
      PLANTS,
      'mexic\\w*|central america\\w*|centroameric\\w*|guatemala|honduras|el salvador|nicaragua|costa rica|panama|cdmx|jalisco|oaxaca|yucatan|monterrey|guadalajara|puebla|veracruz|chiapas|caribe|caribbean|cuba|dominican\\w*|puerto rico',
    ],
    en: [
      'In Mexico and Central America, bees love native salvias, cosmos and Mexican sunflower (tithonia), marigolds (cempasúchil), zinnias, agastache, verbena, lantana (poisonous berries), tajonal (Viguiera) in Yucatán, and flowering trees such as mesquite, guaje (leucaena), huizache, palo dulce and citrus.',
      'Native stingless bees (Melipona, the Maya xunan kab) visit many of the same flowers; plant for the dry season too, when flowers are scarce, and leave some water in a shallow dish with stones.',
    ],
    es: [
      'En México y Centroamérica, a las abejas les encantan las salvias nativas, el cosmos (mirasol), el acahual o girasol mexicano (tithonia), el cempasúchil, las zinnias, el toronjil (agastache), la verbena, la lantana o cinco negritos (sus frutos son venenosos), el tajonal en Yucatán y árboles en flor como el mezquite, el guaje, el huizache, el palo dulce y los cítricos.',
      'Las abejas nativas sin aguijón (meliponas, la xunan kab de los mayas) visitan las mismas flores; siembra también para la temporada de secas, cuando hay pocas flores, y deja agua en un plato llano con piedritas.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-plants-south-america',
    topic: 'bees',
    title: ['Bee plants in South America', 'Plantas para abejas en Sudamérica'],
    cues: [
      BEES,
      PLANTS,
      'south america\\w*|sudameric\\w*|suramerica\\w*|argentin\\w*|chile\\w*|uruguay\\w*|paraguay\\w*|colombia\\w*|peru\\w*|ecuador\\w*|bolivia\\w*|venezuela\\w*|brasil|brazil|buenos aires|santiago|montevideo|bogota|lima|quito|medellin|cordoba|mendoza|patagonia',
    ],
    en: [
      'In South America, bees visit native verbenas, salvias, cosmos, lantana, passionflower (mburucuyá), quillay and ulmo in Chile, ceibo, jacaranda, lapacho and aromo in Argentina, Paraguay and Uruguay, and guayacán, guamo and coffee and citrus blossom in the Andes and Colombia.',
      'Add the garden classics (lavender, rosemary, borage, sunflowers, oregano, squash and pumpkin flowers); the main bee season in the south is September to March, while in the tropics plant for both the rainy and the dry season.',
    ],
    es: [
      'En Sudamérica, las abejas visitan verbenas, salvias, cosmos, lantana, mburucuyá o pasionaria, el quillay y el ulmo en Chile, el ceibo, el jacarandá, el lapacho y el aromo en Argentina, Paraguay y Uruguay, y el guayacán, el guamo y la flor del café y de los cítricos en los Andes y Colombia.',
      'Suma los clásicos del jardín (lavanda, romero, borraja, girasoles, orégano y las flores de zapallo o ahuyama); en el sur la temporada fuerte de abejas va de septiembre a marzo, y en el trópico conviene sembrar para la temporada de lluvias y la seca.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-plants-uk',
    topic: 'bees',
    title: ['Bee plants in the UK and Ireland', 'Plantas para abejas en el Reino Unido e Irlanda'],
    cues: [
      BEES,
      PLANTS,
      'uk|britain|british|england|english garden|scotland|wales|ireland|irish|london|reino unido|inglaterra|escocia|irlanda|gales|londres',
    ],
    en: [
      'In the UK and Ireland, bumblebees and solitary bees love crocus, pussy willow and blackthorn in early spring, then apple blossom, bluebells, foxgloves, comfrey, alliums, catmint, lavender, bramble, knapweed, marjoram and thistles in summer, and ivy, sedum and Michaelmas daisies in autumn.',
      'Leave a patch of lawn with dandelions, clover and self-heal to flower, and keep a hedge of hawthorn, blackthorn or holly: it feeds bees in spring and shelters their nests.',
    ],
    es: [
      'En el Reino Unido e Irlanda, los abejorros y abejas solitarias adoran el azafrán, los sauces y el endrino a principio de primavera; luego la flor del manzano, los jacintos silvestres, las dedaleras, la consuelda, los alliums, la nébeda, la lavanda, la zarzamora, la centaurea, la mejorana y los cardos en verano, y la hiedra, el sedum y los ásteres en otoño.',
      'Deja un trozo de césped con dientes de león, trébol y consuelda menor sin cortar, y mantén un seto de espino, endrino o acebo: alimenta a las abejas en primavera y da refugio a sus nidos.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-plants-dry-hot',
    topic: 'bees',
    title: [
      'Bee plants for hot, dry gardens and deserts',
      'Plantas para abejas en jardines secos, calurosos o desérticos',
    ],
    cues: [
      BEES,
      'dry|drought|hot|heat|desert\\w*|arid|xeri\\w*|arizona|nevada|new mexico|southwest|seco|seca|sequia|calor\\w*|desiert\\w*|arid\\w*|semiarid\\w*|poca agua|little water|no water',
      PLANTS,
    ],
    en: [
      'For hot, dry gardens, bees love tough flowers: lavender, rosemary, thyme, oregano, salvias, Russian sage, agastache, gaillardia (blanket flower), California poppy, penstemon, desert marigold, globe mallow, sedum and succulents such as aloe and agave when they bloom.',
      'Desert trees like mesquite, palo verde, acacia and desert willow are bee magnets; water new plants weekly for the first summer, then only in long dry spells, and give bees a shallow dish of water.',
    ],
    es: [
      'Para jardines secos y calurosos, las abejas adoran las flores resistentes: lavanda, romero, tomillo, orégano, salvias, perovskia, agastache, gaillardia, amapola de California, penstemon, caléndula del desierto, malva del desierto, sedum y suculentas como el aloe (sábila) y el agave cuando florecen.',
      'Los árboles del desierto como el mezquite, el palo verde, la acacia (huizache) y el sauce del desierto atraen muchas abejas; riega lo recién plantado cada semana el primer verano, luego solo en sequías largas, y deja a las abejas un plato llano con agua.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-trees-hedges',
    topic: 'bees',
    title: ['Trees, shrubs and hedges for bees', 'Árboles, arbustos y setos para las abejas'],
    cues: [BEES, 'trees?|shrubs?|bush\\w*|hedg\\w*|arbol\\w*|arbust\\w*|setos?|cercos? vivos?'],
    not: 'swarm\\w*|enjambr\\w*|nests?|nid\\w*|hang\\w*|colg\\w*',
    en: [
      'One flowering tree can feed more bees than a whole flower bed: willows and maples in early spring, fruit trees (apple, pear, cherry, plum, citrus), hawthorn, linden (lime tree), black locust, sumac, catalpa and, in warm places, eucalyptus, mesquite and jacaranda.',
      'For shrubs and hedges choose flowering ones: ceanothus, hebe, abelia, cotoneaster, escallonia, rosemary, lavender, flowering currant, bramble and native roses; trim hedges after flowering, not before.',
    ],
    es: [
      'Un solo árbol en flor puede alimentar más abejas que todo un macizo: sauces y arces a principio de primavera, frutales (manzano, peral, cerezo, ciruelo, cítricos), espino, tilo, acacia falsa (robinia), zumaque, catalpa y, donde hace calor, eucalipto, mezquite y jacarandá.',
      'Para arbustos y setos elige los que florecen: ceanothus, hebe, abelia, cotoneaster, escalonia, romero, lavanda, grosellero de flor, zarzamora y rosales silvestres; recorta los setos después de la floración, no antes.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-vegetable-garden',
    topic: 'bees',
    title: ['Bringing bees to the vegetable garden', 'Atraer abejas al huerto'],
    cues: [
      BEES,
      'vegetables?|veggies?|veg garden|vegetable garden|veggie garden|vegetable patch|crops?|tomato\\w*|squash\\w*|cucumbers?|huert\\w*|hortalizas?|verduras?|cultivos?|tomate\\w*|jitomate\\w*|calabaz\\w*|pepinos?|zapall\\w*',
      'attract\\w*|bring|more|get|draw|need|help|few|no bees|not many|atra\\w*|traer|mas|pocas|ninguna|faltan|necesit\\w*|ayud\\w*',
    ],
    en: [
      'To bring more bees to the vegetable garden, plant a row or border of flowers among the crops: borage, calendula, phacelia, sunflowers, cosmos, zinnias, nasturtiums, and herbs left to flower (basil, oregano, thyme, chives, coriander or cilantro, dill).',
      'Keep them flowering from spring to autumn, never spray open flowers, and leave a little bare, sunny soil for ground-nesting bees; squash, cucumbers and melons then set far more fruit.',
    ],
    es: [
      'Para atraer más abejas al huerto, siembra una fila o un borde de flores entre los cultivos: borraja, caléndula (maravilla), facelia, girasoles, cosmos, zinnias, capuchinas, y aromáticas dejadas florecer (albahaca, orégano, tomillo, cebollino, cilantro, eneldo).',
      'Mantenlas en flor de primavera a otoño, nunca fumigues flores abiertas y deja un poco de tierra desnuda y soleada para las abejas que anidan en el suelo; así las calabazas, calabacitas (calabacines, zapallitos), pepinos y melones cuajan mucho más fruto.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'native-bees-what',
    topic: 'bees',
    title: ['What native (wild) bees are', 'Qué son las abejas nativas (silvestres)'],
    cues: [
      'native bees?|wild bees?|solitary bees?|abejas? nativas?|abejas? silvestres?|abejas? solitarias?|abejas? autoctonas?',
      'what|which|kinds?|types?|are|who|how many|differ\\w*|que|cuales|tipos?|clases?|son|cuantas|diferenci\\w*|sting|pican',
    ],
    not: 'plants?|flowers?|grow|plantas?|flores?|sembr\\w*|siembr\\w*',
    en: [
      'Native (wild) bees are the bees that lived in your region before honeybees were brought by people: about 4,000 kinds in North America, around 2,000 in Europe, 1,800 in Mexico and over 20,000 in the world, from tiny sweat bees to big bumblebees, mason, leafcutter, mining, carpenter and stingless bees.',
      'Most live alone (solitary), about 7 in 10 nest in bare ground and the rest in hollow stems or wood, they make no honey to sell, and they are gentle: they rarely sting unless squeezed, and many are better pollinators of squash, tomatoes, blueberries and fruit trees than honeybees.',
    ],
    es: [
      'Las abejas nativas (silvestres) son las que vivían en tu región antes de que la gente trajera la abeja de la miel: unas 4.000 especies en Norteamérica, cerca de 2.000 en Europa, unas 1.800 en México y más de 20.000 en el mundo, desde pequeñas abejas del sudor hasta grandes abejorros, abejas albañiles, cortadoras de hojas, mineras, carpinteras y abejas sin aguijón.',
      'Casi todas viven solas (solitarias), unas 7 de cada 10 anidan en tierra desnuda y las demás en tallos huecos o madera, no dan miel para cosechar y son tranquilas: casi nunca pican si no se las aprieta, y muchas polinizan mejor que la abeja de la miel las calabazas, los tomates, los arándanos y los frutales.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'help-ground-nesting-bees',
    topic: 'bees',
    title: ['Helping ground-nesting bees', 'Ayudar a las abejas que anidan en el suelo'],
    cues: [
      'ground ?nest\\w*|ground bees?|mining bees?|miner bees?|bare (?:soil|ground)|abejas? (?:de|del) suelo|abejas? mineras?|anidan en (?:el )?suelo|tierra desnuda|suelo desnudo',
      'help\\w*|make|create|leave|attract|habitat|home|ayud\\w*|hacer|crear|dejar|atra\\w*|hogar\\w*|casa',
    ],
    en: [
      'Most native bees nest in the ground, so leave a few sunny patches of bare, undug soil, ideally sloping or at the edge of a path, free of mulch, plastic sheeting and weedkiller; a low mound of sandy soil in a sunny corner also works.',
      'Their small holes with a ring of loose soil appear in spring; the bees are gentle, so children can watch from a little distance, and the holes are gone within a few weeks, leaving the lawn unharmed.',
    ],
    es: [
      'La mayoría de las abejas nativas anidan en el suelo, así que deja algunos trozos soleados de tierra desnuda y sin cavar, mejor en pendiente o al borde de un camino, sin acolchado, plástico ni herbicida; un montículo bajo de tierra arenosa en un rincón soleado también sirve.',
      'Sus agujeritos con un anillo de tierra suelta aparecen en primavera; las abejas son tranquilas, así que los niños pueden mirarlas a poca distancia, y a las pocas semanas los agujeros desaparecen sin dañar el césped.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bumblebee-nest-garden',
    topic: 'bees',
    title: ['A bumblebee nest in the garden', 'Un nido de abejorros en el jardín'],
    cues: [
      'bumble ?bees?|abejorros?|moscardones?|mangangas?|mangangaes?|abejones?',
      'nests?|nesting|colony|hole|compost|bird ?box\\w*|shed|nid\\w*|colonia|agujero|caj\\w* nido',
    ],
    en: [
      'A bumblebee nest in a compost heap, an old bird box, under a shed or in a hole in the lawn is good news: it holds only 50 to 400 bees, they are gentle and sting only if the nest is disturbed, and it lasts just one season, dying out in late summer when the new queens leave to sleep through winter.',
      'Leave it be and keep children and mowers a couple of metres away; if it really must go, a local beekeeping or bumblebee group can often help, and the spot will not be used again next year.',
    ],
    es: [
      'Un nido de abejorros en el compost, en una caja nido vieja, debajo de un cobertizo o en un agujero del césped es buena noticia: solo tiene de 50 a 400 abejorros, son tranquilos y solo pican si se molesta el nido, y dura una sola temporada, apagándose a final del verano cuando las nuevas reinas se van a dormir el invierno.',
      'Déjalo tranquilo y mantén a los niños y la cortadora de césped a un par de metros; si de verdad hay que moverlo, un grupo local de apicultores suele ayudar, y ese sitio no se vuelve a usar el año siguiente.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bees-in-pool',
    topic: 'bees',
    title: ['Bees drinking at the swimming pool', 'Abejas que beben en la piscina'],
    cues: [BEES, 'pools?|swimming|paddling pool|hot tub|piscina\\w*|alberca\\w*|pileta\\w*'],
    en: [
      'Bees visit pools because they need water in hot weather and like its smell of chlorine and salt; once scouts find a water source they keep coming back, so give them a better one before the pool season, 20 to 30 metres away from the pool.',
      'A shallow tray or birdbath filled with pebbles or corks (so they can stand while they drink), kept topped up every day, often with a pinch of salt at first, draws them away; rescue floating bees with a leaf or net, and never spray them.',
    ],
    es: [
      'Las abejas van a la piscina (alberca, pileta) porque necesitan agua cuando hace calor y les atrae su olor a cloro y a sal; cuando las exploradoras encuentran agua vuelven siempre, así que dales un bebedero mejor antes de la temporada, a 20 o 30 metros de la piscina.',
      'Una bandeja llana o un bebedero de pájaros con piedritas o corchos (para que se posen al beber), rellenado cada día, al principio con una pizca de sal, las aleja; rescata las abejas que flotan con una hoja o un colador, y nunca las fumigues.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'attract-hoverflies',
    topic: 'bees',
    title: ['Hoverflies: friendly helpers that look like bees', 'Sírfidos: moscas amigas que parecen abejas'],
    cues: [
      'hover ?fl(?:y|ies)|flower ?fl(?:y|ies)|syrphid\\w*|sirfid\\w*|moscas? de las flores|moscas? cernidoras?|moscas? abeja|moscas? que parecen abejas',
      'attract\\w*|help\\w*|plants?|bring|feed\\w*|garden\\w*|atra\\w*|ayud\\w*|plantas?|traer|jardin\\w*|huert\\w*',
    ],
    en: [
      'Hoverflies look like small bees or wasps with stripes but cannot sting: watch them hover still in the air. They pollinate flowers, and their larvae each eat hundreds of aphids, so they are among the best friends of a vegetable garden.',
      'Attract them with small, open, flat flowers: sweet alyssum, fennel, dill, coriander (cilantro) and parsley in flower, calendula, yarrow, phacelia, poached-egg plant and buckwheat; stop spraying aphids so the larvae have food.',
    ],
    es: [
      'Los sírfidos parecen abejitas o avispas con rayas pero no pican: fíjate cómo se quedan quietos en el aire. Polinizan flores y sus larvas comen cientos de pulgones cada una, así que son de los mejores amigos del huerto.',
      'Atráelos con flores pequeñas, abiertas y planas: aliso o alyssum, hinojo, eneldo, cilantro y perejil en flor, caléndula, milenrama, facelia y trigo sarraceno (alforfón); deja de fumigar los pulgones para que las larvas tengan comida.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'no-butterflies',
    topic: 'bees',
    title: ['Why there are no butterflies in the garden', 'Por qué no hay mariposas en el jardín'],
    cues: [
      'butterfl(?:y|ies)|mariposas?',
      'why|no |not|never|few|don\\w*t see|where|porque|por que|no hay|no veo|no vienen|pocas|nunca|donde',
    ],
    not: 'caterpillars? eat\\w*|orugas? (?:se )?com\\w*|cabbage|col\\w*|repollo',
    en: [
      'Butterflies need two kinds of plants: nectar flowers for the adults (sunny, flat or clustered ones like verbena, lantana, zinnias, buddleja, asters, Mexican sunflower and milkweed) and host plants for their caterpillars (milkweed for monarchs, fennel, dill and parsley for swallowtails, passionflower, nettles, native grasses and trees).',
      'They also want sun, shelter from wind, a damp muddy patch to drink from and no pesticides, including "organic" ones like Bt; be patient, they often find a new garden in its second summer.',
    ],
    es: [
      'Las mariposas necesitan dos tipos de plantas: flores con néctar para los adultos (soleadas, planas o en ramillete, como verbena, lantana, zinnias, budleja, ásteres, acahual o girasol mexicano y algodoncillo) y plantas hospederas para sus orugas (algodoncillo o asclepias para la monarca, hinojo, eneldo y perejil para las macaón, pasionaria o mburucuyá, ortigas, pastos y árboles nativos).',
      'También quieren sol, refugio del viento, un rincón de barro húmedo para beber y nada de pesticidas, ni siquiera "ecológicos" como el Bt; ten paciencia, muchas veces descubren un jardín nuevo en su segundo verano.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'milkweed-which',
    topic: 'bees',
    title: ['Which milkweed to plant for monarchs', 'Qué algodoncillo plantar para las monarcas'],
    cues: [
      'milkweed\\w*|asclepias|algodoncill\\w*|venenillo|yerba de la cruz|plantas? de (?:la )?monarca',
      'which|what|kind|native|tropical|plant\\w*|grow\\w*|cut\\w*|when|cual\\w*|que|tipo|nativ\\w*|tropical|plant\\w*|sembr\\w*|cort\\w*|cuando',
    ],
    en: [
      'Plant milkweed native to your region: common milkweed in the north-east and Midwest, swamp milkweed for damp soil, butterfly weed (orange) for dry sun, showy milkweed in the west; plant it in spring or autumn in full sun, a few plants together.',
      'Tropical milkweed (Asclepias curassavica) is native to Mexico and South America; in the southern US and California, cut it to the ground in autumn so monarchs keep migrating and a parasite does not build up. Milkweed sap is poisonous and stings eyes, so wash hands after touching it.',
    ],
    es: [
      'Planta el algodoncillo (asclepias) nativo de tu región: en México y Centroamérica el algodoncillo tropical o venenillo (Asclepias curassavica) es nativo; en Estados Unidos y Canadá, el común en el noreste y el medio oeste, el de pantano para tierra húmeda, el naranja (tuberosa) para sol y sequía; siémbralo en primavera u otoño a pleno sol, varias plantas juntas.',
      'Donde no es nativo (sur de Estados Unidos, California), corta el algodoncillo tropical al ras en otoño para que las monarcas sigan migrando y no se acumule un parásito. Su savia es venenosa e irrita los ojos, así que lávate las manos después de tocarlo.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'backyard-beekeeping',
    topic: 'bees',
    title: ['Keeping honeybees at home', 'Tener abejas de miel en casa'],
    cues: [
      'beekeep\\w*|bee ?keep\\w*|(?:keep|raise|have|get|start) (?:\\w+ )?(?:bees|a hive|hives|honeybees)|apicult\\w*|(?:tener|criar|poner) (?:\\w+ )?(?:abejas|una colmena|colmenas)',
      'start\\w*|can (?:i|we)|how|backyard|home|garden|yard|kids|family|begin\\w*|empez\\w*|puedo|podemos|como|casa|patio|jardin|ninos|familia|principiante\\w*',
    ],
    not: 'near|close|cerca|stung|pic\\w*',
    en: [
      "Keeping honeybees is a big commitment: first check local rules (many towns limit hives or require registration), take a beginners' course or join a beekeeping club, and plan for a suit, a hive, about 2 hours a week in spring and summer, and checks for varroa mites.",
      'Hives are best placed away from paths and play areas, facing the morning sun, with a fence or hedge so bees fly up over people, and water nearby; if anyone in the family is allergic to stings, talk to your doctor first. Mason bees are an easy start for children.',
    ],
    es: [
      'Tener abejas de miel es un compromiso grande: primero consulta las normas locales (muchos municipios limitan las colmenas o piden registrarlas), haz un curso de iniciación o únete a una asociación de apicultores, y cuenta con traje, colmena, unas 2 horas a la semana en primavera y verano, y revisar la varroa.',
      'La colmena va mejor lejos de caminos y zonas de juego, mirando al sol de la mañana, con una valla o un seto para que las abejas vuelen por encima de la gente, y con agua cerca; si alguien en la familia es alérgico a las picaduras, habla antes con el médico. Las abejas albañiles son un buen comienzo para los niños.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'why-bees-make-honey',
    topic: 'bees',
    title: ['Why bees make honey', 'Por qué hacen miel las abejas'],
    // appended: which bees make none ("are there bees that don't make honey", "¿todas las abejas hacen miel?")
    cues: [
      'honey|miel',
      'why|what for|para que|por que|porque|(?:dont|do not|never|doesnt|cant) (?:\\w+ )?make|all bees|every bee|no hacen|no producen|todas (?:las )?abejas',
    ],
    not: 'bab(?:y|ies)|infants?|bebes?|under (?:1|one)|menores?',
    en: [
      'Honeybees make honey as food to store: nectar does not keep, so they dry it in the hive until it is thick and sweet, and eat it through winter and rainy spells when no flowers bloom; a colony needs 20 to 30 kg to survive a cold winter.',
      'Bumblebees and most wild bees store only a little nectar or none, because only their queens live through the winter, asleep.',
    ],
    es: [
      'Las abejas de la miel hacen miel para guardar comida: el néctar se estropea, así que lo secan en la colmena hasta que queda espeso y dulce, y se lo comen en invierno y en las temporadas de lluvia, cuando no hay flores; una colonia necesita de 20 a 30 kg para pasar un invierno frío.',
      'Los abejorros y casi todas las abejas silvestres guardan muy poco néctar o nada, porque solo sus reinas pasan el invierno, dormidas.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bees-in-wall',
    topic: 'bees',
    title: [
      'Bees living in a wall, roof or chimney',
      'Abejas viviendo en una pared, el tejado o la chimenea',
    ],
    cues: [
      BEES,
      'walls?|roofs?|chimney\\w*|attic|loft|eaves|soffit|siding|meter box|paredes?|muros?|techos?|tejados?|chimenea\\w*|desvan|atico|alero\\w*',
    ],
    not: 'carpenter|carpinter\\w*|swarm\\w*|enjambr\\w*|mason|albanil\\w*|hotel\\w*|plants?|flowers?|plantas?|flor\\w*',
    en: [
      'A honeybee colony living inside a wall, roof or chimney should be removed alive by a beekeeper or bee-removal service, who opens the cavity and takes out the comb and bees; search for your local beekeeping association.',
      'Do not block the entrance or spray it: trapped bees find other ways into the house, and dead bees leave honey and wax that melt, stain and attract pests. Keep children away from the entrance meanwhile.',
    ],
    es: [
      'Una colonia de abejas de miel que vive dentro de una pared, el tejado o la chimenea debe sacarla viva un apicultor o un servicio de rescate de abejas, que abre el hueco y se lleva los panales y las abejas; busca la asociación de apicultores de tu zona.',
      'No tapes la entrada ni la fumigues: las abejas encerradas encuentran otros caminos hacia dentro de la casa, y las abejas muertas dejan miel y cera que se derriten, manchan y atraen plagas. Mientras tanto, mantén a los niños lejos de la entrada.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'carpenter-bees-wood',
    topic: 'bees',
    title: ['Carpenter bees drilling wood', 'Abejas carpinteras que taladran la madera'],
    cues: [
      'carpenter bees?|wood bees?|abejas? carpinteras?|abejorros? carpinteros?|xylocopa\\w*|abejones? negros?|abejorros? negros?|big black bees?',
      'wood|holes?|house|deck|fence|damage\\w*|bad|drill\\w*|bor\\w*|get rid|stop|madera|agujer\\w*|casa|valla|cerca|dan\\w*|mal[oa]s?|taladr\\w*|pergola|alero\\w*|quit\\w*|elimin\\w*|evit\\w*',
    ],
    en: [
      'Carpenter bees are big, shiny black bees that drill round holes about 1.3 cm (half an inch) across in bare, unpainted wood such as fence rails, eaves and decks to lay their eggs; they do not eat wood, and a few holes rarely weaken it.',
      'They are gentle pollinators: males, which hover near you, cannot sting, and females rarely do. To protect wood, paint or varnish it, fill old holes with wood filler or a dowel in autumn, and offer an untreated block of soft wood elsewhere in the garden.',
    ],
    es: [
      'Las abejas carpinteras (abejorros negros, xylocopas) son abejas grandes y negras brillantes que taladran agujeros redondos de 1,3 cm en madera sin pintar, como vallas, aleros o tarimas, para poner sus huevos; no comen madera y unos pocos agujeros rara vez la debilitan.',
      'Son polinizadoras tranquilas: los machos, que se quedan flotando cerca de ti, no pueden picar, y las hembras casi nunca pican. Para proteger la madera, píntala o barnízala, rellena los agujeros viejos con masilla o un taquito en otoño y ofréceles un tronco de madera blanda sin tratar en otro rincón.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'stingless-bees-meliponas',
    topic: 'bees',
    title: ['Stingless bees (meliponas)', 'Abejas sin aguijón (meliponas)'],
    cues: [
      'stingless|without (?:a )?sting\\w*|no stings?|(?:that|which|who) (?:do ?n?t|do not|cannot|cant|never) sting|(?:que|las que) no pican|que nunca pican|sin aguijon|meliponas?|melipon\\w*|angelitas?|jatai|xunan ?kab|trigonas?|tetragonul\\w*|abejas? (?:mayas?|reales?|nativas? sin)|abejitas? de monte',
    ],
    en: [
      "Stingless bees live in warm parts of the Americas, Africa, Asia and Australia: about 500 kinds, from Mexico's Melipona beecheii (the Maya xunan kab) to the tiny angelitas of South America and Tetragonula in Australia. They have a sting too small to use, defending their nest by biting or swarming around you instead.",
      'They nest in hollow trees and walls, pollinate coffee, avocado, chile and many wild plants, and make small amounts of runny, tangy honey prized as medicine; families can keep them in wooden boxes with help from a local meliponicultura group.',
    ],
    es: [
      'Las abejas sin aguijón viven en las zonas cálidas de América, África, Asia y Australia: unas 500 especies, desde la Melipona beecheii de México (la xunan kab de los mayas) hasta las diminutas angelitas o yatey de Sudamérica y las Tetragonula de Australia. Su aguijón es demasiado pequeño para picar, así que defienden el nido mordiendo o revoloteando alrededor.',
      'Anidan en troncos huecos y paredes, polinizan el café, el aguacate (palta), el chile y muchas plantas silvestres, y dan poca miel, líquida y ácida, apreciada como remedio; las familias pueden tenerlas en cajas de madera con ayuda de un grupo local de meliponicultura.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-lawn-mowing',
    topic: 'bees',
    title: ['A bee-friendly lawn: mowing less', 'Un césped amigo de las abejas: cortar menos'],
    cues: [
      BEES,
      'lawns?|mow\\w*|grass|no mow|cesped|pasto|grama|cort\\w* (?:el )?(?:cesped|pasto)|podadora|cortacesped',
    ],
    not: 'bare ?feet|barefoot|descalz\\w*|sting\\w*|pic\\w*',
    en: [
      "Mow every 2 to 4 weeks instead of weekly, and set the mower higher (8 to 10 cm), so clover, dandelions, self-heal and bird's-foot trefoil can flower: studies found lawns mown every two weeks had the most bees.",
      'Leave an unmown strip or corner all summer, try "No Mow May" in the north (or a no-mow spring month in the south), and mow in the cool of the morning or evening when fewer bees are on the flowers.',
    ],
    es: [
      'Corta el césped cada 2 a 4 semanas en lugar de cada semana y sube la altura de corte (8 a 10 cm), para que florezcan el trébol, los dientes de león, la consuelda menor y el cuernecillo: los estudios vieron que los céspedes cortados cada dos semanas tenían más abejas.',
      'Deja una franja o un rincón sin cortar todo el verano, prueba un mes de primavera sin cortar ("mayo sin cortar" en el norte, octubre en el sur) y corta con el fresco de la mañana o la tarde, cuando hay menos abejas en las flores.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'pollinator-moths-night',
    topic: 'bees',
    title: ['Night flowers for moths', 'Flores nocturnas para las polillas'],
    cues: [
      'moths?|polillas?|mariposas? nocturnas?|nocturn\\w*|night ?(?:flowers?|bloom\\w*|pollinat\\w*|garden\\w*)|flores? (?:de noche|nocturnas?)|jardin\\w* nocturn\\w*',
      'plant\\w*|grow\\w*|attract\\w*|which flowers?|what flowers?|best|sow\\w*|garden\\w*|white flowers?|fragrant|scent\\w*|plantar|sembr\\w*|atra\\w*|que flores|cuales flores|mejor\\w*|jardin\\w*|flores? blancas?|perfum\\w*|aroma\\w*',
    ],
    not: 'water\\w*|regar|rieg\\w*|clothes|ropa|larvae? in|holes?|agujer\\w*|moth ?balls?|naftalina',
    en: [
      "Moths pollinate at night, finding pale and strongly scented flowers: evening primrose, night-scented stock, honeysuckle, jasmine, nicotiana (flowering tobacco), four o'clocks (marvel of Peru), moonflower, phlox and white campion.",
      'Turn off outdoor lights or use warm, motion-sensor ones, because bright lights pull moths away from flowers; a pale flower bed near the patio is lovely for a family night walk with a red-light torch.',
    ],
    es: [
      'Las polillas polinizan de noche y buscan flores pálidas y muy perfumadas: onagra (hierba del asno), alhelí nocturno, madreselva, jazmín, tabaco de flor (nicotiana), maravilla o dondiego de noche, ipomea blanca (flor de luna), flox y silene blanca.',
      'Apaga las luces de fuera o usa luces cálidas con sensor, porque la luz fuerte aparta a las polillas de las flores; un macizo de flores claras junto al patio es precioso para un paseo nocturno en familia con una linterna de luz roja.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'wasp-nest-what-to-do',
    topic: 'bees',
    title: [
      'A wasp nest in the garden: leave it or remove it?',
      'Un nido de avispas en el jardín: ¿dejarlo o quitarlo?',
    ],
    cues: [
      'wasps?|yellow ?jackets?|hornets?|avispas?|avispones?|avispon|chaquetas amarillas',
      'nests?|hive|paper|nid\\w*|panal\\w*|avispero\\w*',
    ],
    en: [
      'A wasp nest away from paths, doors and play areas can often be left: wasps eat caterpillars and aphids, the colony dies in late autumn and the nest is never reused. Paper wasp nests are small open combs; yellowjackets nest in the ground or in cavities and are much more defensive.',
      'If a nest is near where children play or people walk, call a pest control service or beekeeper rather than tackling it yourself: never block, spray, burn or pour water into it, keep children and pets well away, and make sure everyone knows the signs of a sting allergy.',
    ],
    es: [
      'Un nido de avispas lejos de caminos, puertas y zonas de juego muchas veces se puede dejar: las avispas comen orugas y pulgones, la colonia muere a finales de otoño y el nido no se vuelve a usar. Los nidos de avispa papelera son panales pequeños y abiertos; las avispas chaqueta amarilla anidan bajo tierra o en huecos y defienden mucho más.',
      'Si el nido (avispero) está donde juegan los niños o pasa gente, llama a un servicio de control de plagas o a un apicultor en lugar de quitarlo tú: nunca lo tapes, fumigues, quemes ni le eches agua, mantén lejos a niños y mascotas y que todos conozcan las señales de alergia a las picaduras.',
    ],
    source: 'extension-service',
  }),
]
