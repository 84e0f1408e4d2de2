// The plant doctor's knowledge: symptoms a family describes, and the causes behind them with what to check and do.
// Fixes are bee-safe first: cultural fixes and hand removal before any spray, and never sprays on open flowers.
import type { Language } from '../../../../../shared/constants'
import type { KnowledgeSource } from './plant-profile-types'

export interface Cause {
  id: string
  /** [what it is, what to check, what to do] */
  text: Record<Language, [string, string, string]>
  source: KnowledgeSource
}

export interface Symptom {
  id: string
  name: Record<Language, string>
  /** Patterns on folded text (lower case, no accents). */
  pattern: RegExp
  /** Causes, most likely first. */
  causes: string[]
}

const c = (
  id: string,
  en: [string, string, string],
  es: [string, string, string],
  source: KnowledgeSource = 'extension-service',
): Cause => ({
  id,
  text: { en, es },
  source,
})

export const CAUSES: Cause[] = [
  // Diseases of one plant family, led for those plants only (PLANT_CAUSES below).
  c(
    'peach-leaf-curl',
    [
      'peach leaf curl, a fungus (Taphrina deformans) of peaches, nectarines and almonds',
      'in spring the new leaves are thick, puffy, blistered and red or purple, then turn pale and drop; it follows a cool, wet spring',
      'pick off and bin the worst leaves and feed and water the tree so it grows a second set of leaves; to prevent it next year, spray a copper fungicide in late autumn after leaf fall and again in late winter before the buds swell (the tree is dormant and there are no flowers, so bees are not harmed), or keep rain off the tree with a cover in late winter',
    ],
    [
      'la lepra o abolladura del melocotonero, un hongo (Taphrina deformans) de duraznos, nectarinas y almendros',
      'en primavera las hojas nuevas salen gruesas, abolsadas, con ampollas y rojizas o moradas, y luego palidecen y caen; aparece tras una primavera fresca y lluviosa',
      'quita y tira las hojas peores, y riega y abona el árbol para que saque hojas nuevas; para evitarla el año que viene, aplica un fungicida de cobre en otoño tras la caída de las hojas y otra vez a final de invierno, antes de que se hinchen las yemas (el árbol está en reposo y sin flores, así que las abejas no corren peligro), o protege el árbol de la lluvia con un techo a final de invierno',
    ],
  ),
  c(
    'strawberry-leaf-spot',
    [
      'strawberry leaf spot, a fungus (Mycosphaerella)',
      'small round purple or reddish spots, later with a grey or white centre, on the leaves, worse in wet weather and on crowded plants',
      'remove and bin the spotted leaves, water at the base in the morning without wetting the leaves, thin the plants so air moves between them, and replace old plants with healthy new runners every 3 years',
    ],
    [
      'la viruela o mancha de la hoja de la fresa, un hongo (Mycosphaerella)',
      'manchitas redondas moradas o rojizas en las hojas, que luego tienen el centro gris o blanco, peores con tiempo húmedo y plantas apretadas',
      'quita y tira las hojas manchadas, riega en la base por la mañana sin mojar las hojas, aclara las plantas para que corra el aire y renueva las plantas viejas con estolones sanos cada 3 años',
    ],
  ),
  c(
    'overwater',
    [
      'too much water or poor drainage',
      'push a finger 2–3 cm (an inch) into the soil: if it is wet, and the pot or bed stays soggy, the roots are short of air',
      'water only when the top inch of soil is dry, and make sure pots have drainage holes',
    ],
    [
      'exceso de agua o mal drenaje',
      'mete un dedo 2–3 cm en la tierra: si está mojada y la maceta o el bancal siguen encharcados, a las raíces les falta aire',
      'riega solo cuando los primeros centímetros estén secos y asegúrate de que la maceta tenga agujeros de drenaje',
    ],
  ),
  c(
    'nitrogen',
    [
      'hunger for nitrogen',
      'the older, lower leaves turn pale yellow first, all over the leaf',
      'feed with compost or a balanced organic fertiliser, a little every two weeks',
    ],
    [
      'falta de nitrógeno',
      'las hojas viejas de abajo amarillean primero, de forma pareja',
      'abona con compost o un fertilizante orgánico equilibrado, un poco cada dos semanas',
    ],
  ),
  c(
    'underwater',
    [
      'not enough water',
      'the soil is dry a finger deep and leaves perk up after watering',
      'water deeply at the base, in the morning, and mulch to keep the soil moist',
    ],
    [
      'falta de agua',
      'la tierra está seca a un dedo de profundidad y las hojas se recuperan al regar',
      'riega en profundidad junto a la base, por la mañana, y acolcha para mantener la humedad',
    ],
  ),
  c(
    'old-leaves',
    [
      'old leaves ending their life',
      'only one or two of the lowest leaves are yellow and the new growth looks healthy',
      'nothing to worry about: pick them off',
    ],
    [
      'hojas viejas que terminan su vida',
      'solo una o dos hojas de abajo están amarillas y los brotes nuevos se ven sanos',
      'no pasa nada: quítalas',
    ],
  ),
  c(
    'iron',
    [
      'lack of iron (chlorosis), common in chalky soil',
      'the young leaves turn yellow while their veins stay green',
      'use rainwater, add acid compost and an iron (chelate) feed',
    ],
    [
      'falta de hierro (clorosis), típica en suelos calizos',
      'las hojas jóvenes amarillean pero los nervios siguen verdes',
      'riega con agua de lluvia, añade compost ácido y un abono con hierro (quelato)',
    ],
  ),
  c(
    'heat',
    [
      'heat stress',
      'it happens on hot, sunny afternoons and the plant recovers in the evening',
      'water deeply in the morning, mulch, and give afternoon shade with a cloth during heat waves',
    ],
    [
      'estrés por calor',
      'pasa en tardes de mucho calor y sol y la planta se recupera al anochecer',
      'riega a fondo por la mañana, acolcha y da sombra por la tarde con una malla en las olas de calor',
    ],
  ),
  c(
    'wind',
    [
      'wind',
      'the plant stands in an open, windy spot and the damage is on the windward side',
      'give it shelter or a windbreak and stake tall plants',
    ],
    [
      'el viento',
      'la planta está en un lugar abierto y con viento, y el daño está del lado del viento',
      'dale abrigo o un cortavientos y entutora las plantas altas',
    ],
  ),
  c(
    'sun-scorch',
    [
      'sun scorch',
      'brown, dry patches appear on the leaves that face the afternoon sun',
      'water in the morning, never on leaves in full sun, and give light afternoon shade',
    ],
    [
      'quemadura de sol',
      'aparecen manchas marrones y secas en las hojas que dan al sol de la tarde',
      'riega por la mañana, sin mojar las hojas a pleno sol, y da algo de sombra por la tarde',
    ],
  ),
  c(
    'salt',
    [
      'too much fertiliser (salt build-up)',
      'leaf tips and edges go brown and a white crust forms on the pot or soil',
      'water through the pot thoroughly to wash the salts out and feed less often',
    ],
    [
      'exceso de abono (acumulación de sales)',
      'las puntas y bordes se ponen marrones y aparece una costra blanca en la maceta o la tierra',
      'riega abundantemente para lavar las sales y abona menos a menudo',
    ],
  ),
  c(
    'calcium',
    [
      'blossom-end rot: the fruit cannot get enough calcium, usually because watering is uneven',
      'a dark, leathery patch at the bottom of the fruit, often on the first fruits after dry spells',
      'water regularly and deeply so the soil never dries out completely, mulch, and remove the spoiled fruits',
    ],
    [
      'podredumbre apical (culo negro): al fruto no le llega suficiente calcio, casi siempre por un riego irregular',
      'una mancha oscura y dura en la parte de abajo del fruto, a menudo en los primeros frutos tras días secos',
      'riega con regularidad y en profundidad para que la tierra nunca se seque del todo, acolcha y quita los frutos dañados',
    ],
  ),
  c(
    'powdery-mildew',
    [
      'powdery mildew, a fungus',
      'a white, dusty coating that rubs off, worst in late summer with dry roots and humid nights',
      'remove the worst leaves, water the soil not the leaves, give the plant space and air; a spray of 1 part milk to 9 parts water on the leaves (not on open flowers) helps',
    ],
    [
      'oídio (ceniza), un hongo',
      'una capa blanca como polvo que se quita al frotar, peor al final del verano con raíces secas y noches húmedas',
      'quita las hojas peores, riega la tierra y no las hojas, deja espacio y aire; pulverizar 1 parte de leche por 9 de agua sobre las hojas (no en flores abiertas) ayuda',
    ],
  ),
  c(
    'leaf-spot',
    [
      'a fungal leaf spot',
      'round brown or black spots, often with a yellow ring, starting on lower leaves after wet weather',
      'pick off spotted leaves, water at the base in the morning and leave space between plants',
    ],
    [
      'una mancha foliar por hongos',
      'manchas redondas marrones o negras, a menudo con un aro amarillo, empezando por las hojas de abajo tras días húmedos',
      'quita las hojas manchadas, riega en la base por la mañana y deja espacio entre plantas',
    ],
  ),
  c(
    'black-spot',
    [
      'black spot, a fungus of roses',
      'black spots with fringed edges and yellowing leaves that drop',
      'pick up and bin fallen leaves, water at the base, prune for airflow, and grow resistant roses',
    ],
    [
      'mancha negra, un hongo de los rosales',
      'manchas negras de borde irregular y hojas que amarillean y caen',
      'recoge y tira las hojas caídas, riega en la base, poda para que corra el aire y elige rosales resistentes',
    ],
  ),
  c(
    'rust',
    [
      'rust, a fungus',
      'orange or brown powdery bumps under the leaves',
      'remove affected leaves, avoid wetting the leaves and give the plants more air',
    ],
    [
      'roya, un hongo',
      'bultitos de polvo naranja o marrón debajo de las hojas',
      'quita las hojas afectadas, no mojes las hojas y deja más aire entre plantas',
    ],
  ),
  c(
    'grey-mould',
    [
      'grey mould (botrytis), a fungus of damp weather',
      'soft rot covered in grey fuzz, on fruit touching the soil or crowded plants',
      'remove rotten fruit at once, lift fruit off the soil with straw, water the soil not the plant and thin crowded growth',
    ],
    [
      'moho gris (botrytis), un hongo del tiempo húmedo',
      'podredumbre blanda cubierta de pelusa gris, en frutos que tocan la tierra o plantas apretadas',
      'quita enseguida los frutos podridos, separa los frutos del suelo con paja, riega la tierra y aclara las plantas',
    ],
  ),
  c(
    'low-light',
    [
      'too little light',
      'long thin stems leaning towards the window, pale leaves',
      'give seedlings the brightest spot or a grow light 5–10 cm above them for 14–16 hours, keep them cooler, and bury leggy tomato stems deeper when you transplant',
    ],
    [
      'falta de luz',
      'tallos largos y finos que se inclinan hacia la ventana, hojas pálidas',
      'pon los plantines en el lugar más luminoso o bajo una lámpara a 5–10 cm durante 14–16 horas, mantenlos más frescos y entierra más hondo los tallos de tomate al trasplantar',
    ],
  ),
  c(
    'too-much-nitrogen',
    [
      'too much nitrogen or not enough sun',
      'lots of lush leaves, few or no flowers, less than 6 hours of direct sun',
      'stop high-nitrogen feeds, use a tomato (potassium) feed and give the plant a sunnier spot',
    ],
    [
      'exceso de nitrógeno o poco sol',
      'muchas hojas frondosas y pocas o ninguna flor, menos de 6 horas de sol directo',
      'deja los abonos ricos en nitrógeno, usa un abono de tomate (potasio) y dale un lugar más soleado',
    ],
  ),
  c(
    'pollination',
    [
      'poor pollination',
      'flowers open but fall off or fruits stay tiny; few bees visit',
      'plant bee flowers nearby (borage, lavender, marigolds), avoid sprays, and gently shake the flowers or move pollen with a small brush',
    ],
    [
      'mala polinización',
      'las flores abren pero se caen o los frutos no crecen; vienen pocas abejas',
      'planta flores para abejas cerca (borraja, lavanda, tagetes), no uses sprays y sacude las flores o pasa el polen con un pincel',
    ],
  ),
  c(
    'squash-pollination',
    [
      'poor pollination: the baby fruit behind a female flower that was not fully pollinated turns yellow, goes soft and rots from the tip instead of growing',
      'few bees on cold, wet or cloudy days, or no male flowers (on a thin stalk, with no baby fruit) open at the same time as the female ones, which is common early in the season',
      'hand-pollinate in the morning: pick an open male flower, take off its petals and dab its pollen onto the centre of the open female flower; grow bee flowers nearby (borage, marigolds, lavender), never spray open flowers, and pick off the rotting fruits',
    ],
    [
      'mala polinización: el frutito que hay detrás de una flor hembra que no se polinizó bien amarillea, se ablanda y se pudre desde la punta en vez de crecer',
      'pocas abejas en días fríos, lluviosos o nublados, o ninguna flor macho (con tallo fino y sin frutito) abierta a la vez que las hembras, algo habitual al principio de la temporada',
      'poliniza a mano por la mañana: corta una flor macho abierta, quítale los pétalos y toca con su polen el centro de la flor hembra abierta; planta flores para abejas cerca (borraja, tagetes, lavanda), nunca rocíes flores abiertas y quita los frutos podridos',
    ],
  ),
  c(
    'phosphorus',
    [
      'cold soil or too little phosphorus: roots in cold soil cannot take up phosphorus, and the plant shows it in purple',
      'young plants with purple or reddish leaves, stems or leaf undersides, growing slowly after cold nights or in cold soil',
      'keep seedlings above about 15 °C (60 °F), plant out only when the soil has warmed, and feed with compost or a balanced fertiliser; the purple fades as the plant grows',
    ],
    [
      'tierra fría o falta de fósforo: con la tierra fría las raíces no pueden tomar el fósforo, y la planta lo muestra en morado',
      'plantas jóvenes con hojas, tallos o el envés de las hojas morados o rojizos, que crecen despacio tras noches frías o en tierra fría',
      'mantén los plantines por encima de unos 15 °C, trasplanta solo cuando la tierra se haya templado y abona con compost o un fertilizante equilibrado; el morado desaparece al crecer',
    ],
  ),
  c(
    'heat-fruitset',
    [
      'temperatures too hot (or too cold) to set fruit',
      'days above about 32 °C (90 °F) or nights below about 13 °C (55 °F) when flowering',
      'keep watering and mulching; fruit sets again when the temperature eases, and afternoon shade helps',
    ],
    [
      'temperaturas demasiado altas (o bajas) para cuajar',
      'días de más de unos 32 °C o noches de menos de unos 13 °C durante la floración',
      'sigue regando y acolchando; volverá a cuajar cuando baje el calor, y la sombra por la tarde ayuda',
    ],
  ),
  c(
    'male-flowers',
    [
      'the first flowers are male flowers, which always fall off',
      'male flowers sit on a thin stalk; female flowers have a tiny fruit behind the petals',
      'be patient: female flowers follow in a week or two, and bees carry pollen from male to female; you can help with a small brush',
    ],
    [
      'las primeras flores son machos, que siempre se caen',
      'las flores macho tienen un tallo fino; las hembra llevan un frutito detrás de los pétalos',
      'paciencia: las hembras llegan en una o dos semanas y las abejas llevan el polen del macho a la hembra; puedes ayudar con un pincel',
    ],
  ),
  c(
    'natural-drop',
    [
      'the plant shedding extra fruit it cannot feed (fruit trees do this in early summer, the "June drop")',
      'only small fruits fall, a few weeks after flowering, and plenty stay on the branch',
      'nothing to worry about: keep watering evenly in dry spells, mulch, and thin crowded clusters yourself',
    ],
    [
      'la planta suelta los frutos que no puede alimentar (los frutales lo hacen a principios de verano)',
      'solo caen frutos pequeños, unas semanas después de la floración, y quedan muchos en la rama',
      'no pasa nada: riega de forma regular cuando no llueva, acolcha y aclara tú los racimos muy cargados',
    ],
  ),
  c(
    'wrong-pruning',
    [
      "pruning at the wrong time: many shrubs (bigleaf hydrangeas, lilacs, camellias, forsythia) flower on last year's stems, and a late frost can kill their buds too",
      'the plant was cut back in autumn, winter or spring, or a frost came just as the buds were swelling',
      'prune those shrubs just after they flower, and in spring only remove dead stems; cover buds with fleece on frosty nights',
    ],
    [
      'la poda a destiempo: muchos arbustos (hortensias, lilas, camelias, forsitias) florecen en los tallos del año anterior, y una helada tardía también puede matar sus yemas',
      'se podó en otoño, invierno o primavera, o heló justo cuando se hinchaban las yemas',
      'poda esos arbustos justo después de la floración y en primavera quita solo los tallos secos; protege las yemas con manta térmica las noches de helada',
    ],
    'extension-service',
  ),
  c(
    'damping-off',
    [
      'damping off, a fungus that rots seedlings at the soil line',
      'the stems look thin, dark and pinched just above the soil, and seedlings topple over in patches',
      'sow in fresh seed compost in clean pots, water from below and only when the surface is dry, give air and light, and do not sow too thickly; fallen seedlings cannot be saved, so sow again',
    ],
    [
      'el mal del semillero (damping off), un hongo que pudre los plantines a ras de tierra',
      'el tallo se ve fino, oscuro y estrangulado justo encima de la tierra, y los plantines se caen por zonas',
      'siembra en sustrato nuevo para semilleros y macetas limpias, riega desde abajo y solo cuando la superficie esté seca, da aire y luz y no siembres muy tupido; los caídos no se recuperan, así que vuelve a sembrar',
    ],
  ),
  c(
    'irregular-water',
    [
      'uneven watering: a big drink after a dry spell makes the fruit swell faster than its skin can stretch',
      'the cracks appeared after heavy rain or a long soak following dry days',
      'water deeply and regularly so the soil never dries right out, mulch to keep it evenly moist, and pick ripening fruit before heavy rain; cracked fruit is fine to eat straight away',
    ],
    [
      'el riego irregular: mucha agua después de días secos hace que el fruto engorde más rápido de lo que su piel se estira',
      'las grietas salieron tras una lluvia fuerte o un riego abundante después de días secos',
      'riega a fondo y con regularidad para que la tierra nunca se seque del todo, acolcha para mantener la humedad y cosecha los frutos que maduran antes de la lluvia fuerte; los agrietados se pueden comer enseguida',
    ],
  ),
  c(
    'crowding',
    [
      'plants too close together, competing for water, food and light',
      'the seedlings were never thinned, or plants stand closer than the spacing on the packet',
      'thin seedlings early to the right spacing (carrots about 5 cm, onions and beets about 10 cm), and give roots loose, stone-free soil with compost that is not too rich',
    ],
    [
      'plantas demasiado juntas, que compiten por agua, alimento y luz',
      'nunca se aclararon los plantines, o las plantas están más juntas de lo que indica el sobre',
      'aclara pronto a la distancia correcta (zanahorias unos 5 cm, cebollas y remolachas unos 10 cm) y dales a las raíces tierra suelta, sin piedras, con compost pero sin exceso de abono',
    ],
  ),
  c(
    'light-exposure',
    [
      'light reaching the tubers: potatoes turn green in the light, and the green parts contain solanine, which is poisonous',
      'the potatoes grew near the surface with soil washed off them, or were stored somewhere light',
      'pile soil up around the stems (earthing up) or mulch thickly so tubers stay covered, store potatoes in the dark, and cut green parts away deeply or throw very green potatoes out; never let children eat them',
    ],
    [
      'la luz llega a los tubérculos: las papas se ponen verdes con la luz y las partes verdes tienen solanina, que es venenosa',
      'las papas crecieron cerca de la superficie, al descubierto, o se guardaron en un sitio con luz',
      'arrima tierra a los tallos (aporcar) o acolcha grueso para que queden tapadas, guárdalas a oscuras y quita a fondo las partes verdes o tira las muy verdes; que los niños no las coman',
    ],
  ),
  c(
    'slugs',
    [
      'slugs or snails',
      'ragged holes and silvery slime trails, damage overnight; look with a torch after dark',
      'pick them off at night, use beer traps or boards to trap them, and a copper or grit barrier; no slug pellets near children and pets',
    ],
    [
      'babosas o caracoles',
      'agujeros irregulares y rastros plateados de baba, daño durante la noche; búscalos con una linterna',
      'recógelos de noche a mano, pon trampas de cerveza o tablas, y barreras de cobre o arena gruesa; nada de cebos tóxicos cerca de niños y mascotas',
    ],
  ),
  c(
    'caterpillars',
    [
      'caterpillars',
      'holes in the middle of leaves, green droppings, eggs under the leaves',
      'pick caterpillars and egg clusters off by hand and cover plants with fine netting',
    ],
    [
      'orugas',
      'agujeros en medio de las hojas, excrementos verdes y huevos debajo de las hojas',
      'quita a mano las orugas y los huevos y cubre las plantas con una malla fina',
    ],
  ),
  c(
    'beetles',
    [
      'leaf beetles (flea beetles, bean beetles)',
      'many small round holes, tiny shiny black, bronze or striped beetles that jump or drop when disturbed',
      'cover young plants with fine netting, pick beetles into soapy water in the morning, and keep plants watered',
    ],
    [
      'escarabajos de las hojas (pulguilla, conchuela)',
      'muchos agujeritos redondos y escarabajos pequeños, negros brillantes, bronceados o rayados, que saltan o se dejan caer',
      'cubre las plantas jóvenes con malla fina, recoge los escarabajos en agua con jabón por la mañana y mantén las plantas regadas',
    ],
  ),
  c(
    'aphids',
    [
      'aphids',
      'clusters of tiny green or black insects under curled leaves and on shoot tips, sticky leaves',
      'squash them with your fingers or spray off with a jet of water; ladybirds and hoverflies will eat the rest',
    ],
    [
      'pulgones',
      'grupos de insectos diminutos verdes o negros bajo hojas enroscadas y en las puntas, hojas pegajosas',
      'aplástalos con los dedos o quítalos con un chorro de agua; las mariquitas y los sírfidos se comen el resto',
    ],
  ),
  c(
    'borer',
    [
      'squash vine borer (a caterpillar inside the stem)',
      'a hole near the base of the stem with sawdust-like frass; the whole plant wilts in the afternoon',
      'slit the stem, remove the grub and bury the stem in moist soil so it roots again; cover young plants with netting',
    ],
    [
      'barrenador de la calabaza (una oruga dentro del tallo)',
      'un agujero cerca de la base con serrín; la planta entera se marchita por la tarde',
      'abre el tallo, saca la larva y entierra el tallo en tierra húmeda para que vuelva a enraizar; cubre las plantas jóvenes con malla',
    ],
  ),
  c(
    'wilt-disease',
    [
      'a wilt disease in the soil',
      'the plant wilts even when the soil is moist, often one side first, and the inside of the stem is brown',
      'remove the plant, do not compost it, and grow that family somewhere else next year',
    ],
    [
      'una enfermedad de marchitez del suelo',
      'la planta se marchita aunque la tierra esté húmeda, a menudo de un lado, y el interior del tallo está marrón',
      'arranca la planta, no la pongas en el compost y cultiva esa familia en otro sitio el año que viene',
    ],
  ),
  c(
    'bolting',
    [
      'bolting: heat and long days make the plant flower and set seed, and leaves turn bitter',
      'a tall central stalk appears and the leaves taste bitter',
      'pick what is left now, sow again in the cooler weeks of spring or autumn, choose slow-bolting varieties, give afternoon shade and water evenly',
    ],
    [
      'espigado: el calor y los días largos hacen que la planta florezca y las hojas amarguen',
      'sale un tallo alto en el centro y las hojas saben amargas',
      'cosecha lo que queda ya, vuelve a sembrar en las semanas frescas de primavera u otoño, elige variedades lentas en espigar, da sombra por la tarde y riega de forma regular',
    ],
  ),
  c(
    'stony-soil',
    [
      'stones, lumps or fresh manure in the soil',
      'the roots split where they hit stones or clods, or in soil rich in fresh manure',
      'sow in deep, loose, stone-free soil (or a deep pot), do not add fresh manure before sowing, and thin early',
    ],
    [
      'piedras, terrones o estiércol fresco en la tierra',
      'las raíces se bifurcan al chocar con piedras o terrones, o en tierra con estiércol fresco',
      'siembra en tierra profunda, suelta y sin piedras (o en una maceta honda), no añadas estiércol fresco antes de sembrar y aclara pronto',
    ],
  ),
  c(
    'cold',
    [
      'cold',
      'damage after a cold night, with dark or purplish leaves',
      'wait to plant out until after the last frost and cover young plants with fleece on cold nights',
    ],
    [
      'el frío',
      'daño tras una noche fría, con hojas oscuras o moradas',
      'espera a plantar hasta después de la última helada y cubre las plantas jóvenes con manta térmica en noches frías',
    ],
  ),
  c(
    'mites',
    [
      'spider mites',
      'fine speckling on leaves and tiny webs, worst in hot dry weather',
      'spray the leaves with water, undersides too, every few days and raise the humidity',
    ],
    [
      'araña roja',
      'puntitos finos en las hojas y telitas, peor con calor seco',
      'pulveriza agua sobre las hojas, también por debajo, cada pocos días y sube la humedad',
    ],
  ),
  // Seeds that never come up (appended: germination).
  c(
    'cold-soil',
    [
      'soil too cold or too wet for the seeds',
      'the seeds went in early in spring or into cold, soggy soil; dig one up: a rotten seed is soft and mushy',
      'wait until the soil is warm (beans, squash, cucumbers and tomatoes need about 15 °C / 60 °F), or start seeds indoors, and keep the soil moist but not wet',
    ],
    [
      'tierra demasiado fría o mojada para las semillas',
      'se sembró a principios de primavera o en tierra fría y encharcada; desentierra una: si está blanda y podrida, fue el frío o el exceso de agua',
      'espera a que la tierra esté templada (frijoles, calabazas, pepinos y tomates necesitan unos 15 °C), o siembra bajo techo, y mantén la tierra húmeda pero no encharcada',
    ],
  ),
  c(
    'too-deep',
    [
      'seeds sown too deep, or the surface dried out',
      'small seeds buried more than 2–3 times their own width, or a dry crust on top of the soil',
      'sow at a depth of 2–3 times the seed’s width (press tiny seeds onto the surface) and keep the top moist with a fine spray or a cover until they sprout',
    ],
    [
      'semillas sembradas muy hondo, o la superficie se secó',
      'semillas pequeñas enterradas a más de 2–3 veces su tamaño, o una costra seca encima de la tierra',
      'siembra a una profundidad de 2–3 veces el tamaño de la semilla (las diminutas, solo apretadas sobre la tierra) y mantén la superficie húmeda con pulverizador o tapada hasta que broten',
    ],
  ),
  c(
    'old-seed',
    [
      'old or badly stored seed',
      'the packet is more than 2–3 years old or was kept somewhere warm or damp (onion and parsnip seed last only a year)',
      'test 10 seeds on a damp paper towel in a bag: if fewer than half sprout within two weeks, buy fresh seed',
    ],
    [
      'semillas viejas o mal guardadas',
      'el sobre tiene más de 2–3 años o se guardó en un sitio cálido o húmedo (las de cebolla y chirivía duran solo un año)',
      'prueba 10 semillas en una servilleta húmeda dentro de una bolsa: si brotan menos de la mitad en dos semanas, compra semillas nuevas',
    ],
  ),
]

// The squash family, whose baby fruits rot when not pollinated (folded English and Spanish names).
const CUCURBITS =
  '(?:zucchinis?|zucchinni|courgettes?|squash\\w*|cucumbers?|cukes?|pumpkins?|melons?|watermelons?|gourds?)'
const CUCURBITAS =
  '(?:zapallitos?|zapallos?|calabacin\\w*|calabacitas?|calabazas?|pepinos?|pepinillos?|melones?|sandias?)'

const s = (id: string, en: string, es: string, pattern: string, causes: string): Symptom => ({
  id,
  name: { en, es },
  pattern: new RegExp(`(?:${pattern})`),
  causes: causes.split('|'),
})

/** Order matters: the first symptom that matches is the one answered (specific before general). */
export const SYMPTOMS: Symptom[] = [
  // Seedlings that rot at the base have no fruit: damping off before blossom-end rot.
  s(
    'damping',
    'seedlings falling over and dying',
    'plantines que se caen y se mueren',
    'damping|seedlings? (?:\\w+ ){0,2}(?:fell|fall\\w*|flop\\w*|collaps\\w*|keel\\w*|toppl\\w*|died|dying|die)|(?:plantines|plantulas|almacigos?|semilleros?|brotes|plantitas) (?:\\w+ ){0,2}(?:se )?(?:me )?(?:caen|cayeron|caian|doblan|doblaron|tumban|tumbaron|mueren|murieron|pudren|pudrieron)|se (?:me )?(?:caen|cayeron|murieron|mueren) (?:los |mis )?(?:plantines|plantulas|almacigos|semilleros|brotes|plantitas)|mal del semillero',
    'damping-off|overwater|low-light',
  ),
  // Baby squash, courgettes and cucumbers that soften and rot from the tip were not pollinated: before 'ber'.
  s(
    'young-fruit-rot',
    'young fruit rotting from the tip',
    'frutos pequeños que se pudren desde la punta',
    `${CUCURBITS} (?:\\w+ ){0,4}(?:(?:start|begin)\\w* to (?:grow|form)|(?:are|is|when|while) (?:still )?(?:small|tiny|little|young|baby)) (?:\\w+ ){0,4}(?:rot\\w*|soft|mushy|shrivel\\w*|wither\\w*|yellow)|(?:young|small|baby|tiny|little) (?:\\w+ ){0,1}${CUCURBITS} (?:\\w+ ){0,4}(?:rot\\w*|soft|mushy|turn\\w* yellow|shrivel\\w*|wither\\w*)|${CUCURBITS} (?:\\w+ ){0,3}(?:rot\\w*|go\\w* soft|shrivel\\w*) (?:\\w+ ){0,4}(?:when|while) (?:they are |theyre |its |it is )?(?:still )?(?:small|tiny|little|young)|${CUCURBITAS} (?:\\w+ ){0,4}(?:pudr\\w*|podr\\w*|ablanda\\w*|arrug\\w*|secan|amarille\\w*|ponen amarill\\w*) (?:\\w+ ){0,5}(?:chiquit\\w*|pequen\\w*|chic[oa]s|jovenes|tiern[oa]s|recien|empiezan|empezar|apenas)|(?:chiquit\\w*|pequen\\w*) ${CUCURBITAS} (?:\\w+ ){0,3}(?:se )?(?:me )?(?:pudr\\w*|ablanda\\w*|arrug\\w*|amarille\\w*)|${CUCURBITAS} (?:chiquit\\w*|pequen\\w*) (?:\\w+ ){0,3}(?:se )?(?:me )?(?:pudr\\w*|ablanda\\w*|arrug\\w*|amarille\\w*)`,
    'squash-pollination|calcium|grey-mould',
  ),
  s(
    'ber',
    'blossom-end rot (black bottoms on the fruit)',
    'podredumbre apical (frutos con la base negra)',
    'blossom end|bottom of (?:my|the) \\w+ (?:is|are) (?:turning )?(?:black|rott?en)|(?:bottoms?|bottom ends?) (?:of (?:my |the |our )?\\w+ )?(?:is|are)? ?(?:turning |going |getting )?(?:black|rott?en|rotting|mushy|soft and black)|black bottoms?|rotten bottoms?|rot\\w* (?:at|on|from) the (?:bottom|base|end)|culo negro|podredumbre apical|parte de abajo (?:esta |estan )?(?:negra|podrida)|base negra|abajo negr|(?:pudr\\w*|podrid\\w*|negr\\w*|manchas? negras?) (?:por|en la parte de|desde) (?:abajo|debajo)|(?:pudr\\w*|podrid\\w*|negr\\w*) (?:en |por )?(?:la )?(?:base|punta|culo)|(?:la )?(?:base|punta|culo|parte de abajo) (?:\\w+ )?(?:negr\\w*|podrid\\w*)|(?:base|culo|parte de abajo) de (?:mis |los |las |mi |tus )?\\w+ (?:se )?(?:esta|estan|se pone|se ponen|se puso|se pusieron|queda|quedan) (?:negr\\w*|podrid\\w*)',
    'calcium',
  ),
  s(
    'powder',
    'white powder on the leaves',
    'polvo blanco en las hojas',
    'white powder|powdery|white dust|white coating|mildew|polvo blanco|oidio|ceniza|capa blanca|cenicilla|polvill\\w*|polvoso|(?:white|whitish|gr[ae]y(?:ish)?|silver\\w*) (?:\\w+ ){0,2}(?:spots?|patch\\w*|film|coat\\w*|layer|stuff|marks?|dust|covering)|(?:like|looks like|as if) (?:\\w+ ){0,2}(?:flour|talc\\w*|powder|dust|ash|chalk)|floury|talc|(?:manchas?|capa|polvo|puntos?|telilla) (?:\\w+ ){0,1}(?:blanc\\w*|blanquecin\\w*|gris\\w*|plateada?s?)|(?:como|parece) (?:\\w+ ){0,2}(?:harina|talco|polvo|ceniza|tiza)|enharinad\\w*',
    'powdery-mildew',
  ),
  s(
    'leggy',
    'tall, thin, floppy seedlings',
    'plantines largos, finos y caídos',
    'leggy|spindly|lanky|tall and (?:thin|floppy|skinny)|stretch\\w*|floppy seedlings|(?:super |very |really |so |too )?(?:skinny|thin|weak|tall) (?:\\w+ ){0,2}(?:and )?(?:flop\\w*|fall\\w*|lean\\w*|droop\\w*|topp\\w*|bend\\w*)|(?:seedlings?|sprouts?) (?:\\w+ ){0,4}(?:super |very |really |so |too )?(?:skinny|thin|spindly)|larguiruch\\w*|ahilad\\w*|estirad\\w*|(?:se )?estiran?\\w*|muy larg[oa]s|larg[oa]s y (?:fin[oa]s|delgad[oa]s|flac[oa]s|se caen|caid[oa]s)|(?:delgad|flac|debil|fin)[oa]s y (?:larg|alt)[oa]s|(?:larg|alt)[oa]s y (?:flac|fin|delgad|debil)[oa]s|(?:plantines|plantulas|almacigos?|plantitas|brotes) (?:\\w+ ){0,3}(?:flac|delgad)[oa]s',
    'low-light',
  ),
  s(
    'nosprout',
    'seeds that do not come up',
    'semillas que no nacen',
    '(?:seeds?|seedlings?) (?:\\w+ ){0,3}(?:(?:wont|dont|didnt|did not|do not|will not|not|never|havent|have not|arent|are not|still not|yet to) (?:\\w+ )?(?:sprout\\w*|germinat\\w*|come up|came up|coming up|pop\\w* up)|(?:rotted|rotting) in the (?:soil|ground))|(?:wont|dont|didnt|did not|do not|will not|havent|have not|arent|never) (?:\\w+ ){0,2}seeds? (?:\\w+ )?(?:sprout\\w*|germinat\\w*|come up|grow)|nothing (?:has )?(?:came|come|is coming|coming) up|(?:semillas?|semillitas?) (?:\\w+ ){0,3}no (?:me )?(?:han )?(?:germina\\w*|germinaron|brota\\w*|brotaron|nacen|nacieron|nace|salen|salieron|sale|crecen|crecieron)|no (?:me )?(?:han )?(?:germina\\w*|germinaron|brota\\w*|brotaron|nacen|nacieron|salen|salieron) (?:\\w+ )?(?:las |mis )?(?:semillas?)|no (?:ha )?(?:salido|nacido|brotado) nada',
    'cold-soil|too-deep|old-seed',
  ),
  s(
    'blackened',
    'leaves turning black',
    'hojas que se ponen negras',
    '(?:turn\\w*|turned|going|gone|went|getting) black|blackened|black leaves|leaves (?:are )?black|(?:se )?(?:esta |estan )?(?:poniendo|pusieron|puso|pone|ponen|volviendo|volvieron|vuelve|vuelven) negr\\w*|hojas negras|ennegrec\\w*|se ennegrec\\w*',
    'cold|overwater|leaf-spot',
  ),
  s(
    'grey-mould',
    'fruit rotting with grey fuzz',
    'frutos podridos con pelusa gris',
    'gr[ae]y (?:fuzz|mou?ld)|botrytis|fuzz\\w*|rotting|mou?ld\\w*|moho|pelusa gris|pudr\\w*|podrid\\w*',
    'grey-mould|overwater',
  ),
  // Bitter cucumbers and courgettes are stressed plants (dry soil, heat), not bolting ones: before 'bolt'.
  s(
    'bitter-fruit',
    'bitter fruit',
    'frutos amargos',
    '(?:cucumbers?|cukes?|zucchinis?|courgettes?|squash\\w*|pepinos?|pepinillos?|calabacin\\w*|calabacitas?|zapallitos?) (?:\\w+ ){0,3}(?:bitter|amarg\\w*)|(?:bitter|amarg\\w*) (?:\\w+ ){0,2}(?:cucumbers?|zucchinis?|courgettes?|pepinos?|calabacin\\w*|calabacitas?)',
    'underwater|heat',
  ),
  s(
    'bolt',
    'bolting (a flower stalk and bitter leaves)',
    'espigado (tallo floral y hojas amargas)',
    'bolt\\w*|bitter|(?:flowering|blooming|flowered|bloomed) (?:already|too (?:early|soon))|se (?:me |le )?(?:florecio|floreo|espigo)|ya (?:esta )?florec\\w*|shot up|went to seed|gone to seed|flower stalk|espig\\w*|amarg\\w*|se fue a semilla|subio a flor',
    'bolting',
  ),
  // Crooked cucumbers and courgettes are fruit, not roots: before 'forked'.
  s(
    'misshapen',
    'crooked or misshapen fruit',
    'frutos torcidos o deformes',
    `${CUCURBITS} (?:\\w+ ){0,4}(?:deformed|misshapen|crooked|curled|curl\\w*|twisted|bent|curved|lumpy|pinched|skinny at one end)|(?:deformed|misshapen|crooked|twisted|bent|curved|lumpy) (?:\\w+ ){0,1}${CUCURBITS}|${CUCURBITAS} (?:\\w+ ){0,3}(?:torcid\\w*|deform\\w*|curv\\w*|chuec\\w*|retorcid\\w*|enroscad\\w*)|(?:torcid\\w*|deform\\w*|chuec\\w*) (?:\\w+ ){0,1}${CUCURBITAS}`,
    'pollination|irregular-water|nitrogen',
  ),
  s(
    'forked',
    'forked, twisted roots',
    'raíces torcidas o bifurcadas',
    'forked|twisted|hairy|deformed|torcid\\w*|bifurcad\\w*|deformes?|varias raices|con patas',
    'stony-soil',
  ),
  // Leaves dropping name the leaves: before flowers and fruit dropping ("my lemon tree drops its leaves").
  s(
    'leafdrop',
    'leaves dropping',
    'hojas que se caen',
    '(?:leaves|leafs) (?:\\w+ ){0,2}(?:are |keep |keeps )?(?:falling|dropping|fall\\w* off|drop\\w* off|fall|drop)|(?:drop\\w*|los(?:e|es|ing)|shed\\w*) (?:\\w+ ){0,2}(?:leaves|leafs)|se (?:le |me |les )?caen (?:\\w+ ){0,2}hojas|hojas (?:\\w+ ){0,2}(?:se (?:le |me |les )?caen|caen)|(?:pierde\\w*|perdiendo|perdio|perdieron) (?:\\w+ ){0,2}hojas|se (?:esta |estan )?deshoja\\w*',
    'cold|overwater|low-light|underwater',
  ),
  s(
    'flowerdrop',
    'flowers falling off',
    'flores que se caen',
    '(?:flowers?|blossoms?|blooms?) (?:\\w+ ){0,4}(?:keep |are |keeps |just |all |always |often )?(?:falling|dropping|fall off|drop off|falls off|drop|fall)|(?:drop\\w*|los(?:e|es|ing)|shed\\w*|fall\\w*) (?:\\w+ ){0,2}(?:flowers|blossoms|blooms)|blossoms? (?:keep )?(?:falling|dropping)|(?:se (?:le )?caen|caen) (?:las )?flores|flores (?:se (?:le )?caen|caen)',
    'male-flowers|pollination|heat-fruitset',
  ),
  s(
    'fruitdrop',
    'young fruit falling off',
    'frutos pequeños que se caen',
    '(?:fruits?|fruitlets?|tomato\\w*|peppers?|chil+i\\w*|cucumbers?|squash\\w*|zucchinis?|courgettes?|pumpkins?|melons?|watermelons?|beans|peas|strawberr\\w*|eggplants?|aubergines?|apples?|pears?|plums?|peach\\w*|cherr\\w*|lemons?|limes?|oranges?|figs?|avocados?|mangos?|mangoes|berries|okra|corn) (?:\\w+ ){0,2}(?:keeps? |are |is |just )?(?:falling|dropping|fall(?:s)? off|drop(?:s)? off|fall(?:s)?|drop(?:s)?|turn\\w* yellow and (?:fall|drop)\\w*|shrivel\\w*)|(?:se (?:me |le |les )?)?caen (?:\\w+ ){0,2}(?:frutos?|frutitos?|frutas?|tomates?|tomatitos?|jitomates?|chiles?|pimientos?|ajies?|pepinos?|calabazas?|calabacin\\w*|calabacitas?|zapallos?|zapallitos?|sandias?|melones?|fresas?|frutillas?|ejotes?|judias|porotos?|frijoles?|berenjenas?|manzanas?|peras?|ciruelas?|duraznos?|melocotones?|cerezas?|limones?|naranjas?|higos?|aguacates?|paltas?|mangos?|elotes?|mazorcas?|choclos?)|(?:frutos?|frutitos?|frutas?|tomates?|tomatitos?|jitomates?|chiles?|pimientos?|ajies?|pepinos?|calabazas?|calabacin\\w*|calabacitas?|zapallos?|zapallitos?|sandias?|melones?|fresas?|frutillas?|ejotes?|judias|porotos?|frijoles?|berenjenas?|manzanas?|peras?|ciruelas?|duraznos?|melocotones?|cerezas?|limones?|naranjas?|higos?|aguacates?|paltas?|mangos?|elotes?|mazorcas?|choclos?) (?:\\w+ ){0,2}(?:se (?:me |le |les )?)?(?:caen|cae|se secan|se pudren y se caen)',
    'pollination|underwater|heat-fruitset|natural-drop',
  ),
  s(
    'nofruit',
    'flowers but no fruit',
    'flores pero no da frutos',
    '(?:flowers?|blooms?|blossoms?|flowering|blooming|flowered|bloomed) (?:\\w+ ){0,4}(?:but|yet) (?:no|not|never|nothing|none|zero|doesnt|dont|isnt|arent|wont|hasnt|havent|didnt)|(?:has|have|had|got|gets?|with|gives?|produces?|are|is|theres|there are|grew|grows) no (?:\\w+ )?(?:fruits?|fruitlets?|tomato\\w*|peppers?|chil+i\\w*|cucumbers?|squash\\w*|zucchinis?|courgettes?|pumpkins?|melons?|watermelons?|beans|peas|strawberr\\w*|eggplants?|aubergines?|apples?|pears?|plums?|peach\\w*|cherr\\w*|lemons?|limes?|oranges?|figs?|avocados?|mangos?|mangoes|berries|okra|corn)|but no (?:fruits?|fruitlets?|tomato\\w*|peppers?|chil+i\\w*|cucumbers?|squash\\w*|zucchinis?|courgettes?|pumpkins?|melons?|watermelons?|beans|peas|strawberr\\w*|eggplants?|aubergines?|apples?|pears?|plums?|peach\\w*|cherr\\w*|lemons?|limes?|oranges?|figs?|avocados?|mangos?|mangoes|berries|okra|corn)|no (?:fruit|fruits|produce|harvest)|(?:not|wont|doesnt|dont|isnt|arent|never|hasnt|havent|didnt|stopped) (?:\\w+ ){0,3}(?:fruit|fruiting|fruited|produc\\w*|set fruit|setting fruit|bear\\w*|(?:mak|giv|grow)\\w* (?:any )?(?:fruits?|fruitlets?|tomato\\w*|peppers?|chil+i\\w*|cucumbers?|squash\\w*|zucchinis?|courgettes?|pumpkins?|melons?|watermelons?|beans|peas|strawberr\\w*|eggplants?|aubergines?|apples?|pears?|plums?|peach\\w*|cherr\\w*|lemons?|limes?|oranges?|figs?|avocados?|mangos?|mangoes|berries|okra|corn))|(?:flowers?|blooms?|flores) (?:\\w+ ){0,3}(?:and|y) (?:ningun\\w*|ni un\\w*|no|zero|not one|not a single|nada de)|never (?:get|got|gets|produces?|sets?|makes?) (?:any )?(?:fruits?|fruitlets?|tomato\\w*|peppers?|chil+i\\w*|cucumbers?|squash\\w*|zucchinis?|courgettes?|pumpkins?|melons?|watermelons?|beans|peas|strawberr\\w*|eggplants?|aubergines?|apples?|pears?|plums?|peach\\w*|cherr\\w*|lemons?|limes?|oranges?|figs?|avocados?|mangos?|mangoes|berries|okra|corn)|no (?:fruits?|fruitlets?|tomato\\w*|peppers?|chil+i\\w*|cucumbers?|squash\\w*|zucchinis?|courgettes?|pumpkins?|melons?|watermelons?|beans|peas|strawberr\\w*|eggplants?|aubergines?|apples?|pears?|plums?|peach\\w*|cherr\\w*|lemons?|limes?|oranges?|figs?|avocados?|mangos?|mangoes|berries|okra|corn) (?:yet|at all|on it|on them|growing|forming)|(?:flores|florece\\w*|florid[oa]s?|flor) (?:\\w+ ){0,4}pero (?:no|nada|ningun\\w*|ni)|no (?:da|dan|echa|echan|saca|sacan|produce\\w*|cuaja\\w*|forma|forman|tiene|tienen|salen|sale|hay|ha dado|han dado) (?:\\w+ ){0,1}(?:frutos?|frutitos?|frutas?|tomates?|tomatitos?|jitomates?|chiles?|pimientos?|ajies?|pepinos?|calabazas?|calabacin\\w*|calabacitas?|zapallos?|zapallitos?|sandias?|melones?|fresas?|frutillas?|ejotes?|judias|porotos?|frijoles?|berenjenas?|manzanas?|peras?|ciruelas?|duraznos?|melocotones?|cerezas?|limones?|naranjas?|higos?|aguacates?|paltas?|mangos?|elotes?|mazorcas?|choclos?|cosecha|nada)|sin (?:frutos?|fruta|cosecha)|no cuaja\\w*|pero no da|' +
      // appended: all leaves and no pods ("mis porotos dan muchas hojas pero nada de vainas", "lots of leaves but no beans")
      '(?:hojas|follaje|matas?) (?:\\w+ ){0,3}pero (?:no|nada|ningun\\w*|ni|sin)|nada de (?:vainas?|chauchas?|frutos?|frutas?)|ni una vaina|sin vainas|no (?:da|dan|echa|echan|tiene|tienen|salen|sale|hay) (?:\\w+ ){0,1}(?:vainas?|chauchas?)|(?:leaves|foliage|leafy) (?:\\w+ ){0,3}(?:but|and|yet) (?:no|not any|zero) (?:\\w+ )?(?:pods?|beans|peas|fruits?|flowers)|no (?:pods|bean pods|pea pods)',
    'pollination|heat-fruitset|too-much-nitrogen',
  ),
  s(
    'noflower',
    'no flowers',
    'no florece',
    '(?:not|wont|doesnt|dont|isnt|arent|never|hasnt|havent|didnt|stopped) (?:\\w+ ){0,3}(?:flower|flowers|flowering|flowered|bloom|blooms|blooming|bloomed|blossom\\w*)|no (?:\\w+ ){0,1}(?:flowers|blooms|blossoms|buds)|no (?:me |le |les |nos )?(?:florece\\w*|ha florecido|han florecido|(?:da|dan|echa|echan|saca|sacan|tiene|tienen|ha dado|han dado) (?:\\w+ )?(?:flores|flor|botones|capullos))|sin (?:flores|flor)|dejo de florecer|nunca florece\\w*|no (?:hay|salen|sale) (?:\\w+ )?(?:flores|flor)',
    'too-much-nitrogen|low-light|wrong-pruning',
  ),
  s(
    'split',
    'fruit splitting or cracking',
    'frutos que se rajan o agrietan',
    '(?:split\\w*|crack\\w*|burst\\w*) (?:open )?|(?:rajad\\w*|agrietad\\w*|partid[oa]s|revent\\w*)|se (?:me |le )?(?:rajan|rajaron|abren|abrieron|parten|partieron|revientan|agrietan|agrietaron)',
    'irregular-water',
  ),
  // Holes named are the problem even when the family says the culprits are tiny: before 'small'.
  s(
    'holes',
    'holes in the leaves',
    'agujeros en las hojas',
    'holes|hole in|eaten|chewed|nibbled|munched|(?:what|whats|who|something|somethings|someone) (?:is |keeps |has |has been )?(?:eat|eating|eats|ate|eaten|chew\\w*) (?:my|our|the|holes|all)|(?:que|quien|algo) (?:se )?(?:me |le |les )?(?:esta |estan )?(?:come|comen|comiendo)|agujer\\w*|hoyos|hoyitos|huecos|huequitos|mordid\\w*|comid\\w*|roid\\w*',
    'slugs|caterpillars|beetles',
  ),
  s(
    'small',
    'a small harvest (tiny roots, bulbs or fruit)',
    'cosecha pequeña (raíces, bulbos o frutos diminutos)',
    '(?:are|is|stay\\w*|came out|come out|were|was|look|looks|turned out|so|too) (?:so |too |really |very |still |all )?(?:tiny|small|undersized|puny|skinny|stunted|little)|(?:are|is|were|was) (?:my|our|the) (?:\\w+ ){1,2}(?:so |too |really |very |still |all )?(?:tiny|small|undersized|puny|stunted)|(?:salen|salieron|son|estan|quedan|quedaron|vienen) (?:muy |demasiado |todos |todas )?(?:pequen\\w*|chiquit\\w*|enan\\w*|raquitic\\w*|finit\\w*)|no engorda\\w*',
    'crowding|low-light|too-much-nitrogen|underwater',
  ),
  s(
    'greening',
    'green skin',
    'piel verde',
    'green (?:skin|skins|patches|spots|bits|parts|potato\\w*)|(?:potato\\w*|papas?|patatas?) (?:\\w+ ){0,2}(?:are|is|turn\\w*|went|gone|go|get\\w*|se ponen|se pusieron|se volvieron|estan|salieron) (?:\\w+ )?(?:green|verdes?)|(?:piel|cascara|partes|manchas) verdes?|papas verdes|patatas verdes',
    'light-exposure',
  ),
  s(
    'rust',
    'rust (orange spots)',
    'roya (manchas naranjas)',
    'rust\\w*|orange (?:spots|dots|specks|pustules|bumps)|roya|oxido|(?:manchas|manchitas|puntos|puntitos|pustulas) (?:\\w+ )?(?:naranjas?|anaranjad[oa]s)',
    'rust',
  ),
  s(
    'curl',
    'curling leaves',
    'hojas que se enrollan',
    'curl\\w*|puckered|crinkl\\w*|crumpl\\w*|blister\\w*|puffy|enrosc\\w*|enroll\\w*|rizad\\w*|arrugad\\w*|abarquillad\\w*|abollad\\w*|abolsad\\w*|ampollad\\w*',
    'heat|underwater|wind|aphids',
  ),
  s(
    'spots',
    'leaf spots',
    'manchas en las hojas',
    'black spots?|spots|spotted|specks?(?![a-z])|blotch\\w*|manchas? negras?|manchas|manchitas?|manchones|moteadas?|pintitas',
    'leaf-spot',
  ),
  // Yellow leaves with green veins are iron chlorosis: before 'yellow'.
  s(
    'chlorosis',
    'yellow leaves with green veins',
    'hojas amarillas con los nervios verdes',
    '(?:green|dark) veins|veins (?:\\w+ )?(?:stay |are |still |remain )?green|nervios? (?:\\w+ )?verdes?|nervadura\\w* verdes?|venas? (?:\\w+ )?verdes?|chlorosis|clorosis',
    'iron|nitrogen',
  ),
  s(
    'yellow',
    'yellow leaves',
    'hojas amarillas',
    'yellow\\w*|pale leaves|amarill\\w*|descolorid\\w*|palidas',
    'overwater|nitrogen|underwater|old-leaves',
  ),
  s(
    'brown',
    'brown leaf tips and edges',
    'puntas y bordes marrones',
    'brown|crispy|scorch\\w*|marron\\w*|cafes?|puntas secas|bordes secos|quemad\\w*|secas',
    'underwater|sun-scorch|salt|wind',
  ),
  s(
    'wilt',
    'wilting',
    'marchitez',
    'wilt\\w*|droop\\w*|limp|collaps\\w*|flopp\\w*|flops?|flop over|sagging|marchit\\w*|musti[oa]s?|laci[oa]s?|decaid\\w*|agachad\\w*|caid[oa]s?',
    'underwater|heat|overwater|wilt-disease',
  ),
  s(
    'purple',
    'purple leaves on young plants',
    'hojas moradas en plantas jóvenes',
    '(?:turn\\w*|going|gone|went|getting|are|look\\w*|is) (?:\\w+ )?(?:purple\\w*|purplish)|purple (?:leaves|undersides|stems|tinge|veins)|(?:se )?(?:ponen|pone|pusieron|puso|vuelven|volvieron|estan|esta|salen) (?:\\w+ )?morad\\w*|(?:hojas|tallos) morad\\w*|morad\\w* por (?:debajo|abajo)',
    'phosphorus|cold',
  ),
  s(
    'decline',
    'a plant that is not growing or is dying',
    'una planta que no crece o se está muriendo',
    'dying|not growing|isnt growing|wont grow|doesnt grow|stopped growing|stunted|not doing well|struggling|se (?:me |nos |le |les )?(?:esta |estan )?muriendo|se (?:me |nos |le |les )?muere\\w*|se (?:me |nos |le |les )?murieron|se (?:me |nos |le |les )?murio|no crece\\w*|no crecen|dejo de crecer|no prospera|raquitic\\w*|enclenque|esta (?:muy )?(?:debil|triste|fea)',
    'underwater|overwater|low-light|nitrogen|cold',
  ),
]

export type Colour = 'white' | 'grey' | 'black' | 'brown' | 'yellow' | 'orange' | 'red'

/** Colour words a family uses for what they see (folded text). */
const COLOUR_WORDS: [Colour, RegExp][] = [
  ['white', / (?:white\w*|whitish|blanc\w*|blanquecin\w*) /],
  ['grey', / (?:gr[ae]y\w*|gris\w*|silver\w*|platead\w*) /],
  ['black', / (?:black\w*|negr\w*) /],
  ['brown', / (?:brown\w*|marron\w*|cafes?|pard[oa]s?) /],
  ['yellow', / (?:yellow\w*|amarill\w*) /],
  ['orange', / (?:orange|naranjas?|anaranjad\w*) /],
  ['red', / (?:red|reddish|purple\w*|roj[oa]s?|rojiz\w*|morad[oa]s?|purpur\w*) /],
]

/**
 * The colours a symptom can show. When a family names colours and none of them fits the symptom the words
 * matched ("white spots" read as dark leaf spots), the doctor does not answer with that symptom's causes.
 */
const SYMPTOM_COLOURS: Record<string, Colour[]> = {
  ber: ['black', 'brown'],
  powder: ['white', 'grey'],
  'grey-mould': ['grey', 'white', 'brown', 'black'],
  rust: ['orange', 'brown', 'red', 'yellow'],
  spots: ['black', 'brown', 'yellow', 'red'],
  yellow: ['yellow', 'brown', 'white'],
  brown: ['brown', 'black', 'yellow'],
  blackened: ['black', 'brown'],
  purple: ['red'],
}

export function describedColours(folded: string): Colour[] {
  return COLOUR_WORDS.filter(([, pattern]) => pattern.test(folded)).map(([colour]) => colour)
}

/** False when the family's colours contradict the symptom (no colour named, or a colourless symptom: true). */
export function coloursFit(symptom: Symptom, folded: string): boolean {
  const expected = SYMPTOM_COLOURS[symptom.id]
  const seen = describedColours(folded)
  return !expected || seen.length === 0 || seen.some((colour) => expected.includes(colour))
}

/** Plant problems (from plant profiles) that move a cause to the top for that plant. */
export const PROBLEM_TO_CAUSE: Record<string, string> = {
  blackspot: 'black-spot',
  borer: 'borer',
  chlorosis: 'iron',
  slugs: 'slugs',
  caterpillars: 'caterpillars',
  beetles: 'beetles',
  fleabeetle: 'beetles',
  aphids: 'aphids',
  mites: 'mites',
}

/**
 * A disease of one plant that leads that plant's causes for a symptom (symptom id → plant id → cause id): puffy,
 * red curled leaves on a peach are leaf curl, purple spots on strawberry leaves are leaf spot.
 */
export const PLANT_CAUSES: Record<string, Record<string, string>> = {
  curl: { peach: 'peach-leaf-curl', almond: 'peach-leaf-curl', apricot: 'peach-leaf-curl' },
  spots: { strawberry: 'strawberry-leaf-spot' },
}

export const CAUSE_BY_ID = new Map(CAUSES.map((cause) => [cause.id, cause]))
