// More compost and soil facts from families' wording: a hot pile, the greens-to-browns mix, where a bin goes,
// mushroom compost, garden lime, Epsom salt and signs that soil needs feeding. Sources: extension-service home
// composting and soil fertility guides.
import { buildFact, COMPOST, SOIL } from './fact-builder'
import type { TopicFact } from './topic-facts'

export const MORE_FACTS_6: TopicFact[] = [
  buildFact({
    id: 'compost-heat',
    topic: 'soil',
    title: ['A warm compost pile', 'Un compost que se calienta'],
    cues: [
      COMPOST,
      'hot|heat\\w*|warm\\w*|steam\\w*|temperature|caliente|calor|calienta|humea|vapor|temperatura|tibio',
    ],
    en: [
      'Yes, a warm or even steaming middle is a good sign: microbes breaking down greens heat a well-mixed pile to 40 to 65 °C within days, which speeds it up and kills many weed seeds.',
      'It cools after a week or two; turn it and add water and greens to heat it up again. A pile that never warms is fine too, just slower (a cold pile).',
    ],
    es: [
      'Sí, que el centro esté caliente o incluso eche vapor es buena señal: los microbios que deshacen los restos verdes calientan un montón bien mezclado a 40 o 65 °C en pocos días, lo que acelera el compost y mata muchas semillas de malas hierbas.',
      'Se enfría a la semana o dos; voltéalo y añade agua y verdes para que se caliente otra vez. Un compost que nunca se calienta también está bien, solo es más lento (compost frío).',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'greens-browns-ratio',
    topic: 'soil',
    title: ['The mix of greens and browns', 'La proporción de verdes y secos'],
    cues: [
      'ratio|proportion|how much|how many|balance|mix|mezcla|cuantos|proporcion\\w*|cuanto|equilibrio|relacion',
      'greens?|browns?|verdes?|marrones?|secos?|carbon|nitrogen|carbono|nitrogeno',
    ],
    en: [
      'Aim for roughly 2 to 3 buckets of "browns" (dry leaves, shredded cardboard, straw) for every bucket of "greens" (fruit and vegetable scraps, grass clippings, coffee grounds); by volume, equal parts also work.',
      'Too many greens make it wet and smelly, so add browns; too many browns make it dry and slow, so add greens and water.',
    ],
    es: [
      'Procura más o menos 2 o 3 cubos de "marrones" o secos (hojas secas, cartón en trozos, paja) por cada cubo de "verdes" (restos de fruta y verdura, césped, posos de café); a ojo, mitad y mitad también funciona.',
      'Demasiados verdes lo dejan húmedo y con mal olor, así que añade secos; demasiados secos lo dejan seco y lento, así que añade verdes y agua.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'compost-bin-spot',
    topic: 'soil',
    title: ['Where to put a compost bin', 'Dónde poner la compostera'],
    cues: [
      COMPOST,
      'where|spot|place|location|sun|sunny|shade|shady|next to|near|fence|wall|house|donde|sitio|lugar|ubic\\w*|sol|sombra|soleado|junto a|cerca de|valla|pared|muro|casa',
    ],
    en: [
      'Put the bin on bare soil, not paving, so worms can move in and liquid drains away, in a level spot in part shade: full sun dries it out and deep shade keeps it cold.',
      "Keep it handy for the kitchen and the beds, out of the way of a neighbour's window, and with room to turn it.",
    ],
    es: [
      'Pon la compostera sobre tierra, no sobre baldosas, para que entren las lombrices y drene el líquido, en un sitio llano con media sombra: el sol pleno la reseca y la sombra total la enfría.',
      'Que quede cerca de la cocina y del huerto, lejos de la ventana del vecino y con sitio para voltearla.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'mushroom-compost',
    topic: 'soil',
    title: ['Mushroom compost', 'Compost de champiñón'],
    cues: [
      'mushroom compost|spent mushroom|compost de (?:champinon|setas|hongos)|sustrato de (?:champinon|setas|hongos)',
    ],
    en: [
      'Spent mushroom compost is a cheap, good mulch and soil improver for most vegetable beds and flowers, spread 5 cm deep.',
      'It contains lime, so keep it away from blueberries, azaleas, rhododendrons and other acid lovers, and do not use it every year on already alkaline soil.',
    ],
    es: [
      'El compost de champiñón usado es un acolchado y mejorador barato y bueno para casi todos los bancales y flores, en una capa de 5 cm.',
      'Lleva cal, así que no lo uses con arándanos, azaleas, rododendros y otras plantas de suelo ácido, ni cada año en un suelo ya alcalino.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'garden-lime',
    topic: 'soil',
    title: ['Garden lime', 'La cal agrícola'],
    cues: [
      'garden lime|lime (?:for|on|to|in) (?:the |my )?(?:soil|garden|beds?|lawn)|liming|agricultural lime|dolomit\\w*|cal (?:agricola|viva|apagada|dolomitica)|encal\\w*|(?:la )?cal (?:en|para) (?:la )?(?:tierra|huerto|suelo)|la cal',
    ],
    en: [
      'Garden lime (ground limestone) raises the pH of acid soil and adds calcium, so cabbages, beans and most vegetables grow better where soil is below about pH 6.',
      'Test the pH first, spread it in autumn or winter at the rate on the pack, not at the same time as manure, and never on soil for blueberries, azaleas or potatoes; wear gloves and keep children and pets off until it is watered in.',
    ],
    es: [
      'La cal agrícola (caliza molida) sube el pH de los suelos ácidos y aporta calcio, así que coles, judías y casi todas las hortalizas crecen mejor donde la tierra está por debajo de pH 6.',
      'Mide antes el pH, échala en otoño o invierno en la dosis del envase, no a la vez que el estiércol, y nunca en tierra para arándanos, azaleas o patatas; usa guantes y que niños y mascotas no pisen hasta que se riegue.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'epsom-salt',
    topic: 'soil',
    title: ['Epsom salt for plants', 'La sal de Epsom en las plantas'],
    cues: ['epsom|magnesium sulfate|sulfato de magnesio|sal de epsom|sal inglesa'],
    en: [
      'Epsom salt is magnesium sulfate: it only helps where a soil test shows magnesium is short (yellowing between the veins of older leaves).',
      'Most garden soils have enough, and extra can upset the soil; compost and a balanced feed are better for tomatoes and peppers, and it does not prevent blossom-end rot.',
    ],
    es: [
      'La sal de Epsom es sulfato de magnesio: solo ayuda donde un análisis muestra que falta magnesio (amarilleo entre los nervios de las hojas viejas).',
      'Casi todos los suelos tienen suficiente y el exceso puede desequilibrarlos; para tomates y pimientos es mejor el compost y un abono equilibrado, y no evita la podredumbre apical.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'soil-needs-feeding',
    topic: 'soil',
    title: ['Signs that soil needs feeding', 'Señales de que la tierra necesita abono'],
    cues: [
      `${SOIL}|plants?|plantas?`,
      'needs? (?:fertili\\w*|feeding|food|nutrients?)|hungry|poor|worn out|tired|necesita (?:abono|nutrientes|comida)|pobre|agotada|cansada|hay que abonar',
    ],
    en: [
      'Signs of hungry soil: pale or yellowing older leaves, slow, small growth, few flowers or fruit, and pale, dusty soil with few worms; a soil test from a lab shows exactly what is short.',
      'Spread 2 to 5 cm of compost every year, add a balanced organic feed for hungry crops such as tomatoes and squash, and rotate crops; too much fertiliser does harm, so feed little and often.',
    ],
    es: [
      'Señales de tierra con hambre: hojas viejas pálidas o amarillas, crecimiento lento y pequeño, pocas flores o frutos, y tierra clara y polvorienta con pocas lombrices; un análisis de laboratorio dice exactamente qué falta.',
      'Extiende de 2 a 5 cm de compost cada año, añade un abono orgánico equilibrado para cultivos glotones como tomates y calabazas, y rota los cultivos; el exceso de abono hace daño, así que abona poco y a menudo.',
    ],
    source: 'extension-service',
  }),
]
