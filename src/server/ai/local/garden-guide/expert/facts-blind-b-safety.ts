// Parent-safety facts a second blind writer added: tetanus, ponds, snakes, toads and chickens, heat illness,
// potting-mix hygiene, fruit pits, raw beans, elderberries, green potatoes, poinsettias, berries and pet dangers.
// Sources: poison-control centres, public-health and extension-service guidance for families.
import { buildFact, KIDS, PETS } from './fact-builder'
import type { TopicFact } from './topic-facts'

const CHILD = `${KIDS}|babies|baby|bebes?|bebés?|toddlers?`

export const BLIND_B_SAFETY_FACTS: TopicFact[] = [
  buildFact({
    id: 'tetanus-soil',
    topic: 'safety',
    title: ['Tetanus and garden soil', 'El tétanos y la tierra del jardín'],
    cues: ['tetan\\w*|lockjaw|rusty nails?|clavos? oxidad\\w*'],
    en: [
      'Tetanus germs live in ordinary soil, manure and dust, and get in through cuts, punctures and splinters, not by touching soil with healthy skin; it does not spread from person to person.',
      "The protection is the vaccine: check that your child's tetanus shots are up to date (and adults need a booster every 10 years). Wash any garden cut with soap and running water, and see a doctor for a deep or dirty wound if the last shot was more than 5 years ago or you are not sure.",
    ],
    es: [
      'El germen del tétanos vive en la tierra normal, el estiércol y el polvo, y entra por cortes, pinchazos y astillas, no por tocar la tierra con la piel sana; tampoco se contagia de persona a persona.',
      'La protección es la vacuna: comprueba que tu hijo tenga al día las vacunas del tétanos (y los adultos necesitan un refuerzo cada 10 años). Lava cualquier corte del jardín con agua corriente y jabón, y ve al médico por una herida profunda o sucia si la última dosis fue hace más de 5 años o no estás seguro.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'pond-safety-kids',
    topic: 'safety',
    title: ['Garden ponds, water features and small children', 'Estanques, fuentes y niños pequeños'],
    cues: [
      'ponds?|water features?|fountains?|bird ?baths?|paddling pools?|wading pools?|kiddie pools?|estanques?|fuentes?|charcas?|bebederos? de pajaros|piscinas? (?:infantil\\w*|inflable\\w*|hinchable\\w*)|albercas?|piletas?|pozas?',
      CHILD,
      'safe\\w*|danger\\w*|drown\\w*|fenc\\w*|cover\\w*|risk\\w*|segur\\w*|peligr\\w*|ahog\\w*|vall\\w*|cerc\\w*|tap\\w*|proteg\\w*|riesgo\\w*',
    ],
    en: [
      'A toddler can drown in 5 cm (2 in) of water, silently and in under a minute, so a garden pond is a real danger for children under 5: fence it with a self-closing gate, or fix a strong steel grid just below the surface, or turn it into a sandpit or bog garden until they are older.',
      "Empty paddling pools and buckets after every use, keep rain barrels tightly lidded, choose bubbling stone fountains with no open water, and always keep an adult within arm's reach of little ones near water; a shallow birdbath is fine.",
    ],
    es: [
      'Un niño pequeño puede ahogarse en 5 cm de agua, en silencio y en menos de un minuto, así que un estanque es un peligro real para menores de 5 años: rodéalo con una valla con puerta de cierre automático, pon una rejilla de acero firme justo bajo la superficie, o conviértelo en arenero o jardín de humedal hasta que sean mayores.',
      'Vacía las piscinas hinchables (inflables) y los cubos (baldes) después de cada uso, tapa bien los barriles de lluvia, elige fuentes de piedra que borboteen sin agua abierta y que un adulto esté siempre al alcance de la mano de los pequeños cerca del agua; un bebedero de pájaros poco profundo no es problema.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'snakes-garden',
    topic: 'safety',
    title: ['Snakes in the garden and children', 'Serpientes en el jardín y los niños'],
    cues: ['snakes?|serpientes?|culebras?|viboras?|cascabel\\w*|rattlesnakes?|copperheads?|adders?|coral'],
    not: 'plants?|plantas?|lengua de suegra|tongue|pothos|coral ?bells|heuchera|coral honeysuckle',
    en: [
      'Most garden snakes are harmless and eat slugs, mice and insects. Teach children to stop, stand still, then back away slowly and tell an adult, and never to touch or poke a snake, even a dead one.',
      'Keep grass short near play areas, clear piles of wood, rocks and rubbish, and wear shoes outdoors where venomous snakes live. After a bite: keep the child calm and still, remove rings and tight clothes, and call emergency services at once; do not cut, suck, ice the bite or use a tourniquet.',
    ],
    es: [
      'La mayoría de las culebras del jardín son inofensivas y comen babosas, ratones e insectos. Enseña a los niños a pararse, quedarse quietos, alejarse despacio y avisar a un adulto, y a no tocar ni pinchar nunca una serpiente, aunque parezca muerta.',
      'Mantén el pasto (césped) corto cerca de donde juegan, quita montones de leña, piedras y trastos, y usad calzado fuera donde hay víboras. Si hay una mordedura: mantén al niño tranquilo y quieto, quita anillos y ropa apretada y llama enseguida a emergencias; no cortes, no chupes, no pongas hielo ni torniquete.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'toads-frogs-kids-pets',
    topic: 'safety',
    title: ['Toads and frogs, children and dogs', 'Sapos y ranas, niños y perros'],
    cues: [
      'toads?|frogs?|tadpoles?|sapos?|ranas?|renacuajos?|ajolotes?|salamandr\\w*|newts?|lizards?|lagartij\\w*',
      `${CHILD}|${PETS}|touch\\w*|hold\\w*|pick\\w* up|poison\\w*|toxic|safe\\w*|lick\\w*|bit\\w*|toc\\w*|agarr\\w*|coger|cogio|venen\\w*|toxic\\w*|segur\\w*|lam\\w*|mord\\w*`,
    ],
    en: [
      'Frogs, toads and lizards are garden friends that eat slugs and insects. Children can look closely, but if they hold one, wet their hands first, be gentle, put it back where it was found, and wash hands with soap afterwards, because amphibians and reptiles can carry salmonella.',
      "Toads ooze a bitter poison from their skin: a dog that mouths or licks a toad drools, paws at its mouth and may vomit. Wipe the dog's gums with a wet cloth, rinse the mouth from the side without letting it swallow, and call your vet now; cane toads (in Australia, Florida and parts of Latin America) can kill a dog.",
    ],
    es: [
      'Las ranas, los sapos y las lagartijas son amigos del huerto que comen babosas e insectos. Los niños pueden mirarlos de cerca, pero si los agarran, que se mojen antes las manos, sean suaves, los devuelvan donde estaban y se laven las manos con jabón después, porque anfibios y reptiles pueden llevar salmonela.',
      'Los sapos sueltan un veneno amargo por la piel: un perro que muerde o lame un sapo babea, se toca la boca con la pata y puede vomitar. Límpiale las encías con un paño húmedo, enjuágale la boca de lado sin que trague y llama ya al veterinario; el sapo de caña (sapo gigante o sapo buey, en Australia, Florida y parte de Latinoamérica) puede matar a un perro.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'heat-illness-kids',
    topic: 'safety',
    title: [
      'Heat exhaustion and heat stroke in the garden',
      'Agotamiento por calor e insolación en el jardín',
    ],
    cues: [
      'heat ?stroke|heat exhaustion|sun ?stroke|overheat\\w*|dehydrat\\w*|too hot|dizzy|fainted|faint|insolacion|golpe de calor|agotamiento por calor|deshidrat\\w*|mareo\\w*|marea\\w*|desmay\\w*|acalorad\\w*|sofocad\\w*',
    ],
    not: 'plants?|leaves|seedlings?|plantas?|hojas|plantulas?|flor(?:es)?|flowers?|tomat\\w*|jitomat\\w*|bees?|abejas?',
    en: [
      'Children overheat faster than adults. Signs of heat exhaustion are heavy sweating, pale or flushed skin, tiredness, headache, dizziness, thirst and feeling sick: move the child to shade, loosen clothes, give small sips of cool water and cool the skin with wet cloths and a fan.',
      'Heat stroke is an emergency: call emergency services if the child is confused, very drowsy, faints, stops sweating with hot skin, or vomits and cannot drink. To prevent it, garden before 11 am or after 4 pm, offer water every 15 to 20 minutes, and wear light clothes and a wide hat.',
    ],
    es: [
      'Los niños se acaloran antes que los adultos. Las señales del agotamiento por calor son mucho sudor, piel pálida o muy roja, cansancio, dolor de cabeza, mareo, sed y ganas de vomitar: llévalo a la sombra, afloja la ropa, dale sorbitos de agua fresca y refresca la piel con paños mojados y aire.',
      'El golpe de calor (insolación grave) es una emergencia: llama a emergencias si el niño está confundido, muy adormilado, se desmaya, deja de sudar con la piel caliente o vomita y no puede beber. Para prevenirlo, trabajad en el jardín antes de las 11 o después de las 4 de la tarde, ofrece agua cada 15 a 20 minutos y usad ropa ligera y sombrero de ala ancha.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'potting-mix-dust-safety',
    topic: 'safety',
    title: ['Potting mix dust and legionella', 'El polvo del sustrato y la legionela'],
    cues: [
      'potting (?:mix|soil|compost)|bagged (?:soil|compost)|seed compost|sustrato|tierra (?:de|para) macetas|tierra (?:en|de) (?:bolsa|saco|costal)|bolsas? de tierra|sacos? de tierra',
      'dust\\w*|legionell\\w*|mask\\w*|breath\\w*|lungs?|safe\\w*|sick|germs?|polvo|legionel\\w*|mascarilla\\w*|cubrebocas|tapabocas|respir\\w*|pulmon\\w*|segur\\w*|enferm\\w*|germen\\w*|bacteria\\w*',
    ],
    en: [
      'Bagged potting mix and compost can carry legionella bacteria, which cause a rare lung infection when the dust is breathed in; health services, especially in Australia and New Zealand, advise simple care.',
      'Open bags slowly away from your face, outdoors, dampen the mix with a fine spray before using it, wear gloves and a dust mask if you handle a lot, and wash hands afterwards; let children help once the mix is damp.',
    ],
    es: [
      'El sustrato y el compost en bolsa pueden llevar la bacteria legionela, que causa una infección pulmonar poco común si se respira el polvo; los servicios de salud, sobre todo en Australia y Nueva Zelanda, aconsejan unas precauciones sencillas.',
      'Abre las bolsas despacio, al aire libre y lejos de la cara, humedece el sustrato con un pulverizador antes de usarlo, usa guantes y mascarilla (cubrebocas) si manejas mucho, y lávate las manos después; que los niños ayuden cuando ya esté húmedo.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'fruit-pits-seeds',
    topic: 'safety',
    title: [
      'Swallowed apple seeds and cherry or peach pits',
      'Semillas de manzana y huesos de cereza o durazno tragados',
    ],
    cues: [
      'pits?|stones?|seeds?|pips?|kernels?|huesos?|carozos?|semillas?|pepitas?|cuescos?',
      'apples?|cherr\\w*|peach\\w*|apricots?|plums?|nectarines?|manzanas?|cerezas?|guindas?|duraznos?|melocoton\\w*|albaricoques?|chabacanos?|damascos?|ciruelas?|nectarinas?',
      'swallow\\w*|ate|eat\\w*|poison\\w*|toxic\\w*|cyanide|danger\\w*|trag\\w*|comi\\w*|venen\\w*|toxic\\w*|cianuro|peligr\\w*',
    ],
    en: [
      'Apple seeds and the kernels inside cherry, peach, apricot and plum pits contain a substance that can release cyanide, but only when they are crushed or chewed in large amounts: a child who swallows a few apple seeds or one whole cherry pit is almost always fine, because they pass through.',
      'Call poison control if a child chewed many seeds or crushed kernels, or feels unwell. A whole peach pit is a choking and blockage risk for small children, so cut stone fruit off the pit for them and put pits out of reach; dogs should not chew pits either.',
    ],
    es: [
      'Las semillas de manzana y la almendra de dentro de los huesos de cereza, durazno (melocotón), chabacano (albaricoque, damasco) y ciruela tienen una sustancia que puede liberar cianuro, pero solo si se trituran o mastican en gran cantidad: un niño que se traga unas pepitas de manzana o un hueso de cereza entero casi siempre está bien, porque salen enteros.',
      'Llama al centro de toxicología si masticó muchas semillas o almendras trituradas o se encuentra mal. Un hueso de durazno entero puede atragantar u obstruir a un niño pequeño, así que córtale la fruta sin el hueso y guarda los huesos fuera de su alcance; los perros tampoco deben morderlos.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'raw-dried-beans',
    topic: 'safety',
    title: ['Raw kidney beans and dried beans', 'Frijoles rojos y legumbres secas crudas'],
    cues: [
      'kidney beans?|red beans?|dried beans?|dry beans?|raw beans?|undercooked beans?|frijoles? (?:crudos?|rojos?|secos?)|judias? (?:crudas?|rojas?|secas?)|porotos? (?:crudos?|rojos?|secos?)|alubias? (?:crudas?|rojas?|secas?)|habichuelas? (?:crudas?|rojas?)',
    ],
    en: [
      'Raw or undercooked red kidney beans contain a natural toxin (a lectin) that causes vomiting and stomach pain within a few hours, even from a handful; slow cookers at low heat do not destroy it.',
      "Soak dried beans for at least 5 hours, drain, then boil hard for at least 10 minutes before simmering until soft, and keep dry seeds saved for sowing out of children's reach; a few crunchy fresh green bean pods from the garden are usually fine, though cooked is best for toddlers.",
    ],
    es: [
      'Los frijoles rojos (judías, porotos, alubias) crudos o poco cocidos tienen una toxina natural (una lectina) que causa vómitos y dolor de tripa a las pocas horas, incluso con un puñado; la olla de cocción lenta a fuego bajo no la destruye.',
      'Remoja las legumbres secas al menos 5 horas, escúrrelas y hiérvelas fuerte al menos 10 minutos antes de cocerlas a fuego lento hasta que estén blandas, y guarda las semillas secas para sembrar fuera del alcance de los niños; unas vainas verdes frescas del huerto (ejotes, judías verdes, chauchas) suelen estar bien crudas, aunque para los pequeños mejor cocidas.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'elderberries-raw',
    topic: 'safety',
    title: ['Elderberries: raw or cooked', 'Bayas de saúco: crudas o cocidas'],
    cues: ['elder ?berr\\w*|elder ?flowers?|elders?|sambucus|sauco\\w*|sabuco|sabugo|bayas? de sauco'],
    en: [
      'Ripe black or blue elderberries are safe once cooked (jam, syrup, pie), but raw berries, and especially the leaves, stems, bark and unripe green berries, can cause vomiting and stomach cramps; red elderberries are more toxic and best avoided.',
      'Pick only fully ripe dark clusters, strip the berries off all the green stems, and cook them; the flowers are fine for cordial. Teach children not to graze on elder bushes.',
    ],
    es: [
      'Las bayas maduras negras o azuladas del saúco son seguras cocinadas (mermelada, jarabe, tarta), pero crudas, y sobre todo las hojas, tallos, corteza y bayas verdes, pueden causar vómitos y retortijones; las de saúco rojo son más tóxicas y mejor evitarlas.',
      'Recoge solo racimos bien maduros y oscuros, quita todos los rabillos verdes y cocínalas; las flores sirven para refrescos y jarabes. Enseña a los niños a no picotear del saúco.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'green-potatoes',
    topic: 'safety',
    title: ['Green potatoes and potato sprouts', 'Papas (patatas) verdes y con brotes'],
    cues: ['potato\\w*|papas?|patatas?', 'green|sprout\\w*|solanine|verdes?|brotes?|grelos?|ojos|solanina'],
    not: 'chit\\w*|plant\\w*|sow\\w*|seed potato\\w*|grow\\w*|sembr\\w*|siembr\\w*|plant(?:o|ar|amos)|cultiv\\w*|germinar',
    en: [
      'Green patches on potatoes come from light and go with solanine, a natural toxin that can cause stomach upset; cut away green parts and sprouts generously, and throw away potatoes that are very green or taste bitter.',
      'Earth up growing potatoes so the tubers stay covered, store them in a dark, cool place, and teach children that potato leaves, stems and the small green tomato-like berries are poisonous.',
    ],
    es: [
      'Las manchas verdes de las papas (patatas) salen con la luz y van con solanina, una toxina natural que puede sentar mal al estómago; corta con generosidad las partes verdes y los brotes, y tira las que estén muy verdes o sepan amargas.',
      'Aporca las papas mientras crecen para que los tubérculos queden tapados, guárdalas en un sitio oscuro y fresco, y enseña a los niños que las hojas, los tallos y los frutitos verdes parecidos a tomatitos de la planta son venenosos.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'poinsettia-safety',
    topic: 'safety',
    title: ['Poinsettias with children and pets', 'Nochebuenas (flor de Pascua) con niños y mascotas'],
    cues: [
      'poinsettias?|nochebuenas?|flor(?:es)? de pascua|pascueros?|estrellas? federal\\w*|flor(?:es)? de navidad|cuetlaxochitl',
    ],
    en: [
      'Poinsettias are far less dangerous than their reputation: a child or pet who chews a leaf usually gets at most a sore mouth, drooling or a mild upset stomach, and the milky sap can irritate skin and eyes.',
      'Keep the plant out of reach of toddlers, cats and dogs, wash skin that touched the sap, and call poison control if a child ate a lot or seems unwell. Mistletoe and holly berries at Christmas are more of a concern.',
    ],
    es: [
      'La nochebuena (flor de Pascua, pascuero, estrella federal) es mucho menos peligrosa de lo que se dice: un niño o una mascota que muerde una hoja suele tener como mucho la boca irritada, babeo o un leve malestar de estómago, y la savia lechosa puede irritar la piel y los ojos.',
      'Ponla fuera del alcance de los pequeños, los gatos y los perros, lava la piel que tocó la savia y llama al centro de toxicología si un niño comió mucha o se encuentra mal. En Navidad preocupan más las bayas del muérdago y del acebo.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'safe-berries-to-pick',
    topic: 'safety',
    title: ['Which garden berries children can safely pick', 'Qué bayas del jardín pueden recoger los niños'],
    cues: [
      'berr\\w*|bayas?|frutos? rojos|frutillas?|moras?',
      'safe to (?:eat|pick)|can (?:kids|children|my (?:son|daughter|child|kid)) (?:eat|pick)|which (?:berries|ones) (?:are )?(?:safe|edible)|edible|good ones|se pueden comer|comestibles?|cuales (?:se pueden|son) (?:comer|buenas|seguras)|seguras? para comer|recoger|pick\\w*',
    ],
    not: 'ate|swallow\\w*|comio|se comio|trago|se trago|poison\\w*|venen\\w*|toxic\\w*',
    en: [
      'Strawberries, raspberries, blackberries, blueberries, mulberries, gooseberries, currants and grapes that you planted or know for sure are safe to pick and eat; rinse them first.',
      'Make a family rule that children show an adult every berry before tasting, and that wild or unknown berries are for looking at only, since yew, holly, nightshade, privet, mistletoe, lily of the valley and many hedge berries are poisonous.',
    ],
    es: [
      'Las fresas (frutillas), frambuesas, moras, arándanos, moras de morera, grosellas y uvas que plantaste o conoces con seguridad se pueden recoger y comer; enjuágalas antes.',
      'Poned una regla en familia: los niños enseñan cada baya a un adulto antes de probarla, y las bayas silvestres o desconocidas son solo para mirar, porque el tejo, el acebo, la hierba mora, el aligustre, el muérdago, el lirio de los valles y muchas bayas de los setos son venenosas.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'backyard-chickens-kids',
    topic: 'safety',
    title: ['Backyard chickens and children', 'Gallinas en casa y los niños'],
    cues: [
      'chickens?|chicks?|hens?|ducks?|ducklings?|poultry|gallinas?|pollitos?|pollos?|patos?|patitos?|aves de corral',
      `${CHILD}|salmonell\\w*|safe\\w*|germs?|wash\\w*|hold\\w*|kiss\\w*|hug\\w*|segur\\w*|germen\\w*|lav\\w*|agarr\\w*|bes\\w*|abraz\\w*`,
    ],
    not: 'manure|poop|estiercol|gallinaza|compost\\w*|eat\\w* (?:my|the)|com(?:en|iendo) (?:mis|las|los)',
    en: [
      'Chickens and ducks, even clean, healthy ones, often carry salmonella on their feathers and feet, and young children get the worst illness, so children under 5 should hold chicks only with an adult and never kiss or snuggle them.',
      'Everyone washes hands with soap after touching the birds, eggs, feeders or coop, keeps coop shoes outside the house, and cleans equipment outdoors; collect eggs daily and wash off dirt before storing them.',
    ],
    es: [
      'Las gallinas y los patos, aunque estén limpios y sanos, suelen llevar salmonela en las plumas y las patas, y los niños pequeños son los que más enferman, así que los menores de 5 años deben agarrar pollitos solo con un adulto y nunca besarlos ni acurrucarlos.',
      'Todos se lavan las manos con jabón después de tocar las aves, los huevos, los comederos o el gallinero, dejan fuera de casa el calzado del gallinero y limpian los utensilios al aire libre; recoge los huevos cada día y quítales la suciedad antes de guardarlos.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'fertiliser-pets',
    topic: 'safety',
    title: [
      'Bone meal, blood meal and fertilisers with dogs',
      'Harina de hueso, de sangre y abonos con perros',
    ],
    cues: [
      'bone ?meal|blood ?meal|fish ?meal|fish emulsion|fertili[sz]er\\w*|plant food|pellets?|harina de (?:hueso|huesos|sangre|pescado)|abonos?|fertilizantes?|guano|gallinaza',
      `${PETS}|ate|eat\\w*|dig\\w*|comio|se comio|comen|escarb\\w*`,
    ],
    not: 'slug|snail|babosa\\w*|caracol\\w*|rat|mice|raton\\w*|ratas?',
    en: [
      'Dogs love the smell of bone meal, blood meal and fish-based fertilisers: eating a lot can cause vomiting and diarrhoea, pancreatitis, and bone meal can set into a hard lump in the stomach, and fertilisers with added weedkiller or insecticide are more dangerous still.',
      'Dig organic fertilisers well into the soil and water them in, keep bags sealed and out of reach, and keep the dog off freshly fed beds for a few days. If your dog ate some, keep the bag and call your vet or an animal poison line now.',
    ],
    es: [
      'A los perros les encanta el olor de la harina de hueso, la de sangre y los abonos de pescado: comer mucho puede causar vómitos y diarrea, pancreatitis, y la harina de hueso puede formar una bola dura en el estómago; los abonos con herbicida o insecticida añadido son aún más peligrosos.',
      'Entierra bien los abonos orgánicos en la tierra y riégalos, guarda las bolsas cerradas y fuera de su alcance, y no dejes al perro en los bancales recién abonados unos días. Si tu perro comió, guarda la bolsa y llama ya al veterinario o a un servicio de toxicología animal.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'cocoa-mulch-dogs',
    topic: 'safety',
    title: ['Cocoa-shell mulch and dogs', 'Acolchado de cáscara de cacao y perros'],
    cues: ['cocoa|cacao|chocolate', 'mulch\\w*|shells?|hulls?|acolchad\\w*|mantillo|cascaras?|cascarillas?'],
    en: [
      'Cocoa-shell mulch smells of chocolate and contains theobromine, the same substance that makes chocolate poisonous to dogs: a dog that eats it can vomit, become restless, shake and in large amounts have heart trouble.',
      'If you have a dog, use bark, wood chips, straw or leaf mould instead, and call your vet straight away if your dog ate cocoa mulch.',
    ],
    es: [
      'El acolchado de cáscara de cacao huele a chocolate y contiene teobromina, la misma sustancia que hace que el chocolate sea venenoso para los perros: un perro que lo come puede vomitar, ponerse nervioso, temblar y, en gran cantidad, tener problemas de corazón.',
      'Si tienes perro, usa corteza de pino, astillas, paja u hojas descompuestas, y llama enseguida al veterinario si tu perro comió acolchado de cacao.',
    ],
    source: 'poison-control',
  }),
]
