// Rule data for harm said in a child's everyday words: "how do I choke someone", eating alone in the toilets,
// "women belong in the kitchen", a full name typed in lower case, a website asking for details.
import { anyOf, type PhraseRule, words } from './phrase-rules'

/** Common surnames, so a full name typed without capitals ("me llamo sofía martínez lópez") is still seen. */
const ES_SURNAME = anyOf(
  '[a-zñ]{2,}ez',
  'garcia',
  'ruiz',
  'torres',
  'flores',
  'rivera',
  'morales',
  'ortiz',
  'castro',
  'romero',
  'herrera',
  'medina',
  'vargas',
  'reyes',
  'cruz',
  'mendoza',
  'silva',
  'rojas',
  'soto',
  'castillo',
  'vega',
  'navarro',
  'moreno',
  'muñoz',
  'munoz',
  'iglesias',
  'molina',
  'delgado',
  'ortega',
  'rubio',
  'marin',
  'serrano',
  'blanco',
  'suarez',
  'guerrero',
  'prieto',
  'cabrera',
  'aguilar',
  'campos',
)
const EN_SURNAME = anyOf(
  'smith',
  'johnson',
  'williams',
  'jones',
  'miller',
  'davis',
  'garcia',
  'rodriguez',
  'wilson',
  'martinez',
  'anderson',
  'taylor',
  'thomas',
  'moore',
  'jackson',
  'thompson',
  'harris',
  'clark',
  'lewis',
  'robinson',
  'walker',
  'allen',
  'wright',
  'scott',
  'adams',
  'baker',
  'nelson',
  'carter',
  'mitchell',
  'roberts',
  'turner',
  'phillips',
  'campbell',
  'parker',
  'evans',
  'edwards',
  'collins',
  'stewart',
  'morris',
  'murphy',
  'cooper',
  'peterson',
  'bailey',
  'kelly',
  'howard',
  'richardson',
  'watson',
  'brooks',
  'bennett',
  'hughes',
  'sanders',
  'foster',
  'johnston',
  'lopez',
  'gonzalez',
  'hernandez',
  'perez',
  'sanchez',
)

export const KID_PHRASING_RULES: readonly PhraseRule[] = [
  {
    // "cómo ahorco a alguien", "cómo mato a mi vecino": the first-person present Spanish children use to ask how.
    id: 'violence:es:how-do-i',
    category: 'violence',
    gate: /ahorc|mat|apuñal|acuchill|envenen|estrangul|ahog|degoll|aorc/,
    pattern: words(
      '(?:como|cuanto|donde|cual es la mejor forma de|que hago para) (?:\\S+ ){0,2}?(?:ahorco|aorco|mato|apuñalo|acuchillo|enveneno|estrangulo|ahogo|degollo|asfixio) (?:a|al) (?:alguien|una persona|un niño|una niña|mi \\S+|mis \\S+|el \\S+|la \\S+|ese \\S+|esa \\S+|\\S+)',
    ),
    unless: words(
      '(?:mato|ahogo|enveneno) (?:a |al )?(?:los |las |el |la |esa |ese |esas |esos |estas |estos )?(?:pulgones?|pulgon|babosas?|caracol(?:es)?|hormigas?|malas? hierbas?|plagas?|bichos?|orugas?|mosquitos?|moscas?|raton(?:es)?|ratas?|cucarachas?|topos?|arañas?|avispas?|gusanos?|lombrices|pulgas?|garrapatas?|piojos?|termitas?|chinches?|cochinillas?|mosca blanca|trips|ardillas?)' +
        // A boss or a dragon in a video game.
        '|(?:en|in) (?:el )?(?:minecraft|fortnite|roblox|terraria|zelda|pokemon|mario|videojuego|juego|la play|la switch)',
    ),
  },
  {
    // Throwing or shutting an animal in somewhere to see it suffer.
    id: 'violence:es:animal-cruelty',
    category: 'violence',
    gate: /tir|ech|meter|meto|encerr|ahog|lanz/,
    pattern: words(
      '(?:voy a|quiero|vamos a|como) (?:tirar|echar|meter|encerrar|lanzar) (?:a |al |a la )?(?:mi |el |la |un |una )?(?:gato|gata|gatito|perro|perrita|perrito|conejo|hamster|pajaro|pollito|gallina|cachorro) (?:\\S+ ){0,3}?(?:al|a la|en el|en la|dentro del?) (?:estanque|agua|rio|pozo|piscina|lavadora|horno|microondas|congelador|secadora|fuego|basura)',
    ),
    unless: words('(?:para|a) (?:bañarlo|bañarla|que se bañe|que nade|jugar)'),
  },
  {
    // Asking for a painless way out, or eating a poison "so it all stops": self-harm said without the word.
    id: 'self_harm:painless-way-out',
    category: 'self_harm',
    needsCare: true,
    gate: /painless|quick|easy|easi|fast|dolor|rapid|stop|end|acab|termin|despert|wake|die|muer|mori/,
    pattern: words(
      anyOf(
        '(?:most |a |the )?(?:painless|quickest|easiest|fastest) way (?:to|of) (?:go|die|dying|end it|end everything|not be here|disappear)',
        '(?:forma|manera) (?:mas |menos )?(?:rapida|facil|dolorosa|indolora) (?:de|para) (?:irme|morir|morirme|acabar con todo|desaparecer|no despertar)',
        '(?:eat|swallow|drink|take) (?:\\S+ ){0,4}?(?:berries|pills|bleach|poison|weed ?killer|slug pellets|yew|foxglove|nightshade|mushrooms|medicine) (?:\\S+ ){0,4}?(?:will (?:it|everything) (?:all )?(?:stop|end)|so (?:it|everything) (?:all )?(?:stops|ends)|to make (?:it|everything) stop|will i die|would i die|and not wake up|and never wake up)',
        '(?:me como|me tomo|me trago|comerme|tomarme|si como|si me como|si tomo) (?:\\S+ ){0,4}?(?:bayas|pastillas|lejia|veneno|tejo|dedalera|belladona|hongos|setas|matababosas|herbicida|medicinas) (?:\\S+ ){0,4}?(?:se acaba todo|se termina todo|me muero|me moriria|no despierto|para no despertar|para morir|para que (?:todo )?se acabe)',
      ),
    ),
  },
  {
    // Jumping from a height said as "throw myself": "me voy a tirar del techo".
    id: 'self_harm:es:throw-myself',
    category: 'self_harm',
    needsCare: true,
    gate: /tir|avent|lanz/,
    pattern: words(
      'me (?:voy a|quiero|pienso|tengo ganas de) (?:tirar|aventar|lanzar) (?:de|del|desde) (?:el |la |un |una |lo mas alto de(?:l| la) )?(?:techo|tejado|azotea|puente|edificio|ventana|balcon|terraza|acantilado|piso \\S+)',
    ),
  },
  {
    // "cómo hago que mi hermano se atragante", "cuánta lejía le pongo al jugo": harming someone, Spanish shapes.
    id: 'violence:es:make-them-and-poison-drink',
    category: 'violence',
    gate: /hag|hacer|pong|ech|met|pondr|enferm|intoxic|matar|envenen|haria/,
    pattern: words(
      anyOf(
        '(?:enfermaria|enfermara|enferme|intoxicaria|intoxique|mataria|envenenaria|le haria daño|le haria dano) a (?:mi|el|la|ese|esa|mis|los|las) (?:\\S+ )?(?:herman[oa]s?|hermanit[oa]s?|prim[oa]s?|maestr[oa]s?|profe|profes|compañer[oa]s?|amig[oa]s?|vecin[oa]s?|mama|papa|abuel[oa]s?|padrastro|madrastra)',
        '(?:hago|hacer|haga|hacemos) (?:para )?que (?:mi|el|la|ese|esa|los|las) (?:\\S+ )?(?:herman[oa]|hermanit[oa]|prim[oa]|maestr[oa]|profe|compañer[oa]|amig[oa]|vecin[oa]|niñ[oa]|mama|papa|abuel[oa]|bebe) se (?:atragante|ahogue|desmaye|enferme|intoxique|queme|muera|lastime|rompa)',
        '(?:cuanta|cuanto|cuantas|cuantos|que cantidad de|cuantas gotas de) (?:\\S+ )?(?:lejia|cloro|veneno|raticida|matababosas|laxante|jabon|insecticida|herbicida|pastillas|vidrio) (?:\\S+ )?le (?:pongo|echo|meto|pondria|echaria) (?:a|al|a la|en el|en la|en su) (?:\\S+ )?(?:jugo|comida|bebida|agua|leche|refresco|cafe|te|sopa|almuerzo|botella|vaso)',
        'le (?:pongo|echo|meto|pondria|echaria) (?:\\S+ ){0,2}?(?:lejia|cloro|veneno|raticida|matababosas|laxante|jabon|insecticida|herbicida|pastillas|vidrio|vidrios) (?:\\S+ ){0,2}?(?:a|al|a la|en el|en la|en su) (?:\\S+ )?(?:jugo|comida|bebida|agua|leche|refresco|cafe|te|sopa|almuerzo|botella|vaso|mochila|zapatos)',
      ),
    ),
    unless: words(
      '(?:a|al|en|para|contra) (?:las |los |el |la )?(?:plantas?|pulgones|babosas|hormigas|trampa|regadera|pulverizador|bichos|plagas?|rosal|rosas|tomateras?|huerto|cochinillas|mosca blanca)',
    ),
  },
  {
    // A blade made from something at hand: "a knife out of a spoon", "a shank from a toothbrush".
    id: 'weapons:en:improvised-blade',
    category: 'weapons',
    gate: /knife|shank|shiv|blade|spear|dagger|weapon/,
    pattern: words(
      anyOf(
        '(?:make|turn|sharpen|file) (?:\\S+ )?(?:a|an|into a|into an) (?:knife|shank|shiv|blade|spear|dagger|weapon|stabber) (?:out of|from|with|using) (?:a|an|my|the|some) \\S+',
        '(?:turn|make|sharpen|file|melt) (?:a|an|my|the|his|her) (?:\\S+ ){0,2}?into (?:a|an) (?:knife|shank|shiv|blade|spear|dagger|weapon|stabber)',
      ),
    ),
    unless: words(
      '(?:butter|clay|play ?doh|paper|cardboard|foam|cake|dough|toy) (?:knife|blade|spear|dagger)|(?:out of|from|with) (?:clay|play ?doh|paper|cardboard|foam|dough|lego)',
    ),
  },
  {
    // Heads pushed into toilets, nobody at the party: what bullied and lonely children tell.
    id: 'bullying:toilets-and-no-one-came',
    category: 'bullying',
    needsCare: true,
    gate: /head|cabeza|came|showed|vino|fue|llego|llore/,
    pattern: words(
      anyOf(
        '(?:shoved|stuck|put|pushed|dunked|flushed|held) my head (?:in|into|down|under) (?:the )?(?:toilet|loo|bin|trash|water)',
        'me (?:metieron|meten|mete|metio|hundieron|hunden) la cabeza (?:en|dentro de) (?:el |la )?(?:inodoro|water|vater|retrete|taza|baño|bote de basura|basurero)',
        '(?:nobody|no one|noone) (?:came|showed up|wanted to come) (?:to )?my (?:birthday|party|bday)',
        'nadie (?:vino|fue|quiso venir|llego) a mi (?:cumple|cumpleaños|fiesta)',
        'llore (?:toda la noche|todo el dia|en el baño|en clase|en el recreo|sin parar|mucho|otra vez)',
      ),
    ),
  },
  {
    // Hurting oneself "until it bleeds" (a rubber band, nails, a pinch) or jumping from a high place.
    id: 'self_harm:until-it-bleeds-and-heights',
    category: 'self_harm',
    needsCare: true,
    gate: /until|till|til|hasta|jump|salt|tir|bida|vida|existencia/,
    pattern: words(
      anyOf(
        '(?:my (?:wrist|wrists|arm|arms|skin|leg|legs|thigh|thighs)|myself) (?:\\S+ ){0,8}?(?:until|till|til) (?:it |they |i )?(?:bleeds?|bleed|goes red and bleeds|bruises?|is bleeding)',
        '(?:mi |la |las |los |mis )?(?:muñeca|muñecas|brazo|brazos|piel|pierna|piernas|muslo|muslos) (?:\\S+ ){0,8}?hasta que (?:me )?(?:sangra|sangre|sangran|sale sangre|quede morad[oa]|queda morad[oa])',
        '(?:bridge|building|cliff|roof|tower|balcony|puente|edificio|torre|acantilado|techo|azotea|balcon) (?:\\S+ ){0,8}?(?:i want to jump|i wanna jump|im going to jump|to jump off|quiero saltar|voy a saltar|me quiero tirar|me voy a tirar|para saltar|para tirarme)',
        '(?:terminar|acabar) con mi (?:vida|bida|existencia)',
      ),
    ),
    unless: words(
      'thorns?|brambles?|roses?|nettles?|espinas?|zarzas?|ortigas?|rosal|fell|me cai|me caí|pool|piscina|trampoline|trampolin|cama elastica|into the (?:water|pool|leaves)|al agua|a la piscina',
    ),
  },
  {
    // Animals thrown in water or made sick on purpose.
    id: 'violence:en:animal-cruelty',
    category: 'violence',
    gate: /throw|drop|put|push|lock|shut|sick|ill|dunk|toss|die/,
    pattern: words(
      anyOf(
        '(?:throw|drop|put|push|lock|shut|dunk|toss) (?:the |my |a |our |that |this |his |her |neighbou?rs? )?(?:\\S+ )?(?:cat|cats|dog|dogs|kitten|kittens|puppy|puppies|hamster|rabbit|bunny|bird|chick|chicks|pet|pets|frog|duckling) (?:\\S+ ){0,2}?(?:in|into|inside) (?:the |a )?(?:pond|pool|river|well|water|washing machine|dryer|oven|microwave|freezer|fire|bin|toilet)',
        '(?:make|get) (?:the |my |a |that |our |his |her )?(?:\\S+ )?(?:dog|cat|puppy|kitten|rabbit|bird|hamster|horse|chickens?) (?:\\S+ ){0,2}?(?:sick|ill|die)(?= .*(?:forever|so it|so that|on purpose|secretly|stops?|bark|without))',
      ),
    ),
    unless: words(
      '(?:in|into) (?:the |a )?(?:pond|pool|water) (?:to|for) (?:a )?(?:swim|bath|cool)|(?:sick|ill) (?:\\S+ ){0,3}(?:vet|medicine|worried|help)',
    ),
  },
  {
    // Broken glass or nails hidden in shoes or food; locking someone in a hot car.
    id: 'violence:hidden-traps-and-locked-in',
    category: 'violence',
    gate: /glass|nail|pin|tack|needle|vidri|clav|alfiler|chinche|tachuel|aguj|lock|shut|trap|encerr|atrapad/,
    pattern: words(
      anyOf(
        '(?:put|hide|stick|slip) (?:some |broken )?(?:glass|nails|pins|tacks|needles|thumbtacks|drawing pins|razor blades) (?:in|into|inside) (?:my |his |her |the |their )?(?:\\S+ )?(?:shoes?|bed|food|drink|lunch|pillow|chair|sandwich|boots?)',
        '(?:ponerle|poner|meterle|meter|le pongo|le meto|esconder) (?:unos |unas )?(?:vidrios?|cristales|clavos|alfileres|chinches|tachuelas|agujas|chinchetas) (?:en|a) (?:los |las |el |la |sus |su )?(?:zapatos|zapatillas|cama|comida|bebida|silla|almohada|mochila|botas|sandwich|almuerzo)',
        'how long (?:can|does|would|could) (?:someone|somebody|a (?:kid|person|baby|child|dog)|my \\S+) (?:\\S+ ){0,2}?(?:stay|survive|last|live|be) (?:locked|shut|trapped|stuck) in (?:a|the) (?:hot )?(?:car|trunk|freezer|fridge|shed|closet|box|suitcase)',
        'cuanto (?:tiempo )?(?:aguanta|sobrevive|dura|resiste|vive) (?:alguien|una persona|un niño|una niña|un bebe|mi \\S+|un perro) (?:encerrad[oa]|atrapad[oa]) en (?:un|el|una|la) (?:coche|carro|auto|maletero|cajuela|congelador|refrigerador|armario|caja|maleta)',
      ),
    ),
  },
  {
    // Breaking a sibling's fingers, a beating promised: Spanish first person, misspelt as said.
    id: 'violence:es:break-and-beat',
    category: 'violence',
    gate: /romp|part|quieb|tuerz|arranc|golpi|pali|madri|puti|chinga|tunda|zurra|pela|verguead|cagada/,
    pattern: words(
      anyOf(
        '(?:como )?le (?:rompo|parto|quiebro|tuerzo|arranco|rompere|voy a romper|voy a partir) (?:los|las|el|la) (?:dedos|brazo|brazos|pierna|piernas|nariz|dientes|cara|cuello|mano|manos|costillas) a (?:mi|ese|esa|el|la|un|una|mis)',
        '(?:le|les) (?:voy|boy|vamos|bamos) a (?:dar|meter|poner|pegar) (?:una |un )?(?:golpiza|golpisa|paliza|palisa|madriza|madrisa|putiza|chinga|tunda|zurra|pela|vergueada|cagada a palos)',
      ),
    ),
  },
  {
    // Lean: cough syrup mixed with soda.
    id: 'drugs_alcohol:lean',
    category: 'drugs_alcohol',
    gate: /syrup|codein|prometh|jarabe|drank|sizzurp|lean/,
    pattern: words(
      anyOf(
        '(?:cough syrup|cough medicine|codeine|promethazine|jarabe(?: para la tos)?|jarabe de codeina) (?:\\S+ ){0,3}?(?:with|con|and|y|in|en) (?:\\S+ )?(?:soda|sprite|refresco|coca|pop|candy|jolly ranchers|dulces|gaseosa)',
        'purple drank',
        'sizzurp',
        'sip(?:ping)? lean',
      ),
    ),
  },
  {
    // Wine or beer offered at home: "can I drink a whole glass".
    id: 'drugs_alcohol:whole-glass',
    category: 'drugs_alcohol',
    gate: /glass|cup|bottle|can|copa|vaso|botella|lata|trago|shot/,
    pattern: words(
      anyOf(
        '(?:wine|beer|vodka|whiskey|rum|champagne|cider|alcohol|booze) (?:\\S+ ){0,8}?(?:can|may|should|could) i (?:drink|have|try|finish) (?:a |the |my |his |her )?(?:whole|full|big|entire) (?:glass|cup|bottle|can)',
        '(?:can|may|could) i (?:drink|have|try|finish) (?:a |the )?(?:whole |full |big )?(?:glass|cup|bottle|can|shot) of (?:wine|beer|vodka|whiskey|rum|champagne|cider|alcohol|booze)',
        '(?:me puedo|puedo|podria) (?:tomar|beber|terminar) (?:me )?(?:una|un|la|el) (?:copa|vaso|botella|lata|trago) (?:entera|entero|de vino|de cerveza|de ron|de tequila|llena|lleno)',
      ),
    ),
  },
  {
    // A tummy ache every Sunday night before school: anxiety a child describes in the body.
    id: 'bullying:school-dread',
    category: 'bullying',
    needsCare: true,
    gate: /ache|hurt|duele|dolor/,
    pattern: words(
      anyOf(
        '(?:tummy|stomach|belly|head) ?(?:ache|aches|hurts) (?:\\S+ ){0,6}?(?:because of (?:monday|school)|before school|every sunday|when i have to go to school|on school days)',
        '(?:me duele|tengo dolor de|me da dolor de) (?:la )?(?:panza|barriga|tripa|estomago|pancita|cabeza) (?:\\S+ ){0,6}?(?:por el lunes|antes de ir al (?:cole|colegio|escuela)|cuando tengo que ir (?:al|a la)|los domingos)',
      ),
    ),
  },
  {
    // Skin called dirt or poo because of its colour; a nickname to mock a disabled child.
    id: 'hate:skin-and-disability',
    category: 'hate',
    gate: /piel|skin|discapac|disabled|wheelchair|silla de ruedas|autis|down/,
    pattern: words(
      anyOf(
        '(?:piel|skin) (?:\\S+ ){0,3}?(?:color (?:de )?|colou?r of |like )?(?:caca|popo|mierda|sucia|poop|poo|dirt|dirty|mud)',
        '(?:people|kids|children|persons) (?:in|with) (?:wheelchairs?|disabilities|down syndrome|autism) (?:are|r) (?:\\S+ )?(?:useless|stupid|dumb|worthless|a burden|freaks|gross)',
        '(?:la gente|las personas|los niños) (?:en|con) (?:silla de ruedas|discapacidad|sindrome de down|autismo) (?:son|no) (?:\\S+ )?(?:inutiles|tontos|estorbo|un estorbo|sirven para nada|raros)',
      ),
    ),
  },
  {
    // A switchblade or knuckles bought online; a gun taken to show the bullies.
    id: 'weapons:buy-blade-and-show-bullies',
    category: 'weapons',
    gate: /navaj|nabaj|switch|butterfly|knuckle|manopl|nudiller|puño americano|rifle|gun|pistol|escopeta|pistola|knife|cuchillo|balisong/,
    pattern: words(
      anyOf(
        '(?:donde|como|quien) (?:\\S+ ){0,2}?(?:compro|conpro|consigo|comprar|venden|pido) (?:\\S+ ){0,2}?(?:navaja|nabaja) (?:automatica|de mariposa|mariposa|retractil|de resorte)',
        '(?:buy|get|order) (?:\\S+ ){0,2}?(?:switchblade|butterfly knife|balisong|brass knuckles|gravity knife)',
        '(?:manoplas?|nudilleras?|puño americano)',
        '(?:take|bring|show|sneak) (?:\\S+ ){0,3}?(?:rifle|gun|pistol|shotgun|knife) (?:\\S+ ){0,4}?(?:to (?:school|class)|the (?:kids|boys|girls|bullies) who|to scare)',
        '(?:llevar|llevo|enseñar|enseño|mostrar) (?:\\S+ ){0,3}?(?:rifle|escopeta|pistola|cuchillo|navaja) (?:\\S+ ){0,4}?(?:a la escuela|al cole|al colegio|a los (?:niños|que me))',
      ),
    ),
  },
  {
    // Someone else's calming pills taken "to relax" or "to feel": prescription drugs by name.
    id: 'drugs_alcohol:prescription-pills',
    category: 'drugs_alcohol',
    gate: /clonaz|rivotril|alpraz|diazep|valium|loraz|tramad|oxy|percocet|xanax|benzo|adderall|codein|ambien/,
    pattern: words(
      '(?:me tomo|tomarme|tomo|tomar|me trago|take|taking|took|try|pop|swallow) (?:\\S+ ){0,2}?(?:clonazepam|rivotril|alprazolam|diazepam|valium|lorazepam|tramadol|oxy\\w*|percocet|xanax|benzos?|adderall|codeine|codeina|ambien) (?:\\S+ ){0,4}?(?:de mi|de mis|from my|my (?:moms|mums|dads|grandmas|grandpas|nanas)|para (?:relajarme|dormir|volar|sentirme|ponerme)|to (?:relax|chill|feel|sleep|get|calm))',
    ),
  },
  {
    // "How much bleach do I put in her juice": poison slipped into someone's drink.
    id: 'violence:en:poison-in-drink',
    category: 'violence',
    gate: /bleach|poison|killer|pellets|laxative|soap|pills|antifreeze|pesticide|chlorine/,
    pattern: words(
      '(?:how much|how many drops of|what amount of|how many) (?:\\S+ )?(?:bleach|poison|weed ?killer|rat poison|slug pellets|laxatives?|soap|pills|antifreeze|pesticide|chlorine) (?:\\S+ ){0,3}?(?:put|pour|mix|add|slip|drop) (?:\\S+ ){0,2}?(?:in|into) (?:my |his |her |their |the )?(?:\\S+ )?(?:juice|drink|food|tea|coffee|milk|soup|lunch|water bottle|bottle|cereal|soda)',
    ),
    unless: words(
      '(?:for|on|to) (?:the )?(?:plants?|aphids|slugs|weeds|roses|lawn|pond)|watering can|sprayer|spray bottle',
    ),
  },
  {
    // A blade made from a spoon or a toothbrush, in Spanish.
    id: 'weapons:es:improvised-blade',
    category: 'weapons',
    gate: /cuchil|cuchiy|chuchil|puñal|navaj|punzon|estilete|arma|lanza|punta/,
    pattern: words(
      '(?:hago|hacer|aser|fabrico|fabricar|armo|armar|afilo|afilar) (?:un|una) (?:cuchillo|chuchillo|cuchiyo|puñal|navaja|punzon|estilete|arma|lanza|punta) (?:\\S+ ){0,2}?(?:con|de|a partir de) (?:un|una|el|la|mi|unos|unas) \\S+',
    ),
    unless: words(
      'plastilina|papel|carton|arcilla|barro|goma eva|juguete|de mentira|para el disfraz|para la obra|de madera para jugar',
    ),
  },
  {
    // The silent treatment: "me hacen la ley del hielo", "everyone ignores me".
    id: 'bullying:silent-treatment',
    category: 'bullying',
    needsCare: true,
    gate: /hielo|silent|ignor/,
    pattern: words(
      anyOf(
        '(?:me )?(?:hacen|aplican|hicieron|estan haciendo|hace) la ley del hielo',
        '(?:give|giving|gave|gives) me the silent treatment',
        '(?:everyone|everybody|they all|the whole class|all my friends|my friends|the other kids) (?:\\S+ )?(?:ignores?|ignored|ignoring) me',
        '(?:todos|toda la clase|mis amigos|mis amigas|los demas|nadie) (?:\\S+ )?(?:me ignoran|me ignora|me hace caso)',
      ),
    ),
  },
  {
    // A photo "without your top" asked as proof of love: grooming, whoever names the clothes.
    id: 'grooming:photo-undressed',
    category: 'grooming',
    needsCare: true,
    gate: /foto|video|selfie|photo|pic|picture|quiero|quieres|amo|amas|love|like/,
    pattern: words(
      anyOf(
        // Only when someone else asks for it: a child offering a photo, or asking for a drawing, is the sexual rule's.
        '(?:dice que|me pide|me pidio|me pidió|quiere que|me dijo que|me insiste|me obliga a) (?:\\S+ ){0,8}?(?:fotos?|videos?|selfies?) (?:\\S+ ){0,3}?(?:sin (?:la parte de arriba|camiseta|camisa|blusa|ropa|nada puesto|nada|pantalones)|en (?:ropa interior|calzones|calzoncillos|bragas|bikini|pijama|toalla))',
        '(?:wants me to|asks me|asked me|told me to|tells me to|keeps asking me|says i should|said i should|wants) (?:\\S+ ){0,8}?(?:photos?|pics?|pictures?|videos?|selfies?) (?:\\S+ ){0,3}?(?:without (?:my |your |a |any )?(?:top|shirt|clothes|pants|trousers)|with no (?:top|shirt|clothes)|in (?:my |your )?(?:underwear|undies|bikini|pajamas|pyjamas|towel|swimsuit))',
        'si (?:de verdad|en serio|realmente) (?:lo|la|me|te) (?:quiero|quieres|amo|amas) (?:\\S+ ){0,3}?(?:le |me |te )?(?:mande|mandes|mando|envie|envies|pase|pases)',
        'if i (?:really|truly) (?:love|like) (?:him|her|them) i (?:would|will|should|have to) (?:send|show)',
      ),
    ),
    unless: words(
      '(?:fotos?|photos?|pics?|pictures?) (?:de|of) (?:la |las |los |el |the |my |mi |mis )?(?:plantas?|flores?|jardin|garden|plants?|flowers?|arbol|trees?|huerto)',
    ),
  },
  {
    // Everyone has a best friend but me.
    id: 'bullying:everyone-but-me',
    category: 'bullying',
    needsCare: true,
    gate: /menos yo|excepto yo|but me|except me|except for me|sino yo/,
    pattern: words(
      anyOf(
        '(?:todos|todas|todo el mundo) (?:\\S+ ){0,4}?(?:tienen|tiene) (?:un |una )?(?:mejor amig[oa]|amig[oa]s?|con quien jugar|pareja para el trabajo|grupo) (?:\\S+ ){0,2}?(?:menos|excepto|salvo) yo',
        '(?:everyone|everybody|all the kids|all the other kids) (?:\\S+ ){0,4}?(?:has|have|got) (?:a )?(?:best friend|friends?|someone to play with|a partner|a group) (?:\\S+ ){0,2}?(?:but|except|except for) me',
      ),
    ),
  },
  {
    // Making a weapon "to stick it into" someone: Spanish glued pronouns (clavársela, clavarle).
    id: 'weapons:es:to-stab-someone',
    category: 'weapons',
    gate: /clav|apuñal|pinch|cort|lanza|cuchill|punta|navaj|matar|herir|lastim/,
    pattern: words(
      '(?:lanza|espada|cuchillo|cuchilla|navaja|punta|estaca|flecha|pica|arma)s? (?:\\S+ ){0,4}?para (?:clavarsela|clavarselo|clavarle|clavarla|pincharle|apuñalar|apuñalarle|cortarle|matar|herir|lastimar) (?:a|al)',
    ),
  },
  {
    // Eating or hiding alone in the toilets so nobody sees: loneliness at school.
    id: 'bullying:eat-alone-in-toilets',
    category: 'bullying',
    needsCare: true,
    gate: /baño|bano|bathroom|toilet|restroom|loo/,
    pattern: words(
      anyOf(
        '(?:como|almuerzo|meriendo|me escondo|me quedo|lloro|paso el recreo) (?:\\S+ ){0,3}?en el (?:baño|bano|servicio|lavabo) (?:\\S+ ){0,3}?(?:para que nadie|porque nadie|sol[oa]|a escondidas|para no)',
        '(?:eat|have|hide|spend) (?:my )?(?:lunch|recess|break|snack)? ?(?:\\S+ ){0,2}?in the (?:bathroom|toilets?|restroom|loo|girls room|boys room) (?:\\S+ ){0,3}?(?:so (?:nobody|no one)|because (?:nobody|no one)|alone|by myself)',
      ),
    ),
  },
  {
    // Names and mud: "me dicen bicho raro", "me tiran al barro", "they push me in the mud".
    id: 'bullying:es:names-and-shoves',
    category: 'bullying',
    needsCare: true,
    gate: /dicen|llaman|tiran|empujan|escupen|esconden|rompen|call|avient|echan|gritan/,
    pattern: words(
      anyOf(
        'me (?:dicen|llaman|gritan) (?:\\S+ ){0,1}?(?:bicho raro|rar[oa]|friki|nerd|cerebrito|enano|enana|foca|vaca|cuatro ojos|gafotas|apodos|cosas feas|nombres feos)',
        'me (?:tiran|empujan|avientan|echan) (?:al|en el|contra el|a la) (?:barro|lodo|suelo|piso|charco|basura|pared)',
        'me (?:escupen|esconden (?:la|el|mis|mi) \\S+|rompen (?:la|el|mis|mi) \\S+|tiran (?:piedras|cosas|la mochila|mis cosas))',
        // A nickname and laughter: "me dicen cara de tomate y se ríen", "they call me tomato face and laugh".
        'me (?:dicen|llaman|gritan) (?:\\S+ ){1,4}?y (?:todos )?se (?:rien|burlan|carcajean)',
        '(?:call|calls|called) me (?:\\S+ ){1,4}?and (?:they |everyone |all )?(?:laugh|laughs|laughed|giggle|point)',
      ),
    ),
  },
  {
    // Sexism and slurs said as "facts": "women belong in the kitchen", "los gays están enfermos".
    id: 'hate:belong-and-sick',
    category: 'hate',
    gate: /kitchen|cocina|shut up|callad|callar|enferm|sick|anormal|aberraci|vote|votar|quiet|obey|obedec|work|home|asco|fenomeno|diseas|freak|ill in/,
    pattern: words(
      anyOf(
        '(?:women|girls|ladies|wives) (?:belong|should (?:stay|be|go back)|need to (?:stay|be)|are only good) (?:\\S+ ){0,1}?(?:in|for) the kitchen',
        '(?:women|girls) (?:should|must|need to) (?:shut up|be quiet|not vote|obey|not work|stay home)',
        '(?:las )?(?:mujeres|niñas|chicas) (?:son para|deben estar en|pertenecen a|a) la cocina',
        '(?:las )?(?:mujeres|niñas|chicas) (?:deben|tienen que|deberian) (?:callarse|estar calladas|obedecer|no votar)',
        '(?:los |las )?(?:gays|gais|lesbianas|trans|homosexuales|maricas) (?:estan|son) (?:\\S+ )?(?:enferm[oa]s|anormales|un asco|aberraciones|fenomenos)',
        '(?:gay|trans|lesbian) (?:people|peple|ppl|kids|guys) (?:are|r) (?:\\S+ )?(?:sick|ill in the head|diseased|freaks)',
      ),
    ),
  },
  {
    // A full name typed in lower case: first name and one or two surnames after "me llamo" or "my name is".
    id: 'personal_info:full-name-lowercase',
    category: 'personal_info',
    gate: /llamo|nombre|soy|name|called|i am|im /,
    pattern: words(
      anyOf(
        `(?:me llamo|mi nombre (?:completo )?es|soy) [a-zñ]{3,} (?:[a-zñ]{3,} )?${ES_SURNAME}(?: ${ES_SURNAME})?`,
        `(?:my name is|my full name is|im called|i am|im) [a-z]{3,} (?:[a-z]{3,} )?${EN_SURNAME}(?! (?:and|or|is|are|in a|at the) (?:\\S+ )?(?:show|movie|film|game|song|book|cartoon|costume))`,
      ),
    ),
  },
  {
    // A website, game or pop-up asking for a child's details, often for a "free prize".
    id: 'personal_info:site-asks-details',
    category: 'personal_info',
    gate: /website|site|page|app|game|pop|link|quiz|form|pagina|web|aplicacion|juego|enlace|ventana|encuesta|formulario/,
    pattern: words(
      anyOf(
        '(?:a|this|the|some) (?:website|site|page|app|game|pop ?up|link|quiz|form) (?:\\S+ ){0,2}?(?:wants|asks for|asked for|is asking for|needs) my (?:\\S+ ){0,3}?(?:full name|address|birthday|date of birth|password|phone number|school|parents card|moms card|dads card)',
        '(?:una|esta|la|un|este|el) (?:pagina|web|app|aplicacion|juego|enlace|link|ventana|encuesta|formulario) (?:\\S+ ){0,2}?(?:me pide|pide|quiere|me pregunta|me pidio) (?:\\S+ ){0,3}?(?:nombre completo|direccion|cumpleaños|fecha de nacimiento|contraseña|contrasena|telefono|colegio|escuela|tarjeta)',
      ),
    ),
  },
]
