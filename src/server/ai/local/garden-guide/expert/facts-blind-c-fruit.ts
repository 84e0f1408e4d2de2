// Fruit, berry and herb facts written blind (pass C), for what the plant doctor's symptom list does not cover: sooty
// mould, avocados without fruit, sunscald on bark, rootstock suckers, figs that do not ripen, male and female
// papayas, bananas after fruiting, pruning grapes, raspberries and woody herbs, apples that crop every other year,
// sour or dry citrus, strawberry runners, gum oozing from trunks, fruit trees from seed, dragon fruit, keeping a mango
// small, downy mildew on grapes and herbs that bolt. Sources: extension services, general horticulture.
import { buildFact } from './fact-builder'
import type { TopicFact } from './topic-facts'

const CITRUS =
  'lemons?|limes?|oranges?|mandarins?|tangerines?|grapefruits?|kumquats?|calamondin\\w*|citrus|limon\\w*|lima|limas|naranj\\w*|mandarin\\w*|citric\\w*|pomelo\\w*|toronj\\w*|kumquat|quinoto\\w*'
const PRUNE = 'prun\\w*|cut\\w* back|trim\\w*|pod(?:a|o|ar|an|amos|e|en)|podas|recort\\w*'

export const BLIND_C_FRUIT_FACTS: TopicFact[] = [
  buildFact({
    id: 'sooty-mould',
    topic: 'plants',
    title: [
      'Black sooty coating on leaves (sooty mould)',
      'Capa negra como hollín en las hojas (negrilla, fumagina)',
    ],
    cues: [
      'sooty|soot|black (?:coating|film|layer|stuff|dust|powder|mou?ld)|sticky|honeydew|hollin|negrilla|fumagina|capa negra|polvo negro|pegajos\\w*|melaza|melado|tizne',
    ],
    en: [
      'A black, sooty coating that wipes off the leaves of a tree or shrub, such as citrus (lemon, orange, mandarin, lime), gardenias, camellias, roses, mangoes, olives, oleander or bay, is sooty mould: a harmless fungus growing on honeydew, the sticky sugar dropped by aphids, scale, mealybugs or whitefly feeding above.',
      'Find and deal with the sap-suckers (look under leaves and along stems; ants running up the trunk are a clue, since they farm them), put a sticky band round the trunk to stop the ants, and the mould flakes off on its own; wash it off sooner with water and a little mild soap.',
    ],
    es: [
      'La capa negra como hollín que se quita al frotar las hojas de un árbol o arbusto, como los cítricos (limonero, naranjo, mandarino, limero), gardenias, camelias, rosales, mangos, olivos, adelfas o laurel, es la negrilla (fumagina): un hongo inofensivo que crece sobre la melaza, el azúcar pegajoso que sueltan pulgones, cochinillas, piojos o moscas blancas que comen más arriba.',
      'Busca y controla a esos chupadores (mira bajo las hojas y en los tallos; las hormigas subiendo por el tronco son una pista, porque los "pastorean"), pon una banda pegajosa alrededor del tronco para cortar el paso a las hormigas, y la negrilla se desprende sola; para quitarla antes, lávala con agua y un poco de jabón suave.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'avocado-no-fruit',
    topic: 'plants',
    title: ['Why an avocado tree has no fruit', 'Por qué un aguacate (palto) no da fruto'],
    cues: [
      'avocados?|aguacat\\w*|paltas?|paltos?',
      'fruit\\w*|avocados|produc\\w*|bear\\w*|crop|frut\\w*|aguacates|paltas|cosecha|produc\\w*|da|dan|dio|cuaja\\w*|flor\\w*|flower\\w*',
      'no|not|never|doesn.?t|dont|won.?t|isn.?t|hasn.?t|why|nunca|todavia|aun|por que|porque|cuando|how long|cuanto tarda|when',
    ],
    en: [
      'Grafted avocado trees usually fruit 3 to 4 years after planting, but trees grown from a pit take 7 to 15 years and may never fruit well; avocado flowers open as female one day and male the next, so a lone tree of type A (Hass) sets more with a type B (such as Fuerte or Bacon) nearby, and bees are the main pollinators.',
      'Young trees also drop most flowers and tiny fruit naturally; others skip a year after a big crop, or lose flowers to cold snaps below about 2 °C, drought or too much nitrogen. Water deeply, mulch thickly, feed lightly with a citrus or avocado feed, and be patient.',
    ],
    es: [
      'Un aguacate (palto) injertado suele dar fruto a los 3 o 4 años de plantarlo, pero uno sembrado de hueso tarda de 7 a 15 años y puede que nunca dé bien; sus flores se abren como hembra un día y como macho al siguiente, así que un árbol solo de tipo A (Hass) cuaja más con uno de tipo B (como Fuerte o Bacon) cerca, y las abejas son sus principales polinizadoras.',
      'Los árboles jóvenes también tiran de forma natural la mayoría de flores y frutitos; otros descansan un año después de una gran cosecha, o pierden las flores con fríos por debajo de unos 2 °C, sequía o exceso de nitrógeno. Riega a fondo, acolcha bien, abona poco con abono para cítricos o aguacates, y ten paciencia.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'trunk-sunscald',
    topic: 'plants',
    title: [
      'Bark split or scorched on the sunny side (sunscald)',
      'Corteza rajada o quemada del lado del sol (insolación)',
    ],
    cues: [
      'bark|trunks?|corteza|tronco\\w*',
      'split\\w*|crack\\w*|peel\\w*|scorch\\w*|sunscald|sun ?burn\\w*|sun ?scald|white ?wash\\w*|paint\\w*|white|rajad\\w*|raj(?:a|an|o)|agriet\\w*|quemad\\w*|insolacion|encalad\\w*|pint\\w*|blanc\\w*|cal',
    ],
    not: 'termit\\w*|carpenter|beetles?|escarabaj\\w*|holes?|agujer\\w*',
    en: [
      'Long cracks or dead, peeling bark on the south or west side of a young tree trunk (north or west in the southern hemisphere) are sunscald: winter sun warms the bark by day and frost freezes it at night, or harsh summer sun hits a trunk after heavy pruning. Citrus, apples, cherries, maples and newly planted trees are most at risk.',
      'Paint young trunks with white interior latex paint diluted half and half with water, or use a white tree guard, for the first few years; keep some leafy branches to shade the trunk, and do not cut into the crack: water and mulch well and the tree usually heals from the edges.',
    ],
    es: [
      'Las grietas largas o la corteza muerta que se pela en el lado sur u oeste del tronco de un árbol joven (norte u oeste en el hemisferio sur) son una insolación: el sol de invierno calienta la corteza de día y la helada la congela de noche, o el sol fuerte del verano da en un tronco tras una poda fuerte. Cítricos, manzanos, cerezos, arces y árboles recién plantados son los más expuestos.',
      'Pinta los troncos jóvenes con pintura blanca al agua de interior diluida mitad y mitad con agua (o encálalos), o ponles un protector blanco, durante los primeros años; deja algunas ramas con hojas que den sombra al tronco, y no cortes dentro de la grieta: riega y acolcha bien y el árbol suele cerrarla desde los bordes.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'rootstock-suckers',
    topic: 'plants',
    title: [
      'Shoots from below the graft (rootstock suckers)',
      'Brotes que salen por debajo del injerto (chupones del patrón)',
    ],
    cues: [
      'suckers?|shoots?|sprouts?|branch\\w*|growth|chupon\\w*|hijuelos?|brotes?|ramas?|rebrot\\w*|mamones?',
      'graft\\w*|rootstock|bottom|base|below|under|ground|thorn\\w*|spiky|injert\\w*|patron|pie|abajo|debajo|base|suelo|espin\\w*|pinch\\w*',
    ],
    not: 'tomato\\w*|tomate\\w*|jitomate\\w*|side shoots?|axil\\w*|strawberr\\w*|fresas?|frutillas?|raspberr\\w*|frambues\\w*|potato\\w*|papas?|patatas?',
    en: [
      'Most fruit trees and roses are grafted onto a different rootstock, seen as a bump low on the trunk; strong shoots from below that bump, or from the roots, are the rootstock trying to take over, and on citrus they are often very thorny with different, rounder leaves.',
      'Pull or cut them off flush with the trunk as soon as you see them, at any time of year; left to grow they steal water and food and can crowd out the variety you bought, which may then stop giving its normal fruit or flowers.',
    ],
    es: [
      'Casi todos los frutales y rosales están injertados sobre otro patrón (pie), que se ve como un abultamiento abajo del tronco; los brotes fuertes que salen por debajo de ese bulto o de las raíces son el patrón intentando ganar, y en los cítricos suelen ser muy espinosos y con hojas distintas, más redondas.',
      'Arráncalos o córtalos a ras del tronco en cuanto los veas, en cualquier época del año; si crecen, roban agua y alimento y pueden ahogar a la variedad que compraste, que entonces dejaría de dar su fruta o sus flores normales.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'figs-not-ripening',
    topic: 'plants',
    title: ['Figs that stay hard and green', 'Higos que se quedan duros y verdes'],
    cues: [
      'figs?|higos?|brevas?|higuera\\w*',
      'ripen\\w*|ripe|hard|green|small|never|stay|madur\\w*|duros?|verdes?|pequen\\w*|nunca|se quedan|no (?:maduran|engordan)',
    ],
    not: 'drop\\w*|fall\\w*|caen|caida|cayendo|tira',
    en: [
      'Figs ripen only in warm summers: in cool places such as the UK, the Pacific Northwest or high ground, the small figs that form in late summer will not ripen before winter, so rub them off in autumn and keep only the pea-sized embryo figs at the branch tips, which ripen the next summer (the breba crop).',
      'In warm places, figs that stay hard are usually short of water while swelling or on a tree too young or in too much shade; water deeply every week while fruit swells, give full sun, and pick when the fig droops on its stalk and feels soft. Most garden figs need no pollinator.',
    ],
    es: [
      'Los higos solo maduran con veranos cálidos: en lugares frescos, como el Reino Unido, el norte de España en altura, el noroeste del Pacífico o la sierra, los higos pequeños que salen a finales del verano no maduran antes del invierno; quítalos en otoño y deja solo los higuitos del tamaño de un guisante en las puntas, que serán las brevas del verano siguiente.',
      'Donde hace calor, los higos que no maduran suelen pasar sed mientras engordan, o están en un árbol muy joven o con mucha sombra; riega a fondo cada semana mientras engordan, dale sol pleno y cósechalos cuando el higo cuelga del rabito y está blando. Casi todas las higueras de jardín no necesitan polinizador.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'papaya-male-female',
    topic: 'plants',
    title: ['Male, female and hermaphrodite papaya plants', 'Papayos macho, hembra y hermafroditas'],
    cues: [
      'papayas?|papayos?|lechos[oa]s?|mamon\\w*|fruta bomba',
      'male|female|sex\\w*|boy|girl|hermaphrodit\\w*|long (?:flower )?stalks?|hanging flowers?|macho|hembra|sexo|hermafrodit\\w*|varon|flores? colgantes?|tallos? largos?',
    ],
    en: [
      'Papaya plants grown from seed can be male (flowers on long, dangling stalks that never fruit), female (single, larger flowers tight against the trunk that need pollen), or hermaphrodite (flowers close to the trunk that pollinate themselves and give the long fruit sold in shops).',
      'You can only tell once they flower, 4 to 6 months after sowing, so plant 3 or 4 seedlings per spot and keep the best hermaphrodite or female; one male for every 10 to 15 females is enough for pollination by moths and bees. Seed from a hermaphrodite fruit (such as Solo or Maradol) gives mostly hermaphrodite plants.',
    ],
    es: [
      'Los papayos (lechosa, mamón, fruta bomba) de semilla pueden ser macho (flores en tallos largos y colgantes que nunca dan fruto), hembra (flores sueltas, más grandes y pegadas al tronco, que necesitan polen) o hermafroditas (flores pegadas al tronco que se polinizan solas y dan la papaya alargada de las tiendas).',
      'Solo se distinguen cuando florecen, 4 a 6 meses después de sembrar, así que pon 3 o 4 plantitas por hoyo y quédate con la mejor hermafrodita o hembra; un macho por cada 10 a 15 hembras basta para la polinización por polillas y abejas. Las semillas de una papaya hermafrodita (como Maradol o Solo) dan sobre todo plantas hermafroditas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'banana-after-fruit',
    topic: 'plants',
    title: [
      'Bananas: after the bunch and when to pick',
      'Plátanos y bananos: después del racimo y cuándo cosechar',
    ],
    cues: [
      'bananas?|plantains?|platan\\w*|banan\\w*|guineos?|cambur\\w*|musa',
      'after|fruit\\w*|bunch\\w*|harvest\\w*|pick\\w*|cut|flower|heart|bell|pups?|suckers?|despues|racimo\\w*|cosech\\w*|cortar|corto|bellota|flor|bacota|hijos?|hijuelos?|chupones?|mata madre|madre',
    ],
    en: [
      'Each banana stem flowers and fruits only once: about 9 to 15 months after planting a flower stalk appears, hands of bananas form, and the purple "bell" at the end can be cut off once the last hand has set; cut the bunch when the fingers are plump and the ridges rounding out, and let it ripen in the shade.',
      'Then cut the old stem down to the ground and chop it as mulch around the clump, and keep one strong sword-leaf pup (narrow leaves) to follow on, plus one younger one, removing the rest; feed with compost or manure and water generously.',
    ],
    es: [
      'Cada tallo de plátano (banano, guineo, cambur) florece y da fruta una sola vez: unos 9 a 15 meses después de plantarlo sale la flor, se forman las manos y la "bellota" morada del final se puede cortar cuando cuajó la última mano; corta el racimo cuando los dedos están llenos y las aristas se redondean, y déjalo madurar a la sombra.',
      'Después corta la mata madre a ras del suelo y trocéala como acolchado alrededor, y deja un hijo fuerte de hojas estrechas (hijo de espada) para seguir, más otro más pequeño, quitando los demás; abona con composta o estiércol y riega con generosidad.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'prune-grapes',
    topic: 'plants',
    title: ['Pruning a grapevine', 'Cómo podar la parra o la vid'],
    cues: ['grapes?|grape ?vines?|vines?|uvas?|parras?|vid|vides|vina\\w*|parral\\w*', PRUNE],
    en: [
      "Prune grapevines hard in the dormant season (January to February in the north, July to August in the south), after the worst frosts but before buds swell, or they bleed sap: grapes fruit on this year's shoots growing from last year's canes.",
      "On a wall or pergola, keep the permanent arms and cut each of last year's side shoots back to 2 buds (spur pruning); in summer, pinch shoots 2 leaves past the last bunch and remove some leaves around bunches for sun and air. Removing 80 to 90% of the growth each winter is normal.",
    ],
    es: [
      'La parra (vid) se poda fuerte en reposo (enero y febrero en el norte, julio y agosto en el sur), después de las peores heladas pero antes de que se hinchen las yemas, o "llora" savia: la uva sale en los brotes de este año que nacen de los sarmientos del año pasado.',
      'En una pared o pérgola, mantén los brazos permanentes y corta cada sarmiento del año pasado dejando 2 yemas (poda en pulgar); en verano despunta los brotes 2 hojas más allá del último racimo y quita algunas hojas alrededor de los racimos para que les dé el sol y el aire. Quitar el 80 o 90% de la madera cada invierno es normal.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'prune-raspberries',
    topic: 'plants',
    title: ['Pruning raspberries and blackberries', 'Cómo podar frambuesas y moras'],
    cues: [
      'raspberr\\w*|blackberr\\w*|brambles?|loganberr\\w*|boysenberr\\w*|frambues\\w*|zarzamora\\w*|moras?|zarzas?|canes?',
      PRUNE,
    ],
    en: [
      'Summer-fruiting raspberries and blackberries fruit on canes grown the year before: right after harvest, cut the canes that fruited down to the ground and tie in 6 to 8 of the strongest new green canes per plant (or per metre of row) for next year.',
      'Autumn-fruiting (everbearing) raspberries fruit on the new canes: cut all canes to the ground in late winter, or for two crops cut only the part that fruited. Wear gloves, and remove suckers that come up in paths.',
    ],
    es: [
      'Las frambuesas de verano y las moras (zarzamoras) dan fruta en las cañas que crecieron el año anterior: justo después de cosechar, corta a ras de suelo las cañas que dieron fruta y ata 6 a 8 de las cañas verdes nuevas más fuertes por planta (o por metro de fila) para el año siguiente.',
      'Las frambuesas de otoño (reflorecientes) dan fruta en las cañas nuevas: corta todas a ras de suelo a finales del invierno o, para tener dos cosechas, corta solo la parte que dio fruta. Usa guantes y quita los hijuelos que salgan en los caminos.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'biennial-bearing-thinning',
    topic: 'plants',
    title: [
      'Fruit every other year, and thinning fruit',
      'Fruta un año sí y otro no, y el aclareo de frutos',
    ],
    cues: [
      'apples?|pears?|plums?|peach\\w*|nectarines?|apricots?|mangoes|mangos?|avocados?|olives?|citrus|oranges?|manzan\\w*|peras?|perales?|ciruel\\w*|durazn\\w*|melocoton\\w*|albaricoqu\\w*|damasc\\w*|chabacan\\w*|aguacat\\w*|paltas?|olivos?|aceitun\\w*|naranj\\w*|fruit trees?|frutales?',
      'every other|alternate|biennial|one year|next year|thin\\w*|too many|tiny fruit|small fruit|un ano si|ano si|vecer\\w*|alterna\\w*|aclar\\w*|demasiad\\w*|frutos? pequen\\w*|fruta pequen\\w*',
    ],
    en: [
      "Apples, pears, mangoes, avocados, olives and citrus often fall into a rhythm of a huge crop one year and almost none the next (biennial bearing): the heavy crop uses up the energy the tree needs to form next year's flower buds.",
      'Break the cycle by thinning: 3 to 4 weeks after flowering, when fruits are marble-sized, leave one apple or pear every 10 to 15 cm (one or two per cluster) and peaches and plums 10 to 15 cm apart; the fruit left grows bigger and sweeter, branches do not break, and the tree flowers again next year. Water and mulch well in dry years.',
    ],
    es: [
      'Manzanos, perales, mangos, aguacates, olivos y cítricos a menudo caen en un ritmo de una cosecha enorme un año y casi nada al siguiente (vecería): la gran cosecha gasta la energía que el árbol necesita para formar las yemas de flor del año que viene.',
      'Rompe el ciclo con el aclareo: 3 o 4 semanas después de la floración, cuando los frutos son como canicas, deja una manzana o pera cada 10 a 15 cm (una o dos por ramillete) y los duraznos (melocotones) y ciruelas a 10 a 15 cm; la fruta que queda crece más grande y dulce, las ramas no se rompen y el árbol vuelve a florecer el año siguiente. En años secos riega y acolcha bien.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'sour-dry-citrus',
    topic: 'plants',
    title: ['Sour, dry or thick-skinned citrus', 'Cítricos ácidos, secos o de piel gruesa'],
    cues: [
      CITRUS,
      'sour|bitter|acid\\w*|dry|dried|juiceless|no juice|pulp\\w*|thick ?skin\\w*|thick rind|pithy|tasteless|agri\\w*|acid[oa]s|amarg\\w*|sec[oa]s|sin jugo|sin zumo|poco jugo|poco zumo|piel gruesa|cascara gruesa|insipid\\w*|no saben',
    ],
    not: 'lemons? (?:is|are) sour|limones? (?:es|son) acid\\w*',
    en: [
      'Sour oranges or mandarins are usually picked too early: citrus only sweetens on the tree and often colours before it is ripe, so taste one fruit and wait a few more weeks; winter cold and young trees (under 3 to 4 years) also give sourer fruit, and shoots from the rootstock give bitter, sour fruit.',
      'Dry, pithy fruit with thick skin comes from too much nitrogen, drought while the fruit swells, or fruit left hanging too long; water deeply and regularly from flowering to harvest, use a citrus feed with potassium rather than lawn feed, and pick when ripe.',
    ],
    es: [
      'Las naranjas o mandarinas ácidas casi siempre se cosechan demasiado pronto: los cítricos solo se endulzan en el árbol y a menudo toman color antes de estar maduros, así que prueba una y espera unas semanas más; el frío del invierno y los árboles jóvenes (menos de 3 o 4 años) también dan fruta más ácida, y las ramas del patrón dan frutos amargos.',
      'La fruta seca, con mucha piel blanca y cáscara gruesa viene de exceso de nitrógeno, sequía mientras engorda o fruta que se dejó colgada demasiado tiempo; riega a fondo y con regularidad desde la floración hasta la cosecha, usa abono para cítricos con potasio en vez de abono de césped, y cosecha cuando esté madura.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'prune-woody-herbs',
    topic: 'plants',
    title: [
      'Pruning lavender, rosemary and other woody herbs',
      'Podar la lavanda, el romero y otras aromáticas leñosas',
    ],
    cues: [
      'lavenders?|rosemary|sage|thyme|oregano|santolina|lavanda\\w*|espliego|romero|salvia|tomillo|oregano',
      `${PRUNE}|woody|leggy|bare|straggly|shape|lenos[oa]s?|lenos\\w*|pelad[oa]s?|desgarbad[oa]s?|forma|madera`,
    ],
    en: [
      'Trim lavender every year right after flowering (late summer), cutting the flower stems plus 2 to 3 cm of the leafy growth, but never into bare brown wood, which rarely sprouts again; rosemary, sage and thyme like a light trim after flowering and again in spring.',
      'Old plants that are already woody and bare at the base will not recover from hard pruning: take 10 cm cuttings of soft shoots in summer to replace them, usually every 5 to 8 years. Leave some flowers for the bees, which love all of them.',
    ],
    es: [
      'Recorta la lavanda cada año justo después de la floración (a finales del verano), cortando los tallos de flor y 2 a 3 cm de la parte con hojas, pero nunca en la madera marrón pelada, que casi nunca rebrota; el romero, la salvia y el tomillo agradecen un recorte ligero después de florecer y otro en primavera.',
      'Las plantas viejas que ya están leñosas y peladas por abajo no se recuperan con una poda fuerte: en verano saca esquejes de 10 cm de brotes tiernos para reemplazarlas, normalmente cada 5 a 8 años. Deja algunas flores para las abejas, que adoran todas estas plantas.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'strawberry-runners',
    topic: 'plants',
    title: ['What to do with strawberry runners', 'Qué hacer con los estolones de las fresas'],
    cues: [
      'strawberr\\w*|fresas?|frutillas?|fresones?|freseras?',
      'runners?|babies|baby plants|stolons?|shoots|estolon\\w*|hijos?|hijuelos?|guias?|plantitas|brotes?',
    ],
    en: [
      'Strawberry runners are new baby plants on long stems; in the fruiting season, cut most of them off so the mother plant puts its energy into fruit.',
      'To make new plants for free in mid to late summer, pin 2 or 3 runners per plant into small pots of compost sunk beside the row with a bent wire, keep them moist, and cut them from the mother after 4 to 6 weeks, when they have rooted; replace old plants with these every 3 years.',
    ],
    es: [
      'Los estolones de las fresas (frutillas) son plantitas nuevas en tallos largos; en la temporada de fruta, córtalos casi todos para que la planta madre use su energía en dar fresas.',
      'Para tener plantas nuevas gratis a mediados o finales del verano, sujeta 2 o 3 estolones por planta con un alambre doblado en macetitas con sustrato enterradas junto a la fila, mantenlas húmedas y córtalas de la madre a las 4 a 6 semanas, cuando hayan enraizado; cada 3 años reemplaza las plantas viejas con estas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'gummosis',
    topic: 'plants',
    title: ['Gum or sap oozing from the trunk', 'Goma o resina que sale del tronco (gomosis)'],
    cues: [
      'ooz\\w*|gum|gummy|gummosis|sap|amber|jelly|resin|bleed\\w*|goma|gomosis|resina|savia|sale (?:una )?(?:goma|resina|savia|liquido)|gelatina|lagrima\\w*|supur\\w*',
      'trunk|bark|branch\\w*|trees?|peach\\w*|cherr\\w*|plums?|apricots?|citrus|lemons?|oranges?|tronco|corteza|ramas?|arbol\\w*|durazn\\w*|melocoton\\w*|cerez\\w*|ciruel\\w*|albaricoqu\\w*|damasc\\w*|chabacan\\w*|limon\\w*|naranj\\w*|citric\\w*',
    ],
    en: [
      'Amber jelly oozing from peach, cherry, plum or apricot bark (gummosis) is the tree sealing a wound: from a pruning cut, frost crack, borer insects (look for sawdust in the gum), or a canker fungus; on citrus, oozing low on the trunk with dark, cracked bark is often Phytophthora from wet soil.',
      'Keep soil and mulch away from the trunk, water deeply but less often so the base dries between waterings, prune stone fruit only in dry summer weather, and avoid mower and strimmer wounds; gently cut out dead bark with a clean knife, and ask your extension service if a large area is weeping.',
    ],
    es: [
      'La goma ámbar como gelatina que sale de la corteza de durazneros (melocotoneros), cerezos, ciruelos o albaricoqueros (gomosis) es el árbol sellando una herida: un corte de poda, una grieta por helada, insectos barrenadores (busca aserrín en la goma) o un hongo de chancro; en los cítricos, la goma abajo del tronco con corteza oscura y agrietada suele ser Phytophthora por suelo encharcado.',
      'Aparta la tierra y el acolchado del tronco, riega a fondo pero menos a menudo para que la base se seque entre riegos, poda los frutales de hueso solo en verano con tiempo seco y evita heridas de cortacésped y desbrozadora; quita con cuidado la corteza muerta con una navaja limpia, y consulta al servicio agrícola si llora una zona grande.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'dragon-fruit',
    topic: 'plants',
    title: [
      'Dragon fruit (pitaya) that does not flower or fruit',
      'Pitahaya (pitaya) que no florece o no da fruto',
    ],
    cues: ['dragon ?fruits?|pitaya\\w*|pitahaya\\w*|pithaya\\w*|hylocereus|selenicereus|fruta del dragon'],
    en: [
      'Dragon fruit is a climbing cactus that flowers once its stems reach the top of a sturdy post (about 1.5 m) and hang down, usually 2 to 4 years from a cutting; it needs full sun or light shade, warm nights, a fast-draining soil, and less water in winter to trigger summer flowers.',
      'The huge white flowers open for one night; many varieties need pollen from another variety, so hand-pollinate with a soft brush between two plants at night or early morning. Fruit is ready about 30 to 50 days after flowering, when the skin is fully coloured.',
    ],
    es: [
      'La pitahaya (pitaya, fruta del dragón) es un cactus trepador que florece cuando sus tallos llegan a lo alto de un poste firme (unos 1,5 m) y cuelgan, normalmente de 2 a 4 años después del esqueje; necesita sol pleno o sombra ligera, noches cálidas, suelo que drene rápido y menos riego en invierno para florecer en verano.',
      'Sus enormes flores blancas se abren una sola noche; muchas variedades necesitan polen de otra variedad, así que poliniza a mano con un pincel suave entre dos plantas por la noche o al amanecer. La fruta está lista unos 30 a 50 días después de la flor, cuando la piel tiene todo su color.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'mango-size',
    topic: 'plants',
    title: ['Keeping a mango tree small', 'Mantener pequeño un árbol de mango'],
    cues: [
      'mangoes|mangos?|mangueros?|mango tree',
      `${PRUNE}|small|smaller|big|size|tall|height|dwarf|compact|pequen\\w*|grande|tamano|alto|altura|enano|compacto|maceta`,
    ],
    en: [
      'Seedling mango trees can grow 10 to 30 m (30 to 100 ft) tall, but grafted compact varieties (such as Nam Doc Mai, Pickering, Cogshall or Ataulfo kept pruned) can be held at 2.5 to 4 m, and some grow in 60 to 100 litre pots.',
      "Prune right after harvest each year, cutting back the branches that fruited and thinning the centre for light; pruning later in the year removes the tips where next season's flowers form. Mangoes need frost-free winters and a dry spell before flowering.",
    ],
    es: [
      'Un mango de semilla puede llegar a 10 o 30 m de alto, pero las variedades compactas injertadas (como Ataúlfo, Nam Doc Mai, Pickering o Cogshall con poda) se pueden mantener de 2,5 a 4 m, y algunas crecen en macetones de 60 a 100 litros.',
      'Poda justo después de la cosecha cada año, recortando las ramas que dieron fruto y aclarando el centro para que entre luz; podar más tarde quita las puntas donde se forman las flores de la temporada siguiente. El mango necesita inviernos sin heladas y una época seca antes de florecer.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'grape-downy-mildew',
    topic: 'plants',
    title: [
      'Downy mildew on grapes: oily spots and white fuzz',
      'Mildiu de la vid: manchas de aceite y pelusa blanca',
    ],
    cues: [
      'grapes?|grape ?vines?|vines?|uvas?|parras?|vid|vides|vina\\w*',
      'fuzz\\w*|downy|white (?:fuzz|down|growth|mould|mold)|oil (?:spots?|stains?)|oily|yellow spots?|mildew\\w*|pelusa|mildiu|mancha\\w* de aceite|manchas? amarill\\w*|moho blanco|vello\\w*',
    ],
    en: [
      'Yellow "oil spots" on top of grape leaves with white downy fuzz underneath, in warm, wet weather, are downy mildew; it can also shrivel young bunches. Powdery mildew looks different: grey-white powder on top of leaves and on grapes, in dry, warm weather.',
      'Pick off and bin spotted leaves, thin shoots and leaves around bunches so they dry fast, water the soil not the leaves, and grow resistant varieties; gardeners in wet areas use a copper spray (downy) or sulphur (powdery) before flowering and after fruit set, spraying in the evening and never on open flowers.',
    ],
    es: [
      'Las "manchas de aceite" amarillas en el haz de las hojas de la parra con pelusa blanca por el envés, con tiempo cálido y lluvioso, son mildiu; también puede secar los racimos jóvenes. El oídio es distinto: polvo gris blanquecino encima de las hojas y en las uvas, con tiempo seco y cálido.',
      'Quita y tira las hojas manchadas, aclara brotes y hojas alrededor de los racimos para que se sequen rápido, riega la tierra y no las hojas, y planta variedades resistentes; en zonas lluviosas se usa caldo bordelés o cobre (mildiu) o azufre (oídio) antes de la floración y después del cuajado, al atardecer y nunca sobre flores abiertas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'herbs-bolting',
    topic: 'plants',
    title: [
      'Basil and coriander going to flower (bolting)',
      'Albahaca y cilantro que se espigan (suben a flor)',
    ],
    cues: [
      'basil|cilantro|coriander|parsley|dill|rocket|arugula|lettuce|spinach|albahaca|cilantro|culantro|perejil|eneldo|rucula|rucola|lechuga\\w*|espinaca\\w*',
      'bolt\\w*|flower\\w*|seed\\w*|going to seed|tall and|stalk|espig\\w*|flor\\w*|florec\\w*|semilla\\w*|se (?:sube|suben|subio|subieron)|sube a flor|subio a flor',
    ],
    not: 'sow\\w*|when to plant|sembr\\w*|germin\\w*',
    en: [
      'Coriander (cilantro), lettuce, spinach and rocket bolt (run up to flower and seed) in long, hot days or when dry or crowded; the leaves then turn bitter and small. Sow them little and often every 3 to 4 weeks, in part shade in summer, or in the cool season (autumn and winter in warm climates such as Mexico, Texas, Spain or Australia), and choose slow-bolting varieties.',
      'Pinch off basil flower buds as soon as they appear to keep leaves coming. Once a plant bolts, leave a few flowering: bees and hoverflies love coriander, dill, rocket and basil flowers, and coriander seeds are the spice.',
    ],
    es: [
      'El cilantro (culantro), la lechuga, la espinaca y la rúcula se espigan (suben a flor y semilla) con días largos y calurosos o si pasan sed o están apretados; entonces las hojas se vuelven amargas y pequeñas. Siémbralos poco y a menudo cada 3 o 4 semanas, en semisombra en verano o en la temporada fresca (otoño e invierno en climas cálidos como México, España o Argentina), y elige variedades lentas en espigarse.',
      'A la albahaca quítale los botones de flor en cuanto salgan para que siga dando hojas. Cuando una planta se espigue, deja algunas en flor: a las abejas y los sírfidos les encantan las flores de cilantro, eneldo, rúcula y albahaca, y las semillas del cilantro son la especia.',
    ],
    source: 'extension-service',
  }),
]
