// More facts on garden activities with children, step by step: seeds in a jar or a bag, sunflower races, seed bombs,
// bee hotels, garden journals, cress heads, kitchen scraps, avocado pits, worm jars, bug hunts, bean teepees, first
// crops and a first plot. Sources: school-garden and extension-service youth gardening guides, pollinator societies.
import { buildFact, KIDS } from './fact-builder'
import type { TopicFact } from './topic-facts'

const SEED =
  'beans?|seeds?|peas?|sprout\\w*|germinat\\w*|grow\\w*|frijol\\w*|judias?|porotos?|habichuelas?|habas?|alubias?|semillas?|brot\\w*|germin\\w*|garbanzos?|lentejas?'

export const KID_FACTS: TopicFact[] = [
  buildFact({
    id: 'bean-jar',
    topic: 'activities',
    title: ['Watching a bean sprout in a jar', 'Ver germinar un frijol en un frasco'],
    cues: [
      'jars?|glass(?:es)?|cups?|clear|cotton(?: wool| balls?)?|paper towels?|frascos?|vasos?|botes?|tarros?|transparente|algodon|servilletas?|papel de cocina',
      SEED,
    ],
    en: [
      'Line a clean glass jar with damp paper towel or cotton wool, push 2 or 3 dry beans between the paper and the glass so you can see them, and pour a little water in the bottom to keep the paper moist.',
      'Stand it somewhere warm and bright but out of hot sun: roots appear in 2 to 4 days and a shoot within a week. Keep the paper damp, draw it every day, and after about 2 weeks plant the seedling in a pot of soil.',
    ],
    es: [
      'Forra un frasco de vidrio limpio con papel de cocina húmedo o algodón, mete 2 o 3 frijoles (judías, porotos) secos entre el papel y el vidrio para que se vean, y echa un poco de agua en el fondo para que el papel siga húmedo.',
      'Ponlo en un sitio cálido y con luz, sin sol fuerte: las raíces salen en 2 a 4 días y el tallo en una semana. Mantén el papel húmedo, dibujadlo cada día y, a las 2 semanas, plantad la plantita en una maceta con tierra.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'seed-in-a-bag',
    topic: 'activities',
    title: ['Seeds in a zip bag on the window', 'Semillas en una bolsita en la ventana'],
    cues: [
      'zip ?lock|ziploc|zip ?top|zipper|plastic bags?|sandwich bags?|bags?|bolsas?|bolsitas?|bolsa hermetica|bolsa de plastico',
      SEED,
    ],
    en: [
      'Fold a damp (not dripping) paper towel into a zip-top bag, lay 3 or 4 beans, peas or sunflower seeds on it, seal it with a little air inside and tape it to a bright window: a "seed window".',
      "Label each bag with the child's name and the date; seeds sprout in 3 to 7 days, and children can draw the root, then the shoot, each day before planting them in soil after about 2 weeks.",
    ],
    es: [
      'Dobla una servilleta o papel de cocina húmedo (sin gotear) dentro de una bolsa con cierre, pon encima 3 o 4 frijoles, guisantes o pipas de girasol, ciérrala con un poco de aire y pégala con cinta en una ventana con luz: una "ventana de semillas".',
      'Escribid en cada bolsa el nombre del niño y la fecha; las semillas germinan en 3 a 7 días, y los niños pueden dibujar cada día la raíz y luego el tallo, antes de plantarlas en tierra a las 2 semanas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'germinator',
    topic: 'activities',
    title: ['A seed sprouter (germinador) with cotton', 'Un germinador con algodón'],
    cues: ['germinador\\w*|germinadores|sprouter|sprouting (?:jar|tray|kit)|cotton wool|algodon'],
    en: [
      'For a simple sprouter, put damp cotton wool or paper towel in a clear cup or yogurt pot, place beans, lentils or chickpeas on top, and keep it moist in a bright spot.',
      'Roots appear in 2 to 4 days; once the first leaves open, move the seedlings to a pot of soil, or eat lentil and bean sprouts while small.',
    ],
    es: [
      'Para un germinador sencillo, pon algodón o papel de cocina húmedo en un vaso transparente o un yogur vacío, coloca encima frijoles, lentejas o garbanzos y mantenlo húmedo en un sitio con luz.',
      'Las raíces salen en 2 a 4 días; cuando se abran las primeras hojas, pasa las plantitas a una maceta con tierra, o comed los brotes de lenteja y frijol mientras son pequeños.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'sunflower-race-how',
    topic: 'activities',
    title: ['A sunflower race', 'Una carrera de girasoles'],
    cues: [
      'sunflowers?|girasol\\w*|mirasol\\w*',
      'race|races|tallest|contest|competition|measur\\w*|grow the biggest|carreras?|competencias?|concursos?|mas alto|medir|mide|quien',
    ],
    en: [
      'Give each child a tall sunflower variety (such as Russian Giant), sow 2 seeds 2 to 3 cm deep in a sunny spot after the last frost, and keep the strongest seedling.',
      'Tie each stem to a tall cane, water at the base in dry spells, and measure every Sunday on a chart: giants can reach 2 to 3 metres by late summer, and the seed heads feed birds in autumn.',
    ],
    es: [
      'Dad a cada niño una variedad de girasol gigante, sembrad 2 semillas a 2 o 3 cm de hondo en un sitio soleado después de la última helada, y dejad la plántula más fuerte.',
      'Atad cada tallo a una caña alta, regad al pie si no llueve y medidlos cada domingo en una tabla: los gigantes llegan a 2 o 3 metros a finales del verano, y en otoño sus cabezas alimentan a los pájaros.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'seed-bombs-how',
    topic: 'activities',
    title: ['Making seed bombs', 'Hacer bombas de semillas'],
    cues: [
      'seed ?bombs?|seed ?balls?|bombas? de semillas|bolas? de semillas|bombitas? de semillas|bolitas? de semillas|nendo dango',
    ],
    en: [
      'Mix 5 handfuls of compost, 3 of powdered or air-dry clay and 1 of native wildflower seeds, add water a little at a time, and roll balls the size of a walnut; let them dry for a day or two.',
      'Throw or press them onto bare soil in spring or autumn where you are allowed to, and wait for rain; only use seeds of plants native to your area, so you feed local bees without spreading weeds.',
    ],
    es: [
      'Mezcla 5 puñados de compost, 3 de arcilla en polvo o de secado al aire y 1 de semillas de flores silvestres nativas, añade agua poco a poco y haz bolitas del tamaño de una nuez; déjalas secar uno o dos días.',
      'Lánzalas o apriétalas sobre tierra desnuda en primavera u otoño, donde esté permitido, y espera a la lluvia; usa solo semillas de plantas nativas de tu zona, para alimentar a las abejas locales sin sembrar malas hierbas.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-hotel-how',
    topic: 'activities',
    title: ['Building a bee hotel', 'Construir un hotel de abejas'],
    cues: [
      'bee hotels?|bug hotels?|insect hotels?|bee houses?|mason bee hous\\w*|solitary bee (?:hotels?|houses?|homes?)|hotel(?:es)? (?:de|para) (?:abejas|insectos|bichos)|casitas? (?:de|para) (?:abejas|insectos)|nidos? para abejas|refugios? (?:de|para) (?:abejas|insectos)',
    ],
    en: [
      'Fill a small wooden box or a tin with hollow stems or bamboo canes 15 to 20 cm long and 2 to 10 mm wide, closed at the back, or drill holes of those sizes into a block of untreated wood without going through.',
      'Fix it firmly 1 to 2 metres up, facing the morning sun and sheltered from rain, near flowers; solitary bees such as mason bees move in in spring. They are gentle and rarely sting, so children can watch up close. Replace the tubes every 2 years.',
    ],
    es: [
      'Llena una caja de madera pequeña o una lata con tallos huecos o cañas de bambú de 15 a 20 cm de largo y de 2 a 10 mm de ancho, cerradas por detrás, o taladra agujeros de esas medidas en un bloque de madera sin tratar, sin atravesarlo.',
      'Fíjalo bien a 1 o 2 metros de altura, mirando al sol de la mañana y protegido de la lluvia, cerca de flores; en primavera llegan abejas solitarias como las abejas albañiles. Son tranquilas y casi nunca pican, así que los niños pueden mirarlas de cerca. Cambia los tubos cada 2 años.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'garden-journal-how',
    topic: 'activities',
    title: ['A garden journal', 'Un diario del huerto'],
    cues: [
      'journals?|diar(?:y|ies)|notebooks?|nature (?:log|book)|logbooks?|scrapbooks?|diarios?|cuadernos?|bitacoras?|registros?|libreta\\w*',
    ],
    en: [
      'A garden journal can be any notebook: each week children write the date and weather, draw and measure a plant, and note what they planted, picked or spotted (bees, birds, worms).',
      'Stick in seed packets, pressed leaves and photos, and compare with last month; younger children can draw while a grown-up writes their words.',
    ],
    es: [
      'Un diario del huerto puede ser cualquier cuaderno: cada semana los niños apuntan la fecha y el tiempo, dibujan y miden una planta, y anotan qué sembraron, cosecharon o vieron (abejas, pájaros, lombrices).',
      'Pegad sobres de semillas, hojas prensadas y fotos, y comparad con el mes anterior; los más pequeños pueden dibujar mientras un adulto escribe lo que dicen.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'cress-heads-how',
    topic: 'activities',
    title: ['Cress heads and grass heads', 'Cabezas de berros y cabezones de pasto'],
    cues: [
      'cress|grass (?:heads?|hair)|egg ?heads?|eggshell heads?|berros?|cabez\\w* de (?:berro|berros|pasto|cesped|hierba)|cabezones?|pelo de (?:pasto|berros|cesped)|senor cesped|chia pets?',
      'heads?|hair|faces?|eggshells?|eggs?|socks?|cabez\\w*|pelo|caras?|cascaras?|huevos?|calcetin\\w*|medias?',
    ],
    en: [
      'Draw a face on an empty eggshell or a yogurt pot, fill it with damp cotton wool or compost and sprinkle cress seeds thickly on top: green "hair" sprouts in 2 or 3 days.',
      'Keep it moist on a windowsill, give it a "haircut" with scissors after about a week and eat the cress in a sandwich; a sock filled with sawdust and grass seed makes a grass head.',
    ],
    es: [
      'Pinta una cara en una cáscara de huevo vacía o un yogur, llénala de algodón húmedo o tierra y espolvorea muchas semillas de berro encima: el "pelo" verde brota en 2 o 3 días.',
      'Mantenla húmeda en la ventana, córtale el "pelo" con tijeras a la semana y comed los berros en un bocadillo o sándwich; una media con serrín y semillas de césped hace un cabezón de pasto.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'regrow-scraps-how',
    topic: 'activities',
    title: ['Regrowing kitchen scraps', 'Hacer rebrotar restos de cocina'],
    cues: [
      'regrow\\w*|grow again|grow back|from scraps|kitchen scraps|food scraps|scraps|leftovers?|peelings|rebrot\\w*|volver a crecer|vuelv\\w* a crecer|restos (?:de )?(?:la )?(?:cocina|verdura\\w*|comida)|desechos de (?:la )?cocina|sobras',
      // What is done with them: grown again, by the family (so a fact for children on planting does not outrank it).
      `${KIDS}|grow\\w*|regrow\\w*|plant\\w*|sow\\w*|sprout\\w*|roots?|water|windowsill|projects?|activit\\w*|ideas?|plantar|planto|plantamos|sembr\\w*|siembr\\w*|crec\\w*|rebrot\\w*|brot\\w*|cultiv\\w*|raic\\w*|agua|ventana|proyectos?|actividad\\w*`,
    ],
    // Cooking water is grey water for the garden, not a scrap to regrow.
    not: 'compost\\w*|composta\\w*|worms?|lombri\\w*|cooking water|pasta water|agua de cocer\\w*',
    en: [
      'Stand the root end of green onions, a lettuce, celery or bok choy base in a saucer with 1 cm of water on a windowsill, change the water every day or two, and new leaves grow within a week.',
      'Carrot and beet tops sprout pretty leaves (not a new carrot), a sprouting potato piece with an "eye" can be planted in a bucket of soil, and a garlic clove in a pot grows green shoots to snip.',
    ],
    es: [
      'Pon la base con raíces de cebolletas (cebollín), lechuga, apio o bok choy en un plato con 1 cm de agua junto a la ventana, cambia el agua cada uno o dos días, y en una semana salen hojas nuevas.',
      'La parte de arriba de la zanahoria y la remolacha da hojas bonitas (no una zanahoria nueva), un trozo de papa con un "ojo" brotado se puede plantar en un cubo con tierra, y un diente de ajo en maceta da brotes verdes para cortar.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'avocado-pit-how',
    topic: 'activities',
    title: ['Sprouting an avocado pit', 'Germinar un hueso de aguacate'],
    cues: [
      'avocados?|aguacates?|paltas?',
      'pits?|seeds?|stones?|grow\\w*|sprout\\w*|huesos?|semillas?|carozos?|pepas?|germin\\w*|brot\\w*|plant\\w*|sembr\\w*',
    ],
    en: [
      'Wash the pit, push 3 toothpicks into its middle and rest it on a glass of water, pointy end up, with the bottom third under water; keep it warm and change the water weekly.',
      'The pit splits and grows a root, then a shoot, in 3 to 8 weeks; when the shoot is 15 cm tall, plant it in a pot, leaving the top half of the pit above the soil. It makes a houseplant; fruit takes many years, if ever.',
    ],
    es: [
      'Lava el hueso, clávale 3 palillos por la mitad y apóyalo sobre un vaso de agua, con la punta hacia arriba y el tercio de abajo en el agua; tenlo en un sitio cálido y cambia el agua cada semana.',
      'El hueso se abre y saca una raíz y luego un tallo en 3 a 8 semanas; cuando el tallo mida 15 cm, plántalo en una maceta dejando la mitad de arriba del hueso fuera de la tierra. Es una bonita planta de interior; fruto, si llega, tarda muchos años.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'worm-jar-how',
    topic: 'activities',
    title: [
      'A worm jar, a mini worm farm to watch worms work',
      'Un frasco de lombrices, una granja de lombrices en miniatura para verlas trabajar',
    ],
    cues: [
      'worms?|earthworms?|lombri\\w*|gusanos?',
      'jars?|bottles?|watch|observ\\w*|see|frascos?|botellas?|mirar|ver|wormery|lombricario|do with|activit\\w*|projects?|experiment\\w*|hacer con|actividad\\w*|proyectos?|experiment\\w*',
    ],
    not: 'worm bins?|vermicompost\\w*|vermicompostera',
    en: [
      'To make a mini worm farm, in a large clear jar or a cut plastic bottle, layer damp soil and sand, add a few earthworms from the garden and some leaves on top, then wrap the jar in dark paper.',
      'Keep it cool and damp; after a few days, unwrap it to see the tunnels and mixed layers. After a week or two, put the worms back where you found them.',
    ],
    es: [
      'Para hacer una granja de lombrices en miniatura, en un frasco grande transparente o una botella de plástico cortada, pon capas de tierra húmeda y arena, añade unas lombrices del jardín y algunas hojas encima, y envuelve el frasco en papel oscuro.',
      'Tenlo fresco y húmedo; a los pocos días, desenvuélvelo para ver los túneles y las capas mezcladas. Tras una o dos semanas, devuelve las lombrices donde las encontrasteis.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'bug-hunt-how',
    topic: 'activities',
    title: ['A garden bug hunt', 'Una búsqueda de bichos en el jardín'],
    cues: [
      'bug hunts?|insect hunts?|minibeasts?|bug safaris?|creepy crawl\\w*|looking for bugs|look for bugs|find bugs|caza de bichos|cazar bichos|busqu\\w* (?:de )?bichos|buscar (?:bichos|insectos)|safari de bichos|bichos del jardin',
    ],
    en: [
      'Give children a magnifying glass, a clear pot and a spoon, and look under stones, logs and leaves, on flowers and in the compost for beetles, woodlice, worms, ladybirds, spiders and snails.',
      'Tick them off on a picture list, look without touching anything that stings (bees, wasps) or hairy caterpillars, and put every creature back where it was found.',
    ],
    es: [
      'Dad a los niños una lupa, un bote transparente y una cuchara, y buscad bajo piedras, troncos y hojas, en las flores y en el compost: escarabajos, cochinillas, lombrices, mariquitas, arañas y caracoles.',
      'Marcadlos en una lista con dibujos, mirad sin tocar lo que pica (abejas, avispas) ni las orugas peludas, y devolved cada bicho a su sitio.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'bean-teepee',
    topic: 'activities',
    title: ['A bean teepee or sunflower house', 'Un tipi de frijoles o una casita de girasoles'],
    cues: [
      'teepees?|tipis?|tepees?|dens?|hideouts?|play ?houses?|sunflower hous\\w*|bean tents?|tienda de frijoles|casitas? de (?:girasoles|frijoles|plantas)|cabana\\w*|escondite\\w*|chozas?',
    ],
    en: [
      'Push 6 to 8 canes 2 metres long into a circle of soil and tie them at the top, leaving a gap for a door; sow 2 climbing bean or runner bean seeds at the foot of each cane after the last frost.',
      'By midsummer the beans cover it in leaves and red or white flowers loved by bees, making a shady den with beans to pick; a square of tall sunflowers makes a sunflower house the same way.',
    ],
    es: [
      'Clava de 6 a 8 cañas de 2 metros en círculo y átalas arriba, dejando un hueco de puerta; siembra 2 semillas de frijol o judía de enrame al pie de cada caña después de la última helada.',
      'A mitad del verano las judías lo cubren de hojas y flores rojas o blancas que encantan a las abejas, y queda un escondite con sombra y frijoles para cosechar; un cuadrado de girasoles altos hace una casita de girasoles igual.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'first-crops-kids',
    topic: 'activities',
    title: ['Easy first crops for children', 'Primeros cultivos fáciles para niños'],
    cues: [
      KIDS,
      'first|easy|easiest|beginners?|simple|start with|what (?:to|should|can) (?:we |they |i )?(?:grow|plant|sow)|best (?:vegetables|plants|crops)|primer\\w*|facil\\w*|sencill\\w*|principiantes?|que (?:podemos|pueden|puedo) (?:sembrar|plantar|cultivar)|que (?:sembrar|plantar|cultivar)',
    ],
    en: [
      'Easy first crops for children: radishes (ready in about 4 weeks), lettuce, peas and beans (big seeds that sprout in a week), cherry tomatoes, strawberries, potatoes in a bag, sunflowers and nasturtiums (edible flowers).',
      'Choose a sunny spot, a small bed or a few big pots, and let each child own one crop from sowing to picking; quick results keep them keen.',
    ],
    es: [
      'Primeros cultivos fáciles para niños: rabanitos (listos en unas 4 semanas), lechugas, guisantes (arvejas) y frijoles o judías (semillas grandes que brotan en una semana), tomates cherry, fresas, papas en un saco, girasoles y capuchinas (flores comestibles).',
      'Elige un sitio soleado, un bancal pequeño o unas macetas grandes, y deja que cada niño se encargue de un cultivo desde la siembra hasta la cosecha; los resultados rápidos les mantienen con ganas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'kids-own-plot',
    topic: 'activities',
    title: ['A first garden plot of their own', 'Su primer rincón de huerto'],
    cues: [
      KIDS,
      'own (?:plot|bed|patch|garden|space)|their own|his own|her own|plot|patch|small bed|how big|what size|su propio|sus propios|su rincon|parcela|cuadro|tamano|que tan grande|cuanto espacio',
    ],
    en: [
      "A child's own plot can be small: about 1 metre by 1 metre (or a few large pots), in full sun, close to the house and the tap, with a stepping stone so they do not tread on the soil.",
      'Fill it with quick crops and a flower for the bees, add a name sign they paint themselves, and give them a small watering can and child-size tools.',
    ],
    es: [
      'El huerto propio de un niño puede ser pequeño: más o menos 1 metro por 1 metro (o unas macetas grandes), a pleno sol, cerca de casa y del grifo, con una piedra para pisar y no aplastar la tierra.',
      'Llénalo de cultivos rápidos y alguna flor para las abejas, ponle un cartel con su nombre pintado por ellos, y dales una regadera pequeña y herramientas de su tamaño.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'potatoes-in-a-bag',
    topic: 'activities',
    title: ['Potatoes in a bag with children', 'Papas en un saco con niños'],
    cues: [
      'potato\\w*|papas?|patatas?',
      'bags?|sacks?|buckets?|bins?|tubs?|bolsas?|sacos?|costales?|cubos?|baldes?|tachos?',
    ],
    en: [
      'Roll down the sides of a large bag or bucket with drainage holes, add 15 cm of compost, set 3 seed potatoes on it and cover with 10 cm more; as the shoots grow, keep covering them until the bag is full.',
      'Water often, and after 10 to 14 weeks, when the flowers fade, tip the bag out on a sheet: a treasure hunt children love. Never eat green potatoes or the berries and leaves, which are poisonous.',
    ],
    es: [
      'Enrolla los lados de un saco grande o un cubo con agujeros, pon 15 cm de compost, coloca 3 papas de siembra y cúbrelas con 10 cm más; a medida que salen los brotes, sigue cubriéndolos hasta llenar el saco.',
      'Riega a menudo y, a las 10 a 14 semanas, cuando se marchiten las flores, vacía el saco sobre una sábana: una búsqueda del tesoro que encanta a los niños. Nunca comáis papas verdes ni los frutos u hojas de la planta, que son venenosos.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'bird-feeder-kids',
    topic: 'activities',
    title: ['Making a bird feeder with children', 'Hacer un comedero para pájaros con niños'],
    cues: [
      'bird ?feeders?|feed(?:ing)? (?:the )?birds|food for (?:the )?birds|comederos? (?:para|de) (?:los )?(?:pajaros|aves)|dar de comer a los pajaros|alimentar a los pajaros|comida para (?:los )?pajaros',
      'birds?|pajaros?|aves|pajaritos?|feeders?|comederos?',
      `make|build|hang|diy|homemade|${KIDS}|hacer|hacemos|hago|construir|colgar|casero|casera`,
    ],
    en: [
      'Roll a pine cone in softened lard or vegetable suet (or peanut butter if nobody has a nut allergy), then in birdseed, tie on a string and hang it from a branch; a clean juice carton with a window cut in it and a stick perch works too.',
      'Hang feeders high and near cover but away from where cats hide, clean them every couple of weeks, add a shallow dish of water, and count the visitors together; in summer, feed less and let birds hunt caterpillars.',
    ],
    es: [
      'Unta una piña con manteca o grasa vegetal (o crema de cacahuate o maní si nadie es alérgico), rebózala en alpiste y semillas, átale un cordel y cuélgala de una rama; un brik de zumo o jugo limpio con una ventana recortada y un palito de percha también sirve.',
      'Cuelga los comederos altos, cerca de ramas pero lejos de donde se esconden los gatos, límpialos cada dos semanas, pon un plato de agua poco hondo y contad juntos las visitas; en verano, dales menos para que cacen orugas.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'garden-scavenger-hunt',
    topic: 'activities',
    title: ['A garden scavenger hunt', 'Una búsqueda del tesoro en el jardín'],
    cues: [
      'scavenger hunts?|treasure hunts?|nature hunts?|nature walks?|busqueda del tesoro|caza del tesoro|busqueda de tesoros|gymkhana|gincana|yincana|gymkana',
    ],
    en: [
      'Make a picture list for little ones or a word list for readers: something soft, something smooth, a feather, a seed, three different leaves, a worm, a ladybird, a yellow flower, something that smells nice, a bee on a flower (look, do not touch).',
      'Give each child a paper bag or egg box, collect only fallen things, take photos of living creatures and put them back, and finish by sorting the treasures or sticking them in a journal.',
    ],
    es: [
      'Haz una lista con dibujos para los pequeños o con palabras para los que leen: algo suave, algo liso, una pluma, una semilla, tres hojas distintas, una lombriz, una mariquita, una flor amarilla, algo que huela bien, una abeja en una flor (mirar, no tocar).',
      'Da a cada niño una bolsa de papel o una huevera, recoged solo cosas caídas, haced fotos a los bichos y dejadlos en su sitio, y terminad clasificando los tesoros o pegándolos en un diario.',
    ],
    source: 'general-horticulture',
  }),
]
