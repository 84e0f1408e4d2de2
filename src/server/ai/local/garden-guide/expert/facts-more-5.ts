// More pest facts from families' wording: animals digging in pots, webbing from spider mites and ants nesting in
// beds and pots. Sources: extension-service integrated pest management guides.
import { buildFact, POTS } from './fact-builder'
import type { TopicFact } from './topic-facts'

export const MORE_FACTS_5: TopicFact[] = [
  buildFact({
    id: 'digging-in-pots',
    topic: 'pests',
    title: [
      'Animals digging in pots and beds at night',
      'Animales que escarban en macetas y bancales de noche',
    ],
    cues: [
      'dig\\w*|dug|scratch\\w*|uproot\\w*|escarb\\w*|excav\\w*|desentierr\\w*|rasc\\w*|arranc\\w*',
      `${POTS}|beds?|bancal\\w*|canteros?`,
    ],
    en: [
      'Squirrels, cats, birds, raccoons and skunks dig in fresh soil, looking for bulbs, grubs or a litter tray, mostly at night or early morning.',
      'Cover pots and new beds with chicken wire or mesh (cut holes for the plants), or a layer of large pebbles or pine cones, push a few sticks into bare soil, and remove fallen fruit and bird food nearby.',
    ],
    es: [
      'Ardillas, gatos, pájaros, mapaches o zorrillos escarban en la tierra recién removida buscando bulbos, larvas o un arenero, sobre todo de noche o al amanecer.',
      'Cubre las macetas y bancales nuevos con malla de gallinero (con huecos para las plantas) o una capa de piedras grandes o piñas, clava unos palitos en la tierra desnuda y quita la fruta caída y la comida de pájaros cercana.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'webbing-spider-mites',
    topic: 'pests',
    title: [
      'Fine webbing and speckled leaves (spider mites)',
      'Telitas finas y hojas punteadas (araña roja)',
    ],
    cues: [
      'webs?|webbing|cobwebs?|telaranas?|telitas?|telas?',
      'plants?|leaves|tomato\\w*|beans?|cucumbers?|dots|speckl\\w*|plantas?|hojas|tomates?|frijol\\w*|judias?|pepinos?|puntitos|punteadas?|moteadas?',
    ],
    en: [
      'Fine webbing on leaves and stems with tiny pale dots (speckling) on the leaves, especially in hot, dry weather, means spider mites, tiny creatures that suck the leaves.',
      "Spray the undersides of the leaves with water every day or two to raise humidity, cut off the worst leaves, use a soap spray in the evening if needed, and leave predatory mites and ladybirds to help; avoid pesticides, which kill the mites' enemies.",
    ],
    es: [
      'Las telitas finas en hojas y tallos, con puntitos claros en las hojas, sobre todo con calor y sequedad, son de araña roja, unos ácaros diminutos que chupan las hojas.',
      'Moja el envés de las hojas con agua cada uno o dos días para subir la humedad, corta las hojas peores, usa jabón potásico al atardecer si hace falta y deja que ayuden los ácaros depredadores y las mariquitas; evita los insecticidas, que matan a sus enemigos.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'ants-in-beds',
    topic: 'pests',
    title: [
      'Ants nesting in raised beds and pots, without poison',
      'Hormigas en bancales y macetas, sin veneno',
    ],
    cues: [
      'ants?|hormigas?|hormigueros?',
      `${POTS}|beds?|raised|soil|nests?|poison\\w*|without|bancal\\w*|canteros?|tierra|veneno\\w*|sin|nidos?`,
    ],
    not: 'peon\\w*|fire|bravas?|coloradas?|arrieras?|cortadoras?|zompopos?|aphids?|pulgon\\w*',
    en: [
      'Ants nest in dry, loose soil: water the bed or pot well and often, since they dislike damp soil, and disturb the nest with a fork every few days so they move on; for a pot, stand it in a tray of water for a few hours.',
      'Sprinkle cinnamon or coffee grounds on their trails, keep aphids (their sugar supply) under control, and skip poison baits near children, pets and bees; a few ants do little harm.',
    ],
    es: [
      'Las hormigas anidan en tierra seca y suelta: riega bien y a menudo el bancal o la maceta, porque no les gusta la humedad, y remueve el hormiguero con una horca cada pocos días para que se muden; una maceta, déjala unas horas en una bandeja con agua.',
      'Echa canela o posos de café en sus caminos, controla los pulgones (su fuente de azúcar) y evita los cebos venenosos cerca de niños, mascotas y abejas; unas pocas hormigas hacen poco daño.',
    ],
    source: 'extension-service',
  }),
]
