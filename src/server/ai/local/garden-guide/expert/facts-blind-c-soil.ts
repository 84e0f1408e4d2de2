// Soil and compost facts written blind (pass C): raised bed depth, no-dig beds, bokashi, worm bin troubles (smell,
// escaping worms, flies and mites, starting, harvesting castings), herbicide in manure, fresh manure and harvest
// times, urban soil and lead, solarising, grass clippings, wood chips, straw or hay, cardboard and newspaper,
// landscape fabric, biochar, trench composting, hugelkultur, diseased plants and weed seeds in compost,
// perlite and vermiculite, volcanic picón mulch and stony soil. Sources: extension services, general horticulture.
import { buildFact, COMPOST } from './fact-builder'
import type { TopicFact } from './topic-facts'

const WORM_BIN =
  'worm ?bins?|worm farms?|worm boxes|wormer(?:y|ies)|vermicompost\\w*|lombricompost\\w*|lombricari\\w*|vermicompostera\\w*|compostera de lombrices|caja de lombrices'

export const BLIND_C_SOIL_FACTS: TopicFact[] = [
  buildFact({
    id: 'no-dig-bed',
    topic: 'soil',
    title: ['A no-dig or lasagne bed on top of grass', 'Un bancal sin cavar o "en lasaña" sobre el césped'],
    cues: [
      'no ?dig|no-dig|lasagn\\w*|sheet mulch\\w*|without digging|on top of (?:the )?(?:grass|lawn)|over (?:the )?(?:grass|lawn)|kill (?:the )?grass|sin cavar|sin labrar|lasana|en capas|encima del (?:cesped|pasto)|sobre el (?:cesped|pasto)|quitar el (?:cesped|pasto)|eliminar el (?:cesped|pasto)',
      'no ?dig|no-dig|lasagn\\w*|sheet mulch\\w*|without digging|on top of (?:the )?(?:grass|lawn)|over (?:the )?(?:grass|lawn)|kill (?:the )?grass|sin cavar|sin labrar|lasana|en capas|encima del (?:cesped|pasto)|sobre el (?:cesped|pasto)|quitar el (?:cesped|pasto)|eliminar el (?:cesped|pasto)|beds?|bancal\\w*|garden|huerto|canteros?|grass|lawn|cesped|pasto',
      'no ?dig|no-dig|lasagn\\w*|sheet mulch\\w*|without digging|on top of (?:the )?(?:grass|lawn)|over (?:the )?(?:grass|lawn)|kill (?:the )?grass|sin cavar|sin labrar|lasana|en capas|encima del (?:cesped|pasto)|sobre el (?:cesped|pasto)|quitar el (?:cesped|pasto)|eliminar el (?:cesped|pasto)|make|making|start\\w*|build\\w*|how|hacer|hago|empez\\w*|armar|como|construir',
    ],
    en: [
      'To make a new bed on lawn or weeds without digging, mow short, water, cover with overlapping plain brown cardboard (tape and staples removed) so no light gets through, and wet it well; then pile 10 to 15 cm (4 to 6 in) of compost or alternate layers of greens and browns on top.',
      'You can plant straight into compost on top (make a hole through the cardboard for big plants); the grass underneath dies in a few weeks and worms pull everything down. Top up with 3 to 5 cm of compost each year instead of digging, which keeps the soil life and structure.',
    ],
    es: [
      'Para hacer un bancal nuevo sobre el césped (pasto) o hierbas sin cavar, corta bajo, riega, cubre con cartón marrón liso superpuesto (sin cinta ni grapas) para que no pase la luz y mójalo bien; luego pon encima 10 a 15 cm de composta, o capas alternas de restos verdes y secos.',
      'Puedes plantar directamente en la composta de arriba (haz un agujero en el cartón para las plantas grandes); el césped de abajo muere en unas semanas y las lombrices lo incorporan todo. Cada año añade 3 a 5 cm de composta en vez de cavar, que conserva la vida y la estructura del suelo.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'bokashi',
    topic: 'soil',
    title: [
      'How bokashi works: fermenting food scraps',
      'Cómo funciona el bokashi: fermentar los restos de comida',
    ],
    cues: ['bokashi|bocashi|bokachi'],
    en: [
      'Bokashi is an airtight bucket in which kitchen scraps, including small amounts of cooked food, meat, fish and dairy, are pickled with a bran sprinkled with helpful microbes; press each layer down, close the lid, and drain the liquid from the tap every few days.',
      'After 2 weeks full and 2 weeks resting, the fermented scraps are sour-smelling but not rotten; bury them at least 20 cm deep in a bed or add them to a compost heap, and wait 2 to 4 weeks before planting there. The drained liquid, diluted 1 to 100, is a plant feed.',
    ],
    es: [
      'El bokashi es un cubo hermético en el que los restos de cocina, incluidas pequeñas cantidades de comida cocinada, carne, pescado y lácteos, se fermentan con un salvado que lleva microorganismos beneficiosos; aprieta cada capa, cierra la tapa y vacía el líquido por el grifo cada pocos días.',
      'Tras 2 semanas lleno y 2 semanas de reposo, los restos fermentados huelen agrio pero no a podrido; entiérralos al menos a 20 cm en un bancal o échalos a la compostera, y espera 2 a 4 semanas antes de plantar ahí. El líquido, diluido 1 en 100, sirve de abono.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'worm-bin-smell',
    topic: 'soil',
    title: ['A worm bin that smells', 'Una lombricompostera que huele mal'],
    cues: [
      WORM_BIN,
      'smell\\w*|stink\\w*|stinky|odou?r\\w*|rott\\w*|sour|ammonia|huele|huelen|olor\\w*|apest\\w*|peste|podrid\\w*|agri\\w*|amoniaco',
    ],
    en: [
      'A healthy worm bin smells of damp forest earth; a rotten or sour smell means too much food, too wet, or food the worms cannot eat yet, so it is rotting without air.',
      'Stop feeding for 1 to 2 weeks, remove any meat, dairy, oily food or big piles of citrus or onion, mix in a generous armful of dry shredded cardboard or newspaper, open the lid for an hour, and check the drainage holes; then feed a small handful at a time, buried under bedding, only when the last lot is nearly gone.',
    ],
    es: [
      'Una lombricompostera sana huele a tierra húmeda de bosque; si huele a podrido o agrio es que hay demasiada comida, demasiada humedad o comida que las lombrices aún no pueden comer, y se pudre sin aire.',
      'Deja de alimentarlas 1 o 2 semanas, quita la carne, lácteos, comida grasa o montones de cítricos o cebolla, mezcla una buena brazada de cartón o periódico seco y troceado, deja la tapa abierta una hora y revisa los agujeros de drenaje; luego dales un puñadito cada vez, enterrado bajo el lecho, solo cuando casi se hayan terminado lo anterior.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'worms-escaping',
    topic: 'soil',
    title: ['Worms crawling out of the worm bin', 'Lombrices que se escapan de la lombricompostera'],
    cues: [
      `${WORM_BIN}|worms?|lombric\\w*`,
      'escap\\w*|crawl\\w*|leav\\w*|getting out|climb\\w*|on the lid|under the lid|running away|se (?:van|salen|escapan|suben)|salen|salieron|escapan|suben|huyen|en la tapa',
      'worms?|lombric\\w*|bins?|boxes|compost\\w*|caja|cajon|escap\\w*',
    ],
    not: 'rain|lluvia|llov\\w*|sidewalk|acera|lawn|cesped|pasto',
    en: [
      'Worms leave a bin when conditions are wrong: too wet, too acidic (lots of citrus or fruit), too hot (above about 30 °C) or too dry, or simply in the first days in a new home.',
      'Mix in dry shredded cardboard and a spoonful of crushed eggshell or garden lime, move the bin into the shade or a cooler spot, and leave a light on above it for the first few nights, since worms avoid light and will stay below.',
    ],
    es: [
      'Las lombrices se van de la compostera cuando algo no va bien: demasiada humedad, demasiada acidez (muchos cítricos o fruta), demasiado calor (más de unos 30 °C) o sequedad, o simplemente en los primeros días en su casa nueva.',
      'Mezcla cartón seco troceado y una cucharada de cáscara de huevo molida o cal agrícola, pon la caja a la sombra o en un sitio más fresco, y deja una luz encendida encima las primeras noches: las lombrices evitan la luz y se quedarán abajo.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'worm-bin-flies-mites',
    topic: 'soil',
    title: ['Little flies and mites in the worm bin', 'Mosquitas y ácaros en la lombricompostera'],
    cues: [
      WORM_BIN,
      'fl(?:y|ies)|fruit ?fl(?:y|ies)|gnats?|mites?|bugs?|insects?|maggots?|larva\\w*|mosc\\w*|mosquit\\w*|acaros?|bichos?|bichitos?|insectos?|gusanos? (?:blancos|raros)',
    ],
    en: [
      'Tiny fruit flies and fungus gnats come from food left on the surface: always bury scraps under the bedding, keep a thick layer of dry shredded paper on top, freeze scraps first, and catch adults with a jar of cider vinegar and a drop of washing-up liquid.',
      'White or red mites in large numbers mean the bin is too wet or overfed: leave the lid off for a day, add dry bedding and feed less; soldier fly larvae (big flat grey grubs) are harmless composters. None of these harm people or the worms.',
    ],
    es: [
      'Las mosquitas de la fruta y del sustrato salen de la comida que queda en la superficie: entierra siempre los restos bajo el lecho, mantén encima una capa gruesa de papel seco troceado, congela antes los restos y atrapa a los adultos con un frasco de vinagre de manzana y una gota de lavavajillas.',
      'Muchos ácaros blancos o rojos indican que está demasiado húmeda o sobrealimentada: deja la tapa abierta un día, añade lecho seco y dales menos comida; las larvas de mosca soldado (gusanos grandes, planos y grises) son compostadoras inofensivas. Nada de esto daña a las personas ni a las lombrices.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'worm-bin-start',
    topic: 'soil',
    title: [
      'Starting a worm bin: which worms and how many',
      'Empezar una lombricompostera: qué lombrices y cuántas',
    ],
    cues: [
      `${WORM_BIN}|compost worms?|red wigglers?|red worms?|lombrices? rojas?|lombriz roja|lombrices? californianas?|lombriz californiana|lombrices?`,
      'start\\w*|set ?up|make|making|begin\\w*|buy|how many|which worms|what worms|kind of worms|bedding|empez\\w*|comenz\\w*|hacer|armar|mont\\w*|compr\\w*|cuantas|que lombrices|cual\\w* lombri\\w*|tipo de lombri\\w*|lecho|cama',
    ],
    not: 'earthworms? help|sirven las lombrices|dig\\w* up|desentierr\\w*',
    en: [
      'Use compost worms (red wigglers, Eisenia fetida, called "lombriz roja californiana" in Spanish), not garden earthworms, which cannot live in a bin; about 500 g (1 lb, roughly 1,000 worms) is a good start for a family bin, and they double in a few months.',
      'A plastic tub 40 to 60 litres with holes in the lid and bottom, bedding of damp shredded cardboard, newspaper and a handful of soil or leaf mould, a shady spot between 15 and 25 °C, and a little food at a time; a family of four usually produces more scraps than a new bin can eat, so start slowly.',
    ],
    es: [
      'Usa lombrices de compost (lombriz roja californiana, Eisenia fetida), no las lombrices de tierra del jardín, que no viven en una caja; unos 500 g (unas 1.000 lombrices) son un buen comienzo para una familia, y se duplican en pocos meses.',
      'Un cajón de plástico de 40 a 60 litros con agujeros en la tapa y el fondo, un lecho de cartón y periódico troceados y húmedos con un puñado de tierra o mantillo de hojas, un sitio a la sombra entre 15 y 25 °C, y poca comida cada vez; una familia de cuatro suele producir más restos de los que una caja nueva puede comer, así que empieza despacio.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'worm-castings-harvest',
    topic: 'soil',
    title: ['Harvesting and using worm castings', 'Cosechar y usar el humus de lombriz'],
    cues: [
      'castings?|worm (?:poop|poo|humus|compost)|humus de lombriz|lombricompuesto|worm tea|te de lombriz|lixiviado\\w*|leachate',
      'harvest\\w*|collect\\w*|separat\\w*|get|take out|use|using|how much|ready|cosech\\w*|sacar|saco|recog\\w*|recoj\\w*|separar|us(?:ar|o)|cuanto|cuando|listo|lista',
    ],
    en: [
      'After 3 to 6 months, push all the bin contents to one side and put fresh bedding and food on the other; in 2 to 4 weeks most worms move across and you can scoop out the finished castings (dark, crumbly, earthy-smelling), or tip it onto a sheet in the sun and scrape off the top layers as the worms dig down.',
      'Castings are gentle: mix one part into 4 parts potting mix, or sprinkle 1 to 2 cm around plants; the liquid that drains out is best diluted 1 to 10 before watering plants with it.',
    ],
    es: [
      'A los 3 a 6 meses, empuja todo el contenido a un lado y pon lecho y comida nuevos en el otro; en 2 a 4 semanas casi todas las lombrices se mudan y puedes sacar el humus listo (oscuro, suelto y con olor a tierra), o vuélcalo sobre una sábana al sol y ve quitando las capas de arriba mientras las lombrices bajan.',
      'El humus de lombriz es suave: mezcla una parte con 4 de sustrato, o esparce 1 a 2 cm alrededor de las plantas; el líquido que escurre (lixiviado) conviene diluirlo 1 en 10 antes de regar con él.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'manure-herbicide',
    topic: 'soil',
    title: [
      'Weedkiller in horse or cow manure: twisted, curled tomato leaves',
      'Herbicida en el estiércol de caballo o vaca: hojas de tomate retorcidas',
    ],
    cues: [
      'manures?|muck|estiercol\\w*|abono de (?:caballo|vaca)|guano|bosta|mantillo|compost\\w*|composta\\w*|hay (?:bales?|mulch)|straw|paja|heno|grass clippings?|cesped cortado',
      'curl\\w*|twist\\w*|fern\\w*|cupp\\w*|deform\\w*|distort\\w*|herbicide\\w*|weed ?kill\\w*|aminopyralid|clopyralid|poison\\w*|contamin\\w*|enrosc\\w*|retorc\\w*|rizad\\w*|deform\\w*|herbicida\\w*|contamin\\w*|envenen\\w*',
    ],
    en: [
      'If tomatoes, potatoes, beans, peas or peppers grow twisted, cupped, fern-like leaves after you added manure, hay, straw or bought compost, it may carry a long-lasting hay-field weedkiller (aminopyralid or clopyralid) that passes unchanged through horses and cows.',
      'Test before use: sow 3 pots of broad beans or peas in the manure mix and 3 in plain potting mix; if the leaves are cupped after 3 weeks, do not use it on vegetables. Ask the supplier whether the hay was sprayed; contaminated soil recovers with time, digging and lots of water, often over 1 to 2 years.',
    ],
    es: [
      'Si los tomates, papas, frijoles, arvejas o pimientos sacan hojas retorcidas, en forma de cuchara o como de helecho después de añadir estiércol, heno, paja o composta comprada, puede que lleve un herbicida duradero de los prados de heno (aminopiralida o clopiralida) que pasa intacto por caballos y vacas.',
      'Haz una prueba antes: siembra 3 macetas de habas o arvejas con la mezcla de estiércol y 3 con sustrato normal; si a las 3 semanas las hojas salen abolsadas, no lo uses en el huerto. Pregunta al proveedor si el heno se fumigó; la tierra contaminada se recupera con tiempo, removiéndola y regando mucho, a menudo en 1 o 2 años.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'manure-harvest-wait',
    topic: 'soil',
    title: ['Fresh manure and how long before harvest', 'Estiércol fresco y cuánto esperar para cosechar'],
    cues: [
      'manures?|poop|poo|dung|droppings|estiercol\\w*|caca|excrement\\w*|gallinaza|guano|bosta|boniga|majada',
      'fresh|raw|uncomposted|not composted|days?|how long|wait|before harvest\\w*|safe|e ?coli|germs?|bacteria|salmonella|fresc\\w*|sin compostar|crud\\w*|dias|cuanto tiempo|esperar|antes de cosechar|segur\\w*|bacterias?|germenes|microbios',
    ],
    not: 'dog|dogs|cat|cats|perro\\w*|gato\\w*|mascotas?|pets?',
    en: [
      'Fresh (raw) manure can carry E. coli and Salmonella: extension services advise working it into the soil at least 120 days before harvesting crops whose edible part touches the soil (carrots, lettuce, strawberries, radishes) and at least 90 days before other crops, or better, composting it hot first.',
      'Chicken and horse manure are best composted for 3 to 6 months, or spread in autumn on empty beds for spring; wash produce well, have children wash hands after handling manure, and never use dog, cat or human waste on food plants.',
    ],
    es: [
      'El estiércol fresco (crudo) puede llevar E. coli y salmonela: los servicios agrícolas aconsejan incorporarlo a la tierra al menos 120 días antes de cosechar cultivos cuya parte comestible toca el suelo (zanahorias, lechuga, fresas o frutillas, rábanos) y al menos 90 días antes para los demás, o mejor, compostarlo antes en caliente.',
      'La gallinaza y el estiércol de caballo conviene compostarlos de 3 a 6 meses, o extenderlos en otoño sobre los bancales vacíos para la primavera; lava bien la cosecha, que los niños se laven las manos después de tocar estiércol, y nunca uses heces de perro, gato o personas en plantas que se comen.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'urban-soil-lead',
    topic: 'soil',
    title: ['Old city soil, lead and growing food', 'Suelo urbano viejo, plomo y cultivar comida'],
    cues: [
      'lead|heavy metals?|arsenic|contamina\\w*|polluted|pollution|toxic soil|old paint|plomo|metales pesados|arsenico|contaminad\\w*|contaminacion|tierra toxica|suelo toxico',
      'soil|dirt|ground|yard|garden\\w*|vegetables?|veggies|tierra|suelo|jardin|patio|huerto\\w*|verduras?|hortalizas?',
    ],
    not: 'paint\\w* (?:the )?(?:bucket|pot)|cubeta|cubo de pintura',
    en: [
      'Soil near old houses (painted before 1978 in the US, or before the 1990s elsewhere), busy roads and old industry can hold lead, which is harmful to young children who put soil in their mouths; get a soil test that includes lead from your extension service or a lab before growing food there.',
      'Where levels are raised or unknown, grow food in raised beds or pots filled with clean bought soil over a barrier of landscape fabric, cover bare ground with mulch or grass, add compost (which binds lead), wash and peel root crops, and have children wash hands and take off shoes after playing.',
    ],
    es: [
      'La tierra cerca de casas viejas (pintadas antes de 1978 en EE. UU., o antes de los años 90 en otros países), de calles con mucho tráfico y de industrias antiguas puede tener plomo, que es dañino para los niños pequeños que se llevan tierra a la boca; antes de cultivar comida ahí, haz un análisis de suelo que incluya plomo con el servicio agrícola o un laboratorio.',
      'Donde los niveles son altos o se desconocen, cultiva en bancales elevados o macetas con tierra limpia comprada sobre una malla antihierbas, cubre el suelo desnudo con acolchado o césped, añade composta (que retiene el plomo), lava y pela las raíces, y que los niños se laven las manos y se quiten los zapatos después de jugar.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'soil-solarisation',
    topic: 'soil',
    title: ['Solarising soil with clear plastic', 'Solarizar la tierra con plástico transparente'],
    cues: [
      'solari[sz]\\w*|clear plastic|plastico transparente|solarizacion|solarizar|esterilizar (?:la )?tierra|sterili[sz]e (?:the )?soil|desinfectar (?:la )?tierra',
    ],
    en: [
      'Solarising uses summer sun to kill weed seeds, soil fungi and nematodes in the top 10 to 15 cm: clear the bed, rake it smooth, water it deeply, then cover it with clear (not black) plastic 25 to 50 microns thick, burying the edges so no air gets in.',
      'Leave it on for 4 to 6 weeks in the hottest, sunniest months (July and August in the north, January and February in the south); afterwards do not dig deeply, so untreated soil is not brought up, and add compost to bring back the good soil life. For small amounts of potting soil, heat it in a covered tray in the oven at 80 °C for 30 minutes.',
    ],
    es: [
      'Solarizar aprovecha el sol del verano para matar semillas de malas hierbas, hongos del suelo y nematodos en los primeros 10 a 15 cm: limpia el bancal, rastrilla, riega a fondo y cúbrelo con plástico transparente (no negro) de 25 a 50 micras, enterrando los bordes para que no entre aire.',
      'Déjalo 4 a 6 semanas en los meses más calurosos y soleados (julio y agosto en el norte, enero y febrero en el sur); después no caves hondo, para no subir tierra sin tratar, y añade composta para devolver la vida buena del suelo. Para poca tierra de macetas, caliéntala tapada en una bandeja en el horno a 80 °C durante 30 minutos.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'grass-clippings-mulch',
    topic: 'soil',
    title: ['Grass clippings as mulch', 'El césped cortado como acolchado'],
    cues: [
      'grass clippings?|lawn clippings?|cut grass|mown grass|grass cuttings?|cesped cortado|pasto cortado|recortes de (?:cesped|pasto|grama)|corte del (?:cesped|pasto)|hierba cortada|zacate cortado',
      'grass clippings?|lawn clippings?|cut grass|mown grass|grass cuttings?|cesped cortado|pasto cortado|recortes de (?:cesped|pasto|grama)|corte del (?:cesped|pasto)|hierba cortada|zacate cortado|mulch\\w*|compost\\w*|use|leave|acolch\\w*|us(?:ar|o)|dej\\w*|sirve\\w*|cubrir',
    ],
    en: [
      'Grass clippings make a good free mulch and a nitrogen-rich green for compost: spread them thin, 2 to 3 cm (1 in) at a time and let them dry a little first, because a thick wet layer turns slimy and smelly; top up as they shrink.',
      'Do not use clippings from a lawn treated with weedkiller (wait at least 3 to 4 mows, or skip them on vegetables), keep them a few centimetres from stems, or simply leave them on the lawn ("grasscycling"), where they feed the grass.',
    ],
    es: [
      'El césped (pasto) cortado es un acolchado gratis y un "verde" rico en nitrógeno para la composta: extiéndelo en capas finas de 2 a 3 cm y deja que se seque un poco antes, porque una capa gruesa y húmeda se vuelve viscosa y maloliente; añade más a medida que mengua.',
      'No uses recortes de un césped tratado con herbicida (espera al menos 3 o 4 cortes, o no los pongas en el huerto), sepáralos unos centímetros de los tallos, o simplemente déjalos sobre el césped, donde lo alimentan.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'wood-chips-mulch',
    topic: 'soil',
    title: ['Wood chips and bark as mulch', 'Astillas y corteza como acolchado'],
    cues: [
      'wood ?chips?|woodchips?|arborist chips?|bark (?:mulch|chips?)|chipped|sawdust|astillas?|viruta\\w*|corteza de pino|chips de madera|aserrin|serrin|mulch de corteza|chip',
      'mulch\\w*|nitrogen|rob|steal|vegetables?|beds?|paths?|use|good|bad|acolch\\w*|nitrogeno|roba\\w*|verduras?|huerto|bancal\\w*|caminos?|pasillos?|us(?:o|ar)|sirve\\w*|buen[oa]?|mal[oa]?|cubrir',
    ],
    en: [
      'Wood chips and bark only take nitrogen from the thin top layer where they touch the soil, so a 5 to 10 cm (2 to 4 in) layer on top around shrubs, trees, berries and on paths is excellent: it keeps moisture in, stops weeds and slowly feeds the soil fungi.',
      'Do not dig fresh chips or sawdust into vegetable beds, and use finer compost or straw around small vegetables; keep chips 5 to 10 cm away from trunks, and free arborist chips from local tree services are often the best value.',
    ],
    es: [
      'Las astillas de madera y la corteza solo toman nitrógeno de la capa fina donde tocan la tierra, así que una capa de 5 a 10 cm por encima alrededor de arbustos, árboles, frutos rojos y en los pasillos es excelente: guarda la humedad, frena las hierbas y alimenta poco a poco a los hongos del suelo.',
      'No entierres astillas frescas ni aserrín (serrín) en los bancales de hortalizas, y usa composta fina o paja alrededor de las hortalizas pequeñas; deja 5 a 10 cm libres alrededor de los troncos; las astillas gratis de los podadores o del ayuntamiento suelen ser la mejor opción.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'straw-or-hay',
    topic: 'soil',
    title: ['Straw or hay as mulch', 'Paja o heno como acolchado'],
    cues: [
      'straw|hay (?:bales?|mulch)|mulch\\w* (?:with )?hay|(?:straw )?or hay|paja|heno|pasto seco|zacate seco',
      'mulch\\w*|vegetables?|strawberr\\w*|tomato\\w*|potato\\w*|beds?|garden|difference|better|use|weeds?|acolch\\w*|cubrir|verduras?|fresas?|frutillas?|tomates?|papas|patatas|bancal\\w*|huerto|diferencia|mejor|us(?:o|ar)|hierbas?|malezas?|yuyos?',
    ],
    not: 'bales? garden\\w*|scarecrow\\w*|espantapajaros|horse feed|forraje',
    en: [
      'Straw (dry stems without seed heads) is the classic mulch for strawberries, tomatoes, potatoes and garlic: spread 5 to 10 cm (2 to 4 in) after the soil has warmed in late spring; it keeps fruit clean and soil moist.',
      'Hay is cut with its seed heads, so it often brings weeds, but it feeds the soil more; use it only thick (15 cm or more) or composted first. Ask whether either was sprayed with long-lasting weedkiller before using it on vegetables.',
    ],
    es: [
      'La paja (tallos secos sin espigas) es el acolchado clásico para fresas (frutillas), tomates, papas y ajos: extiende 5 a 10 cm cuando la tierra se haya calentado a finales de la primavera; mantiene la fruta limpia y la tierra húmeda.',
      'El heno se corta con sus semillas, así que suele traer hierbas, aunque alimenta más el suelo; úsalo solo en capa gruesa (15 cm o más) o compostado antes. Pregunta si se fumigaron con herbicidas duraderos antes de usarlos en el huerto.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'cardboard-newspaper',
    topic: 'soil',
    title: [
      'Cardboard and newspaper in the garden and compost',
      'Cartón y periódico en el jardín y la composta',
    ],
    cues: [
      'cardboard|newspapers?|carton\\w*|periodic\\w*|diarios?',
      'ink|tape|glossy|shiny|safe|toxic|mulch\\w*|weeds?|compost\\w*|worm\\w*|garden|beds?|tinta|cinta|brillante\\w*|satinad\\w*|segur\\w*|toxic\\w*|acolch\\w*|hierbas?|malezas?|compost\\w*|lombri\\w*|jardin|huerto|bancal\\w*',
    ],
    not: 'egg cartons?|huevera\\w*|carton de huevos|seedlings?|plantines|labels?|etiquetas?|toilet|papel higienico|rollos? de papel',
    en: [
      'Plain brown cardboard and ordinary newspaper (today mostly soy or water-based inks) are safe as a weed-blocking mulch under compost or wood chips, and shredded as "browns" in compost and worm bins.',
      'Remove plastic tape, labels and staples, and leave out glossy magazines, waxed or plastic-coated boxes (such as some drink and freezer cartons) and heavily coloured printed card; wet it well when you lay it so it stays put and breaks down.',
    ],
    es: [
      'El cartón marrón liso y el periódico corriente (hoy casi siempre con tintas de soja o al agua) son seguros como acolchado contra las hierbas bajo composta o astillas, y troceados como "secos" en la composta y la lombricompostera.',
      'Quita la cinta de plástico, las etiquetas y las grapas, y deja fuera las revistas satinadas, las cajas enceradas o plastificadas (como algunos envases de bebidas o congelados) y el cartón muy impreso en color; mójalo bien al ponerlo para que no se vuele y se descomponga.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'landscape-fabric',
    topic: 'soil',
    title: [
      'Landscape fabric and plastic sheeting against weeds',
      'Malla antihierbas y plástico contra las malas hierbas',
    ],
    cues: [
      'landscape fabric|weed (?:fabric|barrier|membrane|cloth|mat)|ground cover fabric|black plastic|plastic mulch|malla antihierbas|malla antimalezas|tela antimalezas|tela antihierbas|geotextil|plastico negro|acolchado plastico|manta antihierba',
    ],
    en: [
      'Woven landscape fabric under gravel or bark works well on paths and under decks for a few years, but in flower and shrub beds weeds soon root in the mulch on top, and it stops leaves and compost from feeding the soil; it also blocks ground-nesting bees.',
      'Black plastic is useful short term: lay it 2 to 4 weeks before planting to warm soil for squash, melons and sweet potatoes, or for a season to smother weeds, then lift it; in beds, cardboard topped with organic mulch usually does the job better.',
    ],
    es: [
      'La malla antihierbas tejida bajo grava o corteza funciona bien en caminos y bajo tarimas durante unos años, pero en los arriates de flores y arbustos las hierbas pronto enraízan en el acolchado de encima, y además impide que las hojas y la composta alimenten el suelo; también tapa a las abejas que anidan en el suelo.',
      'El plástico negro sirve a corto plazo: ponlo 2 a 4 semanas antes de plantar para calentar la tierra para calabazas, melones y camotes (batatas, boniatos), o una temporada para ahogar las hierbas, y luego quítalo; en los bancales, el cartón cubierto con acolchado orgánico suele funcionar mejor.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'biochar',
    topic: 'soil',
    title: ['Biochar and charcoal in the soil', 'Biocarbón y carbón vegetal en la tierra'],
    cues: [
      'biochar|bio-char|charcoal|biocarbon|biocarbono|carbon vegetal|carboncillo|terra preta|barbecue ash|bbq',
    ],
    en: [
      'Biochar is charcoal made for the soil; it holds water and nutrients and lasts for centuries, but fresh biochar first soaks up nutrients, so "charge" it by soaking it in liquid feed or mixing it into the compost heap for a few weeks, then use about 5 to 10% by volume in beds or potting mix.',
      'Do not use barbecue briquettes or lighter-fluid charcoal, which can carry additives; plain lump wood charcoal, crushed small and charged the same way, is fine in small amounts.',
    ],
    es: [
      'El biocarbón (biochar) es carbón vegetal hecho para el suelo; retiene agua y nutrientes y dura siglos, pero recién hecho primero absorbe nutrientes, así que "cárgalo" remojándolo en abono líquido o mezclándolo en la compostera unas semanas, y luego usa alrededor de un 5 a 10% del volumen en bancales o sustrato.',
      'No uses briquetas de barbacoa ni carbón con líquido encendedor, que pueden llevar aditivos; el carbón vegetal de leña sin nada, bien triturado y cargado igual, sirve en pequeñas cantidades.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'trench-composting',
    topic: 'soil',
    title: [
      'Burying kitchen scraps in the garden (trench composting)',
      'Enterrar los restos de cocina en el huerto',
    ],
    cues: [
      'bury\\w*|buried|trench\\w*|dig (?:in|into)|enterr\\w*|zanja\\w*|hoyo\\w*|pozo\\w*',
      'scraps?|peels?|food waste|kitchen waste|leftovers?|banana\\w*|fruit|vegetable (?:scraps|waste)|restos?|cascaras?|sobras?|desperdicios?|organic\\w*|platan\\w*|banan\\w*|fruta\\w*|residuos?',
    ],
    not: 'bokashi|bocashi',
    en: [
      'Trench composting is the simplest composting: dig a hole or trench 20 to 30 cm (8 to 12 in) deep, drop in fruit and vegetable scraps, cover them with the soil, and they become food for worms and plants in about 1 to 3 months.',
      'Bury at that depth so dogs, rats and foxes do not dig them up, leave out meat, dairy and oily food, and plant beside or on top after a month or two; a new trench each week moving along a bed works well for beans, squash and tomatoes.',
    ],
    es: [
      'Enterrar los restos es la forma más sencilla de compostar: cava un hoyo o zanja de 20 a 30 cm, echa los restos de fruta y verdura (cáscaras, peladuras), cúbrelos con la tierra y en 1 a 3 meses serán alimento para lombrices y plantas.',
      'Entiérralos a esa profundidad para que perros, ratas o zorros no los saquen, deja fuera carne, lácteos y comida grasa, y planta al lado o encima al cabo de uno o dos meses; una zanja nueva cada semana avanzando por el bancal va muy bien para frijoles, calabazas y tomates.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'hugelkultur',
    topic: 'soil',
    title: ['Hugelkultur: a bed built on logs', 'Hugelkultur: un bancal sobre troncos'],
    cues: [
      'hugel\\w*|logs?|branches|wood|trunks?|troncos?|ramas?|madera|lena',
      'hugel\\w*|raised beds?|beds?|bancal\\w*|cajon\\w*|canteros?',
      'hugel\\w*|bottom|fill\\w*|under|underneath|fondo|rellen\\w*|debajo|abajo',
    ],
    not: 'treated|tratad\\w*|pressure|chips?|astillas?|ash|ceniza\\w*|paint\\w*|pintad\\w*|termit\\w*',
    en: [
      'Hugelkultur is a mound or raised bed with old logs and branches at the bottom, covered with upside-down turf, leaves, manure and 15 to 20 cm of soil or compost on top; as the wood rots it holds water like a sponge and feeds the bed for years.',
      'Use old, partly rotten hardwood (not cedar, black walnut or treated wood), expect the bed to sink, and in the first year grow hungry crops like squash and potatoes with plenty of compost, since fresh wood takes nitrogen as it breaks down. It is also a good way to fill the bottom of a deep raised bed cheaply.',
    ],
    es: [
      'El hugelkultur es un montículo o bancal elevado con troncos y ramas viejos en el fondo, cubiertos con tepes boca abajo, hojas, estiércol y 15 a 20 cm de tierra o composta encima; al pudrirse, la madera retiene agua como una esponja y alimenta el bancal durante años.',
      'Usa madera dura vieja y algo podrida (no cedro, nogal negro ni madera tratada), cuenta con que el bancal baje, y el primer año siembra cultivos exigentes como calabazas y papas con mucha composta, porque la madera fresca toma nitrógeno al descomponerse. También es una forma barata de rellenar el fondo de un bancal elevado alto.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'diseased-plants-compost',
    topic: 'soil',
    title: [
      'Diseased plants and weed seeds in the compost',
      'Plantas enfermas y semillas de hierbas en la composta',
    ],
    cues: [
      COMPOST,
      'diseas\\w*|sick|blight\\w*|mildew\\w*|rust|fung\\w*|virus\\w*|infect\\w*|weeds? (?:with|gone to) seeds?|seed ?heads?|weed seeds?|roots of (?:bindweed|couch)|bindweed|couch grass|enferm\\w*|tizon\\w*|mildiu|oidio|roya|hongos?|infectad\\w*|semillas? de (?:malas )?(?:hierbas|malezas|yuyos)|hierbas con semillas?|grama|correhuela|corregüela|cebollin|coquito',
    ],
    en: [
      'Most home compost heaps do not get hot enough (55 to 65 °C for several days) to kill weed seeds and all diseases, so leave out tomato and potato plants with blight, clubroot-infected brassica roots, onion white rot, virus-infected plants, weeds that have gone to seed, and roots of bindweed, couch grass and nutsedge.',
      'Bag those for the council green-waste bin (which composts at high heat) or the rubbish; leaves with mildew or rust and ordinary weeds without seeds are fine. Drown persistent weed roots in a bucket of water for a month first, and the "weed tea" can then go on the heap.',
    ],
    es: [
      'La mayoría de las composteras caseras no se calientan lo suficiente (55 a 65 °C varios días) para matar semillas de hierbas y todas las enfermedades, así que deja fuera las tomateras y papas con tizón (mildiu), las raíces de coles con hernia, las cebollas con podredumbre blanca, las plantas con virus, las hierbas ya con semilla y las raíces de correhuela, grama y coquito (cebollín).',
      'Mételas en una bolsa para el contenedor de restos verdes del municipio (que composta a alta temperatura) o la basura; las hojas con oídio o roya y las hierbas sin semilla sí pueden ir. Ahoga primero las raíces de hierbas difíciles en un cubo de agua un mes, y ese "purín" ya puede ir a la composta.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'perlite-vermiculite-coir',
    topic: 'soil',
    title: [
      'Perlite, vermiculite and coir: what they do',
      'Perlita, vermiculita y fibra de coco: para qué sirven',
    ],
    cues: [
      'perlit\\w*|vermiculit\\w*|coir|coco (?:coir|peat|fibre|fiber|chips)|fibra de coco|polvo de coco|sustrato de coco|pumice|piedra pomez|tezontle|leca|clay pebbles|bolitas de arcilla|arlita',
    ],
    en: [
      'Perlite (white, light, popped volcanic glass) adds air and drainage; vermiculite (shiny gold flakes) holds water and nutrients and is good for covering seeds; coir (coconut fibre) is a peat-free base that holds water well but needs feeding; pumice, tezontle and clay pebbles are heavier long-lasting drainage for cacti and big pots.',
      'A common mix is 2 parts potting mix or coir to 1 part perlite, more for succulents; wet perlite and vermiculite before pouring and wear a mask, because the dust irritates lungs.',
    ],
    es: [
      'La perlita (blanca, ligera, vidrio volcánico expandido) da aire y drenaje; la vermiculita (escamas doradas brillantes) retiene agua y nutrientes y va bien para tapar semillas; la fibra de coco es una base sin turba que guarda bien el agua pero hay que abonarla; la piedra pómez, el tezontle y las bolitas de arcilla (arlita) son drenaje más pesado y duradero para cactus y macetones.',
      'Una mezcla común es 2 partes de sustrato o fibra de coco por 1 de perlita, más para suculentas; moja la perlita y la vermiculita antes de verterlas y usa mascarilla, porque el polvo irrita los pulmones.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'picon-volcanic-mulch',
    topic: 'soil',
    title: ['Volcanic gravel (picón, lapilli) as mulch', 'El picón o lapilli volcánico como acolchado'],
    cues: [
      'picon|lapilli|rofe|zahorra|volcanic (?:gravel|ash|rock|cinders?|grit)|grava volcanica|ceniza volcanica|arena volcanica|enarenado\\w*|jable',
    ],
    en: [
      'In the Canary Islands (especially Lanzarote), farmers cover the soil with 10 to 15 cm of black volcanic gravel (picón or lapilli): it catches night dew, cuts evaporation, keeps roots cooler and stops weeds, which is how vines, figs and sweet potatoes grow with so little rain.',
      'At home it works as a long-lasting mulch for succulents, Mediterranean herbs, fruit trees and pots in hot, dry, windy places; lay it over a well-watered soil and keep it a few centimetres from stems.',
    ],
    es: [
      'En Canarias (sobre todo en Lanzarote) se cubre la tierra con 10 a 15 cm de picón o lapilli, grava volcánica negra: atrapa el rocío de la noche, reduce la evaporación, mantiene las raíces más frescas y frena las hierbas, y así crecen vides, higueras y batatas con tan poca lluvia.',
      'En casa sirve como acolchado duradero para suculentas, aromáticas mediterráneas, frutales y macetas en lugares calurosos, secos y ventosos; extiéndelo sobre la tierra bien regada y déjalo a unos centímetros de los tallos.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'stony-soil',
    topic: 'soil',
    title: ['Stony or rocky soil', 'Suelo con muchas piedras'],
    cues: [
      'stony|stones|rocky|rocks|pebbles|gravelly|caliche|hardpan|pedregos\\w*|piedras?|rocas?|piedritas?|cascajo|caliche|tepetate',
      'soil|ground|garden|yard|beds?|dirt|dig\\w*|grow\\w*|tierra|suelo|terreno|jardin|huerto|patio|cav\\w*|sembr\\w*|cultiv\\w*',
    ],
    not: `pots?|macetas?|bottom of|fondo|drainage|drenaje|painted|pintad\\w*|kids?|ninos?|hot rocks?`,
    en: [
      "A few stones do no harm and even help drainage and warmth; only remove those bigger than a hen's egg from the top 15 to 20 cm, where they fork carrots and parsnips and block seedlings.",
      'Where ground is very rocky or has a hard layer (caliche, tepetate), build raised beds or use no-dig beds on top, grow short or round carrot types and potatoes in bags, and add compost each year; deep-rooted crops such as squash and tomatoes cope well.',
    ],
    es: [
      'Unas cuantas piedras no hacen daño e incluso ayudan al drenaje y al calor; quita solo las más grandes que un huevo en los primeros 15 a 20 cm, donde bifurcan las zanahorias y chirivías y estorban a los plantines.',
      'Donde el terreno es muy pedregoso o tiene una capa dura (caliche, tepetate), haz bancales elevados o bancales sin cavar encima, siembra zanahorias cortas o redondas y papas en sacos, y añade composta cada año; los cultivos de raíz profunda como calabazas y tomates se defienden bien.',
    ],
    source: 'extension-service',
  }),
]
