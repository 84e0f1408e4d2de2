// Word groups shared by the context rules: who can be harmed, and how a child says they intend to do something.
import { anyOf } from './phrase-rules'

const EN_RELATIVES = anyOf(
  'mom',
  'mum',
  'mommy',
  'mummy',
  'mother',
  'dad',
  'daddy',
  'father',
  'parents?',
  'brothers?',
  'sisters?',
  'siblings?',
  'teachers?',
  'friends?',
  'classmates?',
  'neighbou?rs?',
  'family',
  'grandma',
  'grandpa',
  'granny',
  'grandmother',
  'grandfather',
  'cousins?',
  'baby',
  'uncle',
  'aunt',
  'aunty',
  'auntie',
  'step ?mom',
  'step ?dad',
  'bully',
  'principal',
  'coach',
  'babysitter',
)

/** People a child might threaten: pronouns him/her, indefinite people, family, school. */
export const EN_PEOPLE = anyOf(
  'someone',
  'somebody',
  'anyone',
  'anybody',
  'people',
  'persons?',
  'humans?',
  'everyone',
  'everybody',
  'him',
  // "her" is also a possessive: "kill her plants" is about weeds, not a person.
  'her(?! (?:feelings|plants?|flowers?|garden|tomatoes|roses|seeds|veggies|vegetables|crops?|weeds))',
  `a (?:person|human|kid|child|baby|girl|boy|man|woman)`,
  `(?:my|his|her|our|the|that|this|your|a) ${EN_RELATIVES}(?! s? ?feelings)`,
  '(?:the|my|all the) (?:kids|children|students|class)',
)

export const EN_ANIMALS = `(?:(?:a|an|the|my|our|his|her|their|your|that|this|some|all|all the|neighbou?rs?) )?${anyOf(
  'cats?',
  'kittens?',
  'kitty',
  'dogs?',
  'puppy',
  'puppies',
  'pets?',
  'hamsters?',
  'guinea pigs?',
  'rabbits?',
  'bunny',
  'bunnies',
  'birds?',
  'horses?',
  'squirrels?',
  'hedgehogs?',
  'frogs?',
  'toads?',
  'animals?',
  'ducks?',
  'chickens?',
  'hens?',
)}`

/** "I want to", "how do I", "let's": the child is planning, not asking how nature works. */
export const EN_INTENT = anyOf(
  'i (?:really |just |kinda )?(?:want|wanna|will|would like|like|love|plan|need|am going|m going|am gonna|m gonna|gonna|am about|m about)(?: to)?',
  'ill',
  'im gonna',
  'how (?:do|can|should|would|could) (?:i|you|we|someone|somebody|one)',
  'how to',
  'lets',
  'help me',
  'teach me(?: how)? to',
  'show me how to',
  '(?:best|easiest|fastest|quickest) way to',
)

const ES_RELATIVES = anyOf(
  'madre',
  'mama',
  'padre',
  'papa',
  'padres',
  'hermanos?',
  'hermanas?',
  'profes?',
  'profesor(?:a|es|as)?',
  'maestr[oa]s?',
  'amig[oa]s?',
  'vecin[oa]s?',
  'abuel[oa]s?',
  'prim[oa]s?',
  'compañer[oa]s?',
  'familia',
  'bebe',
  'ti[oa]s?',
  'novi[oa]',
  'padrastro',
  'madrastra',
  'director(?:a)?',
  'entrenador(?:a)?',
)

/** People after the Spanish personal "a": "a alguien", "a mi hermano", "al profe". */
export const ES_PEOPLE = anyOf(
  'a (?:alguien|una persona|la gente|las personas|todos|todas|todo el mundo|un niño|una niña|un bebe|el|ella|ellos|ellas)',
  `a (?:mi|mis|tu|tus|su|sus|la|las|los|el|un|una) ${ES_RELATIVES}`,
  `al ${ES_RELATIVES}`,
)

export const ES_ANIMALS = `(?:a |al )?(?:(?:mi|mis|un|una|unos|unas|el|la|los|las|tu|tus|su|sus|ese|esa|este|esta) )?${anyOf(
  'gat[oa]s?',
  'gatit[oa]s?',
  'perr[oa]s?',
  'perrit[oa]s?',
  'cachorr[oa]s?',
  'mascotas?',
  'hamsters?',
  'conej[oa]s?',
  'conejit[oa]s?',
  'pajar[oa]s?',
  'pajarit[oa]s?',
  'caballos?',
  'ardillas?',
  'erizos?',
  'ranas?',
  'sapos?',
  'animales',
  'animal',
  'patos?',
  'gallinas?',
  'pollitos?',
)}`

export const ES_INTENT = anyOf(
  'quiero',
  'quisiera',
  'voy a',
  'vamos a',
  'pienso',
  'me gustaria',
  'tengo ganas de',
  'como (?:puedo|se puede|podria|hago para|se hace para)',
  'como',
  'ayudame a',
  'enseñame a',
  'dime como',
  'la (?:mejor|forma|manera) (?:forma |manera )?de',
)

/** A negation just before a rule turns it off: "I would never hurt my cat", "no quiero hacerme daño". */
export const NEGATED =
  '(?<!(?<![\\p{L}])(?:not|never|dont|wont|didnt|cant|cannot|wouldnt|shouldnt|without|no|nunca|sin) (?:\\S+ )?)'
