// More facts for everyday asks on watering (air-conditioner, aquarium, salty and well water, a new lawn from seed,
// houseplants, watering globes, how long plants go without water, moisture meters), bees (feeders, weeds, planning
// a pollinator garden, no bees coming, a bee indoors, sweat bees, dying after a sting, clothes) and pots (hanging
// basket plants, dark pots in the sun). Sources: extension services, pollinator societies, general horticulture.
import { BEES, buildFact, POTS } from './fact-builder'
import type { TopicFact } from './topic-facts'

const WATER =
  'water\\w*|irrigat\\w*|regar|regad\\w*|riego\\w*|rieg\\w*|riega\\w*|agua|moj\\w*|hydrat\\w*|hidrat\\w*'

export const BLIND_MORE_FACTS: TopicFact[] = [
  buildFact({
    id: 'ac-condensate-water',
    topic: 'watering',
    title: [
      'Watering with air-conditioner or dehumidifier water',
      'Regar con el agua del aire acondicionado o del deshumidificador',
    ],
    cues: [
      'air ?con\\w*|a ?c (?:water|unit)|condensat\\w*|dehumidifier\\w*|aire acondicionado|agua del clima|minisplit|condensad\\w*|deshumidificador\\w*',
      `${WATER}|plants?|garden\\w*|use|plantas?|jardin\\w*|usar|sirve`,
    ],
    en: [
      'Water from an air conditioner or dehumidifier is almost pure, like distilled water, so it is good for watering pots, houseplants, ferns and acid-loving plants such as blueberries and azaleas, and a window unit can give several litres a day in humid weather.',
      'Collect it in a clean bucket or tub, use it within a few days, and do not drink it or give it to pets; water from units with dirty coils or from a dehumidifier bucket left for weeks should go on ornamental plants only.',
    ],
    es: [
      'El agua del aire acondicionado (el clima, el minisplit) o del deshumidificador es casi pura, como agua destilada, así que va muy bien para regar macetas, plantas de interior, helechos y plantas de suelo ácido como arándanos y azaleas, y un aparato puede dar varios litros al día cuando hay humedad.',
      'Recógela en un cubo (balde, cubeta) limpio, úsala en pocos días y no la bebas ni se la des a las mascotas; el agua de aparatos con filtros sucios o de un depósito olvidado durante semanas, mejor solo para plantas de adorno.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'aquarium-water',
    topic: 'watering',
    title: ['Watering plants with fish tank water', 'Regar las plantas con agua de la pecera'],
    cues: [
      'fish ?tanks?|aquariums?|aquaria|fish bowls?|pond water|peceras?|acuarios?|agua de (?:la )?(?:pecera|estanque|acuario)',
      `${WATER}|plants?|garden\\w*|use|good|plantas?|jardin\\w*|usar|sirve|buena`,
    ],
    en: [
      'Old water from a freshwater fish tank is a mild natural fertiliser, rich in nitrogen from fish waste: use it on pots, vegetables and houseplants when you clean the tank, then water normally in between.',
      'Never use water from a saltwater (marine) aquarium, or water just treated with fish medicines, and wash hands after handling tank water; children can see how the fish help the plants grow.',
    ],
    es: [
      'El agua vieja de una pecera de agua dulce es un abono natural suave, rico en nitrógeno de los desechos de los peces: úsala en macetas, hortalizas y plantas de interior cuando limpies la pecera, y entre medias riega con agua normal.',
      'Nunca uses agua de un acuario de agua salada (marino) ni agua recién tratada con medicinas para peces, y lávate las manos después de tocarla; los niños pueden ver cómo los peces ayudan a crecer a las plantas.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'salty-well-water',
    topic: 'watering',
    title: ['Salty, sea or well water for plants', 'Agua salada, de mar o de pozo para las plantas'],
    cues: [
      'salt|salty|salted|salt ?water|sea ?water|ocean water|brackish|well water|bore water|softened water|water softener|sal|salad[ao]|agua de mar|salobre|agua de pozo|pozo|descalcificad\\w*|ablandad\\w*',
      `${WATER}|plants?|garden\\w*|plantas?|jardin\\w*|huert\\w*`,
    ],
    not: 'epsom|sulfato|salt spray|brisa marina',
    en: [
      'Salt water, sea water and water from a salt-based softener damage plants: salt pulls water out of the roots and leaves brown, burnt edges, so never water with them; rainwater or tap water from before the softener is better.',
      'Well or bore water is usually fine, but in dry or coastal areas it can be salty or very hard: have it tested, water deeply now and then to wash salts below the roots, and choose salt-tolerant plants such as rosemary, lavender, beet, chard and asparagus.',
    ],
    es: [
      'El agua salada, el agua de mar y la de un descalcificador con sal dañan las plantas: la sal saca el agua de las raíces y deja los bordes de las hojas marrones y quemados, así que nunca riegues con ellas; es mejor el agua de lluvia o la del grifo (la llave) antes del descalcificador.',
      'El agua de pozo suele servir, pero en zonas secas o costeras puede ser salobre o muy dura: hazla analizar, riega a fondo de vez en cuando para lavar las sales por debajo de las raíces y elige plantas que toleran la sal como romero, lavanda, betabel (remolacha), acelga y espárrago.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'new-lawn-seed-watering',
    topic: 'watering',
    title: ['Watering grass seed and a new lawn', 'Regar la semilla de césped y un césped nuevo'],
    cues: [
      'grass seeds?|lawn seeds?|seeded lawn|new lawn|new grass|reseed\\w*|overseed\\w*|sod|turf rolls?|semillas? de (?:cesped|pasto|grama)|cesped nuevo|pasto nuevo|tepes?|panes de pasto|rollos de cesped|resembr\\w*',
      WATER,
      'grass|lawns?|turf|sod|cesped|pasto|grama|tepes?|zacate',
    ],
    en: [
      'New grass seed must never dry out: water lightly once or twice a day (morning and early afternoon in warm weather), just enough to keep the top 2 to 3 cm damp, until it sprouts in 1 to 3 weeks.',
      'Once the grass is about 5 cm tall, water less often but more deeply, every 2 or 3 days, then weekly once it has been mown three times; new turf or sod needs a daily soak for the first 2 weeks, until it will not lift at the corners.',
    ],
    es: [
      'La semilla de césped nueva nunca debe secarse: riega poco una o dos veces al día (mañana y primera hora de la tarde si hace calor), lo justo para mantener húmedos los primeros 2 o 3 cm, hasta que nazca en 1 a 3 semanas.',
      'Cuando el pasto tenga unos 5 cm, riega menos veces y más a fondo, cada 2 o 3 días, y luego una vez por semana cuando lo hayas cortado tres veces; el césped en rollo (tepes, panes de pasto) necesita un riego a fondo diario las 2 primeras semanas, hasta que no se levanten las esquinas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'houseplant-watering',
    topic: 'watering',
    title: ['Watering houseplants', 'Regar las plantas de interior'],
    cues: [
      'house ?plants?|indoor plants?|plants? (?:inside|indoors)|plantas? de (?:interior|casa)|plantas? (?:dentro de casa|adentro)',
      WATER,
    ],
    en: [
      'Most houseplants need water about once a week in spring and summer and every 2 to 3 weeks in winter, but check rather than follow the calendar: water when the top 2 to 3 cm of the mix is dry (succulents and snake plants only when it is dry all through), until water runs out of the bottom, then empty the saucer.',
      'Ferns, peace lilies and calatheas like it a little moister; overwatering is the most common way houseplants die, so when in doubt, wait a few days.',
    ],
    es: [
      'Casi todas las plantas de interior necesitan agua más o menos una vez por semana en primavera y verano y cada 2 o 3 semanas en invierno, pero mira la tierra en vez del calendario: riega cuando los primeros 2 o 3 cm estén secos (las suculentas y la lengua de suegra solo cuando esté seca del todo), hasta que salga agua por abajo, y vacía el plato.',
      'Los helechos, el espatifilo (cuna de Moisés) y las calateas la prefieren algo más húmeda; el exceso de riego es la forma más común de matar plantas de interior, así que, si dudas, espera unos días.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'watering-globes-spikes',
    topic: 'watering',
    title: ['Watering globes, spikes and wicks', 'Bulbos, estacas y mechas de riego'],
    cues: [
      'watering (?:globes?|bulbs?|spikes?|stakes?)|aqua ?globes?|plant (?:nannies|nanny)|drip spikes?|bulbos? de riego|esferas? de riego|estacas? de riego|goteros? de (?:barro|ceramica)|conos? de riego|mecha de riego',
    ],
    en: [
      'Glass watering globes and clay watering spikes release water slowly for a few days in a medium pot, useful for a long weekend away, but they do not water evenly and are not enough for big, thirsty pots such as tomatoes in summer.',
      'Fill the pot well first, then push the spike or globe into moist soil; clay spikes (which sip from a bottle or a jug through a tube) water more steadily than glass globes, and a cotton wick from a jar of water works for small pots.',
    ],
    es: [
      'Los bulbos de riego de cristal y las estacas o conos de barro sueltan agua poco a poco durante unos días en una maceta mediana, útiles para un fin de semana largo, pero no riegan de forma pareja y no bastan para macetas grandes y sedientas como una tomatera en verano.',
      'Riega bien la maceta antes y luego clava la estaca o el bulbo en la tierra húmeda; las estacas de barro (que toman agua de una botella o jarra por un tubito) riegan más constante que los bulbos de cristal, y una mecha de algodón desde un frasco de agua sirve para macetas pequeñas.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'how-long-without-water',
    topic: 'watering',
    title: ['How long plants can go without water', 'Cuánto aguantan las plantas sin agua'],
    cues: [
      'how long|how many days|cuanto tiempo|cuantos dias|cuanto aguant\\w*',
      'without (?:water|watering)|no water|unwatered|sin (?:agua|riego|regar)|aguantan',
    ],
    en: [
      'It depends on the plant and the weather: small pots and hanging baskets in summer sun last only a day or two, seedlings even less, vegetable beds with mulch about 3 to 7 days, established shrubs and trees weeks, and cacti and succulents a month or more.',
      'In cool, cloudy weather everything lasts about twice as long; before going away, water deeply, mulch, group pots together in the shade and stand them in trays of water or on a wet towel.',
    ],
    es: [
      'Depende de la planta y del tiempo: las macetas pequeñas y las colgantes al sol de verano aguantan solo uno o dos días, los plantines aún menos, los bancales con acolchado unos 3 a 7 días, los arbustos y árboles ya arraigados semanas, y los cactus y suculentas un mes o más.',
      'Con tiempo fresco y nublado todo aguanta más o menos el doble; antes de irte, riega a fondo, acolcha, junta las macetas a la sombra y ponlas sobre bandejas con agua o una toalla mojada.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'moisture-meter',
    topic: 'watering',
    title: ['Soil moisture meters', 'Medidores de humedad de la tierra'],
    cues: [
      'moisture (?:meters?|probes?|sensors?)|water meters?|soil meters?|hygrometers?|medidor\\w* de humedad|sensor\\w* de humedad|higrometro\\w*|humedimetro\\w*',
    ],
    en: [
      'A cheap soil moisture meter helps in big pots and deep beds, where a finger cannot reach: push the probe down to the root zone and water when it reads dry to the low end of moist (about 3 to 4 on a 10-point scale for most plants, lower for succulents).',
      'They are rough guides (salty or very dry soil can give odd readings), so check the meter against the finger test and the weight of the pot now and then, and wipe the probe after use.',
    ],
    es: [
      'Un medidor de humedad barato ayuda en macetas grandes y bancales hondos, donde no llega el dedo: clava la sonda hasta las raíces y riega cuando marque seco o poco húmedo (alrededor de 3 o 4 en una escala de 10 para casi todas las plantas, menos para las suculentas).',
      'Son una guía aproximada (la tierra salina o muy seca puede dar lecturas raras), así que compáralo de vez en cuando con la prueba del dedo y el peso de la maceta, y limpia la sonda después de usarla.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'bees-at-hummingbird-feeder',
    topic: 'bees',
    title: ['Bees and wasps at the hummingbird feeder', 'Abejas y avispas en el bebedero de colibríes'],
    cues: [
      `${BEES}|wasps?|avispas?|ants?|hormigas?`,
      'hummingbird\\w*|colibri\\w*|picaflor\\w*|chupamirto\\w*|chuparrosa\\w*',
      // About the feeder: "do hummingbirds pollinate too?" is a pollinator question, not a feeder one.
      'feeders?|nectar|sugar|syrup|bebederos?|comederos?|nectar|azucar|azúcar|almibar',
    ],
    en: [
      'Bees and wasps come to hummingbird feeders that drip or have yellow parts: choose a saucer-style feeder with the nectar too deep for insects to reach, with bee guards on the ports, keep it from leaking, and do not make the nectar stronger than 1 part sugar to 4 of water.',
      'If they still crowd it, move the feeder a few metres for a day or two; an ant moat (a small cup of water above the feeder) stops ants. Never use oil, sticky stuff or insecticide on a feeder.',
    ],
    es: [
      'Las abejas y avispas acuden a los bebederos de colibríes que gotean o tienen partes amarillas: elige un bebedero tipo plato, con el néctar demasiado hondo para los insectos, con protectores en los orificios, que no pierda, y no hagas el néctar más fuerte que 1 parte de azúcar por 4 de agua.',
      'Si aun así se amontonan, mueve el bebedero unos metros durante un día o dos; un foso para hormigas (un vasito de agua encima del bebedero) frena a las hormigas. Nunca pongas aceite, pegamento ni insecticida en el bebedero.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'weeds-for-bees',
    topic: 'bees',
    title: [
      'Weeds and wild flowers that feed bees',
      'Malas hierbas y flores silvestres que alimentan a las abejas',
    ],
    cues: [
      BEES,
      'weeds?|wild ?flowers?|dandelions?|clover|brambles?|malas? hierbas?|maleza\\w*|yuyos?|hierbas? silvestres?|flores? silvestres?|dientes? de leon|trebol\\w*|zarzas?|moras?',
    ],
    not: 'lawn|mow\\w*|cesped|cortar el pasto|bare ?feet|descalz\\w*',
    en: [
      'Many "weeds" are top bee food: dandelions and willows in early spring, clover, bird\'s-foot trefoil, self-heal, vetch and bramble flowers in summer, thistles, knapweed and ivy in late summer and autumn, plus native wild flowers where you live.',
      'Leave a wild corner or a strip along a fence, let them flower before you pull them, and cut seed heads of the ones you do not want to spread; this costs nothing and feeds more bees than many garden-centre plants.',
    ],
    es: [
      'Muchas "malas hierbas" son comida de primera para las abejas: dientes de león y sauces a principio de primavera, trébol, cuernecillo, consuelda menor, vezas y flores de zarzamora en verano, cardos, centaureas y hiedra a final de verano y en otoño, además de las flores silvestres nativas de tu zona.',
      'Deja un rincón silvestre o una franja junto a la valla, déjalas florecer antes de arrancarlas y corta las cabezas de semillas de las que no quieras que se extiendan; no cuesta nada y alimenta a más abejas que muchas plantas de vivero.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'plan-pollinator-garden',
    topic: 'bees',
    title: ['Starting and planning a pollinator garden', 'Empezar y planear un jardín para polinizadores'],
    cues: [
      'pollinator (?:garden|bed|patch|border|strip)s?|bee (?:garden|bed|patch)s?|butterfly (?:garden|bed)s?|jardin\\w* (?:de|para) (?:los )?(?:polinizadores|abejas|mariposas)|huerto\\w* (?:de|para) (?:los )?(?:polinizadores|abejas)|macizo\\w* para (?:abejas|polinizadores)',
      'start\\w*|plan\\w*|design\\w*|make|creat\\w*|begin\\w*|set up|how|first|empez\\w*|plane\\w*|disen\\w*|hacer|crear|comenz\\w*|como|montar|armar',
    ],
    en: [
      'Start small in the sunniest spot you have, even 1 by 2 metres: clear the grass, add compost, and plant at least 3 plants each of 6 to 10 kinds, mostly native, chosen so something flowers in spring, summer and autumn, in clumps rather than single plants.',
      'Add a shallow water dish with stones, leave bare soil and a few hollow stems for nests, skip all pesticides, and keep a list of who visits; autumn or early spring is the best planting time in most climates, the start of the rains in the tropics.',
    ],
    es: [
      'Empieza en pequeño en el rincón más soleado que tengas, aunque sea de 1 por 2 metros: quita el césped, añade compost y planta al menos 3 plantas de cada una de 6 a 10 especies, sobre todo nativas, elegidas para que haya flores en primavera, verano y otoño, en grupos y no sueltas.',
      'Añade un plato llano con agua y piedritas, deja tierra desnuda y algunos tallos huecos para los nidos, nada de pesticidas, y apunta quién os visita; el otoño o el principio de la primavera es la mejor época para plantar en casi todos los climas, y el comienzo de las lluvias en el trópico.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-indoors',
    topic: 'bees',
    title: ['Getting a bee out of the house', 'Sacar una abeja de casa'],
    cues: [
      `${BEES}|wasps?|avispas?`,
      'in (?:the|my|our) (?:house|home|room|kitchen|car|bedroom)|indoors|inside|at the window|on the window|dentro de (?:casa|la casa|mi cuarto|el coche|el carro)|en (?:la|mi) (?:casa|cocina|habitacion|recamara|cuarto|ventana)|en el (?:coche|carro|auto)',
      'out|get|catch|remove|rid|do|help|sacar|saco|atrap\\w*|quit\\w*|hago|hacer|ayud\\w*',
    ],
    not: 'walls?|paredes?|roof|techo|tejado|chimney|chimenea|nest|nido|swarm|enjambre|hives?|colmenas?',
    en: [
      'A bee indoors just wants to get out to the light: close inner doors, open the window wide and turn off the lights so it heads outside, or gently place a glass over it on the window, slide a card underneath and let it go outdoors.',
      'Stay calm and keep children back while you do it; a tired bee can be offered a drop of sugar water outside. If many bees appear indoors day after day, look for a nest in the wall or roof and call a beekeeper.',
    ],
    es: [
      'Una abeja dentro de casa solo quiere salir hacia la luz: cierra las puertas interiores, abre bien la ventana y apaga las luces para que vaya hacia fuera, o pon con cuidado un vaso encima cuando esté en el cristal, pasa una tarjeta por debajo y suéltala fuera.',
      'Mantén la calma y a los niños un poco lejos mientras lo haces; a una abeja cansada puedes ofrecerle fuera una gota de agua con azúcar. Si aparecen muchas abejas dentro día tras día, busca un nido en la pared o el tejado y llama a un apicultor.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'sweat-bees',
    topic: 'bees',
    title: ['Sweat bees', 'Abejas del sudor'],
    cues: [
      'sweat bees?|halictid\\w*|tiny (?:green|metallic|black) bees?|little (?:green|metallic) bees?|abejas? del sudor|abejitas? (?:verdes|metalicas)|abejas? (?:verdes|metalicas)|halictid\\w*|lamesudor\\w*',
    ],
    en: [
      'Sweat bees are small, often shiny green or black native bees that land on warm skin to lick salt from sweat; they are gentle and sting only if squeezed or trapped in clothing, and the sting is mild.',
      'They nest in bare soil and are important pollinators of wild flowers and crops; brush them off gently rather than swatting, and teach children to let them walk off a finger.',
    ],
    es: [
      'Las abejas del sudor son abejas nativas pequeñas, muchas veces verdes brillantes o negras, que se posan en la piel caliente para lamer la sal del sudor; son tranquilas y solo pican si se las aprieta o quedan atrapadas en la ropa, y la picadura es leve.',
      'Anidan en tierra desnuda y son polinizadoras importantes de flores silvestres y cultivos; apártalas con suavidad en lugar de manotear, y enseña a los niños a dejar que se vayan caminando del dedo.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bees-die-after-sting',
    topic: 'bees',
    title: ['Do bees die after they sting?', '¿Las abejas se mueren después de picar?'],
    cues: [
      `${BEES}|honey ?bees?`,
      'die|dies|dying|dead|death|muer\\w*|mori\\w*',
      'sting\\w*|stung|pic\\w*|aguijon\\w*',
    ],
    not: 'disappear\\w*|declin\\w*|desaparec\\w*|pesticid\\w*|spray\\w*|fumig\\w*|pool|piscina',
    en: [
      'Only honeybee workers usually die after stinging a person or a pet: their sting has barbs that catch in thick skin, so it tears away from the bee with the venom sac. Against other insects the sting slides out and the bee survives.',
      'Bumblebees, most solitary bees and wasps have smooth stings, can sting more than once and do not die; males of all bees cannot sting at all, which is why a bee only stings when it feels it must.',
    ],
    es: [
      'Normalmente solo las obreras de la abeja de la miel mueren después de picar a una persona o a una mascota: su aguijón tiene ganchitos que se quedan en la piel gruesa, así que se arranca de la abeja con el saco de veneno. Contra otros insectos el aguijón sale y la abeja sobrevive.',
      'Los abejorros, casi todas las abejas solitarias y las avispas tienen el aguijón liso, pueden picar más de una vez y no mueren; los machos de todas las abejas no pueden picar, y por eso una abeja solo pica cuando siente que no tiene otra salida.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'clothes-and-bees',
    topic: 'bees',
    title: [
      'What to wear so bees and wasps leave you alone',
      'Qué ropa ponerse para que las abejas y avispas no molesten',
    ],
    cues: [
      `${BEES}|wasps?|avispas?`,
      'clothes|clothing|wear\\w*|outfits?|shirts?|perfume\\w*|scented|ropa|vestir|vestid\\w*|visto|ponerse|ponerme|perfume\\w*|camisetas?|colonias?',
    ],
    not: 'flowers?|flor\\w*|see|ven|vision',
    en: [
      'Bees and wasps are curious about bright colours, flowery prints and sweet smells, so for gardening, picnics and visits to hives choose light, plain colours (white, beige, pale green), skip perfume, scented sunscreen and hair spray, and wear closed shoes.',
      'Dark, fuzzy clothes can remind bees of an animal near the hive; a hat and tucked-in trousers help near nests, and staying calm matters more than any colour.',
    ],
    es: [
      'A las abejas y avispas les llaman la atención los colores vivos, los estampados de flores y los olores dulces, así que para trabajar en el jardín, los picnics o visitar colmenas elige colores claros y lisos (blanco, beige, verde pálido), evita perfumes, protector solar perfumado y laca, y lleva zapatos cerrados.',
      'La ropa oscura y peluda puede recordarles a un animal cerca de la colmena; un sombrero y los pantalones metidos en los calcetines ayudan cerca de los nidos, y mantener la calma importa más que cualquier color.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'hanging-basket-plants',
    topic: 'containers',
    title: ['Plants for hanging baskets', 'Plantas para macetas y cestas colgantes'],
    cues: [
      'hanging (?:baskets?|pots?|planters?)|colgantes?|cestas? colgantes?|canastas? colgantes?|macetas? colgad\\w*',
      'plants?|flowers?|what|which|grow\\w*|best|ideas?|plantas?|flor\\w*|que|cuales|cultiv\\w*|mejor\\w*|poner|pongo|sembr\\w*',
    ],
    not: 'water\\w*|regar|rieg\\w*|dry|secan?',
    en: [
      'Good hanging-basket plants for sun: petunias, calibrachoa, trailing verbena, lobelia, bacopa, trailing geraniums (ivy-leaved pelargoniums), nasturtiums, trailing rosemary, tumbling cherry tomatoes and strawberries; for shade: fuchsias, begonias, impatiens and ferns.',
      'Use a basket at least 30 to 35 cm across with potting mix and compost, about 5 plants in it, hang it where you can reach it to water every day in summer, and add nasturtiums, verbena or lobelia for the bees.',
    ],
    es: [
      'Buenas plantas para cestas colgantes al sol: petunias, calibrachoas (million bells), verbena rastrera, lobelia, bacopa, gitanillas (geranios de hiedra), capuchinas, romero rastrero, tomates cherry colgantes y fresas (frutillas); para la sombra: fucsias (aretillos), begonias, alegrías (impatiens) y helechos.',
      'Usa una cesta de al menos 30 a 35 cm con sustrato y compost, unas 5 plantas, cuélgala donde llegues a regarla cada día en verano, y añade capuchinas, verbena o lobelia para las abejas.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'dark-pots-heat',
    topic: 'containers',
    title: ['Black or dark pots in the sun', 'Macetas negras u oscuras al sol'],
    cues: [
      // appended: pots overheating whatever their colour ("¿cómo evito que se calienten las macetas?")
      'black|dark|colou?rs?|metal|negras?|oscuras?|colou?r|color(?:es)?|metalic\\w*|galvaniz\\w*|overheat\\w*|too hot|so hot|very hot|really hot|get(?:s|ting)? (?:\\w+ )?hot|heat(?:s|ing)? up|calient\\w*|calentar\\w*|recalient\\w*|achicharr\\w*|se cuecen',
      POTS,
      'hot|heat|sun\\w*|roots?|cook\\w*|burn\\w*|matter|calient\\w*|calor|sol|raices?|quem\\w*|importa|afecta',
    ],
    en: [
      'In full summer sun, black plastic and metal pots can heat the mix to over 40 to 50 °C on the sunny side, cooking roots and drying the soil fast; light-coloured, terracotta, wooden or fabric pots stay cooler.',
      'To help, group pots so they shade each other, slip a dark pot inside a pale one, wrap it with a light cloth or put the pots behind low plants, and move small pots out of the afternoon sun.',
    ],
    es: [
      'A pleno sol de verano, las macetas de plástico negro y las de metal pueden calentar el sustrato a más de 40 o 50 °C por el lado soleado, cocinando las raíces y secando la tierra muy rápido; las macetas claras, de barro, madera o tela se mantienen más frescas.',
      'Para ayudar, agrupa las macetas para que se den sombra, mete la maceta oscura dentro de otra clara, envuélvela con una tela clara o ponla detrás de plantas bajas, y aparta las macetas pequeñas del sol de la tarde.',
    ],
    source: 'general-horticulture',
  }),
]
