// Broad phrasings of the second broadening pass, as rule data: fire and trapping, homemade weapons that kill, sniffing
// to get high, bones bent the wrong way, hate about faiths, races and traits.
import { anyOf, type PhraseRule, words } from './phrase-rules'

export const BROAD_HARM_RULES: readonly PhraseRule[] = [
  {
    id: 'violence:fire-and-trap',
    category: 'violence',
    gate: /fire|burn|fuego|quem|incendi|lock|shut|encierr|freezer|congelador|trunk|maletero/,
    pattern: words(
      anyOf(
        '(?:set|light|lit) (?:my |the |his |her |our |their |that )?(?:school|class ?room|house|home|car|bus|neighbou?rs? (?:house|car)|teachers? (?:house|car)) on fire',
        '(?:burn|burning) down (?:my |the |his |her |our )?(?:school|house|classroom|home)',
        '(?:prendo|prender|prenderle|le prendo|quemo|quemar|incendio|incendiar) (?:fuego )?(?:a )?(?:mi|la|el|al) (?:escuela|colegio|cole|salon|casa|auto|carro|coche)',
        '(?:lock|shut|put) (?:my |the )?(?:little |baby )?(?:brother|sister|cousin|baby|kid) in (?:the |a )?(?:freezer|fridge|dryer|trunk|hot car|car in the sun)',
        '(?:encierro|encerrar|meto|meter) a (?:mi )?(?:hermanit[oa]|herman[oa]|prim[oa]|bebe) en (?:el |la )?(?:congelador|nevera|secadora|maletero|auto al sol|coche al sol)',
      ),
    ),
  },
  {
    id: 'hate:worst-group',
    category: 'hate',
    gate: /race|religion|nationalit|skin|raza|religion|nacionalidad|piel/,
    pattern: words(
      anyOf(
        '(?:which|what) (?:race|religion|nationality|skin colou?r|ethnicity) is (?:the )?(?:worst|dumbest|most stupid|ugliest|dirtiest)',
        'cual (?:raza|religion|nacionalidad|color de piel) es (?:la |el )?(?:peor|mas tont[oa]|mas fe[oa]|mas suci[oa])',
      ),
    ),
  },
  {
    id: 'weapons:made-to-kill',
    category: 'weapons',
    gate: /crossbow|spear|bow|slingshot|blowgun|catapult|knife|blade|shank|shiv|sharp|ballesta|lanza|arco|honda|cerbatana|cuchillo|navaja|filo|afilad/,
    pattern: words(
      anyOf(
        '(?:make|build|craft|carve) (?:a |an |my own )?(?:\\S+ ){0,2}?(?:crossbow|spear|bow|slingshot|blowgun|catapult|knife|blade|shank|shiv) (?:\\S+ ){0,4}?(?:kill|hurt|stab|injure|wound) (?:a person|someone|somebody|people|a kid|him|her)',
        '(?:sharp|strong|pointy) enough to (?:stab|cut|kill|hurt|go) (?:\\S+ ){0,2}?(?:someone|somebody|a person|people|skin|a jacket|through (?:a )?(?:jacket|coat|skin|someone))',
        '(?:hacer|armar|fabricar|hago|armo|fabrico) (?:un |una )?(?:\\S+ ){0,2}?(?:ballesta|lanza|arco|honda|cerbatana|cuchillo|navaja|punta) (?:\\S+ ){0,4}?(?:matar|lastimar|apuñalar|herir) (?:a )?(?:alguien|una persona|gente|un niño|el|ella)',
        '(?:tan )?(?:afilad[oa]|filos[oa]) (?:como )?para (?:apuñalar|atravesar|cortar|lastimar) (?:a )?(?:alguien|una persona|una campera|una chaqueta|la piel)',
      ),
    ),
  },
  {
    id: 'drugs_alcohol:sniffing',
    category: 'drugs_alcohol',
    gate: /sniff|huff|smell|inhal|oler|huel|inhal|esnif|aspir/,
    pattern: words(
      anyOf(
        '(?:sniff|sniffing|huff|huffing|smell|smelling|inhale|inhaling) (?:\\S+ ){0,3}?(?:markers?|glue|sharpies?|spray paint|gas|gasoline|whipped cream|nitrous|paint thinner|air duster|computer duster)(?=.*(?:high|weird|funny|dizzy|floaty|buzz|trip|how many|how much))',
        '(?:markers|glue|sharpies|spray paint|gasoline|whipped cream cans|nitrous|paint thinner|air duster) (?:\\S+ ){0,3}?(?:sniff|huff|inhale|smell)(?=.*(?:high|weird|funny|dizzy|floaty|buzz|trip))',
        '(?:oler|huelo|inhalar|inhalo|esnifar|aspirar|aspiro) (?:\\S+ ){0,3}?(?:marcadores|pegamento|resistol|thinner|pintura en aerosol|gasolina|poppers|aerosol)(?=.*(?:raro|rara|volar|colocad|loco|loca|mareado|mareada|cuantos|cuanto|pone))',
        '(?:marcadores|pegamento|resistol|thinner|gasolina|poppers) (?:\\S+ ){0,3}?(?:huelo|oler|inhalo|inhalar|esnifo|aspiro)(?=.*(?:raro|rara|volar|colocad|loco|loca|mareado|mareada))',
      ),
    ),
  },
  {
    id: 'medical_emergency:bone',
    category: 'medical_emergency',
    needsCare: true,
    gate: /bent|twist|bone|sticking|doblad|torcid|hueso|al reves/,
    pattern: words(
      anyOf(
        '(?:arm|leg|wrist|ankle|finger|knee|elbow|neck) (?:is |looks )?(?:bent|twisted) (?:the )?(?:wrong way|backwards|weird)',
        'bone (?:is )?(?:sticking|poking|coming) out',
        '(?:brazo|pierna|muñeca|tobillo|dedo|rodilla|codo|cuello) (?:\\S+ )?(?:doblad[oa]|torcid[oa]) (?:raro|al reves|para el otro lado|para atras)',
        'hueso (?:\\S+ )?(?:afuera|salido|se le sale)',
      ),
    ),
  },
  {
    id: 'hate:faith-and-traits',
    category: 'hate',
    gate: /pray|differen|believ|wheelchair|rezan|distint|creen|silla de ruedas|sucios/,
    pattern: words(
      anyOf(
        '(?:people|kids|those|families) (?:who|that) (?:pray|believe|look|talk|dress|love) (?:\\S+ )?(?:differently|different) (?:\\S+ ){0,2}?(?:are|should be) (?:bad|evil|dirty|stupid|gross|hurt|punished|gone|kicked out)',
        '(?:la gente|los|las|los niños) (?:que|de) (?:rezan|creen|hablan|se visten) (?:distinto|diferente) (?:\\S+ ){0,2}?(?:son|deberian ser) (?:malos|malas|sucios|tontos|asquerosos)',
        'no quiero (?:jugar|sentarme|estar) con (?:el niño|la niña|los niños) de (?:\\S+ ){1,2}porque (?:son|es) (?:sucios?|suci[ao]s?|tont[oa]s?|asquerosos?|feos?)',
        '(?:i dont want to|i wont) (?:play|sit) with the (?:kid|girl|boy) from (?:\\S+ ){1,2}because (?:they are|theyre|he is|she is) (?:dirty|stupid|gross)',
      ),
    ),
  },
  {
    id: 'self_harm:hanging',
    category: 'self_harm',
    needsCare: true,
    gate: /hang|chok|strangl|colg|ahorc/,
    pattern: words(
      anyOf(
        '(?:hang|hanging|choke|choking|strangle) (?:my ?self|myslef|myselfe)',
        '(?:quiero|voy a|pienso|puedo) (?:colgarme|ahorcarme)',
        'me (?:quiero|voy a|pienso) (?:colgar|ahorcar)(?! (?:la|el|las|los|una|un|unas|unos|de|del|en) )',
      ),
    ),
  },
  {
    id: 'violence:spiked-or-tripped',
    category: 'violence',
    gate: /drink|food|juice|coffee|cup|tea|lunch|trip|push|shove|bebida|comida|jugo|cafe|vaso|zancadilla|empuj/,
    pattern: words(
      anyOf(
        '(?:put|slip|pour|mix|sneak) (?:something|stuff|poison|pills|bleach|soap|laxatives?|glass) (?:in|into) (?:his|her|their|the|my \\S+s?) (?:\\S+ )?(?:drink|food|juice|coffee|cup|tea|lunch|water)(?=.*(?:sick|die|sleep|hurt|ill|throw up|puke))',
        '(?:echar|poner|meter)(?:le|les)? (?:algo|veneno|pastillas|lejia|cloro|jabon|vidrio) (?:en|a) (?:la|su|el|sus) (?:bebida|comida|jugo|cafe|vaso|te|agua|almuerzo)(?=.*(?:enferm|muera|duerma|sienta mal|vomite|lastim))',
        '(?:trip|push|shove) (?:\\S+ ){0,2}?so (?:that )?(?:they|he|she) (?:\\S+ )?(?:break|brake|breaks|brakes|hurt|hurts|bleed|bleeds|crack|cracks)',
        '(?:zancadilla|empujon|empujar|empujo) (?:\\S+ ){0,4}?para que se (?:rompa|quiebre|lastime|parta|abra)',
      ),
    ),
  },
  {
    id: 'weapons:family-gun',
    category: 'weapons',
    gate: /gun|gon|gat|glock|pistol|rifle|shotgun|strap|pistola|escopeta|revolver|fierro|cuete|chumbo/,
    pattern: words(
      anyOf(
        '(?:load|shoot|fire|unlock|use|find) (?:my |the )?(?:dads|uncles|grandpas|moms|brothers|fathers|stepdads) (?:gun|gon|gat|glock|pistol|rifle|shotgun|strap|piece)',
        '(?:cargo|cargar|disparo|disparar|uso|usar|encuentro) (?:el |la )?(?:pistola|escopeta|revolver|fierro|cuete|chumbo|arma) de mi (?:papa|padre|tio|abuelo|hermano|padrastro)',
      ),
    ),
  },
  {
    id: 'sexual:naked-media',
    category: 'sexual',
    gate: /naked|nude|clothes|desnud|ropa/,
    pattern: words(
      anyOf(
        '(?:movies?|videos?|shows?|films?|pictures?|pics?|cartoons?) (?:\\S+ ){0,4}?(?:naked|nude|with no clothes|without clothes|no clothes on)',
        '(?:peliculas?|videos?|series?|fotos?|dibujos?) (?:\\S+ ){0,4}?(?:desnud[oa]s?|sin ropa)',
      ),
    ),
    unless: words(
      '(?:naked|nude) (?:mole ?rats?|snails?|slugs?|roots?|seeds?|branches|trees?)|sin ropa (?:sucia|tendida)',
    ),
  },
  {
    id: 'personal_info:alone-and-where',
    category: 'personal_info',
    gate: /alone|sol[oa]|solit/,
    pattern: words(
      anyOf(
        '(?:home alone|alone at home|by myself at home)(?=.*(?:street|st|road|avenue|ave|drive|lane|my house is|i live))',
        '(?:estoy|me quedo|quedo) (?:sol[oa]|solit[oa]) en (?:casa|mi casa)(?=.*(?:calle|avenida|av|mi casa es|vivo en|barrio))',
      ),
    ),
  },
  {
    id: 'medical_emergency:allergy-and-burns',
    category: 'medical_emergency',
    needsCare: true,
    gate: /hive|bump|voice|throat|swallow|lip|blister|skin|roncha|voz|garganta|tragar|labio|ampolla|piel/,
    pattern: words(
      anyOf(
        '(?:stung|sting|stings|bit|bitten|ate|eaten|eating|touched) (?:\\S+ ){0,8}?(?:hives (?:all over|everywhere)|(?:red )?bumps (?:all over|everywhere)|(?:voice|breathing) (?:is |sounds |got )?(?:weird|funny|hoarse|strange|wheezy)|throat (?:is |feels )?(?:tight|closing|swelling|itchy)|cant swallow|lips? (?:are |is )?(?:swelling|swollen|puffy|huge))',
        '(?:pico|picadura|mordio|comio|toco) (?:\\S+ ){0,8}?(?:ronchas (?:por todo|en todo|por todas partes)|voz (?:rara|ronca)|garganta (?:cerrada|apretada|se (?:le |me )?cierra|le pica)|no puede tragar|no puedo tragar|labios? (?:hinchad[oa]s?|enormes))',
        '(?:burn\\w*|scald\\w*|quem\\w*) (?:\\S+ ){0,8}?(?:(?:big|huge|giant|massive|enormes|grandes|gigantes) (?:blisters|ampollas)|(?:blisters|ampollas) (?:\\S+ )?(?:enormes|grandes|gigantes|everywhere|por todos lados)|skin (?:is )?(?:peeling|coming|came) off|(?:se le|se me) (?:cae|cayo|sale|salio|pela) la piel)',
      ),
    ),
  },
  {
    id: 'sexual:bath-photo',
    category: 'sexual',
    gate: /pic|photo|video|selfie|foto|bath|shower|tub|underwear|bra|undies|clothes|shirt|bañera|ducha|tina|ropa|calzon|bombacha|camiseta|playera|remera/,
    pattern: words(
      anyOf(
        '(?:send|show|give) (?:me )?(?:a |some )?(?:pic|pics|picture|pictures|photo|photos|video|videos|selfie|selfies) (?:of )?(?:you |yourself )?(?:in (?:the |your )?(?:bath|shower|tub|underwear|bra|undies|bikini)|without (?:clothes|a shirt|your shirt|pants))',
        '(?:mandame|enviame|pasame|muestrame|enseñame) (?:una |unas )?(?:foto|fotos|video|videos|selfie) (?:tuya|tuyas|tuyo|tuyos|de ti)? ?(?:en (?:la )?(?:bañera|ducha|tina|baño)|en (?:ropa interior|calzones|bombacha|chones|bikini)|sin (?:ropa|camiseta|playera|remera|pantalones))',
      ),
    ),
  },
  {
    id: 'personal_info:my-bus-and-stop',
    category: 'personal_info',
    gate: /bus|stop|corner|colectivo|camion|micro|autobus|guagua|parada|esquina/,
    pattern: words(
      anyOf(
        '(?:i take|i catch|i ride|i wait for|i get on) (?:the )?(?:school )?(?:bus|number \\d+|\\d+ bus|\\d+) (?:\\S+ ){0,4}?(?:at \\d|from the corner|at the (?:stop|corner)|on the corner)',
        '(?:tomo|agarro|espero|me subo al?) (?:el |la )?(?:colectivo|bus|camion|micro|autobus|guagua|\\d+) (?:\\S+ ){0,4}?(?:a las \\d|en la esquina|en la parada)',
      ),
    ),
  },
  {
    id: 'weapons:sharpened-to-pierce',
    category: 'weapons',
    gate: /sharpen|afil/,
    pattern: words(
      '(?:sharpen|afilo|afilar|afilarle) (?:un |una |el |la |my |a |the |mi )?(?:cuchillo|navaja|palo|lapiz|cepillo(?: de dientes)?|destornillador|cuchara|knife|stick|pencil|screwdriver|toothbrush|spoon|blade) (?:\\S+ ){0,2}?(?:para que|so (?:it|that it)(?: can)?|to|para) (?:atraviese|atravesar|corte|pinche|lastime|apuñalar|go through|goes through|cuts? through|stab|stabs|pierce|pierces|hurt|hurts) (?:\\S+ ){0,2}?(?:una |a |la |el |someone|somebody|alguien|skin|piel|jacket|chamarra|chaqueta|campera|chompa|coat|person|persona|people|gente)',
    ),
  },
  {
    id: 'violence:start-a-fight',
    category: 'violence',
    gate: /fight|pelea|bronca|riña/,
    pattern: words(
      anyOf(
        '(?:start|pick|begin) a fight (?:\\S+ ){0,3}?(?:without getting caught|and win|so (?:they|he|she) gets? hurt|and hurt)',
        '(?:armo|armar|empiezo|empezar|inicio|iniciar|busco|buscar) (?:una )?(?:pelea|bronca|riña) (?:\\S+ ){0,4}?(?:sin que me (?:agarren|pillen|vean|cachen|descubran)|y (?:le|les) (?:gano|pego)|para (?:pegarle|lastimarlo|lastimarla))',
      ),
    ),
  },
  {
    id: 'hate:out-with-them',
    category: 'hate',
    gate: /fuera|out/,
    pattern: words(
      anyOf(
        '(?:fuera|afuera) (?:los |las |todos los )?(?:inmigrantes|extranjeros|refugiados|migrantes|judios|musulmanes|negros|gitanos|sudacas|moros|chinos|gays)',
        '(?:all )?(?:the )?(?:immigrants|foreigners|refugees|migrants|jews|muslims|mexicans|gays|blacks) (?:get )?out(?: of (?:here|our country|my school))?$',
      ),
    ),
  },
  {
    // A child telling of being shown or touched: sexual abuse, answered with care (brave to tell, never your fault, tell an adult).
    id: 'grooming:touch-disclosure',
    category: 'sexual',
    needsCare: true,
    gate: /show|touch|made me|enseñ|mostr|toc|hizo/,
    pattern: words(
      anyOf(
        '(?:showed|shows|show|made me (?:see|touch|look at)|touched|touches|touch|keeps touching|wants to touch|rubbed) (?:me |my )?(?:his|her|their|my) (?:private parts|privates|private|parts|pee ?pee|penis|vagina|willy|wee ?wee|bum|butt|chest)',
        '(?:me )?(?:enseño|enseña|mostro|muestra|toco|toca|tocaba|quiere tocar|hizo tocar|hace tocar) (?:me )?(?:sus|mis|las|su|mi) (?:partes(?: intimas| privadas)?|pene|pito|pilin|cosita|colita|vagina|pompis|intimidades)',
      ),
    ),
    unless: words(
      '(?:plant|flower|leaf|bee|flor|planta|hoja|abeja)\\w* (?:\\S+ ){0,3}(?:parts|partes)|(?:parts|partes) (?:of|de) (?:a |an |the |la |las |los |el |una |un )?(?:plant|flower|leaf|bee|seed|insect|flor|planta|hoja|abeja|semilla|insecto|arbol|tree)',
    ),
  },
  {
    id: 'drugs_alcohol:medicine-to-trip',
    category: 'drugs_alcohol',
    gate: /nyquil|syrup|benadryl|robitussin|dxm|pills|tylenol|advil|jarabe|pastillas|antigripal|medicine|medicina|remedio/,
    pattern: words(
      '(?:how much|how many|cuanto|cuanta|cuantas|cuantos) (?:\\S+ ){0,4}?(?:nyquil|cough syrup|cough medicine|benadryl|robitussin|dxm|pills|allergy pills|jarabe(?: para la tos)?|pastillas|antigripales?|remedios?) (?:\\S+ ){0,4}?(?:trip|tripping|get high|feel high|feel floaty|feel weird|feel funny|volar|drogarme|alucinar|sentirme (?:raro|rara|flotando|volando)|ponerme (?:raro|rara|loco|loca|high))',
    ),
  },
  {
    id: 'violence:make-them-fall',
    category: 'violence',
    gate: /trip|fall|slip|caiga|tropiece|resbale/,
    pattern: words(
      anyOf(
        '(?:make|get) (?:my |the |that |his |her |this )?(?:\\S+ )?(?:teacher|brother|sister|kid|boy|girl|friend|classmate|mom|dad|neighbou?r|sub|grandma|grandpa|him|her|them) (?:trip|fall|slip) (?:on|down|off|from) (?:the )?(?:stairs|steps|ladder|roof|balcony|bleachers)',
        '(?:hago|hacer|hacemos) (?:para )?que (?:mi |el |la |ese |esa )?(?:\\S+ )?(?:maestr[oa]|profe|herman[oa]|hermanit[oa]|niñ[oa]|compañer[oa]|vecin[oa]|abuel[oa]) se (?:caiga|tropiece|resbale) (?:por|de|en) (?:la |las |el )?(?:escalera|escaleras|techo|balcon|tejado)',
      ),
    ),
  },
  {
    id: 'personal_info:full-name',
    category: 'personal_info',
    gate: /name|nombre/,
    pattern: words(
      '(?:my (?:whole|full|real|complete) name is|mi nombre (?:completo|real|entero) es) \\p{L}+ \\p{L}+',
    ),
  },
  {
    id: 'hate:conspiracy',
    category: 'hate',
    gate: /control|run|own|domin|manej/,
    pattern: words(
      '(?:the )?(?:jews|muslims|immigrants|los judios|los musulmanes|los inmigrantes|judios) (?:secretly )?(?:control|run|own|rule|controlan|dominan|manejan) (?:the |el |los |todo el )?(?:world|mundo|money|dinero|banks|bancos|media|medios|government|gobierno|country|pais)',
    ),
  },
]
