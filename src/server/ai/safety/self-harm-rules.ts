// Self-harm said the ways children say it: indirect wishes, hiding injuries, "so I never wake up", in English and Spanish.
import { anyOf, type PhraseRule, words } from './phrase-rules'
import { NEGATED } from './rule-vocabulary'

// "I cut myself on a thorn" or "while pruning" is everyday first aid.
const NOT_BY_ACCIDENT =
  '(?! (?:on|with|while|by|accidentally|pruning|gardening|in the garden|when (?:i was )?(?:pruning|gardening|cutting|picking|weeding)))'
// "how do i hold the knife so i dont cut myself" is kitchen safety: a child taking care not to get hurt.
const PROTECTIVE =
  '(?:so|so that|to make sure|make sure|careful|carefully|safely) (?:i |you |u )?(?:dont|do not|wont|will not|never|cant|cannot) (?:\\S+ )?(?:cut|hurt|burn|scratch|stab|prick|poke) (?:my|your|ur) ?self(?! (?:anymore|any more|again|no more))'
const EN_HURT = anyOf(
  'hurt',
  'harm',
  'cut',
  'burn',
  'punch',
  'hit',
  'scratch',
  'starve',
  'stab',
  'kill',
  'poison',
)
const EN_HURTING = anyOf(
  'hurting',
  'harming',
  'cutting',
  'burning',
  'punching',
  'hitting',
  'scratching',
  'starving',
  'killing',
  'poisoning',
)

export const SELF_HARM_MORE_RULES: readonly PhraseRule[] = [
  {
    id: 'self_harm:en:hurt-myself',
    category: 'self_harm',
    needsCare: true,
    pattern: words(
      anyOf(
        `${NEGATED}(?:i |to |gonna |wanna |will |should |could |can |might |sometimes |always |keep )(?:\\S+ ){0,2}?${EN_HURT}s? my ?self${NOT_BY_ACCIDENT}`,
        `${EN_HURTING} my ?self`,
        'kill me now',
        'kms',
        'unalive(?: my ?self)?',
        'sewer ?slide',
      ),
    ),
    unless: words(PROTECTIVE),
  },
  {
    id: 'self_harm:en:die',
    category: 'self_harm',
    needsCare: true,
    pattern: words(
      anyOf(
        `${NEGATED}(?:i |just |really |only |)(?:want|wanna|wish|wished|deserve|going|gonna|ready) (?:to )?(?:die|be dead|stop living|not (?:be )?(?:alive|here|exist))`,
        '(?:dont|do not|no longer|never) (?:want|wanna) (?:to )?(?:be )?(?:alive|live|living|exist|wake up|be here)',
        'end (?:my life|it all|everything|my pain)',
        '(?:want|wanna|going|gonna|plan) to end it',
        'life is (?:pointless|worthless|not worth living|meaningless|over)',
        'no reason to (?:live|be alive|go on|wake up)',
        '(?:better|happier|easier) (?:off )?(?:if i (?:wasnt|was not|werent|were not|was|were) (?:here|alive|around|born|gone|dead)|without me)',
        '(?:nobody|no one|noone) would (?:even )?(?:notice|care|miss me|cry)(?: if i (?:died|disappeared|was gone|wasnt here|vanished))?',
        '(?:if|when) i (?:disappear|disappeared|vanished|vanish) forever',
        'disappear forever',
        '(?:sleep|sleeping) (?:and never wake up|forever)',
        'never wake up',
        'not wake up (?:again|ever)',
        'go to sleep forever',
        '(?:hide|cover|hiding|covering) (?:the |my )?(?:cuts|scars|marks|bruises|wounds)',
        '(?:scratch|scratching|pick|picking|bite|biting) (?:my )?(?:skin|arm|arms|wrist|wrists|legs?) (?:until|till|til) (?:it )?(?:bleeds?|bleeding)',
        'until (?:i|it) bleeds? on purpose',
        '(?:jump|jumping|throw my ?self|fall|falling) (?:out of|off|from) (?:my |the |a )?(?:window|roof|bridge|building|balcony|cliff)(?: on purpose)?',
        '(?:fall|jump|step) (?:\\S+ ){0,4}on purpose',
        '(?:poisonous|toxic|deadly|strong) enough to (?:kill me|end my life|make me die|die)',
        '(?:eat|drink|take|swallow) (?:\\S+ ){0,4}?(?:to|so i|and) (?:die|never wake up|not wake up|end it|end my life)',
        'how many (?:pills|tablets|sleeping pills|pain ?killers)',
        '(?:pills|tablets) (?:to|so i) (?:die|sleep forever|never wake up)',
        'i hate my ?self',
        'i hate my life',
        'i want to disappear',
        'wish i was never born',
      ),
    ),
  },
  {
    // "I cut myself on a thorn" is everyday first aid; "I cut myself" alone, or every day, is not.
    id: 'self_harm:en:did-hurt-myself',
    category: 'self_harm',
    needsCare: true,
    pattern: words(
      `i (?:\\S+ )?(?:${EN_HURT}|cutted|burned|burnt|scratched|punched|starved) my ?self(?! (?:on|with|while|when|in|at|by|accidentally|pruning|gardening))`,
    ),
    unless: words(`(?:accidentally|by accident|by mistake|on a thorn)|${PROTECTIVE}`),
  },
  {
    id: 'self_harm:es:hurt-myself',
    category: 'self_harm',
    needsCare: true,
    pattern: words(
      anyOf(
        `${NEGATED}(?:quiero|voy a|pienso|podria|deberia|tengo ganas de|me dan ganas de) (?:\\S+ )?(?:hacerme daño|hacerme dano|lastimarme|cortarme(?! (?:el|la|los|las|un|una|mi|mis) )|matarme|suicidarme|morirme|morir|quemarme|pegarme(?! (?:un|una) )|herirme|envenenarme|ahorcarme)`,
        `me (?:quiero|voy a|pienso) (?:matar|morir|suicidar|cortar las venas|hacer daño)`,
        `(?:me pego|pegarme|me pegue|me hago daño|me hago dano|me corto|me lastimo|me quemo|me araño|me arano|me rasco) (?:a )?mi mism[oa]`,
        '(?:me corto|me rasco|me araño|me arano|me rasguño|me rasguno|me pellizco|me muerdo) (?:\\S+ ){0,3}(?:hasta sangrar|hasta que sangra|hasta hacerme sangre|a proposito)',
        'hasta sangrar para sentirme',
        '(?:esconder|escondo|tapar|tapo|ocultar|oculto|disimular|disimulo) (?:los|mis|las) (?:cortes|cicatrices|marcas|heridas|moratones)',
        'suicidarme',
        'no quiero (?:vivir|seguir viviendo|estar viv[oa]|existir|despertar(?:me)?)',
        'ya no quiero (?:vivir|estar aqui|seguir)',
        'acabar con (?:mi vida|todo|todo esto)',
        'quitarme la vida',
        '(?:estarian|estaria|serian|seria|estariamos) (?:todos )?(?:mas )?(?:felices|mejor|tranquilos) (?:si yo |si )?(?:no (?:existiera|estuviera)|desapareciera|me muriera|sin mi)',
        '(?:si|cuando) (?:yo )?(?:desapareciera|me muriera|no existiera|no estuviera) (?:para siempre)?',
        'nadie (?:se daria cuenta|me echaria de menos|me extrañaria|lloraria)',
        'desaparecer para siempre',
        '(?:dormir|dormirme) para siempre',
        '(?:para |y )?no despertar(?:me)? (?:nunca|mas|jamas)',
        'para no despertar(?:me)?',
        '(?:tan |lo bastante |suficiente(?:mente)? )?(?:venenosa|venenoso|toxica|toxico|mortal) (?:como )?para (?:matarme|morirme|morir|acabar con mi vida)',
        'cuantas pastillas',
        '(?:pastillas|tabletas) para (?:morir|morirme|dormir para siempre|no despertar)',
        '(?:tirarme|me tiro|me tire|me tirara|lanzarme|saltar) (?:por|de|desde|del) (?:(?:la|el|un|una|mi) )?(?:ventana|tejado|azotea|puente|edificio|balcon)',
        '^(?:quiero |voy a |me voy a )?matarme$',
        'mi vida no (?:tiene sentido|vale nada|vale la pena)',
        'no vale la pena vivir',
        'me odio',
        'odio mi vida',
        'ojala no hubiera nacido',
        'ojala estuviera muert[oa]',
        'ojala me muera',
        'quiero desaparecer',
      ),
    ),
  },

  {
    id: 'self_harm:en:broad',
    category: 'self_harm',
    needsCare: true,
    pattern: words(
      anyOf(
        `${NEGATED}(?:think|thinking|thought|dream|dreaming) (?:\\S+ ){0,3}(?:about|of) (?:dying|death|being dead|killing my ?self|ending it|ending my life|not being (?:here|alive)|disappearing)`,
        '(?:stop|quit) (?:being alive|living|existing|waking up)',
        // "People like them should not exist" is hate about others, not a wish about oneself.
        '(?<!(?:people|persons|they|them|kids|he|she|it|those|these|gays?|jews?|muslims?|immigrants|refugees|foreigners|gypsies|\\p{L}+ans|\\p{L}+ese|bugs|slugs|weeds|wasps|aphids|mosquitoes|pests) )(?:dont|do not|shouldnt|should not) (?:want to )?exist',
        'wish i (?:didnt|did not|could not|couldnt) exist',
        'not (?:exist|be alive|be here) any ?more',
        'i should (?:just )?(?:die|disappear|not be here|not exist)',
        '(?:easiest|best|quickest|fastest|painless|simplest) way to (?:die|stop living|stop being alive|end it|end my life|not wake up|disappear|kill my ?self)',
        'what happens if i (?:jump|take|swallow|drink|eat) (?:\\S+ ){0,4}(?:pills|tablets|bleach|poison|off (?:a|the|my))',
        `i (?:always |sometimes |often |keep |still )?(?:burn|cut|scratch|hit|punch|bite|bruise|stab|carve) my (?:\\S+ )?(?:arms?|wrists?|legs?|thighs?|skin|stomach|belly|face|hands?)(?: \\S+){0,4} (?:when|with (?:a|my|the) (?:lighter|razor|blade|knife|sharpener|compass|scissors)|because|on purpose|until|to feel)`,
        '(?:razor|blade|lighter|sharpener) (?:\\S+ ){0,3}(?:on|to) my (?:arms?|wrists?|legs?|skin)',
        'self ?injur\\w*',
      ),
    ),
  },
  {
    id: 'self_harm:es:broad',
    category: 'self_harm',
    needsCare: true,
    pattern: words(
      anyOf(
        `${NEGATED}(?:pienso|pensando|pense|sueño) (?:\\S+ ){0,2}en (?:morirme|morir|la muerte|matarme|suicidarme|desaparecer|no despertar|no estar aqui|quitarme la vida)`,
        '(?:dejar de|no quiero|ya no quiero) (?:existir|vivir|estar viv[oa]|despertar(?:me)?)',
        'ojala no existiera',
        'deberia (?:morirme|desaparecer|no existir|no estar aqui)',
        '(?:forma|manera|modo) (?:mas )?(?:facil|rapida|sencilla|indolora) de (?:morir|morirme|matarme|dejar de vivir|dejar de existir|desaparecer|no despertar)',
        'como (?:dejar de (?:existir|vivir)|morirme|matarme|quitarme la vida)',
        'que pasa si me (?:tomo|trago|bebo|tiro) (?:\\S+ ){0,4}(?:pastillas|lejia|veneno|ventana|puente|tejado)',
        'me (?:corto|quemo|araño|arano|pego|muerdo|rasguño|rasguno|hago cortes en) (?:los|las|el|la|mis|en los|en las) (?:brazos?|muñecas?|munecas?|piernas?|piel|muslos?|manos?|tripa|barriga)(?: \\S+){0,3} (?:cuando|con|porque|para|a proposito|hasta)',
        'me (?:corto|quemo|hago daño|hago dano) con (?:un|una|el|la|mi) (?:cuchilla|mechero|cuchillo|tijeras|navaja|sacapuntas|compas)',
        'autolesion\\w*',
      ),
    ),
  },

  {
    id: 'self_harm:pointless',
    category: 'self_harm',
    needsCare: true,
    pattern: words(
      anyOf(
        '(?:dont|do not|cant|cannot|no longer) see (?:the |any )?point (?:in|of) (?:living|life|being alive|going on|waking up|anything)',
        'whats the point (?:in|of) (?:living|life|being alive|me)',
        '(?:pills|tablets|medicine) (?:\\S+ ){0,4}(?:would|will|could|to) kill me',
        'hurt(?:ing)? my ?self again',
        '(?:no le veo|no tiene|no le encuentro|no le encuentro ningun|no tiene ningun) sentido (?:a |la )?(?:vivir|la vida|seguir|nada)',
        'para que (?:vivir|seguir viviendo|sigo viv[oa])',
        '(?:pastillas|medicinas|tabletas) (?:\\S+ ){0,4}(?:me )?(?:matarian|mataran|matan|me mataria)',
        '(?:me volvi|me he vuelto|vuelvo|volvi) a (?:hacer(?:me)? daño|hacer(?:me)? dano|cortar(?:me)?|lastimar(?:me)?|quemar(?:me)?)',
      ),
    ),
  },

  {
    id: 'self_harm:try-it',
    category: 'self_harm',
    needsCare: true,
    pattern: words(
      anyOf(
        '(?:make you die|kill you|kill me|deadly|die from|morir|matarte|matarme|te puede matar|mortal)(?=.*(?:i want to try|ill try|let me try|gonna try|lo quiero probar|quiero probarlo|voy a probarlo|lo voy a probar))',
        '(?:a nadie|nadie) (?:le |me )?(?:importaria|importa|echaria de menos|extrañaria) (?:\\S+ ){0,2}si (?:yo )?(?:me muriera|muriera|desapareciera|no estuviera)',
      ),
    ),
  },

  {
    id: 'self_harm:widened',
    category: 'self_harm',
    needsCare: true,
    pattern: words(
      anyOf(
        '(?:want|wish|need) (?:for )?(?:everything|it all|my life|the pain|all of it) to (?:stop|end|be over)(?: forever| for good)?',
        '(?:take|swallow|eat) all (?:the |my |of the |of my |\\S+ )?(?:pills|tablets|medicine|painkillers)',
        '(?:quiero|ojala|necesito) que (?:todo|mi vida|esto) se (?:acabe|termine)',
        'que se acabe todo',
        '(?:tomarme|me tomo|me trago|tragarme|me como) todas las (?:pastillas|medicinas|tabletas)',
      ),
    ),
  },

  {
    id: 'self_harm:vanish-wrists',
    category: 'self_harm',
    needsCare: true,
    pattern: words(
      anyOf(
        'wish(?:ing)? i could (?:just )?(?:die|vanish|disappear|stop existing|not exist|not wake up|be gone|go away forever)',
        '(?:vanish|disappear|be gone) (?:and never come back|forever|for good|for ever)',
        '(?:cut|cutting|slit|slitting) (?:\\S+ ){0,3}(?:my|your|his|her|the) wrists?',
        '(?:cut|cutting) (?:too |really |very )?deep (?:on|into|in) (?:my|your) (?:wrists?|arms?|skin)',
        'ojala pudiera (?:desaparecer|morirme|morir|no existir|no despertar|irme para siempre)',
        'desaparecer (?:y no volver(?: nunca)?|para siempre)',
        '(?:cortarse|cortarme|te cortas|me corto|se corta) (?:\\S+ ){0,3}(?:la muñeca|las muñecas|la muneca|las munecas|las venas)',
      ),
    ),
  },
]
