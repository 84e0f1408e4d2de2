// More facts on compost, worms, soil types and tests, pH, mulch, bed and pot mixes and bee-safe feeding. Sources:
// extension-service home composting and soil testing guides, general horticultural practice.
import { buildFact, COMPOST, KIDS, POTS, SOIL } from './fact-builder'
import type { TopicFact } from './topic-facts'

export const SOIL_COMPOST_FACTS: TopicFact[] = [
  buildFact({
    id: 'compost-yes-and-no',
    topic: 'soil',
    title: ['What goes in the compost and what stays out', 'Qué va al compost y qué no'],
    not: 'how much|how many|how long|how often|cuanto|cuanta|cada cuanto|winter|invierno|worms?|lombri\\w*|hot|heat\\w*|warm|caliente|calor|ratio|proporcion\\w*|where|donde|sun|shade|sol|sombra|ants?|hormigas?',
    cues: [
      COMPOST,
      'go(?:es)? in|put in|put into|add|throw|toss|allowed|cant|can not|cannot|echar|echo|meter|tirar|tiro|va|van|se puede|se pueden',
    ],
    en: [
      'Yes: fruit and vegetable scraps and peels, coffee grounds, tea leaves, crushed eggshells, grass clippings, dry leaves, straw, shredded paper and plain cardboard: a mix of "greens" (wet scraps) and "browns" (dry leaves, paper).',
      'No: meat, fish, bones, dairy and oily or cooked food (they smell and attract rats), dog and cat poop, diseased plants, weeds with seeds, glossy or plastic-coated paper, plastic, glass and metal.',
    ],
    es: [
      'Sí: restos y cáscaras de frutas y verduras, posos de café, hojas de té, cáscaras de huevo trituradas, césped cortado, hojas secas, paja, papel y cartón sin tinta brillante: una mezcla de "verdes" (restos húmedos) y "marrones" o "secos" (hojas secas, papel).',
      'No: carne, pescado, huesos, lácteos, comida cocinada o con aceite (huelen y atraen ratas), cacas de perro y gato, plantas enfermas, malas hierbas con semillas, papel plastificado, plástico, vidrio ni metal.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'compost-small-home',
    topic: 'soil',
    title: ['Composting in a flat or apartment', 'Compostar en un piso o departamento'],
    cues: [
      COMPOST,
      'apartments?|flats?|live in|living in|vivo en|vivimos en|condos?|no (?:yard|garden|backyard)|without (?:a )?(?:yard|garden|backyard)|small space|balcon\\w*|indoors?|inside|kitchen|under the sink|bokashi|city|departamentos?|pisos?|apartamentos?|sin (?:jardin|patio)|dentro|adentro|cocina|casa|ciudad|terraza',
    ],
    en: [
      'Without a garden you can still compost: a worm bin (vermicompost) with red wiggler worms fits on a balcony or under the sink and does not smell when fed small amounts of fruit and vegetable scraps with shredded paper.',
      'A bokashi bucket ferments scraps (even a little cooked food) in a closed bin in the kitchen, and many cities have community compost drop-off points or collect food waste.',
    ],
    es: [
      'Sin jardín también se puede compostar: una vermicompostera (lombricompost) con lombrices rojas cabe en el balcón o bajo el fregadero y no huele si le das poquitos restos de fruta y verdura con papel triturado.',
      'Un cubo bokashi fermenta los restos (incluso algo de comida cocinada) en un recipiente cerrado en la cocina, y muchas ciudades tienen puntos de compostaje comunitario o recogen los restos orgánicos.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'compost-how-long',
    topic: 'soil',
    title: ['How long compost takes', 'Cuánto tarda el compost'],
    cues: [
      COMPOST,
      'how long|how many (?:weeks|months)|when (?:can|will|is|do)|take|takes|weeks?|months?|use it|cuando|cuanto (?:tiempo|tarda)|tarda\\w*|semanas?|meses|usar\\w*|utiliz\\w*|la puedo usar|lo puedo usar',
    ],
    en: [
      'A bin started last week is not ready yet: a home compost pile takes about 2 to 3 months when it is turned often and kept damp (a hot pile), and 6 to 12 months if it is just left alone (a cold pile).',
      'It is ready when it is dark brown, crumbly and smells like a forest floor, and you can no longer recognise the scraps; sieve out lumps and put them back in the bin.',
    ],
    es: [
      'Una compostera recién empezada (la semana pasada, por ejemplo) todavía no está lista: una compostera casera tarda unos 2 o 3 meses si se voltea a menudo y se mantiene húmeda (compost caliente), y de 6 a 12 meses si se deja sin tocar (compost frío).',
      'Está lista cuando el compost es oscuro, suelto, huele a tierra de bosque y ya no se reconocen los restos; tamiza los trozos grandes y devuélvelos a la compostera.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'kids-compost-job',
    topic: 'soil',
    title: ['A compost job for children', 'El compost, tarea para niños'],
    cues: [`${KIDS}|\\d+ ?(?:year|yr)s? old|\\d+ anos|year olds?`, COMPOST],
    // A worm bin with children is a worm bin: the worm-bin fact answers it.
    not: 'worms?|lombri\\w*|vermicompost\\w*|wormery',
    en: [
      'Yes: from about 5 years old a child can carry the scraps bucket, and by 7 or 8 they can be in charge of the compost: add "greens" (fruit and vegetable peels, coffee grounds, grass) and an equal pile of "browns" (dry leaves, torn cardboard), keep it damp and stir it with a fork.',
      'Keep meat, dairy and pet poop out, give them gloves, and make washing hands afterwards the rule; spotting worms, woodlice and beetles at work is half the fun.',
    ],
    es: [
      'Sí: desde los 5 años un niño puede llevar el cubo de restos, y con 7 u 8 años puede encargarse del compost: echar "verdes" (cáscaras de fruta y verdura, posos de café, césped) y otro tanto de "marrones" o secos (hojas secas, cartón roto), mantenerlo húmedo y removerlo con una horca.',
      'Que no eche carne, lácteos ni cacas de mascota, que use guantes y que lavarse las manos después sea la norma; ver lombrices, cochinillas y escarabajos trabajando es la mitad de la diversión.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'earthworms-help-soil',
    topic: 'soil',
    title: ['How earthworms help the soil', 'Cómo ayudan las lombrices a la tierra'],
    cues: [
      'earth ?worms?|worms?|lombri\\w*|gusanos? de tierra',
      'help\\w*|good|useful|do they|why|what do|benefit\\w*|for the soil|ayud\\w*|buen[oa]s?|sirv\\w*|benefic\\w*|para que|por que|que hacen|utiles?',
    ],
    not: 'worm bin|worm farm|wormery|vermicompost\\w*|vermicompostera|lombricario|red wigglers?',
    en: [
      "Yes, earthworms are some of the soil's best helpers: their tunnels let air and rain reach the roots, and they pull dead leaves underground and leave behind castings, a rich natural fertiliser.",
      'Lots of worms mean healthy soil. Let children look, holding them gently with damp hands, then put them back on damp soil in the shade; adding compost and mulch feeds them.',
    ],
    es: [
      'Sí, las lombrices de tierra son de las mejores ayudantes del suelo: sus túneles dejan pasar el aire y el agua hasta las raíces, y entierran las hojas muertas y dejan su humus, un abono natural muy rico.',
      'Muchas lombrices significan una tierra sana. Deja que los niños las miren, sosteniéndolas con cuidado y las manos húmedas, y luego devuélvelas a la tierra húmeda a la sombra; el compost y el acolchado las alimentan.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'worm-bin-care',
    topic: 'soil',
    title: ['Looking after a worm bin', 'Cuidar una vermicompostera'],
    cues: [
      'worm bins?|worm farms?|worm compost\\w*|wormery|wormeries|vermicompost\\w*|red wigglers?|compost worms|lombricompost\\w*|vermicompostera\\w*|lombricario|lombriz roja|lombrices rojas|lombrices californianas',
    ],
    en: [
      'Compost worms (red wigglers) eat fruit and vegetable scraps and peels, coffee grounds, tea bags, crushed eggshells and shredded paper or cardboard; keep out meat, dairy, oily food and lots of citrus peels, onion or garlic (a few onion peels now and then are fine).',
      'Keep the bedding as damp as a wrung-out sponge, feed a little at a time, keep the bin in the shade between about 15 and 25 °C, and after 3 to 6 months harvest the dark castings (worm humus) for pots and beds.',
    ],
    es: [
      'Las lombrices rojas (californianas) comen restos de fruta y verdura, posos de café, bolsitas de té, cáscaras de huevo trituradas y papel o cartón en tiras; no les des carne, lácteos, comida grasienta ni muchas cáscaras de cítricos, cebolla o ajo (alguna cáscara de cebolla de vez en cuando no pasa nada).',
      'Mantén la cama húmeda como una esponja escurrida, dales de comer poco a poco, deja la caja a la sombra entre unos 15 y 25 °C y, a los 3 a 6 meses, recoge el humus de lombriz oscuro para macetas y bancales.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'compost-wet-or-dry',
    topic: 'soil',
    title: ['Compost too wet or too dry', 'Compost demasiado húmedo o seco'],
    cues: [
      COMPOST,
      'wet|soggy|slimy|mushy|watery|dry|dusty|not (?:breaking|rotting|working|heating|doing)|cold|nothing happens|humed[oa]|mojad[oa]|empapad[oa]|aguad[oa]|seco|seca|no se (?:descompone|pudre|calienta|deshace)|frio|fria|no pasa nada|no avanza',
    ],
    en: [
      'A slimy, wet pile needs more "browns": mix in dry leaves, shredded cardboard or straw and turn it to let air in; a dry, dusty pile that does nothing needs water and more "greens" such as fresh scraps or grass.',
      'Aim for damp like a wrung-out sponge, roughly equal volumes of greens and browns, and turn it every week or two; a bigger pile (about 1 m across) heats up better.',
    ],
    es: [
      'Un compost viscoso y mojado necesita más "marrones" o secos: mezcla hojas secas, cartón en trozos o paja y voltéalo para que entre aire; uno seco y polvoriento que no avanza necesita agua y más "verdes", como restos frescos o césped.',
      'Busca que esté húmedo como una esponja escurrida, con más o menos el mismo volumen de verdes y secos, y voltéalo cada una o dos semanas; un montón más grande (de 1 m) se calienta mejor.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'compost-rats',
    topic: 'soil',
    title: ['Rats and animals in the compost', 'Ratas y animales en el compost'],
    cues: [
      COMPOST,
      'rats?|mice|mouse|rodents?|raccoons?|possums?|animals?|ratas?|ratones?|roedores?|mapaches?|zarigueyas?|tlacuaches?|animales?',
    ],
    en: [
      'Rats and other animals come for food scraps: keep meat, fish, dairy, bread and cooked food out, bury fresh scraps under a layer of browns, and keep the pile damp, as rats like a dry, quiet nest.',
      'A closed bin on wire mesh or a tumbler keeps them out; tell children never to touch a nest and to wash hands after compost jobs.',
    ],
    es: [
      'Las ratas y otros animales vienen por la comida: no eches carne, pescado, lácteos, pan ni comida cocinada, entierra los restos frescos bajo una capa de secos y mantén el montón húmedo, porque a las ratas les gusta un nido seco y tranquilo.',
      'Una compostera cerrada sobre malla metálica o un compostador giratorio las mantiene fuera; enseña a los niños a no tocar nunca un nido y a lavarse las manos tras el compost.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'soil-ph',
    topic: 'soil',
    title: ['Soil pH', 'El pH del suelo'],
    cues: ['ph|acidity|alkalin\\w*|acidez|alcalin\\w*'],
    en: [
      'pH measures how acid or alkaline soil is, from 0 to 14 with 7 neutral; most vegetables, herbs and flowers grow best at about 6 to 7, while blueberries, azaleas and camellias want acid soil around 4.5 to 5.5.',
      'Test it with a cheap kit or meter from a garden centre, or send a sample to an extension service or soil lab; garden lime raises pH slowly, and sulfur or pine-bark mulch lowers it.',
    ],
    es: [
      'El pH mide lo ácido o alcalino que es el suelo, de 0 a 14, con el 7 neutro; casi todas las hortalizas, aromáticas y flores crecen mejor entre 6 y 7, y los arándanos, azaleas y camelias quieren suelo ácido, de 4,5 a 5,5.',
      'Mídelo con un kit o medidor barato de vivero, o manda una muestra a un laboratorio de suelos; la cal agrícola sube el pH poco a poco, y el azufre o el acolchado de corteza de pino lo bajan.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'alkaline-soil',
    topic: 'soil',
    title: ['Alkaline or chalky soil', 'Suelo alcalino o calizo'],
    cues: [
      'alkalin\\w*|chalk\\w*|limestone|calcare\\w*|alcalin\\w*|caliz[ao]s?|calcare\\w*|salitros\\w*',
      `${SOIL}|water|agua`,
    ],
    en: [
      'Alkaline (chalky or limestone) soil has a pH above 7.5, common in dry regions; most vegetables cope if you add plenty of compost every year, which slowly brings the pH closer to neutral.',
      'For acid lovers such as blueberries and azaleas, grow them in pots of ericaceous (acid) compost and water with rainwater, since hard tap water is alkaline; elemental sulfur lowers pH slowly.',
    ],
    es: [
      'El suelo alcalino (calizo) tiene un pH de más de 7,5, frecuente en zonas secas; casi todas las hortalizas se adaptan si añades mucho compost cada año, que acerca poco a poco el pH al neutro.',
      'Las plantas de suelo ácido, como arándanos y azaleas, mejor en maceta con sustrato para acidófilas y regadas con agua de lluvia, porque el agua del grifo dura es alcalina; el azufre baja el pH despacio.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'soil-test',
    topic: 'soil',
    title: ['Testing garden soil', 'Analizar la tierra del huerto'],
    cues: [
      `${SOIL}|ph`,
      'test\\w*|check\\w*|measur\\w*|kits?|analy\\w*|labs?|sample|nutrients?|medir|mido|analiz\\w*|analisis|prueba\\w*|compruebo|comprobar|laboratorio|muestra|nutrientes?',
    ],
    en: [
      'A home kit or meter shows pH in minutes; for nutrients (nitrogen, phosphorus, potassium) and lead, mail a sample to your extension service or a soil lab: mix spoonfuls from 5 to 10 spots, 15 cm deep, in a clean bag.',
      'Simple checks help too: squeeze damp soil (sticky ribbon = clay, gritty and falls apart = sandy, crumbly = loam), count worms in a spadeful, and see how fast a hole full of water drains.',
    ],
    es: [
      'Un kit o medidor casero da el pH en minutos; para los nutrientes (nitrógeno, fósforo, potasio) y el plomo, manda una muestra a un laboratorio de suelos: mezcla cucharadas de 5 a 10 sitios, a 15 cm de profundidad, en una bolsa limpia.',
      'También ayudan pruebas sencillas: aprieta tierra húmeda (cinta pegajosa = arcillosa, áspera que se deshace = arenosa, que se desmenuza = franca), cuenta las lombrices de una palada y mira lo rápido que drena un hoyo lleno de agua.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'soil-jar-test',
    topic: 'soil',
    title: ['What type of soil do I have?', '¿Qué tipo de tierra tengo?'],
    cues: [
      `${SOIL}`,
      'types?|kinds?|what (?:soil|dirt)|which (?:soil|dirt)|sandy|loam\\w*|silt\\w*|jar test|tipos?|clases?|que (?:tierra|suelo)|arenos\\w*|franc[oa]|limos\\w*|frasco',
    ],
    // "What soil pH do vegetables like" asks for a pH, not the soil's texture.
    not: 'pots?|macetas?|potting|sustrato|raised|bancal\\w*|ph|acid\\w*|alkalin\\w*|acidez|alcalin\\w*',
    en: [
      'Soil is a mix of sand (gritty, drains fast), silt (smooth like flour) and clay (sticky, holds water); loam, a balance of the three with plenty of organic matter, is what most plants love.',
      'The jar test: half-fill a jar with soil, top up with water and a pinch of salt, shake and leave it a day; sand settles first, then silt, then clay on top, so the layers show your mix. Compost improves every type.',
    ],
    es: [
      'La tierra es una mezcla de arena (áspera, drena rápido), limo (suave como harina) y arcilla (pegajosa, retiene agua); el suelo franco, con un equilibrio de las tres y mucha materia orgánica, es el que más gusta a las plantas.',
      'La prueba del frasco: llena medio frasco de tierra, completa con agua y una pizca de sal, agita y déjalo un día; la arena se asienta primero, luego el limo y la arcilla arriba, y las capas muestran tu mezcla. El compost mejora cualquier tipo.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'hard-compacted-soil',
    topic: 'soil',
    title: ['Hard, compacted soil', 'Tierra dura y compactada'],
    cues: [
      'loosen\\w*|break (?:it )?up|aflojar|aflojo|soltar|hard|compact\\w*|packed|rock hard|like concrete|cracks?|cracked|crust\\w*|dura|duro|compact\\w*|apelmaz\\w*|apretad\\w*|agriet\\w*|costra',
      `${SOIL}|clay|arcill\\w*`,
    ],
    en: [
      'Hard, compacted soil needs air and organic matter: loosen it with a garden fork when it is just moist, not wet, then spread 5 to 8 cm of compost and keep it mulched so worms can open it up.',
      'Make paths so nobody steps on the beds, never dig when the soil is soggy, and grow deep-rooted cover crops such as daikon radish or clover over winter; raised beds are a quick fix for very hard ground.',
    ],
    es: [
      'La tierra dura y compactada necesita aire y materia orgánica: afloja con una horca cuando esté apenas húmeda, no mojada, extiende de 5 a 8 cm de compost y mantenla acolchada para que las lombrices la abran.',
      'Haz caminos para no pisar los bancales, no caves nunca con la tierra empapada y siembra abonos verdes de raíz profunda, como rábano daikon o trébol, en invierno; los bancales elevados son un arreglo rápido para suelos muy duros.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'raised-bed-mix',
    topic: 'soil',
    title: ['What to fill a raised bed with', 'Con qué llenar un bancal elevado'],
    cues: [
      'raised (?:garden )?beds?|bed frames?|planter box\\w*|bancal\\w* elevad\\w*|bancales? altos?|camas? (?:de cultivo )?elevad\\w*|cajon\\w* de cultivo|huertos? elevad\\w*|mesas? de cultivo|canteros? elevad\\w*|cajones?',
      'soil|mix|fill\\w*|dirt|compost\\w*|what (?:goes|to put)|tierra|llen\\w*|sustrato|mezcla\\w*|relleno|que (?:le )?(?:pongo|echo)',
    ],
    en: [
      'Fill a raised bed with about 60% good topsoil and 40% compost (or equal parts topsoil, compost and a coarse material such as composted bark), at least 30 cm deep for vegetables; bagged potting mix alone is costly and sinks fast.',
      'For a tall bed, put logs, branches and cardboard in the bottom to save soil (they rot slowly and feed it), and top up with 5 cm of compost every year.',
    ],
    es: [
      'Llena un bancal elevado con un 60% de buena tierra vegetal y un 40% de compost (o partes iguales de tierra, compost y algo grueso como corteza compostada), con al menos 30 cm de hondo para hortalizas; solo sustrato de saco sale caro y baja rápido.',
      'Si es muy alto, pon troncos, ramas y cartón en el fondo para ahorrar tierra (se pudren despacio y la alimentan), y añade 5 cm de compost cada año.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'potting-mix-recipe',
    topic: 'soil',
    title: ['A homemade potting mix', 'Un sustrato casero para macetas'],
    cues: [
      'potting (?:mix|soil|compost)|container mix|soil for (?:pots|containers|planters)|mix for (?:pots|containers)|sustratos?|tierra para macetas|mezcla para macetas|tierra de macetas',
      'make|recipe|homemade|diy|my own|mix\\w*|best|what|which|hacer|hago|receta|casero|casera|propio|mezcl\\w*|prepar\\w*|mejor|que|cual',
    ],
    en: [
      'A good potting mix is light and drains well: mix 1 part compost, 1 part coir (coconut fibre) or leaf mould and 1 part perlite, vermiculite or coarse grit, and add a handful of worm castings per pot.',
      'Buy peat-free mix when you can, use seed-starting mix (finer, low in food) for seeds, and refresh pots every year or two, because old mix packs down and runs out of nutrients.',
    ],
    es: [
      'Un buen sustrato es ligero y drena bien: mezcla 1 parte de compost, 1 de fibra de coco o mantillo de hojas y 1 de perlita, vermiculita o arena gruesa, y añade un puñado de humus de lombriz por maceta.',
      'Elige sustrato sin turba cuando puedas, usa sustrato de semilleros (más fino y con pocos nutrientes) para sembrar, y renueva las macetas cada uno o dos años, porque el sustrato viejo se compacta y se queda sin alimento.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'yard-soil-in-pots',
    topic: 'containers',
    title: ['Yard soil in pots', 'Tierra del patio en macetas'],
    cues: [
      '(?:soil|dirt|earth) (?:from|of|in) (?:the |my |our )?(?:yard|garden|backyard|ground|park)|(?:yard|garden|backyard|regular|normal|ordinary|outside) (?:soil|dirt)|tierra (?:del|de mi|de|de la|de nuestro) (?:patio|jardin|huerto|campo|calle|parque|suelo)|tierra (?:normal|comun|de afuera)|tierra negra|black dirt|top ?soil|tierra vegetal|tierra de hoja|tierra de monte',
      `${POTS}|fill\\w*|llen\\w*`,
    ],
    en: [
      'Plain garden or yard soil is not good on its own in pots: it packs down, drains poorly so roots rot, and can bring weed seeds, slugs and diseases.',
      'Use potting mix, or for big tubs make your own with 1 part garden soil, 1 part compost and 1 part perlite or coarse sand, and always use pots with drainage holes.',
    ],
    es: [
      'La tierra del patio o del jardín sola no sirve bien para macetas: se compacta, drena mal y las raíces se pudren, y puede traer semillas de malas hierbas, babosas y enfermedades.',
      'Usa sustrato para macetas o, para macetones grandes, mezcla 1 parte de tierra del jardín, 1 de compost y 1 de perlita o arena gruesa, y usa siempre macetas con agujeros de drenaje.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'mulch-kinds',
    topic: 'soil',
    title: ['Which mulch to use', 'Qué acolchado usar'],
    cues: [
      'mulch\\w*|acolchad\\w*|acolchar|mantillo|cubierta (?:del suelo|organica)|paja|straw|wood ?chips?|bark|corteza|chips?',
      'what|which|kinds?|types?|best|how (?:much|thick|deep)|use|vegetables?|beds?|grass|clippings|leaves|que|cual\\w*|tipos?|mejor|cuanto|grosor|usar|huert\\w*|bancal\\w*|verduras?|cesped|pasto|cortado|hojas',
    ],
    en: [
      "Straw, shredded leaves, grass clippings (thin layers) and compost suit vegetable beds; wood chips and bark suit paths, trees and shrubs. Spread 5 to 8 cm on moist soil, keeping it a hand's width from stems.",
      'Mulch keeps water in, weeds down and feeds the soil as it rots. Leave a few sunny bare patches for ground-nesting bees, and skip cocoa-shell mulch if you have a dog, as it is toxic to dogs.',
    ],
    es: [
      'La paja, las hojas trituradas, el césped o pasto cortado (en capas finas) y el compost van bien en el huerto; las astillas y la corteza, en caminos, árboles y arbustos. Extiende de 5 a 8 cm sobre tierra húmeda, a un palmo de los tallos.',
      'El acolchado guarda la humedad, frena las malas hierbas y alimenta la tierra al descomponerse. Deja algunos huecos de tierra desnuda al sol para las abejas que anidan en el suelo, y no uses cáscara de cacao si tienes perro, porque es tóxica para ellos.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'fertiliser-numbers',
    topic: 'soil',
    title: ['What N-P-K means', 'Qué significa N-P-K'],
    cues: [
      'npk|n p k|numbers?|nitrogen|phosph\\w*|potash|potassium|numeros?|nitrogeno|fosforo|potasio',
      'fertili\\w*|feed\\w*|plant food|abon\\w*|nutrient\\w*|npk|n p k|nitrogen|phosph\\w*|potash|potassium|nitrogeno|fosforo|potasio',
    ],
    en: [
      'The three numbers on a fertiliser pack (N-P-K) are nitrogen for leafy growth, phosphorus for roots and flowers, and potassium (potash) for fruit and overall health; 10-10-10 is balanced.',
      'Leafy crops like lettuce want more nitrogen; tomatoes, peppers and flowers want more potassium once they bloom. Too much nitrogen gives lots of leaves and few flowers or fruit.',
    ],
    es: [
      'Los tres números de un abono (N-P-K) son nitrógeno para las hojas, fósforo para las raíces y las flores, y potasio para los frutos y la salud general; un 10-10-10 es equilibrado.',
      'Las hortalizas de hoja, como la lechuga, quieren más nitrógeno; tomates, pimientos y flores quieren más potasio cuando florecen. Demasiado nitrógeno da muchas hojas y pocas flores o frutos.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'organic-feeding',
    topic: 'soil',
    title: ['Organic, bee-safe feeding', 'Abonar de forma orgánica y segura para las abejas'],
    cues: [
      'organic\\w*|natural\\w*|homemade|home made|bee ?safe|safe for bees|chemical ?free|without chemicals|ecologic\\w*|casero\\w*|natural\\w*|sin quimicos|organico\\w*|seguro para (?:las )?abejas',
      'fertili\\w*|feed\\w*|plant food|abon\\w*|fertiliz\\w*|nutrient\\w*|alimentar',
    ],
    en: [
      'Feed the soil and it feeds the plants: compost, worm castings and well-rotted manure each spring, plus liquid feeds such as seaweed or homemade comfrey or nettle "tea" (leaves soaked in water for 3 to 4 weeks, diluted 1 to 10) for hungry crops like tomatoes.',
      'Fertilisers worked into soil do not harm bees, but avoid "weed and feed" lawn products, which contain weedkillers, and store bone meal and blood meal where dogs cannot reach them.',
    ],
    es: [
      'Alimenta la tierra y ella alimentará a las plantas: compost, humus de lombriz y estiércol bien descompuesto cada primavera, y abonos líquidos como el de algas o el purín casero de consuelda u ortiga (hojas en agua 3 o 4 semanas, diluido 1 en 10) para cultivos glotones como el tomate.',
      'Los abonos en la tierra no dañan a las abejas, pero evita los productos de césped "abono más herbicida", y guarda la harina de huesos y de sangre donde los perros no lleguen.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'cover-crops',
    topic: 'soil',
    title: ['Cover crops (green manure)', 'Abonos verdes'],
    cues: ['cover crops?|green manure|abonos? verdes?|cultivos? de cobertura|cubierta vegetal'],
    en: [
      'A cover crop (green manure) is sown on empty beds to protect and feed the soil: clover, vetch, field beans and peas add nitrogen; rye and phacelia hold the soil, and phacelia and buckwheat flowers feed bees.',
      'Sow in late summer or autumn and cut it down a few weeks before planting in spring, leaving it on the surface or lightly digging it in.',
    ],
    es: [
      'Un abono verde se siembra en los bancales vacíos para proteger y alimentar la tierra: el trébol, la veza, las habas y los guisantes aportan nitrógeno; el centeno y la facelia sujetan el suelo, y las flores de facelia y alforfón alimentan a las abejas.',
      'Siémbralo a final del verano u otoño y córtalo unas semanas antes de plantar en primavera, dejándolo encima o enterrándolo poco.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'peat-free',
    topic: 'soil',
    title: ['Peat-free compost', 'Sustrato sin turba'],
    cues: ['peat\\w*|turba'],
    en: [
      'Peat is dug from bogs that store carbon and shelter wildlife, and it takes thousands of years to form, so choose peat-free compost made from bark, coir, wood fibre or green waste.',
      'Peat-free mixes can dry on top while staying wet below: check with a finger before watering.',
    ],
    es: [
      'La turba se extrae de turberas que guardan carbono y dan refugio a la fauna, y tarda miles de años en formarse, así que elige sustratos sin turba, hechos de corteza, fibra de coco, fibra de madera o restos verdes.',
      'Los sustratos sin turba pueden secarse por arriba y seguir húmedos abajo: comprueba con un dedo antes de regar.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'wood-ash',
    topic: 'soil',
    title: [
      'Wood ash (fireplace, stove or barbecue) in the garden',
      'Ceniza de leña (chimenea, estufa o asador) en el huerto',
    ],
    cues: ['ash\\w*|cenizas?'],
    en: [
      'A little ash from untreated wood adds potassium and calcium and raises pH (like lime), good around fruit bushes and on acid soil: a light dusting, about a handful per square metre a year, or sprinkled thinly in the compost.',
      'Keep it away from acid lovers such as blueberries and potatoes, never use coal, barbecue charcoal-briquette or painted-wood ash, and let it cool completely.',
    ],
    es: [
      'Un poco de ceniza de leña (de chimenea o estufa) sin tratar es buena para la tierra con moderación: aporta potasio y calcio y sube el pH (como la cal), bien para arbustos frutales y suelos ácidos: una capa ligera, un puñado por metro cuadrado al año, o espolvoreada en el compost.',
      'No la uses con plantas de suelo ácido como arándanos y patatas, nunca uses ceniza de carbón, de briquetas del asador o la barbacoa ni de madera pintada, y espera a que esté fría del todo.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'leaf-mould',
    topic: 'soil',
    title: ['Leaf mould from autumn leaves', 'Mantillo de hojas'],
    cues: ['leaf mou?ld|leafmou?ld|mantillo de hojas|compost de hojas|hojarasca'],
    en: [
      'Leaf mould is compost made only from fallen leaves: pack damp leaves into a bin bag with a few holes or a wire cage, and in 1 to 2 years they become a crumbly, sweet-smelling mulch and potting ingredient.',
      'Shredding the leaves with a mower first speeds it up; leave some leaves under shrubs as winter shelter for insects.',
    ],
    es: [
      'El mantillo de hojas es un compost hecho solo con hojas caídas: mete hojas húmedas en una bolsa con agujeros o una jaula de malla, y en 1 o 2 años se vuelven un material suelto y con olor a bosque para acolchar y para macetas.',
      'Triturarlas antes con el cortacésped lo acelera; deja algunas hojas bajo los arbustos como refugio de invierno para los insectos.',
    ],
    source: 'extension-service',
  }),
]
