// "What can't go in the compost?" / "¿qué cosas no se pueden echar a la compostera?" / "what goes in it?": the lists
// composed from the compost materials' verdicts, each with its reason, instead of one material's yes or no.
import type { Language } from '../../../../../shared/constants'
import type { ExpertReply } from './compose-expert'
import { COMPOST_MATERIALS } from './compostable'

const w = (source: string) => new RegExp(`(?:^| )(?:${source})(?= |$)`)
const COMPOST = w('compost\\w*|composta\\w*|vermicompost\\w*|worm bin|lombricompost\\w*')
// Asks for what stays out: "what can't go in", "what shouldn't I put", "what not to compost", "qué no se puede echar".
const KEEP_OUT = w(
  '(?:what|which|anything) (?:\\w+ ){0,3}(?:cant|cannot|shouldnt|should not|must not|mustnt|not to|never|doesnt|dont|isnt|not allowed|not)|what to (?:keep out|avoid|leave out)|(?:avoid|keep out)|(?:que|cuales|cosas|algo) (?:cosas )?(?:\\w+ ){0,2}no (?:se )?(?:puede|pueden|debo|debe|deben|hay que|va|van|echo|echar|pongo|poner)|que no (?:\\w+ ){0,3}(?:compost\\w*|echar|poner)|prohibid\\w*|evitar',
)
// Asks what goes in: "what goes in it", "what can I put in the compost", "qué se echa a la compostera".
const GOES_IN = w(
  '(?:what|which things|what things|what stuff) (?:\\w+ ){0,3}(?:goes|go|can|put|add|throw)|(?:que|cuales|que cosas) (?:\\w+ ){0,3}(?:se echa\\w*|echo|echar|pongo|poner|va|van|se puede\\w*|puedo)',
)

function list(items: string[], language: Language): string {
  if (items.length <= 1) return items.join('')
  // Items hold their own commas and "and" ("meat, fish and bones"): semicolons keep them apart.
  const and = language === 'es' ? '; y ' : '; and '
  return `${items.slice(0, -1).join('; ')}${and}${items.at(-1)}`
}

const L = (language: Language, en: string, es: string) => (language === 'es' ? es : en)

/** The keep-out list (or the goes-in list with the keep-out list after it) for a general compost question. */
export function composeCompostLists(folded: string, language: Language): ExpertReply | undefined {
  if (!COMPOST.test(folded)) return undefined
  const keepOut = KEEP_OUT.test(folded)
  if (!keepOut && !GOES_IN.test(folded)) return undefined
  const no = COMPOST_MATERIALS.filter((material) => material.verdict === 'no')
  const yes = COMPOST_MATERIALS.filter((material) => material.verdict === 'yes')
  const outSentence = L(
    language,
    `Keep out of a home compost pile: ${list(
      no.map((material) => material.name.en),
      language,
    )}. Meat, fish, dairy and oily food attract rats and smell; pet droppings can carry germs that a garden pile does not kill.`,
    `Fuera de la compostera de casa: ${list(
      no.map((material) => material.name.es),
      language,
    )}. La carne, el pescado, los lácteos y la comida con aceite atraen ratas y huelen mal; las heces de mascotas pueden llevar gérmenes que una compostera de jardín no mata.`,
  )
  const inSentence = L(
    language,
    `In it goes: ${list(
      yes.map((material) => material.name.en),
      language,
    )}, mixing wet "greens" (kitchen scraps, grass clippings) with dry "browns" (leaves, cardboard).`,
    `Sí van: ${list(
      yes.map((material) => material.name.es),
      language,
    )}, mezclando material "verde" húmedo (restos de cocina, césped) con material "marrón" seco (hojas, cartón).`,
  )
  return {
    sentences: keepOut ? [outSentence] : [inSentence, outSentence],
    citations: [
      {
        id: 'fact-compost-materials',
        title: L(language, 'What goes in the compost', 'Qué va al compost'),
      },
    ],
    read: [
      'compost',
      ...[...folded.matchAll(new RegExp((keepOut ? KEEP_OUT : GOES_IN).source, 'g'))].map((m) => m[0].trim()),
    ],
  }
}
