// Common English and Spanish words that carry no garden meaning, kept out of retrieval (folded, no accents).
import type { Language } from '../../../../../shared/constants'

const EN = `a about above after again all also am an and any are as at be because been before being
below between both but by can cant could couldnt did didnt do does doesnt doing dont down during each
few for from further get gets got had has have having he her here hers him his how hows i id if im in
into is isnt it its itself ive just let lets like me more most much my myself no nor not now
of off on once only or other our ours out over own please same she should so some such tell than that
thats the their theirs them then there theres these they this those through to too under until up us
very want was we were what whats when where which while who whom whos why will with would you your
youre yours yourself hi hey mochi ok okay really thing things something anything know wanna gonna lot
lots ever every also maybe pls plz wat wut u ur r come comes came go goes went use used way`

const ES = `a al algo algun alguna algunas alguno algunos ante antes aqui asi aun cada como con contra cual
cuales cualquier cuando cuanta cuantas cuanto cuantos de del desde donde dos el ella ellas ello ellos
en entre era eran eres es esa esas ese eso esos esta estaba estan estar estas este esto estos estoy
fue fueron ha hace haces hacia han has hasta hay he la las le les lo los me mi mis mucho muchos muy
mas ni no nos nosotros o os otra otras otro otros para pero poco por porque puede pueden puedo pues
que quien quienes se sea ser si sido siempre sin sobre son soy su sus tambien tan tanto te tengo ti
tiene tienen toda todas todo todos tu tus un una unas uno unos usted ustedes va vamos van y ya yo
hola mochi oye dime cuentame quiero quieres sabes saber favor gracias q xq pq porfa porfavor algo
hago haces hacemos hacer debo debemos deberia da dan dar den`

function toSet(words: string): Set<string> {
  return new Set(words.split(/\s+/).filter(Boolean))
}

export const STOPWORDS: Record<Language, Set<string>> = { en: toSet(EN), es: toSet(ES) }

export function isStopword(word: string, language: Language): boolean {
  return STOPWORDS[language].has(word)
}
