// More facts written blind (pass C): deer at roses, companion planting, drawing ladybirds, hydrangea colour, seaweed,
// supermarket potatoes and garlic, frost cover for tender trees, frost-damaged plants, chickens, possums, wild boar,
// bare-root trees, raised bed materials, straw bale and upside-down growing, feeding citrus and fruit trees, banana
// peels, compost tumblers and overwintering geraniums. Sources: extension services, general horticulture.
import { buildFact } from './fact-builder'
import type { TopicFact } from './topic-facts'

const FROST =
  'frosts?|frosty|freez\\w*|frozen|cold snaps?|helad\\w*|helado\\w*|helar\\w*|helo|helaron|hiel\\w*|congel\\w*|escarcha'

export const BLIND_C_MORE_FACTS: TopicFact[] = [
  buildFact({
    id: 'deer-roses-resistant',
    topic: 'pests',
    title: [
      'Deer eating roses, hostas and tulips',
      'Venados o ciervos que se comen rosales, hostas y tulipanes',
    ],
    cues: [
      'deer|venados?|ciervos?|corzos?|cervatillos?',
      'roses?|rose bush\\w*|hostas?|tulips?|lilies|lily|hydrangeas?|plants?|flowers?|resistant|proof|rosal\\w*|rosas?|tulipan\\w*|lirios?|azucenas?|hortensias?|plantas?|flor\\w*|resistentes?',
    ],
    en: [
      'Deer love roses, hostas, tulips, lilies, daylilies, hydrangeas, fruit trees and most vegetables, and browse at dawn and dusk; repellent sprays (egg-based or garlic) work for a few weeks if you reapply after rain and switch products.',
      'Only a fence about 2.4 m (8 ft) tall keeps them out for sure, or a cage around single shrubs; otherwise plant what deer usually leave: lavender, rosemary, sage, catmint, salvias, yarrow, daffodils, alliums, foxgloves, peonies, ornamental grasses and most strong-scented herbs, many of which feed bees too.',
    ],
    es: [
      'A los venados (ciervos) les encantan los rosales, las hostas, los tulipanes, los lirios, las hortensias, los frutales y casi todas las hortalizas, y comen al amanecer y al anochecer; los repelentes en spray (a base de huevo o ajo) funcionan unas semanas si se repiten después de la lluvia y se alternan.',
      'Solo una cerca de unos 2,4 m de alto los mantiene fuera seguro, o una jaula alrededor de cada arbusto; si no, planta lo que suelen dejar: lavanda, romero, salvia, nébeda, salvias ornamentales, milenrama, narcisos, alliums, dedaleras, peonías, gramíneas y casi todas las aromáticas de olor fuerte, que además alimentan a las abejas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'companion-planting-what',
    topic: 'plants',
    title: [
      'What companion planting is, and pairs that work',
      'Qué son los cultivos asociados y parejas que funcionan',
    ],
    cues: [
      'companion\\w*|good neighbou?rs|plant together|grow together|asociacion\\w*|asociad\\w*|cultivos asociados|plantas companeras|companer\\w*|plantar juntas|sembrar juntas|se llevan bien|buenas vecinas',
      'what|what is|what are|meaning|mean|how|work\\w*|which|examples?|que es|que son|significa|como|funciona\\w*|cuales|ejemplos?|ideas?',
    ],
    not: 'tomato\\w*|tomate\\w*|jitomate\\w*|pepper\\w*|pimient\\w*|basil|albahaca|bean\\w*|frijol\\w*|carrot\\w*|zanahori\\w*|onion\\w*|cebolla\\w*|lettuce|lechuga\\w*|squash|calabaz\\w*|cucumber\\w*|pepino\\w*|corn|maiz|strawberr\\w*|fresas?|potato\\w*|papas?|patatas?|cabbage\\w*|col|coles',
    en: [
      'Companion planting means growing plants together that help each other: tall plants shade lettuce in summer, beans feed nitrogen to maize in the milpa, strong-smelling onions and herbs confuse carrot fly, and flowers such as marigolds, alyssum, calendula, dill and phacelia bring the hoverflies, ladybirds and bees that pollinate and eat pests.',
      'Classic pairs: tomatoes with basil and marigolds, carrots with onions or leeks, lettuce between slower brassicas, nasturtiums as a trap crop near beans and cabbages, and maize, beans and squash together. Much of the folklore is untested, but mixing crops and flowers is always better than long rows of one plant.',
    ],
    es: [
      'Los cultivos asociados consisten en plantar juntas plantas que se ayudan: las altas dan sombra a la lechuga en verano, el frijol aporta nitrógeno al maíz en la milpa, las cebollas y las aromáticas de olor fuerte despistan a la mosca de la zanahoria, y flores como cempasúchil (tagetes), aliso de mar, caléndula, eneldo y facelia atraen sírfidos, mariquitas y abejas que polinizan y comen plagas.',
      'Parejas clásicas: tomate con albahaca y tagetes, zanahoria con cebolla o puerro, lechuga entre las coles más lentas, capuchinas como cultivo trampa cerca de frijoles y coles, y maíz, frijol y calabaza juntos. Mucho de lo que se dice no está probado, pero mezclar cultivos y flores siempre es mejor que largas filas de una sola planta.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'attract-ladybirds',
    topic: 'plants',
    title: [
      'Plants that draw ladybirds and other helpful insects',
      'Plantas que atraen mariquitas y otros insectos útiles',
    ],
    cues: [
      'ladybirds?|ladybugs?|lady beetles?|mariquitas?|catarinas?|vaquitas de san antonio|chinitas?|san antonios?|coccinel\\w*|beneficial insects?|good bugs?|insectos? (?:utiles|beneficos|buenos)|bichos buenos',
      // Asking what brings them, not whether they are good for the plants ("¿son buenas o malas pa las plantas?").
      'plants?|flowers?|grow|plantas?|flor\\w*|sembr\\w*',
      'attract\\w*|bring|draw|lure|feed|like|love|what|which|atra\\w*|traer|llegar|vengan|venir|alimentar|gustan?|que|cuales',
    ],
    en: [
      'Ladybirds (ladybugs), lacewings and hoverflies come for small, open flowers full of pollen and nectar: dill, fennel, coriander and parsley left to flower, yarrow, sweet alyssum, calendula, cosmos, phacelia, buckwheat, tansy and native asters and goldenrods, plus a few aphids to eat.',
      'Plant a flowering strip near the vegetables from spring to autumn, leave some dry stems and leaf litter over winter where adult ladybirds hibernate, provide a shallow water dish, and stop broad-spectrum sprays; bought ladybirds mostly fly away, while home-grown ones stay.',
    ],
    es: [
      'Las mariquitas (catarinas, vaquitas de San Antonio, chinitas), las crisopas y los sírfidos acuden a flores pequeñas y abiertas con mucho polen y néctar: eneldo, hinojo, cilantro y perejil en flor, milenrama, aliso de mar, caléndula, cosmos, facelia, trigo sarraceno, tanaceto y asteres y varas de oro nativas, y a unos cuantos pulgones para comer.',
      'Siembra una franja de flores junto al huerto de primavera a otoño, deja en invierno algunos tallos secos y hojarasca donde las mariquitas adultas hibernan, pon un plato bajo con agua y deja los insecticidas de amplio espectro; las mariquitas compradas casi siempre se van volando, las que nacen en tu jardín se quedan.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'hydrangea-colour',
    topic: 'soil',
    title: ['Blue or pink hydrangeas: soil pH', 'Hortensias azules o rosas: el pH del suelo'],
    cues: [
      'hydrangeas?|hortensias?|hortencias?|ortensias?',
      'blue|pink|colou?r\\w*|purple|change|azul\\w*|rosa\\w*|color\\w*|morad\\w*|cambi\\w*|lila',
    ],
    en: [
      'Bigleaf (mophead and lacecap) hydrangeas are blue in acid soil (pH below about 5.5) because there they can take up aluminium, and pink in neutral or alkaline soil (pH above 6.5); white hydrangeas stay white.',
      'For blue, lower the pH with garden sulphur and water with rainwater, or use a hydrangea "bluing" product (aluminium sulphate) as the label says; for pink, add garden lime. It takes a season or two to show; in limy soil, blue is easier in a pot of ericaceous compost.',
    ],
    es: [
      'Las hortensias de hoja grande son azules en suelo ácido (pH por debajo de unos 5,5) porque ahí pueden tomar aluminio, y rosas en suelo neutro o alcalino (pH por encima de 6,5); las hortensias blancas siguen blancas.',
      'Para que sean azules, baja el pH con azufre agrícola y riega con agua de lluvia, o usa un producto "azulador" para hortensias (sulfato de aluminio) según la etiqueta; para rosas, añade cal agrícola. El cambio tarda una o dos temporadas; en suelo calizo es más fácil tenerlas azules en maceta con sustrato para plantas ácidas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'seaweed-garden',
    topic: 'soil',
    title: ['Seaweed as mulch, compost and feed', 'Las algas como acolchado, composta y abono'],
    cues: [
      'seaweed|kelp|sea weed|algas?|sargazo|kelp meal|liquid seaweed|alga marina|algas marinas|extracto de algas',
    ],
    en: [
      'Seaweed is an old favourite: it adds potassium and trace elements, breaks down fast and has no weed seeds; spread fresh seaweed 5 to 10 cm thick as a mulch around potatoes, brassicas and fruit, or layer it into the compost as a green.',
      'Collect only storm-cast seaweed from the beach where it is allowed, a bucketful at a time, leaving plenty for wildlife; rinsing is optional as the salt is small, and bottled liquid seaweed diluted as the label says makes a gentle feed for pots and seedlings.',
    ],
    es: [
      'Las algas son un abono clásico: aportan potasio y oligoelementos, se descomponen rápido y no traen semillas de hierbas; extiende algas frescas en una capa de 5 a 10 cm como acolchado alrededor de papas, coles y frutales, o ponlas en capas en la composta como "verde".',
      'Recoge solo algas que el mar dejó en la playa donde esté permitido, un cubo cada vez, dejando muchas para la fauna; enjuagarlas es opcional porque tienen poca sal, y el extracto líquido de algas, diluido según la etiqueta, es un abono suave para macetas y plantines. El sargazo que llega al Caribe se compone mejor mezclado con mucho material seco, lejos de la casa por su olor.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'supermarket-seed-crops',
    topic: 'plants',
    title: [
      'Planting potatoes, garlic and ginger from the supermarket',
      'Sembrar papas, ajos y jengibre del supermercado',
    ],
    cues: [
      'supermarkets?|grocery|store.?bought|shop.?bought|from the (?:store|shop|market)|supermercado\\w*|tienda|mercado|verduleria|de la compra|comprad[oa]s? (?:en|del)',
      'potato\\w*|garlic|ginger|sweet potato\\w*|onions?|papas?|patatas?|ajos?|jengibre|camotes?|batatas?|boniatos?|cebollas?|plant\\w*|grow\\w*|sow\\w*|sembr\\w*|plant\\w*|cultiv\\w*',
    ],
    not: 'seeds? from (?:a |the )?(?:tomato|pepper|melon)|semillas? de (?:tomate|pimiento|melon)',
    en: [
      'Supermarket potatoes and garlic often grow, but they may be treated to stop sprouting, may carry virus or blight, and are varieties chosen for shops rather than for your climate; certified seed potatoes and garden-centre garlic give bigger, healthier crops.',
      'If a potato has already sprouted, it is worth a try in a bag; organic ginger and turmeric with plump buds sprout well in a warm pot, and sweet potatoes make slips (shoots) in a jar of water. It is a fun experiment with children.',
    ],
    es: [
      'Las papas (patatas) y los ajos del supermercado a menudo brotan, pero pueden estar tratados para no brotar, traer virus o mildiu, y son variedades elegidas para la tienda y no para tu clima; las papas de siembra certificadas y los ajos de vivero dan cosechas más grandes y sanas.',
      'Si una papa ya tiene brotes, vale la pena probar en un saco; el jengibre y la cúrcuma ecológicos con yemas gorditas brotan bien en una maceta cálida, y el camote (batata, boniato) saca brotes en un frasco con agua. Es un experimento divertido con niños.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'frost-protect-tender-trees',
    topic: 'plants',
    title: [
      'Protecting citrus, avocado and other tender plants from frost',
      'Proteger cítricos, aguacates y plantas delicadas de la helada',
    ],
    cues: [
      `${FROST}|cold night|noche fria|frio`,
      'lemons?|limes?|oranges?|citrus|avocados?|mangoes|mangos?|bananas?|papayas?|bougainvill\\w*|hibiscus|tender|young trees?|limon\\w*|naranj\\w*|citric\\w*|aguacat\\w*|paltas?|platan\\w*|banan\\w*|papay\\w*|buganvill\\w*|hibisc\\w*|delicad\\w*|arbol(?:es|ito|itos)? joven\\w*|arbolitos?|frutales?',
      'protect\\w*|cover\\w*|save|keep|wrap\\w*|what (?:do|can|should)|how|proteg\\w*|cubr\\w*|tap(?:o|ar)|salvar|envolver|que hago|como',
    ],
    en: [
      'To protect a tender tree or plant before a frost, water the soil well in the afternoon (moist soil holds heat), then drape frost cloth or old sheets over the whole tree or plant right down to the ground, held with stones, so the warmth of the soil is trapped; plastic touching leaves makes damage worse, and covers must come off the next morning.',
      'Strings of old-style incandescent or outdoor warm lights under the cover add a few degrees; wrap young trunks, pull mulch back so bare soil can release heat, and move potted citrus against a house wall or indoors. Most citrus is damaged below about −2 °C, lemons and limes and young avocados and mangoes near 0 °C.',
    ],
    es: [
      'Para proteger un árbol o una planta delicada antes de una helada, riega bien la tierra por la tarde (la tierra húmeda guarda calor) y cubre todo el árbol o la planta hasta el suelo con manta antiheladas o sábanas viejas sujetas con piedras, para atrapar el calor del suelo; el plástico que toca las hojas empeora el daño, y hay que destapar a la mañana siguiente.',
      'Una guirnalda de luces antiguas (incandescentes) o luces cálidas de exterior bajo la cubierta da unos grados más; envuelve los troncos jóvenes, aparta el acolchado para que la tierra desnuda suelte calor y arrima los cítricos en maceta a la pared de la casa o mételos dentro. Casi todos los cítricos se dañan por debajo de unos −2 °C; limoneros, limeros y los aguacates y mangos jóvenes, cerca de 0 °C.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'after-frost-damage',
    topic: 'plants',
    title: ['What to do after frost damage', 'Qué hacer después de que la helada dañó las plantas'],
    cues: [
      FROST,
      'damag\\w*|burn\\w*|bitten|black\\w*|brown|mushy|dead|died|killed|after|hit|got|dan\\w*|quemad\\w*|negr\\w*|marron\\w*|blandas?|muert[oa]s?|murieron|se (?:helo|helaron|quemo|quemaron)|despues|pego|paso',
    ],
    not: 'before|tonight|antes|esta noche|manana|forecast|pronostico|when is|cuando es|last frost date|fecha',
    en: [
      'Leaves that turn black, brown or mushy after a frost are dead, but the stems and roots are often alive: do not prune straight away, because the damaged growth protects the buds below from the next frost, and the plant should not be pushed into new soft growth.',
      'Wait until the frosts are over in spring, then scratch the bark with a fingernail: green underneath is alive; cut back to just above live buds. Tomatoes, basil, squash and beans blackened by frost will not recover, so sow or plant again after the last frost date.',
    ],
    es: [
      'Las hojas que se ponen negras, marrones o blandas tras una helada están muertas, pero los tallos y las raíces suelen seguir vivos: no podes enseguida, porque lo dañado protege de la próxima helada a las yemas de abajo, y no conviene forzar a la planta a sacar brotes tiernos.',
      'Espera a que pasen las heladas en primavera y raspa la corteza con la uña: si debajo está verde, está viva; corta justo por encima de las yemas vivas. Los tomates, la albahaca, las calabazas y los frijoles ennegrecidos por la helada no se recuperan, así que siembra o planta de nuevo después de la fecha de la última helada.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'chickens-in-garden',
    topic: 'pests',
    title: ['Chickens and the vegetable garden', 'Las gallinas y el huerto'],
    // The second group keeps it to chickens among crops: "how do I keep chickens in my backyard" is poultry keeping.
    cues: [
      'chickens?|hens?|gallinas?|pollos?|gallinero\\w*|aves de corral|chooks?',
      'gardens?|beds?|vegetables?|veg|veggies|crops?|plants?|seedlings?|weeds?|slugs?|grubs?|pests?|huertos?|huertas?|jardin\\w*|bancal\\w*|hortalizas?|verduras?|plantas?|cultivos?|plantulas?|plantines|hierbas?|babosas?|plagas?|larvas?',
    ],
    not: 'manure|estiercol|gallinaza|eggshells?|cascaras? de huevo|feed my|alimento|comida para',
    en: [
      'Chickens eat slugs, grubs and weed seeds and turn scraps into manure, but they scratch up seedlings and peck tomatoes, strawberries and greens, so fence the vegetable beds (about 1.2 m / 4 ft) or let them in only before planting and after harvest to clear and manure the beds.',
      'Compost their manure and bedding before using it on food crops, keep them off beds in the 4 months before harvest of anything eaten raw, have children wash hands after handling hens and eggs, and avoid slug pellets or poisons where they roam.',
    ],
    es: [
      'Las gallinas comen babosas, larvas y semillas de hierbas y convierten los restos en abono, pero escarban los plantines y picotean tomates, fresas (frutillas) y verduras de hoja, así que cerca los bancales (unos 1,2 m) o déjalas entrar solo antes de plantar y después de cosechar para limpiar y abonar.',
      'Composta su estiércol y su cama antes de usarlos en el huerto, no las dejes en los bancales en los 4 meses antes de cosechar algo que se come crudo, que los niños se laven las manos después de tocar gallinas y huevos, y no uses cebos para babosas ni venenos donde andan.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'possums-garden',
    topic: 'pests',
    title: [
      'Possums eating roses, fruit and vegetables (Australia, NZ)',
      'Zarigüeyas y possums que se comen rosas y fruta',
    ],
    cues: [
      'possums?|opossums?|brushtails?|ringtails?|zarigueyas?|tlacuaches?|tlacuachines?|comadrejas? overas|zarigueya',
    ],
    en: [
      'In Australia, brushtail and ringtail possums are protected native animals that eat roses, citrus and fruit-tree buds, fruit and vegetables at night; cover plants with wildlife-safe netting (fine mesh you cannot poke a finger through), put a smooth metal collar 60 cm high around tree trunks and trim overhanging branches, and grow herbs they dislike.',
      'Never poison or trap them without a permit; a possum nest box in a tree away from the vegetables often keeps them busy. In the Americas, opossums (tlacuaches) mostly eat fallen fruit, snails, insects and even ticks, and are garden helpers.',
    ],
    es: [
      'En Australia los possums (de cola de cepillo y de cola anillada) son animales nativos protegidos que de noche comen rosales, cítricos, brotes de frutales, fruta y hortalizas; cubre las plantas con red segura para la fauna (malla fina por la que no pase un dedo), pon un collar liso de metal de 60 cm alrededor de los troncos, corta las ramas que cuelgan cerca y cultiva aromáticas que no les gustan.',
      'Nunca los envenenes ni atrapes sin permiso; una caja nido en un árbol lejos del huerto suele mantenerlos ocupados. En América, las zarigüeyas (tlacuaches) comen sobre todo fruta caída, caracoles, insectos y hasta garrapatas, y ayudan en el jardín.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'wild-boar',
    topic: 'pests',
    title: ['Wild boar digging up the garden', 'Jabalíes que destrozan el huerto'],
    cues: [
      'wild boars?|boars?|feral pigs?|wild hogs?|hogs?|jabali\\w*|jabalies|chanchos? salvajes?|cerdos? salvajes?|puercos? salvajes?|jabalina\\w*|pecari\\w*|sainos?',
    ],
    en: [
      'Wild boar root up lawns, potatoes, maize and bulbs at night looking for grubs, roots and food; they are strong, so only a solid fence works: sturdy wire mesh at least 1.2 m high, with the bottom buried 30 to 40 cm or bent outwards and pegged, or a two- or three-wire electric fence starting 20 cm above the ground.',
      'Do not leave fallen fruit, compost, pet food or rubbish out, never feed them, and keep children and dogs away: a sow with piglets can charge. In Spain, problem animals can be reported to the town hall or the regional wildlife service.',
    ],
    es: [
      'Los jabalíes levantan el césped, las papas, el maíz y los bulbos por la noche buscando larvas, raíces y comida; son fuertes, así que solo funciona una cerca sólida: malla metálica resistente de al menos 1,2 m con la parte de abajo enterrada 30 a 40 cm o doblada hacia fuera y sujeta con piquetas, o un pastor eléctrico de dos o tres hilos empezando a 20 cm del suelo.',
      'No dejes fuera fruta caída, composta, comida de mascotas ni basura, nunca les des de comer y aleja a los niños y a los perros: una hembra con crías puede embestir. En España se puede avisar al ayuntamiento o al servicio de fauna de la comunidad autónoma.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'bare-root-trees',
    topic: 'plants',
    title: ['Planting a bare-root fruit tree or rose', 'Plantar un frutal o rosal a raíz desnuda'],
    cues: ['bare.?root\\w*|raiz desnuda|a raiz|sin cepellon|sin terron|dormant (?:tree|plant)s?'],
    en: [
      'Bare-root trees, roses and berry bushes are sold and planted while dormant, from late autumn to early spring (November to March in the north, June to August in the south) when the ground is not frozen; they are cheaper and root in fast.',
      'Soak the roots in a bucket of water for 1 to 2 hours, dig a hole wider than the roots but no deeper, spread the roots over a small mound, keep the graft bump 5 to 10 cm above the soil (the soil mark on the stem shows the old level), firm the soil, water well, stake on the windy side and mulch, keeping mulch off the trunk.',
    ],
    es: [
      'Los árboles, rosales y arbustos de frutos rojos a raíz desnuda se venden y plantan en reposo, de finales de otoño a principios de la primavera (de noviembre a marzo en el norte, de junio a agosto en el sur) cuando la tierra no está helada; son más baratos y enraízan rápido.',
      'Remoja las raíces en un cubo de agua 1 o 2 horas, cava un hoyo más ancho que las raíces pero no más hondo, extiende las raíces sobre un montoncito de tierra, deja el abultamiento del injerto 5 a 10 cm por encima del suelo (la marca de tierra en el tallo indica el nivel anterior), aprieta la tierra, riega bien, pon un tutor del lado del viento y acolcha sin tocar el tronco.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'raised-bed-materials',
    topic: 'soil',
    title: ['What to build a raised bed from', 'Con qué materiales hacer un bancal elevado'],
    cues: [
      'raised beds?|planter box\\w*|garden beds?|bancal\\w*|cama\\w* elevad\\w*|huerto elevado|mesa de cultivo|cajon\\w* de cultivo|canteros? elevad\\w*|arriates? elevad\\w*',
      'wood|timber|material\\w*|build\\w*|make|metal|steel|bricks?|blocks?|stone|cedar|pallets?|sleepers?|madera|materiales?|construir|hacer|hago|metal\\w*|acero|ladrillos?|bloques?|piedras?|cedro|palets?|tarimas?|traviesas?|durmientes?',
    ],
    not: 'treated|tratad\\w*|pressure|cca|creosot\\w*|safe|segur\\w*|toxic\\w*',
    en: [
      'Good raised bed materials: untreated rot-resistant wood such as cedar, larch, Douglas fir or redwood (lasts 10 to 20 years; pine lasts 3 to 7), galvanised or powder-coated steel, bricks, concrete blocks, stone, or woven willow; boards about 5 cm (2 in) thick do not bow.',
      'Pallets are fine if stamped HT (heat-treated), not MB (methyl bromide); avoid old railway sleepers with creosote and old painted wood; lining the inside sides with a breathable fabric makes wood last longer. Fix corner posts well, as wet soil pushes hard on the sides.',
    ],
    es: [
      'Buenos materiales para un bancal elevado: madera sin tratar resistente a la pudrición, como cedro, alerce, pino Oregón o secuoya (dura 10 a 20 años; el pino común dura 3 a 7), acero galvanizado o lacado, ladrillos, bloques de hormigón, piedra o mimbre trenzado; las tablas de unos 5 cm de grosor no se comban.',
      'Los palés sirven si llevan el sello HT (tratados con calor), no MB (bromuro de metilo); evita las traviesas de tren viejas con creosota y la madera vieja pintada; forrar el interior de los lados con una tela transpirable hace que la madera dure más. Fija bien las esquinas, porque la tierra mojada empuja mucho los lados.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'straw-bale-garden',
    topic: 'containers',
    title: ['Growing vegetables in straw bales', 'Cultivar hortalizas en pacas de paja'],
    cues: [
      'straw bales?|hay bales?|bale garden\\w*|pacas? de paja|fardos? de paja|balas? de paja|alpacas? de paja|pacas?',
      'straw bales?|hay bales?|bale garden\\w*|pacas?|fardos?|garden\\w*|grow\\w*|plant\\w*|what|how|huerto|cultiv\\w*|sembr\\w*|que|como',
    ],
    en: [
      'A straw bale works as a raised bed where soil is poor or paved: set bales cut side up, then "condition" them for about 2 weeks, watering daily and adding a nitrogen feed (such as blood meal or a high-nitrogen fertiliser) every other day for the first week, until the inside is warm and starting to rot.',
      'When the inside has cooled to below body temperature, plant tomatoes, squash, cucumbers, peppers or lettuce into pockets filled with potting mix; water every day in summer, as bales dry fast, and feed every 2 weeks. After one or two seasons the bale becomes compost. Use straw, not hay, which is full of seeds.',
    ],
    es: [
      'Una paca de paja funciona como bancal elevado donde el suelo es malo o está pavimentado: ponla con los cortes hacia arriba y "acondiciónala" unas 2 semanas, regándola cada día y añadiendo un abono rico en nitrógeno (como harina de sangre o un fertilizante nitrogenado) cada dos días la primera semana, hasta que por dentro se caliente y empiece a descomponerse.',
      'Cuando por dentro esté más fría que la mano, planta tomates, calabazas, pepinos, pimientos o lechugas en huecos rellenos de sustrato; riega cada día en verano, porque las pacas se secan rápido, y abona cada 2 semanas. Tras una o dos temporadas la paca se convierte en composta. Usa paja, no heno, que trae muchas semillas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'upside-down-tomatoes',
    topic: 'containers',
    title: ['Growing tomatoes upside down', 'Cultivar tomates boca abajo'],
    cues: [
      'upside.?down|hanging tomato\\w*|topsy.?turvy|boca abajo|al reves|colgad[oa]s? (?:hacia|para) abajo|tomates? colgantes?',
      'tomato\\w*|tomates?|jitomates?|plants?|plantas?|grow\\w*|cultiv\\w*|sembr\\w*',
    ],
    en: [
      'Upside-down tomato planters work, but plants usually give less fruit than in an upright pot: the stem bends to grow upward, the small container dries out fast (often twice a day in summer), and it gets very heavy (15 to 20 kg when wet) on its hook.',
      'If you try it, use a 20 litre bucket or bag, a cherry or small bush variety, a strong support, and feed weekly; a large pot on the ground, or a hanging basket with a trailing cherry tomato such as Tumbling Tom, is easier and gives more.',
    ],
    es: [
      'Las macetas para tomates boca abajo funcionan, pero suelen dar menos fruta que una maceta normal: el tallo se dobla para crecer hacia arriba, el recipiente pequeño se seca rápido (a menudo dos veces al día en verano) y pesa mucho (15 a 20 kg mojado) en su gancho.',
      'Si lo pruebas, usa un cubo o bolsa de 20 litros, una variedad cherry o de mata baja, un soporte fuerte y abona cada semana; una maceta grande en el suelo, o una cesta colgante con un tomate cherry colgante como Tumbling Tom, es más fácil y da más.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'feeding-citrus-fruit-trees',
    topic: 'plants',
    title: ['When and how to feed citrus and fruit trees', 'Cuándo y cómo abonar cítricos y frutales'],
    cues: [
      'lemons?|limes?|oranges?|mandarins?|citrus|fruit trees?|avocados?|mangoes|mangos?|apples?|figs?|peach\\w*|limon\\w*|naranj\\w*|mandarin\\w*|citric\\w*|frutales?|aguacat\\w*|paltas?|manzan\\w*|higuera\\w*|durazn\\w*|melocoton\\w*',
      'feed\\w*|fertili[sz]\\w*|nutrients?|abon\\w*|fertiliz\\w*|nutrientes?|alimentar|comida',
    ],
    not: 'lawn|cesped',
    en: [
      'Citrus are hungry: feed in late winter, late spring and late summer (about February, May and August in the north; August, November and February in the south) with a citrus fertiliser that includes magnesium, iron and zinc, scattered over the root zone out to the edge of the branches, watered in, and not against the trunk; in pots, feed every 2 to 4 weeks in the growing season.',
      'Other fruit trees usually need only a 3 to 5 cm layer of compost or well-rotted manure each spring plus mulch; too much nitrogen gives leafy growth and few fruit. Yellowing between green veins on new leaves points to iron or magnesium shortage.',
    ],
    es: [
      'Los cítricos comen mucho: abónalos a finales del invierno, de la primavera y del verano (hacia febrero, mayo y agosto en el norte; agosto, noviembre y febrero en el sur) con un abono para cítricos que lleve magnesio, hierro y zinc, esparcido sobre la zona de raíces hasta el borde de la copa, regado y sin tocar el tronco; en maceta, abona cada 2 a 4 semanas en la época de crecimiento.',
      'Los demás frutales suelen necesitar solo una capa de 3 a 5 cm de composta o estiércol bien descompuesto cada primavera, más acolchado; el exceso de nitrógeno da muchas hojas y poca fruta. El amarilleo entre los nervios verdes de las hojas nuevas indica falta de hierro o magnesio.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'banana-peels-fertiliser',
    topic: 'soil',
    title: ['Banana peels as plant food', 'Las cáscaras de plátano como abono'],
    cues: ['banana\\w*|platan\\w*|guineos?|cambur\\w*', 'peels?|skins?|cascaras?|pieles?|conchas?'],
    en: [
      'Banana peels are a good compost ingredient with potassium, but buried whole next to a plant they take weeks to break down and can draw flies and animals, and "banana water" adds only a trace of nutrients.',
      'Chop peels and put them in the compost or worm bin, or bury chopped peels 10 to 15 cm deep between plants; for a real potassium boost to tomatoes or roses use compost, wood ash in small amounts, or a tomato feed.',
    ],
    es: [
      'Las cáscaras de plátano (banana, guineo) sirven sobre todo como ingrediente de la composta y aportan potasio, pero enterradas enteras junto a una planta tardan semanas en deshacerse y pueden atraer moscas y animales, y el "agua de plátano" aporta solo trazas de nutrientes.',
      'Trocea las cáscaras y échalas a la composta o a la lombricompostera, o entiérralas troceadas a 10 a 15 cm entre las plantas; para dar de verdad potasio a tomates o rosales usa composta, un poco de ceniza de madera o un abono para tomates.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'compost-tumbler',
    topic: 'soil',
    title: ['Compost tumbler or open heap?', '¿Compostera giratoria o montón abierto?'],
    cues: [
      'tumblers?|rotating (?:bin|composter)|compostera giratoria|composteras giratorias|compostador\\w* giratori\\w*|barril giratorio',
    ],
    en: [
      'A compost tumbler is tidy, keeps rats and dogs out and is easy to turn, so it can make compost in 2 to 3 months in warm weather; but it holds less, worms cannot get in, and it easily gets too wet (add dry browns) or too dry.',
      'Fill it in one go if you can, then stop adding and let it finish while you collect scraps in a second bin; an open heap or simple bin on the soil holds more, needs less work, and suits leaves and garden waste.',
    ],
    es: [
      'Una compostera giratoria es ordenada, deja fuera a ratas y perros y se voltea fácil, así que con calor puede hacer composta en 2 o 3 meses; pero cabe menos, las lombrices no pueden entrar y se pasa fácilmente de húmeda (añade secos) o de seca.',
      'Si puedes, llénala de una vez y luego deja de añadir para que termine mientras juntas los restos en otro recipiente; un montón abierto o una compostera sencilla sobre la tierra cabe más, da menos trabajo y va mejor con hojas y restos del jardín.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'overwinter-geraniums',
    topic: 'containers',
    title: ['Keeping geraniums (pelargoniums) over winter', 'Pasar el invierno con los geranios'],
    cues: [
      'geraniums?|pelargonium\\w*|geranios?|gitanillas?|malvones?|novios',
      'winter\\w*|overwinter\\w*|frost|cold|indoors|inside|next year|invierno\\w*|helad\\w*|frio|dentro|adentro|ano que viene|guard\\w*|conserv\\w*',
    ],
    en: [
      'Geraniums (pelargoniums) are tender perennials that die below about 0 °C; before the first frost, cut them back by half to two-thirds, pot them up and keep them on a bright, cool windowsill or frost-free porch at 5 to 10 °C, watering only when the pot is quite dry.',
      'In spring cut them back again to a few buds, repot and feed, and take 8 to 10 cm cuttings to make new plants; put them out after the last frost. Where winters are mild, as on the Spanish coasts or in much of Mexico and Chile, they stay outside all year.',
    ],
    es: [
      'Los geranios (malvones, gitanillas) son perennes delicados que mueren por debajo de unos 0 °C; antes de la primera helada, recórtalos a la mitad o a un tercio, ponlos en maceta y déjalos junto a una ventana luminosa y fresca o en un porche sin heladas a 5 a 10 °C, regando solo cuando la maceta esté bastante seca.',
      'En primavera vuelve a recortarlos dejando unas pocas yemas, cámbialos de maceta, abónalos y saca esquejes de 8 a 10 cm para tener plantas nuevas; sácalos después de la última helada. Donde los inviernos son suaves, como en las costas españolas o en gran parte de México y Chile, se quedan fuera todo el año.',
    ],
    source: 'general-horticulture',
  }),
]
