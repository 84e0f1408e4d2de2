// Facts for families' asks that had no home yet: how deep a raised bed or planter box should be, how many bees live
// in a hive or nest, how long bees live, whether mulch is safe for children and pets, what is harming bees worldwide,
// how bees find their way home, whether bees pee or poop, watering before or after feeding, whether coffee grounds
// make soil acidic, and a pizza (or salsa) garden and a sunflower house for children. Sources: extension services,
// pollinator societies, school-garden guides.
import { BEES, buildFact } from './fact-builder'
import type { TopicFact } from './topic-facts'

export const MORE_FACTS_10: TopicFact[] = [
  buildFact({
    id: 'raised-bed-depth',
    topic: 'containers',
    title: [
      'How deep a raised bed or planter box should be',
      'Qué profundidad debe tener un bancal o cajón de cultivo',
    ],
    cues: [
      'raised (?:garden )?beds?|garden beds?|bed frames?|planter box\\w*|planters?|troughs?|bancal\\w*|camas? (?:de cultivo )?elevad\\w*|cajon\\w*|cajas?|huertos? elevad\\w*|mesas? de cultivo|canteros?|jardineras?',
      'how deep|depth|deep|how (?:tall|high)|height|hond[oa]s?|hondura|profund\\w*|que altura|alt[oa]s?|altura',
    ],
    not: 'water\\w*|rieg\\w*|regar|fill\\w*|llen\\w*|mix\\w*|mezcl\\w*',
    en: [
      'For most vegetables a raised bed or planter box needs at least 30 cm (12 in) of soil depth: lettuce, radishes, herbs and strawberries manage in 15 to 20 cm, while carrots, parsnips, potatoes, tomatoes and squash do best with 45 to 60 cm (18 to 24 in).',
      'On soil you can dig, 20 to 30 cm of bed is enough because roots carry on down into the ground (loosen it first); on concrete or a patio, or for a box with a bottom, give it the full depth and drainage holes.',
    ],
    es: [
      'Para la mayoría de las hortalizas, un bancal o cajón de cultivo necesita al menos 30 cm de profundidad de tierra: lechugas, rabanitos, aromáticas y fresas se arreglan con 15 a 20 cm, mientras que zanahorias, chirivías, papas, tomates y calabazas van mejor con 45 a 60 cm.',
      'Sobre tierra que se puede cavar bastan 20 a 30 cm de cajón, porque las raíces siguen bajando al suelo (suéltalo antes); sobre cemento o en un patio, o en un cajón con fondo, dale toda la profundidad y agujeros de drenaje.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'bees-in-a-hive',
    topic: 'bees',
    title: ['How many bees live in a hive or nest', 'Cuántas abejas viven en una colmena o nido'],
    cues: [
      'how many|number of|cuant[oa]s|numero de|cantidad de',
      'hives?|colon\\w*|nests?|beehives?|colmenas?|nidos?|panal\\w*|enjambres?|swarms?',
    ],
    not: 'wasps?|hornets?|yellow ?jackets?|avispas?|avispones?|ants?|hormigas?',
    en: [
      'A honeybee hive holds one colony of about 20,000 to 60,000 bees in summer: one queen, a few hundred male drones and thousands of female worker bees; in winter it shrinks to 10,000 to 20,000 that huddle together to keep warm.',
      'Wild bees live in far smaller groups: a bumblebee nest has about 50 to 400 bees, and most solitary bees, such as mason bees, live alone, each mother in her own little nest hole.',
    ],
    es: [
      'Una colmena de abejas melíferas tiene una colonia de unas 20.000 a 60.000 abejas en verano: una reina, unos cientos de zánganos (los machos) y miles de obreras; en invierno baja a 10.000 a 20.000, que se apiñan para darse calor.',
      'Las abejas silvestres viven en grupos mucho más pequeños: un nido de abejorros tiene unas 50 a 400 abejas, y la mayoría de las abejas solitarias, como las abejas albañiles, viven solas, cada madre en su propio agujerito.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-decline',
    topic: 'bees',
    title: ['What is harming bees', 'Qué está dañando a las abejas'],
    cues: [
      `${BEES}|honey ?bees?`,
      'kill\\w*|killing|dying|die|dies|died|declin\\w*|disappear\\w*|vanish\\w*|endanger\\w*|extinct\\w*|threat\\w*|harming|hurting|mata|matan|matando|mueren|muriendo|muerte|desaparec\\w*|extincion|extingu\\w*|amenaz\\w*|en peligro|danando',
      'what|whats|why|which|are|is|causes?|reasons?|que|por ?que|cual\\w*|causa\\w*|razon\\w*|estan|esta|son',
    ],
    not: 'spray\\w*|fumig\\w*|roci\\w*|safe|segur\\w*|pests?|aphids?|slugs?|snails?|weeds?|ants?|wasps?|mosquitos?|plagas?|pulgones?|babosas?|caracoles?|malas? hierbas?|hormigas?|avispas?|garden|yard|balcon\\w*|my (?:hive|bees)|sting\\w*|stung|pica\\w*|jardin\\w*|huert\\w*|mis abejas|mi colmena|swarm\\w*|enjambre\\w*|if (?:there|we|the)|si (?:no|las|desaparec\\w*)|without|sin',
    en: [
      'Bees are harmed by several things at once: loss of flowers and nesting places as meadows and hedges become farms, lawns and buildings; pesticides, especially insecticides such as neonicotinoids; parasites and diseases, above all the varroa mite in honeybee hives; and climate change, which shifts when flowers bloom.',
      'Families can help in their own garden: grow flowers from spring to autumn, skip insecticide sprays, leave some bare soil, hollow stems and a messy corner for nesting, and put out a shallow dish of water with stones.',
    ],
    es: [
      'A las abejas las dañan varias cosas a la vez: la pérdida de flores y de lugares para anidar cuando prados y setos se convierten en cultivos, césped y edificios; los pesticidas, sobre todo insecticidas como los neonicotinoides; los parásitos y las enfermedades, ante todo el ácaro varroa en las colmenas; y el cambio climático, que adelanta o retrasa la floración.',
      'Las familias pueden ayudar en su jardín: planta flores de primavera a otoño, no uses insecticidas, deja algo de tierra desnuda, tallos huecos y un rincón silvestre para que aniden, y pon un plato poco hondo con agua y piedras.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-waste',
    topic: 'bees',
    title: [
      'Do bees pee or poop, and the yellow spots near hives on cars',
      'Si las abejas hacen pis o caca, y las manchas amarillas en los coches cerca de las colmenas',
    ],
    cues: [
      `${BEES}|honey ?bees?`,
      'pee|pees|peeing|poop\\w*|poo|poos|pooing|urinat\\w*|toilet|bathroom|droppings?|faeces|feces|excret\\w*|caca|popo|pipi|pis|orinan|orina\\w*|heces|excrement\\w*|cagan|yellow (?:spots|drops|dots|marks|specks)|(?:manchas|puntitos|gotitas|gotas|motas) amarill\\w*',
    ],
    not: 'birds?|pajaros?|cats?|gatos?|dogs?|perros?|chickens?|gallinas?',
    en: [
      'Bees do poop, but they do not pee separately: like birds, they get rid of extra water and waste together, as one small yellowish dropping.',
      'Honeybees keep the hive clean by holding it in and flying outside to go, on "cleansing flights"; that is why cars and washing near hives get little yellow-brown spots on the first warm day after winter.',
    ],
    es: [
      'Las abejas sí hacen caca, pero no hacen pis aparte: como las aves, expulsan el agua sobrante y los desechos juntos, en una gotita amarillenta.',
      'Las abejas de la miel mantienen limpia la colmena aguantándose y saliendo a hacerlo fuera, en "vuelos de limpieza"; por eso los coches y la ropa tendida cerca de las colmenas amanecen con puntitos amarillos el primer día cálido tras el invierno.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-lifespan',
    topic: 'bees',
    title: ['How long bees live', 'Cuánto viven las abejas'],
    cues: [
      `${BEES}|honey ?bees?|queens?|drones?|reinas?|zanganos?`,
      'how long (?:\\w+ ){0,3}(?:live|lives|living|survive\\w*|last)|lifespans?|life ?spans?|life expectancy|how old (?:\\w+ ){0,2}get|cuant[oa] (?:tiempo )?(?:vive|viven|dura|duran|sobrevive\\w*)|esperanza de vida|cuantos (?:dias|anos|meses) (?:vive|viven)',
    ],
    not: 'sting\\w*|stung|pica\\w*|aguijon\\w*|without|sin (?:flores|agua|comida|reina)|winter|invierno|honey (?:last|keep)|miel',
    en: [
      'A worker honeybee lives about 5 to 6 weeks in summer, when she works herself out, but 4 to 6 months if she hatches in autumn and spends the winter in the hive; drones (males) live about 8 weeks, and the queen 2 to 5 years.',
      'Bumblebee workers live a few weeks and their queen about a year, and most solitary bees, such as mason bees, fly as adults for only 3 to 6 weeks in spring or summer, after almost a year growing in their nest.',
    ],
    es: [
      'Una obrera de abeja melífera vive unas 5 a 6 semanas en verano, cuando se agota trabajando, pero de 4 a 6 meses si nace en otoño y pasa el invierno en la colmena; los zánganos (los machos) viven unas 8 semanas y la reina de 2 a 5 años.',
      'Las obreras de los abejorros viven unas pocas semanas y su reina alrededor de un año, y la mayoría de las abejas solitarias, como las abejas albañiles, vuelan de adultas solo 3 a 6 semanas en primavera o verano, tras casi un año creciendo en su nido.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'sunflower-house',
    topic: 'activities',
    title: ['A sunflower house for children', 'Una casita de girasoles para niños'],
    cues: [
      'sunflowers?|girasol\\w*',
      'house|houses|hut|den|fort|room|hideout|hide|playhouse|casita\\w*|casa|cabana\\w*|refugio|escondit\\w*|fuerte',
    ],
    en: [
      'For a sunflower house, mark out a square or circle about 2 metres across in full sun, leave a gap for the door, and after the last frost sow tall sunflower seeds 2 to 3 cm deep and about 30 cm apart along its edge.',
      'Sow morning glories or climbing beans between them to twine up the stalks; when the sunflowers are taller than the children, tie strings across the top for the vines to make a roof. By late summer it is a green room the bees visit too.',
    ],
    es: [
      'Para una casita de girasoles, marca un cuadrado o un círculo de unos 2 metros a pleno sol, deja un hueco para la puerta y, pasadas las heladas, siembra semillas de girasol alto a 2 o 3 cm de profundidad y a unos 30 cm entre sí por el borde.',
      'Siembra entre ellos campanillas (ipomeas) o frijoles de enrame para que trepen por los tallos; cuando los girasoles sean más altos que los niños, ata cuerdas de lado a lado por arriba para que las enredaderas hagan el techo. A final del verano es una habitación verde que también visitan las abejas.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'mulch-safety',
    topic: 'safety',
    title: ['Is mulch safe for children and pets', 'Si el acolchado es seguro para niños y mascotas'],
    cues: [
      'mulch\\w*|wood ?chips?|bark chips?|acolchado\\w*|mantillo|corteza\\w*|astillas?|chips de madera',
      'safe\\w*|danger\\w*|toxic\\w*|poison\\w*|harm\\w*|ok for|kids?|child\\w*|toddlers?|babies|dogs?|cats?|pets?|segur\\w*|peligros\\w*|toxic\\w*|venen\\w*|ninos?|ninas?|hijos?|bebes?|peques?|perros?|gatos?|mascotas?',
    ],
    not: 'water\\w*|rieg\\w*|regar|agua|weeds?|malas hierbas',
    en: [
      'Plain wood chips, bark, straw and leaf mulch are safe around children; playground-grade bark is softest, and shoes or gloves keep splinters away. Wash hands after playing, and pick off any mushrooms that pop up in damp mulch.',
      'Avoid cocoa-shell mulch where there are dogs (it contains theobromine, like chocolate) and mulch made from painted or treated wood; rubber mulch is not needed in a garden bed.',
    ],
    es: [
      'Las astillas de madera, la corteza, la paja y las hojas como acolchado son seguras para los niños; la corteza de parque infantil es la más blanda, y con zapatos o guantes se evitan las astillas. Lavaos las manos después de jugar y quitad las setas que salgan en el acolchado húmedo.',
      'Evita el acolchado de cáscara de cacao si hay perros (tiene teobromina, como el chocolate) y el de madera pintada o tratada; en un bancal no hace falta acolchado de caucho.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'water-and-feeding',
    topic: 'watering',
    title: ['Watering before or after feeding', 'Regar antes o después de abonar'],
    cues: [
      'water\\w*|rieg\\w*|regar\\w*|regad\\w*',
      'fertili[sz]\\w*|feed\\w*|plant food|abon\\w*|fertiliz\\w*|fertilizante\\w*',
      'before|after|first|then|antes|despues|primero|luego',
    ],
    en: [
      'Water first if the soil is dry, then feed: fertiliser on dry soil can scorch the roots. Liquid feed goes on soil that is already moist, in the morning or evening rather than in the midday heat.',
      'Granular or slow-release fertiliser is watered in straight after you scatter it, so it dissolves and reaches the roots instead of sitting on the surface or burning the leaves it lands on.',
    ],
    es: [
      'Riega primero si la tierra está seca y después abona: el fertilizante sobre tierra seca puede quemar las raíces. El abono líquido se echa sobre tierra ya húmeda, por la mañana o al atardecer, no con el calor del mediodía.',
      'El abono granulado o de liberación lenta se riega justo después de esparcirlo, para que se disuelva y llegue a las raíces en vez de quedarse en la superficie o quemar las hojas donde cae.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'bees-find-home',
    topic: 'bees',
    title: [
      'How bees find their way home to the hive or nest',
      'Cómo encuentran las abejas el camino a casa, a la colmena o al nido',
    ],
    cues: [
      `${BEES}|honey ?bees?`,
      'way (?:home|back)|(?:find|get|fly|go)\\w* (?:\\w+ ){0,2}(?:home|back|hive|nest)|navigat\\w*|get lost|camino (?:a|de) (?:casa|vuelta|la colmena)|(?:vuelven|vuelve|volver|regres\\w*) (?:\\w+ ){0,4}(?:casa|colmena|nido)|se orientan|orientan|se pierden',
    ],
    not: 'swarm\\w*|enjambre\\w*|chimney|wall|roof|pared|techo|chimenea|rid|remove\\w*|quitar|sacar',
    en: [
      'Honeybees find their way home with the sun as a compass (they read it even through clouds, from the pattern of light in the sky), landmarks they learned on their first short "orientation flights" around the hive, and the smell of their own colony at the entrance.',
      'That is why moving a hive a few metres confuses returning bees. Bumblebees and solitary bees learn the landmarks around their nest the same way, circling it when they leave for the first time.',
    ],
    es: [
      'Las abejas melíferas encuentran el camino a casa usando el sol como brújula (lo leen incluso entre nubes, por el dibujo de la luz en el cielo), los puntos de referencia que aprendieron en sus primeros "vuelos de orientación" alrededor de la colmena y el olor de su propia colonia en la entrada.',
      'Por eso, si se mueve una colmena unos metros, las abejas que vuelven se despistan. Los abejorros y las abejas solitarias aprenden igual los puntos de referencia de su nido, dando vueltas a su alrededor la primera vez que salen.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'coffee-grounds-acid',
    topic: 'soil',
    title: ['Do coffee grounds make soil acidic', 'Si el café molido acidifica la tierra'],
    cues: ['coffee|cafe|posos|borra', 'acid\\w*|ph|acidif\\w*|alkalin\\w*|alcalin\\w*|sour'],
    en: [
      'Hardly: used coffee grounds are close to neutral (pH about 6.5 to 7), because brewing washes most of the acid out, so they barely change the soil pH; only fresh, unbrewed grounds are clearly acidic.',
      'Use them in the compost or as a thin layer mixed into the soil; to make soil more acid for blueberries or azaleas, use garden sulphur, pine-needle mulch or ericaceous compost instead.',
    ],
    es: [
      'Apenas: los posos de café usados son casi neutros (pH de 6,5 a 7), porque al hacer el café se va casi todo el ácido, así que casi no cambian el pH de la tierra; solo el café molido sin usar es claramente ácido.',
      'Échalos al compost o en una capa fina mezclada con la tierra; para acidificar la tierra de arándanos o azaleas, usa azufre de jardín, acolchado de agujas de pino o sustrato para plantas acidófilas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'pizza-garden',
    topic: 'activities',
    title: ['A pizza garden (or salsa garden) for children', 'Un huerto de pizza (o de salsa) para niños'],
    not: 'water\\w*|agua|rieg\\w*|regar',
    cues: [
      'pizza|salsa|taco\\w*|theme\\w*|tematic\\w*',
      'gardens?|beds?|patch\\w*|plant\\w*|grow\\w*|sow\\w*|huert[oa]s?|jardin\\w*|bancal\\w*|plant\\w*|cultiv\\w*|sembr\\w*|siembr\\w*',
    ],
    en: [
      'A pizza garden grows the toppings: plant a sunny round bed divided into slices like a pizza, with a tomato plant (a cherry or plum tomato), basil, oregano, a sweet pepper and onions or chives, one in each slice, after the last frost.',
      'Children water and pick their slice all summer; when the tomatoes and peppers are ripe, make a pizza together with what they grew. A salsa garden works the same way with tomatoes, chilli or peppers, onions and cilantro (coriander).',
    ],
    es: [
      'Un huerto de pizza cultiva los ingredientes: planta un bancal redondo y soleado dividido en porciones como una pizza, con una tomatera (de tomate cherry o pera), albahaca, orégano, un pimiento y cebollas o cebollino, uno en cada porción, pasadas las heladas.',
      'Los niños riegan y cosechan su porción todo el verano; cuando los tomates y los pimientos estén maduros, haced una pizza juntos con lo que cultivaron. Un huerto de salsa funciona igual con tomates, chiles o pimientos, cebollas y cilantro.',
    ],
    source: 'general-horticulture',
  }),
]
