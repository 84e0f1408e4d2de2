// More answers to parents' safety questions: mushrooms in the lawn, bees and bumblebees near small children, plants
// toxic to dogs and cats, lilies and cats, garden chemicals, ticks, stinging and itchy plants, thorns, fire ants,
// spiders, children eating soil and bees in a clover lawn. Sources: poison-control centres, veterinary poison lines
// (ASPCA), public-health and first-aid guidance, pollinator societies.
import { BEES, buildFact, KIDS, PETS } from './fact-builder'
import type { TopicFact } from './topic-facts'

const DANGER =
  'dangerous|danger|safe\\w*|harm\\w*|hurt|poison\\w*|toxic\\w*|deadly|scary|worried|worry|ok|okay|peligros\\w*|peligro|segur\\w*|danin\\w*|dano|venen\\w*|toxic\\w*|mortal\\w*|preocup\\w*|malo|mala|hace dano'

export const PARENT_SAFETY_FACTS: TopicFact[] = [
  buildFact({
    id: 'lawn-mushrooms',
    topic: 'safety',
    title: ['Mushrooms in the lawn, children and pets', 'Setas y hongos en el césped, niños y mascotas'],
    not: 'mushroom compost|compost\\w*|composta\\w*|sustrato de (?:champinon|hongos)',
    cues: [
      'mushrooms?|toadstools?|fungus|fungi|setas?|hongos?|champinones?|callampas?|hongitos?',
      `${DANGER}|${KIDS}|${PETS}|eat\\w*|ate|com\\w*`,
    ],
    en: [
      'Treat every wild mushroom as poisonous: a few lawn mushrooms can seriously harm or kill a child or a dog, and even experts struggle to tell them apart.',
      'Pick them and put them in the bin before little ones or dogs play there (they come back after rain), and teach children never to touch or taste mushrooms. If one may have been eaten, call poison control (or your vet) straight away and keep a piece to show.',
    ],
    es: [
      'Trata cualquier seta u hongo silvestre como venenoso: algunas setas del césped pueden hacer mucho daño o incluso matar a un niño o a un perro, y hasta los expertos tienen problemas para distinguirlas.',
      'Arráncalas y tíralas a la basura antes de que jueguen allí los pequeños o el perro (vuelven a salir tras la lluvia), y enseña a los niños a no tocarlas ni probarlas nunca. Si alguien pudo comer una, llama enseguida a toxicología (o al veterinario) y guarda un trozo para enseñarlo.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'bumblebees-and-small-children',
    topic: 'safety',
    title: [
      'Are bees and bumblebees dangerous for small children?',
      '¿Son peligrosos las abejas y los abejorros para los niños pequeños?',
    ],
    cues: [BEES, `${DANGER}|aggressive|agresiv\\w*|bite|muerden|afraid|scared|miedo`],
    // "Is diatomaceous earth safe for bees" asks whether something harms the bees, not whether bees harm children.
    not: 'allerg\\w*|alergi\\w*|stung|picad[oa]|pico|sprays?|pesticid\\w*|insecticid\\w*|neem|jabon\\w*|soap|diatom\\w*|(?:safe|ok|okay|harmful|dangerous|bad) (?:for|to) (?:the )?(?:bees|bumble ?bees|pollinators)|(?:hurt|harm|kill)\\w* (?:the )?(?:bees|bumble ?bees|pollinators)|(?:segur[oa]|malo|peligros[oa]|dan\\w*) (?:para|a) (?:las )?(?:abejas|abejorros|polinizadores)',
    en: [
      'Bumblebees and honeybees are gentle and not dangerous to a child who leaves them alone: they sting only when squeezed, stepped on or when their nest is disturbed.',
      'Teach little ones to watch from a step away, never grab a bee or swat at it, and wear shoes on clover; if a child is stung, scrape the stinger out, cool the spot, and call emergency services at any sign of an allergic reaction such as trouble breathing or a swollen face.',
    ],
    es: [
      'Los abejorros y las abejas de la miel son tranquilos y no son peligrosos para un niño que los deja en paz: solo pican si los aprietan, los pisan o molestan su nido.',
      'Enseña a los pequeños a mirarlos a un paso de distancia, no agarrarlos ni manotearlos, y a llevar zapatos sobre el trébol; si le pica, saca el aguijón raspando, pon frío y llama a emergencias ante cualquier señal de alergia, como dificultad para respirar o la cara hinchada.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'plants-toxic-to-pets',
    topic: 'safety',
    title: ['Garden plants toxic to dogs and cats', 'Plantas del jardín tóxicas para perros y gatos'],
    cues: [PETS, `${DANGER}|plants?|flowers?|plantas?|flores?`],
    not: 'slugs?|babosas?|caracol\\w*|pellets?|fertili\\w*|abon\\w*|weed ?killer|herbicid\\w*|cats? (?:out|away|poop\\w*|digging)|gatos? (?:fuera|lejos)|ahuyent\\w*|espant\\w*|alej\\w*|repel\\w*|deter\\w*|scare\\w*|keep (?:\\w+ ){0,3}out',
    en: [
      'Common garden plants toxic to dogs and cats: lilies (deadly to cats, even the pollen), sago palm, oleander, foxglove, lily of the valley, yew, azalea and rhododendron, daffodil and tulip bulbs, autumn crocus, castor bean, and onions, garlic, chives, grapes and raisins.',
      'Cocoa-shell mulch, slug pellets, bone meal and many fertilisers are dangerous too. If a pet may have eaten something, call your vet or an animal poison line straight away; safe choices include sunflowers, marigolds (calendula), snapdragons, basil, rosemary and strawberries.',
    ],
    es: [
      'Plantas comunes del jardín tóxicas para perros y gatos: lirios y azucenas (mortales para los gatos, incluso el polen), cica (palma sagú), adelfa (laurel rosa), dedalera, lirio de los valles, tejo, azalea y rododendro, bulbos de narciso y tulipán, cólquico, ricino, y cebolla, ajo, cebollino, uvas y pasas.',
      'El acolchado de cáscara de cacao, el cebo antibabosas, la harina de huesos y muchos abonos también son peligrosos. Si tu mascota pudo comer algo, llama enseguida al veterinario o a un servicio de toxicología animal; son seguras los girasoles, la caléndula, la boca de dragón, la albahaca, el romero y las fresas.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'lilies-and-cats',
    topic: 'safety',
    title: ['Lilies and cats', 'Lirios y gatos'],
    cues: ['lil(?:y|ies)|lirios?|azucenas?|liliums?', 'cats?|kittens?|gatos?|gatitos?|michis?'],
    en: [
      'True lilies (Lilium, such as Easter, tiger and Asiatic lilies) and daylilies are deadly to cats: licking a little pollen off their fur can cause kidney failure.',
      'Keep them out of homes and gardens with cats; if a cat touches or chews one, go to the vet immediately, as treatment within hours saves lives.',
    ],
    es: [
      'Los lirios y azucenas verdaderos (Lilium, como la azucena, el lirio tigre o el asiático) y los hemerocallis son mortales para los gatos: lamer un poco de polen del pelo puede causar un fallo renal.',
      'No los tengas en casas y jardines con gatos; si un gato toca o muerde uno, ve al veterinario de inmediato, porque tratarlo en pocas horas le salva la vida.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'garden-chemicals-safety',
    topic: 'safety',
    title: [
      'Fertilisers, weedkillers and slug pellets around children and pets',
      'Abonos, herbicidas y antibabosas cerca de niños y mascotas',
    ],
    cues: [
      'fertili\\w*|weed ?killers?|herbicid\\w*|pesticid\\w*|insecticid\\w*|slug pellets?|rat poison|chemicals?|sprays?|abonos?|fertilizantes?|herbicidas?|plaguicidas?|insecticidas?|antibabosas|matababosas|raticidas?|productos quimicos|quimicos|venenos?',
      `${KIDS}|${PETS}|${DANGER}|store\\w*|guard\\w*`,
    ],
    // Slug pellets with a pet or a child have their own fact (pet-safe slug control).
    not: `${BEES}|slugs?|snails?|babosas?|caracol\\w*|vinegar|vinagre|boiling|hirviendo`,
    en: [
      'Store fertilisers, weedkillers, pesticides and slug pellets in their original containers, locked or up high, never in drink bottles, and keep children and pets off treated areas until the product has dried or as the label says.',
      'Choose the least toxic option: compost instead of chemical feeds, hand-weeding or mulch instead of weedkiller, iron phosphate instead of metaldehyde slug pellets. If anything is swallowed, call poison control (or your vet) with the label in hand.',
    ],
    es: [
      'Guarda abonos, herbicidas, plaguicidas y antibabosas en su envase original, bajo llave o en alto, nunca en botellas de bebida, y mantén a niños y mascotas fuera de las zonas tratadas hasta que se seque el producto o lo que diga la etiqueta.',
      'Elige lo menos tóxico: compost en lugar de abonos químicos, arrancar a mano o acolchar en lugar de herbicida, fosfato férrico en lugar de metaldehído contra las babosas. Si alguien se traga algo, llama a toxicología (o al veterinario) con la etiqueta en la mano.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'ticks',
    topic: 'safety',
    title: ['Ticks after gardening', 'Garrapatas después de estar en el jardín'],
    cues: ['ticks?|garrapatas?|lyme'],
    en: [
      'After time in long grass or woodland edges, check children (and pets) for ticks, especially behind the ears, the hairline, armpits, behind the knees and the waist; long trousers tucked into socks help.',
      'Remove a tick with fine tweezers or a tick tool, gripping close to the skin and pulling straight up slowly; clean the bite, and see a doctor if a spreading red rash or fever appears in the following weeks.',
    ],
    es: [
      'Después de estar entre hierba alta o bordes de bosque, revisa a los niños (y a las mascotas) por si tienen garrapatas, sobre todo detrás de las orejas, el nacimiento del pelo, las axilas, detrás de las rodillas y la cintura; los pantalones largos metidos en los calcetines ayudan.',
      'Quita la garrapata con unas pinzas finas o un quitagarrapatas, agarrándola pegada a la piel y tirando recto hacia arriba despacio; limpia la picadura y ve al médico si en las semanas siguientes aparece una mancha roja que crece o fiebre.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'stinging-and-itchy-plants',
    topic: 'safety',
    title: [
      'Nettles, poison ivy and plants that sting, burn or itch',
      'Ortigas, hiedra venenosa y plantas que pican o queman',
    ],
    cues: [
      'nettles?|stinging|poison ivy|poison oak|poison sumac|itch\\w*|rash\\w*|giant hogweed|ortigas?|hiedra venenosa|roble venenoso|zumaque|chichicaste|pica pica|picazon|sarpullido|ronchas?|comezon|urticante\\w*',
    ],
    not: `${BEES}|stung|bee stings?|wasps?|avispas?|mosquito\\w*|ticks?|garrapatas?`,
    en: [
      'Stinging nettles cause a burning, itchy rash that fades within a day: wash the skin with soap and cool water and do not rub. Poison ivy and poison oak ("leaves of three, let it be") cause a blistering rash a day or two later: wash skin, clothes and tools straight away.',
      'Giant hogweed and the sap of rue or fig can burn skin in sunlight. Teach children to recognise these plants, wear long sleeves and gloves when clearing weeds, and see a doctor for a rash on the face or a large area.',
    ],
    es: [
      'Las ortigas causan un sarpullido que quema y pica y se pasa en un día: lava la piel con agua fresca y jabón y no frotes. La hiedra venenosa y el roble venenoso ("hojas de tres, déjala como es") causan ampollas uno o dos días después: lava enseguida la piel, la ropa y las herramientas.',
      'La savia de la ruda, la higuera o la cicuta gigante puede quemar la piel con el sol. Enseña a los niños a reconocerlas, usa manga larga y guantes al quitar malas hierbas, y ve al médico si el sarpullido está en la cara o cubre mucha piel.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'thorns-and-splinters',
    topic: 'safety',
    title: ['Thorns, prickles and splinters', 'Espinas, pinchos y astillas'],
    cues: [
      'thorns?|thorny|prickl\\w*|spines?|splinters?|cactus|cacti|roses?|espinas?|pinchos?|astillas?|cactus|rosales?|zarzas?',
    ],
    not: 'water\\w*|rieg\\w*|prun\\w*|pod\\w*|aphids?|pulgon\\w*',
    en: [
      'Keep thorny roses, brambles, cacti and agaves away from paths and play areas, and give children gloves for weeding and picking blackberries.',
      'For a thorn or splinter, wash the skin, pull it out with clean tweezers in the direction it went in, and clean it again; see a doctor if it is deep, will not come out, or the spot turns red, hot and swollen, and check tetanus jabs are up to date.',
    ],
    es: [
      'Aleja de los caminos y zonas de juego los rosales, zarzas, cactus y agaves con espinas, y da guantes a los niños para quitar hierbas o coger moras.',
      'Para una espina o astilla, lava la piel, sácala con unas pinzas limpias en la dirección en que entró y vuelve a limpiar; ve al médico si está muy hundida, no sale, o la zona se pone roja, caliente e hinchada, y revisa que la vacuna del tétanos esté al día.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'fire-ants',
    topic: 'safety',
    title: ['Fire ant stings', 'Picaduras de hormiga de fuego'],
    cues: [
      'fire ?ants?|red ants?|hormigas? (?:de fuego|coloradas|bravas|rojas|brava|colorada)|hormiga brava',
    ],
    en: [
      'Fire ants swarm and sting many times, leaving itchy white pustules: brush them off quickly (do not just shake), move away from the mound, wash with soap and water and use a cold pack; do not pop the blisters.',
      'Call emergency services if a child has trouble breathing, swelling of the face or throat, or feels faint. Mark mounds so children avoid them and keep play areas mown.',
    ],
    es: [
      'Las hormigas de fuego (bravas, coloradas) suben en masa y pican muchas veces, dejando granitos blancos que pican: quítalas rápido frotando (no basta con sacudir), aléjate del hormiguero, lava con agua y jabón y pon frío; no revientes las ampollas.',
      'Llama a emergencias si el niño tiene dificultad para respirar, la cara o la garganta hinchadas o se marea. Señala los hormigueros para que los niños los eviten y mantén la hierba corta donde juegan.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'garden-spiders',
    topic: 'safety',
    title: ['Spiders in the garden', 'Arañas en el jardín'],
    cues: [
      'spiders?|black widows?|redbacks?|brown recluse|tarantula\\w*|aranas?|viudas? negras?|arana de rincon|arana del rincon|capulinas?|arana violinista|violinista',
      `${DANGER}|${KIDS}|bites?|bit|bitten|gloves?|pic\\w*|mord\\w*|guantes?`,
    ],
    en: [
      'Almost all garden spiders are harmless helpers that eat flies and aphids; the few dangerous ones (black widow, redback, brown recluse or violin spider) hide in dark, dry corners: sheds, woodpiles, pots and old gloves.',
      'Shake out gloves and boots, wear gloves when moving pots and wood, and teach children to look without touching. For a bite, wash it and apply cold; seek medical help quickly for severe pain, cramps, sweating or a spreading wound.',
    ],
    es: [
      'Casi todas las arañas del jardín son ayudantes inofensivas que comen moscas y pulgones; las pocas peligrosas (viuda negra o capulina, araña de rincón o violinista) se esconden en rincones oscuros y secos: cobertizos, leña, macetas y guantes viejos.',
      'Sacude guantes y botas, usa guantes al mover macetas y leña, y enseña a los niños a mirar sin tocar. Ante una picadura, lava y pon frío; busca ayuda médica rápido si hay dolor fuerte, calambres, sudor o una herida que se extiende.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'child-eats-soil',
    topic: 'safety',
    title: ['A child eating soil or compost', 'Un niño que come tierra o compost'],
    cues: [
      `${KIDS}|baby|toddlers?|bebes?`,
      'eat\\w*|ate|taste\\w*|mouth|put\\w* in|com\\w*|prob\\w*|boca|chup\\w*|lleva\\w*',
      'dirt|soil|mud|compost\\w*|potting mix|tierra|barro|lodo|sustrato|composta',
    ],
    en: [
      "A little garden soil in a toddler's mouth is common and usually safe, but soil can carry germs and parasites from animal droppings, so wipe out their mouth, give a drink and wash hands.",
      'Keep cats out of sandpits and beds, avoid fresh manure and bagged mixes with added fertiliser near little ones, and call poison control if they ate potting mix with fertiliser, slug pellets or a lot of anything.',
    ],
    es: [
      'Un poco de tierra del jardín en la boca de un niño pequeño es normal y suele ser seguro, pero la tierra puede llevar gérmenes y parásitos de cacas de animales, así que límpiale la boca, dale de beber y lávale las manos.',
      'Mantén a los gatos fuera del arenero y los bancales, evita el estiércol fresco y los sustratos con abono añadido cerca de los pequeños, y llama a toxicología si se comió sustrato con abono, cebo antibabosas o mucha cantidad de algo.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'clover-lawn-stings',
    topic: 'safety',
    title: ['Bees in a clover lawn and bare feet', 'Abejas en el césped con trébol y pies descalzos'],
    cues: [
      'clover|lawn|grass|barefoot|bare feet|trebol\\w*|cesped|pasto|grama|descalz\\w*|pies descalzos',
      `${BEES}|sting\\w*|stung|pic\\w*`,
    ],
    en: [
      'Clover and dandelions in the lawn feed bees, and most stings in gardens happen when a child steps on a bee barefoot.',
      'Keep the flowers for the bees and have children wear shoes on flowering grass, or mow a short play strip and leave the rest to bloom; if stung, scrape out the stinger and cool the spot.',
    ],
    es: [
      'El trébol y los dientes de león del césped alimentan a las abejas, y la mayoría de las picaduras en el jardín ocurren cuando un niño pisa una abeja descalzo.',
      'Deja las flores para las abejas y que los niños lleven zapatos sobre el césped en flor, o corta una franja corta para jugar y deja florecer el resto; si le pica, saca el aguijón raspando y pon frío.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'toxic-shrubs-toddlers',
    topic: 'safety',
    title: ['Poisonous shrubs and crawling babies', 'Arbustos venenosos y bebés que gatean'],
    cues: [
      'oleanders?|yews?|laburnum|daphne|angel\\w*s trumpet|brugmansia|datura|castor (?:bean|oil plant)|adelfas?|laurel(?:es)? rosas?|baladre|tejos?|lluvia de oro|floripondio|trompeta de angel|estramonio|ricino|higuerilla',
      `${DANGER}|${KIDS}|${PETS}|baby|babies|bebes?|crawl\\w*|gate\\w*`,
    ],
    en: [
      "Oleander, yew, laburnum, angel's trumpet (brugmansia), datura and castor bean are among the most poisonous garden plants: all parts of them are poisonous (angel's trumpet and datura carry strong alkaloids such as scopolamine), and chewing or swallowing any part is dangerous for children and pets.",
      'With a crawling baby or toddler, remove the plant or fence it off, pick up fallen leaves, seeds and flowers, and never burn oleander (the smoke is toxic). If any part may have been eaten, call poison control or emergency services straight away.',
    ],
    es: [
      'La adelfa (laurel rosa), el tejo, la lluvia de oro, el floripondio o trompeta de ángel, el estramonio y el ricino (higuerilla) están entre las plantas de jardín más venenosas: todas sus partes son tóxicas (el floripondio y el estramonio llevan alcaloides muy fuertes como la escopolamina), y masticar o tragar cualquier parte es peligroso para niños y mascotas.',
      'Con un bebé que gatea o un niño pequeño, quita la planta o pon una valla, recoge hojas, semillas y flores caídas, y nunca quemes adelfa (el humo es tóxico). Si pudo comer alguna parte, llama enseguida a toxicología o a emergencias.',
    ],
    source: 'poison-control',
  }),
]
