// Watering facts a second blind writer added: overwatering and waterlogging, heatwaves and wind, seedling trays,
// saucers, salt crust, drip lines, wicking beds, greenhouses, bulbs, hosepipe bans, rain gardens and kitchen myths.
// Sources: extension-service irrigation and container guides, general horticultural practice.
import { buildFact, POTS } from './fact-builder'
import type { TopicFact } from './topic-facts'

const WATER =
  'water\\w*|irrigat\\w*|regar|regad\\w*|riego\\w*|rieg\\w*|riega\\w*|agua|moj\\w*|hydrat\\w*|hidrat\\w*'

export const BLIND_B_WATERING_FACTS: TopicFact[] = [
  buildFact({
    id: 'overwatering-signs',
    topic: 'watering',
    title: ['Signs of overwatering and what to do', 'Señales de exceso de riego y qué hacer'],
    cues: [
      'over ?water\\w*|too much water|watering too much|water too much|regando (?:de )?mas|riego de mas|regar de mas|riego (?:en )?exceso|exceso de (?:agua|riego)|demasiad[ao] (?:agua|riego)|mucha agua|sobre ?rieg\\w*|ahogando|ahogad[ao]s?',
    ],
    en: [
      'Overwatered plants have soil that stays wet for days, yellow lower leaves that feel soft rather than crisp, wilting even though the soil is wet, a sour smell, green slime or fungus gnats on the surface, and brown, mushy roots.',
      'Stop watering until the top 3 to 5 cm (1 to 2 in) is dry, empty saucers, make sure pots have drainage holes, and next time water deeply but only when a finger in the soil comes out dry.',
    ],
    es: [
      'Una planta regada de más tiene la tierra mojada durante días, hojas de abajo amarillas y blandas (no secas y crujientes), se marchita aunque la tierra esté húmeda, huele a agrio, tiene verdín o mosquitas en la superficie y raíces marrones y blandas.',
      'Deja de regar hasta que los primeros 3 a 5 cm de tierra estén secos, vacía los platos, comprueba que la maceta tenga agujeros de drenaje y, desde ahora, riega a fondo pero solo cuando el dedo salga seco de la tierra.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'too-much-rain',
    topic: 'watering',
    title: ['Too much rain and waterlogged beds', 'Demasiada lluvia y bancales encharcados'],
    cues: [
      'too much rain|so much rain|lots of rain|heavy rains?|weeks of rain|waterlogged|flooded|floods?|puddl\\w*|soggy|demasiada lluvia|tanta lluvia|mucha lluvia|lluvias? fuertes?|lluvias? torrencial\\w*|aguaceros?|temporal de lluvia|inundad\\w*|inundacion\\w*|encharcad\\w*|charcos?|anegad\\w*',
    ],
    not: 'barrels?|tanks?|barril\\w*|tanques?|aljibes?|harvest\\w*|collect\\w*|recog\\w*|split\\w*|crack\\w*|raj\\w*|agriet\\w*',
    en: [
      'Yes, too much rain can harm plants: roots in waterlogged soil run out of air and start to rot within a few days, so leaves yellow and wilt, and rain washes nitrogen out of the soil.',
      'Keep off wet beds so you do not squash the soil, make small channels so puddles drain, tip water out of pots and lift them on feet, pull off rotten leaves and fruit, and feed lightly with compost once the soil dries; for the future, raised beds and plenty of compost help heavy soil drain.',
    ],
    es: [
      'Sí, la lluvia en exceso puede dañar las plantas: en tierra encharcada las raíces se quedan sin aire y empiezan a pudrirse en pocos días, las hojas amarillean y se marchitan, y la lluvia lava el nitrógeno del suelo.',
      'No pises los bancales mojados para no apelmazar la tierra, haz pequeños canales para que se vayan los charcos, vacía el agua de las macetas y súbelas sobre pies o ladrillos, quita hojas y frutos podridos y abona con un poco de compost cuando la tierra se seque; para el futuro, los bancales elevados y mucho compost ayudan a que drene la tierra pesada.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'heatwave-garden',
    topic: 'watering',
    title: [
      'Watering and protecting the garden in a heatwave',
      'Regar y proteger el huerto en una ola de calor',
    ],
    cues: [
      'heat ?waves?|hot spells?|heat ?dome|scorching|extreme heat|very hot|really hot|so hot|100 ?f|40 ?(?:c|degrees)|ola de calor|olas de calor|canicula|calorazo|calor extremo|mucho calor|tanto calor|hace un calor|calor fuerte|40 ?grados',
      `${WATER}|protect\\w*|shade|save|survive|keep alive|plants?|garden\\w*|vegetables?|proteg\\w*|sombra|salv\\w*|sobreviv\\w*|plantas?|huert\\w*|jardin\\w*|hortalizas?|verduras?`,
    ],
    not: POTS,
    en: [
      'To keep the garden alive in a heatwave, water beds deeply early in the morning (or in the evening) every 1 to 2 days, so the water reaches 15 to 20 cm down, rather than sprinkling a little at midday; new plantings, leafy greens and fruiting tomatoes, peppers and cucumbers come first.',
      'Spread 5 to 8 cm of mulch, put shade cloth (30 to 50%) or an old sheet over lettuces and young plants in the afternoon, do not sow, transplant, prune or feed until it cools, and do not worry about plants drooping at 4 pm if they perk up by morning.',
    ],
    es: [
      'Para mantener vivo el huerto en una ola de calor, riega los bancales a fondo temprano por la mañana (o al atardecer) cada 1 o 2 días, para que el agua baje 15 a 20 cm, en vez de mojar un poco a mediodía; primero lo recién plantado, las hortalizas de hoja y los jitomates (tomates), pimientos, chiles y pepinos con fruto.',
      'Pon 5 a 8 cm de acolchado, cubre lechugas y plantas jóvenes por la tarde con malla de sombreo (30 a 50%) o una sábana vieja, no siembres, trasplantes, podes ni abones hasta que refresque, y no te asustes si a las 4 de la tarde están mustias y por la mañana se recuperan.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'windy-weather-watering',
    topic: 'watering',
    title: ['Watering in windy weather', 'Regar cuando hace viento'],
    cues: ['wind\\w*|breez\\w*|gales?|viento\\w*|ventos\\w*|ventarron\\w*|aire seco', WATER],
    not: `${POTS}|balcon\\w*|terrac\\w*|terraz\\w*|decks?|hanging|colgantes?`,
    en: [
      'Wind dries soil and leaves much faster than sun alone, so in windy weather check beds every day or two and expect to water about a third more; water the soil at the base with a can or drip, because sprinklers blow away.',
      'Mulch stops the wind drying the surface, and a windbreak of netting, a hedge or a row of sunflowers or corn on the windy side halves the drying for young plants.',
    ],
    es: [
      'El viento seca la tierra y las hojas mucho más que el sol solo, así que con viento revisa los bancales cada uno o dos días y cuenta con regar alrededor de un tercio más; riega la tierra junto al pie con regadera o goteo, porque el aspersor se lo lleva el viento.',
      'El acolchado evita que el viento reseque la superficie, y un cortavientos de malla, un seto o una fila de girasoles o maíz en el lado del viento reduce a la mitad la sequedad de las plantas jóvenes.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'seedling-tray-watering',
    topic: 'watering',
    title: ['Watering seedlings in trays indoors', 'Regar plántulas en semilleros dentro de casa'],
    cues: [
      'seedlings?|seed trays?|seed starting|starts|plugs?|plantulas?|plantines?|plantitas?|planton(?:es)?|almacig\\w*|semilleros?|brotes?|germinad\\w*',
      `${WATER}|mist\\w*|spray\\w*|pulveriz\\w*|rocia\\w*|atomiz\\w*`,
    ],
    en: [
      'Keep seedling mix evenly damp like a wrung-out sponge, never soggy: the easiest way is to set the tray in 1 to 2 cm of water for 10 to 20 minutes so it drinks from below, then let it drain; a spray bottle is enough until the first leaves open.',
      'Check every day (trays on a sunny sill or under lights dry fast), water when the surface turns lighter in colour, and keep air moving with a small fan or an open window, because constantly wet mix causes damping off, where seedlings collapse at the base.',
    ],
    es: [
      'Mantén el sustrato del semillero húmedo como una esponja escurrida, nunca empapado: lo más fácil es poner la bandeja en 1 a 2 cm de agua durante 10 a 20 minutos para que beba desde abajo y luego dejarla escurrir; hasta que se abren las primeras hojas basta con un pulverizador.',
      'Revisa cada día (en una ventana soleada o bajo lámparas se secan rápido), riega cuando la superficie se ve más clara y haz que corra el aire con un ventilador pequeño o la ventana abierta, porque la tierra siempre mojada provoca el "mal del almácigo" (damping off), cuando las plántulas se doblan por la base.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'pot-saucers',
    topic: 'watering',
    title: ['Saucers under pots', 'Platos bajo las macetas'],
    cues: [
      'saucers?|drip trays?|platos?|platillos?|bandejas? de goteo|bajoplatos?|bajo ?macetas?',
      'water|empty|leave|standing|sit\\w*|agua|vaci\\w*|quit\\w*|dej\\w*|encharc\\w*',
    ],
    en: [
      'A saucer catches the drips, but empty any water still in it 30 minutes after watering: roots sitting in water rot, and standing water breeds mosquitoes within a week.',
      'On a very hot balcony, a saucer refilled in the morning can help thirsty tomatoes or a pot you cannot water twice a day, and a layer of gravel in the saucer keeps the pot above the water.',
    ],
    es: [
      'El plato recoge lo que escurre, pero vacía el agua que quede 30 minutos después de regar: las raíces encharcadas se pudren y el agua quieta cría mosquitos en menos de una semana.',
      'En un balcón muy caluroso, un plato rellenado por la mañana puede ayudar a jitomates (tomates) sedientos o a una maceta que no puedes regar dos veces al día, y una capa de grava en el plato mantiene la maceta por encima del agua.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'white-crust-salts',
    topic: 'watering',
    title: ['White crust on the soil or pots', 'Costra blanca en la tierra o las macetas'],
    cues: [
      'white|salts?|limescale|calcium|blanc[ao]s?|sarro|cal|sal(?:es)?|salitre',
      'crust\\w*|deposit\\w*|stains?|residue|build ?up|costra\\w*|manchas?|capa|sarro|salitre|restos?',
      'soil|pots?|planters?|clay|terracotta|tierra|sustrato|macetas?|tiestos?|barro',
    ],
    not: 'mould|mold|fuzz\\w*|cotton\\w*|moho|hongos?|pelusa\\w*|algodon\\w*|mealy|cochinilla\\w*|powder\\w*|polvo|oidio|ceniza',
    en: [
      'A white, crusty layer on the soil or the rim of a pot is salt and lime left by hard tap water and fertiliser, not mould; too much of it burns leaf tips brown.',
      "Scrape off the top 1 cm of crust, then every month or two flush the pot: pour slowly through about twice the pot's volume of water (rainwater if you can) and let it drain away, and feed at half strength.",
    ],
    es: [
      'Una capa blanca y dura en la tierra o en el borde de la maceta son sales y cal que dejan el agua dura del grifo y el abono, no moho; si se acumula mucho, quema las puntas de las hojas.',
      'Raspa el primer centímetro de costra y, cada uno o dos meses, lava la maceta: echa despacio unas dos veces su volumen de agua (de lluvia si puedes) y deja que escurra del todo, y abona a mitad de dosis.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'drip-how-long',
    topic: 'watering',
    title: [
      'How long to run drip irrigation or a soaker hose',
      'Cuánto tiempo dejar el riego por goteo o la manguera exudante',
    ],
    cues: [
      'drip\\w*|soaker|porous hose|leaky hose|goteo|goteros?|manguera (?:porosa|exudante|de goteo|perforada)|cinta de riego|cintas? de goteo',
      'how long|how often|how many|minutes?|hours?|times?|timer|schedule|set ?up|install\\w*|cuanto tiempo|cada cuanto|cuantas? (?:veces|horas|minutos)|minutos?|horas?|programador\\w*|temporizador\\w*|instal\\w*|mont\\w*|pongo|poner',
    ],
    en: [
      "A typical 2 litre per hour (half a gallon) dripper needs about 30 to 60 minutes to wet a plant's roots; run drip or a soaker hose long enough that the soil is moist 15 to 20 cm (6 to 8 in) down, which you check with a trowel the first time.",
      'Then water two or three times a week in summer (every day or two for pots and in heatwaves), early in the morning, and once a week or less in cool weather; put the line under mulch, flush the filter each spring, and use a timer so it never runs all night.',
    ],
    es: [
      'Un gotero típico de 2 litros por hora necesita unos 30 a 60 minutos para mojar las raíces de una planta; deja el goteo o la manguera exudante el tiempo necesario para que la tierra quede húmeda a 15 o 20 cm de profundidad, cosa que compruebas con una pala la primera vez.',
      'Después riega dos o tres veces por semana en verano (cada uno o dos días en macetas y con ola de calor), temprano por la mañana, y una vez por semana o menos cuando hace fresco; pon la línea bajo el acolchado, limpia el filtro cada primavera y usa un programador para que nunca se quede abierto toda la noche.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'wicking-bed',
    topic: 'watering',
    title: ['Wicking beds', 'Bancales autorregantes (de mecha)'],
    cues: [
      'wicking|autorregantes?|de mecha|con reserva',
      'beds?|boxes?|garden\\w*|bancal\\w*|camas?|cajon\\w*|huert\\w*|jardineras?',
    ],
    en: [
      'A wicking bed is a raised bed with a waterproof liner and a 20 to 30 cm reservoir of gravel or sand at the bottom, filled through a pipe, with an overflow hole; soil above draws water up, so in summer you refill only every week or two.',
      'They suit hot, dry places and busy families; keep the soil no deeper than about 30 cm above the water so it can wick up, and they work best for vegetables with shallow to medium roots like lettuce, herbs, peppers and tomatoes.',
    ],
    es: [
      'Un bancal autorregante (de mecha) es un bancal elevado forrado con lámina impermeable, con un depósito de 20 a 30 cm de grava o arena en el fondo que se llena por un tubo y tiene un agujero de rebose; la tierra de arriba sube el agua, así que en verano solo se rellena cada una o dos semanas.',
      'Van muy bien en lugares calurosos y secos y para familias con poco tiempo; que la tierra no pase de unos 30 cm por encima del agua para que pueda subir, y funcionan mejor con hortalizas de raíz poco o medio profunda como lechugas, aromáticas, pimientos y jitomates (tomates).',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'greenhouse-watering',
    topic: 'watering',
    title: ['Watering in a greenhouse or polytunnel', 'Regar en un invernadero o túnel'],
    cues: [
      'greenhouses?|polytunnels?|hoop ?house\\w*|cold frames?|invernader\\w*|tunel(?:es)?|microtunel\\w*|cajonera\\w*',
      WATER,
    ],
    en: [
      'Under cover no rain gets in, so plants depend entirely on you: in summer a greenhouse tomato in a bed needs about 1 to 2 litres a day and in a pot or grow bag often more, watered at the base in the morning.',
      'Open doors and vents on warm days, keep the air moving to avoid mould and botrytis, damp the path on hot days to raise humidity, and in winter water much less, only when the soil is dry a few centimetres down.',
    ],
    es: [
      'Bajo cubierta no entra la lluvia, así que las plantas dependen solo de ti: en verano una tomatera (jitomatera) en el suelo del invernadero necesita de 1 a 2 litros al día y en maceta o saco a menudo más, regando al pie por la mañana.',
      'Abre puertas y ventanas los días cálidos, haz que corra el aire para evitar moho y podredumbre gris, moja el pasillo los días de calor para subir la humedad y en invierno riega mucho menos, solo cuando la tierra esté seca unos centímetros.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'bulbs-watering',
    topic: 'watering',
    title: ['Watering bulbs', 'Regar los bulbos'],
    cues: [
      'bulbs?|tulips?|daffodils?|narcissus|hyacinths?|crocus\\w*|alliums?|amaryllis|bulbos?|tulipan\\w*|narcis\\w*|jacint\\w*|azafran\\w*|amarilis',
      WATER,
    ],
    en: [
      'Water bulbs once, well, right after planting in autumn so the soil settles and roots start; after that rain is usually enough until they grow in spring, and wet, cold soil rots them.',
      'Water in dry spells while they are in leaf and flower, then stop when the leaves yellow after flowering (let the leaves die back on their own for 6 weeks); bulbs in pots need a little water all winter so the mix never dries out completely.',
    ],
    es: [
      'Riega los bulbos una vez, bien, justo después de plantarlos en otoño para que la tierra se asiente y empiecen las raíces; después basta normalmente con la lluvia hasta que brotan en primavera, y la tierra fría y encharcada los pudre.',
      'Riega en épocas secas mientras tienen hojas y flores, y deja de regar cuando las hojas amarillean tras la floración (deja que se sequen solas unas 6 semanas); en maceta necesitan un poco de agua todo el invierno para que el sustrato no se seque del todo.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'hosepipe-ban',
    topic: 'watering',
    title: ['Watering during a drought or hosepipe ban', 'Regar con sequía o restricciones de agua'],
    cues: [
      'hose ?pipe ban|water(?:ing)? restrictions?|water bans?|drought\\w*|water shortage|restriccion\\w* de agua|cortes? de agua|sequia\\w*|escasez de agua|racionamiento|tandeo',
    ],
    not: 'tolerant|resistant|resist\\w*|toleran\\w*|plants for|which plants|que plantas|plantas para|aguantan',
    en: [
      'In a drought, put your water where it counts: new plantings and young trees first, then fruiting vegetables and pots, and let lawns go brown, since grass goes dormant and greens up again after rain.',
      'Water deeply at the roots with a can in the early morning, mulch everything 5 to 8 cm deep, pull weeds that compete for water, reuse cooled cooking water and shower warm-up water, and check your local rules, which often still allow watering cans.',
    ],
    es: [
      'Con sequía, pon el agua donde más cuenta: primero lo recién plantado y los árboles jóvenes, después las hortalizas con fruto y las macetas, y deja que el césped amarillee, porque entra en reposo y reverdece con la lluvia.',
      'Riega a fondo al pie con regadera temprano por la mañana, acolcha todo con 5 a 8 cm, quita las hierbas que compiten por el agua, reutiliza el agua de cocer (fría) y la que sale fría de la ducha, y consulta las normas de tu municipio, que a menudo sí permiten la regadera.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'rain-garden',
    topic: 'watering',
    title: ['A rain garden', 'Un jardín de lluvia'],
    cues: ['rain gardens?|jardin(?:es)? de lluvia|jardin(?:es)? de agua de lluvia|jardin(?:es)? pluvial\\w*'],
    en: [
      'A rain garden is a shallow dip, about 10 to 20 cm deep, at least 3 m from the house, where water from a downpipe or a slope collects and soaks in within a day, so it never breeds mosquitoes.',
      'Plant the middle with flowers that cope with both wet and dry spells, such as bee balm, swamp milkweed, joe-pye weed, asters, irises and sedges (or local equivalents), which feed bees and butterflies while keeping rainwater out of drains.',
    ],
    es: [
      'Un jardín de lluvia es una hondonada poco profunda, de unos 10 a 20 cm, al menos a 3 m de la casa, donde se junta el agua de un bajante o una pendiente y se infiltra en menos de un día, así que no cría mosquitos.',
      'En el centro planta flores que aguanten tanto el encharcamiento como la sequía, como monarda, algodoncillo de pantano, eupatorio, ásteres, lirios y juncias (o sus equivalentes locales), que alimentan a abejas y mariposas mientras el agua de lluvia no va a la alcantarilla.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'hot-hose-water',
    topic: 'watering',
    title: ['Hot water from a hose left in the sun', 'Agua caliente de la manguera al sol'],
    cues: [
      'hoses?|hosepipes?|mangueras?',
      'hot|scald\\w*|burn\\w*|warm|heat\\w*|sun|caliente|quema\\w*|hirviendo|calor|sol',
    ],
    not: 'ban|restric\\w*|prohib\\w*|drink\\w*|beb\\w*|tomar',
    en: [
      "A dark hose left in summer sun can fill with water hot enough to scald a child's skin or cook plant roots: let it run onto a path until the water comes out cool before you water plants or let children play with it.",
      'Store the hose coiled in the shade or on a reel, and water in the early morning when it is still cool.',
    ],
    es: [
      'Una manguera oscura al sol de verano puede llenarse de agua tan caliente que escalda la piel de un niño o cuece las raíces: déjala correr sobre un camino hasta que el agua salga fresca antes de regar o de que los niños jueguen con ella.',
      'Guarda la manguera enrollada a la sombra o en un carrete, y riega temprano por la mañana, cuando todavía está fresca.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'ice-cube-watering',
    topic: 'watering',
    title: ['Watering with ice cubes', 'Regar con cubitos de hielo'],
    cues: [
      'ice ?cubes?|ice|cubitos?|hielos?|cubos de hielo',
      'water\\w*|orchids?|plants?|regar|rieg\\w*|orquideas?|plantas?',
    ],
    not: 'frost\\w*|helad\\w*|freez\\w*|congel\\w*|cold frames?|storms?|granizo|hail|ice ?plants?|delosperma|dedos? de dios|rayitos? de sol',
    en: [
      'Ice cubes are a popular trick for orchids because they melt slowly, but two or three cubes give only a few spoonfuls of cold water, often too little for the whole pot, and most tropical plants dislike the chill.',
      'It is kinder to water with room-temperature water until it runs from the holes, then let the pot drain; for an orchid in bark, soak the pot for 10 minutes about once a week.',
    ],
    es: [
      'Los cubitos de hielo son un truco popular para las orquídeas porque se derriten despacio, pero dos o tres cubitos dan solo unas cucharadas de agua fría, a menudo muy poco para toda la maceta, y a casi todas las plantas tropicales no les gusta el frío.',
      'Es mejor regar con agua del tiempo hasta que salga por los agujeros y dejar escurrir; para una orquídea en corteza, sumerge la maceta 10 minutos más o menos una vez por semana.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'wilting-wet-soil',
    topic: 'watering',
    title: ['A plant wilting although the soil is wet', 'Una planta mustia aunque la tierra está mojada'],
    cues: [
      'droop\\w*|wilt\\w*|flop\\w*|limp|mustia\\w*|marchit\\w*|lacias?|decaid\\w*|caid[oa]s?',
      'wet|soggy|damp|moist|mojad[ao]|humed[ao]|empapad[ao]|encharcad[ao]',
    ],
    not: 'afternoons?|midday|noon|tarde|mediodia',
    en: [
      'Wilting in wet soil usually means the roots are damaged, most often by root rot from too much water or poor drainage, so the plant cannot drink; more water makes it worse.',
      'Stop watering, tip the plant out of its pot and look: healthy roots are white and firm, rotten ones brown and mushy. Cut off the rotten roots, repot into fresh, free-draining mix in a pot with holes, and water only when the top few centimetres are dry; in beds, check for wilt diseases if the soil drains well.',
    ],
    es: [
      'Si se marchita con la tierra mojada, normalmente las raíces están dañadas, casi siempre podridas por exceso de agua o mal drenaje, y la planta no puede beber; regar más lo empeora.',
      'Deja de regar, saca la planta de la maceta y mira: las raíces sanas son blancas y firmes, las podridas marrones y blandas. Corta las podridas, trasplanta a sustrato nuevo que drene bien en una maceta con agujeros y riega solo cuando los primeros centímetros estén secos; en el suelo, si drena bien, revisa si es una enfermedad de marchitez.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'sugar-soda-milk-water',
    topic: 'watering',
    title: [
      'Watering plants with sugar water, soda, milk or juice',
      'Regar las plantas con agua con azúcar, refresco, leche o jugo',
    ],
    cues: [
      'sugar\\w*|soda|coke|cola|lemonade|sprite|fizzy|sparkling|milk|juice|gatorade|sports drinks?|azucar\\w*|refresco\\w*|gaseosa\\w*|coca|leche|jugos?|zumos?|agua con gas',
      `${WATER}|plants?|flowers?|grow\\w*|plantas?|flor\\w*|crec\\w*|experiment\\w*`,
    ],
    en: [
      'Plants make their own sugar from sunlight, so sugar water, soda, juice or milk do not feed them: they feed mould and bacteria in the soil, attract ants and can make roots rot; plain water is best.',
      'It makes a fun experiment, though: water three cress pots or bean seedlings, one with water, one with sugar water and one with salty water, for two weeks and compare; children see for themselves why plain water wins.',
    ],
    es: [
      'Las plantas fabrican su propio azúcar con la luz del sol, así que el agua con azúcar, el refresco (la gaseosa), el jugo o la leche no las alimentan: alimentan moho y bacterias en la tierra, atraen hormigas y pueden pudrir las raíces; lo mejor es agua sola.',
      'Eso sí, es un experimento divertido: riega tres macetas de berros o frijoles (judías, porotos), una con agua, otra con agua con azúcar y otra con agua con sal, durante dos semanas y compáralas; los niños ven por sí mismos por qué gana el agua.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'cuttings-in-water',
    topic: 'watering',
    title: ['Rooting cuttings in a glass of water', 'Enraizar esquejes en un vaso de agua'],
    cues: [
      'cuttings?|slips?|propagat\\w*|esquejes?|gajos?|estacas?|propag\\w*|reproduc\\w*',
      'water|glass|jar|vaso|frasco|agua|tarro',
    ],
    en: [
      'Mint, basil, pothos, coleus, tradescantia, willow and tomato side shoots root easily in a glass of water: cut 10 to 15 cm below a leaf joint, strip the lower leaves so none sit in the water, and stand it in bright light but not hot sun.',
      'Change the water every 2 to 3 days so it stays fresh, and pot it up in damp potting mix once the roots are 2 to 5 cm long, usually after 1 to 3 weeks; keep it moist for the first week in soil.',
    ],
    es: [
      'La menta, la albahaca, el potus, el coleo, la tradescantia (amor de hombre), el sauce y los brotes laterales del jitomate (tomate) enraízan fácil en un vaso de agua: corta 10 a 15 cm bajo un nudo, quita las hojas de abajo para que ninguna toque el agua y ponlo con mucha luz pero sin sol fuerte.',
      'Cambia el agua cada 2 o 3 días para que esté limpia y plántalo en sustrato húmedo cuando las raíces midan de 2 a 5 cm, normalmente en 1 a 3 semanas; mantenlo húmedo la primera semana en la tierra.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'water-flowering-fruiting',
    topic: 'watering',
    title: ['More water when plants flower and fruit', 'Más agua cuando las plantas florecen y dan fruto'],
    cues: [
      'flowering|in flower|blooming|in bloom|fruiting|setting fruit|fruits? forming|floracion|florecid[ao]s?|en flor|floreciendo|dando fruto|fructific\\w*|cuajando|cuaje',
      WATER,
    ],
    en: [
      'Yes: fruiting vegetables need the most water from flowering until harvest, roughly 2.5 to 5 cm (1 to 2 in) a week in beds; tomatoes, peppers, cucumbers, squash, beans and corn drop flowers or small fruit when they dry out at this stage.',
      'Keep watering even, deep and at the base, because swinging between dry and soaked causes blossom-end rot and split fruit; ease off a little on tomatoes and melons in the last week or two before picking for more flavour.',
    ],
    es: [
      'Sí: las hortalizas de fruto necesitan más agua desde la floración hasta la cosecha, unos 25 a 50 litros por metro cuadrado a la semana en bancales; jitomates (tomates), pimientos, chiles, pepinos, calabacitas (calabacines, zapallitos), frijoles (judías, porotos) y maíz tiran flores o frutitos si se secan en esta etapa.',
      'Riega de forma regular, profunda y al pie, porque pasar de seco a empapado provoca la podredumbre apical (culo negro) y frutos rajados; en la última semana o dos antes de cosechar, riega un poco menos los jitomates y los melones para que tengan más sabor.',
    ],
    source: 'extension-service',
  }),
]
