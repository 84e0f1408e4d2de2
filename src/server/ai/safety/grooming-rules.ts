// Grooming: strangers and online "friends" asking a child for meetings, photos, secrets or gifts, in English and Spanish.
import { anyOf, type PhraseRule, words } from './phrase-rules'

/** Who is doing the asking: a stranger, an adult, someone met online. */
const EN_STRANGER = anyOf(
  'stranger',
  'someone',
  'somebody',
  'some(?:one|body) (?:i met |i know )?(?:online|on the internet|in a game|on (?:a )?(?:game|app|chat))',
  'a (?:man|guy|lady|woman|grown ?up|adult|boy|girl|person|teenager|teen)',
  'an? (?:older|old|grown|nice|new) (?:man|guy|lady|woman|boy|girl|person|friend|kid|teen)',
  'an adult',
  '(?:my |this |that |the )?(?:online|internet|new|game|gaming|secret) (?:friend|buddy|boyfriend|girlfriend|man|guy|lady)',
  'this (?:guy|man|lady|woman|person|boy)',
  'that (?:guy|man|lady|woman|person)',
  'he',
  'she',
  'they',
)
const EN_ASKS = anyOf(
  'wants?(?: me)?',
  'asked(?: me)?',
  'asks(?: me)?',
  'keeps? asking(?: me)?',
  'told me',
  'tells me',
  'said',
  'says',
  'offered(?: me)?',
  'offers(?: me)?',
  'promised(?: me)?',
  'will (?:give|send|buy) me',
  'would (?:give|send|buy) me',
)
/** What a groomer is after. */
const EN_GROOM_ASK = anyOf(
  '(?:to )?(?:meet|meeting|see me|hang out|come over|come to (?:his|her|their) (?:house|place|car|home))',
  '(?:for |to send |send |me to send )?(?:him |her |them )?(?:a |some |more )?(?:photos?|pictures?|pics?|selfies?|videos?|snaps?)(?: of me)?',
  '(?:to )?(?:video ?chat|video ?call|facetime|turn on (?:my|the) (?:webcam|camera)|webcam)',
  '(?:to )?(?:keep (?:it|this|a) secret|keep (?:it|this) between us|delete (?:our|the|my) (?:messages|chats))',
  '(?:if i(?:m| am)? (?:home )?alone)',
  '(?:my|our) (?:snapchat|whatsapp|instagram|address|phone|number)',
  '(?:to )?(?:take off|remove) (?:my|your)',
)

const ES_STRANGER = anyOf(
  'un (?:señor|hombre|chico|tio|desconocido|adulto|mayor|viejo|muchacho)',
  'una (?:señora|mujer|chica|desconocida|adulta|persona)',
  'un chico (?:mayor|de \\S+)',
  'alguien(?: de internet| que conoci| del juego| de un juego| online| en internet)?',
  '(?:mi|un|una) (?:amig[oa]|novi[oa]) (?:de internet|del juego|de un juego|online|secret[oa]|nuev[oa])',
  'el (?:señor|hombre|chico|tio|desconocido)',
  'la (?:señora|mujer|chica|desconocida)',
  'un d[e3]sconocid[o0]',
)
const ES_ASKS = anyOf(
  'quiere(?: que)?',
  'me (?:pidio|pide|pregunta|pregunto|dijo|dice|ofrecio|ofrece|prometio|promete)(?: que)?',
  'me (?:va a|quiere) (?:mandar|dar|comprar|regalar)',
  'siempre me pregunta',
  'dice que',
)

export const GROOMING_RULES: readonly PhraseRule[] = [
  {
    id: 'grooming:en:asks',
    category: 'grooming',
    needsCare: true,
    pattern: words(`${EN_STRANGER} (?:\\S+ ){0,8}?${EN_ASKS} (?:\\S+ ){0,4}?${EN_GROOM_ASK}`),
    // A grandparent or a teacher asking for a photo of the sunflowers is not grooming.
    unless: words(
      '(?:photos?|pictures?|pics?) of (?:the|my|your|our) (?:garden|plants?|flowers?|sunflowers?|veg\\w*|tomato\\w*|seedlings?|bees?|project|drawing)',
    ),
  },
  {
    id: 'grooming:en:signals',
    gate: /secret|tell|without|delete|alone|meet|internet|online|discord|roblox|tiktok|game|mature|home|robux|bucks|gift|money|present|phone|photo|pajama|pyjama|underwear|swimsuit|bikini|bedroom|bed|take off|remove|boyfriend|\d\d|twenty|thirty|forty/,
    category: 'grooming',
    needsCare: true,
    pattern: words(
      anyOf(
        '(?:our|a|little|big) (?:little )?secret(?:s)? (?:just )?between us',
        '(?:keep|kept|keeping) (?:it|this|that) (?:our|a) (?:little )?secret',
        '(?:secret|secrets) (?:just )?between (?:us|the two of us|me and him|me and her)',
        'our (?:chats?|messages?|talks?) (?:are|is) (?:a )?secret',
        '(?:dont|do not|not to|never) tell (?:anyone|anybody|your (?:mom|mum|dad|parents|family|teacher)|my (?:mom|mum|dad|parents))',
        '(?:meet|see|come|go|send|talk|chat) (?:\\S+ ){0,5}without (?:telling|asking) (?:my|your) (?:mom|mum|dad|parents|family)',
        'and not tell my (?:mom|mum|dad|parents|family)',
        '(?:so|that) my (?:mom|mum|dad|parents) (?:doesnt|dont|does not|do not|wont|cant|will not) (?:see|know|find out)',
        'delete (?:our|the|all the|his|her) (?:messages|chats|texts|conversations?)',
        '(?:come|meet|be) (?:him |her |them )?alone',
        'meet (?:me |him |her |up )?(?:alone|secretly|in secret)',
        '(?:meet|meeting) (?:\\S+ ){0,3}(?:from|on) (?:the internet|online|discord|roblox|tiktok|snapchat|instagram|a game|fortnite|minecraft)',
        '(?:man|guy|lady|woman|person|friend|boy|girl) (?:i met )?(?:from|on) (?:the internet|online|discord|roblox|tiktok|a game)(?= .*(?:meet|come|photo|picture|alone|secret|address|wear))',
        'mature for (?:my|your) age',
        // Whole words only: "the" and "shop" hold "he" and "ho".
        '(?:(?:is|are|im) )?home alone(?= .*(?<!\\p{L})(?:asks?|asking|asked|wants?|guy|man|he|she|stranger|online)(?!\\p{L}))',
        '(?:(?<!\\p{L})(?:asks?|asking|asked|wants?|guy|man|he|she|stranger|online) .*)home alone',
        '(?:online|internet|game) (?:friend|boyfriend|girlfriend) (?:is|who is) (?:\\d{2}|an adult|a grown ?up|older)',
        '(?:is|hes|shes) (?:\\d{2}|twenty|thirty|forty)\\w* (?:years old )?and wants to',
        '(?:robux|v ?bucks|gift cards?|money|gifts?|presents?|a (?:new )?phone) (?:if|for|so) (?:i|me) (?:send|meet|keep|show|come|video|take)',
        '(?:send|give) me (?:robux|v ?bucks|gifts?|presents?|money) if i',
        'photos? of my (?:feet|body|legs|bum|chest|underwear)',
        'in my (?:pajamas|pyjamas|underwear|swimsuit|bikini|bedroom|bed)(?= .*(?:photo|picture|pic|selfie|video|webcam|camera|send))',
        '(?:take off|remove) my (?:shirt|top|clothes|pants|trousers|dress|underwear)',
        'hes my boyfriend now',
      ),
    ),
  },
  {
    id: 'grooming:es:asks',
    category: 'grooming',
    needsCare: true,
    pattern: words(
      `${ES_STRANGER} (?:\\S+ ){0,8}?${ES_ASKS} (?:\\S+ ){0,5}?${anyOf(
        '(?:le )?(?:mande|mandara|envie|enviara|pase|pasara|haga|hiciera|saque) (?:\\S+ )?(?:fotos?|videos?|selfies?)',
        '(?:una |unas )?(?:fotos?|videos?|selfies?)(?! de (?:la|las|los|mis|el|tu) (?:jardin|plantas?|flores?|girasoles|huerto|tomat\\w*|dibujo))',
        'qued(?:e|emos|ar|ara|aramos)',
        'vernos',
        'nos veamos',
        'vaya (?:a su casa|sol[oa]|a verle)',
        'venga (?:a su casa|sol[oa])',
        'me (?:vea|ve|conozca)',
        '(?:hacer |hagamos |una )?videollamada',
        'encienda la camara',
        'encendiera la camara',
        '(?:si )?estoy sol[oa]',
        'mi (?:snapchat|whatsapp|instagram|direccion|telefono|numero)',
        '(?:me )?quit(?:e|ara) la (?:ropa|camiseta)',
        'secreto',
        'no se lo (?:cuente|diga|contara|dijera)',
        'borre',
      )}`,
    ),
  },
  {
    id: 'grooming:es:signals',
    category: 'grooming',
    needsCare: true,
    pattern: words(
      anyOf(
        '(?:nuestro|un) (?:pequeño |pequeno )?secret(?:o|ito) (?:entre (?:los dos|nosotros|tu y yo))?',
        'secreto entre (?:los dos|nosotros|tu y yo)',
        '(?:son|es) (?:un )?secreto entre',
        'como (?:nuestro|un) secret(?:o|ito)',
        'no se lo (?:cuentes|digas|cuente|diga|contara|dijera) a (?:nadie|tus padres|tu madre|tu padre|tu mama|tu papa)',
        '(?:quedar|quedemos|vernos|ir|vaya|venga|mandar|mande|fotos?|hablar) (?:\\S+ ){0,5}sin (?:decirselo|contarselo|decirle nada|que lo sepan|que se enteren)',
        'para que mi (?:madre|padre|mama|papa) no (?:los |lo |las )?(?:vea|sepa|lea|vean)',
        'borr(?:e|ar|emos|a) (?:nuestros|los|todos los) mensajes',
        '(?:quedar|vernos|verme|quedemos|nos veamos|vaya|venga) (?:conmigo )?(?:a solas|en secreto|sol[oa])',
        'madur[oa] para (?:mi|tu) edad',
        'sol[oa] en casa(?= .*(?:pregunta|quiere|chico|señor|hombre|desconocido|internet))',
        '(?:pregunta|quiere|chico|señor|hombre|desconocido|internet) .*sol[oa] en casa',
        '(?:de internet|del juego|online) (?:\\S+ ){0,3}tiene (?:\\d{2}|veinte|treinta|cuarenta)',
        '(?:robux|pavos|tarjetas? regalo|dinero|regalos?|un movil nuevo) si (?:le |me )?(?:mando|envio|quedo|guardo|enseño|voy)',
        'me (?:compra|regala|da|manda) (?:\\S+ ){0,3}si (?:quedo|le mando|le envio|voy)',
        'fotos? de mis (?:pies|piernas|pechos|braguitas|calzoncillos|cuerpo)',
        'en (?:pijama|ropa interior|bañador|bikini)(?= .*(?:foto|video|selfie|camara))',
        '(?:fotos?|video|selfie|camara) .*en (?:pijama|ropa interior|bañador|bikini)',
        'ahora es mi novio',
        'hombre de internet',
        'señor de internet',
      ),
    ),
  },

  {
    id: 'grooming:broad',
    category: 'grooming',
    needsCare: true,
    pattern: words(
      anyOf(
        '(?:grown|adult|old|older) (?:man|woman|guy|lady) (?:\\S+ ){0,3}(?:wants|asked|asks|keeps asking|said|says|messages|texts|chats)',
        'my (?:online|internet|game|gaming|discord|roblox|insta|tiktok) (?:bestie|bff|best friend|buddy|bf|gf|mate)',
        '(?:asked|asks|wants|wanted) (?:me )?(?:for|to see) (?:a |my |some )?(?:pics?|photos?|pictures?|selfies?|snaps?) (?:of me|of my|in my|without)',
        '(?:un|una) (?:hombre|señor|señora|mujer) (?:mayor|adult[oa]) (?:\\S+ ){0,3}(?:quiere|me pide|me pidio|me escribe|me habla)',
        'mi (?:mejor amig[oa]|amig[oa]|novi[oa]) (?:de|del) (?:internet|juego|roblox|fortnite|discord|tiktok|instagram|insta) (?:\\S+ ){0,4}(?:quiere|me pide|me pidio|dice|tiene)',
        'me (?:pide|pidio|pidieron) (?:una |unas )?(?:fotos?|selfies?|videos?) (?:mias?|de mi|en (?:pijama|bañador|bikini|ropa interior)|sin ropa)',
      ),
    ),
  },

  {
    id: 'grooming:more',
    category: 'grooming',
    needsCare: true,
    pattern: words(
      anyOf(
        '(?:pay|give|buy) me (?:\\S+ ){0,2}(?:to|for|if i) (?:send|meet|show|take|come|video)',
        '(?:get|come) (?:in|into) (?:his|her|their) (?:car|van|truck|house)',
        '(?:shouldnt|should not|mustnt|must not|not to|never) (?:tell|show) (?:my|your) (?:parents|mom|mum|dad|family|teacher)',
        '(?:me )?pagar(?:ia|a|ian)? (?:por|si) (?:mandarle|le mando|enviarle|le envio|quedar|vernos)',
        '(?:suba|subir|subirme|me suba) (?:a|en) su (?:coche|carro|furgoneta|camioneta|casa)',
        'no (?:les )?(?:hable|cuente|diga) (?:de el|de ella|nada|de esto) a mis padres',
        '(?:no|nunca) (?:les )?(?:hables|cuentes|digas) (?:nada )?(?:de mi |de esto )?a tus padres',
      ),
    ),
  },

  {
    id: 'grooming:keep-secret',
    category: 'grooming',
    needsCare: true,
    pattern: words(
      anyOf(
        '(?:keep|kept|keeping) (?:our|the|this|these|my) (?:\\S+ )?(?:secret|a secret|private|between us)',
        'guard(?:ar|emos|es|e|amos) (?:el|un|nuestro|este) secreto',
      ),
    ),
    // A surprise for a parent's birthday is a family secret, not a stranger's.
    unless: words(
      '(?:secret|secreto|surprise|sorpresa) (?:\\S+ ){0,6}(?:for|para) (?:el |la |my |mi |our |nuestr[oa] )?(?:\\S+ )?(?:cumple(?:años|anos)?|birthday|bday|aniversario|anniversary|dia de la madre|dia del padre|mothers day|fathers day|navidad|christmas|reyes|mom|mum|dad|mama|papa|abuel[oa]|grandma|grandpa)',
    ),
  },

  {
    id: 'grooming:secret-friend',
    category: 'grooming',
    needsCare: true,
    pattern: words(
      anyOf(
        'secret (?:friend|boyfriend|girlfriend|game)',
        '(?:must not|mustnt|cant|cannot|shouldnt) tell (?:anyone|anybody|my (?:mom|mum|dad|parents))',
        '(?:amig[oa]|novi[oa]|juego) secret[oa]',
      ),
    ),
    // The child silencing someone they hurt ("so he can't tell anyone") is violence, not a stranger's secret.
    unless: words('(?:so|and) (?:he|she|they|it) (?:cant|cannot|wont|will not|mustnt|can never) tell'),
  },
]
