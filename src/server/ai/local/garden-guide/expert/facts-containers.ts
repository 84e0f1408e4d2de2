// More facts on growing in pots and on balconies: drainage, pot sizes per crop, watering pots, repotting, pot
// materials, sunny, windy and shady balconies, fruit in pots and herbs indoors. Sources: extension-service container
// gardening guides, general horticultural practice.
import { buildFact, POTS } from './fact-builder'
import type { TopicFact } from './topic-facts'

const BALCONY =
  'balcon(?:y|ies)|balcon\\w*|terraces?|terraza\\w*|patio|decks?|porch\\w*|rooftops?|azotea\\w*|roof|small space|poco espacio|apartments?|departamentos?|pisos?|windowsills?|ventanas?'
const HOLDER = `${POTS}|bowls?|mugs?|cups?|teacups?|jars?|tins?|cans|teapots?|boots?|tazon\\w*|cuencos?|tazas?|recipientes?|vasijas?|latas?|botas?|teteras?|ceramic\\w*|ceramica`

export const CONTAINER_FACTS: TopicFact[] = [
  buildFact({
    id: 'reuse-plastic-pots',
    topic: 'containers',
    title: ['Reusing and recycling plastic pots', 'Reutilizar y reciclar macetas de plástico'],
    cues: [
      'recycl\\w*|reus\\w*|re use|second ?hand|old|throw (?:away|out)|recicl\\w*|reutiliz\\w*|viejas?|usadas?|tirar|tiro',
      `${POTS}|trays?|seed trays?|bandejas?|semilleros?`,
    ],
    not: 'soil|mix|tierra|sustrato|compost\\w*|paint\\w*|pint\\w*',
    en: [
      'Reuse plastic pots and seed trays for years: knock out old soil, scrub them in warm soapy water (a splash of vinegar helps with white crust) and let them dry before sowing, so seedlings do not catch old diseases.',
      'Many garden centres and plant nurseries take back pots, and schools and community gardens welcome them; kerbside recycling depends on your area, and black plastic is often not accepted.',
    ],
    es: [
      'Reutiliza las macetas y bandejas de plástico durante años: quita la tierra vieja, frótalas con agua tibia y jabón (un chorrito de vinagre ayuda con la costra blanca) y déjalas secar antes de sembrar, para que los plantines no cojan enfermedades viejas.',
      'Muchos viveros recogen macetas usadas, y las escuelas y huertos comunitarios las agradecen; que vayan al contenedor de reciclaje depende de tu municipio, y el plástico negro muchas veces no se acepta.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'drainage-holes',
    topic: 'containers',
    title: ['Pots need drainage holes', 'Las macetas necesitan agujeros de drenaje'],
    cues: [
      'holes?|drain\\w*|agujer\\w*|orifici\\w*|hoy(?:o|os|ito|itos)|drenaj\\w*|drena\\w*|drene|drenen',
      `${HOLDER}|bottom|fondo|abajo`,
    ],
    // appended: "gravel in the bottom for drainage" is the gravel-in-pots fact's question (a myth), not holes
    not: 'rocks?|stones?|gravel|pebbles?|crocks?|grit|piedr\\w*|grava|gravilla|cascotes?|arlita',
    en: [
      'Yes: pots need drainage holes in the bottom, or water collects at the roots, they run out of air and rot; a layer of gravel in the bottom does not fix it.',
      'For a pretty pot, cute bowl or mug without a hole, plant herbs or flowers in a plastic pot with holes and stand it inside (a cachepot), emptying any water after 30 minutes, or drill a hole with a tile or masonry bit; stand pots on feet so the holes are not blocked.',
    ],
    es: [
      'Sí: las macetas necesitan agujeros de drenaje en el fondo, o el agua se queda en las raíces, les falta aire y se pudren; una capa de grava abajo no lo arregla.',
      'Para una maceta bonita, un cuenco o una taza sin agujero, planta las hierbas o flores en una maceta de plástico con agujeros y métela dentro (cubremacetas), vaciando el agua que sobre a los 30 minutos, o haz un agujero con una broca para cerámica; pon las macetas sobre patas para no tapar los agujeros.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'pot-sizes',
    topic: 'containers',
    title: ['How big a pot each crop needs', 'Qué tamaño de maceta necesita cada cultivo'],
    cues: [
      POTS,
      'sizes?|big|bigger|large|deep|depth|how many (?:litres|liters|gallons)|litres?|liters?|gallons?|tamano|grande|grandes|profund\\w*|hond[oa]|litros?|galones?|cm|inches',
    ],
    en: [
      'Rough pot sizes: herbs, lettuce and radishes 2 to 5 litres (15 to 20 cm deep); strawberries about 3 litres per plant; peppers, chillies and aubergines 10 to 15 litres; tomatoes 20 to 30 litres (a 5-gallon bucket); courgettes, potatoes and squash 40 litres or more.',
      'Bigger pots hold more water and dry out less often, so go as large as the space allows, always with drainage holes; dwarf fruit trees need 40 to 60 litres.',
    ],
    es: [
      'Tamaños orientativos: aromáticas, lechugas y rabanitos de 2 a 5 litros (15 a 20 cm de hondo); fresas unos 3 litros por planta; pimientos, chiles y berenjenas de 10 a 15 litros; tomates de 20 a 30 litros (un cubo o balde grande); calabacines, papas y calabazas 40 litros o más.',
      'Las macetas grandes guardan más agua y se secan menos, así que usa las más grandes que quepan, siempre con agujeros de drenaje; los frutales enanos necesitan de 40 a 60 litros.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'watering-pots',
    topic: 'containers',
    title: ['Watering pots and planters', 'Regar macetas y jardineras'],
    cues: [
      `${POTS}|balcon(?:y|ies)|balcon\\w*|terraza\\w*`,
      'water\\w*|rieg\\w*|regar|regarl\\w*|agua|dry|dries|drying|thirsty|secan?|seca|secas|sed',
    ],
    not: 'holes?|agujer\\w*|drain\\w*|drenaj\\w*',
    en: [
      'Pots dry out much faster than beds: check every day in summer by pushing a finger into the mix, and water when the top 2 to 3 cm is dry, until water runs out of the holes; small pots in hot sun may need water twice a day, in winter perhaps once a week or less.',
      'Water in the morning, empty saucers after half an hour, and group pots together or mulch them to slow drying; if a pot has dried out completely, soak it in a bucket for 20 minutes.',
    ],
    es: [
      'Las macetas se secan mucho antes que el suelo: revisa cada día en verano metiendo un dedo en el sustrato y riega cuando los 2 o 3 cm de arriba estén secos, hasta que salga agua por los agujeros; las macetas pequeñas a pleno sol pueden necesitar agua dos veces al día, y en invierno quizá una vez por semana o menos.',
      'Riega por la mañana, vacía los platos a la media hora y agrupa las macetas o acólchalas para que se sequen menos; si una maceta se secó del todo, sumérgela en un cubo 20 minutos.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'repotting',
    topic: 'containers',
    title: ['When and how to repot', 'Cuándo y cómo trasplantar a otra maceta'],
    cues: [
      'repot\\w*|pot (?:it |them )?up|bigger pots?|larger pots?|root ?bound|roots (?:coming|growing) out|trasplant\\w*|cambi\\w* de maceta|maceta mas grande|raices (?:salen|por fuera)|enraizad\\w*',
    ],
    en: [
      'Repot when roots circle the pot or poke out of the holes, or when the plant dries out within a day: move it in spring to a pot only 2 to 5 cm wider, with fresh potting mix.',
      'Water it the day before, ease it out, tease the circling roots loose, plant at the same depth, water well and keep it out of strong sun for a few days.',
    ],
    es: [
      'Trasplanta cuando las raíces den vueltas a la maceta o salgan por los agujeros, o cuando se seque en un día: en primavera, pásala a una maceta solo 2 a 5 cm más ancha, con sustrato nuevo.',
      'Riégala el día antes, sácala con cuidado, suelta un poco las raíces enrolladas, plántala a la misma altura, riega bien y tenla unos días sin sol fuerte.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'pot-materials',
    topic: 'containers',
    title: ['Clay, plastic or fabric pots', 'Macetas de barro, plástico o tela'],
    // Recycling, painting or cleaning pots is not which pot to grow in.
    not: 'recycl\\w*|recicl\\w*|paint\\w*|pint\\w*|clean\\w*|limpi\\w*|wash\\w*|lav\\w*|decorat\\w*|decor\\w*|make|hacer|hago',
    cues: [
      'terracotta|terra cotta|clay pots?|plastic pots?|fabric pots?|grow ?bags?|ceramic pots?|glazed|metal pots?|wooden (?:boxes|planters)|macetas? de (?:barro|plastico|tela|ceramica|metal|madera)|terracota|barro|bolsas? de cultivo|geotextil\\w*',
    ],
    en: [
      'Terracotta (clay) pots breathe and suit herbs like rosemary and thyme, but dry out fast; plastic and glazed pots hold water longer and are lighter on a balcony; fabric grow bags give roots air and suit potatoes and tomatoes.',
      'Dark metal pots get very hot in the sun, so shade them or line them; whatever the material, it needs drainage holes.',
    ],
    es: [
      'Las macetas de barro (terracota) transpiran y van bien para aromáticas como romero y tomillo, pero se secan rápido; las de plástico y las esmaltadas guardan más el agua y pesan menos en el balcón; las bolsas de cultivo de tela airean las raíces y van bien para papas y tomates.',
      'Las macetas de metal oscuro se calientan mucho al sol, así que dales sombra o fórralas; sea cual sea el material, necesitan agujeros de drenaje.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'sunny-hot-balcony',
    topic: 'containers',
    title: ['A hot, sunny balcony', 'Un balcón caluroso y soleado'],
    cues: [
      BALCONY,
      'hot|sunny|full sun|south\\w*|west\\w*|heat|scorch\\w*|baking|all day sun|sun all day|calor|caluros[oa]|soleado|pleno sol|sol todo el dia|sur|oeste|ponient\\w*|quema\\w*',
    ],
    en: [
      'A hot, sunny balcony suits tomatoes, peppers, chillies, aubergines, basil, rosemary, thyme, lavender, oregano and sage, and flowers such as geraniums, portulaca, cosmos and zinnias.',
      'Use big, light-coloured pots that stay cooler, mulch the top, water early in the morning (daily in summer) and give afternoon shade with a cloth if leaves scorch.',
    ],
    es: [
      'Un balcón soleado y caluroso va bien para tomates, pimientos, chiles, berenjenas, albahaca, romero, tomillo, lavanda, orégano y salvia, y flores como geranios, verdolaga de flor, cosmos y zinnias.',
      'Usa macetas grandes y de color claro, que se calientan menos, acolcha la superficie, riega temprano por la mañana (a diario en verano) y pon una malla de sombra por la tarde si las hojas se queman.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'windy-balcony',
    topic: 'containers',
    title: ['A windy balcony', 'Un balcón con mucho viento'],
    cues: [
      BALCONY,
      'wind\\w*|breez\\w*|gust\\w*|exposed|high up|viento\\w*|ventos[oa]|rachas?|expuest[oa]|alto',
    ],
    en: [
      'Wind dries pots fast and snaps tall plants: choose low, tough plants such as thyme, rosemary, lavender, chives, strawberries, dwarf beans, lettuce and grasses, and skip tall tomatoes or sunflowers.',
      'Use heavy, wide pots, group them against the wall, fix hanging baskets and railing planters securely, and add a screen of trellis or mesh that lets some wind through.',
    ],
    es: [
      'El viento seca las macetas y parte las plantas altas: elige plantas bajas y resistentes como tomillo, romero, lavanda, cebollino, fresas, judías o frijoles enanos, lechugas y gramíneas, y evita tomates altos o girasoles.',
      'Usa macetas pesadas y anchas, agrúpalas contra la pared, sujeta bien las jardineras de la barandilla y pon una celosía o malla que deje pasar algo de viento.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'shady-balcony-plants',
    topic: 'containers',
    title: ['Plants for a shady balcony', 'Plantas para un balcón con sombra'],
    cues: [
      BALCONY,
      'shad\\w*|sombr\\w*|north\\w*|norte|little sun|no sun|not much sun|poco sol|sin sol|dark|oscur[oa]|sun|sol',
    ],
    en: [
      'With 3 to 4 hours of sun, grow leafy crops and herbs: lettuce, spinach, chard, rocket, kale, parsley, mint, chives and coriander; fruiting crops like tomatoes need 6 hours or more.',
      'For flowers in shade, try fuchsias, begonias, impatiens, ferns and hostas, and for bees, foxgloves, hardy geraniums and lungwort; shady pots dry slowly, so water less often.',
    ],
    es: [
      'Con 3 o 4 horas de sol, cultiva hojas y aromáticas: lechuga, espinaca, acelga, rúcula, kale, perejil, menta, cebollino y cilantro; los que dan fruto, como el tomate, necesitan 6 horas o más.',
      'Para flores en sombra, prueba fucsias, begonias, alegrías (impatiens), helechos y hostas, y para las abejas, dedaleras, geranios vivaces y pulmonaria; las macetas a la sombra se secan despacio, así que riega menos.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'fruit-in-pots',
    topic: 'containers',
    title: ['Fruit in pots and on balconies', 'Frutales en maceta y en el balcón'],
    cues: [
      `${POTS}|${BALCONY}`,
      'fruits?|fruit trees?|lemons?|limes?|citrus|oranges?|blueberr\\w*|figs?|apples?|dwarf|frutas?|frutales?|limon\\w*|limas?|citricos?|naranj\\w*|arandan\\w*|higuera\\w*|higos?|manzan\\w*|enan[oa]s?',
    ],
    en: [
      'Good fruit for pots: strawberries, blueberries (in acid, ericaceous mix), dwarf citrus such as lemons and calamondin oranges, figs, and apples or cherries on dwarf rootstocks, in pots of 40 to 60 litres.',
      'Potted fruit needs sun, regular watering (never let it dry out while fruiting), a citrus or tomato feed in summer, and shelter from frost in winter.',
    ],
    es: [
      'Buenas frutas para maceta: fresas, arándanos (en sustrato ácido para acidófilas), cítricos enanos como limoneros y naranjos calamondín, higueras, y manzanos o cerezos sobre patrón enano, en macetas de 40 a 60 litros.',
      'Los frutales en maceta necesitan sol, riego regular (que no se sequen nunca con fruta), abono para cítricos o tomates en verano y protección de las heladas en invierno.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'herbs-indoors',
    topic: 'containers',
    title: [
      'Keeping potted herbs alive indoors and in winter',
      'Mantener vivas las aromáticas en maceta dentro de casa y en invierno',
    ],
    cues: [
      'indoors?|inside|kitchen|windowsills?|window|house|apartment|winter|dentro|adentro|interior|cocina|ventanas?|casa|departamento|piso|invierno',
      'herbs?|basil|parsley|mint|chives|coriander|cilantro|oregano|thyme|rosemary|hierbas?|aromatic\\w*|albahaca|perejil|menta|hierbabuena|cebollino|tomillo|romero|oregano',
    ],
    en: [
      'Indoors, herbs need your brightest window: at least 4 to 6 hours of sun (south-facing in the north, north-facing in the south), or a small LED grow light for 12 to 14 hours a day in winter.',
      'Use pots with holes and a saucer, water only when the top of the mix is dry, keep them away from radiators, and pinch the tips often; basil, parsley, chives and mint are the easiest.',
    ],
    es: [
      'Dentro de casa, las aromáticas necesitan la ventana más luminosa: al menos 4 a 6 horas de sol (al sur en el hemisferio norte, al norte en el sur), o una pequeña lámpara LED de cultivo 12 a 14 horas al día en invierno.',
      'Usa macetas con agujeros y plato, riega solo cuando el sustrato esté seco por arriba, aléjalas de la calefacción y despunta a menudo; albahaca, perejil, cebollino y menta son las más fáciles.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'self-watering-pots',
    topic: 'containers',
    title: ['Self-watering pots', 'Macetas autorregables'],
    cues: [
      'self ?watering|wicking|wick\\w*|water reservoir|reservoir|olla|ollas|autorrieg\\w*|autorregab\\w*|mecha\\w*|deposito de agua|reserva de agua',
    ],
    en: [
      'A self-watering pot has a water reservoir below the mix and a wick or soil column that draws water up, so plants like tomatoes and herbs need filling only every few days.',
      'You can make one from two nested buckets or a cut plastic bottle with a cotton wick; an unglazed clay "olla" buried in a bed does the same by seeping water slowly.',
    ],
    es: [
      'Una maceta autorregable tiene un depósito de agua debajo del sustrato y una mecha o columna de tierra que sube el agua, así que tomates y aromáticas solo necesitan rellenarla cada pocos días.',
      'Puedes hacer una con dos cubos encajados o una botella de plástico cortada y una mecha de algodón; una olla de barro sin esmaltar enterrada en el bancal hace lo mismo soltando el agua poco a poco.',
    ],
    source: 'general-horticulture',
  }),
]
