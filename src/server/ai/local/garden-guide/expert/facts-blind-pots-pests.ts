// Container and bee-safe pest facts families ask about: balcony weight and climbers, plants per pot, winter pots,
// bringing pots indoors, vertical gardens, mould and mushrooms in pots, grow lights, indoor crops and microgreens;
// thrips, beetles, stink bugs, carrot fly, codling moth, lawn grubs, sticky traps, nematodes, bought ladybirds,
// mantises, millipedes, mildew sprays, spinosad and pyrethrins, mosquito sprays and plants. Sources: extension
// services, pollinator societies, general horticulture.
import { BEES, buildFact, POTS } from './fact-builder'
import type { TopicFact } from './topic-facts'

const BALCONY =
  'balcon(?:y|ies)|balcon\\w*|terraces?|terraza\\w*|rooftops?|roof garden|azotea\\w*|patio|decks?|porch\\w*'
const SPRAY =
  'spray\\w*|fog\\w*|fumig\\w*|rocia\\w*|rocio|pulveriz\\w*|insecticid\\w*|pesticid\\w*|veneno\\w*'

export const BLIND_POTS_PESTS_FACTS: TopicFact[] = [
  // ------------------------------------------------------------------ containers and balconies
  buildFact({
    id: 'balcony-weight',
    topic: 'containers',
    title: ['How much weight a balcony or roof can hold', 'Cuánto peso aguanta un balcón o una azotea'],
    cues: [
      BALCONY,
      'weight|heavy|heav\\w*|load|hold|collaps\\w*|safe|peso|pesad\\w*|carga|aguant\\w*|soport\\w*|derrumb\\w*|segur\\w*',
      'how much|much|cuanto|cuanta|can|puede|hold|aguant\\w*|soport\\w*|safe|segur\\w*|too|demasiad\\w*|limit\\w*|weight|peso',
    ],
    en: [
      "Wet potting mix weighs about 1 kg per litre, so a 40-litre pot with a small tree can weigh 50 kg or more, and a raised planter far more; check your building's rules or ask the owner or an engineer before adding big planters or raised beds to a balcony or roof.",
      'Keep heavy pots along the walls and over supporting beams rather than at the edge, use light plastic or fabric pots and a peat-free mix with perlite, fix everything against wind, and never hang pots on the outside of the railing where they could fall.',
    ],
    es: [
      'El sustrato mojado pesa alrededor de 1 kg por litro, así que una maceta de 40 litros con un arbolito puede pesar 50 kg o más, y una jardinera elevada mucho más; consulta las normas del edificio o pregunta al dueño o a un técnico antes de poner macetones o mesas de cultivo en un balcón o azotea.',
      'Coloca las macetas pesadas junto a las paredes y sobre las vigas, no en el borde, usa macetas de plástico o tela y un sustrato ligero con perlita, sujeta todo contra el viento y nunca cuelgues macetas por fuera de la barandilla, donde podrían caer.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'balcony-climbers',
    topic: 'containers',
    title: ['Climbing plants for a balcony or pots', 'Plantas trepadoras para el balcón o en maceta'],
    cues: [
      'climb\\w*|vines?|trellis\\w*|privacy|screen|cover (?:the )?(?:railing|wall|fence)|trepador\\w*|enredader\\w*|trepar|celosia\\w*|espaldera\\w*|privacidad|tapar|cubrir',
      `${BALCONY}|${POTS}|railings?|barandilla\\w*|baranda\\w*`,
      'plants?|grow\\w*|what|which|best|ideas?|plantas?|que|cuales|mejor\\w*|poner|pongo|sembr\\w*|cultiv\\w*',
    ],
    en: [
      'For a green screen in pots, use a 30 to 40 litre pot per plant and a trellis or strings: sweet peas, runner or pole beans, morning glory, nasturtiums and black-eyed Susan vine grow fast from seed in one summer; jasmine, clematis, passionflower, honeysuckle and bougainvillea (in warm places) come back every year.',
      'Beans, sweet peas, honeysuckle and passionflower also feed bees; morning glory seeds are poisonous, so skip it where small children play.',
    ],
    es: [
      'Para una pantalla verde en macetas, usa una maceta de 30 a 40 litros por planta y una celosía o cuerdas: guisantes de olor, frijoles o judías de enrame (porotos), ipomea (campanilla), capuchinas y ojo de poeta (thunbergia) crecen rápido desde semilla en un verano; el jazmín, la clemátide, la pasionaria (mburucuyá), la madreselva y la buganvilla (donde hace calor) vuelven cada año.',
      'Los frijoles, guisantes de olor, madreselva y pasionaria además alimentan a las abejas; las semillas de ipomea son venenosas, así que evítala donde juegan niños pequeños.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'plants-per-pot',
    topic: 'containers',
    title: ['How many plants fit in one pot', 'Cuántas plantas caben en una maceta'],
    cues: [
      'how many|cuantas|cuantos|number of',
      'plants?|seeds?|seedlings?|plantas?|semillas?|plantines?|matas?',
      `${POTS}|per pot|por maceta`,
    ],
    en: [
      'As a rule of thumb: one tomato, courgette or squash per 20 to 30 litre pot; one pepper or aubergine per 10 litres; two or three strawberries per 5 litres; in a 30 cm (12 in) pot, four or five lettuces, or about 15 to 20 radishes or carrots sown 3 to 5 cm apart.',
      'Herbs: one basil, parsley or rosemary per 2 to 3 litre pot, or three or four together in a trough 60 cm long; crowding means small plants that dry out every few hours.',
    ],
    es: [
      'Como regla: una tomatera (jitomate), calabacita (calabacín, zapallito) o calabaza por maceta de 20 a 30 litros; un chile (pimiento, ají) o una berenjena por cada 10 litros; dos o tres fresas (frutillas) por 5 litros; en una maceta de 30 cm, cuatro o cinco lechugas, o unos 15 a 20 rabanitos o zanahorias a 3 o 5 cm.',
      'Aromáticas: una albahaca, perejil o romero por maceta de 2 a 3 litros, o tres o cuatro juntas en una jardinera de 60 cm; amontonarlas da plantas pequeñas que se secan en pocas horas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'winter-pots',
    topic: 'containers',
    title: ['What to grow in pots in winter', 'Qué poner en las macetas en invierno'],
    cues: [
      'winter\\w*|cold months|invierno\\w*|meses frios',
      POTS,
      'plant\\w*|grow\\w*|flowers?|colou?r|what|which|sow\\w*|plantar|plantas?|cultiv\\w*|flor\\w*|color|que|cuales|sembr\\w*|poner|pongo',
    ],
    not: 'water\\w*|regar|rieg\\w*|frost|freez\\w*|crack\\w*|helad\\w*|congel\\w*|romp\\w*|indoors|inside|dentro',
    en: [
      'In winter, pots can hold pansies and violas (edible flowers), cyclamen, winter heather, hellebores, ornamental kale, dwarf conifers and spring bulbs planted in autumn under the pansies; in mild places, lettuce, rocket, spinach, garlic, broad beans and coriander grow too.',
      'Rosemary, thyme and winter heather flower for early bees; raise pots on feet so rain drains away, and water only when the mix is dry a few centimetres down.',
    ],
    es: [
      'En invierno, las macetas pueden lucir pensamientos y violas (flores comestibles), ciclámenes, brezo de invierno, eléboros, col ornamental, coníferas enanas y bulbos de primavera plantados en otoño bajo los pensamientos; donde el invierno es suave, también crecen lechugas, rúcula (arúgula), espinacas, ajos, habas y cilantro.',
      'El romero, el tomillo y el brezo de invierno florecen para las primeras abejas; levanta las macetas con patas para que drene la lluvia y riega solo cuando el sustrato esté seco unos centímetros.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'bring-pots-indoors',
    topic: 'containers',
    title: ['Bringing potted plants indoors for winter', 'Meter las macetas dentro de casa en invierno'],
    cues: [
      'bring (?:\\w+ ){0,3}(?:inside|indoors)|move (?:\\w+ ){0,3}(?:inside|indoors)|overwinter\\w*|take (?:\\w+ ){0,3}(?:inside|indoors)|(?:met(?:o|er|emos|erlas?|erlos?)|entr(?:o|ar|amos)|pas(?:o|ar|amos)|guard(?:o|ar|amos)) (?:\\w+ ){0,3}(?:dentro|adentro|en casa)|invernar',
      `${POTS}|plants?|geraniums?|pelargoniums?|citrus|chill?(?:i|ie)s?|peppers?|succulents?|herbs?|plantas?|geranios?|citricos?|chiles?|pimientos?|suculentas?|aromaticas?|albahaca`,
    ],
    en: [
      'Bring tender plants in before the first frost, when nights drop below about 7 to 10 °C (45 to 50 °F): geraniums (pelargoniums), chillies and peppers, citrus, hibiscus, bougainvillea, succulents, begonias and basil. Check leaves and soil for pests first and rinse the leaves.',
      'Give them the brightest window or a cool, bright room, water much less than in summer, and do not feed until spring; move them back out gradually after the last frost, a few hours a day for a week.',
    ],
    es: [
      'Mete dentro las plantas delicadas antes de la primera helada, cuando las noches bajan de unos 7 a 10 °C: geranios, chiles o pimientos (ajíes), cítricos, hibiscos (tulipanes), buganvillas, suculentas, begonias y albahaca. Revisa antes las hojas y la tierra por si hay plagas y enjuaga las hojas.',
      'Ponlas junto a la ventana más luminosa o en una habitación fresca y con luz, riégalas mucho menos que en verano y no las abones hasta la primavera; sácalas de nuevo poco a poco tras la última helada, unas horas al día durante una semana.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'vertical-garden',
    topic: 'containers',
    title: ['A vertical garden on a wall or fence', 'Un huerto o jardín vertical en una pared'],
    cues: [
      'vertical\\w*|wall planters?|living walls?|pallets?|gutters?|shoe organi[sz]er\\w*|tower\\w*|pared verde|muro verde|palets?|tarimas?|canaletas?|canalones?|torres?',
      'garden\\w*|grow\\w*|plant\\w*|herbs?|strawberr\\w*|lettuce\\w*|make|build|jardin\\w*|huert\\w*|cultiv\\w*|plantas?|aromaticas|fresas?|frutillas?|lechugas?|hacer|construir|armar',
    ],
    en: [
      'Vertical gardens suit shallow-rooted plants: lettuce and salad leaves, strawberries, herbs (parsley, chives, thyme, mint, oregano), nasturtiums and trailing flowers. Pallets lined with landscape fabric, rain gutters fixed to a sunny fence, or stacked pots all work.',
      'Their small pockets dry out fast, so plan to water daily in summer or add a drip line, use a light potting mix with compost, and fix them firmly to the wall; put the thirstiest plants at the bottom, where water collects.',
    ],
    es: [
      'Los huertos verticales van bien con plantas de raíz poco profunda: lechugas y hojas de ensalada, fresas (frutillas), aromáticas (perejil, cebollino, tomillo, hierbabuena, orégano), capuchinas y flores colgantes. Sirven palés (tarimas) forrados con malla antihierbas, canaletas fijadas a una valla soleada o macetas apiladas.',
      'Sus bolsillos pequeños se secan rápido, así que cuenta con regar cada día en verano o poner goteo, usa un sustrato ligero con compost y fíjalo bien a la pared; pon las plantas más sedientas abajo, donde se junta el agua.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'mushrooms-in-pots',
    topic: 'containers',
    title: ['Mushrooms growing in a pot', 'Setas u hongos que salen en una maceta'],
    cues: [
      'mushrooms?|toadstools?|setas?|hongos? amarill\\w*|hongos?|hongitos?|champi\\w*',
      `${POTS}|houseplants?|potted|plantas? de interior|planta de la casa`,
    ],
    en: [
      'Small yellow or white mushrooms in a pot (often the yellow houseplant mushroom) come from spores in the potting mix and mean it is warm and damp; they do not hurt the plant.',
      'They may be poisonous, though, so pick them off as soon as they appear, before they open, wearing gloves or with a tissue, and keep pots out of reach of small children and pets; letting the top of the mix dry more between waterings makes them less likely.',
    ],
    es: [
      'Las setas pequeñas amarillas o blancas en una maceta (muchas veces el hongo amarillo de las plantas de interior) vienen de esporas del sustrato e indican calor y humedad; no dañan a la planta.',
      'Pero pueden ser venenosas, así que quítalas en cuanto salgan, antes de que se abran, con guantes o un pañuelo de papel, y deja las macetas fuera del alcance de niños pequeños y mascotas; dejar secar más la superficie entre riegos hace que salgan menos.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'mould-on-potting-soil',
    topic: 'containers',
    title: ['White mould on the soil in pots', 'Moho blanco en la tierra de las macetas'],
    cues: [
      'mou?ld\\w*|fuzz\\w*|fungus|white (?:stuff|fluff|powder|layer)|moho\\w*|hongos?|pelusa blanca|algo blanco|capa blanca',
      `${POTS}|soil|potting|seed trays?|houseplants?|tierra|sustrato|semilleros?|plantas? de interior`,
    ],
    not: 'compost\\w*|composta\\w*|leaves|hojas|mildew|oidio|cenicilla|crust|costra|salt\\w*|sal(?:es)?|fl(?:y|ies)|gnats?|mosquitas?|moscas?|mosquitos?',
    en: [
      'White fluffy mould on the surface of potting mix is a harmless fungus feeding on the organic matter, a sign the mix stays too wet and still: scrape off the top centimetre, let the surface dry between waterings, give more light and air, and water from below for a while.',
      'A hard white crust, on the other hand, is salts from tap water and fertiliser: scrape it off and water deeply now and then so water runs out of the bottom.',
    ],
    es: [
      'El moho blanco y algodonoso en la superficie del sustrato es un hongo inofensivo que se alimenta de la materia orgánica, señal de que la tierra está demasiado húmeda y sin aire: raspa el primer centímetro, deja secar la superficie entre riegos, da más luz y ventilación, y riega por abajo una temporada.',
      'Una costra blanca y dura, en cambio, son sales del agua y del abono: ráspala y riega a fondo de vez en cuando para que el agua salga por abajo.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'grow-lights',
    topic: 'containers',
    title: [
      'Grow lights for seedlings and indoor herbs',
      'Luces de cultivo para plantines y aromáticas dentro de casa',
    ],
    cues: [
      'grow ?lights?|led lights?|lamps?|artificial light|plant lights?|luz artificial|luces? (?:de cultivo|led)|lamparas?|focos? (?:de cultivo|led)|pantallas? led',
    ],
    en: [
      'A simple white LED grow light or shop light keeps seedlings sturdy and herbs growing indoors: hang it 5 to 15 cm (2 to 6 in) high above seedlings and raise it as they grow, and run it 14 to 16 hours a day on a cheap timer, with 8 hours of dark.',
      'Leggy, pale, leaning seedlings mean the light is too far away or too weak; LEDs stay cool and use little electricity, so children can safely watch the plants grow.',
    ],
    es: [
      'Una lámpara LED blanca de cultivo, o un tubo LED normal, mantiene fuertes los plantines y hace crecer las aromáticas dentro de casa: cuélgala a una altura de 5 a 15 cm por encima de los plantines, súbela según crecen y déjala encendida 14 a 16 horas al día con un temporizador barato, con 8 horas de oscuridad.',
      'Los plantines largos, pálidos e inclinados indican que la luz está demasiado lejos o es débil; los LED no se calientan y gastan poca electricidad, así que los niños pueden mirar las plantas sin peligro.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'indoor-vegetables',
    topic: 'containers',
    title: ['Vegetables you can grow indoors', 'Hortalizas que se pueden cultivar dentro de casa'],
    cues: [
      'indoors?|inside|in the house|in my (?:room|kitchen|apartment|flat)|dentro de (?:la )?casa|adentro|en casa|interior|en la cocina|en el departamento|en el piso|en mi cuarto',
      'vegetables?|veggies?|food|crops?|lettuce\\w*|tomato\\w*|hortalizas?|verduras?|comida|lechugas?|tomate\\w*|jitomate\\w*|huert\\w*',
    ],
    not: 'start\\w*|sow\\w*|seedlings?|transplant\\w*|semillero\\w*|germin\\w*|empez\\w*|compost\\w*|composta\\w*',
    en: [
      'Indoors, on a sunny windowsill or under a grow light, the easiest food crops are microgreens and sprouts (ready in 1 to 2 weeks), salad leaves and lettuce, spring onions, radishes, herbs (basil, parsley, chives, mint) and, with a very bright window, cherry tomatoes and chillies in 10-litre pots.',
      'Indoor plants need at least 6 hours of light or 14 hours under a lamp, pots with drainage holes and saucers, and a little less water than outside; tomatoes and peppers indoors need a gentle shake of the flowers to set fruit, since there are no bees.',
    ],
    es: [
      'Dentro de casa, en una ventana soleada o bajo una lámpara de cultivo, lo más fácil de comer son los microbrotes y germinados (listos en 1 o 2 semanas), las hojas de ensalada y lechugas, las cebolletas (cebollas de verdeo), los rabanitos, las aromáticas (albahaca, perejil, cebollino, hierbabuena) y, con una ventana muy luminosa, tomates cherry (jitomatitos) y chiles en macetas de 10 litros.',
      'Las plantas de interior necesitan al menos 6 horas de luz o 14 horas bajo la lámpara, macetas con agujeros y plato, y algo menos de agua que fuera; los tomates y chiles dentro de casa necesitan que sacudas un poco las flores para cuajar, porque no hay abejas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'microgreens',
    topic: 'containers',
    title: ['Growing microgreens', 'Cultivar microbrotes (microverdes)'],
    cues: ['micro ?greens?|micro ?brotes?|microverdes?|micro ?vegetales?|brotes? tiernos?'],
    en: [
      'Microgreens are seedlings eaten at 5 to 10 cm tall: sow radish, broccoli, pea, sunflower, mustard, rocket or cress seeds thickly on 3 to 5 cm of damp potting mix in a shallow tray with holes, cover for 2 or 3 days in the dark, then put them in a bright window.',
      'Mist or water from below to keep them damp, and cut them with scissors just above the soil after 7 to 14 days; children love the fast results. Use seed sold for sprouting or eating, not treated seed.',
    ],
    es: [
      'Los microbrotes son plántulas que se comen con 5 a 10 cm: siembra muy juntas semillas de rábano, brócoli, guisante (chícharo, arveja), girasol, mostaza, rúcula o berro sobre 3 a 5 cm de sustrato húmedo en una bandeja baja con agujeros, tápalas 2 o 3 días a oscuras y luego ponlas junto a una ventana luminosa.',
      'Pulveriza o riega por abajo para mantenerlas húmedas y córtalas con tijeras justo encima de la tierra a los 7 a 14 días; a los niños les encanta lo rápido que salen. Usa semillas vendidas para germinar o para consumo, no semillas tratadas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'diy-self-watering-bottle',
    topic: 'containers',
    title: [
      'Making a self-watering pot or planter from a plastic bottle',
      'Hacer una maceta autorregable con una botella de plástico',
    ],
    cues: [
      'self ?watering|wicking|autorrieg\\w*|autorregab\\w*|riego automatico|mecha',
      'make|diy|build|bottle|homemade|hacer|hago|casera?o?|construir|botella\\w*|reciclad\\w*',
      `${POTS}|bottles?|botellas?`,
    ],
    en: [
      'To make a self watering pot, cut a 2-litre plastic bottle in two about a third of the way up, make a hole in the cap and thread through a strip of cotton cloth or thick cotton string as a wick, then turn the top part upside down into the bottom part like a funnel.',
      'Fill the top with damp potting mix with the wick running down into it, sow herbs or lettuce, and pour water into the bottom part: the wick keeps the soil moist for several days, and children can see the water level drop.',
    ],
    es: [
      'Corta una botella de plástico de 2 litros en dos, a un tercio de la base, haz un agujero en el tapón y pasa por él una tira de tela de algodón o un cordón grueso de algodón como mecha, y mete la parte de arriba boca abajo dentro de la de abajo, como un embudo.',
      'Llena la parte de arriba con sustrato húmedo con la mecha dentro, siembra aromáticas o lechuga y echa el agua en la parte de abajo: la mecha mantiene la tierra húmeda varios días, y los niños ven bajar el nivel del agua.',
    ],
    source: 'general-horticulture',
  }),
  // ------------------------------------------------------------------ pests, the bee-safe way
  buildFact({
    id: 'thrips',
    topic: 'pests',
    title: ['Thrips: silver streaks on leaves and flowers', 'Trips: manchas plateadas en hojas y flores'],
    cues: [
      'thrips?|trips|silver(?:y)? (?:streaks|patches|spots|leaves)|manchas? plateadas?|hojas? plateadas?|plateado',
    ],
    en: [
      'Thrips are tiny, thin insects (1 to 2 mm) that scrape leaves and petals, leaving silvery streaks with black dots, and distorted flowers; they love hot, dry weather, onions, beans, roses and indoor plants.',
      'Hose or rinse the plants every few days, hang blue sticky cards indoors or in a greenhouse (not near outdoor flowers), remove badly damaged flowers, and encourage lacewings and minute pirate bugs; if needed, spray insecticidal soap at dusk, never on open flowers bees visit.',
    ],
    es: [
      'Los trips son insectos diminutos y alargados (1 a 2 mm) que raspan hojas y pétalos y dejan manchas plateadas con puntitos negros y flores deformes; les encantan el calor seco, las cebollas, los frijoles (judías), los rosales y las plantas de interior.',
      'Moja las plantas con la manguera cada pocos días, cuelga trampas adhesivas azules dentro de casa o en el invernadero (no junto a flores de fuera), quita las flores muy dañadas y favorece a las crisopas y a los chinches depredadores; si hace falta, pulveriza jabón potásico al anochecer, nunca sobre flores abiertas que visitan las abejas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'potato-beetles',
    topic: 'pests',
    title: ['Colorado potato beetles', 'Escarabajo de la papa (dorífora)'],
    cues: [
      'potato beetles?|colorado beetles?|colorado potato\\w*|escarabajos? de la (?:papa|patata)|dorifora\\w*|catarina de la papa|vaquitas? de la papa',
    ],
    en: [
      'Colorado potato beetles are yellow-and-black striped beetles whose red, humpbacked larvae can strip potato, aubergine and tomato leaves; check the undersides of leaves from late spring and squash the orange egg clusters.',
      'Children can knock beetles and larvae into a bucket of soapy water every few days; cover young plants with fine netting, rotate crops each year, and mulch with straw, which helps predatory ground beetles. Bt made for beetles (tenebrionis) or spinosad at dusk are the last resort.',
    ],
    es: [
      'El escarabajo de la papa (patata) o dorífora tiene rayas amarillas y negras, y sus larvas rojizas y jorobadas pueden dejar sin hojas las papas, berenjenas y tomates; revisa el envés de las hojas desde finales de primavera y aplasta las puestas de huevos naranjas.',
      'Los niños pueden tirar los escarabajos y larvas a un cubo (balde) con agua y jabón cada pocos días; cubre las plantas jóvenes con malla fina, rota los cultivos cada año y acolcha con paja, que ayuda a los escarabajos depredadores. El Bt para escarabajos (tenebrionis) o el spinosad al anochecer son el último recurso.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'cucumber-beetles',
    topic: 'pests',
    title: ['Cucumber beetles', 'Diabróticas (escarabajos del pepino)'],
    cues: [
      'cucumber beetles?|striped beetles?|spotted beetles?|diabrotic\\w*|vaquitas? de (?:los zapallos|la calabaza)|escarabajos? del pepino|crisomelidos?|tortuguillas?|doradillas?',
    ],
    en: [
      'Cucumber beetles are small yellow beetles with black stripes or spots that chew cucumber, squash, melon and bean leaves and flowers and can spread bacterial wilt; they appear in late spring.',
      'Cover young plants with fine fleece until they flower (then uncover for the bees), hand-pick the beetles in the cool of the morning into soapy water, use yellow sticky traps only on stakes above the leaves and away from flowers, and mulch with straw.',
    ],
    es: [
      'Las diabróticas (vaquitas, tortuguillas) son escarabajos pequeños amarillos con rayas o puntos negros que muerden hojas y flores de pepino, calabaza, calabacita (calabacín, zapallito), melón y frijol (poroto), y pueden transmitir la marchitez bacteriana; aparecen a finales de primavera.',
      'Cubre las plantas jóvenes con manta térmica hasta que florezcan (luego destápalas para las abejas), recógelas a mano con el fresco de la mañana en agua con jabón, usa trampas amarillas solo en estacas por encima de las hojas y lejos de las flores, y acolcha con paja.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'stink-bugs',
    topic: 'pests',
    title: ['Stink bugs and shield bugs', 'Chinches apestosas y chinches verdes'],
    cues: [
      'stink ?bugs?|shield ?bugs?|leaf.?footed bugs?|chinches?|chinche (?:verde|apestosa|hedionda)|chinches? de (?:campo|monte)|pentatom\\w*|hedionditos?',
      'get rid|rid of|stop\\w*|control\\w*|kill\\w*|treat\\w*|prevent\\w*|what|how|do|safe|good|bad|use|plants?|tomato\\w*|quit\\w*|elimin\\w*|combat\\w*|control\\w*|evit\\w*|que|como|hago|segur\\w*|buen\\w*|mal\\w*|us\\w*|plantas?|tomate\\w*|jitomate\\w*|tengo|hay|my|mis?|en',
    ],
    en: [
      'Stink bugs (shield bugs) are shield-shaped bugs that suck tomatoes, peppers, beans, corn and fruit, leaving hard pale or cloudy spots; their eggs sit in neat barrel-shaped rows under leaves.',
      'Knock them into a bucket of soapy water in the cool morning, when they are slow, crush egg clusters, and clear weeds and debris in autumn where they shelter; birds, spiders and tiny parasitic wasps eat many, and most sprays would harm bees more than them.',
    ],
    es: [
      'Las chinches apestosas (chinches verdes, hediondas) tienen forma de escudo y chupan tomates (jitomates), chiles (pimientos, ajíes), frijoles, maíz y fruta, dejando manchas duras y pálidas; sus huevos forman filas ordenadas como barrilitos bajo las hojas.',
      'Tíralas a un cubo (balde) con agua y jabón por la mañana temprano, cuando están lentas, aplasta las puestas de huevos y limpia en otoño las malas hierbas y restos donde se esconden; los pájaros, arañas y avispitas parasitoides se comen muchas, y casi cualquier insecticida dañaría más a las abejas que a ellas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'carrot-fly',
    topic: 'pests',
    title: ['Carrot fly (carrot rust fly)', 'La mosca de la zanahoria'],
    cues: [
      'carrot (?:rust )?fl(?:y|ies)|carrot maggots?|tunnels? in (?:my )?carrots?|mosca de la zanahoria|gusanos? en las? zanahorias?|galerias? en las? zanahorias?',
    ],
    en: [
      'Carrot fly maggots tunnel into carrots, parsnips and celery, leaving rusty brown tunnels; the low-flying females find carrots by smell, mostly in late spring and late summer.',
      'Sow thinly so you need not thin (thinning releases the smell), or thin in the evening and water afterwards; cover the row with fine insect mesh from sowing, or surround it with a 60 cm barrier of fleece, and grow onions or chives nearby to confuse the scent.',
    ],
    es: [
      'Las larvas de la mosca de la zanahoria hacen galerías en zanahorias, chirivías y apio, dejando túneles de color óxido; las hembras vuelan bajo y encuentran las zanahorias por el olor, sobre todo a final de primavera y de verano.',
      'Siembra ralo para no tener que aclarar (aclarar suelta el olor), o aclara al atardecer y riega después; cubre la fila con malla antiinsectos fina desde la siembra o rodéala con una barrera de manta térmica de 60 cm, y pon cebollas o cebollino cerca para confundir el olor.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'codling-moth',
    topic: 'pests',
    title: ['Worms in apples and pears (codling moth)', 'Gusanos en manzanas y peras (carpocapsa)'],
    cues: [
      'codling|carpocapsa|polilla de la manzana|(?:worms?|maggots?|grubs?) in (?:my |the )?(?:apples?|pears?|fruit)|apples? (?:\\w+ )?(?:have|has|with|full of) (?:worms?|maggots?|grubs?)|gusan\\w* (?:en|de) (?:las |la |mis )?(?:manzanas?|peras?|fruta)|(?:manzanas?|peras?) (?:\\w+ )?(?:con|tienen|tiene) gusan\\w*|manzanas? agusanad\\w*|agusanad\\w*',
      'apples?|pears?|fruit\\w*|codling|manzan\\w*|peras?|fruta\\w*|carpocapsa|agusanad\\w*',
      'worms?|maggots?|grubs?|caterpillars?|holes?|codling|moths?|gusan\\w*|orugas?|agujer\\w*|carpocapsa|polilla\\w*|agusanad\\w*',
    ],
    en: [
      'A pinkish caterpillar tunnelling to the core of apples and pears, leaving brown frass at a hole, is the codling moth larva; the moths lay eggs after the blossom falls.',
      'Thin fruit to one per cluster and slip paper or nylon bags over young fruit, hang pheromone traps in the trees in spring, wrap cardboard bands round the trunk in summer to catch the caterpillars, and pick up fallen fruit weekly; birds such as tits eat many.',
    ],
    es: [
      'Una oruga rosada que hace un túnel hasta el corazón de manzanas y peras, dejando serrín marrón en el agujero, es la larva de la carpocapsa (polilla de la manzana); las polillas ponen los huevos cuando cae la flor.',
      'Aclara la fruta a una por ramillete y mete las frutitas en bolsas de papel o de nailon, cuelga trampas de feromonas en los árboles en primavera, ata bandas de cartón alrededor del tronco en verano para atrapar las orugas, y recoge cada semana la fruta caída; los pájaros como los carboneros se comen muchas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'lawn-grubs',
    topic: 'pests',
    title: ['White grubs in the lawn and beds', 'Gallina ciega: gusanos blancos en el césped y el huerto'],
    cues: [
      'white grubs?|grubs?|chafers?|june bugs?|japanese beetle grubs?|gallinas? ciegas?|gusanos? blancos?|larvas? blancas?|mayates?|escarabajos? de junio|gusanos? (?:en forma de )?c|chicharrones?|bichos? torito',
      'lawn|grass|soil|garden\\w*|beds?|roots?|what|how|do|get rid|cesped|pasto|grama|zacate|tierra|jardin\\w*|huert\\w*|raices|que|como|hago|quit\\w*|elimin\\w*',
    ],
    not: 'compost\\w*|composta\\w*|worm ?bins?|vermicompost\\w*|lombri\\w*',
    en: [
      'Fat, white, C-shaped grubs with brown heads are beetle larvae (chafers, June bugs, Japanese beetles, "gallina ciega") that eat grass and vegetable roots, causing brown patches that lift like a carpet; a few per square foot are normal.',
      'Pick them out when you dig and leave them for birds, water the lawn deeply but less often, and in late summer, when grubs are small, water in beneficial nematodes (Heterorhabditis), which are safe for bees, children and pets.',
    ],
    es: [
      'Los gusanos blancos, gordos y en forma de C con la cabeza marrón son larvas de escarabajo (gallina ciega, mayates, escarabajos de junio o japoneses) que comen raíces de césped y hortalizas y dejan manchas secas que se levantan como una alfombra; unos pocos por metro son normales.',
      'Sácalos al cavar y déjaselos a los pájaros, riega el césped a fondo pero menos veces y, a final de verano, cuando las larvas son pequeñas, aplica nematodos beneficiosos (Heterorhabditis) con el riego: son seguros para abejas, niños y mascotas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'sticky-traps',
    topic: 'pests',
    title: ['Yellow sticky traps', 'Trampas adhesivas amarillas'],
    cues: [
      'sticky (?:traps?|cards?|tape|paper)|yellow (?:traps?|cards?)|blue (?:traps?|cards?)|glue traps?|trampas? (?:adhesivas?|amarillas?|azules?|pegajosas?|cromaticas?|de pegamento)|papel (?:adhesivo|pegajoso)|placas? amarillas?',
      `${BEES}|safe|harm\\w*|kill\\w*|use|how|work\\w*|good|bad|seguro|segura|dan\\w*|mata\\w*|us(?:o|ar)|como|funcion\\w*|sirve\\w*|buen\\w*|mal\\w*`,
      'traps?|cards?|tape|paper|boards?|trampas?|placas?|papel|cintas?',
    ],
    en: [
      'Yellow sticky traps catch whiteflies, fungus gnats, aphids and leafminer flies, but outdoors they also catch bees, hoverflies, ladybirds and small birds, so use them indoors, in greenhouses or on seedlings under cover, and keep them away from flowers.',
      'Hang them just above the plants to see which pests you have and how many, change them when full, and keep them out of reach of children and pets; never use rodent glue boards in the garden.',
    ],
    es: [
      'Las trampas adhesivas amarillas atrapan moscas blancas, mosquitas del sustrato, pulgones y minadores, pero fuera de casa también pegan abejas, sírfidos, mariquitas (catarinas, chinitas) y pajaritos, así que úsalas dentro de casa, en invernaderos o sobre plantines bajo cubierta, y lejos de las flores.',
      'Cuélgalas justo por encima de las plantas para ver qué plagas tienes y cuántas, cámbialas cuando se llenen y déjalas fuera del alcance de niños y mascotas; nunca uses trampas de pegamento para ratones en el jardín.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'beneficial-nematodes',
    topic: 'pests',
    title: ['Beneficial nematodes', 'Nematodos beneficiosos'],
    cues: [
      'nematod\\w*',
      'beneficial|good|buy|use|apply|slugs?|grubs?|vine weevils?|fungus gnats?|how|what|work|benefic\\w*|buen\\w*|comprar|usar|aplic\\w*|babosas?|larvas?|gorgojos?|mosquitas?|como|que|funcion\\w*',
    ],
    not: 'root.?knot|galls?|agallas?|nudos? en las raices|nodulos?|batatilla',
    en: [
      'Beneficial nematodes are microscopic worms sold in packs as a living, bee-safe pest control: Phasmarhabditis for slugs, Steinernema for fungus gnats and vine weevil, Heterorhabditis for lawn grubs. They do not harm people, pets, bees or earthworms.',
      'Mix them in a watering can and water them onto moist soil in the evening, when the soil is above about 5 to 12 °C depending on the kind, keep it damp for two weeks, and use the pack before its date; they are different from root-knot nematodes, which are pests.',
    ],
    es: [
      'Los nematodos beneficiosos son gusanos microscópicos que se venden en sobres como control de plagas vivo y seguro para las abejas: Phasmarhabditis para las babosas, Steinernema para las mosquitas del sustrato y el gorgojo de la vid, Heterorhabditis para la gallina ciega. No dañan a personas, mascotas, abejas ni lombrices.',
      'Mézclalos en una regadera y riégalos sobre tierra húmeda al atardecer, cuando el suelo está por encima de unos 5 a 12 °C según el tipo, mantenla húmeda dos semanas y úsalos antes de la fecha del sobre; no son los nematodos de las agallas en las raíces, que son plaga.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'release-ladybugs',
    topic: 'pests',
    title: ['Buying and releasing ladybirds', 'Comprar y soltar mariquitas (catarinas)'],
    cues: [
      'ladybugs?|ladybirds?|lady ?beetles?|mariquitas?|catarinas?|chinitas?|vaquitas?|san antonios?|sanantonios?|cochinitas?',
      'buy\\w*|bought|release\\w*|order\\w*|let (?:them )?go|comprar|compr\\w*|solt\\w*|liber\\w*|pedir|encargar',
    ],
    en: [
      'Bought ladybirds (usually wild-collected convergent lady beetles) mostly fly away within a day or two, so they help little outdoors; they work better in a greenhouse. If you release some, water the plants first and let them go at dusk onto plants with aphids.',
      'It is better to invite your own: leave a few aphids as food, grow alyssum, dill, fennel, yarrow and calendula, stop spraying, and learn to recognise the larvae (little black-and-orange "alligators"), which eat the most aphids.',
    ],
    es: [
      'Las mariquitas (catarinas, chinitas) que se compran suelen ser silvestres recogidas en masa y casi todas se van volando en uno o dos días, así que fuera ayudan poco; funcionan mejor en un invernadero. Si sueltas algunas, riega antes las plantas y suéltalas al atardecer sobre plantas con pulgones.',
      'Es mejor atraer las tuyas: deja algunos pulgones como comida, siembra aliso (alyssum), eneldo, hinojo, milenrama y caléndula, deja de fumigar y aprende a reconocer las larvas ("cocodrilitos" negros y naranjas), que son las que más pulgones comen.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'praying-mantis',
    topic: 'pests',
    title: ['Praying mantises in the garden', 'La mantis religiosa en el jardín'],
    cues: [
      'mantis\\w*|mantids?|mantidos?|santateresa\\w*|mamborreta\\w*|mambor[eé]ta\\w*|campamochas?|rezadoras?',
      'good|bad|help\\w*|eat\\w*|bite|dangerous|garden\\w*|buy|buen[oa]s?|mal[oa]s?|ayud\\w*|com\\w*|muerd\\w*|pic\\w*|peligros\\w*|jardin\\w*|huert\\w*|compr\\w*|que',
    ],
    en: [
      'Praying mantises are fascinating hunters that eat flies, moths, caterpillars and grasshoppers, but also bees, butterflies and ladybirds, so they are neutral helpers rather than pest control; buying egg cases does little.',
      'They are harmless to people: a big one may give a surprised pinch but has no venom. Children can watch them gently on a stick; leave their foam-like egg cases on stems over winter.',
    ],
    es: [
      'La mantis religiosa (santateresa, campamocha, mamboretá) es una cazadora fascinante que come moscas, polillas, orugas y saltamontes, pero también abejas, mariposas y mariquitas, así que es más un vecino neutral que un control de plagas; comprar sus huevos sirve de poco.',
      'Es inofensiva para las personas: una grande puede dar un pellizquito de susto pero no tiene veneno. Los niños pueden observarla con cuidado sobre un palito; deja en los tallos durante el invierno sus ootecas, que parecen espuma seca.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'millipedes-centipedes',
    topic: 'pests',
    title: ['Millipedes and centipedes', 'Milpiés y ciempiés'],
    cues: [
      'millipedes?|centipedes?|milpies|ciempies|cienpies',
      'good|bad|harm\\w*|eat\\w*|dangerous|bite|sting|garden\\w*|soil|compost|what|get rid|buen[oa]s?|mal[oa]s?|dan\\w*|com\\w*|peligros\\w*|muerd\\w*|pic\\w*|jardin\\w*|huert\\w*|tierra|que|quit\\w*|elimin\\w*',
    ],
    en: [
      "Millipedes (round, slow, two pairs of legs per segment) eat rotting leaves and help make compost; they only nibble seedlings or strawberries in very damp spots. Centipedes (flat, fast, one pair of legs per segment) are hunters that eat slugs' eggs, insects and grubs.",
      'Both are garden helpers, so leave them be; large centipedes can give a painful bite, so children should look, not pick them up. To protect strawberries, raise the fruit on straw.',
    ],
    es: [
      'Los milpiés (redondos, lentos, dos pares de patas por segmento) comen hojas podridas y ayudan a hacer compost; solo mordisquean plantines o fresas (frutillas) en rincones muy húmedos. Los ciempiés (planos, rápidos, un par de patas por segmento) son cazadores que comen huevos de babosa, insectos y larvas.',
      'Los dos ayudan al jardín, así que déjalos tranquilos; los ciempiés grandes pueden dar un mordisco doloroso, así que los niños deben mirarlos sin cogerlos (agarrarlos). Para proteger las fresas, pon paja debajo de la fruta.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'mildew-home-spray',
    topic: 'pests',
    title: ['A bee-safe spray for powdery mildew', 'Un remedio seguro para las abejas contra el oídio'],
    cues: [
      'mildew|powdery|white powder|oidio|cenicilla|polvo blanco|polvillo blanco|mildiu',
      'spray\\w*|milk|baking soda|bicarbonate|treat\\w*|remed\\w*|natural\\w*|home\\w*|organic|get rid|stop|leche|bicarbonato|tratar|tratamiento|remedio\\w*|casero\\w*|ecologic\\w*|quit\\w*|elimin\\w*|evit\\w*|rocia\\w*|pulveriz\\w*',
    ],
    en: [
      'For powdery mildew on squash, cucumbers, peas, roses and courgettes, pick off the worst leaves, then spray both sides of the leaves every 7 to 10 days with 1 part milk to 2 or 3 parts water, or 1 teaspoon of baking soda (bicarbonate) and a few drops of liquid soap in 1 litre of water, in the morning on a dry day.',
      'Prevent it with sun, space between plants for air, watering the soil not the leaves, and mildew-resistant varieties; these home sprays do not harm bees, but still spray leaves, not open flowers.',
    ],
    es: [
      'Para el oídio (cenicilla, polvo blanco) en calabazas, pepinos, chícharos (guisantes, arvejas), rosales y calabacitas (calabacines, zapallitos), quita las hojas peores y pulveriza las dos caras de las hojas cada 7 a 10 días con 1 parte de leche por 2 o 3 de agua, o con 1 cucharadita de bicarbonato y unas gotas de jabón líquido en 1 litro de agua, por la mañana en un día seco.',
      'Se previene con sol, espacio entre plantas para que corra el aire, regando la tierra y no las hojas, y con variedades resistentes; estos remedios caseros no dañan a las abejas, pero igualmente rocía las hojas, no las flores abiertas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'spinosad-pyrethrin',
    topic: 'pests',
    title: [
      'Spinosad, pyrethrins and other "organic" sprays and bees',
      'Spinosad, piretrinas y otros insecticidas "ecológicos" y las abejas',
    ],
    cues: [
      'spinosad|pyrethr\\w*|permethrin|piretr\\w*|permetrina|rotenon\\w*|azadiracht\\w*|sulfur|sulphur|azufre|copper|cobre|caldo bordeles|bordeaux',
      `${BEES}|safe|harm\\w*|kill\\w*|use|how|what|organic|good|bad|seguro|segura|dan\\w*|mata\\w*|us(?:o|ar)|como|que|ecologic\\w*|buen\\w*|mal\\w*`,
      'spinosad|pyrethr\\w*|permethrin|piretr\\w*|permetrina|rotenon\\w*|azadiracht\\w*|sulfur|sulphur|azufre|copper|cobre|caldo bordeles|bordeaux|sprays?|insecticid\\w*|products?|productos?',
    ],
    en: [
      '"Organic" does not mean bee-safe: spinosad and pyrethrins kill bees that are sprayed or touch wet leaves, although they break down within hours to a day; use them only as a last resort, on the pest itself, at dusk when bees have gone home, never on open flowers or plants bees are visiting.',
      'Insecticidal soap and horticultural oil are gentler because they work only on contact while wet; sulphur and copper fungicides are low risk to bees but can irritate eyes and skin, so keep children away until the spray has dried.',
    ],
    es: [
      '"Ecológico" no quiere decir seguro para las abejas: el spinosad y las piretrinas matan a las abejas rociadas o que tocan las hojas mojadas, aunque se degradan en horas o un día; úsalos solo como último recurso, sobre la plaga, al anochecer cuando las abejas ya se fueron, nunca sobre flores abiertas ni plantas que estén visitando.',
      'El jabón potásico y el aceite de parafina o neem son más suaves porque solo actúan mientras están mojados; el azufre y el cobre (caldo bordelés) son de bajo riesgo para las abejas pero irritan ojos y piel, así que mantén a los niños lejos hasta que se seque.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'mosquito-spraying-bees',
    topic: 'pests',
    title: ['Mosquito spraying and bees', 'Fumigar mosquitos y las abejas'],
    cues: [
      'mosquito\\w*|zancud\\w*|moscos?|moyotes?',
      SPRAY,
      `${BEES}|safe|harm\\w*|kill\\w*|seguro|dan\\w*|mata\\w*`,
    ],
    en: [
      'Yard mosquito sprays and foggers are usually pyrethroids such as bifenthrin or permethrin, which kill bees, butterflies and fireflies that touch the treated leaves for days; avoid them, or at least never let them cover flowering plants.',
      'Bee-safe mosquito control: tip out standing water every week (saucers, toys, buckets, gutters), change birdbath water twice a week, use Bti dunks (a bacterium that kills only mosquito and gnat larvae) in water butts and ponds, and use a fan and insect repellent on people.',
    ],
    es: [
      'Los insecticidas y nebulizadores para mosquitos (zancudos) del jardín suelen ser piretroides como la bifentrina o la permetrina, que matan durante días a las abejas, mariposas y luciérnagas que tocan las hojas tratadas; evítalos, o al menos que nunca caigan sobre plantas en flor.',
      'Control de mosquitos seguro para las abejas: vacía cada semana el agua estancada (platos, juguetes, cubos, canaletas), cambia el agua del bebedero de pájaros dos veces por semana, pon pastillas de Bti (una bacteria que solo mata las larvas de mosquito) en depósitos y estanques, y usa un ventilador y repelente en las personas.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'mosquito-repelling-plants',
    topic: 'pests',
    title: ['Do plants keep mosquitoes away?', '¿Hay plantas que ahuyentan a los mosquitos?'],
    cues: [
      'mosquito\\w*|zancud\\w*|moscos?|moyotes?',
      'plants?|citronella|lemongrass|lavender|basil|marigolds?|repel\\w*|keep (?:\\w+ )?away|plantas?|citronela|limoncillo|zacate limon|lavanda|albahaca|ahuyent\\w*|repel\\w*|alej\\w*',
    ],
    not: SPRAY,
    en: [
      "Plants such as citronella grass, lemongrass, lavender, basil, catmint, lemon balm and marigolds smell nice, but growing them barely keeps mosquitoes away; crushing leaves on skin helps only a little and can irritate children's skin.",
      'What really works is removing standing water every week, a fan on the patio (mosquitoes are weak fliers), long sleeves at dusk, and a repellent approved for children; the flowers still feed bees, so grow them anyway.',
    ],
    es: [
      'Plantas como la citronela, el limoncillo (zacate limón, hierba luisa), la lavanda, la albahaca, la nébeda, la melisa (toronjil) y el cempasúchil huelen bien, pero tenerlas plantadas apenas aleja a los mosquitos (zancudos); frotar las hojas en la piel ayuda muy poco y puede irritar la piel de los niños.',
      'Lo que de verdad funciona es quitar cada semana el agua estancada, un ventilador en el patio (los mosquitos vuelan mal), manga larga al atardecer y un repelente apto para niños; sus flores igual alimentan a las abejas, así que plántalas de todos modos.',
    ],
    source: 'extension-service',
  }),
]
