// The second blind writer's last facts: plants that need little water and watering around feeding; a garden first-aid
// kit, poison-line numbers, bonfires and itchy bites; leafcutter-bee circles, wasp traps and hornets; and activities
// for December and the rest of the year (a living Christmas tree, kokedama, sweet potato slips, pitfall and moth
// watching, flower parts, a plant stall, a birdbath). Sources: extension services, poison-control and first-aid
// guidance, pollinator societies.
import { buildFact, KIDS } from './fact-builder'
import type { TopicFact } from './topic-facts'

export const BLIND_B_LAST_FACTS: TopicFact[] = [
  buildFact({
    id: 'low-water-plants',
    topic: 'watering',
    title: ['Plants that need little water', 'Plantas que necesitan poca agua'],
    cues: [
      'little water|less water|low water|no water|without water|drought.(?:tolerant|resistant|proof)|dry (?:garden|climate|yard)|xeri\\w*|waterwise|water.wise|poca agua|menos agua|sin agua|resistentes? a la sequia|aguantan? la sequia|toleran\\w* a la sequia|jardin seco|xerojardin\\w*|clima seco',
      'plants?|flowers?|shrubs?|perennials?|which|what|plantas?|flor\\w*|arbustos?|vivaces|cuales|que',
    ],
    en: [
      'Once settled in (after their first summer of regular watering), many plants need watering only in long droughts: lavender, rosemary, thyme, sage, oregano, santolina, sedums and other succulents, agave, yucca, salvias, gaura, yarrow, gaillardia, verbena, Russian sage, rockrose (cistus) and ornamental grasses.',
      'In the Americas add blanket flower, penstemon, black-eyed Susan and native sages, in Spain and Chile olive, oleander and lantana (keep the last two away from toddlers); most of these feed bees. Plant them in autumn or early spring, in well-drained soil, and mulch with gravel.',
    ],
    es: [
      'Una vez asentadas (tras su primer verano con riego regular), muchas plantas solo necesitan agua en sequías largas: lavanda, romero, tomillo, salvia, orégano, santolina, sedum y otras suculentas, agave, yuca, salvias ornamentales, gaura, milenrama, gaillardia, verbena, perovskia, jaras (cistus) y gramíneas ornamentales.',
      'En América suma la gaillardia, el penstemon, la rudbeckia y las salvias nativas, y en España y Chile el olivo, la adelfa (laurel rosa) y la lantana (estas dos, lejos de los niños pequeños); casi todas alimentan a las abejas. Plántalas en otoño o a principios de primavera, en tierra que drene bien, y cubre con grava.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'garden-first-aid-kit',
    topic: 'safety',
    title: ['A garden first-aid kit for families', 'Un botiquín de jardín para la familia'],
    cues: ['first.aid|first aid kit|med\\w* kit|botiquin\\w*|primeros auxilios'],
    en: [
      'Keep a small kit by the garden door: plasters, clean tweezers for splinters and thorns, antiseptic wipes, a cold pack, saline to rinse eyes, sting and bite cream, a card for scraping out stingers, sunscreen, and any antihistamine or adrenaline pen a family member has been prescribed.',
      'Add a note with your poison line and emergency numbers, and teach children to come straight to an adult for any sting, cut, or plant or berry in the mouth.',
    ],
    es: [
      'Ten un botiquín pequeño junto a la puerta del jardín: tiritas (curitas), pinzas limpias para astillas y espinas, toallitas antisépticas, una bolsa de frío, suero fisiológico para lavar los ojos, crema para picaduras, una tarjeta para raspar aguijones, protector solar y el antihistamínico o el autoinyector de adrenalina que el médico haya recetado a alguien de la familia.',
      'Añade una nota con los teléfonos de toxicología y de emergencias, y enseña a los niños a ir directamente a un adulto si les pica algo, se cortan o se meten una planta o una baya en la boca.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'poison-line-numbers',
    topic: 'safety',
    title: ['Poison line numbers by country', 'Teléfonos de toxicología por país'],
    cues: [
      'poison (?:control|centre|center|line|help|number|hotline)|toxicolog\\w*|centro (?:de )?(?:intoxicaciones|toxicologico)|telefono (?:de )?(?:toxicologia|intoxicaciones|emergencias?)|numero (?:de )?(?:toxicologia|intoxicaciones|emergencias?)|sintox|emergency number',
    ],
    en: [
      'Poison lines: in the USA Poison Help 1-800-222-1222; in Spain the Servicio de Información Toxicológica 91 562 04 20; in the UK call NHS 111 (or 999 in an emergency); in Australia 13 11 26; in New Zealand 0800 764 766; in Mexico SINTOX 800 009 2800; in Argentina 0800 333 0160.',
      'Anywhere, call your emergency number (911 in most of the Americas, 112 in Spain and Europe) if the person is drowsy, having trouble breathing, fitting or collapsing. Save your local number in your phone and keep the plant, label or a photo to hand when you call.',
    ],
    es: [
      'Teléfonos de toxicología: en España el Servicio de Información Toxicológica, 91 562 04 20; en México SINTOX, 800 009 2800; en Argentina el Centro Nacional de Intoxicaciones, 0800 333 0160; en Estados Unidos Poison Help, 1-800-222-1222 (atienden en español); en el Reino Unido NHS 111; en Australia 13 11 26.',
      'En cualquier país, llama a emergencias (911 en casi toda América, 112 en España y Europa) si la persona está adormilada, le cuesta respirar, convulsiona o se desmaya. Guarda el número de tu país en el móvil (celular) y ten a mano la planta, la etiqueta o una foto al llamar.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'garden-bonfire',
    topic: 'safety',
    title: ['Garden bonfires, fire pits and children', 'Hogueras, fogatas y niños en el jardín'],
    cues: [
      'bonfires?|fire ?pits?|burn\\w* (?:leaves|garden waste|branches|rubbish)|hogueras?|fogatas?|fogon(?:es)?|quemar (?:hojas|ramas|restos|rastrojos)|quema de (?:hojas|ramas|restos|rastrojos)',
    ],
    en: [
      'Compost or chip garden waste where you can, since burning is banned or restricted in many towns and smoke bothers neighbours. If you do light a bonfire or fire pit, keep it at least 3 m from sheds, fences and trees, have water or a hose ready, never use petrol, and keep children a clear step back behind a marked line.',
      'Build the pile on the day you burn it, or move it just before lighting, because hedgehogs, toads and other animals hide in heaps, and make sure the fire is fully out with water before you go indoors.',
    ],
    es: [
      'Siempre que puedas, composta o tritura los restos del jardín, porque quemar está prohibido o limitado en muchos municipios y el humo molesta a los vecinos. Si enciendes una hoguera o fogata, que esté al menos a 3 m de casetas, vallas y árboles, ten agua o una manguera preparada, no uses nunca gasolina y que los niños se queden detrás de una línea marcada.',
      'Haz el montón el mismo día que lo quemas, o muévelo justo antes de encenderlo, porque erizos, sapos y otros animales se esconden en los montones, y apaga bien el fuego con agua antes de entrar en casa.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'mosquito-bite-itch',
    topic: 'safety',
    title: [
      'Itchy mosquito and midge bites on children',
      'Picaduras de mosquito y jején que pican a los niños',
    ],
    cues: [
      'mosquito\\w*|midges?|gnats?|no.see.ums?|sand ?flies|zancudos?|jejen\\w*|moscos?|mosquitos?|chaquistes?|mosquitas?',
      // What to do for the bite, not why mosquitoes bite.
      'itch\\w*|scratch\\w*|swell\\w*|swollen|bumps?|welts?|treat\\w*|cream|relie\\w*|soothe|ronchas?|comezon|picazon|pican? mucho|le pican?|rasc\\w*|hinch\\w*|bolitas?|crema|alivi\\w*|calm\\w*|trat\\w*',
    ],
    not: 'repel\\w*|spray\\w*|plants?|plantas?|water|agua|breed\\w*|larva\\w*|cri\\w*',
    en: [
      "Wash the bites with soap and water, hold something cold on them for 10 minutes, and ask a pharmacist about calamine lotion, a mild hydrocortisone cream or an oral antihistamine suitable for your child's age; keep nails short so scratching does not break the skin.",
      'See a doctor if a bite becomes hot, very red, spreading or full of pus, or if the child has a fever after bites in an area with mosquito-borne illness. Long sleeves at dusk and an age-appropriate repellent prevent most bites.',
    ],
    es: [
      'Lava las picaduras con agua y jabón, pon algo frío 10 minutos y pregunta en la farmacia por loción de calamina, una crema suave de hidrocortisona o un antihistamínico oral adecuado para la edad de tu hijo; córtale las uñas para que al rascarse no se haga herida.',
      'Ve al médico si una picadura se pone caliente, muy roja, se extiende o tiene pus, o si tiene fiebre tras picaduras en una zona con dengue u otras enfermedades de mosquitos. Manga larga al atardecer y un repelente adecuado para su edad evitan casi todas las picaduras.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'wasp-traps',
    topic: 'bees',
    title: ['Wasp traps and bees', 'Las trampas para avispas y las abejas'],
    cues: [
      'wasps?|yellow ?jackets?|hornets?|avispas?|avispon(?:es)?|chaquetas? amarillas?',
      'traps?|trampas?|trapping|atrap\\w*',
    ],
    en: [
      'Sweet-baited wasp traps (jam, beer, juice or honey) also drown honeybees, bumblebees, hoverflies and moths, and most of the wasps they catch are workers that would have eaten garden pests, so they rarely make much difference.',
      'If wasps really bother you in late summer, use a meat-baited trap (a little tuna or ham) set well away from where you sit, only for those weeks, never honey; in spring, catching queens is not recommended. Covering food and drinks works better than trapping.',
    ],
    es: [
      'Las trampas para avispas con cebo dulce (mermelada, cerveza, jugo o miel) también ahogan abejas, abejorros, sírfidos y polillas, y casi todas las avispas que atrapan son obreras que se habrían comido plagas del huerto, así que rara vez sirven de mucho.',
      'Si las avispas molestan de verdad a finales del verano, usa una trampa con cebo de carne (un poco de atún o jamón) lejos de donde os sentáis, solo esas semanas, nunca con miel; en primavera no se recomienda atrapar reinas. Tapar la comida y las bebidas funciona mejor que las trampas.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'european-hornet',
    topic: 'bees',
    title: ['Hornets: big but usually calm', 'Los avispones: grandes pero normalmente tranquilos'],
    cues: [
      'hornets?|avispon(?:es)?|avispa grande|avispas grandes|giant wasps?',
      'what|dangerous|aggressive|big|huge|sting\\w*|light\\w*|night|window|que|peligros\\w*|agresiv\\w*|grande\\w*|enorme\\w*|pica\\w*|luz|luces|noche|ventana',
    ],
    not: 'asian|asiatic\\w*|velutina|nests?|nidos?|avisperos?|traps?|trampas?',
    en: [
      'The European hornet is our largest wasp, up to 3.5 cm, brown and yellow, and despite its size and loud buzz it is usually calmer than common wasps away from its nest; it hunts flies, caterpillars and wasps and sometimes honeybees.',
      'Hornets also fly at night and bump against lit windows, so close curtains or screens in late summer. A sting hurts more but is treated like any other: cold pack, and emergency help for any allergic signs.',
    ],
    es: [
      'El avispón europeo es nuestra avispa más grande, de hasta 3,5 cm, marrón y amarilla, y a pesar de su tamaño y su zumbido fuerte suele ser más tranquilo que las avispas comunes lejos de su nido; caza moscas, orugas y avispas, y a veces abejas.',
      'Los avispones también vuelan de noche y chocan contra las ventanas iluminadas, así que a finales del verano cierra cortinas o pon mosquiteras. Su picadura duele más pero se trata como cualquier otra: frío, y urgencias ante cualquier señal de alergia.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'living-christmas-tree',
    topic: 'activities',
    title: ['A living Christmas tree in a pot', 'Un árbol de Navidad vivo en maceta'],
    cues: [
      'christmas trees?|xmas trees?|arbol(?:es)? de navidad|arbolito de navidad|pino de navidad|abeto',
      'pot\\w*|living|alive|real|plant\\w*|replant\\w*|after christmas|keep|care|maceta\\w*|vivo|natural|plant\\w*|trasplant\\w*|despues de navidad|cuid\\w*|conserv\\w*',
    ],
    en: [
      'A potted tree with its roots (not a cut tree) can live on: keep it outdoors until a few days before Christmas, then indoors for no more than 10 to 12 days in the coolest, brightest spot away from radiators, watering whenever the top of the soil feels dry.',
      'Afterwards move it to a sheltered spot outside for a week, then back to full light; grow it on in a bigger pot or plant it out in late winter where it has room to reach several metres. In the southern hemisphere, where Christmas is in summer, keep it shaded and watered daily. Children can decorate it for birds the rest of the year.',
    ],
    es: [
      'Un árbol en maceta con sus raíces (no uno cortado) puede seguir vivo: tenlo fuera hasta unos días antes de Navidad y dentro de casa no más de 10 a 12 días, en el sitio más fresco y luminoso, lejos de la calefacción, regando cuando la superficie de la tierra esté seca.',
      'Después sácalo una semana a un rincón resguardado y luego a plena luz; cámbialo a una maceta más grande o plántalo a finales del invierno donde tenga sitio para crecer varios metros. En el hemisferio sur, donde la Navidad es en verano, tenlo a la sombra y riégalo cada día. El resto del año los niños pueden decorarlo para los pájaros.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'kokedama',
    topic: 'activities',
    title: ['Making a kokedama (moss ball plant)', 'Hacer un kokedama (bola de musgo)'],
    cues: ['kokedamas?|moss balls?|string gardens?|bolas? de musgo|plantas? colgantes? de musgo'],
    en: [
      'Kokedama is a Japanese way of growing a plant in a ball of soil wrapped in moss, a good project for children from about 8: mix potting compost with a little clay or bonsai soil and water until it holds together, wrap it around the roots of a small fern, spider plant or pothos, and press it into a ball the size of an orange.',
      'Cover it with sheet moss, wind string around it to hold everything, and add a loop to hang it. Water by dipping the ball in a bowl for 10 minutes when it feels light, about once a week, and let it drip before hanging it up.',
    ],
    es: [
      'El kokedama es una forma japonesa de cultivar una planta en una bola de tierra envuelta en musgo, un buen proyecto para niños desde unos 8 años: mezcla sustrato con un poco de arcilla o tierra de bonsái y agua hasta que se pegue, envuelve con ella las raíces de un helecho pequeño, una cinta (malamadre) o un potus y apriétala en una bola del tamaño de una naranja.',
      'Cúbrela con musgo en lámina, enróllale cuerda para sujetarlo todo y añade un lazo para colgarla. Riégala sumergiendo la bola 10 minutos en un bol cuando pese poco, más o menos una vez por semana, y déjala escurrir antes de colgarla.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'sweet-potato-slips',
    topic: 'activities',
    title: ['Growing a sweet potato vine in a jar', 'Hacer brotar un camote (boniato, batata) en un frasco'],
    cues: [
      'sweet ?potato\\w*|yams?|camotes?|boniatos?|batatas?|moniatos?',
      'jar|glass|water|toothpicks?|slips?|sprout\\w*|vine|window\\w*|frascos?|vasos?|agua|palillos?|brot\\w*|esquejes?|enredadera|ventana',
    ],
    en: [
      'Push three toothpicks into the middle of a sweet potato and rest it on a jar of water with the narrow end down and about a third under water, on a warm, sunny windowsill; change the water every few days.',
      'Roots appear in 1 to 2 weeks and leafy shoots in 3 to 6, making a pretty vine. Snap off shoots 15 cm long ("slips"), root them in water, and plant them outdoors in late spring when nights stay above 15 °C, for sweet potatoes about 4 months later.',
    ],
    es: [
      'Clava tres palillos en el medio de un camote (boniato, batata) y apóyalo en un frasco con agua, con la punta estrecha hacia abajo y un tercio sumergido, en una ventana cálida y soleada; cambia el agua cada pocos días.',
      'Las raíces salen en 1 o 2 semanas y los brotes con hojas en 3 a 6, formando una enredadera bonita. Arranca brotes de 15 cm ("esquejes"), enráizalos en agua y plántalos fuera a finales de la primavera, cuando las noches pasen de 15 °C, y unos 4 meses después habrá camotes.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'pitfall-trap',
    topic: 'activities',
    title: [
      'A pitfall trap to meet night-time ground bugs',
      'Una trampa de caída para conocer los bichos del suelo',
    ],
    cues: [
      'pitfall|bug traps?|insect traps?|catch (?:bugs|insects|beetles)|trampas? (?:de caida|para (?:ver |atrapar |observar |mirar )?(?:los )?(?:bichos|insectos|escarabajos))|atrapar (?:bichos|insectos|escarabajos)',
    ],
    not: 'kill\\w*|mat\\w*|wasps?|avispas?|flies|moscas|sticky|pegajos\\w*|fruit ?fl\\w*|mosquit\\w*',
    en: [
      'Sink a clean jar or plastic cup in the soil so its rim is level with the ground, put a few leaves in the bottom, and prop a flat stone or tile on pebbles above it as a roof to keep out rain.',
      'Check it first thing the next morning: you may find ground beetles, woodlice, spiders, millipedes and earwigs. Look with a magnifier, draw or count them, then let them all go in a shady spot, and fill the hole in afterwards; never leave the trap out for more than a night.',
    ],
    es: [
      'Entierra un frasco limpio o un vaso de plástico con el borde a ras de suelo, pon unas hojas en el fondo y coloca encima una piedra plana o una teja sobre piedritas como tejado para que no entre la lluvia.',
      'Revísala a primera hora de la mañana siguiente: puede haber escarabajos de suelo, cochinillas de humedad (bichos bolita), arañas, milpiés y tijeretas. Miradlos con lupa, dibujadlos o contadlos, soltadlos todos en un sitio a la sombra y tapad el agujero; no dejes nunca la trampa más de una noche.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'moth-night-sheet',
    topic: 'activities',
    title: [
      'Watching moths at night with a sheet and a torch',
      'Ver polillas de noche con una sábana y una linterna',
    ],
    cues: [
      'moths?|polillas?|palomillas?|mariposas? nocturnas?',
      'night|dark|sheet|torch|flashlight|lamp|light|noche|oscur\\w*|sabana|linterna|lampara|luz',
      `${KIDS}|watch\\w*|see|look|count\\w*|attract\\w*|sheet|torch|ver|mirar|observ\\w*|cont\\w*|atra\\w*|sabana|linterna`,
    ],
    not: 'clothes|wool|closet|wardrobe|ropa|lana|armario|closet|ropero|pantry|despensa|harina|plants? for|flowers? for|plantas? para|flor(?:es)? para',
    en: [
      'On a warm, still summer night, hang an old white sheet over a washing line or fence and shine a bright torch or lamp onto it from a few metres away; within 30 to 60 minutes moths, beetles and lacewings land on the sheet.',
      'Children can photograph or draw them, count how many kinds they find and look them up the next day. Turn the light off by midnight so the moths can get back to feeding and pollinating, and never catch them in jars for long.',
    ],
    es: [
      'Una noche de verano cálida y sin viento, cuelga una sábana blanca vieja de un tendedero o una valla e ilumínala con una linterna o lámpara potente desde unos metros; en 30 a 60 minutos se posan en la sábana polillas, escarabajos y crisopas.',
      'Los niños pueden fotografiarlas o dibujarlas, contar cuántas clases encuentran y buscar sus nombres al día siguiente. Apaga la luz antes de medianoche para que las polillas vuelvan a comer y polinizar, y no las tengas mucho rato en frascos.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'flower-parts',
    topic: 'activities',
    title: ['Looking at the parts of a flower', 'Mirar las partes de una flor'],
    cues: [
      'parts of (?:a |the )?flowers?|flower parts|inside (?:a |the )?flowers?|dissect\\w* (?:a )?flowers?|stamens?|pistils?|stigma|anthers?|partes de (?:una |la )?flor|dentro de (?:una |la )?flor|estambres?|pistilos?|estigmas?|anteras?',
    ],
    en: [
      'Pick a big, simple flower such as a lily, tulip, hibiscus or sweet pea and take it apart gently on white paper: the green sepals outside, the coloured petals that call the pollinators, the stamens with pollen-covered tips (anthers), and in the middle the pistil, whose sticky top (the stigma) catches pollen.',
      'Cut the swollen base open to see the tiny eggs that become seeds once pollen reaches them; tape each part onto a card with its name. Lily pollen stains clothes and is deadly to cats, so do this away from pets.',
    ],
    es: [
      'Elige una flor grande y sencilla, como una azucena, un tulipán, un hibisco (tulipán, cayena) o un guisante de olor, y desmóntala con cuidado sobre papel blanco: fuera los sépalos verdes, luego los pétalos de colores que llaman a los polinizadores, los estambres con la punta llena de polen (las anteras) y en el centro el pistilo, cuya punta pegajosa (el estigma) atrapa el polen.',
      'Abre la base hinchada para ver los huevecillos que se convertirán en semillas cuando les llegue el polen, y pega cada parte en una cartulina con su nombre. El polen de la azucena mancha la ropa y es mortal para los gatos, así que hacedlo lejos de las mascotas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'kids-plant-stall',
    topic: 'activities',
    title: ["A children's plant and produce stall", 'Un puesto infantil de plantas y cosecha'],
    cues: [
      'sell\\w*|stall|stand|market|fundrais\\w*|money|vend\\w*|puesto|mercad\\w*|feria|dinero|recaud\\w*',
      'plants?|seedlings?|vegetables?|produce|herbs?|flowers?|plantas?|plantines?|plantitas?|verduras?|hortalizas?|cosecha|hierbas?|flor\\w*',
      `${KIDS}|stall|stand|market|table|ideas?|how|puesto|mercad\\w*|feria|mesa|como`,
    ],
    not: 'buy\\w*|compr\\w*|nursery|vivero',
    en: [
      'Selling spare seedlings, herb cuttings, courgettes or flowers on a small table by the gate or at a school fair teaches maths and planning: sow a few extra tomato, sunflower and basil seeds in spring, pot up mint runners and spider-plant babies, and label each pot with the name and care.',
      'Children set prices, make signs and count change, with an adult nearby; an honesty box works for quiet streets. Check local rules for selling food, and give the money a purpose, such as new seeds or a donation.',
    ],
    es: [
      'Vender plantitas sobrantes, esquejes de aromáticas, calabacitas (calabacines, zapallitos) o flores en una mesita junto a la puerta o en la feria del colegio enseña matemáticas y planificación: siembra en primavera unas semillas de más de jitomate (tomate), girasol y albahaca, pon en macetas estolones de menta e hijuelos de cinta (malamadre) y etiqueta cada maceta con el nombre y sus cuidados.',
      'Los niños ponen precios, hacen carteles y dan el cambio, con un adulto cerca; en calles tranquilas sirve una caja de confianza. Consulta las normas locales para vender alimentos y dad un fin al dinero, como semillas nuevas o una donación.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'birdbath-kids',
    topic: 'activities',
    title: ['Making a birdbath with children', 'Hacer un bebedero para pájaros con los niños'],
    cues: [
      'bird ?baths?|bird water|water for (?:the )?birds|bebederos? (?:de|para) (?:los )?(?:pajaros|aves)|banos? (?:de|para) (?:los )?(?:pajaros|aves)|agua para (?:los )?(?:pajaros|aves)',
    ],
    not: 'mosquit\\w*|drown\\w*|ahog\\w*|hummingbird\\w*|colibri\\w*|bees?|abejas?',
    en: [
      'A large plant saucer or an old frying-pan lid makes a birdbath: it should be shallow, 2 to 5 cm deep at most with sloping sides, with a flat stone in the middle so small birds and bees can stand. Children can paint the outside and set it on an upturned pot or a stump.',
      'Put it about 2 m from a bush, so birds can escape cats but are not ambushed, top it up daily and scrub it out every few days so it stays clean and does not breed mosquitoes; in frost, add warm water in the morning.',
    ],
    es: [
      'Un plato grande de maceta o la tapa de una sartén vieja sirve de bebedero: debe ser poco hondo, de 2 a 5 cm como mucho y con los bordes en rampa, con una piedra plana en el centro donde puedan posarse pájaros pequeños y abejas. Los niños pueden pintarlo por fuera y ponerlo sobre una maceta boca abajo o un tocón.',
      'Colócalo a unos 2 m de un arbusto, para que los pájaros puedan huir de los gatos sin que los embosquen, rellénalo cada día y frótalo cada pocos días para que esté limpio y no críe mosquitos; con helada, añade agua templada por la mañana.',
    ],
    source: 'general-horticulture',
  }),
]
