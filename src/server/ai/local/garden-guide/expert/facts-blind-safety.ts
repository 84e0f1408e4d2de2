// Parent-safety facts families ask about in the garden: scorpions, stinging caterpillars,
// many stings or a sting in the mouth, sting home remedies, Africanized bees, a dog stung, repellent for children,
// hay fever, mowers and wheelbarrows, cat mess and sandpits, treated wood and tyres for beds,
// children allergic to stings, babies in the garden. Sources: poison-control and first-aid guidance, paediatric
// and extension-service advice.
import { BEES, buildFact, KIDS, PETS } from './fact-builder'
import type { TopicFact } from './topic-facts'

const STING =
  'stung|stings?|stinging|bit|bites?|bitten|biting|pic(?:o|a|an|ado|ada|adura|aduras|aron|otazo)|mord\\w*|muerd\\w*|mordedura\\w*|picadur\\w*'
export const BLIND_SAFETY_FACTS: TopicFact[] = [
  buildFact({
    id: 'scorpions',
    topic: 'safety',
    title: ['Scorpions in the garden and children', 'Alacranes (escorpiones) en el jardín y los niños'],
    cues: ['scorpions?|alacran\\w*|escorpion\\w*'],
    en: [
      'If a child is stung by a scorpion, stay calm, wash the spot, put something cold on it and call poison control or emergency services right away (in Mexico, go to the nearest health centre, which has antivenom): small children react most strongly, with drooling, restlessness, odd eye movements or trouble breathing.',
      'To keep scorpions away, clear stones, wood piles and rubbish near the house, shake out shoes, gloves and clothes left outside, use a torch at night, and have children wear shoes and gloves when moving pots or stones.',
    ],
    es: [
      'Si a un niño le pica un alacrán (escorpión), mantén la calma, lava la zona, pon algo frío y llama enseguida al centro de toxicología o a emergencias (en México, acude al centro de salud más cercano, que tiene antiveneno): los niños pequeños reaccionan más fuerte, con babeo, inquietud, movimientos raros de los ojos o dificultad para respirar.',
      'Para alejarlos, quita piedras, leña y escombros cerca de la casa, sacude zapatos, guantes y ropa que quedaron fuera, usa linterna de noche y que los niños lleven zapatos y guantes al mover macetas o piedras.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'stinging-caterpillars',
    topic: 'safety',
    title: [
      'Hairy and stinging caterpillars',
      'Orugas peludas y urticantes (procesionaria, gusano quemador)',
    ],
    cues: [
      'hairy caterpillars?|fuzzy caterpillars?|stinging caterpillars?|puss caterpillars?|processionar\\w*|saddleback\\w*|io moth|procesionari\\w*|orugas? (?:peludas?|urticantes?|con pelos)|gusanos? (?:peludos?|quemadores?|de fuego|pollo|con pelos)|azotadores?|gatas? peludas?|gusanos? (?:del pino|de pelo)|bolsones? (?:de|en) (?:los )?pinos?|chinchilla',
      // After a touch (itching, a rash, a pet's mouth) or the pine nests; "can we touch them?" is touch-caterpillars.
      'sting\\w*|itch\\w*|rash|burn\\w*|swell\\w*|hurts?|pain\\w*|pine|nests?|dogs?|pic\\w*|urtic\\w*|sarpullido|ronchas?|ardor|arde|quema|hinch\\w*|duele|dolor|pinos?|nidos?|bolsones?|perr[oa]s?',
      'caterpillars?|processionar\\w*|orugas?|gusanos?|procesionari\\w*|azotador\\w*|gatas?|chinchilla',
    ],
    en: [
      'Some hairy caterpillars sting or shed itchy hairs: the pine processionary in Spain and the Mediterranean (nose-to-tail lines on the ground in late winter and silky nests in pines), the oak processionary in the UK, and the puss caterpillar and saddleback in the Americas. Teach children to look, never touch, any fuzzy caterpillar.',
      'If touched, lift the hairs off with sticky tape, wash with soap and water and put something cold on it; see a doctor if the eyes or mouth are affected or there is swelling or trouble breathing. Dogs that sniff or lick processionary caterpillars need a vet at once.',
    ],
    es: [
      'Algunas orugas peludas pican o sueltan pelos urticantes: la procesionaria del pino en España y el Mediterráneo (filas cabeza con cola por el suelo a final de invierno y bolsones de seda en los pinos), la procesionaria del roble, y el gusano quemador o de fuego (azotador, gata peluda) en América. Enseña a los niños a mirar sin tocar nunca una oruga peluda.',
      'Si la tocan, quita los pelos con cinta adhesiva, lava con agua y jabón y pon algo frío; ve al médico si afecta a los ojos o la boca o hay hinchazón o dificultad para respirar. Un perro que huele o lame una procesionaria necesita veterinario de inmediato.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'many-stings',
    topic: 'safety',
    title: ['Many stings at once', 'Muchas picaduras a la vez'],
    cues: [
      'many|multiple|several|lots of|a lot of|dozens?|muchas|varias|un monton|montones|docenas?|\\d+ (?:stings|picaduras)',
      STING,
    ],
    en: [
      'Many stings at once are an emergency even without an allergy: call emergency services for a child with more than about 10 stings, or any number with swelling of the face, trouble breathing, vomiting or dizziness, because the venom itself can make them ill.',
      'While you wait, move away from the bees indoors or into a car, scrape out stingers with a fingernail or card, cool the skin and keep the child lying down and watched.',
    ],
    es: [
      'Muchas picaduras a la vez son una urgencia aunque no haya alergia: llama a emergencias si un niño tiene más de unas 10 picaduras, o cualquier número con hinchazón de la cara, dificultad para respirar, vómitos o mareo, porque el propio veneno puede enfermarle.',
      'Mientras llega la ayuda, aléjate de las abejas metiéndote en casa o en un coche (carro, auto), raspa los aguijones con la uña o una tarjeta, enfría la piel y mantén al niño acostado y vigilado.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'sting-in-mouth',
    topic: 'safety',
    title: ['A sting in the mouth or throat', 'Una picadura en la boca o la garganta'],
    cues: [
      'mouth|throat|tongue|lips?|swallow\\w*|drink\\w*|boca|garganta|lengua|labios?|trag\\w*|bebid\\w*|lata',
      STING,
      `${BEES}|wasps?|avispas?`,
    ],
    en: [
      'A sting inside the mouth or throat, often from a wasp or bee hidden in a drink can or juice box, can swell and block breathing: call emergency services straight away, give the child an ice cube or ice lolly to suck (if they can swallow) and keep them sitting up.',
      'To prevent it, give children cups with lids or straws outdoors, look into cans before drinking, and keep sweet drinks and fruit covered at picnics.',
    ],
    es: [
      'Una picadura dentro de la boca o la garganta, muchas veces de una avispa o abeja escondida en una lata o un jugo, puede hinchar y tapar la respiración: llama enseguida a emergencias, dale al niño un hielo o una paleta helada para chupar (si puede tragar) y mantenlo sentado.',
      'Para evitarlo, dales vasos con tapa o pajita (popote, bombilla) al aire libre, mira dentro de las latas antes de beber y tapa las bebidas dulces y la fruta en los picnics.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'sting-home-remedies',
    topic: 'safety',
    title: ['Home remedies for bee and wasp stings', 'Remedios caseros para picaduras de abeja y avispa'],
    cues: [
      'baking soda|bicarbonat\\w*|vinegar|vinagre|toothpaste|pasta de dientes|pasta dental|crema dental|onion|cebolla|home remed\\w*|natural remed\\w*|remedios? caser\\w*|remedios? natural\\w*|aloe|sabila|barro|mud|antihistamin\\w*|pomada|what (?:to|can i|should i) put|que (?:le )?(?:pongo|pone|echo|unto|pongas)',
      STING,
    ],
    not: 'allerg\\w*|alergi\\w*|bab(?:y|ies)|bebes?',
    en: [
      "For an ordinary bee or wasp sting, the things that really help are simple: scrape out any stinger, wash with soap and water, hold something cold on it for 10 to 20 minutes, and raise the arm or leg; a pharmacist can suggest a children's pain reliever, antihistamine or hydrocortisone cream for itching.",
      'Baking soda paste, vinegar, toothpaste, onion or honey are harmless but have little proof; keep nails short so the child does not scratch, and watch for allergy signs (trouble breathing, swollen face, hives elsewhere), which need emergency help.',
    ],
    es: [
      'Para una picadura normal de abeja o avispa, lo que de verdad ayuda es sencillo: raspa el aguijón si quedó, lava con agua y jabón, pon algo frío 10 a 20 minutos y levanta el brazo o la pierna; en la farmacia pueden recomendarte un analgésico infantil, un antihistamínico o una crema de hidrocortisona para el picor.',
      'La pasta de bicarbonato, el vinagre, la pasta de dientes, la cebolla o la miel no hacen daño pero apenas tienen pruebas; corta las uñas para que no se rasque y vigila las señales de alergia (dificultad para respirar, cara hinchada, ronchas en otras partes), que necesitan urgencias.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'africanized-bees',
    topic: 'safety',
    title: ['Africanized ("killer") bees', 'Abejas africanizadas ("asesinas")'],
    cues: [
      'africani[sz]ed|killer bees?|aggressive bees?|angry bees?|africaniz\\w*|abejas? (?:asesinas?|africanas?|bravas?|agresivas?|enojadas?)',
    ],
    en: [
      'Africanized honeybees live in the southern US, Mexico, Central and South America; they look like ordinary honeybees and their sting is no stronger, but they defend their nest in much larger numbers and chase people for hundreds of metres. Noise and vibration, like a mower or strimmer near a hidden nest, can set them off.',
      'If bees attack, run straight away to a building or car, pulling your shirt over your face; do not stand still, swat, or jump into water. Check for nests in walls, meter boxes and old tyres before mowing, and have nests removed by a professional.',
    ],
    es: [
      'Las abejas africanizadas viven en el sur de Estados Unidos, México, Centroamérica y Sudamérica; parecen abejas normales y su picadura no es más fuerte, pero defienden su nido en números mucho mayores y persiguen a la gente cientos de metros. El ruido y la vibración, como una cortadora de pasto o desbrozadora cerca de un nido escondido, las alteran.',
      'Si atacan, corre enseguida a un edificio o un coche (carro, auto) tapándote la cara con la camiseta; no te quedes quieto, no manotees y no te tires al agua. Revisa si hay nidos en paredes, cajas de contadores o llantas viejas antes de cortar el pasto, y que un profesional quite los nidos.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'pet-stung',
    topic: 'safety',
    title: ['A dog or cat stung by a bee or wasp', 'Un perro o gato picado por una abeja o avispa'],
    cues: [PETS, STING, `${BEES}|wasps?|hornets?|avispas?|avispones?|insect\\w*|bugs?|bichos?`],
    en: [
      'Dogs and cats are usually stung on the nose, face or paws: scrape out any stinger, hold a cold cloth on the spot and watch them closely for an hour. Some swelling and licking is normal.',
      "Call a vet at once if the face or throat swells a lot, the pet has trouble breathing, vomits, collapses or was stung many times or inside the mouth; never give human pain or allergy medicine without a vet's advice.",
    ],
    es: [
      'A los perros y gatos suelen picarles en el hocico, la cara o las patas: raspa el aguijón si quedó, pon un paño frío y vigílalos de cerca una hora. Un poco de hinchazón y que se laman es normal.',
      'Llama enseguida al veterinario si se les hincha mucho la cara o la garganta, les cuesta respirar, vomitan, se desploman o recibieron muchas picaduras o una dentro de la boca; nunca les des medicinas de personas para el dolor o la alergia sin consejo veterinario.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'repellent-for-kids',
    topic: 'safety',
    title: ['Insect repellent for children in the garden', 'Repelente de insectos para niños en el jardín'],
    cues: [
      'repellents?|bug spray|insect spray|mosquito spray|deet|picaridin|icaridin|repelentes?|antimosquitos?|spray (?:para|contra) (?:mosquitos|zancudos|bichos)',
      `${KIDS}|bab(?:y|ies)|bebes?|safe|seguro|segura`,
    ],
    not: `plants?|plantas?|citronel\\w*|${BEES}`,
    en: [
      'For children over 2 months, repellents with DEET (10 to 30 percent) or picaridin (icaridin) are considered safe when used as directed; oil of lemon eucalyptus is not for children under 3. Check the age on the label of the product sold where you live.',
      'An adult applies it: spray it on your hands and rub it on the child, avoiding eyes, mouth and hands, use it only on exposed skin, and wash it off at bedtime; for babies, use a net over the pram. Repellents do not attract or harm bees on people.',
    ],
    es: [
      'Para niños mayores de 2 meses, los repelentes con DEET (del 10 al 30 por ciento) o icaridina (picaridina) se consideran seguros usados como indica la etiqueta; el aceite de eucalipto limón no es para menores de 3 años. Revisa la edad en la etiqueta del producto que se vende en tu país.',
      'Lo aplica un adulto: échalo en tus manos y úntalo al niño, evitando ojos, boca y manos, solo sobre la piel descubierta, y lávalo al acostarse; para bebés, usa un mosquitero sobre el cochecito (carriola). Los repelentes en las personas no atraen ni dañan a las abejas.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'hay-fever-garden',
    topic: 'safety',
    title: [
      'A garden for children with hay fever or pollen allergy',
      'Un jardín para niños con alergia al polen',
    ],
    cues: [
      'hay ?fever|pollen allerg\\w*|allergic to pollen|allerg\\w* to (?:grass|flowers|plants)|sneez\\w*|alergi\\w* al polen|alergic\\w* al polen|rinitis|polinosis|estornud\\w*|alergi\\w* a las (?:flores|plantas|gramineas)',
      `${KIDS}|plants?|flowers?|garden\\w*|grow\\w*|safe|plantas?|flor\\w*|jardin\\w*|huert\\w*|segur\\w*|sembr\\w*|cultiv\\w*`,
      'plants?|flowers?|garden\\w*|grow\\w*|what|which|safe|bad|good|avoid|help|plantas?|flor\\w*|jardin\\w*|huert\\w*|que|cuales|evit\\w*|segur\\w*|pongo|sembr\\w*|plant\\w*|ayud\\w*',
    ],
    en: [
      'Plants pollinated by insects, with big showy flowers, shed little airborne pollen, so a bee garden can suit a child with hay fever: roses, salvias, lavender (if scent does not bother them), geraniums, snapdragons, most vegetables and herbs. The big triggers are grasses, ragweed, birch, olive, plane and cypress trees, and mugwort.',
      'Keep lawn short or replace it with gravel and low flowers, avoid mowing when the child is outside, garden after rain or in the evening when pollen counts are lower, and have them wear sunglasses, change clothes and wash hands and face afterwards.',
    ],
    es: [
      'Las plantas polinizadas por insectos, con flores grandes y vistosas, sueltan poco polen al aire, así que un jardín para abejas puede ir bien a un niño con alergia al polen: rosales, salvias, lavanda (si el olor no le molesta), geranios, bocas de dragón (perritos), casi todas las hortalizas y aromáticas. Los grandes culpables son las gramíneas (pastos), la ambrosía, el abedul, el olivo, el plátano de sombra y el ciprés, y la artemisa.',
      'Mantén el césped corto o cámbialo por grava y flores bajas, no cortes el pasto con el niño fuera, trabajad en el jardín después de llover o al atardecer, cuando hay menos polen, y que lleve gafas (lentes) de sol, se cambie de ropa y se lave manos y cara al terminar.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'mower-safety-kids',
    topic: 'safety',
    title: ['Lawn mowers, strimmers and children', 'Cortacésped, desbrozadoras y niños'],
    cues: [
      'mow\\w*|lawn ?mowers?|ride.?on|strimmers?|weed ?eaters?|weed ?whackers?|trimmers?|hedge ?trimmers?|cortacesped\\w*|cortadoras? de (?:cesped|pasto)|podadoras?|desbrozadoras?|bordeadoras?|orilladoras?|tractor\\w* de (?:cesped|pasto)',
      `${KIDS}|safe\\w*|ride|age|old|segur\\w*|montar|subir|edad|anos`,
    ],
    not: BEES,
    en: [
      'Mowers cause thousands of serious injuries to children each year, so paediatricians advise: children under 6 indoors or well away while any mower runs, never a ride on a ride-on mower even on a lap, a walk-behind mower only from about age 12 and a ride-on from about 16, with adult training and supervision.',
      'Before mowing, pick up sticks, stones and toys, which the blades throw hard; wear closed shoes and eye protection, never mow in reverse without looking, and keep children away from strimmers and hedge trimmers too.',
    ],
    es: [
      'Las cortadoras de césped (de pasto) causan cada año miles de lesiones graves en niños, por eso los pediatras aconsejan: menores de 6 años dentro de casa o bien lejos mientras funciona cualquier cortadora, nunca subirlos a un tractor cortacésped, ni en el regazo, la cortadora de empujar solo desde unos 12 años y el tractor desde unos 16, con enseñanza y un adulto al lado.',
      'Antes de cortar, recoge palos, piedras y juguetes, que las cuchillas lanzan con fuerza; usa calzado cerrado y gafas de protección, no vayas marcha atrás sin mirar y mantén también a los niños lejos de desbrozadoras y cortasetos.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'wheelbarrow-kids',
    topic: 'safety',
    title: ['Children, wheelbarrows and ladders', 'Niños, carretillas y escaleras'],
    cues: [
      'wheelbarrows?|barrows?|ladders?|step ?ladders?|carretillas?|carretas?|escaleras?|carros? de mano',
      `${KIDS}|safe\\w*|ride\\w*|push\\w*|use|segur\\w*|subir|montar|empuj\\w*|usar|pueden?`,
    ],
    en: [
      'Children love to push a wheelbarrow: a child-sized one or a half-filled adult one on level ground is a good job from about age 4, with shoes on. Rides in a wheelbarrow are fun at walking pace on grass, with an adult pushing, never down slopes or with tools inside.',
      'Ladders are for adults: keep children off them and away from the foot of a ladder, and put ladders away after use so no one climbs them alone.',
    ],
    es: [
      'A los niños les encanta empujar la carretilla: una de tamaño infantil o una de adulto medio llena en terreno llano es una buena tarea desde los 4 años, con zapatos. Pasearlos dentro de la carretilla es divertido a paso lento sobre el césped, con un adulto empujando, nunca cuesta abajo ni con herramientas dentro.',
      'Las escaleras son para adultos: mantén a los niños lejos de ellas y de su base, y guárdalas después de usarlas para que nadie suba solo.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'cat-mess-sandpit',
    topic: 'safety',
    title: ['Cat mess in beds and sandpits', 'Cacas de gato en el huerto y en el arenero'],
    cues: [
      'cat (?:poo\\w*|poop\\w*|mess|faeces|feces|litter|droppings)|cats? (?:use|poop\\w*|poo\\w*)|toxoplasm\\w*|sand ?pits?|sand ?box\\w*|caca\\w* de gatos?|heces de gatos?|excrementos? de gatos?|popo de gatos?|gatos? (?:hacen|cagan)|toxoplasm\\w*|areneros?|cajon de arena|caja de arena',
    ],
    en: [
      'Cat droppings in beds and sandpits can carry toxoplasma and roundworm eggs: cover sandpits when not in use, wear gloves to garden, remove droppings with a trowel into the bin (not the compost), and have children wash their hands after playing and before eating.',
      'Pregnant women should avoid handling cat litter and wear gloves in the garden; wash vegetables well, especially root crops and salad leaves eaten raw.',
    ],
    es: [
      'Las cacas de gato en el huerto y en el arenero pueden llevar toxoplasma y huevos de lombrices: tapa el arenero cuando no se use, usa guantes para trabajar la tierra, tira las heces con una pala a la basura (no al compost) y que los niños se laven las manos después de jugar y antes de comer.',
      'Las embarazadas deben evitar tocar la arena de los gatos y usar guantes en el jardín; lava bien las verduras, sobre todo las raíces y las hojas de ensalada que se comen crudas.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'treated-wood-beds',
    topic: 'safety',
    title: [
      'Treated wood and railway sleepers for vegetable beds',
      'Madera tratada y durmientes para bancales de hortalizas',
    ],
    cues: [
      'treated (?:wood|lumber|timber)|pressure.?treated|railway sleepers?|railroad ties?|creosote|painted wood|madera tratada|madera impregnada|traviesas?|durmientes?|creosota|madera pintada',
    ],
    en: [
      'Modern pressure-treated wood (copper-based, sold since about 2004) is considered acceptable for vegetable beds, though many families line the inside with heavy plastic or choose untreated cedar, larch, oak or brick; old wood treated with CCA (arsenic) should not be used.',
      'Never use old railway sleepers soaked in creosote, or wood with old flaking paint that could contain lead, for beds where children play or food grows.',
    ],
    es: [
      'La madera tratada a presión moderna (con cobre, a la venta desde alrededor de 2004) se considera aceptable para bancales de hortalizas, aunque muchas familias forran el interior con plástico grueso o eligen madera sin tratar de cedro, alerce o roble, o ladrillo; la madera vieja tratada con CCA (arsénico) no se debe usar.',
      'Nunca uses traviesas de tren (durmientes) viejas empapadas en creosota, ni madera con pintura vieja que se descascara y podría llevar plomo, en bancales donde juegan niños o crecen alimentos.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'tyres-as-planters',
    topic: 'safety',
    title: ['Old tyres as planters', 'Llantas o neumáticos viejos como maceteros'],
    cues: [
      'tyres?|tires?|llantas?|neumaticos?|cubiertas? (?:viejas?|de auto|de coche)|gomas? de (?:auto|coche)',
      'plant\\w*|grow\\w*|vegetables?|garden\\w*|potatoes|safe|planters?|beds?|plant\\w*|cultiv\\w*|sembr\\w*|huert\\w*|hortalizas?|verduras?|papas|patatas|segur\\w*|macetas?|maceteros?|jardineras?',
    ],
    en: [
      'Old tyres are cheap and colourful planters for flowers, but they can release small amounts of zinc and other chemicals, and they get very hot in the sun, so most extension services suggest not growing food in them, or lining them with thick plastic if you do.',
      'Tyres left lying around also collect rainwater where mosquitoes breed and can shelter wasps, scorpions or snakes, so drill drainage holes in any you use and keep them away from where small children climb.',
    ],
    es: [
      'Las llantas (neumáticos, cubiertas) viejas son maceteros baratos y coloridos para flores, pero pueden soltar un poco de zinc y otros químicos y se calientan mucho al sol, así que la mayoría de los servicios agrícolas aconsejan no cultivar alimentos en ellas, o forrarlas con plástico grueso si lo haces.',
      'Las llantas tiradas además juntan agua de lluvia donde crían los mosquitos y pueden esconder avispas, alacranes o serpientes, así que hazles agujeros de drenaje y mantenlas lejos de donde trepan los niños pequeños.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'allergic-child-garden',
    topic: 'safety',
    title: ['Gardening with a child allergic to stings', 'Jardinería con un niño alérgico a las picaduras'],
    cues: [
      'allerg\\w*|alergi\\w*|alergic\\w*|anaphyla\\w*|anafila\\w*',
      'garden\\w*|plant\\w*|grow\\w*|outside|play\\w*|yard|flowers?|still|can (?:he|she|they|we)|jardin\\w*|huert\\w*|plant\\w*|sembr\\w*|cultiv\\w*|afuera|fuera|jug\\w*|patio|flor\\w*|puede\\w*',
      `${BEES}|sting\\w*|stung|wasps?|pic\\w*|avispas?`,
    ],
    en: [
      'A child with a sting allergy can still garden with a plan: keep the prescribed adrenaline (epinephrine) auto-injector with you outdoors and make sure carers know how to use it, put bee-magnet flowers at the edges of the garden rather than by paths and play areas, and check for nests in spring.',
      'Have the child wear shoes, light-coloured long sleeves and gloves, avoid perfumed sunscreen, cover sweet drinks, and garden in the cool morning when fewer bees fly; ask the allergist about venom immunotherapy, which greatly lowers the risk.',
    ],
    es: [
      'Un niño alérgico a las picaduras puede seguir haciendo jardinería con un plan: lleva siempre fuera el autoinyector de adrenalina recetado y asegúrate de que quienes lo cuidan saben usarlo, pon las flores que más atraen abejas en los bordes del jardín y no junto a caminos ni zonas de juego, y revisa si hay nidos en primavera.',
      'Que lleve zapatos, manga larga de color claro y guantes, evita protectores solares perfumados, tapa las bebidas dulces y trabajad con el fresco de la mañana, cuando vuelan menos abejas; pregunta al alergólogo por la inmunoterapia con veneno, que baja mucho el riesgo.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'baby-in-garden',
    topic: 'safety',
    title: ['A baby or crawling toddler in the garden', 'Un bebé o un niño que gatea en el jardín'],
    cues: [
      'bab(?:y|ies)|infants?|crawl\\w*|newborns?|bebes?|bebitos?|gate\\w*|lactantes?',
      'garden\\w*|yard|outside|outdoors|grass|lawn|jardin\\w*|huert\\w*|patio|afuera|fuera|pasto|cesped',
      'safe\\w*|take|bring|play|sit|danger\\w*|what|how|segur\\w*|llevar|sacar|jugar|sentar|peligro\\w*|que|como|puedo',
    ],
    not: 'honey|miel|bees?|abejas?',
    en: [
      'A baby can enjoy the garden on a blanket in the shade: keep babies under 6 months out of direct sun, with a hat and light long clothes, and check the spot first for fallen berries, mushrooms, stones, snails, bird droppings and anything small enough to swallow.',
      'For a crawler, fence off or remove poisonous plants (such as foxglove, lily of the valley, oleander and daffodils), empty buckets and water butts, lock away tools and chemicals, and never leave them alone near any water.',
    ],
    es: [
      'Un bebé puede disfrutar del jardín sobre una manta a la sombra: los menores de 6 meses, fuera del sol directo, con gorro y ropa ligera de manga larga, y revisa antes el sitio por si hay bayas caídas, setas, piedritas, caracoles, cacas de pájaro o cualquier cosa pequeña que se pueda tragar.',
      'Para un bebé que gatea, cerca o quita las plantas venenosas (como dedalera, lirio de los valles, adelfa o laurel rosa y narcisos), vacía cubos (baldes) y depósitos de agua, guarda bajo llave herramientas y productos químicos, y nunca lo dejes solo cerca del agua.',
    ],
    source: 'poison-control',
  }),
]
