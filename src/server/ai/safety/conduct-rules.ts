// Drugs and alcohol, weapons and hurting others, said indirectly or hidden in a garden question, in English and Spanish.
import { anyOf, type PhraseRule, words } from './phrase-rules'
import { NEGATED } from './rule-vocabulary'

const EN_PEOPLE_OR_PETS = anyOf(
  'him',
  'her(?! (?:plants?|garden|flowers?|roses?|tomato\\w*|seeds?))',
  'someone',
  'somebody',
  'anyone',
  'people',
  '(?:my|his|her|the|that|this|a|our|their) (?:\\S+ )?(?:brother|sister|mom|mum|dad|mother|father|teacher|friend|classmate|kid|boy|girl|baby|neighbou?r|grandma|grandpa|granny|stepdad|stepmom|step dad|step mom|uncle|aunt|cousin|bully|dog|cat|puppy|kitten|pet|hamster|rabbit|bird|horse|chickens?|hens?)s?',
  'grandma',
  'grandpa',
)

export const CONDUCT_RULES: readonly PhraseRule[] = [
  {
    id: 'drugs_alcohol:en',
    gate: /drunk|wasted|tipsy|stoned|buzzed|hammered|high|smok|vap|roll|cig|beer|vodka|whisk|rum|gin|tequila|booze|liquor|wine|alcohol|shot|cider|drink|sniff|huff|inhale|weed|pot|cannabis|marijuana|mushroom|trip|hallucin|psychedel|cocaine|coke|heroin|meth|crack|lsd|ecstasy|mdma|ketamine|fentanyl|xanax|lean|molly|drug/,
    category: 'drugs_alcohol',
    pattern: words(
      anyOf(
        '(?:get|getting|got|be|feel|feeling) (?:really |so |super )?(?:drunk|wasted|tipsy|stoned|buzzed|hammered)',
        '(?:get|getting|gets|got|makes? you|make me) (?:really |so )?high(?! (?:yields?|harvests?|up|enough|er))',
        'get you high',
        'how (?:2|to|do i|can i) get high(?! (?:yields?|harvests?|quality|germination))',
        '(?:smoke|smoking|vape|vaping) (?:it|them|this|weed|pot|a joint|joints|a blunt|cigarettes?|cigs?|ciggies?|tobacco|leaves)(?! (?:fish|meat|salmon|ham|cheese))',
        'roll (?:a |some )?(?:joint|blunt|spliff)s?',
        '(?:buy|buying|get|getting|steal|stealing|try|trying|sneak|drink|drinking) (?:some |a |my \\S+ |his |her |the )?(?:vapes?|cigarettes?|cigs?|ciggies|beer|beers|vodka|whiskey|whisky|rum|gin|tequila|booze|liquor|wine|alcohol|shots|cider)(?! (?:traps?|vinegar|for (?:the )?slugs))',
        '(?:vodka|whiskey|whisky|rum|tequila|alcohol|beer|wine|booze) (?:\\S+ ){0,3}(?:kid|child|kids|children|12|11|10|13|14|drink|drunk)',
        'hide (?:that )?(?:ive|i have|im|i was|i) (?:been )?(?:drinking|drunk|smoking|vaping|high)',
        '(?:sniff|sniffing|huff|huffing|inhale) (?:\\S+ )?(?:glue|gas|petrol|paint|markers|aerosol)',
        '(?:weed|pot|cannabis|marijuana) (?:brownies|cookies|gummies|edibles|plants? to smoke)',
        '(?:grow|growing) (?:weed|pot|cannabis|marijuana)(?! (?:free|out|control|killer))(?=.*(?:smoke|high|sell|get))',
        'magic mushrooms?',
        '(?:mushrooms?|plants?|flowers?|seeds?|leaves) (?:\\S+ ){0,5}(?:to trip|trip on|tripping|hallucinat\\w*|psychedelic)',
        '(?:to|and) trip(?! (?:over|up|on the))',
        '(?:cocaine|coke(?= (?:lines?|to snort))|heroin|meth|crack|lsd|ecstasy|mdma|ketamine|fentanyl|xanax|lean|molly)',
        '(?:plants?|flowers?|herbs?) (?:\\S+ ){0,3}(?:get|gets|make|makes) (?:you )?high',
        '(?:drugs|druggs|drug) (?:to|for|that) (?:get|feel|make)',
        '(?:buy|try|take|taking|do|doing|sell|selling) (?:some )?drugs',
        'cigarettes?',
        'vapes?',
        'vaping',
      ),
    ),
    // A cat rolling in catnip or a pet nibbling a plant is a pet-care question, not a child getting high.
    unless: words(
      'drug (?:store|stores)|the vape plant|catnip|cat ?mint|cat ?grass|hierba gatera|nebeda|valerian|(?:(?:my|the|a|our|his|her|can|do|will) )?(?:cats?|kitty|kittens?|dogs?|puppy|pets?|rabbits?|bunny|hamsters?|bees?|wasps?|birds?|butterfl(?:y|ies)|squirrels?|hedgehogs?|slugs?|ants?|bumblebees?|deer|pigs?|chickens?) (?:\\S+ ){0,3}(?:high|stoned|drunk|tipsy)',
    ),
  },
  {
    id: 'drugs_alcohol:es',
    category: 'drugs_alcohol',
    pattern: words(
      anyOf(
        'emborrach\\w*',
        'borrach[oa]s?',
        'colocar(?:me|se|te|nos)',
        'coloca(?:n|rte|rse)?(?! (?:la|el|las|los|una|un) )',
        'te colocan',
        'me coloco',
        'fum(?:ar|arla|arlo|arlas|arlos|arme|o|e) (?:\\S+ )?(?:marihuana|porros?|cigarr(?:o|illo)s?|tabaco|hierba|maria|canutos?|petas?|hojas)',
        'fum(?:arla|arlo|arlas|arlos|armela|armelo)',
        'me (?:fumo|fume) (?:los|un|el|unos|sus)',
        '(?:vaper|vapers|vapeador|vapeadores|vapear|vapeo|pods? de vapeo)',
        'cigarr(?:o|illo)s?',
        '(?:robar|comprar|beber|tomar|probar) (?:\\S+ )?(?:cerveza|cervezas|vodka|whisky|ron|ginebra|tequila|alcohol|vino|cubata|chupitos?|licor)(?! (?:para (?:las )?babosas|trampa))',
        '(?:vodka|whisky|ron|tequila|alcohol|cerveza|vino|licor) (?:\\S+ ){0,3}(?:niño|niña|niños|12 años|beber|borrach)',
        '(?:disimular|esconder|ocultar) (?:\\S+ ){0,2}(?:he bebido|bebi|estoy borrach|he fumado|me he drogado)',
        'esnif\\w*',
        '(?:oler|inhalar) (?:\\S+ )?(?:pegamento|gasolina|pintura|rotuladores)',
        'brownies de (?:marihuana|maria|hierba)',
        '(?:plantar|cultivar) (?:\\S+ )?(?:marihuana|maria|hierba para fumar|cannabis)',
        'setas (?:alucinogenas|magicas|mágicas)',
        '(?:para|y) (?:flipar|alucinar|viajar)(?=.*(?:setas|hongos|plantas?|hierba))',
        '(?:cocaina|coca(?= (?:para|en) )|(?<!(?:mi|tu|su|una|la|es) )heroina|metanfetamina|crack|lsd|extasis|mdma|ketamina|fentanilo|porros?|canutos?)',
        'drog(?:a|arse|arme|arte|as)(?! (?:es|son) (?:los|las) (?:girasoles|flores))',
      ),
    ),
    unless: words(
      '(?:abejas?|avispas?|pajaros?|pajaritos?|mariposas?|ardillas?|babosas?|caracoles?|girasol(?:es)?|plantas?|gatos?|perros?|bichos?|hormigas?|abejorros?|colibries|loros?) (?:\\S+ ){0,3}(?:borrach\\w*|emborrach\\w*)|(?:borrach|emborrach)\\w* (?:\\S+ ){0,3}(?:fruta fermentada|lavanda|nectar|flores|manzanas caidas)|(?:mi|son mi|es mi) droga jaja|tabaco ornamental|vino (?:a|de) (?:ver|visita)|(?:hierba gatera|nebeda|menta de gatos?|catnip|valeriana) (?:\\S+ ){0,6}droga|droga (?:\\S+ ){0,3}(?:para|de) (?:los )?gatos',
    ),
  },
  {
    id: 'weapons:en',
    gate: /bomb|explo|gun|pistol|rifle|revolver|grenade|molotov|flame|firearm|ammo|ammunition|bullet|napalm|tnt|dynamite|detonat|blow|knife|knives|blade|weapon|switchblade/,
    category: 'weapons',
    pattern: words(
      anyOf(
        '(?:make|making|build|building|create|craft|assemble|get|buy|order|steal|hide|bring|load|loading|shoot|fire|use|carry) (?:\\S+ ){0,3}?(?:bombs?|explosives?|guns?|pistols?|handguns?|rifles?|shotguns?|revolvers?|grenades?|molotovs?|flamethrowers?|zip ?guns?|ghost guns?|firearms?|ammo|ammunition|bullets|napalm|tnt|dynamite|detonators?)(?<!(?:seed|bath|water|glue|spray|nerf|squirt|paint ?ball|bubble|caulk|heat|staple|nail|grease|soda|flavou?r|calorie|photo|stink|glitter) (?:bombs?|guns?))(?! (?:nozzle|sprayer|sprinkler|for watering))',
        '(?:blow up|blow|explode|blowing up) (?:\\S+ ){0,2}(?:shed|house|school|car|building|class|people|him|her|them|the \\S+ (?:shed|house|school))',
        '(?:knife|knives|blade|gun|pistol|weapon|switchblade) (?:\\S+ ){0,6}(?:to|at|in|into|for) (?:school|class|my backpack|my bag|the bus)',
        '(?:bring|take|sneak|hide|carry) (?:\\S+ ){0,3}(?:knife|knives|blade|gun|pistol|weapon)',
        '(?:gun|weapons?|rifle) (?:safe|cabinet|locker|case)',
        'pipe ?bombs?',
        '(?:how|where) (?:\\S+ ){0,4}(?:buy|get) (?:a |an )?(?:gun|pistol|rifle|firearm|weapon)',
        '(?:fertili[sz]er|chemicals?|shed) (?:\\S+ ){0,4}(?:explode|explosive|bomb|blow up)(?=.*(?:i want|make|how|blow))',
        'make (?:\\S+ ){0,2}explod',
        '(?:make|making) a (?:\\S+ )?(?:bomb|explosive)',
        'molotovs?',
        'flamethrower',
      ),
    ),
    unless: words('(?:seed|bath|water|glue|spray|nerf|squirt|bubble|heat) (?:bomb|gun|pistol)s?'),
  },
  {
    id: 'weapons:es',
    gate: /bomb|explo|pistol|revolver|arma|escopet|rifle|fusil|granad|molotov|lanzallamas|dinamita|municion|bala|detonad|volar|reventar|cuchillo|navaja|caja fuerte|vitrina/,
    category: 'weapons',
    pattern: words(
      anyOf(
        '(?:hacer|hago|fabricar|fabrico|construir|crear|conseguir|comprar|compro|robar|llevar|llevo|esconder|escondo|cargar|carga|cargo|disparar|usar) (?:\\S+ ){0,3}?(?:bombas?|explosivos?|pistolas?|revolver(?:es)?|armas? de fuego|escopetas?|rifles?|fusil(?:es)?|granadas?|molotov|lanzallamas|dinamita|municion|balas|detonador(?:es)?)(?! (?:de|para) (?:semillas|agua|riego|baño|bano|silicona|pintura|calor|aire|jabon|bicicleta|humo|fumigar|sulfatar|jardin|purpurina|burbujas|chocolate))',
        '(?:se carga|cargar) (?:una |la )?(?:escopeta|pistola|rifle)',
        '(?:volar|explotar|reventar|hacer explotar) (?:\\S+ ){0,2}(?:cobertizo|casa|colegio|cole|escuela|coche|edificio|clase|gente)',
        '(?:cuchillo|navaja|arma|pistola) (?:\\S+ ){0,6}(?:al|a la|en la|para el|para la|para) (?:cole|colegio|escuela|instituto|clase|mochila)',
        '(?:llevar|llevarlo|llevarla|esconder|meter) (?:\\S+ ){0,3}(?:cuchillo|navaja|arma|pistola)',
        '(?:armario|caja fuerte|vitrina) de (?:las )?(?:armas|escopetas|pistolas)',
        '(?:fertilizante|abono|quimicos|productos) (?:\\S+ ){0,3}(?:explota|explotar|explosivo)(?=.*(?:quiero|como|volar|hacer))',
        'bomba casera',
        'arma de fuego',
        'molotov',
        'lanzallamas',
        'explosivos',
      ),
    ),
    unless: words(
      '(?:bomba|pistola)s? (?:de|para) (?:semillas|agua|riego|silicona|baño|pintura|jabon|calor)|guerra de pistolas',
    ),
  },
  {
    id: 'violence:en',
    gate: /kill|hurt|stab|shoot|punch|beat|choke|strangle|drown|poison|push|trip|smash|hit|kick|slap|attack|burn|break|accident|mark|without|until|till|fire|sick|hoe|rake|shovel|spade|hammer|rock|stone|stick|bat/,
    category: 'violence',
    pattern: words(
      anyOf(
        `(?:i|ill|im|we|lets|to|gonna|wanna|can i|should i|could i|will|would) (?:\\S+ ){0,3}?${NEGATED}(?:kill|hurt|stab|shoot|punch|beat up|beat|choke|strangle|drown|poison|push|trip|smash|hit|kick|slap|attack|burn|break) (?:\\S+ ){0,2}?${EN_PEOPLE_OR_PETS}`,
        `(?:kill|hurt|stab|shoot|poison|drown|choke|push|trip|hit) (?:${EN_PEOPLE_OR_PETS} )?(?:\\S+ ){0,6}(?:look like an accident|looks like an accident|without (?:leaving )?(?:marks|bruises|a trace)|without (?:them|anyone|him|her) (?:knowing|noticing|finding out)|so (?:no one|nobody) knows)`,
        '(?:looks?|look) like an accident',
        'without leaving (?:marks|bruises|a trace)',
        'without (?:them|anyone|him|her) (?:knowing|noticing) (?:it was|that it was) me',
        '(?:punch|hit|beat|kick) (?:\\S+ ){0,6}(?:until|till|til) (?:he|she|they|it) (?:bleeds?|cries|dies|passes out)',
        '(?:until|till) (?:they|he|she) pass(?:es)? out',
        '(?:smash|break|bash|punch) (?:his|her|their|your) (?:face|head|teeth|nose)',
        '(?:set|setting|light) (?:\\S+ )?fire to',
        'make (?:my |his |her |the )?(?:\\S+ )?(?:really |very )?sick(?=.*(?:poison|put|give|secretly|without))',
        '(?:poison|toxic|poisonous) (?:\\S+ ){0,6}(?:make|makes|would make) (?:my |his |her |the )?\\S+ (?:really |very )?(?:sick|ill|die)',
        'poison (?:my|the|our|his|her) (?:\\S+ )?(?:neighbou?rs?|family|teacher|brother|sister|dog|cat|mom|dad|stepdad)',
        '(?:use|hit|smash) (?:\\S+ ){0,4}(?:hoe|rake|shovel|spade|hammer|rock|stone|stick|bat) (?:\\S+ ){0,2}(?:hit|on|at|against) (?:the )?(?:\\S+ )?(?:boy|girl|kid|man|woman|him|her|them|brother|sister|neighbou?r)',
        '(?:kil|kill|k1ll) my (?:teacher|mom|mum|dad|brother|sister|friend|classmate|neighbou?r)',
      ),
    ),
    unless: words(
      '(?:shoot|shooting|shot|shoots) (?:\\S+ ){0,2}?(?:photos?|pictures?|pics|videos?|a video|a film|footage|a movie|hoops|baskets|goals?)|(?:kill|poison|drown|hit|trap) (?:the |my |those |these |all the |all )?(?:\\S+ )?(?:aphids?|slugs?|snails?|weeds?|pests?|ants?|flies|bugs?|mites?|caterpillars?|grubs?|moss|mice|rats|wasps?|mealybugs?|moles?|tree|apples?|ball)|fire to (?:the )?(?:bbq|barbecue|grill|bonfire|leaves|garden waste)|(?:will|would|could|does|did|can|might) (?:it|that|this|these|those|they) (?:\\S+ )?(?:hurt|kill|poison|harm) (?:him|her|them|it|my (?:dog|cat|puppy|kitten|pet|rabbit|bunny|hamster|bird))(?: if (?:she|he|it|they) (?:\\S+ ){0,5}?(?:licks?|eats?|chews?|sniffs?|nibbles?|bites?|drinks?|rolls? in|touch(?:es)?|steps? on|swallows?)(?: \\S+){0,5})?\\??$|beat (?:my |the |his |her )?\\S+ (?:\\S+ )?(?:at|in) (?:the |a )?(?:\\S+ ){0,3}(?:race|game|contest|competition|match|chess|checkers|cards|uno|mario kart|tag|soccer|football|basketball)',
    ),
  },
  {
    id: 'violence:es',
    gate: /mat|envenen|apuñal|ahog|estrangul|empuj|peg|golpe|tropez|cara|paliza|pu[nñ]etazo|quem|daño|dano|accidente|marcas|moraton|rastro|fui yo|he sido|era yo|hasta que|fuego|enferm|azada|rastrillo|pala|martillo|piedra|palo|bate/,
    category: 'violence',
    pattern: words(
      anyOf(
        // Someone intends it ("quiero", "cómo", "voy a") or says it in the first person ("mato", "empujo"); a warning
        // such as "pueden hacer daño a los niños" is neither.
        '(?:(?:quiero|quisiera|voy a|vamos a|como|puedo|podria|pienso|me gustaria|tengo ganas de|ayudame a|forma de|manera de|mejor|para) (?:\\S+ ){0,3}?(?:matar|matarle|matarla|matarlo|envenenar|envenenarle|apuñalar|ahogar|estrangular|empujar|pegar|pegarle|golpear|golpearle|hacer tropezar|romper(?:le)? la cara|dar(?:le)? una paliza|dar(?:le)? punetazos|dar(?:le)? puñetazos|quemar|hacer(?:le)? daño|hacer(?:le)? mucho daño)|(?:mato|ahogo|empujo|envenenare|matare|le pego|le pegare)) (?:\\S+ ){0,2}?(?:a|al) (?:\\S+ ){0,2}(?:vecin[oa]s?|herman[oa]s?|profe\\w*|maestr[oa]|niñ[oa]s?|chic[oa]s?|abuel[oa]|padrastro|madrastra|madre|padre|mama|papa|amig[oa]s?|compañer[oa]s?|alguien|gat[oa]s?|perr[oa]s?|gallinas?|mascotas?|conej[oa]s?|pajar[oa]s?|caballos?)',
        '(?:hacerle|hacer) (?:mucho )?daño a (?:alguien|mi|mis|un|una|ese|esa)',
        'para que parezca un accidente',
        'sin dejar (?:marcas|moratones|rastro)',
        'sin que (?:\\S+ ){0,2}sepa(?:n)? que (?:fui|he sido|era) yo',
        'hasta que (?:sangre|se desmaye|llore|se muera)',
        '(?:prender|prenderle|pegar|pegarle|meter|meterle) fuego',
        '(?:le|te|les) (?:voy a|vamos a|quiero) (?:romper|partir|reventar) la cara',
        '(?:le|te|lo|la) voy a (?:apuñalar|matar|pegar|reventar|ahogar|estrangular)',
        'lo voy a apuñ\\w*',
        '(?:pondria|pone|ponga|poner) (?:muy )?enferm[oa] a (?:mi|su|la|el)',
        '(?:usar|uso|con) (?:la |el |una |un )?(?:azada|rastrillo|pala|martillo|piedra|palo|bate) (?:\\S+ ){0,3}(?:pegarle|pegar|golpear|darle) (?:a|al)',
        'envenenar (?:a|al)',
        'matr a',
      ),
    ),
    unless: words(
      '(?:matar|mato|ahogar|envenenar|pegar) (?:a )?(?:los |las |mis |el |la )?(?:pulgon\\w*|babosas?|caracoles?|hormigas?|malas hierbas|hierbas|plagas?|bichos?|orugas?|moscas?|cochinillas?|mosquitos?|ratones|ratas|avispas?|manzano|arbol)|fuego (?:a la|al) (?:barbacoa|hoguera|chimenea|leña|hojas)',
    ),
  },

  {
    id: 'conduct:broad:en',
    category: 'violence',
    pattern: words(
      anyOf(
        `(?:throw|chuck|hurl|fling) (?:a |some |the )?(?:brick|bricks|rock|rocks|stone|stones|bottle|knife|glass) (?:at|on) ${EN_PEOPLE_OR_PETS}`,
        `(?:hurt|hit|punch|kick|beat|poison|stab) ${EN_PEOPLE_OR_PETS} (?:\\S+ ){0,4}(?:and not get caught|without getting caught|and get away with it)`,
        '(?:so|and) (?:i )?(?:dont|do not|wont|will not) get caught',
      ),
    ),
  },
  {
    id: 'conduct:broad:es',
    category: 'violence',
    pattern: words(
      anyOf(
        'tirar(?:le|les)? (?:una |unas |un |unos )?(?:piedras?|ladrillos?|botellas?|cuchillos?) (?:a|al)',
        '(?:sin que|y que no) (?:me pillen|me descubran|se enteren de que fui yo)',
      ),
    ),
  },
  {
    id: 'conduct:broad:weapons',
    category: 'weapons',
    pattern: words(
      anyOf(
        '(?:consig|compr|fabric|constru|hac|escond|rob)\\w* (?:\\S+ ){0,2}(?:un |una )?(?:arma|armas|pistola|pistolas|granada|granadas|explosivo|explosivos|bomba|bombas)(?! (?:de|para) (?:semillas|agua|riego|jardin|baño|bano|silicona|pintura|jabon|calor|purpurina|burbujas))',
        '(?:get|buy|find|order|make|build|craft|steal)(?:ing)? (?:\\S+ ){0,2}(?:a |an |some )?(?:grenade|weapon|firearm|gun|pistol|knife to (?:hurt|stab|kill))s?(?<!(?:water|spray|glue|nerf|squirt|bubble|heat|staple|nail|paint ?ball) guns?)',
      ),
    ),
  },
  {
    id: 'conduct:broad:drugs',
    category: 'drugs_alcohol',
    pattern: words(
      anyOf(
        '(?:best|good|strongest|cheap) (?:\\S+ )?(?:weed|pot|drugs|vape|vapes)(?! (?:killers?|control|barrier|membrane|free))',
        '(?:weed|pot) (?:\\S+ )?(?:to|and) smoke',
        '(?:get|buy|find|sneak) (?:\\S+ ){0,2}(?:alcohol|beer|vodka|wine|vapes?|cigarettes|weed|drugs) (?:if|when|as|while) (?:im|i am|a kid|under|underage|a minor|only)',
        'underage drinking',
        '(?:conseguir|consigo|comprar|compro) (?:\\S+ )?(?:alcohol|cerveza|vino|tabaco|vapers?|porros|droga|drogas|maria) (?:si|siendo|cuando) (?:soy|eres|tengo)',
        '(?:fumar|fumarme|beber|tomar) (?:\\S+ )?(?:porros|maria|marihuana|alcohol) (?:con|en) (?:\\d+|doce|once|diez|trece) años',
      ),
    ),
    unless: words('weed (?:killers?|control|barrier|membrane|free)'),
  },

  {
    id: 'violence:es:clitics',
    category: 'violence',
    pattern: words(
      anyOf(
        '(?:le|les|lo|la|los|las) (?:voy a|vamos a|quiero|pienso|va a) (?:dar|pegar|romper|matar|apuñalar|ahogar|quemar|envenenar|reventar|patear|golpear|ahorcar|estrangular|lastimar|cachetear|madrear|partir la cara|morder)',
        'dar(?:le|les)? (?:un|una) (?:puñetazo|patada|bofetada|tortazo|golpe|paliza|cabezazo|guantazo|puñalada)',
        '(?:le|les) (?:hago|hare|hice|hacemos|hacer|puedo hacer) (?:mucho )?daño (?:a|al)',
        '(?:give|giving|gonna give|going to give) (?:him|her|them|my \\S+|that \\S+) (?:a )?(?:punch|kick|black eye|beating|slap|broken nose)',
      ),
    ),
    // Snails, slugs and aphids "all killed" in one message that names no person are pest control.
    unless: words(
      '(?:caracoles|babosas|pulgones|hormigas|orugas|bichos|plagas|cochinillas|gusanos|saltamontes|escarabajos|topos|ratones|mosquitos|moscas|chinches|mosca blanca|malas hierbas|hierbajos)(?! .*(?:niñ|compañer|herman|profe|maestr|amig|vecin|mama|papa|gente|persona))',
    ),
  },
  {
    id: 'weapons:more',
    category: 'weapons',
    pattern: words(
      anyOf(
        '(?:productos|quimicos|cosas|liquidos) (?:\\S+ ){0,2}explot(?:an|en|a) (?:\\S+ ){0,2}mezcl\\w*',
        'explot(?:ar|e|en) (?:\\S+ ){0,4}(?:asustar|hacer daño|la clase|el cole|el colegio)',
        '(?:chemicals|stuff|things|liquids) (?:\\S+ ){0,2}explode (?:\\S+ ){0,2}mix\\w*',
      ),
    ),
  },
  {
    id: 'drugs_alcohol:more',
    category: 'drugs_alcohol',
    pattern: words(
      anyOf(
        '(?:comprar|compro|conseguir|consigo|beber|bebo|fumar|fumo) (?:\\S+ )?(?:cerveza|alcohol|vino|vodka|tabaco|vapers?|porros|cigarros|droga|drogas) (?:con|a los|si tengo) (?:\\d+|diez|once|doce|trece|catorce|quince) años',
        '(?:buy|get|drink|smoke) (?:\\S+ )?(?:beer|alcohol|wine|vodka|vapes?|cigarettes|weed) (?:when|if|and|as) (?:im|i am) (?:\\d+|ten|eleven|twelve|thirteen|fourteen|fifteen)',
      ),
    ),
  },

  {
    id: 'drugs_alcohol:getting',
    category: 'drugs_alcohol',
    pattern: words(
      anyOf(
        'how (?:do|can|would) (?:kids|teens|children|people|you|i) (?:\\S+ )?(?:get|buy|find) (?:weed|drugs|pot|vapes?|alcohol|booze|cigarettes)',
        'como (?:consiguen|compran|se consigue|se compra|consigo|compro) (?:\\S+ )?(?:maria|marihuana|porros|droga|drogas|alcohol|vapers?|tabaco|cigarros)',
        '(?:beberme|tomarme|beber|tomar|drink|sneak|steal|try) (?:\\S+ )?(?:el|la|los|my|mi|some of my|his|her) (?:\\S+ ){0,2}(?:whisky|whiskey|vodka|cerveza|cervezas|vino|ron|ginebra|beer|wine|rum|gin|alcohol|licor|liquor)',
      ),
    ),
    unless: words('(?:beer|cerveza) (?:traps?|trampas?|for (?:the )?slugs|para (?:las )?babosas)'),
  },
  {
    id: 'violence:knock-out',
    category: 'violence',
    pattern: words(
      anyOf(
        '(?:pegar(?:le)?|golpear(?:le)?|dar(?:le)?) (?:\\S+ ){0,6}(?:dejarl[oa]|dejarle|dejar a \\S+) (?:inconsciente|sin sentido|k ?o)',
        '(?:hit|punch|kick|choke) (?:\\S+ ){0,6}(?:knock (?:them|him|her|someone) out|make (?:them|him|her) pass out)',
      ),
    ),
  },

  {
    id: 'weapons:carry',
    category: 'weapons',
    pattern: words(
      anyOf(
        '(?:take|bring|carry|sneak|hide) (?:\\S+ ){0,3}(?:rifle|shotgun|gun|pistol|revolver|knife|machete) (?:to|into|in) (?:the |my )?(?:park|school|playground|bus|party|class|backpack|bag)(?! (?:sprayer|nozzle))',
        '(?:llevar|llevo|traer|esconder|meter) (?:\\S+ ){0,4}(?:rifle|escopeta|pistola|revolver|arma|navaja|cuchillo|machete) (?:\\S+ ){0,3}(?:al|a la|en la|en el) (?:parque|cole|colegio|escuela|instituto|autobus|fiesta|clase|mochila)',
      ),
    ),
    unless: words('(?:pistola|gun) (?:de agua|water|de riego)|water (?:pistol|gun)'),
  },
  {
    id: 'violence:es:young-animals',
    category: 'violence',
    pattern: words(
      '(?:matar|mato|ahogar|ahogo|envenenar|envenenar|quemar|pegar|patear|hacer daño|hacerle daño) (?:a )?(?:los |las |el |la |unos |mis |sus )?(?:gatit|perrit|conejit|pajarit|pollit|cachorr)\\w*',
    ),
  },

  {
    id: 'violence:suffer',
    category: 'violence',
    pattern: words(
      anyOf(`make ${EN_PEOPLE_OR_PETS} suffer`, '(?:hacer|hago|hacerle|hacerla|hacerlo) sufrir (?:a|al)'),
    ),
  },
  {
    id: 'drugs_alcohol:feel-like',
    category: 'drugs_alcohol',
    pattern: words(
      anyOf(
        '(?:being|to be|getting|get) (?:drunk|high|stoned|wasted|tipsy)(?= .*(?:feel|like|try|want))',
        '(?:estar|ponerse|ponerme) (?:borrach[oa]|colocad[oa]|drogad[oa]|pedo)',
      ),
    ),
  },
]
