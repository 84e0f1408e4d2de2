// More facts grown from families' everyday wording: compost amounts and winter, humus, clay that will not drain,
// gravel in pots, herbs sharing a pot, crops for small pots, vinegar as a weedkiller, plant experiments, terrariums,
// fairy gardens, raising monarchs and getting children keen. Sources: extension-service guides, pollinator
// societies, school-garden programmes, general horticultural practice.
import { buildFact, COMPOST, KIDS, POTS } from './fact-builder'
import type { TopicFact } from './topic-facts'

export const MORE_FACTS_2: TopicFact[] = [
  buildFact({
    id: 'how-much-compost',
    topic: 'soil',
    title: ['How much compost to add', 'Cuánto compost añadir'],
    cues: [
      COMPOST,
      'how much|how many|how thick|how deep|amount|quantity|cuanto|cuanta|cuantos|cantidad|grosor|que tanto',
    ],
    en: [
      'Spread 2 to 5 cm (1 to 2 inches) of compost over vegetable beds each spring, or about a 10-litre bucket per square metre; new or poor beds can take 5 to 8 cm.',
      'For planting holes, mix a spadeful of compost with the soil you dug out, and for pots, about a quarter compost in the mix; leave it on top and the worms carry it down.',
    ],
    es: [
      'Extiende de 2 a 5 cm de compost sobre los bancales cada primavera, más o menos un cubo de 10 litros por metro cuadrado; los bancales nuevos o pobres admiten de 5 a 8 cm.',
      'En el hoyo de plantación, mezcla una palada de compost con la tierra que sacaste, y en macetas, más o menos una cuarta parte de compost en el sustrato; déjalo encima y las lombrices lo bajan.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'compost-in-winter',
    topic: 'soil',
    title: ['Composting in winter', 'Compostar en invierno'],
    cues: [
      COMPOST,
      'winter|cold|freez\\w*|frozen|snow\\w*|invierno|frio|fria|hiel\\w*|helad\\w*|congel\\w*|nieve',
    ],
    en: [
      'Yes, keep adding scraps in winter: the pile slows down or freezes, but it starts working again in spring.',
      'Cover it with a lid, old carpet or cardboard to keep off rain, add plenty of dry leaves with the scraps, and a bigger pile or a closed bin against a sunny wall stays warmer.',
    ],
    es: [
      'Sí, sigue echando restos en invierno: la compostera se ralentiza o se congela, pero vuelve a funcionar en primavera.',
      'Tápala con una tapa, una alfombra vieja o cartón para que no entre la lluvia, añade muchas hojas secas con los restos, y un montón grande o una compostera cerrada junto a una pared soleada se mantiene más caliente.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'compost-worms-needed',
    topic: 'soil',
    title: ['Do I need to add worms to my compost?', '¿Hay que echar lombrices al compost?'],
    cues: [COMPOST, 'worms?|lombri\\w*'],
    not: 'worm bins?|vermicompost\\w*|vermicompostera\\w*|lombricompost\\w*|kids?|child\\w*|ninos?|hijos?',
    en: [
      'No need: a compost pile on bare soil is found by earthworms, woodlice and beetles on their own, and many worms in it mean it is working.',
      'Buy compost worms (red wigglers) only for a closed worm bin; ordinary earthworms from the garden do not live in a bin.',
    ],
    es: [
      'No hace falta: a una compostera sobre tierra llegan solas las lombrices, las cochinillas y los escarabajos, y muchas lombrices dentro significa que funciona.',
      'Compra lombrices rojas de compost solo para una vermicompostera cerrada; las lombrices normales del jardín no viven en una caja.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'humus',
    topic: 'soil',
    title: [
      'What humus and worm castings are, and how to use them in pots',
      'Qué es el humus de lombriz y cómo usarlo en macetas',
    ],
    cues: ['humus'],
    en: [
      'Humus is the dark, crumbly part of soil made when leaves, roots and compost have fully rotted; it holds water and nutrients like a sponge and makes soil easy to dig.',
      'Worm humus (worm castings) is what compost worms leave behind: a gentle, rich fertiliser to mix into pots and seed beds, a handful per plant.',
    ],
    es: [
      'El humus es la parte oscura y suelta de la tierra que queda cuando hojas, raíces y compost se han descompuesto del todo; guarda agua y nutrientes como una esponja y hace la tierra fácil de trabajar.',
      'El humus de lombriz es lo que dejan las lombrices rojas: un abono suave y rico para mezclar en macetas y semilleros, un puñado por planta.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'clay-drainage',
    topic: 'soil',
    title: ['Clay soil that drains badly or puddles', 'Tierra arcillosa que drena mal o se encharca'],
    cues: [
      'clay\\w*|arcill\\w*|heavy soil|tierra pesada|sand|arena',
      'drain\\w*|waterlog\\w*|puddl\\w*|soggy|standing water|heavy|sticky|stuck|sand|arena|drena\\w*|drene|encharc\\w*|charcos?|anega\\w*|empapad\\w*|pesad[ao]|pegajos[ao]',
      'soil|dirt|ground|tierra|suelo|drain\\w*|drena\\w*|drene|encharc\\w*|add\\w*|mix\\w*|put|improv\\w*|echar|echo|mezcl\\w*|anad\\w*|poner|pongo|mejor\\w*',
    ],
    en: [
      'To help clay drain, add organic matter, not sand: spread 5 to 8 cm of compost, leaf mould or well-rotted manure every year and keep it mulched; a little sand mixed into clay can set like concrete.',
      'Never dig or walk on it when wet, grow in raised beds or mounds where water stands, and choose plants that cope with heavy soil; in alkaline, salty clay, garden gypsum can help it crumble.',
    ],
    es: [
      'Para que la arcilla drene, añade materia orgánica, no arena: extiende de 5 a 8 cm de compost, mantillo de hojas o estiércol bien descompuesto cada año y mantenla acolchada; un poco de arena mezclada con arcilla puede quedar como cemento.',
      'No la caves ni la pises mojada, cultiva en bancales elevados o caballones donde se encharque, y elige plantas que aguanten suelos pesados; en arcillas alcalinas y salinas, el yeso agrícola ayuda a que se desmenuce.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'gravel-in-pots',
    topic: 'containers',
    title: ['Rocks or gravel in the bottom of pots', 'Piedras o grava en el fondo de las macetas'],
    cues: [
      'rocks?|stones?|gravel|pebbles?|crocks?|broken pot|piedras?|piedritas?|grava|gravilla|cascotes?|tejas?|trozos de maceta|arlita|bolitas de arcilla',
      `${POTS}|bottom|fondo|drain\\w*|drenaj\\w*`,
    ],
    en: [
      'No need for rocks or gravel in the bottom of pots: they do not improve drainage, they raise the soggy layer closer to the roots and take space from the soil.',
      'Fill the whole pot with potting mix, make sure it has drainage holes, and cover a big hole with a piece of mesh or a coffee filter so the mix does not wash out.',
    ],
    es: [
      'No hace falta poner piedras ni grava en el fondo de la maceta: no mejoran el drenaje, suben la capa encharcada más cerca de las raíces y quitan sitio a la tierra.',
      'Llena toda la maceta de sustrato, asegúrate de que tenga agujeros de drenaje y tapa un agujero grande con un trozo de malla o un filtro de café para que no se salga la tierra.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'herbs-together',
    topic: 'containers',
    title: ['Herbs that can share a pot', 'Hierbas que pueden ir juntas en una maceta'],
    cues: [
      'herbs?|hierbas?|aromatic\\w*',
      'together|share|sharing|same pot|one pot|mix\\w*|combin\\w*|group\\w*|juntas?|juntos|misma maceta|una maceta|combin\\w*|mezcl\\w*|agrup\\w*',
    ],
    en: [
      'Group herbs by what they like: rosemary, thyme, sage, oregano and lavender share a sunny pot with gritty, dry mix; basil, parsley, chives and coriander share one kept moist.',
      'Give mint a pot of its own, as it takes over, and use a pot at least 30 cm wide for three or four herbs.',
    ],
    es: [
      'Agrupa las aromáticas según lo que les gusta: romero, tomillo, salvia, orégano y lavanda comparten una maceta al sol con sustrato suelto y seco; albahaca, perejil, cebollino y cilantro comparten una que se mantenga húmeda.',
      'La menta, en su propia maceta, porque lo invade todo, y usa una maceta de al menos 30 cm de ancho para tres o cuatro hierbas.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'small-pot-crops',
    topic: 'containers',
    title: ['Vegetables for small pots', 'Hortalizas para macetas pequeñas'],
    cues: [
      POTS,
      'small|little|tiny|shallow|mini|pequen\\w*|chic[oa]s?|chiquit\\w*|poco hond\\w*|bajas?',
      'vegetables?|veg|veggies|crops?|grow|what|which|hortalizas?|verduras?|cultiv\\w*|que|cuales',
    ],
    en: [
      'Small pots of 2 to 5 litres suit lettuce and salad leaves, radishes, spring onions, rocket, spinach, herbs, strawberries and a dwarf cherry tomato or chilli.',
      'Small pots dry out fast, so water daily in warm weather and feed every couple of weeks; the bigger the pot, the easier it is.',
    ],
    es: [
      'Las macetas pequeñas de 2 a 5 litros valen para lechugas y hojas de ensalada, rabanitos, cebolletas, rúcula, espinacas, aromáticas, fresas y un tomate cherry enano o un chile.',
      'Las macetas pequeñas se secan rápido, así que riega a diario con calor y abona cada par de semanas; cuanto más grande la maceta, más fácil.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'vinegar-weedkiller',
    topic: 'pests',
    title: ['Vinegar and boiling water as weedkillers', 'Vinagre y agua hirviendo como herbicidas'],
    not: 'epsom|sal inglesa|sulfato',
    cues: [
      'vinegar|vinagre|boiling water|agua hirviendo|salt|sal',
      'weeds?|weed ?killers?|herbicid\\w*|malas? hierbas?|maleza\\w*|yuyos?|spray\\w*|safe\\w*|segur\\w*|sirve\\w*|works?|funciona\\w*|kill\\w*|mata\\w*|natural\\w*',
    ],
    en: [
      'Household vinegar burns the leaves of small weeds in sun but rarely kills the roots, so most grow back; strong garden vinegar can burn skin and eyes, and salt poisons the soil for years.',
      'Safer for children, pets and bees: pull weeds after rain, hoe on dry days, pour boiling water on weeds in paving cracks, and cover bare soil with mulch or cardboard.',
    ],
    es: [
      'El vinagre de cocina quema las hojas de las malas hierbas pequeñas al sol, pero casi nunca mata la raíz, así que vuelven a salir; el vinagre concentrado de jardín quema piel y ojos, y la sal envenena la tierra durante años.',
      'Más seguro para niños, mascotas y abejas: arranca las hierbas después de llover, pasa la azada en días secos, echa agua hirviendo en las grietas del suelo y cubre la tierra desnuda con acolchado o cartón.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'plant-experiments',
    topic: 'activities',
    title: ['Plant science experiments for children', 'Experimentos con plantas para niños'],
    cues: [
      'experiments?|science|scientific|stem|experimentos?|ciencias?|cientific\\w*|investig\\w*',
      'plants?|seeds?|beans?|celery|flowers?|plantas?|semillas?|frijol\\w*|apio|flores?|germin\\w*',
      `${KIDS}|experiments?|science|school|experimentos?|ciencias?|escuela|colegio`,
    ],
    // A bean sprouting in a jar or glass is an experiment of its own, with its steps (bean-jar).
    not: 'soil|ph|tierra|suelo|compost\\w*|(?:beans?|frijol\\w*|judias?|porotos?|seeds?|semillas?) (?:\\w+ ){0,4}(?:jars?|glass|cups?|cotton|paper towels?|frascos?|vasos?|tarros?|algodon|servilletas?)|(?:jars?|glass|cups?|cotton|paper towels?|frascos?|vasos?|tarros?|algodon|servilletas?) (?:\\w+ ){0,3}(?:beans?|frijol\\w*|judias?|porotos?|seeds?|semillas?)',
    en: [
      'Easy plant experiments: stand a celery stalk or a white flower in coloured water and watch the colour climb in a day; grow beans in a shoebox maze with a hole at one end and see the shoot find the light.',
      'Sow cress in three pots, one in light, one in a dark cupboard and one left dry, and compare after a week; or measure a bean plant every day and draw a growth chart.',
    ],
    es: [
      'Experimentos fáciles con plantas: pon un tallo de apio o una flor blanca en agua con colorante y mira cómo sube el color en un día; germina frijoles en un laberinto de caja de zapatos con un agujero en un extremo y verás cómo el tallo busca la luz.',
      'Siembra berros en tres macetas, una con luz, otra en un armario oscuro y otra sin agua, y compáralas a la semana; o mide una mata de frijol cada día y dibuja una gráfica de crecimiento.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'terrarium',
    topic: 'activities',
    title: ['Making a terrarium', 'Hacer un terrario'],
    cues: [
      'terrariums?|bottle gardens?|garden in a (?:jar|bottle)|terrarios?|jardin en (?:un )?(?:frasco|botella)|mini ?jardin\\w*',
    ],
    en: [
      'In a clean glass jar, add a layer of small pebbles, a thin layer of charcoal if you have it, then 5 cm of potting mix; plant small moss, ferns or fittonia, add a few stones or toy figures, and mist with water.',
      'Keep it in bright light but out of direct sun; a closed jar recycles its own water and needs a splash only every few weeks, an open one a little every week.',
    ],
    es: [
      'En un frasco de vidrio limpio, pon una capa de piedrecitas, una capa fina de carbón vegetal si tienes y luego 5 cm de sustrato; planta musgo, helechos pequeños o fitonia, añade unas piedras o figuritas, y pulveriza con agua.',
      'Tenlo con mucha luz pero sin sol directo; un frasco cerrado recicla su propia agua y solo necesita un chorrito cada pocas semanas, y uno abierto un poco cada semana.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'fairy-garden-ideas',
    topic: 'activities',
    title: ['A fairy garden', 'Un jardín de hadas'],
    cues: ['fairy|fairies|gnome\\w*|miniature garden|hadas?|duendes?|gnomos?|jardin en miniatura'],
    en: [
      'Fill a wide pot, an old drawer or a corner of a bed with potting mix and plant small, tough plants: thyme, moss, sedums, creeping jenny and mini violas; add a pebble path, a twig fence and a shell pond.',
      'Let children make the fairy house from bark, pine cones and clay; keep it in part sun and water when the top feels dry.',
    ],
    es: [
      'Llena una maceta ancha, un cajón viejo o un rincón del bancal con sustrato y planta plantitas pequeñas y resistentes: tomillo, musgo, sedum, lisimaquia y violas enanas; añade un camino de piedritas, una valla de ramitas y un estanque de concha.',
      'Deja que los niños hagan la casita de las hadas con corteza, piñas y barro; tenlo en semisombra y riega cuando la superficie esté seca.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'raising-monarchs',
    topic: 'activities',
    title: ['Watching monarch caterpillars grow', 'Ver crecer orugas de monarca'],
    cues: [
      'monarchs?|monarcas?|caterpillars? (?:turn|become|into)|butterfly (?:kit|life cycle)|chrysalis|crisalidas?|ciclo de vida de la mariposa|orugas? (?:se convierten|en mariposa)',
    ],
    en: [
      'Monarch caterpillars eat only milkweed, so grow native milkweed (algodoncillo) and watch the eggs and striped caterpillars on the plants; in about two weeks each hangs as a green chrysalis and a butterfly comes out 10 to 14 days later.',
      'Watching them outdoors on your own plants is best: experts advise against raising many indoors, which spreads disease. Milkweed sap is toxic and irritates eyes, so wash hands after touching it.',
    ],
    es: [
      'Las orugas de la mariposa monarca solo comen algodoncillo (asclepias), así que cultiva algodoncillo nativo y observa los huevos y las orugas rayadas en las plantas; en unas dos semanas cada una cuelga como una crisálida verde y la mariposa sale 10 a 14 días después.',
      'Lo mejor es verlas al aire libre en tus propias plantas: los expertos desaconsejan criar muchas dentro de casa, porque se contagian enfermedades. La savia del algodoncillo es tóxica e irrita los ojos, así que lavaos las manos después de tocarla.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'kids-keen-on-gardening',
    topic: 'activities',
    title: ['Getting children interested in gardening', 'Que a los niños les guste la huerta'],
    cues: [
      KIDS,
      'interest\\w*|excit\\w*|keen|enjoy\\w*|love gardening|like gardening|motivat\\w*|engag\\w*|involv\\w*|get (?:them|him|her) into|interes\\w*|guste\\w*|gusta\\w*|motiv\\w*|entusiasm\\w*|animar\\w*|involucr\\w*|engancha\\w*',
    ],
    en: [
      'Give them their own patch or pot and let them choose what to grow, starting with quick, tasty crops (radishes, peas, strawberries, cherry tomatoes) and giant sunflowers.',
      'Keep jobs short and hands-on (watering, digging, picking, bug hunts), let them eat what they grow, take photos or a journal of progress, and celebrate the first harvest together.',
    ],
    es: [
      'Dales su propio rincón o maceta y deja que elijan qué cultivar, empezando por cultivos rápidos y ricos (rabanitos, guisantes o arvejas, fresas, tomates cherry) y girasoles gigantes.',
      'Que las tareas sean cortas y con las manos (regar, cavar, cosechar, buscar bichos), que coman lo que cultivan, haced fotos o un diario de cómo crece, y celebrad juntos la primera cosecha.',
    ],
    source: 'general-horticulture',
  }),
]
