// Dangerous how-to: drugs, weapons, poisoning people or pets, toxic mixtures, arson. Garden pest control stays allowed.
import { anyOf, type PhraseRule, words } from './phrase-rules'
import { EN_ANIMALS, EN_INTENT, EN_PEOPLE, ES_ANIMALS, ES_INTENT, ES_PEOPLE } from './rule-vocabulary'

const EN_PESTS = anyOf(
  'aphids?',
  'greenfly',
  'blackfly',
  'whitefly',
  'slugs?',
  'snails?',
  'weeds?',
  'bugs?',
  'pests?',
  'ants?',
  'mites?',
  'spider mites?',
  'caterpillars?',
  'mealybugs?',
  'beetles?',
  'mosquito(?:e?s)?',
  'flies',
  'wasps?',
  'cockroach(?:es)?',
  'termites?',
  'fleas?',
  'grubs?',
  'moths?',
  'thrips',
  'scale insects?',
  'mildew',
  'fungus',
  'blight',
)

const ES_PESTS = anyOf(
  'pulgon(?:es)?',
  'babosas?',
  'caracoles?',
  'hormigas?',
  'malas hierbas',
  'hierbas',
  'plagas?',
  'bichos?',
  'orugas?',
  'mosca blanca',
  'moscas?',
  'cochinillas?',
  'acaros?',
  'araña roja',
  'mosquitos?',
  'cucarachas?',
  'termitas?',
  'pulgas?',
  'gusanos?',
  'trips',
  'hongos?',
  'oidio',
  'mildiu',
  'avispas?',
  'escarabajos?',
)

const EN_WEAPONS = anyOf(
  'bombs?',
  'pipe bombs?',
  'explosives?',
  'guns?',
  'firearms?',
  'pistols?',
  'handguns?',
  'rifles?',
  'shotguns?',
  'grenades?',
  'molotovs?',
  'molotov cocktails?',
  'napalm',
  'thermite',
  'weapons?',
  'ammo',
  'ammunition',
  'bullets',
)

// "seed bomb", "bath bomb", "bomba de semillas", "pistola de riego": only these words may sit between the
// verb and the weapon, so any other noun in front of it ("a seed bomb") keeps the rule from matching.
const EN_WEAPON_FILLERS =
  '(?:(?:a|an|some|my|your|his|her|dads|moms|real|homemade|home made|working|loaded) )*'
const ES_WEAPON_EXEMPT =
  '(?! (?:de|para) (?:semillas|agua|riego|baño|bano|silicona|pintura|calor|aire|jabon|bicicleta|humo|fumigar|fumigacion|sulfatar|jardin|purpurina|burbujas|chocolate))'

export const DANGEROUS_RULES: readonly PhraseRule[] = [
  {
    id: 'dangerous:en:drugs',
    category: 'drugs_alcohol',
    pattern: words(
      anyOf(
        'cocaine',
        'heroin',
        'meth',
        'methamphetamine',
        'crystal meth',
        'fentanyl',
        'lsd',
        'mdma',
        'ketamine',
        'marijuana',
        'marihuana',
        'cannabis',
        'shrooms',
        'magic mushrooms',
        'weed (?:pens?|gummies|brownies|vape)',
        '(?:smoke|smoking|smoked) (?:weed|pot|a joint)',
        'get(?:ting)? (?:high(?! (?:yields?|harvests?|quality|germination))|stoned|drunk|wasted)',
        'vapes?',
        'vaping',
        '(?:do|doing|take|taking|try|trying|buy|buying|sell|selling|make|making|get|smoke|smoking|snort|snorting|inject|injecting) (?:some |any )?drugs',
        '(?:buy|drink|steal|stealing|sneak) (?:some )?(?:alcohol|vodka|whiskey|whisky|booze|liquor)',
      ),
    ),
    unless: words(
      'catnip|cat ?mint|cat ?grass|(?:(?:my|the|a|our|his|her|can|do|will) )?(?:cats?|kitty|kittens?|dogs?|puppy|pets?|rabbits?|bunny|hamsters?|bees?|wasps?|birds?|butterfl(?:y|ies)|squirrels?|hedgehogs?|slugs?|ants?|bumblebees?|deer|pigs?|chickens?) (?:\\S+ ){0,3}(?:high|stoned|drunk|tipsy)',
    ),
  },
  {
    id: 'dangerous:en:weapons',
    category: 'weapons',
    pattern: words(
      anyOf(
        `(?:make|making|build|building|create|craft|assemble|3d print|buy|buying|get|order|steal|hide|bring|use|shoot|load|fire) ${EN_WEAPON_FILLERS}${EN_WEAPONS}`,
        '(?:bring|take|carry|sneak) (?:a |my |his |her )?(?:gun|knife|weapon|pistol|bomb) (?:to|into) (?:school|class)',
      ),
    ),
  },
  {
    id: 'dangerous:en:poison',
    category: 'violence',
    pattern: words(`${EN_INTENT} (?:\\S+ ){0,3}?poison ${EN_PEOPLE}`),
  },
  {
    id: 'dangerous:en:make-poison',
    category: 'violence',
    pattern: words(
      '(?:make|making|brew|brewing|mix|mixing|cook|cooking|create|creating) (?:a |some |the |my own |homemade |deadly |real )?(?:poisons?|toxins?|venom)',
    ),
    unless: words(
      `(?:for|against|to kill|to get rid of|to stop|on|that kills) (?:the |my |those |these |all the )?${EN_PESTS}`,
    ),
  },
  {
    id: 'dangerous:en:chemicals',
    category: 'weapons',
    pattern: words(
      anyOf(
        'mix(?:ing|ed)? (?:\\S+ ){0,2}?(?:bleach|ammonia|chlorine) (?:and|with) (?:\\S+ )?(?:ammonia|bleach|vinegar|chlorine)',
        '(?:make|making|create|creating) (?:a |some )?(?:toxic|poison|poisonous|chlorine|mustard|nerve) gas',
        'chlorine gas',
        'mustard gas',
        'nerve (?:agent|gas)',
        'sarin',
        '(?:make|making|get|buy|extract|extracting) (?:some )?(?:cyanide|arsenic|ricin|strychnine)',
      ),
    ),
  },
  {
    id: 'dangerous:en:fire',
    category: 'violence',
    pattern: words(
      anyOf(
        '(?:set|setting|start|starting|light) (?:a )?fire (?:to|in|at|on) (?:the |my |a |our |his |her |their )?(?:house|home|school|room|car|building|classroom)',
        'burn (?:down )?(?:the |my |a |our |his |her |their )?(?:house|home|school|building|classroom)',
        `set (?:${EN_PEOPLE}|${EN_ANIMALS}) on fire`,
      ),
    ),
  },
  {
    id: 'dangerous:es:drugs',
    category: 'drugs_alcohol',
    pattern: words(
      anyOf(
        'cocaina',
        'metanfetamina',
        'fentanilo',
        'lsd',
        'mdma',
        'ketamina',
        'marihuana',
        'mariguana',
        'marijuana',
        'cannabis',
        'alucinogen[oa]s?',
        'drogarme',
        'drogarse',
        'drogarte',
        'drogandome',
        'drogandose',
        '(?:tomar|consumir|comprar|vender|probar|hacer|fabricar|fumar|conseguir|meterme|meterse) (?:\\S+ )?drogas?',
        'emborracharme',
        'emborracharse',
        'emborracharte',
        'vapear',
        'vapeo',
        'esnifar',
        '(?:inyectarse|inyectarme|fumar|comprar|consumir|vender) heroina',
      ),
    ),
  },
  {
    id: 'dangerous:es:weapons',
    category: 'weapons',
    pattern: words(
      anyOf(
        `(?:hacer|fabricar|construir|crear|armar|montar|conseguir|comprar|robar|usar|disparar|llevar|esconder|imprimir) (?:(?:una|un|unas|unos|mi|su|la|el|de verdad) )*(?:bombas?|explosivos?|pistolas?|revolver|armas?|escopetas?|rifles?|fusil(?:es)?|granadas? de mano|molotov|coctel(?:es)? molotov|napalm|balas|municion)${ES_WEAPON_EXEMPT}`,
        '(?:llevar|traer|meter) (?:una |un |mi )?(?:pistola|cuchillo|navaja|arma|bomba) (?:a|al|en) (?:la )?(?:escuela|colegio|cole|instituto|clase)',
      ),
    ),
  },
  {
    id: 'dangerous:es:poison',
    category: 'violence',
    pattern: words(`${ES_INTENT} (?:\\S+ ){0,3}?envenenar(?:le|la|lo)? ${ES_PEOPLE}`),
  },
  {
    id: 'dangerous:es:make-poison',
    category: 'violence',
    pattern: words(
      '(?:hacer|hago|hacemos|fabricar|fabrico|preparar|preparo|crear|creo|cocinar|cocino) (?:un |una |mi propio |algun |algo de )?venenos?(?: casero| mortal)?',
    ),
    unless: words(
      `(?:para|contra) (?:matar |eliminar |acabar con |quitar )?(?:los |las |el |la |mis |esos |esas |estos |estas )?${ES_PESTS}`,
    ),
  },
  {
    id: 'dangerous:es:chemicals',
    category: 'weapons',
    pattern: words(
      anyOf(
        'mezcl\\w* (?:\\S+ ){0,2}?(?:lejia|cloro|amoniaco) (?:y|con) (?:\\S+ )?(?:amoniaco|lejia|vinagre|cloro)',
        '(?:hacer|fabricar|crear|preparar) (?:un )?gas (?:toxico|venenoso|mostaza|de cloro|nervioso)',
        'gas mostaza',
        'gas sarin',
        '(?:hacer|fabricar|conseguir|comprar|extraer) (?:\\S+ )?(?:cianuro|arsenico|ricina|estricnina)',
      ),
    ),
  },
  {
    id: 'dangerous:es:fire',
    category: 'violence',
    pattern: words(
      anyOf(
        `(?:prender|prenderle|pegar|pegarle|meter|meterle) fuego (?:a|al) (?:(?:la|mi|una|el|su) )?(?:casa|colegio|escuela|instituto|clase|coche|edificio)`,
        `(?:prender|prenderle|pegar|pegarle|meter|meterle) fuego ${ES_PEOPLE}`,
        `(?:prender|prenderle|pegar|pegarle) fuego ${ES_ANIMALS}`,
        '(?:quemar|incendiar) (?:(?:la|mi|el|una|su) )?(?:casa|colegio|escuela|instituto|clase|edificio)',
      ),
    ),
  },
]
