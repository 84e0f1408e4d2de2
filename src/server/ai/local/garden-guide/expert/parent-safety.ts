// Plain answers to parents' safety questions (stings, allergies, toxic plants, tools, sun and water), asked first.
// Sources: poison-control and first-aid guidance (e.g. national poison centres, Red Cross), extension services.
import type { Language } from '../../../../../shared/constants'
import type { KnowledgeSource } from './plant-profile-types'

export interface SafetyTopic {
  id: string
  title: Record<Language, string>
  /** Patterns on folded text. */
  pattern: RegExp
  /** Sentences, most important first. */
  facts: Record<Language, string[]>
  source: KnowledgeSource
}

const t = (
  id: string,
  pattern: string,
  title: [string, string],
  en: string[],
  es: string[],
  source: KnowledgeSource = 'poison-control',
): SafetyTopic => ({
  id,
  title: { en: title[0], es: title[1] },
  // Whole words only: "hat" must not match "what".
  pattern: new RegExp(`(?:^| )(?:${pattern})`),
  facts: { en, es },
  source,
})

// Order matters: the first match answers, so specific topics come before general ones.
export const SAFETY_TOPICS: SafetyTopic[] = [
  t(
    'allergy-signs',
    'allerg\\w*|anaphyla\\w*|alergi\\w*|anafila\\w*',
    ['Signs of a bee-sting allergy', 'Señales de alergia a la picadura'],
    [
      'Most children only get pain, redness and swelling at the sting, which can spread a few centimetres and lasts a day or two.',
      'Call emergency services (911 in North America, 112 in Europe) straight away if, after a sting, your child has trouble breathing, swelling of the face, lips or throat, hives (itchy bumps) away from the sting, dizziness or vomiting.',
      'If your child has had a strong reaction before, talk to your doctor about an allergy test and an adrenaline (epinephrine) auto-injector.',
    ],
    [
      'La mayoría de los niños solo tienen dolor, enrojecimiento e hinchazón donde les picó, que puede extenderse unos centímetros y dura uno o dos días.',
      'Llama enseguida a emergencias (112 en España, 911 en México y gran parte de América) si tras una picadura tu hijo tiene dificultad para respirar, hinchazón de cara, labios o garganta, ronchas (urticaria) lejos de la picadura, mareo o vómitos.',
      'Si ya tuvo una reacción fuerte, habla con tu médico sobre una prueba de alergia y un autoinyector de adrenalina.',
    ],
    'poison-control',
  ),
  t(
    'sting-first-aid',
    'stung|stings? (?:me|him|her|my)|got stung|bee sting|wasp sting|sting\\b.*what|pico|picado|picadura|le pic\\w*|me pic\\w*|aguijon',
    ['What to do after a sting', 'Qué hacer tras una picadura'],
    [
      'Tell an adult straight away, stay calm and move away from the bees.',
      'If a stinger is left in the skin, scrape it out sideways with a fingernail or a card as soon as possible.',
      'Wash the spot with soap and water and hold something cold (ice wrapped in a cloth) on it for 10 minutes to ease pain and swelling.',
      'Watch your child for the next hour: trouble breathing, swelling of the face or throat or hives all over mean calling emergency services (911 or 112) at once.',
    ],
    [
      'Avisa enseguida a un adulto, mantén la calma y aléjate de las abejas.',
      'Si el aguijón quedó en la piel, ráspalo de lado con una uña o una tarjeta cuanto antes.',
      'Lava la zona con agua y jabón y pon algo frío (hielo envuelto en un paño) 10 minutos para calmar el dolor y la hinchazón.',
      'Vigila a tu hijo durante la hora siguiente: si le cuesta respirar, se le hincha la cara o la garganta o le salen ronchas por todo el cuerpo, llama a emergencias (112 o 911) enseguida.',
    ],
    'poison-control',
  ),
  t(
    'touch-bees',
    '(?:scared|afraid|frightened|fear\\w*|terrified|nervous|panic\\w*) (?:\\w+ ){0,2}(?:bees?|bumble ?bees?|wasps?)|(?:miedo|panico|temor|asust\\w*) (?:\\w+ ){0,3}(?:abejas?|abejorros?|avispas?)|(?:touch|pet|hold|pick up|catch|grab|stroke)\\w* (?:a |the |an )?(?:bee|bumble ?bee|honey ?bee|bees)|(?:tocar|toque|toca|agarrar|coger|acariciar|atrapar)\\w* (?:a )?(?:una |un |las |los |el |la |esa |ese |esta |este )?(?:abeja|abejorro|abejas|abejorros)',
    ['Touching bees', 'Tocar abejas'],
    [
      'It is best not to touch bees, even gentle bumblebees: a bee that is squeezed or trapped will sting to defend itself.',
      'Watching is safe: bees busy on flowers are not interested in people, so let your child look closely, keep still and calm, and never grab or swat.',
      'Wearing shoes on flowering lawns (clover) avoids stepping on bees.',
    ],
    [
      'Es mejor no tocar las abejas, ni siquiera los abejorros tranquilos: una abeja apretada o atrapada pica para defenderse.',
      'Mirar es seguro: las abejas ocupadas en las flores no se interesan por las personas, así que tu hijo puede observar de cerca, quieto y tranquilo, pero nunca agarrarlas ni darles manotazos.',
      'Llevar calzado en el césped con flores (trébol) evita pisar abejas.',
    ],
    'pollinator-society',
  ),
  t(
    'wasp-nest',
    'wasp nest|wasps? nest|(?:hornets?|yellow ?jackets?) (?:\\w+ ){0,3}(?:nest|nests|near|in|by|around)|nests? of (?:hornets|yellow ?jackets)|nido de avispas?|avispero|avispas? (?:cerca|en)',
    ['A wasp nest near where children play', 'Un nido de avispas donde juegan los niños'],
    [
      'Keep children away from the nest and never knock it down or spray it yourselves: wasps defend a nest in numbers.',
      'An adult should call a professional pest control service (or the local council) to remove a nest near a play area; nests far from where you walk can be left alone, as wasps eat garden pests.',
    ],
    [
      'Mantén a los niños lejos del nido y no lo tiréis ni lo rociéis vosotros: las avispas defienden el nido en grupo.',
      'Un adulto debe llamar a un servicio profesional de control de plagas (o al ayuntamiento) para quitar un nido cerca de la zona de juego; los nidos lejos del paso pueden quedarse, porque las avispas comen plagas.',
    ],
    'extension-service',
  ),
  t(
    'ate-berry',
    '(?:ate|eaten|swallowed|chewed|bit|bitten|nibbled|licked) (?:a |an |some |the |one |two )?(?:berr\\w*|seeds?|leaf|leaves|mushroom\\w*|plant|flower|bulbs?|roots?|tubers?)|(?:comio|comi|trago|mastico|se ha comido|ha comido|se comio)\\w* (?:una |un |unas |unos )?(?:baya|bayas|semilla|semillas|hoja|hojas|seta|setas|hongo|planta|flor|fruto|bulbo|bulbos|raiz|tuberculo)|(?:son|daughter|child|kid|toddler|baby|boy|girl|i|he|she|hijo|hija|nino|nina|bebe|yo|el|ella)\\w* (?:just |has |have )?(?:ate|eaten|swallowed|chewed|bit|bitten|nibbled|licked|comio|se comio|ha comido|se ha comido|se trago|trago|mastico|mordio|mordisqueo|chupo|lamio)|' +
      // appended: a pet that ate or eats part of a plant ("my dog ate a tulip bulb", "if my cat eats lilies")
      '(?:dog|dogs|puppy|cat|cats|kitten|pet|perro|perrito|perra|gato|gatito|gata|cachorro|mascota)\\w* (?:just |has |have |ate|eats|eaten|chewed|swallowed|se comio|comio|se ha comido|ha comido|se come|come|mordio|mordisqueo|trago)(?: (?:ate|eaten|chewed|swallowed))?',
    ['If a child ate a berry or plant', 'Si un niño se comió una baya o una planta'],
    [
      'Take anything left out of their mouth, keep a piece of the plant (or a photo) and call your poison control centre now (in the US 1-800-222-1222) or your doctor; call emergency services if they are drowsy, vomiting or having trouble breathing.',
      'Do not try to make them vomit.',
      'Teach children to eat only what a grown-up has picked and checked.',
    ],
    [
      'Sácale de la boca lo que quede, guarda un trozo de la planta (o una foto) y llama ya al servicio de información toxicológica (en España 91 562 04 20) o a tu médico; llama a emergencias si está adormilado, vomita o le cuesta respirar.',
      'No intentes que vomite.',
      'Enseña a los niños a comer solo lo que un adulto haya cogido y revisado.',
    ],
  ),
  t(
    'toxic-plants',
    '(?:poison\\w*|toxic|dangerous) (?:plants?|flowers?|berries)|plants? (?:that are )?(?:poison\\w*|toxic)|which plants are (?:poison\\w*|toxic|safe)|plantas? (?:venenos\\w*|toxic\\w*|peligros\\w*)|(?:venenos\\w*|toxic\\w*) para (?:los )?ninos',
    ['Poisonous garden plants', 'Plantas venenosas del jardín'],
    [
      'Common garden plants that are poisonous to children include foxglove, oleander, lily of the valley, daffodil and other bulbs, yew, castor bean, monkshood, laburnum seeds and the green parts of potatoes and tomatoes.',
      'Teach children never to eat berries, seeds, leaves or mushrooms unless a grown-up says they are food, and keep a poison control number by the phone.',
      'For a family garden, choose safe plants such as sunflowers, nasturtiums, marigolds, beans, strawberries and herbs.',
    ],
    [
      'Plantas comunes del jardín que son venenosas para los niños: dedalera, adelfa (laurel rosa), lirio de los valles, narcisos y otros bulbos, tejo, ricino, acónito, semillas de lluvia de oro y las partes verdes de la papa y el tomate.',
      'Enseña a los niños a no comer nunca bayas, semillas, hojas ni setas si un adulto no dice que son comida, y ten a mano el número de información toxicológica.',
      'Para un jardín familiar elige plantas seguras como girasoles, capuchinas, tagetes, judías, fresas y hierbas aromáticas.',
    ],
  ),
  t(
    'tools',
    'tools?|trowel|shears|secateurs|pruners|rake|shovels?|spades?|hoes?|gloves?|herramientas?|pala|palas|palitas?|azadas?|azadon\\w*|tijeras de podar|tijeras|rastrillo|guantes?',
    ['Safe tools for children', 'Herramientas seguras para niños'],
    [
      'Give young children small, child-sized tools with rounded edges (a trowel, a small rake, a watering can) and gardening gloves.',
      'Keep sharp tools (pruners, shears, saws) and garden chemicals with adults, stored out of reach, and always supervise digging.',
      'Teach them to carry tools pointing down and to put rakes down with the teeth facing the ground.',
      'By age, as a rough guide: from 2 or 3, a plastic trowel, rake and watering can with an adult beside them; from about 5 to 7, real child-sized metal hand tools (trowel, hand fork, rake, small spade); from about 8 to 10, small pruners for soft stems once an adult has shown them how and watches; saws, mowers and power tools stay with teenagers and adults.',
    ],
    [
      'Da a los niños pequeños herramientas de su tamaño, con bordes redondeados (una palita, un rastrillo pequeño, una regadera) y guantes de jardín.',
      'Las herramientas afiladas (tijeras de podar, serruchos) y los productos químicos quedan para los adultos, guardados fuera de su alcance; supervisa siempre cuando caven.',
      'Enséñales a llevar las herramientas con la punta hacia abajo y a dejar el rastrillo con los dientes hacia el suelo.',
      'Por edades, como guía: desde los 2 o 3 años, una palita, un rastrillo y una regadera de plástico con un adulto al lado; desde los 5 a 7 años, herramientas de mano de metal de su tamaño (palita, horquilla, rastrillo, pala pequeña); desde los 8 a 10 años, unas tijeras de podar pequeñas para tallos blandos, después de que un adulto les enseñe y mientras los vigila; sierras, cortacésped y herramientas eléctricas quedan para adolescentes y adultos.',
    ],
    'extension-service',
  ),
  t(
    'sun',
    'sun(?![a-z])|sunny|sunshine|sunburn\\w*|sunscreen|sunstroke|heat ?stroke|hot day|(?:the|in|a) heat(?![a-z])|heat ?waves?|hot (?:weather|days|sun|afternoons?)|hats?(?![a-z])|sol(?:es)?(?![a-z])|solar|insolacion|golpe de calor|calor|sombrero|gorra',
    ['Sun and heat safety', 'Sol y calor'],
    [
      'Garden in the cooler morning or late afternoon, and take breaks in the shade.',
      'Children need a wide-brimmed hat, light long sleeves and sunscreen (SPF 30 or more, reapplied every two hours).',
      'Bring water bottles and have everyone drink often, before they feel thirsty.',
    ],
    [
      'Trabajad en el jardín por la mañana temprano o a última hora de la tarde, y descansad a la sombra.',
      'Los niños necesitan sombrero o gorra de ala ancha, ropa ligera de manga larga y protector solar (FPS 30 o más, repetido cada dos horas).',
      'Llevad botellas de agua y que todos beban a menudo, antes de tener sed.',
    ],
    'extension-service',
  ),
  t(
    'water-safety',
    'rain barrels?|water barrels?|barrels?|water butts?|water tanks?|cisterns?|fish ?ponds?|ponds?|pool|aljibes?|tanques? de agua|drown\\w*|barril\\w*|bidon\\w*|estanque\\w*|piscina|ahog\\w*',
    ['Water safety', 'Seguridad con el agua'],
    [
      'Small children can drown in a few centimetres of water: rain barrels need a tight, locked lid or cover, and buckets should be emptied after use.',
      'Ponds need a fence or a strong grid just under the surface while children are small, and constant supervision near water.',
    ],
    [
      'Un niño pequeño puede ahogarse en pocos centímetros de agua: los barriles de lluvia necesitan una tapa bien cerrada o cubierta, y los cubos se vacían después de usarlos.',
      'Los estanques necesitan una valla o una rejilla firme justo bajo la superficie mientras los niños sean pequeños, y vigilancia constante cerca del agua.',
    ],
    'extension-service',
  ),
  // Before compost hygiene: "is city soil safe to grow food in" asks about lead, not about washing hands.
  t(
    'soil-lead',
    'lead(?![a-z])|plomo|heavy metals?|metales pesados|contaminat\\w*|contaminad\\w*|polluted|pollution|city soil|urban soil|old paint|tierra de (?:la )?ciudad|suelo urbano|pintura vieja',
    ['Lead and city soil', 'Plomo y tierra de ciudad'],
    [
      'City and old-house soil can hold lead from old paint and traffic, and small children are most at risk because they put hands and soil in their mouths.',
      'Have the soil tested for lead by your extension service or a soil lab before growing food; if levels are raised, grow vegetables in raised beds or pots filled with clean soil and compost, keep bare soil covered with mulch, and have everyone wash hands and vegetables well.',
    ],
    [
      'La tierra de ciudad o junto a casas antiguas puede tener plomo de pinturas viejas y del tráfico, y los niños pequeños son los más expuestos porque se llevan las manos y la tierra a la boca.',
      'Haz analizar el plomo de la tierra en un laboratorio de suelos antes de cultivar comida; si sale alto, cultiva en bancales elevados o macetas con tierra limpia y compost, cubre la tierra desnuda con acolchado y que todos se laven bien las manos y las verduras.',
    ],
    'extension-service',
  ),
  t(
    'compost-hygiene',
    'compost\\w*|manure|soil|dirt|dig|composta|estiercol|tierra|cavar',
    ['Compost, soil and hygiene', 'Compost, tierra e higiene'],
    [
      'Playing with garden soil and finished compost is good for children: just wear gloves for compost and manure, cover cuts, and wash hands with soap and water afterwards, before eating.',
      'Keep children away from bags of fertiliser, slug pellets and other garden chemicals, and check that tetanus vaccinations are up to date.',
    ],
    [
      'Jugar con la tierra del jardín y el compost maduro es bueno para los niños: solo usad guantes con el compost y el estiércol, tapad las heridas y lavaos las manos con agua y jabón después, antes de comer.',
      'Mantén a los niños lejos de los sacos de abono, los cebos para babosas y otros productos químicos, y comprueba que tengan la vacuna del tétanos al día.',
    ],
    'extension-service',
  ),
  t(
    'edible-flowers',
    '(?:eat|edible) (?:the )?flowers|flowers? (?:to )?eat|comer (?:las )?flores|flores comestibles',
    ['Eating flowers', 'Comer flores'],
    [
      'Some flowers are edible, such as nasturtiums, calendula, pansies, borage and squash flowers, but others are poisonous, so children should only eat a flower that a grown-up has checked.',
      'Only eat flowers grown without sprays, and wash them first.',
    ],
    [
      'Algunas flores se comen, como las capuchinas, la caléndula, los pensamientos, la borraja y las flores de calabaza, pero otras son venenosas, así que los niños solo deben comer una flor que un adulto haya revisado.',
      'Comed solo flores cultivadas sin productos químicos y lavadlas antes.',
    ],
  ),
  t(
    'baby-bees',
    '(?:baby|toddler|infant|bebe)\\w*.* (?:bees?|abejas?)|(?:bees?|abejas?) .*(?:baby|toddler|infant|bebe)',
    ['Babies, toddlers and bees', 'Bebés, niños pequeños y abejas'],
    [
      'Bees are rarely a danger to a baby: they sting only when squeezed or trapped, so keep your baby away from busy flowers and hives, check drinks and food for bees outdoors, and dress them in light colours.',
      'A sting hurts a baby more, and you should watch for an allergy: swelling of the face or trouble breathing means calling emergency services. Honey is not safe for babies under one year.',
    ],
    [
      'Las abejas rara vez son un peligro para un bebé: solo pican si se las aprieta o atrapa, así que mantén al bebé lejos de las flores con mucha actividad y de las colmenas, revisa bebidas y comida al aire libre y vístelo con colores claros.',
      'Una picadura le duele más a un bebé y hay que vigilar la alergia: si se le hincha la cara o le cuesta respirar, llama a emergencias. La miel no es segura para bebés de menos de un año.',
    ],
  ),
]
