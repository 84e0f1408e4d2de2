// Bee-safe pest facts written blind (pass C): moles, vine borers, fall armyworm, tomato and citrus leaf miners, citrus
// psyllid, fruit flies, wasps at ripe fruit, raccoons, groundhogs, iguanas, leafhoppers, root flies, wireworms, lily
// and rosemary beetles, sawflies, blackfly on broad beans, woolly aphid, box moth, palm weevil, row
// covers, trap crops, lacewings, parasitic wasps, squirrels at fruit, snails on citrus, root-knot nematodes, mole
// crickets, cochineal on nopal, leafcutter bees and bird netting. Sources: extension services, general horticulture.
import { buildFact } from './fact-builder'
import type { TopicFact } from './topic-facts'

export const BLIND_C_PEST_FACTS: TopicFact[] = [
  buildFact({
    id: 'moles-lawn',
    topic: 'pests',
    title: ['Moles and molehills in the lawn', 'Topos y montículos de tierra en el césped'],
    cues: ['moles?|molehills?|mole hills?|mole tunnels?|topos?|toperas?|topillos?'],
    not: 'sauce|salsa|poblano|negro|receta|recipe|skin|piel|lunar\\w*',
    en: [
      'Moles eat earthworms and grubs, not plant roots; their tunnels and molehills are a nuisance but show the soil is full of life, and they often move on by themselves after a few weeks.',
      'Rake the molehills flat (the fine soil is great for pots and seed trays), and for a vegetable bed bury a fine wire mesh 60 cm (2 ft) deep around it; avoid poison baits, gas and traps near children and pets, and know that vibrating stakes and castor oil rarely help for long.',
    ],
    es: [
      'Los topos comen lombrices y larvas, no raíces; sus túneles y montículos de tierra molestan, pero muestran que el suelo está lleno de vida, y a menudo se van solos en unas semanas.',
      'Rastrilla los montículos (esa tierra fina es estupenda para macetas y semilleros) y, para proteger un bancal, entierra una malla metálica fina de 60 cm de profundidad alrededor; evita cebos venenosos, gases y trampas cerca de niños y mascotas, y las estacas vibradoras o el aceite de ricino rara vez funcionan mucho tiempo.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'squash-vine-borer',
    topic: 'pests',
    title: ['Squash vine borers', 'El barrenador de la calabaza'],
    cues: [
      'vine borers?|squash borers?|borers?|barrenador\\w*|taladro\\w*',
      'vine borers?|squash\\w*|pumpkins?|zucchin\\w*|courgettes?|calabaz\\w*|calabacit\\w*|calabacin\\w*|zapall\\w*|ayote\\w*',
    ],
    en: [
      'Squash vine borers are white grubs inside the stem of squash, pumpkins and zucchini (courgettes): the plant wilts suddenly at midday and you see a hole with yellow-green "sawdust" at the base; the adult is a red and black day-flying moth that lays eggs in early summer.',
      'Cover young plants with a row cover until the first female flowers open (then uncover for the bees), wrap the lower stem in foil, and if a grub is inside, slit the stem lengthwise, take it out and heap moist soil over the wound so new roots form; butternut squash resists them best.',
    ],
    es: [
      'El barrenador de la calabaza es una larva blanca que vive dentro del tallo de calabazas, calabacitas (calabacines, zapallitos) y zapallos: la planta se marchita de golpe a mediodía y en la base hay un agujero con "aserrín" amarillo verdoso; el adulto es una polilla roja y negra que vuela de día y pone huevos a comienzos del verano.',
      'Cubre las plantas jóvenes con manta antiinsectos hasta que abran las primeras flores femeninas (entonces destápalas para las abejas), envuelve la base del tallo con papel de aluminio y, si ya hay una larva, abre el tallo a lo largo con una cuchilla, sácala y cubre la herida con tierra húmeda para que eche raíces nuevas; la calabaza tipo butternut (anquito) resiste mejor.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'fall-armyworm',
    topic: 'pests',
    title: ['Fall armyworm in maize (gusano cogollero)', 'El gusano cogollero del maíz'],
    cues: [
      'armyworms?|army worms?|cogollerow*|gusano del cogollo',
      'armyworms?|army worms?|cogollerow*|cogollos?|corn|maize|maiz|milpa|elotes?|choclos?|whorls?',
      'armyworms?|army worms?|cogollerow*|stopw*|controlw*|get rid|how|what|help|hago|como|que|controlw*|quitw*|eliminw*|acabw*|combatw*',
    ],
    en: [
      'Fall armyworm (gusano cogollero) caterpillars hide deep in the funnel (whorl) of young maize and leave ragged holes and wet brown droppings; check the whorls twice a week from the time plants have 4 leaves.',
      'In a family plot, pick them out by hand or drop a pinch of fine dry soil or sawdust into each whorl, spray Bt (Bacillus thuringiensis) into the whorl in the evening if many plants are hit, and sow beans and squash between the maize as in the milpa, which brings in the wasps and earwigs that eat them.',
    ],
    es: [
      'El gusano cogollero es una oruga que se esconde en el cogollo del maíz (milpa, choclo, elote) joven y deja agujeros irregulares y excrementos húmedos y marrones; revisa los cogollos dos veces por semana desde que las plantas tienen 4 hojas.',
      'En un huerto familiar, sácalos a mano o echa una pizca de tierra fina seca o aserrín en cada cogollo; si hay muchas plantas dañadas, aplica Bt (Bacillus thuringiensis) dentro del cogollo al atardecer, y siembra frijol y calabaza entre el maíz como en la milpa, que atrae avispitas y tijeretas que se los comen.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'tomato-leafminer-tuta',
    topic: 'pests',
    title: ['Tomato leafminer moth (Tuta absoluta)', 'La polilla del tomate (Tuta absoluta)'],
    cues: [
      'tuta|tomato (?:leaf ?miner|moth|pinworm)s?|polilla del (?:tomate|jitomate)|minador\\w* del (?:tomate|jitomate)|palomilla del (?:tomate|jitomate)',
    ],
    en: [
      'Tuta absoluta is a tiny moth whose caterpillars make pale blotches (mines) in tomato leaves and bore small holes into the fruit; it is common in Spain, Latin America and warm greenhouses.',
      'Pick off and bin mined leaves and holed fruit, hang a pheromone trap to catch the males, net greenhouse doors and vents, and if needed spray Bt in the evening; ground beetles, lacewings and small bugs (Nesidiocoris) eat the eggs and caterpillars, so skip broad insecticides.',
    ],
    es: [
      'La Tuta absoluta es una polilla diminuta cuyas orugas hacen manchas claras (galerías) en las hojas del tomate (jitomate) y pequeños agujeros en los frutos; es común en España, Latinoamérica y los invernaderos cálidos.',
      'Quita y tira las hojas minadas y los frutos agujereados, cuelga una trampa de feromonas para los machos, pon malla en puertas y ventanas del invernadero y, si hace falta, aplica Bt al atardecer; los carábidos, las crisopas y chinches pequeñas (Nesidiocoris) se comen huevos y orugas, así que evita los insecticidas de amplio espectro.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'citrus-leafminer',
    topic: 'pests',
    title: [
      'Citrus leafminer: silvery trails on new leaves',
      'El minador de los cítricos: caminos plateados en las hojas',
    ],
    cues: [
      'lemons?|limes?|oranges?|mandarins?|citrus|grapefruit|limon\\w*|lima|limas|naranj\\w*|mandarin\\w*|citric\\w*|pomelo\\w*|toronj\\w*',
      'trails?|tunnels?|lines?|squiggl\\w*|silver\\w*|curled new|leaf ?miners?|minador\\w*|caminos?|galerias?|lineas?|plateadas?|rayas?|serpentin\\w*',
    ],
    en: [
      'Silvery, wiggly trails in young citrus leaves, often curled and twisted, come from the citrus leafminer, a tiny moth whose larvae tunnel inside new leaves in summer and autumn flushes.',
      'It looks bad but rarely harms a tree older than 2 to 3 years: leave the curled leaves on (they still make food), avoid heavy feeding and pruning in late summer that push soft new growth, and skip sprays, which also kill the tiny wasps that control it.',
    ],
    es: [
      'Los caminos plateados y en zigzag en las hojas nuevas de limoneros, naranjos y mandarinos, a menudo enrolladas y retorcidas, son del minador de los cítricos, una polilla diminuta cuyas larvas hacen galerías dentro de las hojas tiernas en las brotaciones de verano y otoño.',
      'Se ve feo, pero casi nunca daña a un árbol de más de 2 o 3 años: deja las hojas enrolladas (siguen haciendo alimento), evita abonar mucho y podar a finales del verano, que provoca brotes tiernos, y no fumigues, porque matarías a las avispitas que lo controlan.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'citrus-psyllid-hlb',
    topic: 'plants',
    title: [
      'Citrus psyllid and greening disease (HLB)',
      'El psílido de los cítricos y el dragón amarillo (HLB)',
    ],
    cues: ['psyllids?|greening|hlb|huanglongbing|psilidos?|dragon amarillo|diaphorina'],
    en: [
      'The Asian citrus psyllid is a tiny brown sap-sucker that leaves white waxy curls on new citrus shoots and spreads greening (HLB): blotchy yellow leaves that are not the same on both halves, small lopsided bitter fruit, and a tree that declines.',
      'There is no cure, so buy citrus only from certified nurseries, do not move citrus plants or cuttings between regions, check new shoots often, and report suspected HLB to your local agriculture or extension office; in the US, Mexico, Brazil and Florida there are official programs that test trees free.',
    ],
    es: [
      'El psílido asiático de los cítricos es un insecto diminuto y pardo que chupa savia, deja rizos blancos de cera en los brotes nuevos y transmite el dragón amarillo (HLB): hojas con manchas amarillas distintas en cada mitad, frutos pequeños, deformes y amargos, y un árbol que decae.',
      'No tiene cura, así que compra cítricos solo en viveros certificados, no traslades plantas ni esquejes de una región a otra, revisa a menudo los brotes nuevos y avisa de cualquier sospecha a la oficina de agricultura o sanidad vegetal de tu zona (en México el SENASICA, en Argentina el SENASA); hay programas oficiales que revisan los árboles gratis.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'fruit-flies-in-fruit',
    topic: 'pests',
    title: ['Maggots in ripe fruit (fruit flies)', 'Gusanos en la fruta madura (mosca de la fruta)'],
    cues: [
      'fruit fl(?:y|ies)|medfl(?:y|ies)|maggots?|worms?|grubs?|larvaw*|mosca de la fruta|moscas de la fruta|mosca del mediterraneo|gusanw*|larvas?',
      'fruit fl(?:y|ies)|medfl(?:y|ies)|mosca de la fruta|moscas de la fruta|mangoes|mangos?|guavas?|peachw*|nectarines?|figs?|oranges?|mandarins?|citrus|cherr(?:y|ies)|papayas?|fruit|fruits|guayabas?|duraznos?|melocotonw*|higos?|naranjas?|mandarinas?|cerezas?|fruta|frutas|frutos?',
    ],
    not: 'compost\\w*|kitchen|cocina|bin|cubo|vinegar trap|worm bin|lombri\\w*|apples?|pears?|manzanas?|peras?|membrill\\w*',
    en: [
      'Small white maggots inside ripe mangoes, guavas, peaches, figs or citrus are the young of fruit flies (such as the Mediterranean fruit fly or the Mexican fruit fly), which lay eggs through the skin as the fruit starts to colour.',
      'Pick up and bin every fallen or stung fruit every few days (sealed in a bag in the sun, never in the compost), harvest as soon as fruit is ripe, bag fruit on small trees in paper or mesh bags, and hang traps baited with protein or vinegar; this needs no sprays near flowers.',
    ],
    es: [
      'Los gusanitos blancos dentro de mangos, guayabas, duraznos (melocotones), higos o cítricos maduros son larvas de la mosca de la fruta (como la mosca del Mediterráneo o la mosca mexicana de la fruta), que pone los huevos a través de la piel cuando la fruta empieza a tomar color.',
      'Recoge y tira cada pocos días toda la fruta caída o picada (en una bolsa cerrada al sol, nunca a la composta), cosecha en cuanto madure, embolsa la fruta de los árboles pequeños con bolsas de papel o malla y cuelga trampas con cebo de proteína o vinagre; no hace falta fumigar cerca de las flores.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'wasps-eating-fruit',
    topic: 'pests',
    title: ['Wasps eating grapes, figs and plums', 'Avispas que se comen uvas, higos y ciruelas'],
    cues: [
      'wasps?|yellow ?jackets?|hornets?|avispas?|avispones?|chaquetas amarillas',
      'grapes?|figs?|plums?|pears?|apples?|fruit\\w*|berr(?:y|ies)|uvas?|higos?|brevas?|ciruelas?|peras?|manzanas?|fruta\\w*|frutos?',
    ],
    not: 'sting\\w*|pico\\w*|picadura\\w*|nest\\w*|nido\\w*|avispero\\w*',
    en: [
      'Wasps and hornets go for ripe and already split grapes, figs, plums and pears in late summer, when their nests stop raising young and they crave sugar; birds often make the first hole.',
      'Slip organza or paper bags over grape bunches and figs a few weeks before they ripen, pick fruit as it ripens, clear fallen fruit, and do not swat wasps near children; wasps also eat many caterpillars and aphids earlier in the year.',
    ],
    es: [
      'Las avispas y avispones buscan las uvas, higos, ciruelas y peras maduras o ya rajadas a finales del verano, cuando sus nidos dejan de criar y quieren azúcar; a menudo un pájaro abre el primer agujero.',
      'Pon bolsitas de organza o de papel en los racimos y en los higos unas semanas antes de que maduren, cosecha a tiempo, recoge la fruta caída y no manotees a las avispas cerca de los niños; antes en el año las avispas se comen muchas orugas y pulgones.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'raccoons-corn',
    topic: 'pests',
    title: ['Raccoons in the sweetcorn and garden', 'Mapaches en el maíz y el huerto'],
    cues: ['raccoons?|racoons?|mapaches?|osos? lavadores?|zorros? lavadores?'],
    en: [
      'Raccoons raid sweetcorn the night before you would pick it, and also eat grapes, melons and fish from ponds; they are clever and good climbers.',
      'A two-strand electric fence (15 and 30 cm above the ground) around the corn during the last 2 weeks before harvest works best; otherwise tape or bag each ear, and keep bins, pet food and compost closed. Never feed them, and keep children away: they can carry rabies and roundworm.',
    ],
    es: [
      'Los mapaches asaltan el maíz (elote, choclo) la noche antes de que lo ibas a cosechar, y también comen uvas, melones y peces de los estanques; son listos y trepan muy bien.',
      'Lo que mejor funciona es un pastor eléctrico de dos hilos (a 15 y 30 cm del suelo) alrededor del maíz en las 2 últimas semanas antes de la cosecha; si no, embolsa o encinta cada mazorca y mantén cerrados los cubos de basura, la comida de mascotas y la composta. Nunca los alimentes y aleja a los niños: pueden transmitir rabia y parásitos.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'groundhogs',
    topic: 'pests',
    title: ['Groundhogs (woodchucks) in the vegetable garden', 'Marmotas en el huerto'],
    cues: ['groundhogs?|woodchucks?|whistle ?pigs?|marmotas?'],
    en: [
      'Groundhogs eat beans, peas, lettuce, squash and young plants by day, and dig big burrows nearby; they climb a little and dig well.',
      'Use a fence about 1 m (3 to 4 ft) tall with the top 30 cm left loose and floppy outwards, and the bottom buried 30 cm deep and bent out in an L; a live trap is legal in some places, so check local wildlife rules first.',
    ],
    es: [
      'Las marmotas comen frijoles (judías, porotos), guisantes (arvejas, chícharos), lechuga, calabaza y plantas jóvenes de día, y cavan madrigueras grandes cerca; trepan un poco y excavan muy bien.',
      'Pon una cerca de 1 m de alto con los últimos 30 cm sueltos y doblados hacia fuera, y la parte de abajo enterrada 30 cm y doblada hacia fuera en forma de L; en algunos lugares se permite una jaula trampa, así que consulta antes las normas de fauna de tu zona.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'iguanas-garden',
    topic: 'pests',
    title: ['Iguanas eating flowers and vegetables', 'Iguanas que se comen las flores y el huerto'],
    cues: ['iguanas?|garrobos?'],
    not: 'pet iguana|mi iguana|mascota|feed my|alimento para',
    en: [
      'Iguanas love hibiscus, roses, squash flowers, beans, lettuce and soft fruit, and bask on warm walls and docks in tropical gardens, Florida and Mexico.',
      'Protect young beds with a mesh or wire cage, wrap smooth metal bands around tree trunks so they cannot climb, spray them gently with the hose to keep them moving on, and grow tougher, spiky plants such as citrus, crotons and milkweed; keep children from handling them, as they bite, scratch and carry Salmonella.',
    ],
    es: [
      'Las iguanas (garrobos) adoran el hibisco (tulipán, cayena), las rosas, las flores de calabaza, los frijoles, la lechuga y la fruta blanda, y toman el sol en muros cálidos en los jardines tropicales, Florida y México.',
      'Protege los bancales jóvenes con una jaula de malla, pon bandas de metal liso alrededor de los troncos para que no trepen, mójalas suavemente con la manguera para que se vayan, y cultiva plantas más duras o espinosas como cítricos, crotos y algodoncillo; que los niños no las agarren: muerden, arañan y pueden transmitir salmonela.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'leafhoppers',
    topic: 'pests',
    title: [
      'Leafhoppers: tiny insects that jump off the leaves',
      'Chicharritas: bichitos que saltan de las hojas',
    ],
    cues: [
      'leaf ?hoppers?|hoppers?|(?:bugs?|insects?|flies) (?:that )?(?:jump|hop)\\w*|jumping (?:bugs?|insects?)|(?:bichos?|bichitos?|insectos?) que saltan|chicharrit\\w*|cicadel\\w*|saltahojas|mosquito verde',
    ],
    en: [
      'Leafhoppers are thin green or pale insects 3 to 5 mm long that jump or run sideways when disturbed; they leave pale speckles on the leaves of potatoes, beans, roses, grapes and herbs, and in hot weather "hopper burn" (yellow-brown leaf edges).',
      'Most gardens can live with them: a strong spray of water, insecticidal soap on the undersides in the evening, row covers on young beans and potatoes, and flowers for the spiders, lacewings and tiny wasps that eat them.',
    ],
    es: [
      'Las chicharritas (cicadélidos, mosquito verde) son insectos finos, verdes o claros, de 3 a 5 mm, que saltan o corren de lado al tocarlos; dejan punteado pálido en las hojas de papas, frijoles (judías, porotos), rosales, vides y aromáticas y, con calor, bordes de las hojas amarillo-marrones.',
      'La mayoría de los huertos conviven con ellas: un chorro fuerte de agua, jabón potásico por el envés al atardecer, manta antiinsectos en los frijoles y papas jóvenes, y flores para las arañas, crisopas y avispitas que se las comen.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'cabbage-root-fly',
    topic: 'pests',
    title: ['Cabbage root fly and onion fly maggots', 'Mosca de la col y mosca de la cebolla'],
    cues: [
      'root fl(?:y|ies)|root maggots?|onion fl(?:y|ies)|onion maggots?|maggots?|white (?:grubs|worms)|mosca de la (?:col|cebolla|raiz)|gusanos? blancos?|gusanitos? blancos?|larvas? blancas?',
      'maggots?|grubs?|worms?|gusan\\w*|larvas?|fl(?:y|ies)|mosca\\w*',
      'radish\\w*|rabanit\\w*|rabanos?|turnips?|nabos?|onions?|cebollas?|cabbages?|col|coles|repollos?|brocoli|broccoli|root fl(?:y|ies)|onion fl(?:y|ies)|mosca de la (?:col|cebolla|raiz)',
    ],
    not: 'lawn|grass|cesped|pasto|compost\\w*|gallina ciega',
    en: [
      'If cabbage, broccoli, radish or turnip seedlings wilt and turn bluish, or onions yellow and collapse, look for small white maggots eating the roots: root flies lay eggs at the base of young plants in spring and early summer.',
      'Put a felt or cardboard collar 10 cm wide flat around each brassica stem at planting, grow under fine insect mesh from sowing, rotate beds each year, and pull and bin infested plants with their soil; no spray is needed.',
    ],
    es: [
      'Si los plantines de repollo (col), brócoli, rábano o nabo se marchitan y se ponen azulados, o las cebollas amarillean y se caen, busca gusanitos blancos comiendo las raíces: la mosca de la col o de la cebolla pone los huevos junto al tallo de las plantas jóvenes en primavera y comienzos del verano.',
      'Al trasplantar pon un collar plano de fieltro o cartón de 10 cm alrededor de cada tallo de col, cultiva bajo malla antiinsectos fina desde la siembra, rota los bancales cada año y arranca y tira las plantas afectadas con su tierra; no hace falta fumigar.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'wireworms',
    topic: 'pests',
    title: ['Wireworms: holes in potatoes and carrots', 'Gusanos de alambre: agujeros en papas y zanahorias'],
    cues: [
      'wire ?worms?|gusanos? (?:de )?alambre|alambrillos?|(?:small |little |tiny |narrow )?holes? (?:in|through) (?:my |the |our )?(?:potatoes|spuds|carrots)|agujer\\w* (?:en|de) (?:las |mis )?(?:papas|patatas|zanahorias)|(?:papas|patatas|zanahorias) (?:\\w+ )?agujereadas',
    ],
    en: [
      'Narrow round holes tunnelling into potatoes and carrots are usually wireworms: shiny, hard, orange-yellow larvae of click beetles, worst in beds that were lawn or grass in the last 2 to 3 years.',
      'Dig potatoes as soon as they are ready, trap wireworms with halved potatoes on a stick buried 5 to 10 cm deep (check and clear them every few days), keep the bed weeded, and turn the soil in autumn so birds can eat them; the damaged parts can be cut off and the rest eaten.',
    ],
    es: [
      'Los agujeros redondos y estrechos que atraviesan papas (patatas) y zanahorias suelen ser de gusanos de alambre (alambrillos): larvas brillantes, duras y amarillo anaranjadas de escarabajos, peores en bancales que fueron césped o pasto en los últimos 2 o 3 años.',
      'Cosecha las papas en cuanto estén listas, atrápalos con medias papas pinchadas en un palito y enterradas a 5 o 10 cm (revísalas cada pocos días), mantén el bancal sin hierbas y voltea la tierra en otoño para que se los coman los pájaros; se puede cortar la parte dañada y comer el resto.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'lily-beetle',
    topic: 'pests',
    title: ['Red lily beetles', 'El escarabajo rojo del lirio'],
    cues: [
      'lily beetles?|lilly beetles?|red beetles? (?:on|eating) (?:my |the )?lil(?:y|ies)|escarabajos? (?:rojos? )?del? (?:lirio|azucena)\\w*|crioceris',
    ],
    en: [
      'The bright red lily beetle and its grubs (covered in their own black droppings) strip the leaves of lilies and fritillaries from spring to late summer.',
      'Check plants every few days and pick the beetles off over a tray or your cupped hand, because they drop to the ground and lie on their backs; wipe off the grubs and orange egg rows under the leaves. Hand picking is the bee-safe way; avoid systemic sprays on lilies, which bees visit.',
    ],
    es: [
      'El escarabajo del lirio, rojo brillante, y sus larvas (cubiertas de sus propios excrementos negros) se comen las hojas de lirios, azucenas y fritilarias desde la primavera hasta finales del verano.',
      'Revisa las plantas cada pocos días y quítalos a mano sobre una bandeja o la palma de la mano, porque se dejan caer y se quedan panza arriba; limpia las larvas y las filas de huevos naranjas bajo las hojas. Quitarlos a mano es lo seguro para las abejas; evita los insecticidas sistémicos en los lirios, que las abejas visitan.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'rosemary-beetle',
    topic: 'pests',
    title: ['Rosemary beetles on rosemary and lavender', 'La crisomela del romero en romero y lavanda'],
    cues: [
      'beetles?|bugs?|escarabaj\\w*|crisomel\\w*|bichos?|bichitos?|brillant\\w*',
      'rosemary|lavender|sage|thyme|romero|lavanda|espliego|salvia|tomillo',
      'shiny|metallic|striped|stripes|purple|green|eating|ate|chewed|brillant\\w*|metalic\\w*|rayas|morad\\w*|verdes?|comen|comiendo|mordid\\w*',
    ],
    en: [
      'Small round beetles with shiny metallic green and purple stripes on rosemary, lavender, sage or thyme are rosemary beetles; adults and grey grubs nibble the leaves mostly from late summer to spring.',
      'Shake the plant over a sheet of paper or an upturned umbrella and collect them, repeating every week or two; healthy plants outgrow the damage, and no spray is needed on these bee favourites.',
    ],
    es: [
      'Los escarabajitos redondos con rayas brillantes verde metálico y moradas en el romero, la lavanda, la salvia o el tomillo son crisomelas del romero; los adultos y sus larvas grises mordisquean las hojas sobre todo de finales de verano a primavera.',
      'Sacude la planta sobre una hoja de papel o un paraguas abierto al revés y recógelos, repitiendo cada una o dos semanas; una planta sana supera el daño y no hace falta fumigar estas plantas que tanto gustan a las abejas.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'sawfly-larvae',
    topic: 'pests',
    title: [
      'Sawfly larvae stripping gooseberries, roses and Solomon seal',
      'Larvas de mosca de sierra que pelan grosellas y rosales',
    ],
    cues: [
      'sawfl(?:y|ies)|mosca de sierra|moscas de sierra|tentredin\\w*|caterpillars?|larva\\w*|grubs?|no leaves|leafless|stripped|bare|orugas?|gusan\\w*|sin hojas|pelad\\w*',
      'sawfl(?:y|ies)|mosca de sierra|moscas de sierra|tentredin\\w*|gooseberr\\w*|currants?|grosell\\w*|zarzaparrilla\\w*|solomon\\w*',
    ],
    en: [
      'Green caterpillar-like larvae (often with black spots) that strip gooseberry and currant bushes from the centre out, or roll and skeletonise rose leaves, are sawfly larvae, which are relatives of wasps, not moths, so Bt does not work on them.',
      'Check the middle of the bushes from mid-spring and pick or shake the larvae off onto a sheet every few days; birds and wasps eat them, and bushes stripped once usually leaf again next year.',
    ],
    es: [
      'Las larvas verdes parecidas a orugas (a menudo con puntos negros) que pelan los arbustos de grosellas desde el centro hacia fuera, o enrollan y dejan en esqueleto las hojas del rosal, son larvas de mosca de sierra, parientes de las avispas y no de las polillas, así que el Bt no sirve con ellas.',
      'Revisa el centro de los arbustos desde mediados de primavera y quítalas a mano o sacúdelas sobre una sábana cada pocos días; pájaros y avispas se las comen, y un arbusto pelado una vez suele brotar de nuevo al año siguiente.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'blackfly-broad-beans',
    topic: 'pests',
    title: ['Blackfly on broad beans', 'Pulgón negro en las habas'],
    cues: [
      'blackfly|black ?fl(?:y|ies)|black aphids?|black bugs?|pulgon negro|pulgones negros|bichos negros|bichitos negros|mosca negra|moscas negras',
      'broad beans?|fava\\w*|beans?|habas?|haba|frijol\\w*|judias?|porotos?|nasturtiums?|capuchin\\w*',
    ],
    en: [
      'Clusters of black aphids (blackfly) at the tips of broad beans (fava beans) appear in late spring as the plants start to pod.',
      'Once the first pods have set at the bottom, pinch off the top 8 to 10 cm of each stem, where blackfly gather (the tips are good to eat steamed), rub off or hose off the rest, and sow broad beans in autumn or very early spring so they are strong before the aphids come; ladybirds and hoverflies soon arrive to help.',
    ],
    es: [
      'Los racimos de pulgón negro en las puntas de las habas aparecen a finales de primavera, cuando las plantas empiezan a dar vainas.',
      'En cuanto cuajen las primeras vainas de abajo, despunta los 8 a 10 cm de arriba de cada tallo, donde se juntan los pulgones (las puntas se comen al vapor), quita el resto con los dedos o con un chorro de agua, y siembra las habas en otoño o a finales del invierno para que estén fuertes antes de que lleguen; pronto llegan mariquitas y sírfidos a ayudar.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'woolly-aphid',
    topic: 'pests',
    title: [
      'White woolly fluff on apple tree bark (woolly aphid)',
      'Pelusa blanca en el tronco del manzano (pulgón lanígero)',
    ],
    cues: [
      'woolly aphids?|wooly aphids?|pulgon lanigero|pulgones lanigeros|(?:white )?(?:fluff\\w*|cotton\\w*|wool\\w*|fuzz\\w*) (?:\\w+ ){0,3}(?:bark|branch\\w*|trunk|apple tree)|(?:pelusa|algodon\\w*|lana) (?:\\w+ ){0,3}(?:tronco|ramas?|corteza|manzano)',
    ],
    en: [
      'White fluffy wool on the bark and pruning cuts of apple trees is woolly aphid, a sap-sucker that hides under the wax and can cause knobbly swellings on twigs.',
      'Brush it off with an old toothbrush dipped in soapy water in spring, cut off badly swollen twigs in winter, and leave the tiny parasitic wasp Aphelinus and the earwigs that eat it; sprays are not needed.',
    ],
    es: [
      'La pelusa blanca como algodón en la corteza y los cortes de poda del manzano es el pulgón lanígero, que chupa savia escondido bajo su cera y puede formar bultos en las ramitas.',
      'Cepíllalo en primavera con un cepillo de dientes viejo mojado en agua con jabón, corta en invierno las ramitas muy abultadas, y deja trabajar a la avispita parásita Aphelinus y a las tijeretas que se lo comen; no hace falta fumigar.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'box-tree-moth',
    topic: 'pests',
    title: ['Box tree moth caterpillars on box hedges', 'La polilla del boj'],
    cues: [
      'box ?tree|box hedg\\w*|boxwood|buxus|boj|bojes',
      'caterpillars?|moths?|webs?|webbing|brown|eaten|bare|orugas?|polillas?|telaran\\w*|telas?|marron\\w*|secos?|comid\\w*|pelad\\w*',
    ],
    en: [
      'Green and black striped caterpillars inside webbing that strip box (boxwood) hedges from the inside out are box tree moth; two or three generations a year feed from spring to autumn.',
      'Pick or shake the caterpillars off, open the plant and cut out webbing, hang a pheromone trap to time the flights, and spray Bt on the foliage in the evening when young caterpillars are feeding (box is not in flower then, so bees are safe); where it keeps coming back, replace box with Japanese holly (Ilex crenata) or yew.',
    ],
    es: [
      'Las orugas verdes con rayas negras, dentro de telarañas, que pelan los setos de boj desde dentro son la polilla del boj; tiene dos o tres generaciones al año que comen de primavera a otoño.',
      'Quítalas a mano o sacude la planta, ábrela y corta las telas, cuelga una trampa de feromonas para saber cuándo vuelan, y aplica Bt en las hojas al atardecer cuando las orugas son pequeñas (el boj no está en flor entonces, así que las abejas no corren peligro); si vuelve una y otra vez, sustituye el boj por acebo japonés (Ilex crenata) o tejo.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'red-palm-weevil',
    topic: 'pests',
    title: ['Red palm weevil', 'El picudo rojo de las palmeras'],
    cues: [
      'picudo rojo|picudos? (?:de la |de las |en la |en mi |en las )?palmera\\w*|palm weevils?|weevils? (?:\\w+ )?palms?|(?:palm|palmera|palmito) (?:\\w+ ){0,3}(?:dying|collaps\\w*|drooping|se muere|muriendo|caid\\w*|secando)',
    ],
    en: [
      'A palm whose central leaves droop and collapse "like an open umbrella", with holes, chewed fibres and a sour smell at the crown, may have red palm weevil, a big reddish beetle whose grubs eat the palm from inside; it hit Canary Island and date palms in Spain and the Mediterranean hard.',
      'Call a specialised tree service or the town hall, which in Spain often runs treatment programs, because infested palms must be treated or removed properly; prune palms only in the cold months and seal the cuts, as fresh cuts draw the weevils.',
    ],
    es: [
      'Una palmera cuyas hojas del centro caen "como un paraguas abierto", con agujeros, fibras mordidas y olor agrio en la copa, puede tener picudo rojo, un escarabajo grande y rojizo cuyas larvas se comen la palmera por dentro; ha dañado mucho a las palmeras canarias y datileras en España y el Mediterráneo.',
      'Llama a una empresa especializada o al ayuntamiento, que en España suele tener programas de tratamiento, porque las palmeras afectadas hay que tratarlas o retirarlas bien; poda las palmeras solo en los meses fríos y sella los cortes, porque los cortes frescos atraen al picudo.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'row-covers',
    topic: 'plants',
    title: ['Row covers and insect mesh', 'Manta antiinsectos y malla'],
    cues: [
      'row covers?|floating covers?|fleece|insect (?:mesh|net\\w*)|enviromesh|manta (?:antiinsectos|termica|antihelada\\w*|agrotextil)|malla antiinsectos|malla antipulgon|agril|agryl|tela antiheladas',
    ],
    en: [
      'Light row cover (fleece) or fine insect mesh laid over hoops keeps out cabbage whites, flea beetles, root flies, leaf miners and carrot fly without any spray; tuck or weigh down every edge so nothing crawls in, and put it on the day you sow or plant.',
      'Plants that need bees for fruit (squash, cucumbers, melons, strawberries) must be uncovered once they flower, or only covered at night; leafy crops, brassicas, carrots and onions can stay covered until harvest. Fleece also gives 2 to 4 °C of frost protection.',
    ],
    es: [
      'Una manta antiinsectos ligera (agrotextil, manta térmica) o una malla fina sobre arcos impide el paso a la mariposa de la col, pulguillas, moscas de la raíz, minadores y mosca de la zanahoria sin fumigar; entierra o sujeta bien todos los bordes para que nada entre, y ponla el mismo día en que siembras o trasplantas.',
      'Las plantas que necesitan abejas para dar fruto (calabazas, pepinos, melones, fresas) se destapan en cuanto florecen, o se cubren solo de noche; las de hoja, las coles, las zanahorias y las cebollas pueden quedar cubiertas hasta la cosecha. La manta además protege de 2 a 4 °C contra la helada.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'trap-crops',
    topic: 'plants',
    title: ['Trap crops and sacrificial plants', 'Cultivos trampa y plantas sacrificio'],
    cues: [
      'trap crops?|trap plants?|sacrificial|decoy plants?|cultivos? trampa|plantas? trampa|plantas? (?:de )?sacrificio|plantas? cebo',
    ],
    en: [
      'A trap crop is a plant pests like even more than your crop, grown nearby to draw them away: nasturtiums for blackfly and cabbage whites, Chinese cabbage or mustard for flea beetles, radish for flea beetles near brassicas, and blue hubbard squash around other squash for squash bugs and cucumber beetles.',
      'Check the trap plants every few days and pick off, hose off or pull out the infested ones before the pests multiply; the flowers of nasturtiums and mustard also feed bees and hoverflies.',
    ],
    es: [
      'Un cultivo trampa es una planta que a las plagas les gusta aún más que tu cultivo y que se siembra cerca para desviarlas: capuchinas para el pulgón negro y la mariposa de la col, col china o mostaza para las pulguillas cerca de las coles, y calabaza hubbard alrededor de otras calabazas para las chinches y escarabajos del pepino.',
      'Revisa las plantas trampa cada pocos días y quita a mano, lava con agua o arranca las muy infestadas antes de que las plagas se multipliquen; las flores de capuchina y mostaza además alimentan a abejas y sírfidos.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'lacewings',
    topic: 'plants',
    title: ['Lacewings, aphid lions in the garden', 'Las crisopas, leonas de los pulgones'],
    cues: ['lacewings?|aphid lions?|crisopas?|crysopas?|chrysopa\\w*'],
    en: [
      'Lacewings are delicate green insects with see-through, lacy wings and golden eyes; their larvae ("aphid lions", like tiny alligators) each eat hundreds of aphids, plus mites, thrips and whitefly eggs.',
      'Bring them in with flowers that give nectar and pollen (dill, fennel, coriander, yarrow, alyssum, cosmos), leave some aphids as food, skip broad insecticides, and let them shelter in hedges or sheds in winter; you may see their eggs on thin white stalks under leaves.',
    ],
    es: [
      'Las crisopas son insectos delicados, verdes, de alas transparentes como encaje y ojos dorados; sus larvas ("leonas de los pulgones", como caimanes diminutos) se comen cada una cientos de pulgones, además de ácaros, trips y huevos de mosca blanca.',
      'Atráelas con flores de néctar y polen (eneldo, hinojo, cilantro, milenrama, aliso de mar, cosmos), deja algunos pulgones como alimento, evita los insecticidas de amplio espectro y déjalas refugiarse en setos o cobertizos en invierno; verás sus huevos sobre pelitos blancos bajo las hojas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'parasitic-wasps',
    topic: 'plants',
    title: ['Tiny parasitic wasps and "mummy" aphids', 'Avispitas parasitoides y pulgones "momia"'],
    cues: [
      'parasit\\w* wasps?|parasitoid\\w*|parasiti[sz]ed aphids?|tiny wasps?|mumm(?:y|ies|ified)|(?:brown|golden|swollen|puffy) aphids?|avispitas?|avispas? parasit\\w*|parasitoides?|momias?|momificad\\w*|pulgones? (?:hinchad|dorad|marron|infl)\\w*|white cocoons? on (?:a |the )?(?:hornworm|caterpillar)|capullos? blancos? (?:en|sobre) (?:la |el )?(?:oruga|gusano)',
    ],
    en: [
      'Swollen, golden-brown or papery aphids ("mummies") with a tiny round exit hole, or a hornworm covered in white rice-like cocoons, have been parasitised by tiny wasps no bigger than a gnat; they do not sting people and they are a sign the garden is controlling its own pests.',
      'Leave mummies and cocoon-covered caterpillars where they are so more wasps hatch, grow small-flowered plants such as dill, fennel, parsley left to flower, alyssum and buckwheat for them, and avoid sprays.',
    ],
    es: [
      'Los pulgones hinchados, dorados o marrones como papel ("momias") con un agujerito redondo, o un gusano del tomate cubierto de capullos blancos como granos de arroz, han sido parasitados por avispitas no más grandes que un mosquito; no pican a las personas y son señal de que el jardín controla sus propias plagas.',
      'Deja las momias y las orugas con capullos donde están para que nazcan más avispitas, siembra para ellas plantas de flor pequeña como eneldo, hinojo, perejil en flor, aliso de mar y trigo sarraceno, y evita fumigar.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'squirrels-fruit-tomatoes',
    topic: 'pests',
    title: [
      'Squirrels and birds taking tomatoes and fruit',
      'Ardillas y pájaros que se llevan tomates y fruta',
    ],
    cues: [
      'squirrels?|chipmunks?|ardillas?|ardillitas?',
      'tomato\\w*|fruit\\w*|peach\\w*|strawberr\\w*|apples?|pears?|figs?|corn|tomates?|jitomates?|fruta\\w*|frutos?|duraznos?|melocoton\\w*|fresas?|frutillas?|manzanas?|peras?|higos?|maiz|elotes?|choclos?',
    ],
    en: [
      'Squirrels take a bite out of tomatoes, strawberries, peaches and corn, often for the moisture in hot, dry weather, and carry off fruit just before it ripens.',
      'Pick tomatoes when they first blush and let them ripen indoors, put a shallow dish of water nearby in dry spells, cage plants or small trees with chicken wire or bird netting fixed tight at the bottom, and put a metal baffle on tree trunks; never use poison, which harms pets, birds and children.',
    ],
    es: [
      'Las ardillas muerden tomates (jitomates), fresas (frutillas), duraznos (melocotones) y maíz, a menudo buscando agua cuando hace calor y sequía, y se llevan la fruta justo antes de madurar.',
      'Cosecha los tomates en cuanto empiecen a colorear y déjalos madurar dentro de casa, pon un plato bajo con agua cerca en épocas secas, enjaula las plantas o los árboles pequeños con malla de gallinero o red antipájaros bien sujeta abajo, y pon un collar de metal en los troncos; nunca uses veneno, que daña a mascotas, pájaros y niños.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'snails-citrus',
    topic: 'pests',
    title: ['Snails climbing citrus and fruit trees', 'Caracoles que suben a los cítricos y frutales'],
    cues: [
      'snails?|slugs?|caracol\\w*|babosas?|limazas?',
      'trees?|trunks?|lemons?|oranges?|citrus|limes?|mandarins?|avocados?|arbol\\w*|troncos?|limon\\w*|naranj\\w*|mandarin\\w*|citric\\w*|aguacat\\w*|paltas?|frutal\\w*',
    ],
    en: [
      'Snails climb citrus and other young fruit trees at night and chew ragged holes in leaves and the rind of fruit, hiding by day in the canopy, the leaf litter and ivy nearby.',
      'Prune the lowest branches so none touch the ground, wrap a 10 cm band of copper tape around the trunk (over a layer of tree wrap, not too tight), pick snails off at dusk after watering, and use iron phosphate pellets, which are safe around pets and birds; ducks and chickens also love them.',
    ],
    es: [
      'Los caracoles suben de noche a los cítricos y a otros frutales jóvenes y muerden las hojas y la piel de la fruta dejando agujeros irregulares; de día se esconden en la copa, la hojarasca y la hiedra cercana.',
      'Poda las ramas más bajas para que ninguna toque el suelo, pon una banda de cinta de cobre de 10 cm alrededor del tronco (sobre una protección, sin apretar), recógelos al anochecer después de regar y usa gránulos de fosfato férrico, seguros cerca de mascotas y pájaros; a los patos y gallinas también les encantan.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'root-knot-nematodes',
    topic: 'pests',
    title: ['Knobbly roots: root-knot nematodes', 'Raíces con bultos: nematodos agalladores'],
    cues: [
      'root ?knots?|knobbly roots?|knobby roots?|knots? on (?:the )?roots?|galls? on (?:the )?roots?|lumps? on (?:the )?roots?|swollen roots?|nematod\\w*|agallas?|nudos? en (?:las )?raices|bultos? en (?:las )?raices|raices (?:con|llenas de) (?:bultos|nudos|bolitas|agallas)',
    ],
    not: 'beneficial|beneficos?|buy|comprar|grubs?|gallina ciega',
    en: [
      'If tomatoes, carrots, okra, beans or cucumbers are stunted and wilt on hot days, pull one up: round knots and swellings on the roots that you cannot rub off are root-knot nematodes, microscopic worms common in warm, sandy soils (knobs on pea and bean roots that rub off easily are helpful nitrogen nodules).',
      'Pull and bin affected roots, rotate with maize, onions or garlic, grow resistant tomato varieties (marked N on the label), solarise the bed in midsummer with clear plastic for 4 to 6 weeks, add plenty of compost, and grow French marigolds (Tagetes patula) densely for a whole season before the next crop.',
    ],
    es: [
      'Si los tomates, zanahorias, okra (quimbombó), frijoles o pepinos crecen poco y se marchitan en los días de calor, arranca uno: los nudos y bultos redondos en las raíces que no se desprenden al frotar son nematodos agalladores, gusanitos microscópicos comunes en suelos cálidos y arenosos (las bolitas de las raíces de arvejas y frijoles que se desprenden fácil son nódulos buenos que fijan nitrógeno).',
      'Arranca y tira las raíces afectadas, rota con maíz, cebolla o ajo, siembra tomates resistentes (con una N en la etiqueta), solariza el bancal a pleno verano con plástico transparente de 4 a 6 semanas, añade mucha composta y siembra cempasúchil enano (Tagetes patula) bien tupido durante una temporada entera antes del siguiente cultivo.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'mole-crickets',
    topic: 'pests',
    title: ['Mole crickets', 'El grillotopo (alacrán cebollero)'],
    cues: [
      'mole ?crickets?|grillotopos?|grillo ?topo|alacran cebollero|alacranes cebolleros|perrito de tierra|perritos de tierra',
    ],
    en: [
      'Mole crickets are brown, velvety insects about 4 cm long with spade-like front legs; they tunnel just under the surface at night, raising the soil and cutting seedling roots, worst in light, moist soils in spring and early summer.',
      'Find them by pouring a bucket of water with two tablespoons of washing-up liquid over a square metre where tunnels show: they come up in minutes and can be collected; beneficial nematodes (Steinernema) watered in on a warm evening control them without harming bees. They pinch but are not venomous.',
    ],
    es: [
      'El grillotopo (alacrán cebollero, cortón, changa) es un insecto marrón aterciopelado de unos 4 cm con patas delanteras como palas; de noche cava túneles justo bajo la superficie, levanta la tierra y corta las raíces de los plantines, sobre todo en suelos ligeros y húmedos en primavera y comienzos del verano.',
      'Para encontrarlos, echa un cubo de agua con dos cucharadas de lavavajillas sobre un metro cuadrado con túneles: salen en minutos y se pueden recoger; los nematodos beneficiosos (Steinernema), regados una tarde templada, los controlan sin dañar a las abejas. Pellizcan, pero no son venenosos.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'nopal-cochineal',
    topic: 'pests',
    title: ['White cottony spots on prickly pear (cochineal)', 'Cochinilla del nopal (grana)'],
    cues: [
      'prickly pears?|opuntia|nopal\\w*|tunas?|chumber\\w*',
      'white|cotton\\w*|fluff\\w*|cochineal|red|blanc\\w*|algodon\\w*|pelusa|cochinill\\w*|grana|rojo|roja',
    ],
    en: [
      'White cottony tufts on prickly pear (nopal) pads are cochineal insects; squash one and it leaves a bright red stain, the carmine dye the Aztecs and Mayas used.',
      'On a few pads, wipe or hose them off hard, or scrub with a brush and soapy water; cut off and bin badly covered pads. Ladybird larvae eat them, and kids love the natural dye experiment (wear gloves against the spines).',
    ],
    es: [
      'Los copos blancos como algodón en las pencas del nopal (tuna, chumbera) son la cochinilla del nopal (grana cochinilla); si aplastas una deja una mancha roja intensa, el carmín que usaban los aztecas y mayas como tinte.',
      'Si hay pocas pencas afectadas, quítalas con un chorro fuerte de agua o frota con un cepillo y agua con jabón; corta y tira las pencas muy cubiertas. Las larvas de mariquita se las comen, y a los niños les encanta el experimento del tinte natural (con guantes, por las espinas).',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'leafcutter-bee-holes',
    topic: 'pests',
    title: [
      'Neat round holes cut from rose leaves (leafcutter bees)',
      'Recortes redondos en las hojas del rosal (abejas cortadoras)',
    ],
    cues: [
      'half moons?|half circles?|semicircl\\w*|neat|perfect\\w*|circles? cut|cut out circles|media luna|medias lunas|semicircul\\w*|circulos? perfect\\w*',
      'holes?|cut\\w*|pieces?|notch\\w*|circles?|agujer\\w*|cort\\w*|recort\\w*|pedazos?|trozos?|circulos?|luna|lunas',
      'roses?|rose bush\\w*|redbud|bougainvill\\w*|lilac\\w*|rosal\\w*|rosas?|buganvill\\w*|lilas?|hojas de (?:frijol|judia)',
    ],
    en: [
      'Perfect round or half-moon pieces cut from the edges of rose, redbud or bean leaves are the work of leafcutter bees, gentle solitary bees that line their nest tunnels with the leaf pieces; they are excellent pollinators.',
      'Leave them be: they never harm the plant and rarely sting, and the damage stops within a few weeks in summer; no spray is needed.',
    ],
    es: [
      'Los recortes redondos perfectos o en media luna en el borde de las hojas del rosal, el árbol de Judas o los frijoles son obra de las abejas cortadoras de hojas, abejas solitarias mansas que forran sus nidos con esos trocitos; son excelentes polinizadoras.',
      'Déjalas tranquilas: nunca dañan la planta, casi nunca pican y en pocas semanas de verano dejan de cortar; no hace falta fumigar.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bird-netting-safe',
    topic: 'pests',
    title: ['Netting fruit without trapping birds', 'Redes para la fruta sin atrapar pájaros'],
    cues: [
      'net|nets|netting|mesh|redes|red|malla\\w*',
      'birds?|blackbirds?|robins?|fruit\\w*|berr(?:y|ies)|cherr(?:y|ies)|blueberr\\w*|pajar\\w*|aves?|mirlos?|fruta\\w*|frutos?|cerezas?|arandanos?|fresas?|frutillas?',
      'trap\\w*|tangl\\w*|caught|stuck|safe\\w*|how|kind|best|atrap\\w*|enred\\w*|seguro|segura|como|cual|mejor|muer\\w*',
    ],
    en: [
      'Loose, floppy netting with big holes tangles birds, hedgehogs and snakes; use stiff netting with a mesh of 2 cm (under 1 in) or finer, stretched tight over a frame or hoops and held down all around the bottom.',
      'Put it on only while fruit ripens, check it every day, and take it down and store it after harvest; for bees, open the sides while strawberries, blueberries and cherries are in flower, since the net keeps pollinators out too.',
    ],
    es: [
      'Las redes flojas y de agujero grande enredan pájaros, erizos y culebras; usa malla rígida de 2 cm o menos, bien tensada sobre un marco o arcos y sujeta al suelo por todo el borde.',
      'Ponla solo mientras madura la fruta, revísala cada día y quítala y guárdala después de la cosecha; por las abejas, abre los lados mientras las fresas (frutillas), los arándanos y los cerezos están en flor, porque la red también deja fuera a los polinizadores.',
    ],
    source: 'general-horticulture',
  }),
]
