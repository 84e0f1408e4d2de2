// Container and balcony facts written blind (pass C): lining a hanging basket, window boxes, houseplants outdoors,
// pots in a heatwave, blueberries and citrus in pots, strawberry planters, saucers and pot feet, white crust on
// pots, top-dressing, trees and bulbs in pots, succulent mix, food-safe containers, overwintering chillies, moving
// big pots, kitchen hydroponics and seed-starting mix. Sources: extension services, general horticulture.
import { buildFact, POTS } from './fact-builder'
import type { TopicFact } from './topic-facts'

const BASKET =
  'hanging baskets?|baskets?|cestas? colgantes?|canastas? colgantes?|macetas? colgantes?|colgantes?'
const WINDOW_BOX =
  'window ?box\\w*|window planters?|railing planters?|balcony box\\w*|jardineras? (?:de|para|en) (?:la |el )?(?:ventana|balcon|baranda\\w*)|balconeras?|jardinera colgante'

export const BLIND_C_POT_FACTS: TopicFact[] = [
  buildFact({
    id: 'hanging-basket-how',
    topic: 'containers',
    title: ['Lining and planting a hanging basket', 'Cómo armar, forrar y plantar una cesta colgante'],
    cues: [
      BASKET,
      'line|lining|liners?|plant\\w*|make|making|fill\\w*|set up|put|how|forrar|forro|forrad\\w*|plant\\w*|hacer|hago|arm(?:ar|o|a|amos)|llenar|relleno|como|poner',
    ],
    not: 'water\\w*|rieg\\w*|regar|riego',
    en: [
      'Line a wire basket with coir, moss or an old wool jumper, put a circle of plastic (with a few holes) in the bottom third to hold water, and fill with potting mix mixed with slow-release feed and a handful of water-retaining crystals or compost.',
      'A 35 cm (14 in) basket takes 5 to 7 plants: one upright plant in the middle, trailing ones around the edge and through slits in the sides; plant after the last frost, water well, and hang it where it gets at least 5 hours of sun and is out of strong wind, on a bracket strong enough for 10 to 15 kg when wet.',
    ],
    es: [
      'Forra una cesta de alambre con fibra de coco, musgo o un jersey viejo de lana, pon un círculo de plástico (con unos agujeritos) en el tercio de abajo para guardar agua, y llénala con sustrato mezclado con abono de liberación lenta y un puñado de cristales retenedores de agua o composta.',
      'En una cesta de 35 cm caben de 5 a 7 plantas: una erguida en el centro y las colgantes alrededor del borde y por ranuras en los lados; planta después de la última helada, riega bien y cuélgala donde reciba al menos 5 horas de sol y no le pegue el viento fuerte, en un soporte que aguante 10 a 15 kg con la tierra mojada.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'window-box',
    topic: 'containers',
    title: ['What to grow in a window box', 'Qué plantar en una jardinera de ventana'],
    cues: [
      WINDOW_BOX,
      `${WINDOW_BOX}|plant\\w*|grow\\w*|flowers?|what|which|ideas?|best|put|plant\\w*|flor\\w*|que|cuales|ideas?|mejor\\w*|pongo|poner|sembr\\w*|cultiv\\w*`,
    ],
    en: [
      'Choose a window box at least 20 cm (8 in) deep and wide with drainage holes, and fix it with strong brackets so it cannot fall; for a sunny window grow herbs (thyme, oregano, basil, chives), strawberries, lettuce and radishes, or bee flowers such as lavender, marigolds, nasturtiums and sweet alyssum.',
      'For a shady window grow parsley, mint, lettuce, impatiens, begonias, ferns and ivy; window boxes dry out fast, so water every day or two in summer and feed every two weeks.',
    ],
    es: [
      'Elige una jardinera de ventana de al menos 20 cm de hondo y de ancho, con agujeros de drenaje, y sujétala con escuadras fuertes para que no pueda caer; en una ventana soleada pon aromáticas (tomillo, orégano, albahaca, cebollino), fresas (frutillas), lechuga y rabanitos, o flores para abejas como lavanda, caléndulas, cempasúchil, capuchinas y aliso de mar.',
      'En una ventana con sombra van bien perejil, menta (hierbabuena), lechuga, alegrías (impatiens), begonias, helechos y hiedra; las jardineras se secan rápido, así que riega cada uno o dos días en verano y abona cada dos semanas.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'houseplants-outdoors',
    topic: 'containers',
    title: [
      'Putting houseplants outside for the summer',
      'Sacar las plantas de interior al exterior en verano',
    ],
    cues: [
      'houseplants?|house plants?|indoor plants?|plantas? de interior|plantas? de (?:la )?casa|plantas? de adentro|potus|pothos|monsteras?|ficus|sansevier\\w*|lengua de suegra',
      'outside|outdoors|garden|balcon\\w*|patio|summer|afuera|fuera|exterior|jardin|terraza\\w*|verano|sacar|saco|sacarlas|sacarlos',
    ],
    // A named pest on the plant is the question ("mealybugs on a houseplant I put outside"): the pest's fact answers it.
    not: 'mealybugs?|cochinillas?|algodonos\\w*|aphids?|pulgones?|spider mites?|aranitas? roj\\w*|scale insects?|whitefl\\w*|moscas? blancas?|fungus gnats?|mosquitas?',
    en: [
      'Most houseplants enjoy summer outside once nights stay above about 12 °C (55 °F): start them in full shade for a week, then bright shade; direct midday sun burns leaves used to indoor light within hours, leaving white or brown patches.',
      'Keep them out of wind, check the pots more often (they dry faster outside), and before bringing them back in, when nights drop below 12 °C, check under the leaves and in the soil for aphids, mealybugs, snails and ants, and rinse the leaves.',
    ],
    es: [
      'La mayoría de las plantas de interior disfrutan del verano fuera cuando las noches ya no bajan de unos 12 °C: ponlas primero una semana a la sombra y luego en semisombra luminosa; el sol directo del mediodía quema en pocas horas las hojas acostumbradas a la luz de casa y deja manchas blancas o marrones.',
      'Protégelas del viento, revisa las macetas más a menudo (fuera se secan antes) y, antes de volver a meterlas cuando las noches bajen de 12 °C, revisa bajo las hojas y en la tierra si hay pulgones, cochinillas, caracoles u hormigas, y enjuaga las hojas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'pots-heatwave',
    topic: 'containers',
    title: ['Keeping pots alive in a heat wave (heatwave)', 'Mantener vivas las macetas en una ola de calor'],
    cues: [
      'heat ?waves?|heatwaves?|heat dome|extreme heat|very hot|scorching|(?:35|36|37|38|39|40|41|42|43|44|45) ?(?:c|degrees|grados|°c)|100 ?f|ola de calor|olas de calor|calor extremo|muchisimo calor|mucho calor|calorazo|canicula|bochorno',
      `${POTS}|balcon\\w*|terraza\\w*|patio|window ?box\\w*|hanging baskets?|plants?|plantas?|huerto|garden`,
    ],
    en: [
      'To keep pots alive in a heatwave, move them out of the afternoon sun or against an east-facing wall, group them together so they shade each other, stand dark pots inside a second pot or wrap them, and put them on wood or bricks instead of hot tiles or concrete; a shade cloth (30 to 50%) over vegetables helps a lot.',
      'Water deeply early in the morning, check again in the evening, add 3 to 5 cm of mulch on top, and do not feed, repot or prune until it cools down; drooping at 4 pm that recovers by evening is normal, drooping in the morning means the pot is dry.',
    ],
    es: [
      'Para mantener vivas las macetas en una ola de calor, apártalas del sol de la tarde o ponlas junto a una pared que mire al este, agrúpalas para que se den sombra, mete las oscuras dentro de otra maceta o envuélvelas, y apóyalas sobre madera o ladrillos en vez de baldosas o cemento calientes; una malla de sombra (del 30 al 50%) sobre el huerto ayuda mucho.',
      'Riega a fondo temprano por la mañana, revisa otra vez por la tarde, pon 3 a 5 cm de acolchado encima y no abones, trasplantes ni podes hasta que refresque; que se decaigan a las 4 de la tarde y se recuperen al anochecer es normal, si están caídas por la mañana la maceta está seca.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'blueberries-in-pots',
    topic: 'containers',
    title: ['Growing blueberries in pots', 'Arándanos en maceta'],
    cues: [
      'blueberr\\w*|arandan\\w*|blueberries|moras azules',
      `${POTS}|balcon\\w*|terraza\\w*|grow\\w*|cultiv\\w*|plant\\w*|sembr\\w*`,
    ],
    not: 'yellow|amarill\\w*',
    en: [
      'Blueberries do very well in pots, which is often easier than changing garden soil: use a 40 to 50 litre pot (at least 40 cm / 16 in wide) filled with ericaceous (acid, pH 4.5 to 5.5) compost, and grow two different varieties side by side for bigger crops.',
      'Water with rainwater when you can, since hard tap water slowly raises the pH; keep the mix moist but not soggy, feed with an ericaceous or acid feed in spring, mulch with pine needles or bark, and choose low-chill varieties (such as Sharpblue or Misty) in warm places like Mexico, southern Spain or Florida. Bees love the flowers.',
    ],
    es: [
      'Los arándanos se dan muy bien en maceta, que suele ser más fácil que cambiar la tierra del jardín: usa una maceta de 40 a 50 litros (de al menos 40 cm de ancho) con sustrato para plantas ácidas (ericáceas, pH 4,5 a 5,5), y pon dos variedades distintas juntas para tener más fruta.',
      'Riega con agua de lluvia cuando puedas, porque el agua del grifo dura sube poco a poco el pH; mantén el sustrato húmedo sin encharcar, abona en primavera con abono para plantas ácidas, acolcha con agujas de pino o corteza y, en lugares cálidos como México, el sur de España o Florida, elige variedades de pocas horas de frío (como Sharpblue o Misty). A las abejas les encantan sus flores.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'citrus-in-pots',
    topic: 'containers',
    title: ['Looking after a lemon or orange tree in a pot', 'Cuidar un limonero o naranjo en maceta'],
    cues: [
      'lemons?|limes?|oranges?|mandarins?|calamondin\\w*|kumquats?|citrus|limon\\w*|lima|limas|naranj\\w*|mandarin\\w*|citric\\w*|kumquat|quinoto\\w*',
      POTS,
    ],
    not: 'yellow|amarill\\w*|drop\\w*|fall\\w*|caen|caida|tira',
    en: [
      'A dwarf lemon, lime, calamondin or mandarin needs a 30 to 50 litre pot with big drainage holes, a free-draining mix (citrus or cactus mix, or potting mix with a third bark or perlite), and 6 or more hours of sun.',
      'Water when the top 3 to 5 cm is dry, then until it runs out below; feed with a citrus feed every 2 to 4 weeks from spring to autumn; and bring it into a bright, cool room (about 10 to 15 °C) before frost, watering less in winter. Some leaf drop after moving it is normal.',
    ],
    es: [
      'Un limonero, limero, calamondín o mandarino enano necesita una maceta de 30 a 50 litros con agujeros grandes de drenaje, un sustrato que drene bien (para cítricos o cactus, o sustrato universal con un tercio de corteza o perlita) y 6 horas de sol o más.',
      'Riega cuando los primeros 3 a 5 cm estén secos, hasta que salga agua por abajo; abona con abono para cítricos cada 2 a 4 semanas de primavera a otoño, y antes de las heladas mételo en un cuarto luminoso y fresco (unos 10 a 15 °C), regando menos en invierno. Que pierda algunas hojas al cambiarlo de sitio es normal.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'strawberry-planters',
    topic: 'containers',
    title: [
      'Strawberries in pots, towers and hanging baskets',
      'Fresas en macetas, torres y cestas colgantes',
    ],
    cues: [
      'strawberr\\w*|fresas?|frutillas?|fresones?',
      `${POTS}|${BASKET}|towers?|gutters?|strawberry pots?|vertical|torres?|canalones?|balcon\\w*|terraza\\w*`,
    ],
    en: [
      'Strawberries suit pots well: three plants per 30 cm (12 in) pot or about 20 litres, or one per pocket of a strawberry tower, gutter or hanging basket, which keeps fruit off the ground and away from slugs; set the crown right at the soil surface.',
      'Give them 6 or more hours of sun, water often (pots dry fast when fruiting), feed with a tomato feed every 10 to 14 days once flowers appear, cut off most runners so the plant puts energy into fruit, and replace plants every 2 to 3 years; everbearing (day-neutral) types fruit from spring to autumn.',
    ],
    es: [
      'Las fresas (frutillas) van muy bien en maceta: tres plantas por maceta de 30 cm o unos 20 litros, o una por bolsillo en una torre, un canalón o una cesta colgante, que aleja la fruta del suelo y de las babosas; planta con la corona justo a ras de la tierra.',
      'Dales 6 horas de sol o más, riega a menudo (las macetas se secan rápido cuando dan fruta), abona con abono para tomates cada 10 a 14 días desde que florecen, corta casi todos los estolones para que la planta se centre en la fruta y renueva las plantas cada 2 o 3 años; las variedades reflorecientes dan fruta de primavera a otoño.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'saucers-pot-feet',
    topic: 'containers',
    title: ['Saucers and pot feet', 'Platos y pies para macetas'],
    cues: [
      'saucers?|drip trays?|pot feet|pot risers?|platos?|platitos?|plato de abajo|pies para macetas|patas? para macetas|calzos?|tacos?',
      `${POTS}|water|standing|agua|estancad\\w*|encharc\\w*|rain|lluvia`,
      'leave|left|empty|standing|sit\\w*|should|need|use|good|bad|mosquito\\w*|dej\\w*|vaci\\w*|quit\\w*|tir(?:o|ar)|necesari\\w*|hace falta|sirven?|bien|mal|estancad\\w*|us(?:o|ar)|pongo|poner',
    ],
    en: [
      'A saucer protects floors and balconies, but water left standing in it keeps the roots soggy and breeds mosquitoes: empty it 30 minutes after watering, or fill it with gravel so the pot sits above the water.',
      'Outdoors in winter or in a rainy season, take the saucers away and raise pots on pot feet, bricks or small wooden blocks so water drains freely and the drainage holes do not freeze shut.',
    ],
    es: [
      'El plato protege el suelo y el balcón, pero el agua que se queda en él encharca las raíces y cría mosquitos: vacíalo 30 minutos después de regar, o llénalo de grava para que la maceta quede por encima del agua.',
      'Fuera, en invierno o en la temporada de lluvias, quita los platos y eleva las macetas sobre pies, ladrillos o tacos de madera para que el agua salga libremente y los agujeros no se tapen con el hielo.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'white-crust-pots',
    topic: 'containers',
    title: ['White crust on pots and potting soil', 'Costra blanca en las macetas y en la tierra'],
    cues: [
      'white|crust\\w*|salt\\w*|mineral\\w*|blanc\\w*|costra\\w*|sal|sales|sarro|cal',
      'crust\\w*|deposits?|residue|build ?up|stains?|costra\\w*|manchas?|restos?|capa',
      `${POTS}|terra ?cotta|clay|soil|potting mix|barro|terracota|tierra|sustrato`,
    ],
    not: 'fuzzy|fluffy|mou?ld\\w*|moho|hongos?|pelusa|algodon\\w*|powder\\w*|polvo|leaves|hojas',
    en: [
      'A hard white or yellowish crust on the rim of clay pots or the top of the soil is salt and lime left behind by hard tap water and fertiliser, not mould (mould is fuzzy and soft).',
      'Scrape off the crust and the top centimetre of soil, and once a month water slowly with plenty of water (twice the pot volume) so it flushes out of the drainage holes; use rainwater or filtered water for sensitive plants, and scrub empty clay pots with water and vinegar.',
    ],
    es: [
      'La costra dura, blanca o amarillenta en el borde de las macetas de barro o sobre la tierra son sales y cal que dejan el agua dura del grifo y el abono, no moho (el moho es pelusa blanda).',
      'Raspa la costra y el primer centímetro de tierra, y una vez al mes riega despacio con mucha agua (el doble del volumen de la maceta) para que salga por los agujeros de drenaje; usa agua de lluvia o filtrada para las plantas delicadas, y frota las macetas de barro vacías con agua y vinagre.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'top-dressing-pots',
    topic: 'containers',
    title: [
      'Refreshing big pots without repotting (top-dressing)',
      'Renovar la tierra de macetas grandes sin trasplantar',
    ],
    cues: [
      'top ?dress\\w*|refresh\\w*|renew\\w*|replace (?:the )?(?:top|soil)|new soil|old soil|too big to repot|can.?t repot|renovar|renuevo|cambiar (?:la )?tierra|tierra nueva|tierra vieja|capa de arriba|sin trasplantar',
      `${POTS}|trees?|shrubs?|arbol\\w*|arbust\\w*|citric\\w*|limon\\w*|olivos?`,
    ],
    en: [
      'When a tree or shrub in a big pot is too heavy to repot, top-dress it each spring: scrape away the top 5 cm (2 in) of old mix without damaging roots and replace it with fresh potting mix or compost with some slow-release feed.',
      'Every 3 to 4 years, slide the plant out, trim a few centimetres of roots all round and at the bottom, and put it back in the same pot with fresh mix; do this in late winter or early spring, before new growth.',
    ],
    es: [
      'Cuando un árbol o arbusto en una maceta grande pesa demasiado para trasplantarlo, renueva cada primavera la capa de arriba: quita los 5 cm superiores de sustrato viejo sin dañar las raíces y pon sustrato nuevo o composta con un poco de abono de liberación lenta.',
      'Cada 3 o 4 años, saca la planta de la maceta, recorta unos centímetros de raíces alrededor y por abajo, y vuelve a ponerla en la misma maceta con sustrato nuevo; hazlo a finales del invierno o comienzos de la primavera, antes de que brote.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'trees-in-pots',
    topic: 'containers',
    title: ['Small trees for big pots', 'Árboles pequeños para macetones'],
    cues: [
      'trees?|arbol\\w*|arbolitos?',
      `${POTS}|balcon\\w*|terraza\\w*|patio|rooftops?|azotea\\w*`,
      'which|what|best|good|kind|ideas?|types?|cual\\w*|que|mejor\\w*|buen\\w*|tipos?|ideas?|recomiend\\w*',
    ],
    not: 'fruit\\w*|frut\\w*|lemon\\w*|limon\\w*|orange\\w*|naranj\\w*|citrus|citric\\w*|apple\\w*|manzan\\w*|fig\\w*|higo\\w*',
    en: [
      'Trees that stay happy for years in a 50 to 100 litre pot include olive, bay laurel, Japanese maple (in part shade), dwarf pomegranate, strawberry tree (Arbutus), crepe myrtle, dwarf citrus, and in warm places frangipani or a dwarf palm.',
      'Use a heavy pot or add stones to the base so it does not blow over, a loam-based or sturdy mix, pot feet for drainage, water often in summer, and top-dress every spring; in cold winters wrap the pot, since roots in pots freeze more easily than in the ground.',
    ],
    es: [
      'Árboles que viven bien años en un macetón de 50 a 100 litros: olivo, laurel, arce japonés (en semisombra), granado enano, madroño, árbol de Júpiter (crespón), cítricos enanos y, donde hace calor, plumeria (cacalosúchil, frangipani) o una palmera enana.',
      'Usa una maceta pesada o pon piedras en el fondo para que el viento no la tumbe, un sustrato con algo de tierra o firme, pies para que drene, riega a menudo en verano y renueva la capa de arriba cada primavera; con inviernos fríos envuelve la maceta, porque las raíces en maceta se hielan antes que en el suelo.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'bulbs-in-pots',
    topic: 'containers',
    title: ['Spring bulbs in pots (bulb lasagne)', 'Bulbos de primavera en maceta (lasaña de bulbos)'],
    cues: [
      'bulbs?|tulips?|daffodils?|crocus\\w*|hyacinths?|muscari|grape hyacinths?|bulbos?|tulipan\\w*|narcisos?|azafran\\w*|jacintos?|lasagn\\w*|lasan\\w*',
      `${POTS}|balcon\\w*|terraza\\w*|window ?box\\w*`,
    ],
    en: [
      'Plant spring bulbs in pots in autumn (September to November in the north, March to May in the south): a "bulb lasagne" puts big tulips or daffodils deepest (about 20 cm down), then hyacinths or smaller daffodils, then crocus or grape hyacinths near the top, for weeks of flowers in one pot.',
      'Plant them closer than in the ground (almost touching), keep the pot outdoors in the cold, water only if the mix is dry, and protect from squirrels with chicken wire on top; in warm climates such as southern Spain or Mexico, tulips and hyacinths need 6 to 8 weeks in the fridge first. The early flowers feed the first bees. Daffodil and hyacinth bulbs are poisonous if eaten.',
    ],
    es: [
      'Los bulbos de primavera se plantan en maceta en otoño (de septiembre a noviembre en el norte, de marzo a mayo en el sur): una "lasaña de bulbos" pone los tulipanes o narcisos grandes abajo del todo (a unos 20 cm), luego jacintos o narcisos pequeños, y arriba azafranes (crocus) o muscaris, para tener semanas de flores en una sola maceta.',
      'Plántalos más juntos que en el suelo (casi tocándose), deja la maceta fuera con el frío, riega solo si el sustrato está seco y protégelos de las ardillas con malla de gallinero encima; en climas cálidos como el sur de España o México, los tulipanes y jacintos necesitan antes 6 a 8 semanas en la nevera. Las flores tempranas alimentan a las primeras abejas. Los bulbos de narciso y jacinto son venenosos si se comen.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'succulent-mix',
    topic: 'containers',
    title: ['Soil and pots for succulents and cacti', 'Tierra y macetas para suculentas y cactus'],
    cues: [
      'succulents?|cact(?:us|i|uses)|aloes?|echeverias?|jade|crasas?|suculentas?|cactus|cactos?|nopal\\w*|sabila',
      'soil|mix|potting|compost|repot\\w*|pots?|tierra|sustrato|mezcla|trasplant\\w*|macetas?',
    ],
    not: 'water\\w*|rieg\\w*|regar|riego',
    en: [
      'Succulents and cacti need a gritty mix that drains in seconds: half potting mix and half perlite, pumice, coarse sand or fine gravel (or a bought cactus mix), in a pot with a drainage hole, ideally unglazed clay, only a little wider than the roots.',
      'Repot in spring or early summer, wearing thick gloves or holding cacti with folded newspaper, and wait a week before the first watering so any broken roots can heal.',
    ],
    es: [
      'Las suculentas (crasas) y los cactus necesitan una mezcla arenosa que drene en segundos: mitad sustrato y mitad perlita, pómez (piedra pómez, tezontle), arena gruesa o gravilla (o sustrato para cactus comprado), en una maceta con agujero, mejor de barro sin esmaltar y solo un poco más ancha que las raíces.',
      'Trasplanta en primavera o comienzos del verano, con guantes gruesos o sujetando los cactus con papel de periódico doblado, y espera una semana antes del primer riego para que sanen las raíces rotas.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'food-safe-containers',
    topic: 'containers',
    title: [
      'Which buckets and boxes are safe for growing food (paint, plastic, wood)',
      'Qué cubos y cajas son seguros para cultivar comida (pintura, plástico, madera)',
    ],
    cues: [
      'buckets?|crates?|barrels?|plastic|tin cans?|storage (?:bins?|boxes)|totes?|wine box\\w*|wooden box\\w*|recycl\\w*|upcycl\\w*|cubos?|baldes?|cubetas?|cajas? de (?:fruta|vino|madera)|cajones?|barriles?|toneles?|plastico\\w*|latas?|garrafas?|bidones?|recicl\\w*|reutiliz\\w*',
      'safe|toxic|food.?(?:grade|safe)|chemicals?|leach\\w*|seguros?|seguras?|toxic\\w*|quimic\\w*|apto\\w*|uso alimentario',
      'grow\\w*|plant\\w*|planters?|pots?|cultiv\\w*|sembr\\w*|macetas?|huerto',
    ],
    not: 'tyres?|tires?|llantas?|neumaticos?|treated|tratad\\w*',
    en: [
      'Food-grade plastic buckets (marked with recycling number 2 HDPE, 4 LDPE or 5 PP), old food crates, wine boxes and untreated wooden boxes are fine for vegetables; drill 4 to 6 holes of about 1 cm in the bottom.',
      'Avoid containers that held paint, oil, solvents or pesticides, old PVC (number 3), and painted or pressure-treated wood of unknown age; metal tins work but heat up in the sun, so shade their sides.',
    ],
    es: [
      'Los cubos (baldes, cubetas) de plástico de uso alimentario (con el número de reciclaje 2 HDPE, 4 LDPE o 5 PP), las cajas de fruta, las cajas de vino y los cajones de madera sin tratar sirven para hortalizas; haz 4 a 6 agujeros de 1 cm en el fondo.',
      'Evita los recipientes que tuvieron pintura, aceite, disolventes o plaguicidas, el PVC viejo (número 3) y la madera pintada o tratada de origen desconocido; las latas de metal sirven pero se calientan al sol, así que dales sombra por los lados.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'overwinter-chillies',
    topic: 'containers',
    title: [
      'Keeping chilli and pepper plants over winter',
      'Pasar el invierno con las plantas de chile o pimiento',
    ],
    cues: [
      'chil(?:l?i|e)s?|chil(?:l?i|e)es|peppers?|capsicums?|jalapenos?|habaneros?|chiles?|pimient\\w*|ajies?|aji|rocotos?|guindill\\w*|morrones?',
      'winter\\w*|overwinter\\w*|next year|keep (?:it|them) (?:alive|going)|indoors|invierno\\w*|invernar|ano que viene|proximo ano|dentro de casa|conservar|mantener viv\\w*',
    ],
    en: [
      'Chilli and pepper plants are perennials and can live for years: before the first frost, cut the stems back to a few branches 15 to 20 cm tall, check for aphids, pot them in a 5 to 10 litre pot and keep them on a bright, cool windowsill (10 to 15 °C).',
      'Water lightly only when the pot is nearly dry and do not feed until spring; when new leaves appear in late winter, move to a bigger pot, feed, and put outside after the last frost. They crop earlier than new plants from seed.',
    ],
    es: [
      'Las plantas de chile, ají o pimiento son perennes y pueden vivir años: antes de la primera helada, corta los tallos dejando unas pocas ramas de 15 a 20 cm, revisa que no tengan pulgones, ponlas en una maceta de 5 a 10 litros y déjalas junto a una ventana luminosa y fresca (10 a 15 °C).',
      'Riega poco, solo cuando la maceta esté casi seca, y no abones hasta la primavera; cuando a finales del invierno salgan hojas nuevas, pásalas a una maceta más grande, abónalas y sácalas después de la última helada. Dan fruto antes que las plantas nuevas de semilla.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'moving-big-pots',
    topic: 'containers',
    title: ['Moving heavy pots without hurting your back', 'Mover macetas pesadas sin lastimarse la espalda'],
    cues: [
      'move|moving|shift\\w*|lift\\w*|carry\\w*|mover|muevo|mueve|trasladar|levantar|cargar|llevar',
      `${POTS}|macetones?|planters?`,
      'heavy|big|large|huge|pesad\\w*|grandes?|enormes?|inmens\\w*|back|espalda',
    ],
    en: [
      'Water a heavy pot a day after moving rather than before (wet mix weighs about 1 kg per litre), and move it on a plant caddy with wheels, a sack truck, or by "walking" it, tilting and turning it on its edge; two people lift with bent knees and a straight back.',
      'Put pots that will need to move for winter or sun on wheeled stands from the start, and keep children and pets clear while moving them; they tip easily.',
    ],
    es: [
      'Riega un macetón después de moverlo y no antes (el sustrato mojado pesa alrededor de 1 kg por litro), y muévelo sobre una base con ruedas, una carretilla de mano o "caminándolo", inclinándolo y girándolo sobre su borde; entre dos personas, se levanta con las rodillas dobladas y la espalda recta.',
      'Pon desde el principio sobre bases con ruedas las macetas que tendrás que mover en invierno o para buscar el sol, y mantén lejos a niños y mascotas mientras las mueves: se vuelcan fácilmente.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'kitchen-hydroponics',
    topic: 'containers',
    title: [
      'Growing in water (simple hydroponics) at home',
      'Cultivar en agua (hidroponía sencilla) en casa',
    ],
    cues: [
      'hydroponi\\w*|kratky|grow in water|growing in water|without soil|no soil|aquaponi\\w*|hidroponi\\w*|acuaponi\\w*|en agua sin tierra|sin tierra',
    ],
    en: [
      'The simplest home hydroponics is the Kratky method: a dark jar or box filled with water and a hydroponic nutrient, with a lid holding a net cup of clay pebbles or rockwool where a lettuce, basil or pak choi seedling grows; leave an air gap of 2 to 5 cm under the lid as the roots grow down.',
      'Use a proper hydroponic nutrient (plain water or ordinary plant food is not enough), keep it out of direct sun so algae do not grow, top up with nutrient solution when the level falls by half, and give a bright window or grow light; lettuce is ready in 5 to 6 weeks, a good project with children.',
    ],
    es: [
      'La hidroponía casera más sencilla es el método Kratky: un frasco o caja oscura con agua y nutriente hidropónico, con una tapa que sujeta una canastilla con bolitas de arcilla o lana de roca donde crece un plantín de lechuga, albahaca o pak choi; deja una cámara de aire de 2 a 5 cm bajo la tapa a medida que bajan las raíces.',
      'Usa un nutriente hidropónico de verdad (el agua sola o el abono normal no bastan), mantenlo fuera del sol directo para que no crezcan algas, rellena con solución nutritiva cuando el nivel baje a la mitad y ponlo junto a una ventana luminosa o bajo una lámpara de cultivo; la lechuga está lista en 5 o 6 semanas, un buen proyecto con niños.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'seed-starting-mix',
    topic: 'containers',
    title: [
      'Seed compost or multipurpose mix for sowing',
      'Tierra para semilleros: sustrato de semillero o universal para sembrar',
    ],
    cues: [
      'seeds?|seedlings?|sowing|seed trays?|semillas?|semilleros?|almacig\\w*|siembra|plantines?|germinar',
      'mix|compost|soil|potting|medium|starting|sustrato|tierra|mezcla|turba|fibra de coco',
      // appended: making one ("how do I make my own seed starting mix", "¿cómo preparo tierra para semilleros?")
      'which|what|best|kind|type|special|need|use|cual|que|mejor|tipo|especial|necesit\\w*|us(?:o|ar)|sirve|make|making|homemade|own|diy|recipe|prepar\\w*|hacer|hago|hacemos|caser[oa]|receta',
    ],
    en: [
      'Seeds germinate best in a fine, light seed-starting mix with little fertiliser: bought seed compost, or sieved multipurpose compost mixed half and half with vermiculite or perlite; coir-based mixes work well and are peat-free.',
      'Avoid garden soil (it packs down and carries fungus that causes damping off) and rich compost straight from the heap; water the mix before sowing, and move seedlings into richer potting mix once they have their first true leaves.',
    ],
    es: [
      'Las semillas germinan mejor en un sustrato de semillero fino, ligero y con poco abono: sustrato para semilleros comprado, o sustrato universal tamizado mezclado a partes iguales con vermiculita o perlita; las mezclas de fibra de coco funcionan bien y no llevan turba.',
      'Evita la tierra del jardín (se apelmaza y trae hongos que causan el mal del semillero) y la composta fuerte recién sacada; humedece el sustrato antes de sembrar y pasa los plantines a un sustrato más rico cuando tengan sus primeras hojas verdaderas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'mint-in-pots',
    topic: 'containers',
    title: ['Keeping mint in a pot so it does not spread', 'La menta en maceta para que no invada'],
    cues: [
      'mint|spearmint|peppermint|menta|hierbabuena|yerbabuena|hierba buena|piperita|poleo',
      'spread\\w*|invasive|invad\\w*|take over|taking over|runners?|everywhere|contain\\w*|sink|bury|buried|se extiende|extiend\\w*|invasora|se come|por todas partes|control\\w*|enterrar|enterrad\\w*',
    ],
    en: [
      'Mint spreads by underground runners and can take over a bed in a year, so grow it in its own pot of at least 20 to 30 cm, either on the patio or sunk into the ground with the rim 5 cm above the soil so runners cannot jump out.',
      'Lift, divide and repot it every spring or two, keep it moist and in part shade, and let some stems flower in summer: bees and hoverflies love mint flowers.',
    ],
    es: [
      'La menta (hierbabuena) se extiende con estolones bajo tierra y puede invadir un bancal en un año, así que cultívala sola en una maceta de al menos 20 a 30 cm, en el patio o enterrada en el suelo con el borde 5 cm por encima de la tierra para que los estolones no salten.',
      'Sácala, divídela y vuelve a plantarla cada una o dos primaveras, mantenla húmeda y en semisombra, y deja florecer algunos tallos en verano: a las abejas y los sírfidos les encantan sus flores.',
    ],
    source: 'general-horticulture',
  }),
]
