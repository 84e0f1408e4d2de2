// "Can I compost orange peels?" / "¿puedo echar carne a la compostera?": what goes in a home compost pile and what
// stays out, with the reason. Source: extension-service home composting guides.
import type { Language } from '../../../../../shared/constants'
import type { Citation } from '../../../../../shared/schemas/chat'
import type { ExpertReply } from './compose-expert'
import { buildIndex, findAll } from './find-terms'
import type { KnowledgeSource } from './plant-profile-types'

export interface CompostMaterial {
  id: string
  /** How the answer names it (a plural the verdict clause agrees with). */
  name: Record<Language, string>
  /** Names a family uses, the display name first. */
  en: string[]
  es: string[]
  verdict: 'yes' | 'no'
  /** Why, and how, as a clause that follows the material's name. */
  why: Record<Language, string>
  source: KnowledgeSource
}

const m = (
  id: string,
  name: [string, string],
  en: string,
  es: string,
  verdict: 'yes' | 'no',
  why: [string, string],
): CompostMaterial => ({
  id,
  name: { en: name[0], es: name[1] },
  en: en.split('|'),
  es: es.split('|'),
  verdict,
  why: { en: why[0], es: why[1] },
  source: 'extension-service',
})

// Coffee grounds and eggshells have facts of their own (topic-facts.ts), so they are not repeated here.
export const COMPOST_MATERIALS: CompostMaterial[] = [
  m(
    'citrus-peel',
    ['orange and lemon peels', 'las cáscaras de naranja y limón'],
    'citrus peels|orange peels|orange peel|lemon peels|lemon peel|lime peels|orange skins|citrus',
    'cáscaras de naranja|cascara de naranja|cáscaras de limón|cascara de limon|cítricos|mondas de naranja|peladuras de naranja',
    'yes',
    [
      'can go in: they are a "green", but chop them small and add them a few at a time, because they break down slowly and worms dislike a lot of citrus',
      'pueden ir: son material "verde", pero trocéalas y échalas poco a poco, porque tardan en deshacerse y a las lombrices no les gustan muchos cítricos',
    ],
  ),
  m(
    'banana-peel',
    ['banana skins', 'las cáscaras de plátano'],
    'banana skins|banana skin|banana peels|banana peel',
    'cáscaras de plátano|cascara de platano|cáscaras de banana|cascara de banana|cáscaras de banano|pieles de plátano',
    'yes',
    [
      'are a great "green": rich in potassium, they rot quickly, faster if you cut them up',
      'son un material "verde" estupendo: ricas en potasio, se deshacen rápido, y más si las cortas',
    ],
  ),
  m(
    'scraps',
    ['fruit and vegetable scraps', 'los restos de fruta y verdura'],
    'fruit scraps|vegetable scraps|veggie scraps|vegetable peelings|peelings|fruit peels|vegetable peels|potato peels|potato skins|onion peels|onion skins|carrot peels|carrot tops|peels|apple cores|cores|kitchen scraps|food scraps|salad leaves|vegetable leftovers',
    'restos de fruta|restos de verdura|restos de verduras|restos de comida vegetal|peladuras|mondas|corazones de manzana|cáscaras de fruta|cáscaras de papa|cáscaras de patata|cáscaras de cebolla|pieles de cebolla|cáscaras de verdura|restos de cocina',
    'yes',
    [
      'are the classic "greens": mix them with dry browns like leaves or cardboard so the pile does not get soggy',
      'son el material "verde" clásico: mézclalos con material seco como hojas o cartón para que la pila no se encharque',
    ],
  ),
  m(
    'bread',
    ['bread, pasta and rice', 'el pan, la pasta y el arroz'],
    'bread|stale bread|pasta|rice|cooked rice|tortillas|crackers|cereal|grains',
    'pan|pan duro|pasta|arroz|arroz cocido|tortillas|galletas|cereales',
    'yes',
    [
      'can go in, but only in small amounts, torn up and buried in the middle of the pile, because they draw rats, mice and birds; leave out anything oily, buttered or with meat',
      'pueden ir, pero poco, en trozos y enterrados en el centro de la pila, porque atraen ratas, ratones y pájaros; nada que lleve aceite, mantequilla o carne',
    ],
  ),
  m(
    'weeds',
    ['weeds', 'las malas hierbas'],
    'weeds|pulled weeds|weed',
    'malas hierbas|hierbas|maleza|malezas|yuyos',
    'yes',
    [
      'can go in before they flower; leave out weeds that have gone to seed and roots that regrow from pieces (bindweed, couch grass), or soak those in a bucket of water for a few weeks first',
      'pueden ir antes de que florezcan; deja fuera las que ya tienen semillas y las raíces que rebrotan de un trozo (correhuela, grama), o ahógalas antes unas semanas en un cubo de agua',
    ],
  ),
  m(
    'tea',
    ['tea leaves and tea bags', 'las bolsitas y hojas de té'],
    'tea bags|tea bag|tea leaves',
    'bolsitas de té|bolsas de te|hojas de té|restos de infusión',
    'yes',
    [
      'can go in: tea leaves rot well, but many tea bags contain plastic, so tear those open and bin the bag',
      'pueden ir: las hojas de té se deshacen bien, pero muchas bolsitas llevan plástico, así que ábrelas y tira la bolsita',
    ],
  ),
  m(
    'grass',
    ['grass clippings', 'los recortes de césped'],
    'grass clippings|grass cuttings|lawn clippings|cut grass',
    'césped cortado|recortes de césped|restos de césped|pasto cortado|hierba cortada',
    'yes',
    [
      'can go in, in thin layers mixed with dry browns: a thick layer turns slimy and smelly',
      'sí pueden ir, en capas finas mezcladas con material seco: una capa gruesa se pudre y huele mal',
    ],
  ),
  m(
    'paper',
    ['cardboard and paper', 'el cartón y el papel'],
    'cardboard|newspaper|paper|egg boxes|egg cartons|toilet rolls',
    'cartón|carton|papel|periódico|periodico|hueveras|tubos de papel higiénico',
    'yes',
    [
      'are good "browns": tear plain cardboard and paper into pieces; leave out glossy or coloured magazine paper and tape',
      'son buen material "marrón" o seco: rompe el cartón y el papel sencillo en trozos; deja fuera el papel satinado de revistas y la cinta adhesiva',
    ],
  ),
  m(
    'dry-leaves',
    ['dry leaves, straw and sawdust', 'las hojas secas, la paja y el serrín'],
    'dry leaves|fallen leaves|autumn leaves|straw|sawdust|wood chips|twigs',
    'hojas secas|hojarasca|paja|serrín|serrin|aserrín|aserrin|astillas|ramitas',
    'yes',
    [
      'are "browns" that balance wet kitchen scraps, about two parts brown to one part green; use sawdust only from untreated wood',
      'son material "marrón" que equilibra los restos húmedos de cocina, unas dos partes de marrón por una de verde; el serrín, solo de madera sin tratar',
    ],
  ),
  m(
    'meat',
    ['meat, fish and bones', 'la carne, el pescado y los huesos'],
    'meat|fish|bones|chicken|leftover meat',
    'carne|pescado|huesos|pollo|restos de carne',
    'no',
    [
      'should stay out of a home compost pile: they smell, and attract rats, flies and dogs',
      'no deben ir a una compostera casera: huelen mal y atraen ratas, moscas y perros',
    ],
  ),
  m(
    'dairy',
    ['dairy foods', 'los lácteos'],
    'dairy|cheese|milk|yogurt|yoghurt|butter',
    'lácteos|lacteos|queso|leche|yogur|mantequilla',
    'no',
    [
      'should stay out: dairy goes rancid, smells and draws pests',
      'no deben ir: los lácteos se ponen rancios, huelen mal y atraen plagas',
    ],
  ),
  m(
    'oil',
    ['cooking oil and greasy food', 'el aceite y la comida grasienta'],
    'cooking oil|oil|grease|greasy food|fried food',
    'aceite|aceite de cocina|grasa|comida grasienta|fritos',
    'no',
    [
      'should stay out: fat coats the scraps, slows the pile down and attracts pests',
      'no deben ir: la grasa envuelve los restos, frena el compost y atrae plagas',
    ],
  ),
  m(
    'pet-waste',
    ['dog and cat poop', 'las heces de perro y gato'],
    'dog poop|dog poo|cat poop|cat litter|pet poop|pet waste|dog waste',
    'caca de perro|heces de perro|excrementos de perro|caca de gato|arena del gato|arena de gato|excrementos de mascotas',
    'no',
    [
      'should stay out: dog and cat droppings can carry germs and worms that a home pile does not kill, and compost ends up where children dig',
      'no deben ir: las heces de perro y gato pueden llevar gérmenes y parásitos que una compostera casera no elimina, y el compost acaba donde juegan los niños',
    ],
  ),
  m(
    'sick-plants',
    ['diseased plants', 'las plantas enfermas'],
    'diseased plants|sick plants|blighted leaves|diseased leaves|weeds with seeds',
    'plantas enfermas|hojas enfermas|hojas con hongos|malas hierbas con semillas',
    'no',
    [
      'are better left out: a home pile rarely gets hot enough to kill diseases and weed seeds',
      'mejor no echarlas: una compostera casera rara vez se calienta lo bastante para matar enfermedades y semillas de malas hierbas',
    ],
  ),
  m(
    'plastic',
    ['plastic, glass and metal', 'el plástico, el vidrio y el metal'],
    'plastic|glass|metal|cans|compostable plastic|bioplastic',
    'plástico|plastico|vidrio|metal|latas|bioplástico|bioplastico',
    'no',
    [
      'never go in: they do not rot, and even "compostable" plastic needs an industrial plant, not a garden pile',
      'nunca van: no se descomponen, e incluso el plástico "compostable" necesita una planta industrial, no una compostera de jardín',
    ],
  ),
  m(
    'ash',
    ['coal and barbecue ash', 'la ceniza de carbón y de barbacoa'],
    'coal ash|charcoal|barbecue ash',
    'ceniza de carbón|ceniza de carbon|carbón|carbon|ceniza de barbacoa',
    'no',
    [
      'should stay out: coal and barbecue charcoal ash can hold harmful residues (a little plain wood ash is fine)',
      'no debe ir: puede tener residuos dañinos (un poco de ceniza de leña sin tratar sí vale)',
    ],
  ),
]

const MATERIAL_INDEX = buildIndex(
  COMPOST_MATERIALS.map((item) => ({ item, names: [...item.en, ...item.es] })),
)
const COMPOST_CUE = /(?:^| )(?:compost\w*|composta\w*|vermicompost\w*|worm bin|lombricompost\w*)(?= |$)/

const citation = (language: Language): Citation => ({
  id: 'fact-compost-materials',
  title: language === 'es' ? 'Qué va al compost' : 'What goes in the compost',
})

/** The verdict for each material named in a compost question, or undefined when it names none. */
export function composeCompostable(folded: string, language: Language): ExpertReply | undefined {
  if (!COMPOST_CUE.test(folded)) return undefined
  const found = findAll(MATERIAL_INDEX, folded)
  if (found.length === 0) return undefined
  const yes = language === 'es' ? 'Sí' : 'Yes'
  // Each material gets its own plain yes or no first, then the reason.
  const sentences = found.map(
    (material) =>
      `${material.verdict === 'yes' ? yes : 'No'}: ${material.name[language]} ${material.why[language]}.`,
  )
  return {
    sentences,
    citations: [citation(language)],
    read: ['compost', ...found.flatMap((m) => [...m.en, ...m.es])],
  }
}
