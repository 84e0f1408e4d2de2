// Facts on bees, soil and compost, bee-safe pest control, containers and kid activities, each found by the cue
// words a family uses (all cue groups must appear). Sources: extension services, pollinator societies, horticulture.
import type { Language } from '../../../../../shared/constants'
import { MORE_TOPIC_FACTS } from './more-topic-facts'
import type { KnowledgeSource } from './plant-profile-types'

export type FactTopic =
  | 'bees'
  | 'soil'
  | 'pests'
  | 'containers'
  | 'activities'
  | 'safety'
  | 'watering'
  | 'plants'

export interface TopicFact {
  id: string
  topic: FactTopic
  title: Record<Language, string>
  /** Every group must match a word start in the folded question. */
  cues: RegExp[]
  /** The fact does not apply when this matches. */
  not?: RegExp
  /**
   * What the question must also ask for the fact to answer it (not counted in how specific the match is): a
   * pest's name alone is not "how do I deal with it" ("why do mosquitoes bite", "do ants sleep").
   */
  asks?: RegExp
  facts: Record<Language, string[]>
  source: KnowledgeSource
}

const cue = (alternatives: string) => new RegExp(`(?:^| )(?:${alternatives})`)

function f(
  id: string,
  topic: FactTopic,
  title: [string, string],
  cues: string[],
  en: string[],
  es: string[],
  source: KnowledgeSource = 'general-horticulture',
  not?: string,
): TopicFact {
  return {
    id,
    topic,
    title: { en: title[0], es: title[1] },
    cues: cues.map(cue),
    not: not ? cue(not) : undefined,
    facts: { en, es },
    source,
  }
}

const BEE = 'bees?|bumble|abejas?|abejorros?|pollinat\\w*|poliniz\\w*'
const KID = 'kids?|child\\w*|toddlers?|son|daughter|family|ninos?|ninas?|hijos?|hijas?|familia|pequen\\w*'
const POT = 'pots?|containers?|planters?|macetas?|maceteros?|tiestos?'
const BALCONY = 'balcon\\w*|terraces?|terraza\\w*|patio|small space|poco espacio|windowsill|ventana'

export const TOPIC_FACTS: TopicFact[] = [
  // ------------------------------------------------------------------ bees and pollinators
  f(
    'bee-flowers-shade',
    'bees',
    ['Bee flowers for shade', 'Flores para abejas en sombra'],
    [BEE, 'shad\\w*|sombra\\w*|sombreado'],
    [
      'In shade, bees still find plenty: foxgloves, hellebores, lungwort (pulmonaria), columbines, hardy geraniums, bugle (ajuga), comfrey and heuchera all flower well in part shade.',
      'Early spring bulbs such as crocus and snowdrops under trees feed the first bumblebees, and a shady yard with clover in the lawn helps too.',
    ],
    [
      'En la sombra, las abejas también encuentran comida: dedaleras, eléboros, pulmonaria, aguileñas, geranios vivaces, ajuga, consuelda y heuchera florecen bien en semisombra.',
      'Los bulbos tempranos como el azafrán de primavera y la campanilla de invierno bajo los árboles alimentan a los primeros abejorros, y el trébol en el césped también ayuda.',
    ],
    'pollinator-society',
  ),
  f(
    'bee-swarm',
    'bees',
    [
      'A bee swarm in a tree, on a fence or a wall',
      'Un enjambre de abejas en un árbol, una valla o una pared',
    ],
    ['swarms?|swarming|enjambres?|enjambrazon'],
    [
      'A swarm, a cloud, cluster or ball of honeybees hanging in a tree or bush or on a fence or wall, is rarely dangerous and no need to worry: it is a colony looking for a new home, and swarming bees are full of honey, with no hive to defend, so they are usually gentle and often move on within hours or a day or two.',
      'Keep children and pets at a calm distance, never spray it or throw things at it, and call a local beekeeper or beekeeping association: many collect swarms for free.',
    ],
    [
      'Un enjambre, una nube, un racimo o una bola de abejas colgada de un árbol, un arbusto, una valla o una pared, rara vez es peligroso y no hay que preocuparse: es una colonia que busca un nuevo hogar, y las abejas van llenas de miel y sin colmena que defender, así que suelen estar tranquilas y a menudo se marchan en unas horas o uno o dos días.',
      'Mantén a los niños y a las mascotas a una distancia tranquila, no lo rocíes ni le tires nada, y llama a un apicultor o a una asociación de apicultores de tu zona: muchos recogen enjambres gratis.',
    ],
    'pollinator-society',
  ),
  f(
    'native-plants-bees',
    'bees',
    ['Native plants for bees', 'Plantas nativas para abejas'],
    [
      'native\\w*|nativ\\w*|autocton\\w*|local\\w*|wild ?flowers?|silvestres?',
      `${BEE}|plants?|plantas?|flores?|flowers?`,
    ],
    [
      'Native plants are the best food for local bees, because they grew up together.',
      'In North America: bee balm, purple coneflower, milkweed, asters, goldenrod, penstemon, native salvias, lupins and sunflowers. In Spain and the Mediterranean: rosemary, thyme, lavender, echium and wild sages. In Mexico and South America: salvias, cosmos, Mexican sunflower (tithonia) and lantana.',
      'Ask a local native plant society or nursery which species grow wild near you.',
    ],
    [
      'Las plantas nativas son el mejor alimento para las abejas del lugar, porque han evolucionado juntas.',
      'En México y Sudamérica: salvias, cosmos, acahual o girasol mexicano (tithonia), lantana y girasoles. En España y el Mediterráneo: romero, tomillo, lavanda, viborera (echium) y salvias silvestres. En Norteamérica: monarda, equinácea, algodoncillo, ásteres, vara de oro, penstemon y lupinos.',
      'Pregunta en un vivero o asociación de plantas nativas qué especies crecen silvestres cerca de ti.',
    ],
    'pollinator-society',
  ),
  f(
    'bumblebee-sting',
    'bees',
    ['Do bumblebees sting?', '¿Pican los abejorros?'],
    ['bumble ?bees?|abejorros?', 'sting\\w*|stung|pica\\w*|picad\\w*|aguijon\\w*'],
    [
      'Bumblebees are gentle and rarely sting: only the females (queens and workers) have a stinger, and they use it only when squeezed, stepped on or when their nest is disturbed.',
      'Unlike a honeybee, a bumblebee can sting more than once, so teach children to watch them calmly, never grab one, and leave nests in the ground or in old bird boxes alone.',
    ],
    [
      'Los abejorros son tranquilos y rara vez pican: solo las hembras (reinas y obreras) tienen aguijón, y lo usan solo si las aprietan, las pisan o molestan su nido.',
      'A diferencia de la abeja de la miel, un abejorro puede picar más de una vez, así que enseña a los niños a mirarlos con calma, no agarrarlos nunca y dejar tranquilos sus nidos en el suelo o en cajas viejas.',
    ],
    'pollinator-society',
  ),
  f(
    'bumblebee-honey',
    'bees',
    ['Do bumblebees make honey?', '¿Hacen miel los abejorros?'],
    ['bumble ?bees?|abejorros?', 'honey|miel\\w*'],
    [
      'Bumblebees make only a little honey: they keep small amounts of nectar in wax pots inside the nest, enough to feed the colony for a few days of bad weather, never enough to harvest.',
      'A bumblebee colony lives just one season: in autumn only the new queens survive, hibernating alone in the ground, so no honey is stored for winter as honeybees do.',
    ],
    [
      'Los abejorros hacen solo un poco de miel: guardan pequeñas reservas de néctar en potes de cera dentro del nido, lo justo para alimentar a la colonia unos días de mal tiempo, nunca para cosechar.',
      'Una colonia de abejorros vive una sola temporada: en otoño solo sobreviven las reinas nuevas, que hibernan solas bajo tierra, así que no guardan miel para el invierno como las abejas de la miel.',
    ],
    'pollinator-society',
  ),
  f(
    'bumblebee-plants',
    'bees',
    ['Plants for bumblebees', 'Plantas para abejorros'],
    ['bumble ?bees?|abejorros?'],
    [
      'Bumblebees love foxgloves, comfrey, lavender, salvias, clover, borage, lupins, bee balm and catmint, and tomato and blueberry flowers, which they buzz-pollinate.',
      'Early flowers (crocus, willow, heather) feed the queens waking in spring.',
    ],
    [
      'A los abejorros les encantan la dedalera, la consuelda, la lavanda, las salvias, el trébol, la borraja, los lupinos, la monarda y la nepeta, y las flores del tomate y del arándano, que polinizan por vibración.',
      'Las flores tempranas (azafrán de primavera, sauce, brezo) alimentan a las reinas que despiertan en primavera.',
    ],
    'pollinator-society',
    'sting\\w*|pica\\w*|touch\\w*|toca\\w*',
  ),
  f(
    'water-for-bees',
    'bees',
    [
      'Water for thirsty bees: how to give them a drink',
      'Las abejas beben y toman agua: cómo se la pongo o se la doy',
    ],
    [BEE, 'water|agua|drink\\w*|beb\\w*|bath|bebedero'],
    [
      'Yes, bees get thirsty and need water, especially in hot weather: they drink it and carry it home to cool the nest.',
      'Give them some with a bee bath: a shallow dish or saucer of water with pebbles, stones or marbles sticking out so bees can land and drink without drowning. Refresh it every few days.',
    ],
    [
      'Sí, las abejas toman agua y la necesitan, sobre todo con calor: la beben y la llevan a casa para refrescar el nido.',
      'Para ponérsela, haz un bebedero: un plato poco profundo con agua y piedras o guijarros que sobresalgan para que las abejas se posen y beban sin ahogarse. Cambia el agua cada pocos días.',
    ],
    'pollinator-society',
    // Soapy water sprayed on pests is a spray, not a drink for bees (soap-spray-bees).
    'soap\\w*|soapy|jabon\\w*|sprays?|rocia\\w*|pulveriz\\w*',
  ),
  f(
    'autumn-bee-flowers',
    'bees',
    ['Autumn flowers for bees', 'Flores de otoño para abejas'],
    [BEE, 'autumn|fall|late (?:summer|season)|otono|final del verano'],
    [
      'In autumn, bees feed on asters, sedum (stonecrop), goldenrod, ivy flowers, heather, late salvias, cosmos and Japanese anemones.',
      'Leaving them to flower helps bees store food before winter.',
    ],
    [
      'En otoño, las abejas se alimentan de ásteres, sedum, vara de oro, flores de hiedra, brezo, salvias tardías, cosmos y anémonas japonesas.',
      'Dejarlas florecer ayuda a las abejas a guardar comida antes del invierno.',
    ],
    'pollinator-society',
  ),
  f(
    'herbs-for-bees',
    'bees',
    ['Herbs bees love', 'Hierbas que encantan a las abejas'],
    ['herbs?|hierbas?|aromatic\\w*', BEE],
    [
      'Bees love flowering herbs: thyme, oregano, marjoram, borage, lavender, rosemary, sage, mint, chives and catmint.',
      'Let some of your herbs flower instead of picking every stem.',
    ],
    [
      'A las abejas les encantan las aromáticas en flor: tomillo, orégano, mejorana, borraja, lavanda, romero, salvia, menta, cebollino y nepeta.',
      'Deja florecer algunas de tus hierbas en lugar de cortarlas todas.',
    ],
    'pollinator-society',
  ),
  f(
    'help-bees',
    'bees',
    ['How to help bees', 'Cómo ayudar a las abejas'],
    ['help\\w*|ayud\\w*|protect\\w*|proteg\\w*|save|salvar|do for|hacer por|puedo hacer', BEE],
    [
      'Grow flowers from early spring to late autumn, with native plants and herbs among them.',
      'Avoid pesticides and never spray open flowers; leave a patch of bare soil and some hollow stems for nesting bees, and put out a shallow dish of water with stones.',
    ],
    [
      'Cultiva flores desde el principio de la primavera hasta el final del otoño, con plantas nativas y aromáticas.',
      'No uses pesticidas ni insecticidas y nunca rocíes flores abiertas; deja un trozo de tierra desnuda y tallos huecos para los nidos, y pon un plato con agua y piedras.',
    ],
    'pollinator-society',
    // One tired bee on the ground is helped with a drop of sugar water (the sugar-water fact), not a garden plan.
    'tired|exhausted|not moving|isnt moving|wont move|cansad\\w*|agotad\\w*|no se mueve',
  ),
  f(
    'mason-bees',
    'bees',
    ['Mason bees', 'Abejas albañiles'],
    ['mason|albanil\\w*|osmia'],
    [
      'Mason bees are gentle solitary bees: each female makes her own nest in a hollow stem or hole and seals it with mud.',
      'They rarely sting, fly in spring and are excellent pollinators of fruit trees.',
    ],
    [
      'Las abejas albañiles son abejas solitarias y tranquilas: cada hembra hace su propio nido en un tallo hueco o un agujero y lo tapa con barro.',
      'Casi nunca pican, vuelan en primavera y son excelentes polinizadoras de frutales.',
    ],
    'pollinator-society',
  ),
  f(
    'hummingbirds',
    'bees',
    ['Hummingbird flowers', 'Flores para colibríes'],
    ['hummingbirds?|colibri\\w*|chupaflor\\w*|picaflor\\w*|chuparrosa\\w*'],
    [
      'Hummingbirds are pollinators too, carrying pollen on their beaks and heads from flower to flower: they visit red and orange tube-shaped flowers full of nectar, such as salvias, fuchsias, bee balm, honeysuckle, penstemon and cuphea.',
      'Plant them in a sunny spot and keep some blooming through the season; skip pesticides, as hummingbirds also eat small insects.',
    ],
    [
      'Los colibríes también polinizan, llevando polen en el pico y la cabeza de flor en flor: visitan flores rojas y naranjas en forma de tubo llenas de néctar, como salvias, fucsias, monarda, madreselva, penstemon y cuphea.',
      'Plántalas al sol y procura que siempre haya alguna en flor; evita los pesticidas, porque los colibríes también comen insectos pequeños.',
    ],
    'pollinator-society',
  ),
  f(
    'butterfly-plants',
    'bees',
    ['Plants for butterflies', 'Plantas para mariposas'],
    ['butterfl\\w*|mariposas?'],
    [
      'Butterflies drink from flat or clustered flowers in the sun: zinnias, lantana, verbena, asters, marigolds, cosmos and the butterfly bush (buddleja).',
      'Their caterpillars need food plants too, like milkweed for monarchs and fennel or parsley for swallowtails.',
    ],
    [
      'Las mariposas beben de flores planas o en ramillete al sol: zinnias, lantana, verbena, ásteres, cempasúchil (tagetes), cosmos y la budleia (arbusto de las mariposas).',
      'Sus orugas también necesitan plantas, como el algodoncillo (asclepia) para las monarcas y el hinojo o el perejil para las macaón.',
    ],
    'pollinator-society',
    'life|cycle|ciclo|caterpillar\\w* (?:turn|become)|oruga se convierte',
  ),
  f(
    'no-spray-flowers',
    'pests',
    ['Sprays and flowers', 'Sprays y flores'],
    [
      'spray\\w*|insecticid\\w*|pesticid\\w*|rocia\\w*|fumig\\w*|echar insecticida',
      'flowers?|blooms?|flores?|blossoms?|bees?|abejas?',
    ],
    [
      'No: insecticides on flowers poison the bees and other pollinators that visit them, even some "natural" ones.',
      'Try gentle fixes first (a jet of water, picking pests off, netting); if you must treat a plant, avoid open flowers and do it at dusk, when bees are not flying.',
    ],
    [
      'No: los insecticidas en las flores envenenan a las abejas y otros polinizadores que las visitan, incluso algunos "naturales".',
      'Prueba primero lo más suave (un chorro de agua, quitar las plagas a mano, una malla); si tienes que tratar, evita las flores abiertas y hazlo al anochecer, cuando las abejas no vuelan.',
    ],
    'extension-service',
    'neem',
  ),
  // ------------------------------------------------------------------ soil and compost
  f(
    'compost-faster',
    'soil',
    ['Making compost faster', 'Compost más rápido'],
    [
      'compost\\w*|composta',
      'fast\\w*|quick\\w*|speed\\w*|sooner|rapid\\w*|rapido|pronto|acelerar|acelero|aceleramos|antes',
    ],
    [
      'Chop everything small, mix about equal amounts of greens (scraps, grass) and browns (dry leaves, cardboard), keep the heap as damp as a wrung-out sponge, and turn it every week or two to let air in.',
      'A heap of about a cubic metre heats up best; with all that, compost can be ready in two to three months instead of a year.',
    ],
    [
      'Trocea todo, mezcla más o menos a partes iguales material verde (restos de cocina, césped) y marrón (hojas secas, cartón), mantén la pila húmeda como una esponja escurrida y voltéala cada una o dos semanas para que entre aire.',
      'Una pila de alrededor de un metro cúbico se calienta mejor; así el compost puede estar listo en dos o tres meses en vez de un año.',
    ],
    'extension-service',
  ),
  f(
    'compost-flies',
    'soil',
    ['Flies in the compost', 'Moscas en el compost'],
    [
      'compost\\w*|composta|compostera',
      'fl(?:y|ies)|gnats?|fruit flies|moscas?|mosquitas?|bichos?|insects?|insectos?',
    ],
    [
      'Little flies mean kitchen scraps are lying on top: bury fresh scraps in the middle of the heap, cover each addition with a layer of dry browns (leaves, cardboard, straw), and keep a lid on.',
      'If it is wet and smelly, mix in more browns. A few flies, beetles and woodlice are normal helpers of a healthy heap.',
    ],
    [
      'Las mosquitas aparecen cuando los restos de cocina quedan arriba: entierra los restos frescos en el centro de la pila, cubre cada aporte con una capa de material seco (hojas, cartón, paja) y pon tapa.',
      'Si está mojado y huele, añade más material seco. Unas pocas moscas, escarabajos y cochinillas de humedad son ayudantes normales de un buen compost.',
    ],
    'extension-service',
  ),
  f(
    'compost-ready',
    'soil',
    ['When compost is ready', 'Cuándo está listo el compost'],
    ['compost\\w*|composta', 'ready|done|finished|listo|lista|madur\\w*|terminad\\w*'],
    [
      'Compost is ready when it is dark brown, crumbly and smells earthy, like a forest floor, and you can no longer recognise the scraps.',
      'That takes from about three months in a hot, well-turned pile to a year in a cool one.',
    ],
    [
      'El compost está listo cuando es oscuro, se desmenuza y huele a tierra de bosque, y ya no se reconocen los restos.',
      'Tarda desde unos tres meses en una pila caliente y bien volteada hasta un año en una fría.',
    ],
    'extension-service',
  ),
  f(
    'compost-smell',
    'soil',
    ['Smelly compost', 'Compost con mal olor'],
    ['compost\\w*|composta', 'smell\\w*|stink\\w*|rotten|huele\\w*|olor\\w*|apesta\\w*'],
    [
      'A bad smell means the pile is too wet and short of air, usually from too many greens (kitchen scraps, grass).',
      'Mix in browns (dry leaves, shredded cardboard, straw) and turn the pile to let air in; it should feel like a wrung-out sponge.',
    ],
    [
      'El mal olor significa que la pila está demasiado húmeda y le falta aire, casi siempre por exceso de verdes (restos de cocina, césped).',
      'Mezcla materiales marrones y secos (hojas secas, cartón troceado, paja) y voltea la pila para que entre aire; debe estar como una esponja escurrida.',
    ],
    'extension-service',
  ),
  f(
    'compost-turn',
    'soil',
    ['Turning compost', 'Voltear el compost'],
    ['compost\\w*|composta', 'turn\\w*|stir\\w*|mix\\w*|volte\\w*|remov\\w*|remuev\\w*|airea\\w*|airear'],
    [
      'Turn a compost pile about once a week (or every couple of weeks) to let air in: it heats up and finishes faster.',
      'A pile that is never turned still becomes compost, just more slowly.',
    ],
    [
      'Voltea la pila de compost más o menos una vez a la semana (o cada dos semanas) para que entre aire: se calienta y termina antes.',
      'Una pila que nunca se voltea también se convierte en compost, solo que más despacio.',
    ],
    'extension-service',
  ),
  f(
    'compost-start',
    'soil',
    ['Starting a compost pile', 'Empezar una compostera'],
    [
      'compost\\w*|composta',
      'start\\w*|begin|make|build|set up|how do|empiez\\w*|empezar|hacer|hago|mont\\w*|como',
    ],
    [
      'Pick a shady spot on bare soil and build layers of greens (fruit and vegetable scraps, coffee grounds, grass clippings) and browns (dry leaves, straw, shredded cardboard), about one part green to two parts brown.',
      'Keep it as damp as a wrung-out sponge and turn it every week or two.',
    ],
    [
      'Elige un sitio a la sombra sobre tierra y haz capas de materiales verdes (restos de fruta y verdura, posos de café, césped) y marrones o secos (hojas secas, paja, cartón troceado), más o menos una parte de verde por dos de marrón.',
      'Mantenlo húmedo como una esponja escurrida y voltéalo cada una o dos semanas.',
    ],
    'extension-service',
    "not|no se|what can(?:no|')t|que no",
  ),
  f(
    'coffee-grounds',
    'soil',
    ['Coffee grounds', 'Posos de café'],
    [
      'coffee|cafe|posos',
      'grounds|posos|compost\\w*|soil|tierra|abono|fertili\\w*|plants?|plantas?|mulch\\w*|acolch\\w*|restos|used|usado|worms?|lombri\\w*',
    ],
    [
      'Yes: coffee grounds (and paper filters) are a good "green" for compost, rich in nitrogen.',
      'Mix them in with browns; on the soil, use only a thin layer, as a thick one cakes.',
    ],
    [
      'Sí: los posos de café (y los filtros de papel) son un buen material "verde" para el compost, rico en nitrógeno.',
      'Mézclalos con materiales secos; sobre la tierra usa solo una capa fina, porque una gruesa se apelmaza.',
    ],
    'extension-service',
  ),
  f(
    'eggshells',
    'soil',
    ['Eggshells', 'Cáscaras de huevo'],
    ['egg ?shells?|cascaras? de huevo'],
    [
      'Eggshells add calcium to compost and soil; crush them finely first, because whole shells take years to break down.',
      'They do not stop slugs much, whatever people say.',
    ],
    [
      'Las cáscaras de huevo aportan calcio al compost y a la tierra; tritúralas bien antes, porque enteras tardan años en deshacerse.',
      'Contra las babosas no sirven de mucho, aunque se diga.',
    ],
    'extension-service',
  ),
  f(
    'mulch',
    'soil',
    ['Mulch', 'Acolchado'],
    ['mulch\\w*|acolchad\\w*|acolchar|mantillo'],
    [
      'Mulch is a layer of straw, leaves, wood chips or compost on the soil: it keeps moisture in so you water less, stops weeds, protects the soil from heat and feeds it as it breaks down.',
      'Spread it 5 cm thick on moist soil, leaving a gap around the stems.',
    ],
    [
      'El acolchado es una capa de paja, hojas, astillas o compost sobre la tierra: conserva la humedad y así riegas menos, frena las malas hierbas, protege la tierra del calor y la alimenta al descomponerse.',
      'Extiéndelo de 5 cm de grosor sobre tierra húmeda, dejando un hueco alrededor de los tallos.',
    ],
    'extension-service',
  ),
  f(
    'autumn-leaves',
    'soil',
    ['Autumn leaves', 'Hojas de otoño'],
    ['leaves|hojas', 'autumn|fall|fallen|otono|secas|caidas|dead|muertas'],
    [
      'Autumn leaves are treasure: pile them in a bin or bag to make leaf mould, a crumbly soil improver, in a year or two.',
      'You can also spread them 5 to 10 cm thick as mulch on beds (shred them first with the mower so they do not mat) or add them to the compost as browns; leave some under hedges for hibernating insects.',
    ],
    [
      'Las hojas de otoño son un tesoro: amontónalas en un contenedor o saco y en uno o dos años serán mantillo de hojas, un gran mejorador del suelo.',
      'También sirven como acolchado en los bancales, en una capa de 5 a 10 cm (tritúralas antes con el cortacésped para que no se apelmacen), o como material marrón en el compost; deja algunas bajo los setos para los insectos que hibernan.',
    ],
    'extension-service',
    'yellow|brown|amarill\\w*|marron\\w*|my|mis|why|colou?rs?|change\\w*|por que|cambi\\w*',
  ),
  f(
    'clay-soil',
    'soil',
    ['Clay soil', 'Suelo arcilloso'],
    ['clay\\w*|arcill\\w*|heavy soil|tierra pesada'],
    [
      'Improve clay soil by adding plenty of compost or other organic matter every year and mulching; worms mix it in and the soil crumbles and drains better.',
      'Do not dig or walk on clay when it is wet, and try raised beds for vegetables.',
    ],
    [
      'Mejora el suelo arcilloso añadiendo mucho compost o materia orgánica cada año y acolchando; las lombrices lo mezclan y la tierra se vuelve más suelta y drena mejor.',
      'No caves ni pises la arcilla mojada, y prueba bancales elevados para las hortalizas.',
    ],
    'extension-service',
    'pottery|ceramic\\w*|ceramica|modelar|sculpt\\w*',
  ),
  f(
    'sandy-soil',
    'soil',
    ['Sandy soil', 'Suelo arenoso'],
    [
      'sandy|sand|arenos\\w*|arena',
      'sandy|arenos\\w*|soil|ground|beds?|garden\\w*|drain\\w*|tierra|suelo|huert\\w*|jardin\\w*|bancal\\w*|dren\\w*',
    ],
    [
      'Sandy soil drains fast and loses nutrients: add compost or other organic matter every year and keep it mulched so it holds water.',
      'Water more often but deeply, and grow drought-tolerant plants like lavender, rosemary and thyme.',
    ],
    [
      'El suelo arenoso drena rápido y pierde nutrientes: añade compost o materia orgánica cada año y mantenlo acolchado para que retenga el agua.',
      'Riega más a menudo pero a fondo, y cultiva plantas resistentes a la sequía como lavanda, romero y tomillo.',
    ],
    'extension-service',
  ),
  f(
    'potting-mix',
    'soil',
    ['Garden soil in pots', 'Tierra del jardín en macetas'],
    ['garden soil|soil from|tierra del jardin|tierra de jardin|tierra normal', POT],
    [
      'Better not: garden soil compacts in pots and drains badly, so roots lack air.',
      'Use a potting mix (potting compost), which stays light and drains well; you can stretch it with some garden compost.',
    ],
    [
      'Mejor no: la tierra del jardín se compacta en las macetas y drena mal, y a las raíces les falta aire.',
      'Usa sustrato para macetas, que se mantiene ligero y drena bien; puedes mezclarlo con algo de compost.',
    ],
    'extension-service',
  ),
  f(
    'acid-soil',
    'soil',
    ['Acid soil', 'Suelo ácido'],
    ['acid\\w*|ericaceous|acidofil\\w*'],
    [
      'Blueberries, azaleas, rhododendrons and heathers need acid soil (pH 4.5–5.5): use ericaceous compost, pine needle mulch and rainwater instead of hard tap water.',
      'To know whether your soil is acid, test it with a cheap soil pH kit or meter from a garden centre: below 7 is acid, 7 is neutral and above 7 is alkaline. Camellias and heathers thriving in neighbouring gardens are a sign of acid soil too.',
    ],
    [
      'Los arándanos, azaleas, rododendros y brezos necesitan suelo ácido (pH 4,5–5,5): usa sustrato para acidófilas, acolchado de pinocha y agua de lluvia en lugar de agua dura del grifo.',
      'Para saber si tu tierra es ácida, haz una prueba con un kit o medidor de pH barato de un vivero: por debajo de 7 es ácida, 7 es neutra y por encima de 7 es caliza (alcalina). Si en los jardines vecinos crecen bien camelias y brezos, también es señal de suelo ácido.',
    ],
    'extension-service',
  ),
  // ------------------------------------------------------------------ bee-safe pest control
  f(
    'aphids',
    'pests',
    ['Aphids, the bee-safe way', 'Pulgones sin dañar a las abejas'],
    [
      'aphids?|greenfly|blackfly|black ?fl(?:y|ies)|black bugs|tiny black bugs|pulgon\\w*|bichos negros|bichitos negros|mosca negra',
    ],
    [
      'Squash small groups of aphids with your fingers, or knock them off with a strong jet of water from the hose every few days.',
      'For bad cases, spray soapy water (a teaspoon of plain liquid soap in a litre of water) on the aphids in the evening, never on open flowers; ladybirds, lacewings and hoverflies will soon eat the rest.',
    ],
    [
      'Aplasta los grupitos de pulgones con los dedos, o quítalos con un chorro fuerte de agua de la manguera cada pocos días.',
      'Si hay muchos, rocía agua con jabón (una cucharadita de jabón neutro en un litro de agua) sobre los pulgones al atardecer, nunca en flores abiertas; las mariquitas (catarinas), crisopas y sírfidos se comerán el resto.',
    ],
    'extension-service',
  ),
  f(
    'slugs',
    'pests',
    ['Slugs and snails', 'Babosas y caracoles'],
    ['slugs?|snails?|babosas?|caracol\\w*|limacos?'],
    [
      'Go out after dark with a torch (flashlight) and pick slugs off by hand; sink beer traps (a cup of beer level with the soil) and lay boards they hide under.',
      'Copper tape or rough grit around young plants helps; avoid slug pellets, which can harm pets, hedgehogs and birds.',
    ],
    [
      'Sal de noche con una linterna y recógelas a mano; entierra trampas de cerveza (un vaso de cerveza a ras de suelo) y pon tablas donde se esconden.',
      'La cinta de cobre o la arena gruesa alrededor de las plantas jóvenes ayuda; evita los cebos tóxicos, que dañan a mascotas, erizos y pájaros.',
    ],
    'extension-service',
  ),
  f(
    'hornworm',
    'pests',
    ['Tomato hornworms', 'Gusano del cuerno del tomate'],
    [
      'hornworms?|(?:huge|giant|big|fat|large|enormous) (?:fat )?green (?:caterpillars?|worms?)|green (?:caterpillars?|worms?) (?:as )?(?:huge|giant|big|fat|large|enormous)|gusanos? del cuerno|(?:gusanos?|orugas?) verdes? (?:muy )?(?:enormes?|grandes?|gigantes?|gord[oa]s?|gordot[ea]s?)|(?:enormes?|grandes?|gigantes?) (?:gusanos?|orugas?) verdes?',
    ],
    [
      'Huge green caterpillars on tomatoes are hornworms: look for their droppings and pick them off by hand (they do not sting) into soapy water or feed them to the birds.',
      'Leave any that carry white cocoons on their backs: tiny wasps inside will kill them and protect your plants.',
    ],
    [
      'Las orugas verdes enormes en los tomates son gusanos del cuerno: busca sus excrementos y recógelos a mano (no pican) en agua con jabón o dáselos a los pájaros.',
      'Deja los que llevan capullos blancos en la espalda: unas avispitas dentro acabarán con ellos y protegerán tus plantas.',
    ],
    'extension-service',
  ),
  f(
    'caterpillars',
    'pests',
    ['Caterpillars on cabbages', 'Orugas en las coles'],
    ['caterpillars?|orugas?|gusanos?'],
    [
      'Check under the leaves and pick off caterpillars and their yellow egg clusters by hand every few days.',
      'Cover cabbages, kale and broccoli with fine netting so butterflies cannot lay eggs.',
    ],
    [
      'Revisa debajo de las hojas y quita a mano las orugas y sus grupos de huevos amarillos cada pocos días.',
      'Cubre coles, kale y brócoli con una malla fina para que las mariposas no pongan huevos.',
    ],
    'extension-service',
    'butterfl\\w*|mariposa\\w*',
  ),
  f(
    'neem',
    'pests',
    ['Neem oil and bees', 'Aceite de neem y abejas'],
    ['neem'],
    [
      'Neem oil is gentler than most sprays but can still harm bees that are wet with it.',
      'Use it only when needed, never on open flowers, and spray in the evening or at dusk when bees are not flying, so it dries by morning.',
    ],
    [
      'El aceite de neem es más suave que la mayoría de productos, pero puede dañar a las abejas que se mojen con él.',
      'Úsalo solo si hace falta, nunca sobre flores abiertas, y aplícalo al atardecer o al anochecer, cuando las abejas no vuelan, para que se seque antes de la mañana.',
    ],
    'extension-service',
  ),
  f(
    'whitefly',
    'pests',
    ['Whiteflies', 'Mosca blanca'],
    ['whitefl\\w*|white flies|white fly|mosca blanca|moscas blancas|moscas? blancas?'],
    [
      'Hang yellow sticky traps near the plants, hose or spray the undersides of the leaves with water, and wipe with soapy water in the evening.',
      'Keep plants spaced so air can flow, and avoid too much nitrogen feed.',
    ],
    [
      'Cuelga trampas adhesivas amarillas cerca de las plantas, rocía agua por debajo de las hojas y límpialas con agua y jabón al atardecer.',
      'Deja espacio entre plantas para que corra el aire y no abones con exceso de nitrógeno.',
    ],
    'extension-service',
  ),
  f(
    'spider-mites',
    'pests',
    ['Spider mites', 'Araña roja'],
    [
      'spider mites?|mites?|(?:tiny |little |small )?red spiders?|aranas? rojas?|aranitas?(?: rojas?)?|acaros?',
    ],
    [
      'Spider mites love hot, dry air: spray or mist the leaves, undersides too, with water every few days and raise the humidity.',
      'Remove badly speckled leaves; predatory mites and ladybirds help outdoors.',
    ],
    [
      'La araña roja ama el aire caliente y seco: pulveriza agua sobre las hojas, también por debajo, cada pocos días y aumenta la humedad.',
      'Quita las hojas muy dañadas; los ácaros depredadores y las mariquitas ayudan en el exterior.',
    ],
    'extension-service',
  ),
  f(
    'ants-peonies',
    'pests',
    ['Ants on peonies', 'Hormigas en las peonías'],
    ['ants?|hormigas?', 'peon\\w*|buds?|capullos?|botones?'],
    [
      'Ants on peony buds are harmless: they are drinking the sweet nectar on the buds and do no damage, so leave them be.',
      'Shake the flowers gently before bringing them indoors.',
    ],
    [
      'Las hormigas en los capullos de las peonías son inofensivas: beben el néctar dulce de los botones y no hacen daño, así que déjalas.',
      'Sacude suavemente las flores antes de meterlas en casa.',
    ],
    'extension-service',
  ),
  f(
    'japanese-beetles',
    'pests',
    ['Japanese beetles', 'Escarabajo japonés'],
    ['japanese beetles?|escarabajos? japones\\w*'],
    [
      'Pick Japanese beetles off by hand in the cool early morning, when they are sluggish, and drop them into a bucket of soapy water.',
      'That is bee safe, as is row cover (netting) over beans, roses and other crops they are eating while the beetles fly, and nematodes or milky spore against their grubs in the lawn; skip beetle traps, which attract more beetles than they catch, and never spray open flowers.',
    ],
    [
      'Recoge a mano los escarabajos japoneses temprano por la mañana, cuando están lentos, y échalos en un cubo con agua y jabón.',
      'Eso no daña a las abejas, como tampoco la malla o manta sobre judías, rosales y otros cultivos que se están comiendo mientras vuelan, ni los nematodos contra sus larvas en el césped; evita las trampas con feromonas, que atraen más escarabajos de los que atrapan, y no rocíes nunca flores abiertas.',
    ],
    'extension-service',
  ),
  f(
    'squash-bugs',
    'pests',
    ['Squash bugs', 'Chinches de la calabaza'],
    ['squash bugs?|chinch\\w*'],
    [
      'Look under the leaves for clusters of bronze eggs and scrape them off; pick adults and nymphs by hand into soapy water.',
      'Lay a board by the plants at night and collect the bugs hiding under it in the morning; cover young plants with netting until they flower.',
    ],
    [
      'Busca debajo de las hojas grupos de huevos bronceados y ráspalos; recoge a mano adultos y ninfas en agua con jabón.',
      'Pon una tabla junto a las plantas por la noche y recoge por la mañana los bichos escondidos debajo; cubre las plantas jóvenes con malla hasta que florezcan.',
    ],
    'extension-service',
  ),
  f(
    'deer',
    'pests',
    ['Deer', 'Ciervos y venados'],
    ['deer|ciervos?|venados?|corzos?'],
    [
      'The only sure way to keep deer out is a fence about 2.4 m (8 ft) tall, or netting over beds.',
      'Deer avoid strongly scented plants such as lavender, rosemary and sage.',
    ],
    [
      'La única forma segura de mantener fuera a los ciervos es una valla o cerca de unos 2,4 m de alto, o malla sobre los bancales.',
      'Los ciervos evitan plantas muy aromáticas como lavanda, romero y salvia.',
    ],
    'extension-service',
  ),
  f(
    'rabbits',
    'pests',
    ['Rabbits', 'Conejos'],
    ['rabbits?|bunn(?:y|ies)|hares?|conejos?|liebres?'],
    [
      'Keep rabbits out with a fence of chicken wire or mesh about 60–90 cm (2–3 ft) tall, with the bottom 15–20 cm buried or bent outwards, because rabbits dig under.',
      'Cover young lettuce, peas and beans with netting or cloches until they are bigger; rabbits feed mostly at dawn and dusk.',
    ],
    [
      'Para que no entren los conejos, pon una cerca de tela de gallinero o malla de unos 60–90 cm de alto, con los últimos 15–20 cm enterrados o doblados hacia fuera, porque escarban por debajo.',
      'Cubre las lechugas, guisantes y judías jóvenes con malla o campanas hasta que crezcan; los conejos comen sobre todo al amanecer y al atardecer.',
    ],
    'extension-service',
  ),
  f(
    'ants',
    'pests',
    ['Ants in the garden', 'Hormigas en el huerto'],
    ['ants?|hormigas?|hormigueros?'],
    [
      'Ants rarely harm a garden: they loosen the soil and eat pests, but they farm aphids for their sweet honeydew, so deal with the aphids first.',
      'To move a nest without harming bees, pour boiling water on it when it is away from plants, or sprinkle cinnamon or coffee grounds where they walk; avoid ant poisons and powders on plants, which also kill bees.',
    ],
    [
      'Las hormigas rara vez dañan el huerto: airean la tierra y comen plagas, pero crían pulgones por su melaza dulce, así que empieza por los pulgones.',
      'Para alejar un hormiguero sin dañar a las abejas, échale agua hirviendo si está lejos de las plantas, o espolvorea canela o posos de café por donde pasan; evita los venenos y polvos para hormigas sobre las plantas, que también matan abejas.',
    ],
    'extension-service',
    'peon\\w*',
  ),
  f(
    'birds-and-seeds',
    'pests',
    ['Birds eating seeds and seedlings', 'Pájaros que se comen semillas y plantines'],
    [
      'birds?|pigeons?|crows?|blackbirds?|sparrows?|pajaros?|aves|palomas?|cuervos?|mirlos?|gorriones?|tordos?',
      'seeds?|seedlings?|sow\\w*|sown|sprouts?|peas|brassicas?|cabbages?|lettuces?|semillas?|plantines|plantulas?|almacigos?|siembr\\w*|sembr\\w*|brotes?|guisantes|arvejas|coles|lechugas?',
    ],
    [
      'Cover new sowings and young seedlings with netting, garden fleece or a tunnel of chicken wire until the plants are well grown, and keep brassicas netted against pigeons.',
      'Shiny tape and old CDs scare birds only for a few days; sowing a little extra helps, and birds are worth welcoming elsewhere, because they eat caterpillars, slugs and aphids.',
    ],
    [
      'Cubre las siembras y los plantines con malla, manta térmica o un túnel de tela de gallinero hasta que las plantas estén crecidas, y protege las coles de las palomas con malla.',
      'Las cintas brillantes y los CD viejos asustan a los pájaros solo unos días; sembrar un poco de más ayuda, y merece la pena recibirlos en otras zonas, porque se comen orugas, babosas y pulgones.',
    ],
    'general-horticulture',
  ),
  f(
    'birds-fruit',
    'pests',
    ['Birds eating fruit', 'Pájaros que se comen la fruta'],
    [
      'birds?|pajaros?|aves|mirlos?',
      'eat\\w*|strawberr\\w*|cherr\\w*|fruit\\w*|berries|comen|come|fresas?|frutillas?|cerezas?|fruta\\w*',
    ],
    [
      'Cover strawberries and fruit bushes with bird netting held on a frame, tight enough that birds cannot get tangled.',
      'Pick fruit as soon as it ripens.',
    ],
    [
      'Cubre las fresas y los arbustos frutales con una malla o red antipájaros sobre un armazón, bien tensa para que no se enreden.',
      'Cosecha la fruta en cuanto madure.',
    ],
    'extension-service',
  ),
  f(
    'mosquitoes',
    'pests',
    ['Mosquitoes in water', 'Mosquitos en el agua'],
    ['mosquito\\w*|zancudos?|larvas?'],
    [
      'Keep rain barrels closed with a tight lid or cover the openings with fine mesh (window screen) so mosquitoes cannot lay eggs.',
      'Empty standing water in saucers and buckets every week.',
    ],
    [
      'Mantén los barriles de lluvia cerrados con una tapa o cubre las aberturas con malla fina (mosquitero) para que no pongan huevos.',
      'Vacía cada semana el agua estancada de platos y cubos.',
    ],
    'extension-service',
  ),
  f(
    'mealybugs',
    'pests',
    ['Mealybugs', 'Cochinilla algodonosa'],
    ['mealybugs?|white fluffy|fluffy white|cottony|cochinillas?|algodonos\\w*'],
    [
      'White fluffy bugs are mealybugs: wipe them off with a cotton swab dipped in rubbing alcohol, or with soapy water.',
      'Check again every week, including under leaves and where leaves meet stems.',
    ],
    [
      'Los bichos blancos algodonosos son cochinillas: límpialas con un bastoncillo con alcohol o con agua y jabón.',
      'Revisa cada semana, también debajo de las hojas y donde se unen al tallo.',
    ],
    'extension-service',
  ),
  // ------------------------------------------------------------------ containers and balconies
  f(
    'balcony-bee-flowers',
    'containers',
    ['Balcony flowers for bees', 'Flores para abejas en el balcón'],
    [`${BALCONY}|${POT}`, BEE],
    [
      'On a balcony, bees love pots of lavender, thyme, marjoram, oregano, rosemary, salvia, borage, nasturtiums and cosmos.',
      'Use pots of at least 5–10 litres with drainage holes, in sun, and let the herbs flower.',
    ],
    [
      'En el balcón, a las abejas les encantan las macetas de lavanda, tomillo, mejorana, orégano, romero, salvia, borraja, capuchinas y cosmos.',
      'Usa macetas de al menos 5–10 litros con agujeros de drenaje, al sol, y deja florecer las aromáticas.',
    ],
    'pollinator-society',
    // "Jabón potásico" starts with "pot" but is a soap, not a pot.
    'potasic\\w*|soap\\w*|jabon\\w*',
  ),
  f(
    'shady-balcony',
    'containers',
    ['Vegetables for a shady balcony', 'Verduras para un balcón con sombra'],
    [BALCONY, 'shad\\w*|sombra\\w*|north|norte'],
    [
      'With only 3–4 hours of sun, grow leafy crops: lettuce, spinach, chard, kale, rocket, parsley, mint and chives.',
      'Fruiting crops like tomatoes and peppers need 6 hours or more.',
    ],
    [
      'Con solo 3–4 horas de sol, cultiva hojas: lechuga, espinaca, acelga, col rizada (kale), rúcula, perejil, menta y cebollino.',
      'Los que dan fruto, como tomates y pimientos, necesitan 6 horas o más.',
    ],
    'extension-service',
  ),
  f(
    'windowsill-herbs',
    'containers',
    ['Herbs on a windowsill', 'Hierbas en la ventana'],
    [
      'windowsills?|window|kitchen|indoors?|ventanas?|alfeizar|cocina|interior',
      'herbs?|hierbas?|aromatic\\w*',
    ],
    [
      'Yes: basil, parsley, chives, mint and thyme grow on a windowsill if they get at least 4–6 hours of sun, so choose your sunniest window (south-facing in the north, north-facing in the south).',
      'Use pots with drainage holes, turn them every few days so they grow straight, and pick often.',
    ],
    [
      'Sí: albahaca, perejil, cebollino, menta y tomillo crecen en la ventana si reciben al menos 4–6 horas de sol, así que elige la ventana más soleada (orientada al sur en el hemisferio norte, al norte en el sur).',
      'Usa macetas con agujeros de drenaje, gíralas cada pocos días para que crezcan rectas y cosecha a menudo.',
    ],
    'extension-service',
  ),
  f(
    'balcony-vegetables',
    'containers',
    ['Vegetables for a balcony', 'Hortalizas para el balcón'],
    [BALCONY, 'vegetables?|veg|veggies|hortaliza\\w*|verdura\\w*|grow|cultiv\\w*|best|mejor\\w*|what|que'],
    [
      'The easiest balcony crops are lettuce, radishes, cherry tomatoes, chard, dwarf beans, strawberries and herbs like basil, parsley and chives.',
      'Use the largest pots you can, with drainage holes and potting mix, and water often.',
    ],
    [
      'Lo más fácil en un balcón: lechuga, rabanitos, tomates cherry, acelgas, judías o frijoles enanos, fresas y aromáticas como albahaca, perejil y cebollino.',
      'Usa macetas lo más grandes posible, con agujeros de drenaje y sustrato, y riega a menudo.',
    ],
    'extension-service',
  ),
  f(
    'feeding-pots',
    'containers',
    ['Feeding plants in pots', 'Abonar plantas en maceta'],
    ['feed\\w*|fertili\\w*|abon\\w*|nutrient\\w*', `${POT}|potted`],
    [
      'Plants in pots use up their food in about six weeks: from then on, feed every one to two weeks in the growing season with a liquid feed (tomato feed for fruiting plants).',
      'Stop feeding in winter.',
    ],
    [
      'Las plantas en maceta agotan su alimento en unas seis semanas: desde entonces abona cada una o dos semanas (cada quince días) en la temporada de crecimiento con abono líquido (de tomate para las que dan fruto).',
      'No abones en invierno.',
    ],
    'extension-service',
  ),
  f(
    'pots-frost',
    'containers',
    ['Pots in frost', 'Macetas con heladas'],
    [POT, 'frost\\w*|freez\\w*|winter|cold|helad\\w*|invierno|frio|hiel\\w*'],
    [
      'Protect pots in winter: move them against a sheltered wall or into an unheated shed, raise them on pot feet, and wrap the pots in fleece, hessian or bubble wrap to protect the roots.',
      'Bring tender plants indoors before the first frost.',
    ],
    [
      'Protege las macetas en invierno: muévelas junto a una pared resguardada o a un cobertizo, elévalas del suelo y envuélvelas con manta térmica, arpillera o plástico de burbujas para proteger las raíces.',
      'Mete en casa las plantas delicadas antes de la primera helada.',
    ],
    'extension-service',
  ),
  // ------------------------------------------------------------------ kid activities
  f(
    'kids-by-age',
    'activities',
    ['Garden activities by age', 'Actividades de jardín por edades'],
    [
      '\\d+ ?years? old|\\d+ ?yr|\\d+ anos|year olds?|toddlers?|preschool\\w*|teen\\w*|adolescent\\w*',
      'garden\\w*|plant\\w*|grow\\w*|sow\\w*|seeds?|activit\\w*|projects?|jobs?|chores?|things to|yard|outdoors?|jardin\\w*|huert\\w*|plant\\w*|sembr\\w*|siembr\\w*|cultiv\\w*|semillas?|actividad\\w*|proyectos?|tareas?',
    ],
    [
      'Ages 2–4: watering with a small can, digging, and sowing big seeds like beans, sunflowers and pumpkins.',
      'Ages 5–8: their own small bed with radishes, lettuce and strawberries, plus bug hunts with a magnifier.',
      'Ages 9–12: plan and grow a vegetable bed, measure plants and keep a garden journal, build a bee hotel and run the compost.',
    ],
    [
      'De 2 a 4 años: regar con una regadera pequeña, cavar y sembrar semillas grandes como frijoles (judías), girasoles y calabazas.',
      'De 5 a 8 años: su propio bancal pequeño con rabanitos, lechugas y fresas, y búsquedas de bichos con lupa.',
      'De 9 a 12 años: planear y cultivar un bancal de verduras, medir las plantas y llevar un diario del huerto, hacer un hotel de abejas y encargarse del compost.',
    ],
    'general-horticulture',
    // An age and "fast" asks for quick seeds: the fast-seeds fact answers it.
    'fast\\w*|quick\\w*|rapid\\w*|rapido\\w*|pronto',
  ),
  f(
    'fast-seeds',
    'activities',
    ['Fast seeds for children', 'Semillas rápidas para niños'],
    [
      'fast\\w*|quick\\w*|rapid\\w*|rapido\\w*|pronto|easy|facil\\w*',
      'seeds?|grow\\w*|sow\\w*|plant\\w*|sprout\\w*|germin\\w*|harvest\\w*|vegetables?|veggies?|semillas?|crec\\w*|crez\\w*|sembr\\w*|siembr\\w*|brot\\w*|cosech\\w*|verduras?|hortalizas?|cultiv\\w*',
    ],
    [
      'Fast and easy seeds for children: cress (a few days), radishes (about 4 weeks), beans and peas (sprout in a week), sunflowers and lettuce.',
    ],
    [
      'Semillas rápidas y fáciles para niños: berros (pocos días), rabanitos (unas 4 semanas), frijoles o judías y guisantes (arvejas), que brotan en una semana, girasoles y lechugas.',
    ],
    'general-horticulture',
    'grow(?:ing)? (?:vegetables?|plants?) fast|crec\\w* mas rapido|water',
  ),
  f(
    'toddler-plants',
    'activities',
    ['Plants for little children', 'Plantas para niños pequeños'],
    [`${KID}|little ones?`, 'plants?|grow|plantas?|cultiv\\w*|sembrar|sow'],
    [
      'Good plants for small children are big, safe and quick: sunflowers, nasturtiums, beans, strawberries, cress, radishes and pumpkins.',
      'Avoid poisonous plants such as foxglove and lily of the valley in their patch.',
    ],
    [
      'Buenas plantas para niños pequeños son grandes, seguras y rápidas: girasoles, capuchinas, frijoles o judías, fresas, berros, rabanitos y calabazas.',
      'Evita plantas venenosas como la dedalera y el lirio de los valles en su rincón.',
    ],
    'general-horticulture',
    // Growing from kitchen scraps is its own activity (regrow-scraps-how).
    'poison\\w*|toxic\\w*|venen\\w*|safe|segur\\w*|scraps|leftovers?|peelings|regrow\\w*|sobras|restos|desechos|rebrot\\w*',
  ),
  f(
    'winter-activities',
    'activities',
    ['Winter garden activities', 'Actividades de jardín en invierno'],
    [
      'winter|invierno',
      `${KID}|activit\\w*|actividad\\w*|ideas?|things to do|que (?:podemos|puedo|pueden) hacer`,
    ],
    [
      "In winter, make a bird feeder and count the birds that visit, plan next year's garden with seed catalogues, grow cress or bulbs on a windowsill, and build a bee hotel ready for spring.",
    ],
    [
      'En invierno, haced un comedero para pájaros y contad las aves que vienen, planead el huerto del año que viene con catálogos de semillas, cultivad berros o bulbos en la ventana y construid un hotel de abejas para la primavera.',
    ],
  ),
  f(
    'autumn-activities',
    'activities',
    ['Autumn garden activities', 'Actividades de jardín en otoño'],
    [
      'autumn|fall|otono',
      `${KID}|activit\\w*|actividad\\w*|ideas?|things to do|que (?:podemos|puedo|pueden) hacer`,
    ],
    [
      'In autumn, plant spring bulbs together, collect and press colourful leaves, save seeds from sunflowers and marigolds, and carve or harvest pumpkins.',
    ],
    [
      'En otoño, plantad juntos bulbos de primavera, recoged y prensad hojas de colores, guardad semillas de girasoles y tagetes, y cosechad calabazas.',
    ],
  ),
  f(
    'summer-activities',
    'activities',
    ['Summer garden activities', 'Actividades de jardín en verano'],
    [
      'summer|verano',
      `${KID}|activit\\w*|actividad\\w*|ideas?|things to do|que (?:podemos|puedo|pueden) hacer`,
    ],
    [
      'In summer, children can water in the morning, pick and harvest berries, beans and tomatoes, go on bug hunts, and hold a sunflower race to see whose grows tallest.',
    ],
    [
      'En verano, los niños pueden regar por la mañana, cosechar fresas, frijoles y tomates, salir a buscar bichos y hacer una carrera de girasoles para ver cuál crece más.',
    ],
  ),
  f(
    'spring-activities',
    'activities',
    ['Spring sowing with children', 'Sembrar en primavera con niños'],
    [
      'spring|primavera',
      `${KID}|activit\\w*|actividad\\w*|ideas?|things to do|que (?:podemos|puedo|pueden) hacer|sow\\w*|sembr\\w*|plant\\w*`,
    ],
    [
      'In spring, sow big, quick seeds together: sunflowers, radishes, beans, peas, pumpkins and lettuce, and give each child a row or pot of their own.',
    ],
    [
      'En primavera, sembrad juntos semillas grandes y rápidas: girasoles, rabanitos, frijoles o judías, guisantes (arvejas), calabazas y lechugas, y dad a cada niño su fila o maceta.',
    ],
  ),
  f(
    'sensory-garden',
    'activities',
    ['A sensory garden', 'Un jardín sensorial'],
    ['sensory|sensorial\\w*|senses|sentidos'],
    [
      "Plant for every sense: soft lamb's ears to touch, lavender, mint and rosemary to smell, strawberries and cherry tomatoes to taste, rustling grasses to hear, and bright sunflowers and nasturtiums to see.",
    ],
    [
      'Planta para cada sentido: orejas de conejo (stachys) suaves para tocar, lavanda, menta y romero para oler, fresas y tomates cherry para probar, hierbas que susurran para oír, y girasoles y capuchinas para ver.',
    ],
  ),
  f(
    'teach-pollination',
    'activities',
    ['Teaching pollination', 'Explicar la polinización'],
    [
      'pollinat\\w*|poliniz\\w*',
      `teach\\w*|explain\\w*|show|learn\\w*|${KID}|ensen\\w*|explic\\w*|aprend\\w*`,
    ],
    [
      'Let children be the bee: dust a little pollen (or chalk powder) on one flower with a soft paint brush or a cotton bud, then touch another flower and see the pollen move.',
      'Then watch real bees on the flowers and spot the pollen baskets on their legs.',
    ],
    [
      'Que los niños sean la abeja: con un pincel suave o un bastoncillo de algodón tomen polen (o tiza en polvo) de una flor y toquen otra para ver cómo se mueve.',
      'Después mirad abejas de verdad en las flores y buscad las cestillas de polen de sus patas.',
    ],
  ),
  f(
    'how-bees-find-flowers',
    'bees',
    ['How bees find flowers', 'Cómo encuentran las flores las abejas'],
    [
      `(?:how|where) (?:do |does )?(?:the )?(?:${BEE}) (?:find|locate|know where|see|smell|choose|pick)|como (?:encuentran|localizan|saben donde|eligen|ven|huelen) (?:\\w+ ){0,3}(?:${BEE})|como (?:las |los )?(?:${BEE}) (?:encuentran|localizan|saben donde|eligen)`,
    ],
    [
      'Bees find flowers by colour and scent: they see blue, purple, yellow and ultraviolet (but not red), and many petals have ultraviolet "landing lines" that point to the nectar.',
      'Up close they smell the flower and even feel its tiny electric charge, and honeybees dance in the hive to tell their sisters where good flowers are.',
    ],
    [
      'Las abejas encuentran las flores por el color y el olor: ven el azul, el violeta, el amarillo y el ultravioleta (pero no el rojo), y muchos pétalos tienen "pistas de aterrizaje" ultravioletas que señalan el néctar.',
      'De cerca huelen la flor y hasta notan su pequeña carga eléctrica, y las abejas melíferas bailan en la colmena para decir a sus hermanas dónde hay buenas flores.',
    ],
    'pollinator-society',
    // Finding the way home is another question (bees-find-home).
    'home|hive|nest|way back|casa|colmena|nido|camino de vuelta|regres\\w*|vuelven|vuelta',
  ),
  // ------------------------------------------------------------------ everyday family questions (grown from the
  // honest don't-knows of the evaluation sets: radish roots, hives near children, midday watering, squirrels,
  // cacti and succulents, poisonous berries)
  f(
    'radish-no-root',
    'plants',
    ['Radishes with leaves but no root', 'Rábanos con hojas y sin raíz'],
    [
      'radish\\w*|rabanit\\w*|rabanos?',
      'bulbs?|roots?|all (?:leaves|tops?|greens?)|only (?:leaves|tops)|no (?:bulb|root|radish)|tiny|skinny|thin|small|solo hojas|todo hojas|puras hojas|raiz|raices|bolitas?|engord\\w*|engros\\w*|no (?:hace|hacen|forma|forman|salen?)|delgad\\w*|pequen\\w*|flac\\w*',
    ],
    [
      'Radishes make leaves but no round root when they are too crowded, get too little sun, get too much nitrogen (fresh manure or rich feed) or grow in heat.',
      'Thin seedlings to about 5 cm (2 in) apart, give them at least 6 hours of sun, skip the fertilizer, keep the soil evenly moist, and sow in the cool weeks of spring or autumn: they are ready in 3 to 5 weeks.',
    ],
    [
      'Los rábanos echan hojas pero no forman la raíz redonda cuando están muy juntos, tienen poco sol, reciben demasiado nitrógeno (estiércol fresco o abono rico) o crecen con calor.',
      'Acláralos a unos 5 cm entre plantas, dales al menos 6 horas de sol, no los abones, mantén la tierra húmeda de forma constante y siémbralos en las semanas frescas de primavera u otoño: están listos en 3 a 5 semanas.',
    ],
    'extension-service',
  ),
  f(
    'kids-near-hive',
    'safety',
    ['Children near a beehive', 'Niños cerca de una colmena'],
    [KID, 'hives?|beehives?|bee ?box\\w*|apiar\\w*|colmenas?|colmenar\\w*|apiari\\w*|panal\\w*'],
    [
      'Children can enjoy a hive safely from a calm distance: stay at least 3 to 5 metres (10 to 15 feet) away and never stand in front of the entrance, where the bees fly in and out.',
      'Move slowly, do not swat or shout, do not knock on the box, and only go closer with an adult beekeeper and a veil. If anyone in the family is allergic to stings, keep further away and have their allergy plan ready.',
    ],
    [
      'Los niños pueden disfrutar de una colmena con seguridad desde una distancia tranquila: al menos a 3 o 5 metros y nunca delante de la entrada, por donde entran y salen las abejas.',
      'Que se muevan despacio, sin manotazos ni gritos, que no golpeen la caja, y que solo se acerquen con un apicultor adulto y con velo. Si alguien de la familia es alérgico a las picaduras, que se mantenga más lejos y tened a mano su plan para la alergia.',
    ],
    'pollinator-society',
  ),
  f(
    'needs-water-check',
    'watering',
    ['How to tell a plant needs water', 'Cómo saber si una planta necesita agua'],
    [
      'know|tell|sabe\\w*|se si|se cuando|notar|distingo|check\\w*|comprob\\w*|revis\\w*|sign\\w*|senal\\w*',
      'water\\w*|thirst\\w*|dry|regar|riego|agua|sed|seca\\w*',
    ],
    [
      'Use the finger test: push a finger 2–3 cm (about an inch) into the soil; if it feels dry there, water, and if it is still damp, wait a day and check again.',
      'Other signs: a pot feels light when you lift it, the soil pulls away from the pot edge, and leaves droop in the morning (drooping only in the afternoon heat often recovers by evening). Water deeply at the base, then let the top dry before the next watering.',
    ],
    [
      'Haz la prueba del dedo: mete un dedo 2–3 cm en la tierra; si ahí está seca, riega, y si todavía está húmeda, espera un día y vuelve a tocarla.',
      'Otras señales: la maceta pesa poco al levantarla, la tierra se separa del borde de la maceta y las hojas están lacias por la mañana (si solo se caen con el calor de la tarde, suelen recuperarse al anochecer). Riega a fondo al pie y deja que la superficie se seque antes del siguiente riego.',
    ],
    'extension-service',
  ),
  f(
    'edible-flowers',
    'safety',
    ['Edible garden flowers', 'Flores comestibles del jardín'],
    [
      'flowers?|petals?|blossoms?|flor|flores|petalos?',
      'eat\\w*|ate|edible|taste\\w*|com(?:e|er|io|ido|en)\\w*|comestibles?|prob\\w*|salad\\w*|ensalad\\w*',
    ],
    [
      'Some garden flowers are edible and fun for children to taste: nasturtiums, calendula (pot marigold) petals, borage, violas and pansies, chive flowers, courgette (squash) blossoms and roses that were never sprayed.',
      'Many others are poisonous, such as foxglove, oleander, lily of the valley, daffodils, sweet pea and hydrangea, so a child should only eat a flower an adult has identified for sure, never one from a florist or sprayed with chemicals. If a child ate an unknown flower, call your poison control centre.',
    ],
    [
      'Algunas flores del jardín son comestibles y divertidas para que los niños las prueben: capuchinas, pétalos de caléndula, borraja, violas y pensamientos, flores de cebollino, flores de calabaza o calabacín y rosas que nunca se hayan fumigado.',
      'Muchas otras son venenosas, como la dedalera, la adelfa, el lirio de los valles (muguete), los narcisos, el guisante de olor y la hortensia, así que un niño solo debe comer una flor que un adulto haya identificado con seguridad, nunca de floristería ni tratada con productos químicos. Si un niño se ha comido una flor desconocida, llama al centro de toxicología.',
    ],
    'poison-control',
  ),
  f(
    'midday-watering',
    'watering',
    ['Watering in the middle of the day: does it burn leaves?', 'Regar a mediodía: ¿quema las hojas?'],
    [
      'midday|mid day|noon|middle of the day|hottest|full sun|heat of the day|mediodia|medio dia|pleno sol|sol fuerte|hora(?:s)? de (?:mas|mucho) calor|con (?:el )?sol|al sol',
      'water\\w*|regar|riego|riegue\\w*|riega\\w*|mojar',
    ],
    [
      'Watering at midday does not burn the leaves, that is a myth, but much of the water evaporates before it soaks in.',
      'Early morning is best, and evening is the next choice. If a plant is wilting in the heat, water it at the base straight away, whatever the time.',
    ],
    [
      'Regar a mediodía no quema las hojas, eso es un mito, pero mucha agua se evapora antes de llegar a las raíces.',
      'Lo mejor es temprano por la mañana, y si no, al atardecer. Si una planta se está marchitando por el calor, riégala al pie enseguida, sea la hora que sea.',
    ],
    'extension-service',
  ),
  f(
    'squirrels',
    'pests',
    ['Squirrels in the garden', 'Ardillas en el jardín'],
    ['squirrels?|chipmunks?|ardillas?|ardillitas?'],
    [
      'Squirrels dig up freshly planted bulbs and seeds: lay chicken wire or mesh over the bed (or plant bulbs in a wire cage) until the shoots are up, and clear away the papery bulb skins that draw them.',
      'They leave daffodils, alliums, snowdrops and hyacinths alone, so plant those where squirrels are busy. Never use poison: it harms pets, birds and children.',
    ],
    [
      'Las ardillas desentierran los bulbos y semillas recién plantados: cubre el bancal con malla de gallinero o tela metálica (o planta los bulbos en una jaula de alambre) hasta que salgan los brotes, y retira las pieles secas de los bulbos que las atraen.',
      'No tocan los narcisos, los alliums, las campanillas de invierno ni los jacintos, así que plántalos donde haya muchas ardillas. Nunca uses veneno: daña a mascotas, pájaros y niños.',
    ],
    'extension-service',
  ),
  f(
    'cactus-watering',
    'watering',
    ['Watering cacti and succulents', 'Regar cactus y suculentas'],
    [
      'cact\\w*|succulents?|aloe|snake plants?|jade|suculentas?|crasas?|sansevieria|lengua de suegra|nopal\\w*',
      'water\\w*|regar|riego|riegue\\w*|riega\\w*|agua|often|cada cuanto|cuanto|thirst\\w*|sed',
    ],
    [
      'Cacti and succulents store water, so let the soil dry out completely, then water deeply until it runs out of the drainage hole.',
      'In spring and summer that is about every 1 to 3 weeks; in winter about once a month or less. Too much water rots them, so use a pot with a hole and gritty, fast-draining soil.',
    ],
    [
      'Los cactus y las suculentas guardan agua, así que deja que la tierra se seque del todo y entonces riega a fondo hasta que salga por el agujero de drenaje.',
      'En primavera y verano eso es cada 1 a 3 semanas más o menos; en invierno, una vez al mes o menos. El exceso de agua los pudre, así que usa una maceta con agujero y sustrato arenoso que drene rápido.',
    ],
    'general-horticulture',
  ),
  f(
    'poisonous-berries',
    'safety',
    ['Poisonous garden berries', 'Bayas venenosas del jardín'],
    [
      'holly|yew|mistletoe|ivy|privet|nightshade|daphne|pokeweed|lantana|cotoneaster|acebo|tejo|muerdago|hiedra|aligustre|hierba mora|belladona|dafne|torvisco',
      'berr\\w*|bayas?|frutos?|frutitos?|bolitas?|eat\\w*|ate|swallow\\w*|com(?:e|er|io|ido|en)\\w*|trag\\w*|toxic\\w*|poison\\w*|venen\\w*|safe|segur\\w*|peligros\\w*|danger\\w*',
    ],
    [
      'No: the berries of holly, yew, mistletoe, ivy, privet, daphne and nightshade are poisonous to children and pets; a few can cause vomiting and diarrhoea, and yew can be very dangerous.',
      'Teach children never to eat a berry an adult has not checked. If your child ate some, take the rest out of their mouth, keep a sample, and call your poison control centre or emergency number now.',
    ],
    [
      'No: las bayas del acebo, el tejo, el muérdago, la hiedra, el aligustre, el torvisco y la hierba mora son venenosas para niños y mascotas; unas pocas pueden causar vómitos y diarrea, y el tejo puede ser muy peligroso.',
      'Enseña a los niños a no comer nunca una baya que no haya revisado un adulto. Si tu hijo se ha comido alguna, sácale lo que tenga en la boca, guarda una muestra y llama ya al centro de toxicología o al número de emergencias.',
    ],
    'poison-control',
  ),
  // ------------------------------------------------------------------ added: soil checks, weeds, cats, pruning, feeding
  f(
    'soil-health-check',
    'soil',
    ['Is my soil good? Four easy checks', '¿Mi tierra es buena? Cuatro pruebas fáciles'],
    [
      'soil|dirt|tierra|suelo',
      'good|healthy|poor|bad|test\\w*|check\\w*|quality|know if|tell if|buena|bueno|sana|mala|pobre|analiz\\w*|prueba\\w*|probar|comprobar|saber si|calidad',
    ],
    [
      'Squeeze a handful of damp soil: good soil holds together, then crumbles when you poke it; sticky clay that stays in a ball, or gritty sand that falls apart, both get better with compost.',
      'Dig out a spadeful and count the earthworms: several is a great sign, and healthy soil smells sweet and earthy, not sour. Fill the hole with water: it should drain away within a few hours.',
      'A cheap pH test kit tells you how acid the soil is: most vegetables like a pH between 6 and 7.',
    ],
    [
      'Aprieta un puñado de tierra húmeda: la tierra buena se queda unida y luego se desmenuza al tocarla; la arcilla pegajosa que sigue hecha una bola o la arena que se deshace mejoran con compost.',
      'Saca una palada y cuenta las lombrices: si hay varias es muy buena señal, y la tierra sana huele dulce, a bosque, no agria. Llena el hoyo de agua: debería vaciarse en pocas horas.',
      'Un kit barato de pH te dice si la tierra es ácida: a casi todas las hortalizas les gusta un pH entre 6 y 7.',
    ],
    'extension-service',
    // Whether ash or a raised-bed mix is good for the soil has its own fact.
    'ash\\w*|cenizas?|raised|bancal\\w*',
  ),
  f(
    'raise-soil-ph',
    'soil',
    ['Making acid soil less acid', 'Corregir un suelo ácido'],
    [
      'acid\\w*|sour|ph\\b|agri[oa]s?\\b',
      'less|raise|lower|reduc\\w*|fix\\w*|correct\\w*|neutrali\\w*|lim(?:e|ing)|sweeten\\w*|menos|subir|bajar|corregir|correg\\w*|corrij\\w*|reducir|neutraliz\\w*|encal\\w*|cal\\b',
    ],
    [
      'Test the pH first with a kit: below about 6 is too acid for most vegetables.',
      'To make acid soil less acid, spread garden lime (ground limestone or dolomite) in autumn or winter at the rate on the pack, rake it in and test again after a few months; a little wood ash works too. Do not lime at the same time as manure.',
      'To make chalky soil more acid for blueberries, use ericaceous compost, sulphur chips and rainwater instead.',
    ],
    [
      'Primero mide el pH con un kit: por debajo de 6, más o menos, es demasiado ácido para casi todas las hortalizas.',
      'Para que un suelo ácido lo sea menos, echa cal agrícola (caliza molida o dolomita) en otoño o invierno en la dosis del envase, mézclala con el rastrillo y vuelve a medir a los pocos meses; un poco de ceniza de leña también sirve. No eches la cal a la vez que el estiércol.',
      'Para acidificar un suelo calizo para los arándanos, usa sustrato para acidófilas, azufre y agua de lluvia.',
    ],
    'extension-service',
  ),
  f(
    'weeds',
    'pests',
    ['Weeds without weed killer', 'Malas hierbas sin herbicidas'],
    ['weed\\w*|malas? hierbas?|maleza\\w*|malezas?|yerbas? malas?|malas? yerbas?|hierbajos?|yuyos?'],
    [
      'Pull weeds while they are small, after rain when the soil is soft, so the whole root comes out; on dry sunny days, slice them off with a hoe and leave them to wither.',
      'Then cover bare soil with 5–8 cm of mulch (straw, leaves, wood chips), over a layer of cardboard on a weedy patch, so new weed seeds get no light; above all, never let weeds flower and drop seed.',
    ],
    [
      'Arranca las malas hierbas cuando son pequeñas, después de llover, con la tierra blanda, para que salga toda la raíz; en días secos y soleados, córtalas con la azada y déjalas secar.',
      'Luego cubre la tierra desnuda con 5–8 cm de acolchado (paja, hojas, corteza), encima de un cartón si hay muchas, para que las semillas no reciban luz; sobre todo, no dejes que florezcan y suelten semillas.',
    ],
    'extension-service',
  ),
  f(
    'cats-in-garden',
    'pests',
    ['Keeping cats out of beds', 'Mantener a los gatos fuera de los bancales'],
    [
      '(?:cats?|kittens?|gat[oa]s?|gatitos?|michis?)(?![a-z])|poop\\w*|droppings|litter|caca\\w*|popo|excrementos?',
    ],
    [
      'Cats dig and use loose, bare soil as a litter tray: cover newly sown beds with chicken wire, netting or a criss-cross of twigs until the plants fill in, and mulch bare soil.',
      "Prickly prunings (rose or holly) between plants and a motion-activated sprinkler also keep them away. Cat droppings can carry germs, so wear gloves to remove them, never put them in the compost, and cover children's sandpits.",
    ],
    [
      'Los gatos escarban y usan la tierra suelta y desnuda como arenero: cubre lo recién sembrado con tela de gallinero, malla o ramitas cruzadas hasta que las plantas crezcan, y acolcha la tierra desnuda.',
      'Las ramas con pinchos (de rosal o acebo) entre las plantas y un aspersor con sensor de movimiento también los alejan. Sus excrementos pueden llevar microbios: quítalos con guantes, no los eches al compost y tapa los areneros de los niños.',
    ],
    'general-horticulture',
  ),
  f(
    'pruning-time',
    'plants',
    ['When to prune', 'Cuándo podar'],
    ['prun\\w*|trim\\w*|cut (?:\\w+ )?back|pod(?:o|ar|a|as|an|amos|arlo|arla|arlos|arlas|ado)\\b|recort\\w*'],
    [
      'Roses: prune in late winter or early spring, as the buds begin to swell, cutting just above an outward-facing bud and removing dead or crossing stems first.',
      'Shrubs that flower in spring (lilac, forsythia, bigleaf hydrangea) are pruned right after they flower; summer-flowering ones (buddleja, panicle hydrangea, lavender lightly) in late winter or early spring. Apples and pears are pruned in winter, cherries and plums in summer.',
    ],
    [
      'Rosales: se podan a finales del invierno o principios de la primavera, cuando las yemas empiezan a hincharse, cortando justo encima de una yema que mire hacia fuera y quitando primero los tallos secos o cruzados.',
      'Los arbustos que florecen en primavera (lila, forsitia, hortensia) se podan justo después de florecer; los de verano (budleya, hortensia paniculata, la lavanda solo un repaso) a finales del invierno o principios de la primavera. Manzanos y perales se podan en invierno, cerezos y ciruelos en verano.',
    ],
    'extension-service',
  ),
  f(
    'feeding-plants',
    'soil',
    ['Feeding plants', 'Abonar las plantas'],
    ['fertili\\w*|feed\\w*|plant food|abon\\w*|fertiliz\\w*|nutrient\\w*|nutrient\\w*'],
    [
      'Start with compost: 2–5 cm spread on the beds each spring feeds most plants. Flowering and fruiting plants (tomatoes, peppers, roses, strawberries) then like a potassium-rich feed such as tomato feed every two weeks once they flower; leafy crops like a little more nitrogen.',
      'Plants in pots need feeding every 1–2 weeks in summer because watering washes nutrients out. Follow the dose on the label, since more is not better, and do not feed in winter.',
    ],
    [
      'Empieza por el compost: 2–5 cm extendidos en los bancales cada primavera alimentan a casi todas las plantas. Las que dan flores y frutos (tomates, pimientos, rosales, fresas) agradecen luego un abono rico en potasio, como el de tomates, cada dos semanas desde que florecen; las de hoja, un poco más de nitrógeno.',
      'Las plantas en maceta necesitan abono cada 1–2 semanas en verano, porque el riego se lleva los nutrientes. Sigue la dosis de la etiqueta, que más no es mejor, y no abones en invierno.',
    ],
    'extension-service',
    'bees?|birds?|abejas?|pajaros?|aves|hummingbird\\w*|colibri\\w*|butterfl\\w*|mariposas?|feeders?|comederos?|bebederos?',
  ),
  f(
    'bees-in-winter',
    'bees',
    ['What bees do in winter', 'Qué hacen las abejas en invierno'],
    [BEE, 'winter|invierno|cold|frio|hibernat\\w*|hibern\\w*'],
    [
      'Honeybees stay in the hive all winter, huddled in a ball around their queen, shivering their flight muscles to keep warm and eating the honey they stored in summer.',
      'Bumblebee colonies die off in autumn except the new queens, which hibernate alone in the soil; solitary bees spend winter as young ones sealed in their nests, in hollow stems and holes, so leave some stems and leaves until spring.',
    ],
    [
      'Las abejas melíferas pasan el invierno dentro de la colmena, apiñadas en una bola alrededor de la reina, temblando con los músculos del vuelo para darse calor y comiendo la miel que guardaron en verano.',
      'Las colonias de abejorros mueren en otoño salvo las nuevas reinas, que hibernan solas bajo tierra; las abejas solitarias pasan el invierno como crías selladas en sus nidos, en tallos huecos y agujeros, así que deja algunos tallos y hojas hasta la primavera.',
    ],
    'pollinator-society',
  ),
  f(
    'manure',
    'soil',
    ['Using manure', 'Usar estiércol'],
    [
      '(?:horse|chicken|hen|cow|sheep|rabbit|goat|pig|llama|alpaca)s? (?:manure|poop|dung|droppings)|manure|estiercol (?:de )?(?:caballo|gallina|vaca|oveja|conejo|cabra|cerdo|llama|alpaca)|estiercol\\w*|gallinaza|bosta|guano|abono de (?:caballo|vaca|gallina|oveja|conejo)',
    ],
    [
      'Yes: horse, cow, chicken, sheep and rabbit manure are good for the soil, but only well rotted: age it in a heap, or compost it, for at least six months until it is dark and crumbly and no longer smells; fresh manure can burn roots, and chicken manure is especially strong, so use it sparingly.',
      'Spread a few centimetres in autumn or well before planting, never on crops you eat raw close to harvest, and wear gloves and wash hands afterwards. Never use dog or cat droppings.',
    ],
    [
      'Sí: el estiércol de caballo, vaca, gallina, oveja o conejo es bueno para la tierra, pero solo bien descompuesto: déjalo madurar en un montón o compóstalo al menos seis meses, hasta que esté oscuro, suelto y sin olor; el fresco puede quemar las raíces, y la gallinaza es muy fuerte, así que usa poca.',
      'Extiende unos centímetros en otoño o mucho antes de plantar, nunca sobre verduras que se comen crudas a punto de cosechar, y usa guantes y lávate las manos después. Nunca uses excrementos de perro o gato.',
    ],
    'extension-service',
  ),
  f(
    'reuse-potting-mix',
    'containers',
    ['Reusing old potting mix', 'Reutilizar el sustrato viejo'],
    [
      'potting mix|potting soil|potting compost|compost from pots|old soil|sustrato\\w*|tierra de (?:las )?macetas?|tierra vieja',
      'reus\\w*|again|old|last year|recycl\\w*|reutiliz\\w*|otra vez|de nuevo|viej[oa]|del ano pasado|recicl\\w*|aprovech\\w*',
    ],
    [
      'Yes, if the plants in it were healthy: break it up, pick out old roots, and mix it with about a third fresh compost or potting mix plus a little slow-release feed, because the old mix has lost its food and structure.',
      'Do not reuse it for tomatoes or potatoes after a diseased crop; put that mix on the garden beds or the compost heap instead.',
    ],
    [
      'Sí, si las plantas que tenía estaban sanas: desmenúzalo, quita las raíces viejas y mézclalo con un tercio de compost o sustrato nuevo y un poco de abono de liberación lenta, porque el viejo ha perdido su alimento y su estructura.',
      'No lo reutilices para tomates o papas después de un cultivo enfermo; échalo en los bancales o en el compost.',
    ],
    'extension-service',
  ),
  f(
    'pots-on-holiday',
    'containers',
    ['Pots while you are away', 'Macetas cuando te vas de viaje'],
    [
      `${POT}|plants?|plantas?|dry\\w*|se sequen|secarse|sequen`,
      'holiday|vacation|away|trip|weekend away|travel\\w*|vacaciones|viaje\\w*|fuera|ausencia|me voy',
    ],
    [
      'Before you go, water everything deeply, move pots together into the shade out of the wind, and stand them in trays or a bath with a few centimetres of water (on a towel for small pots).',
      'For a week or more, use self-watering spikes or an upturned bottle, a wick from a bucket of water, or ask a neighbour to water; a mulch on top of each pot slows drying.',
    ],
    [
      'Antes de irte, riega todo a fondo, junta las macetas a la sombra y al abrigo del viento, y ponlas en platos o en una bañera con unos centímetros de agua (sobre una toalla las pequeñas).',
      'Para una semana o más, usa conos o una botella invertida, una mecha desde un cubo de agua, o pide a un vecino que riegue; una capa de acolchado en cada maceta retrasa que se sequen.',
    ],
    'general-horticulture',
  ),
  f(
    'improve-soil',
    'soil',
    ['Improving garden soil', 'Mejorar la tierra del huerto'],
    [
      'soil|dirt|tierra|suelo',
      'improv\\w*|better|enrich\\w*|build\\w*|prepar\\w*|fix\\w*|mejor(?:ar|o|amos)|enriquec\\w*|preparar|preparo|abonar',
    ],
    [
      'Every year, spread 5 cm of compost or well-rotted manure on the surface and keep the soil covered with mulch or plants; worms carry it down, so there is no need to dig deeply.',
      'Avoid walking on the beds, especially when wet, and grow a cover crop such as clover or field beans over winter. Test the pH every few years: most vegetables like 6 to 7.',
    ],
    [
      'Cada año, extiende 5 cm de compost o estiércol bien descompuesto por encima y mantén la tierra cubierta con acolchado o plantas; las lombrices lo llevan hacia abajo, así que no hace falta cavar hondo.',
      'No pises los bancales, sobre todo si están mojados, y siembra un abono verde como trébol o habas en invierno. Mide el pH cada pocos años: a casi todas las hortalizas les gusta entre 6 y 7.',
    ],
    'extension-service',
  ),
  f(
    'bee-flowers',
    'bees',
    ['Flowers bees love', 'Flores que encantan a las abejas'],
    [BEE, 'flowers?|plants?|blooms?|flores?|plantas?'],
    [
      'Bees love lavender, borage, catmint, salvias, sunflowers, cosmos, asters, clover and herbs left to flower (thyme, oregano, rosemary, chives), plus native wildflowers such as coneflowers, bee balm and goldenrod.',
      'Choose single, open flowers rather than frilly doubles, plant each kind in a clump, and aim for something in flower from early spring to autumn; never spray open flowers.',
    ],
    [
      'A las abejas les encantan la lavanda, la borraja, la nébeda, las salvias, los girasoles, las cosmos, los ásteres, el trébol y las aromáticas en flor (tomillo, orégano, romero, cebollino), y las flores silvestres nativas.',
      'Elige flores sencillas y abiertas mejor que las dobles, planta cada especie en grupo y procura que haya algo en flor desde el principio de la primavera hasta el otoño; nunca rocíes flores abiertas.',
    ],
    'pollinator-society',
    'trees?|arbol\\w*|shrubs?|arbust\\w*|shad\\w*|sombra\\w*|winter|invierno|autumn|otono|fall|natives?|nativ\\w*|autoctona\\w*|balcon\\w*|pots?|macetas?|herbs?|aromatic\\w*|find|encuentran|water|agua|hummingbirds?|colibri\\w*|picaflor\\w*|chupaflor\\w*',
  ),
  ...MORE_TOPIC_FACTS,
]

// Whole words: a pest fact answers what to do about the pest, so the question must ask something of that kind.
const word = (alternatives: string) => new RegExp(`(?:^| )(?:${alternatives})(?= |$)`)
const PEST_ASK = word(
  'get rid|rid|contra|against|sirve\\w*|funciona\\w*|works?|effective|soap\\w*|jabon\\w*|remed\\w*|homemade|casero\\w*|vinegar|vinagre|dig\\w*|dug|control\\w*|stop\\w*|kill\\w*|keep\\w*|away|out|eat\\w*|ate|chew\\w*|on|all over|in (?:my|the|our)|infest\\w*|problems?|help|what (?:do|can|should) (?:i|we)|how (?:do|can|should) (?:i|we)|how to|deal\\w*|prevent\\w*|protect\\w*|repel\\w*|deter\\w*|harm\\w*|hurt\\w*|safe\\w*|natural\\w*|organic\\w*|spray\\w*|everywhere|lots|so many|covered|have|has|got|found|see\\w*|there (?:are|is)|theres|damag\\w*|ruin\\w*|destroy\\w*|' +
    'quit\\w*|sac(?:a|an|ar|o)|desentierr\\w*|escarb\\w*|elimin\\w*|acab\\w*|combat\\w*|ahuyent\\w*|espant\\w*|evit\\w*|controlar|com\\w*|segur\\w*|bien|ech\\w*|us(?:ar|o|an)|tengo|tiene|tienen|hay|en (?:mi|mis|el|la|los|las|un|una|unos|unas|tu|tus|su|sus)|que hago|como|plagas?|dan(?:a|an|o|ar)\\w*|sin|fuera|lejos|mat(?:a|ar|o)\\w*|llen\\w*|invad\\w*|natural\\w*|ecologic\\w*|organic\\w*|' +
    // appended: damage and herding verbs ("birds peck", "los pájaros picotean", "las hormigas llevan pulgones")
    'peck\\w*|picot\\w*|picote\\w*|llev\\w*|farm\\w*|herd\\w*|' +
    // appended: friend or foe ("are ladybugs good or bad", "¿las catarinas son buenas o malas?")
    'good|bad|friends?|foes?|enem\\w*|buen[oa]s?|mal[oa]s?|amig[oa]s?',
)
// Birds are a problem only where they eat what was sown: "which bird is singing" is not about protecting seeds.
const BIRD_DAMAGE_ASK = word(
  'eat\\w*|ate|peck\\w*|seeds?|seedlings?|sow\\w*|sown|nets?|netting|scare\\w*|stop\\w*|keep\\w* (?:\\w+ )?(?:away|off|out)|protect\\w*|com(?:e|en|iendo|ieron|io|er)|picot\\w*|picote\\w*|semillas?|plantines|siembr\\w*|sembr\\w*|espant\\w*|ahuyent\\w*|alej\\w*|proteg\\w*|mallas?|evit\\w*',
)
// Plants-for-a-pollinator facts answer which plants or flowers feed or draw them.
const PLANTS_FOR_ASK = word(
  'plant\\w*|flowers?|grow\\w*|attract\\w*|help\\w*|feed\\w*|food|like|likes|love|loves|favou?rite|garden\\w*|bring|draw|plantas?|flor\\w*|atra\\w*|ayud\\w*|aliment\\w*|comida|gusta\\w*|favorit\\w*|jardin\\w*|huert\\w*|sembr\\w*|feeders?|bebederos?|comederos?',
)
for (const fact of TOPIC_FACTS) {
  if (fact.topic === 'pests') fact.asks = PEST_ASK
  if (fact.id === 'birds-and-seeds') fact.asks = BIRD_DAMAGE_ASK
  if (['bumblebee-plants', 'butterfly-plants', 'hummingbirds', 'bee-flowers'].includes(fact.id))
    fact.asks = PLANTS_FOR_ASK
}

function score(fact: TopicFact, folded: string): number {
  if (fact.not?.test(folded)) return 0
  if (fact.asks && !fact.asks.test(folded)) return 0
  return fact.cues.every((c) => c.test(folded)) ? fact.cues.length : 0
}

/** The question's words a fact's cues found. */
function matchedWords(fact: TopicFact, folded: string): Set<string> {
  return new Set(fact.cues.flatMap((c) => c.exec(folded)?.[0].trim().split(' ') ?? []))
}

function strictSubset(small: Set<string>, large: Set<string>): boolean {
  return small.size < large.size && [...small].every((word) => large.has(word))
}

/**
 * Every fact whose cue groups all appear in the question, the most specific first: more cue groups, then a fact
 * whose cues found every word another found and more ("abono verde" before "abono"); other ties keep list order.
 */
export function rankTopicFacts(folded: string): TopicFact[] {
  const scored = TOPIC_FACTS.map((fact) => ({ fact, value: score(fact, folded) }))
    .filter(({ value }) => value > 0)
    .sort((a, b) => b.value - a.value)
    .map(({ fact, value }) => ({ fact, value, words: matchedWords(fact, folded) }))
  const ranked: typeof scored = []
  for (const candidate of scored) {
    const before = ranked.findIndex(
      (other) => other.value === candidate.value && strictSubset(other.words, candidate.words),
    )
    ranked.splice(before === -1 ? ranked.length : before, 0, candidate)
  }
  return ranked.map(({ fact }) => fact)
}

/** The most specific fact whose cue groups all appear in the question. */
export function findTopicFact(folded: string): TopicFact | undefined {
  let best: TopicFact | undefined
  let bestScore = 0
  for (const fact of TOPIC_FACTS) {
    const value = score(fact, folded)
    if (value > bestScore) {
      best = fact
      bestScore = value
    }
  }
  return best
}
