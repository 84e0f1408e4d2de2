// The words the safety rules hinge on, so a misspelt, stretched or by-ear spelling is read as the word meant.
// Kept apart from the rules: adding a rule word here lets typos of it match too.

const EN = `
kill killing killed myself yourself himself herself suicide suicidal die dying dead death hurt hurting harm harming
cutting cuts bleeding bleed blood breathe breathing swallowed swelling swollen allergic choking unconscious fainted
collapsed poison poisoned poisonous bleach pills stranger secret secrets picture pictures photos photo selfie webcam
meet alone friend friends online internet naked nudes porn sexy boobs bully bullied bullies bullying lonely scared
crying nobody everyone everybody every school bomb bombs explosive explosives explode pistol rifle shotgun weapon
weapons knife knives grenade molotov flamethrower drunk alcohol vodka whiskey cigarettes cigarette vapes vaping cocaine
marijuana smoke smoking glue mushrooms teacher brother sister mother father neighbour neighbor stepdad password address
phone number email disappear forever pointless worthless hitler muslims immigrants disgusting help please accident
purpose without noticing parents myself strangle murder stab stabbing shoot shooting punch drown torture kidnap
suicide anymore nobody someone somebody boyfriend girlfriend message messages delete camera video pajamas underwear
throat tongue dizzy stung sting emergency ambulance mushroom berries weedkiller pesticide battery breath thinking
feel feeling sad so very really high naked white power
`
const ES = `
matar matarme mata morir morirme muerte muerto muerta suicidio suicidarme quiero cortarme cortes sangre sangrar
sangrando respirar garganta hinchado hinchada hinchando alergico alergica tragado veneno venenosa venenoso lejia
pastillas desconocido desconocida secreto secretito fotos camara quedar sola solo amigo amiga amigos amigas internet
nuevo nueva desnudo desnuda desnudos desnudas porno sexo tetas bullying acoso hacen todos dias nadie triste miedo
llorar llorando bomba bombas explosivos pistola escopeta arma armas cuchillo navaja borracho emborracharme alcohol
cerveza cigarros cigarrillos marihuana droga drogas drogarse cocaina colegio escuela contraseña direccion telefono
correo vecino vecina hermano hermana profesor profesora padrastro abuela abuelo madre padre desaparecer siempre hacer
vida ayuda ayudame mismo misma despues tambien porque donde como cuando quiere quieren mensajes borrar novio
desmayado desmayo atragantando ahogando picadura picado abejas avispa vomitando inconsciente herbicida
muy triste blanco poder tan vivir
`

export const KEY_WORDS: readonly string[] = [...new Set(`${EN} ${ES}`.split(/\s+/).filter(Boolean))]

/** Chat shorthand and spellings too far from the word for the automatic matching. */
export const MISSPELLINGS: ReadonlyMap<string, string> = new Map([
  ['u', 'you'],
  ['ur', 'your'],
  ['r', 'are'],
  ['2', 'to'],
  ['4', 'for'],
  ['pls', 'please'],
  ['plz', 'please'],
  ['hlp', 'help'],
  ['halp', 'help'],
  ['mysef', 'myself'],
  ['meself', 'myself'],
  ['sucide', 'suicide'],
  ['suicde', 'suicide'],
  ['suiside', 'suicide'],
  ['ded', 'dead'],
  ['dyin', 'dying'],
  ['cuz', 'because'],
  ['bc', 'because'],
  ['ppl', 'people'],
  ['sum1', 'someone'],
  ['some1', 'someone'],
  ['no1', 'no one'],
  ['every1', 'everyone'],
  // The leet reading turns 1 into i before words are respelled: "every1" arrives as "everyi".
  ['everyi', 'everyone'],
  ['somei', 'someone'],
  ['sumi', 'someone'],
  // Hate written the way it sounds: "i h8 jewz" (the leet reading turns 8 into b before words are respelled).
  ['hb', 'hate'],
  ['jewz', 'jews'],
  ['gayz', 'gays'],
  ['muslimz', 'muslims'],
  ['q', 'que'],
  ['k', 'que'],
  ['ke', 'que'],
  ['xq', 'porque'],
  ['pq', 'porque'],
  ['porq', 'porque'],
  ['x', 'por'],
  ['tb', 'tambien'],
  ['tmb', 'tambien'],
  ['dnd', 'donde'],
  ['cm', 'como'],
  ['kmo', 'como'],
  ['aser', 'hacer'],
  ['azer', 'hacer'],
  ['bulling', 'bullying'],
  ['buling', 'bullying'],
  ['bulin', 'bullying'],
  ['bulying', 'bullying'],
  // Final y spelt i, the way it sounds: "estoi", "boi", "soi".
  ['estoi', 'estoy'],
  ['toi', 'estoy'],
  ['voi', 'voy'],
  ['boi', 'voy'],
  ['soi', 'soy'],
  ['mui', 'muy'],
  ['oi', 'hoy'],
  ['pa', 'para'],
  ['pal', 'para el'],
  ['ps', 'pues'],
  ['nd', 'nada'],
  ['ns', 'no se'],
  ['bn', 'bien'],
  ['xfa', 'por favor'],
  ['porfa', 'por favor'],
  ['tmbn', 'tambien'],
  ['qe', 'que'],
  ['xk', 'porque'],
  ['pk', 'porque'],
  ['porke', 'porque'],
  // Voseo (Río de la Plata, Central America) to the tú forms the corpus is mostly written in.
  ['vos', 'tu'],
  ['sos', 'eres'],
  ['queres', 'quieres'],
  ['tenes', 'tienes'],
  ['podes', 'puedes'],
  ['decis', 'dices'],
  ['venis', 'vienes'],
  ['decime', 'dime'],
  ['contame', 'cuentame'],
  ['ensename', 'enseñame'],
  ['mostrame', 'muestrame'],
  // English chat shorthand.
  ['gona', 'going to'],
  ['wanna', 'want to'],
  ['gonna', 'going to'],
  ['gotta', 'got to'],
  ['lemme', 'let me'],
  ['gimme', 'give me'],
  ['dunno', 'dont know'],
  ['idk', 'i dont know'],
  ['rn', 'right now'],
  ['bcuz', 'because'],
  ['becuz', 'because'],
  ['cos', 'because'],
  ['wen', 'when'],
  ['wud', 'would'],
  ['shud', 'should'],
  ['cud', 'could'],
  ['yu', 'you'],
  ['thx', 'thanks'],
  ['evry', 'every'],
  // Digits inside a word are read as letters first (normalize.ts): "evry1" arrives as "evryi".
  ['evryi', 'everyone'],
  ['anyi', 'anyone'],
  ['somei', 'someone'],
  ['sumi', 'someone'],
  ['kms', 'kill myself'],
])

/**
 * Real words one letter or one sound away from a key word ("cocina" is not "cocaina", "made" is not "madre"),
 * found by running the app's own garden and interface texts through the respelling; they are never respelled.
 */
export const REAL_WORDS: ReadonlySet<string> = new Set(
  `
cocina cocinas cocinar made done pone arms avisa avisar core ever corte cortas cortos correos vienen quieto todo
queda quedan parent sister cuanto abeja avispas seeding shared scored bromas offline down hearing mueren muere
thinning thinnings bedding venen alergia porro porros porrito porra canuto
`
    .split(/\s+/)
    .filter(Boolean),
)
