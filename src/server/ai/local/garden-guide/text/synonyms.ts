// Word groups that mean the same thing to a child (bee/abeja, ladybug/mariquita, papa/patata), merged to one term.
import type { Language } from '../../../../../shared/constants'
import { foldText } from './fold-text'
import { stemWord } from './stem'

interface SynonymGroup {
  en?: string[]
  es?: string[]
}

// The first word of a group names the shared term, so both languages land on the same one.
const SYNONYM_GROUPS: SynonymGroup[] = [
  { en: ['bee', 'honeybee', 'honeybees'], es: ['abeja', 'abejita'] },
  { en: ['honey'], es: ['miel'] },
  { en: ['flower', 'bloom', 'blossom', 'blooms'], es: ['flor', 'florecer', 'florece'] },
  { en: ['seed', 'seeds'], es: ['semilla', 'pipas'] },
  { en: ['soil', 'dirt', 'earth'], es: ['tierra', 'suelo'] },
  { en: ['water', 'watering'], es: ['agua', 'regar', 'riego', 'riega', 'riegue', 'riegues', 'riegas'] },
  { en: ['garden', 'yard', 'backyard', 'gardening'], es: ['jardin', 'huerto', 'huerta', 'jardineria'] },
  { en: ['compost', 'composting'], es: ['compost', 'composta', 'compostera'] },
  { en: ['worm', 'earthworm', 'earthworms'], es: ['lombriz', 'gusano'] },
  { en: ['butterfly', 'butterflys'], es: ['mariposa'] },
  { en: ['caterpillar'], es: ['oruga'] },
  { en: ['hummingbird'], es: ['colibri', 'picaflor', 'chupaflor'] },
  { en: ['ladybird', 'ladybug'], es: ['mariquita', 'catarina', 'vaquita'] },
  { en: ['aphid', 'greenfly', 'blackfly'], es: ['pulgon'] },
  { en: ['slug'], es: ['babosa'] },
  { en: ['snail'], es: ['caracol'] },
  { en: ['moth'], es: ['polilla'] },
  { en: ['bat'], es: ['murcielago'] },
  { en: ['wasp'], es: ['avispa'] },
  { en: ['bumblebee', 'bumble'], es: ['abejorro'] },
  { en: ['pollen'], es: ['polen'] },
  { en: ['nectar'], es: ['nectar'] },
  { en: ['hive', 'beehive'], es: ['colmena'] },
  { en: ['tomato', 'tomatos'], es: ['tomate', 'jitomate', 'tomatito'] },
  { en: ['sunflower'], es: ['girasol'] },
  { en: ['strawberry'], es: ['fresa', 'frutilla'] },
  { en: ['potato', 'spud', 'potatos'], es: ['papa', 'patata'] },
  { en: ['bean'], es: ['frijol', 'judia', 'poroto', 'habichuela', 'alubia', 'ejote'] },
  { en: ['pea'], es: ['guisante', 'arveja', 'chicharo'] },
  { en: ['pumpkin'], es: ['calabaza', 'zapallo', 'auyama'] },
  { en: ['zucchini', 'courgette'], es: ['calabacin', 'calabacita', 'zucchini'] },
  { en: ['carrot'], es: ['zanahoria'] },
  { en: ['lettuce'], es: ['lechuga'] },
  { en: ['radish'], es: ['rabano', 'rabanito'] },
  { en: ['corn', 'maize', 'sweetcorn'], es: ['maiz', 'elote', 'choclo'] },
  { en: ['sting', 'stinger', 'stung'], es: ['picar', 'pica', 'pico', 'picadura', 'aguijon'] },
  { en: ['spring', 'springtime'], es: ['primavera'] },
  { en: ['summer'], es: ['verano'] },
  { en: ['autumn', 'fall'], es: ['otono'] },
  { en: ['winter'], es: ['invierno'] },
  { en: ['frost', 'frosts'], es: ['helada', 'heladas'] },
  { en: ['mushroom', 'toadstool'], es: ['seta', 'hongo', 'champinon'] },
  { en: ['mulch', 'mulching'], es: ['acolchado', 'mantillo', 'acolchar'] },
  { en: ['weed', 'weeding'], es: ['maleza', 'desyerbar'] },
  { en: ['bug', 'insect', 'critter', 'minibeast'], es: ['bicho', 'insecto', 'bichito'] },
  { en: ['pest'], es: ['plaga'] },
  { en: ['kid', 'child', 'children'], es: ['nino', 'nina', 'peque'] },
  { en: ['pot', 'container', 'planter'], es: ['maceta', 'tiesto', 'matera', 'macetero'] },
  { en: ['vegetable', 'veggie', 'veg', 'veggies'], es: ['verdura', 'hortaliza', 'vegetal'] },
  { en: ['harvest', 'harvesting'], es: ['cosechar', 'cosecha', 'recoger', 'cosechan'] },
  // Children say "plant" and "sow" for the same thing.
  {
    en: ['plant', 'sow', 'sowing', 'planting'],
    es: ['plantar', 'sembrar', 'siembra', 'siembro', 'siembran', 'siembre', 'siembras', 'plantita'],
  },
  {
    en: ['pollinate', 'pollination', 'pollinating', 'pollinated', 'pollinates'],
    es: ['polinizar', 'polinizacion', 'poliniza', 'polinizan'],
  },
  { en: ['pollinator', 'pollinators'], es: ['polinizador', 'polinizadores'] },
  { en: ['grow', 'growing', 'cultivate'], es: ['crecer', 'crece', 'cultivar', 'cultivo'] },
  { en: ['eat', 'eating'], es: ['comer', 'come'] },
  { en: ['poison', 'poisonous', 'toxic'], es: ['veneno', 'venenoso', 'toxico'] },
  { en: ['allergy', 'allergic'], es: ['alergia', 'alergico'] },
  { en: ['sun', 'sunny', 'sunshine', 'sunlight'], es: ['sol', 'soleado'] },
  { en: ['shade', 'shady'], es: ['sombra'] },
  { en: ['rain', 'rainwater'], es: ['lluvia', 'llover', 'llueve'] },
  { en: ['hot', 'heat'], es: ['calor', 'caluroso'] },
  { en: ['cold', 'chilly'], es: ['frio'] },
  { en: ['leaf'], es: ['hoja'] },
  { en: ['root'], es: ['raiz'] },
  { en: ['stem', 'stalk'], es: ['tallo'] },
  { en: ['bird'], es: ['pajaro', 'ave'] },
  { en: ['frog', 'toad'], es: ['rana', 'sapo'] },
  { en: ['spider'], es: ['arana'] },
  { en: ['ant'], es: ['hormiga'] },
  { en: ['egg'], es: ['huevo', 'huevecito'] },
  { en: ['fast', 'quick', 'quickly', 'speedy', 'fastest', 'quickest'], es: ['rapido', 'veloz'] },
  { en: ['small', 'tiny', 'little'], es: ['pequeno', 'diminuto', 'chiquito'] },
  { en: ['scared', 'afraid', 'fear', 'scary'], es: ['miedo', 'asustado'] },
  { en: ['hurt', 'hurts', 'pain', 'ouch', 'sore'], es: ['duele', 'dolor'] },
  { en: ['sick', 'ill', 'disease'], es: ['enfermo', 'enfermedad'] },
  { en: ['mom', 'mum', 'mother'] },
  { en: ['dad', 'father'] },
  { en: ['baby', 'babies', 'infant'], es: ['bebe', 'hermanito'] },
]

function buildCanonicalMaps(): Record<Language, Map<string, string>> {
  const maps: Record<Language, Map<string, string>> = { en: new Map(), es: new Map() }
  for (const group of SYNONYM_GROUPS) {
    const firstEn = group.en?.[0]
    const firstEs = group.es?.[0]
    const canonical = firstEn ? stemWord(foldText(firstEn), 'en') : stemWord(foldText(firstEs ?? ''), 'es')
    for (const language of ['en', 'es'] as const) {
      for (const word of group[language] ?? []) {
        maps[language].set(stemWord(foldText(word), language), canonical)
      }
    }
  }
  return maps
}

const CANONICAL = buildCanonicalMaps()

/** The shared term for a stem, or the stem itself when it has no synonyms. */
export function canonicalTerm(stem: string, language: Language): string {
  return CANONICAL[language].get(stem) ?? stem
}

// Close but not identical meanings: a question using one also looks, more weakly, for the other.
const RELATED_TERMS: [string, string][] = [
  ['pollinate', 'pollinator'],
  ['flower', 'plant'],
  ['harvest', 'ripe'],
]

const RELATED = new Map<string, string[]>()
for (const [a, b] of RELATED_TERMS) {
  RELATED.set(a, [...(RELATED.get(a) ?? []), b])
  RELATED.set(b, [...(RELATED.get(b) ?? []), a])
}

/** Shared terms that are related to (but not the same as) this one. */
export function relatedTerms(term: string): readonly string[] {
  return RELATED.get(term) ?? []
}
