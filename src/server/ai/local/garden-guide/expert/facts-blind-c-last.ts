// The last facts written blind (pass C): shade cloth, cold frames and cloches, a hot greenhouse, crusted soil, when
// wet soil can be worked, dogs in the garden, Mexican bean beetles, corn earworms, citrus dropping leaves indoors,
// olives without fruit, ripe passion fruit, picking avocados and gardening in Patagonia. Sources: extension services,
// general horticulture.
import { buildFact } from './fact-builder'
import type { TopicFact } from './topic-facts'

export const BLIND_C_LAST_FACTS: TopicFact[] = [
  buildFact({
    id: 'shade-cloth',
    topic: 'plants',
    title: [
      'Shade cloth for vegetables in hot summers',
      'Malla de sombra para el huerto en veranos calurosos',
    ],
    cues: [
      'shade ?cloth\\w*|shade net\\w*|shade sails?|shade fabric|malla (?:de )?sombra|malla sombra\\w*|sombrite|polisombra|malla media sombra|raschel|saran',
    ],
    en: [
      'Shade cloth cuts sun and heat: 30% suits tomatoes, peppers and aubergines in very hot, bright summers (it reduces sunscald and flower drop), 40 to 50% suits lettuce, spinach, herbs and seedlings, and 60 to 70% is for people, patios and ferns, too dark for vegetables.',
      'Fix it on hoops or a frame 30 cm or more above the plants so air moves underneath, put it up when days pass about 32 °C (90 °F) and take it down as the heat eases; light colours keep plants cooler than black.',
    ],
    es: [
      'La malla de sombra (sombrite, polisombra, raschel) reduce el sol y el calor: la del 30% va bien para tomates, pimientos o chiles y berenjenas en veranos muy calurosos y luminosos (evita quemaduras en la fruta y que se caigan las flores), la del 40 al 50% para lechugas, espinacas, aromáticas y plantines, y la del 60 al 70% es para personas, patios y helechos, demasiado oscura para el huerto.',
      'Sujétala sobre arcos o un marco al menos 30 cm por encima de las plantas para que corra el aire, ponla cuando los días pasen de unos 32 °C y quítala cuando afloje el calor; los colores claros refrescan más que el negro.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'cold-frame-cloches',
    topic: 'plants',
    title: ['Cold frames and cloches', 'Cajoneras frías y campanas'],
    cues: [
      'cold ?frames?|cloches?|hot ?beds?|mini (?:greenhouse|hoop)|low tunnels?|hoop houses?|cajoneras?|cajonera fria|camas? calientes?|campanas? (?:de plastico|protectoras?)|microtuneles?|tuneles? (?:bajos?|de plastico)|minitunel\\w*',
    ],
    en: [
      'A cold frame (a bottomless box with a clear lid) or cloches and low plastic tunnels warm the soil and air a few degrees, so you can sow or plant 2 to 4 weeks earlier in spring, harden off seedlings, and keep salads, spinach and herbs going into winter.',
      'Open the lid or the tunnel ends on any sunny day above about 10 to 15 °C, even in winter, or plants cook; close them in the afternoon to hold heat for the night. A cut 5-litre water bottle makes a good cloche for a single seedling.',
    ],
    es: [
      'Una cajonera fría (una caja sin fondo con tapa transparente), las campanas y los microtúneles de plástico calientan la tierra y el aire unos grados, así que permiten sembrar o plantar 2 a 4 semanas antes en primavera, aclimatar los plantines y mantener ensaladas, espinacas y aromáticas hasta bien entrado el invierno.',
      'Abre la tapa o los extremos del túnel cualquier día soleado de más de unos 10 a 15 °C, incluso en invierno, o las plantas se cuecen; ciérralos por la tarde para guardar el calor de la noche. Una garrafa de agua de 5 litros cortada es una buena campana para un solo plantín.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'greenhouse-heat',
    topic: 'plants',
    title: ['Keeping a greenhouse or polytunnel cool in summer', 'Mantener fresco el invernadero en verano'],
    cues: [
      'greenhouses?|polytunnels?|poly ?tunnels?|hoop ?houses?|invernader\\w*|tunel\\w*|microtunel\\w*',
      'hot|heat|cool\\w*|summer|temperatures?|too warm|overheat\\w*|vent\\w*|shad\\w*|calor|caliente|fresco|enfri\\w*|verano|temperatura\\w*|ventil\\w*|sombr\\w*|asfixi\\w*|cuecen',
    ],
    en: [
      'A closed greenhouse can pass 40 to 50 °C on a sunny day, which stops tomatoes and peppers setting fruit (pollen dies above about 32 °C) and scorches leaves: open doors and vents from morning, aiming for 20 to 28 °C, and add roof vents or a fan if you can.',
      'In high summer put up 30 to 40% shade cloth or paint on a removable shading wash, wet the floor ("damping down") on hot mornings to cool the air and deter spider mites, and water pots every morning.',
    ],
    es: [
      'Un invernadero cerrado puede pasar de 40 o 50 °C en un día de sol, y así los tomates y pimientos no cuajan (el polen muere por encima de unos 32 °C) y las hojas se queman: abre puertas y ventanas desde la mañana buscando 20 a 28 °C, y añade ventanas en el techo o un ventilador si puedes.',
      'En pleno verano pon malla de sombra del 30 al 40% o una pintura de sombreo que se quita después, moja el suelo las mañanas de calor para refrescar el aire y frenar la araña roja, y riega las macetas cada mañana.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'soil-crust',
    topic: 'soil',
    title: [
      'A hard crust that stops seedlings coming up',
      'Una costra dura que no deja salir a las semillas',
    ],
    cues: [
      'crust\\w*|capped|capping|hard (?:top|surface|layer)|costra\\w*|encostrad\\w*|capa dura|superficie dura',
      'soil|seeds?|seedlings?|sprout\\w*|bed|ground|tierra|suelo|semillas?|plantines?|brot\\w*|bancal\\w*|nacer|salir',
    ],
    not: 'white|blanc\\w*|salt|sal|sales|pots?|macetas?',
    en: [
      'After heavy rain or hose watering, fine or silty soil can dry into a hard crust that carrots, beets, beans and lettuce cannot push through.',
      'Cover the seed row with fine compost, vermiculite or sand instead of garden soil, water gently with a rose on the can, lay a board, damp sacking or cardboard over the row until the first seeds show (check daily), and add compost to the bed each year so it stops crusting.',
    ],
    es: [
      'Después de una lluvia fuerte o de regar con manguera, la tierra fina o limosa puede secarse formando una costra dura que las zanahorias, remolachas, frijoles y lechugas no pueden romper.',
      'Tapa la línea de siembra con composta fina, vermiculita o arena en vez de tierra del jardín, riega suave con regadera de alcachofa, cubre la línea con una tabla, un saco húmedo o cartón hasta que asomen las primeras plantitas (revisa cada día), y añade composta al bancal cada año para que deje de encostrarse.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'soil-workable',
    topic: 'soil',
    title: ['Is the soil too wet to dig or plant?', '¿La tierra está demasiado mojada para cavar o plantar?'],
    cues: [
      // Rain that fell, not rainwater to use; digging or planting as a verb, not "my plants".
      'wet|soggy|muddy|mud|rains?|rained|raining|rainy|mojad\\w*|humed\\w*|barro|embarrad\\w*|llovi\\w*|lluvias?|llueve|encharcad\\w*',
      'dig\\w*|till\\w*|work (?:the )?soil|rotavat\\w*|plant|planting|cav\\w*|labr\\w*|arar|remov\\w*|trabajar (?:la )?tierra|plantar|sembrar',
      'too|ready|when|can i|should|demasiad\\w*|list[oa]|cuando|puedo|debo|se puede',
    ],
    not: 'pots?|macetas?|seeds?|semillas?',
    en: [
      'Squeeze a handful of soil from spade depth: if it makes a sticky ball or ribbon, or water drips out, it is too wet; if the ball crumbles when you poke it, it is ready to dig or plant.',
      'Working wet soil, especially clay, squashes out the air and leaves hard clods for months; wait a few dry days, walk on boards rather than on the beds, and in very wet climates use raised beds, which drain and warm earlier.',
    ],
    es: [
      'Aprieta un puñado de tierra sacada a la profundidad de la pala: si forma una bola pegajosa o una cinta, o gotea agua, está demasiado mojada; si la bola se desmorona al tocarla, está lista para cavar o plantar.',
      'Trabajar la tierra mojada, sobre todo la arcillosa, le quita el aire y deja terrones duros durante meses; espera unos días secos, pisa sobre tablas y no sobre los bancales, y en climas muy lluviosos usa bancales elevados, que drenan y se calientan antes.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'dogs-in-garden',
    topic: 'pests',
    title: ['Dogs digging and peeing in the garden', 'Perros que escarban y orinan en el jardín'],
    cues: [
      'dogs?|puppy|puppies|perros?|perritos?|cachorros?|perrita',
      'dig\\w*|dug|pee\\w*|urin\\w*|wee\\w*|yellow spots?|brown patch\\w*|trampl\\w*|beds?|garden|plants?|escarb\\w*|cav\\w*|orin\\w*|pis|pipi|manchas? amarillas?|pis(?:a|an|otea\\w*)|bancal\\w*|jardin|huerto|plantas?',
      'dig\\w*|dug|pee\\w*|urin\\w*|wee\\w*|trampl\\w*|escarb\\w*|cav(?:a|an|ar|ando)|orin\\w*|pis|pipi|pis(?:a|an|otea\\w*)',
    ],
    not: 'ate|eat\\w*|comi\\w*|poison\\w*|toxic\\w*|venen\\w*|sting\\w*|pica\\w*|picadura|bee|abeja',
    en: [
      'Dogs dig where soil is soft and cool or where they smell something, so give them their own digging pit with loose sand and a few buried toys, and protect new beds with low fences, chicken wire laid on the soil or raised beds; they usually follow paths, so leave them one.',
      'Urine leaves yellow or brown patches on lawns and scorches plants: rinse the spot with plenty of water soon after, train the dog to use a gravel or bark area, and choose tough plants at dog height. Keep cocoa-shell mulch, slug pellets and fertiliser away from dogs.',
    ],
    es: [
      'Los perros escarban donde la tierra está blanda y fresca o donde huelen algo, así que dales su propio rincón para cavar con arena suelta y unos juguetes enterrados, y protege los bancales nuevos con cercas bajas, malla de gallinero sobre la tierra o bancales elevados; suelen seguir caminos, así que déjales uno.',
      'La orina deja manchas amarillas o marrones en el césped y quema las plantas: echa mucha agua en el sitio poco después, enséñale a usar una zona de grava o corteza y elige plantas resistentes a la altura del perro. Mantén lejos de los perros el acolchado de cáscara de cacao, los cebos para babosas y los abonos.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'mexican-bean-beetle',
    topic: 'pests',
    title: ['Mexican bean beetles and bean leaf beetles', 'La conchuela del frijol (escarabajo mexicano)'],
    cues: [
      'mexican bean beetles?|bean (?:leaf )?beetles?|conchuelas?|catarina del frijol|catarinas? (?:del|en el|en los) frijol\\w*|escarabaj\\w* (?:del|en el|en los) frijol\\w*|(?:yellow|spiny) (?:larvae|grubs) on (?:my )?beans|lacy (?:bean )?leaves|hojas? (?:de frijol )?(?:como encaje|calad\\w*)',
    ],
    en: [
      'Copper-coloured beetles with 16 black spots (they look like ladybirds) and spiny yellow larvae that eat bean leaves from underneath, leaving them lacy like a skeleton, are Mexican bean beetles.',
      'Check under the leaves twice a week from early summer, squash the yellow egg clusters and knock larvae and beetles into soapy water, cover young plants with row cover (beans pollinate themselves), pull up finished plants promptly, and sow a second crop later; spined soldier bugs and a tiny wasp (Pediobius) control them.',
    ],
    es: [
      'Los escarabajos color cobre con 16 puntos negros (parecen mariquitas) y las larvas amarillas espinosas que comen las hojas del frijol (judía, poroto) por debajo y las dejan caladas como encaje son la conchuela del frijol (escarabajo mexicano del frijol).',
      'Revisa el envés de las hojas dos veces por semana desde comienzos del verano, aplasta los grupos de huevos amarillos y tira larvas y escarabajos a un cubo con agua jabonosa, cubre las plantas jóvenes con manta antiinsectos (el frijol se poliniza solo), arranca las plantas que ya terminaron y siembra otra tanda más tarde; unas chinches depredadoras y una avispita (Pediobius) los controlan.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'corn-earworm',
    topic: 'pests',
    title: [
      'Worms in the tips of sweetcorn ears (corn earworm)',
      'Gusanos en la punta del elote o choclo (gusano elotero)',
    ],
    cues: [
      'earworms?|ear ?worms?|corn worms?|elotero\\w*|gusano (?:del|de la) mazorca|(?:worms?|caterpillars?) (?:\\w+ ){0,5}(?:corn|ears?|cobs?)|(?:gusanos?|orugas?) (?:\\w+ ){0,5}(?:elotes?|choclos?|mazorcas?|maiz)',
      'earworms?|ear ?worms?|elotero\\w*|tips?|puntas?|ears?|cobs?|silks?|elotes?|choclos?|mazorcas?|pelos|barbas?|corn|maiz',
      'earworms?|ear ?worms?|elotero\\w*|worms?|caterpillars?|gusan\\w*|orugas?',
    ],
    not: 'cogollo\\w*|cogollero\\w*|whorl\\w*',
    en: [
      'A caterpillar eating the tip of sweetcorn ears under the husk is the corn earworm (the same moth is the tomato fruitworm); it enters through the silks, and the rest of the ear is usually fine to eat once you cut the tip off.',
      'On a few plants, put 5 drops of vegetable or mineral oil (or oil mixed with a little Bt) on the silks where they enter the ear, 5 to 6 days after the silks appear; grow tight-husked varieties, and plant early, since late plantings are hit hardest.',
    ],
    es: [
      'La oruga que se come la punta del elote (choclo, mazorca) bajo las hojas es el gusano elotero (la misma polilla ataca al tomate); entra por los pelos del elote, y el resto de la mazorca se puede comer después de cortar la punta.',
      'En pocas plantas, pon 5 gotas de aceite vegetal o mineral (o aceite con un poco de Bt) en los pelos, donde entran a la mazorca, 5 o 6 días después de que salgan; siembra variedades de hojas bien cerradas y temprano, porque las siembras tardías sufren más.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'citrus-leaf-drop-indoors',
    topic: 'plants',
    title: ['Citrus dropping leaves after moving indoors', 'Cítricos que pierden hojas al meterlos en casa'],
    cues: [
      'lemons?|limes?|oranges?|mandarins?|calamondin\\w*|kumquats?|citrus|limon\\w*|lima|limas|naranj\\w*|mandarin\\w*|citric\\w*|kumquat|quinoto\\w*',
      'indoors|inside|brought in|moved|winter|dentro|adentro|en casa|meti\\w*|movi\\w*|invierno',
      'leaves|leaf|hojas?|drop\\w*|fall\\w*|los\\w*|caen|cayendo|pierde\\w*|tira\\w*',
    ],
    en: [
      'Citrus often drop many leaves in the weeks after moving indoors: the light is far weaker, the air drier and the roots colder or wetter than outside.',
      'Put it in the brightest, coolest room (a south-facing window at 10 to 15 °C is ideal, or add a grow light), keep it away from radiators and draughts, water only when the top 3 to 5 cm of mix is dry, mist or stand it on a tray of wet pebbles, and move it out gradually in spring; new leaves usually come back then.',
    ],
    es: [
      'Los cítricos suelen perder muchas hojas en las semanas siguientes a meterlos en casa: la luz es mucho más débil, el aire más seco y las raíces más frías o más mojadas que fuera.',
      'Ponlo en la habitación más luminosa y fresca (junto a una ventana al sur a 10 a 15 °C es lo ideal, o añade una lámpara de cultivo), lejos de radiadores y corrientes, riega solo cuando los primeros 3 a 5 cm estén secos, pulveriza o ponlo sobre una bandeja con guijarros mojados, y sácalo poco a poco en primavera; entonces suele rebrotar.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'olive-no-fruit',
    topic: 'plants',
    title: ['Olive trees without olives', 'Olivos que no dan aceitunas'],
    cues: [
      'olives?|olive trees?|olivos?|aceitun\\w*|olivera\\w*',
      'no|not|never|doesn.?t|dont|won.?t|none|few|why|nunca|pocas|ninguna|por que|porque|fruit\\w*|frut\\w*|dan|da|produc\\w*',
    ],
    not: 'pot|maceta|pick\\w*|cure\\w*|cosech\\w*|curar|alin\\w*',
    en: [
      'Olives need a cool winter (about 8 to 10 weeks below 10 °C) to form flower buds, so in warm tropical places they grow but rarely fruit; they also crop heavily one year and lightly the next, and young trees take 3 to 5 years to start.',
      'The tiny flowers are wind-pollinated and dry, hot winds or rain at flowering in late spring can wipe out the crop; many varieties set more fruit with a different variety nearby. Give full sun, prune lightly after harvest, and water deeply during flowering and fruit swell in dry years.',
    ],
    es: [
      'El olivo necesita un invierno fresco (unas 8 a 10 semanas por debajo de 10 °C) para formar las yemas de flor, así que en lugares tropicales cálidos crece pero rara vez da fruto; además carga mucho un año y poco el siguiente (vecería), y los árboles jóvenes tardan de 3 a 5 años en empezar.',
      'Sus flores diminutas se polinizan con el viento, y el viento seco y caluroso o la lluvia en la floración, a finales de primavera, pueden arruinar la cosecha; muchas variedades cuajan más con otra variedad cerca. Dale sol pleno, poda ligero después de la cosecha y riega a fondo en la floración y mientras engorda la aceituna en los años secos.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'passion-fruit-ripe',
    topic: 'plants',
    title: ['When passion fruit is ripe', 'Cuándo está madura la maracuyá o granadilla'],
    cues: [
      'passion ?fruits?|passionfruits?|maracuy\\w*|parchita\\w*|granadill\\w*|mburucuy\\w*|fruta de la pasion|lilikoi|chinola',
      'ripe|ready|pick\\w*|harvest\\w*|wrinkl\\w*|fall\\w*|when|madur\\w*|list[oa]s?|cosech\\w*|arrug\\w*|caen|cae|cuando|recog\\w*',
    ],
    en: [
      'Passion fruit is ripe when the skin turns fully purple (or yellow, for yellow types) and it falls off the vine by itself, or comes away with a gentle twist; collect fallen fruit every day or two.',
      'A slightly wrinkled skin means the pulp is at its sweetest, and ripe fruit keeps a week or two at room temperature or longer in the fridge; fruit picked green does not ripen well.',
    ],
    es: [
      'La maracuyá (parchita, chinola, fruta de la pasión) y la granadilla están maduras cuando la piel toma todo su color (morado o amarillo según el tipo) y caen solas de la planta, o se sueltan al girarlas suavemente; recoge la fruta caída cada uno o dos días.',
      'La piel un poco arrugada indica que la pulpa está en su punto más dulce, y la fruta madura aguanta una o dos semanas a temperatura ambiente o más en la nevera; la que se corta verde no madura bien.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'avocado-harvest',
    topic: 'plants',
    title: ['When to pick avocados', 'Cuándo cosechar los aguacates o paltas'],
    cues: [
      'avocados?|aguacat\\w*|paltas?|paltos?',
      'pick\\w*|harvest\\w*|ripe\\w*|ready|when|cosech\\w*|madur\\w*|list[oa]s?|cuando|cortar|corto|recog\\w*',
    ],
    not: 'no fruit|doesn.?t|never|no da|nunca|sin fruto',
    en: [
      'Avocados do not soften on the tree: they mature there, and ripen only after picking. Pick one large fruit, leaving a bit of stalk, and keep it at room temperature; if it softens evenly in 5 to 10 days without shrivelling, the rest are ready, and you can "store" them on the tree for weeks.',
      'Hass-type fruit turns from green to dark purple-black as it ripens off the tree; a paper bag with a banana speeds it up. The season depends on the variety and climate, often winter to summer.',
    ],
    es: [
      'Los aguacates (paltas) no se ablandan en el árbol: maduran allí en tamaño y aceite, pero se ablandan solo después de cortarlos. Corta uno grande dejando un trocito de rabo y déjalo a temperatura ambiente; si se ablanda parejo en 5 a 10 días sin arrugarse, los demás están listos, y puedes "guardarlos" en el árbol varias semanas.',
      'Los de tipo Hass pasan de verde a morado casi negro al madurar fuera del árbol; una bolsa de papel con un plátano acelera la maduración. La temporada depende de la variedad y el clima, a menudo de invierno a verano.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'patagonia-garden',
    topic: 'plants',
    title: [
      'A vegetable garden in Patagonia and the far south',
      'El huerto en la Patagonia y el extremo sur',
    ],
    cues: [
      'patagoni\\w*|tierra del fuego|ushuaia|bariloche|neuquen|chubut|santa cruz (?:argentina|patagonia)|provincia de santa cruz|rio gallegos|punta arenas|aysen|coyhaique|magallanes|comodoro|el calafate|esquel',
      'grow\\w*|plant\\w*|sow\\w*|garden\\w*|vegetables?|crops?|tips?|what|when|cultiv\\w*|sembr\\w*|siembr\\w*|plant\\w*|huerta\\w*|huerto\\w*|verduras?|hortalizas?|consejos?|que|cuando|viento',
    ],
    en: [
      'Patagonia has a short, cool season (frosts possible from March to November and even in summer inland) and strong, drying westerly winds: sow and plant from October to December, and choose hardy crops such as potatoes, broad beans, peas, garlic, onions, lettuce, chard, kale, cabbage, beetroot, carrots, rhubarb and currants.',
      'Shelter is everything: windbreaks of hedges, fences or mesh, and a greenhouse or plastic tunnel (invernáculo) for tomatoes, courgettes and peppers; mulch well and use drip irrigation, as the wind dries soil fast.',
    ],
    es: [
      'La Patagonia tiene una temporada corta y fresca (heladas posibles de marzo a noviembre e incluso en verano en el interior) y vientos fuertes y secos del oeste: siembra y planta de octubre a diciembre y elige cultivos resistentes como papa, haba, arveja, ajo, cebolla, lechuga, acelga, kale, repollo, remolacha, zanahoria, ruibarbo y grosellas (corinto, zarzaparrilla).',
      'Lo principal es el reparo: cortavientos de cercos vivos, alambrados o media sombra, y un invernáculo o túnel de plástico para tomates, zapallitos y morrones; acolcha bien y usa riego por goteo, porque el viento seca la tierra rápido.',
    ],
    source: 'extension-service',
  }),
]
