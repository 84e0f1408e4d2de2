// Everyday ways families describe a topic without its usual word ("3 hours of sun" is shade, "little green bugs"
// are aphids, "when can I use my compost" asks if it is ready): each adds the topic's cue word before facts are found.

interface Phrasing {
  /** On folded text (lower case, no accents, single spaces, padded with spaces). */
  pattern: RegExp
  /** Cue words the phrasing stands for, as the topic facts spell them. */
  means: string
  /** Only when this also appears (the subject the phrasing is about). */
  with?: RegExp
}

const w = (source: string) => new RegExp(`(?:^| )(?:${source})(?= |$)`)

const PHRASINGS: Phrasing[] = [
  // Little sun is shade: "gets maybe 3 hours of sun", "not much sun", "poco sol", "no le da el sol".
  {
    pattern: w(
      '(?:\\d|one|two|three|four|a few|few|couple of|a couple) (?:\\w+ )?hours? of (?:direct )?(?:sun|sunlight|light)|(?:not much|little|hardly any|barely any|no direct|not a lot of|not enough) (?:sun|sunlight|light)|(?:north facing|faces north)|(?:poco|nada de|casi nada de|muy poco) sol|(?:\\d|una|dos|tres|cuatro|pocas) horas? de sol|no (?:le |les |nos )?(?:da|llega|pega) (?:mucho |casi |nada )?(?:el )?sol|orientad[oa] al norte',
    ),
    means: 'shade sombra',
  },
  // Small green, black or white bugs on leaves are aphids: "little green bugs all over my kale".
  {
    pattern: w(
      '(?:tiny |little |small |lots of |many )?(?:green|black|grey|gray) (?:bugs?|insects?|flies|things)|(?:bichitos?|bichos?|insectos?|mosquitas?) (?:\\w+ )?(?:verdes?|negros?)',
    ),
    means: 'aphids pulgones',
  },
  // "When can I use my compost", "¿cuándo la puedo usar?": is the compost ready.
  {
    pattern: w(
      '(?:when|how soon|how long until|how long before) (?:\\w+ ){0,3}(?:use|spread|put)|(?:cuando|en cuanto tiempo) (?:\\w+ ){0,3}(?:usar|uso|usarla|usarlo|usamos|echar|echarla|echarlo|poner|ponerla|ponerlo)|how do (?:i|we|you) know (?:\\w+ ){0,3}(?:ready|done)|como (?:se|sabemos|saber) (?:\\w+ ){0,3}(?:lista|listo|terminad[oa])',
    ),
    means: 'ready listo',
    with: w('compost\\w*|composta\\w*'),
  },
  // "Son pura hoja", "all foliage": leaves but no root or fruit.
  {
    pattern: w(
      'pura hoja|puras hojas|puro follaje|solo follaje|pura rama|all foliage|just leaves|nothing but leaves|only leaves',
    ),
    means: 'solo hojas all leaves',
  },
  // "Are bumble bees dangerous for my 4 year old", "¿los abejorros son peligrosos?": do they sting.
  {
    pattern: w(
      'danger\\w*|safe\\w*|harm\\w*|aggressive|bite|peligros\\w*|segur[oa]s?|agresiv\\w*|muerden|hacen dano',
    ),
    means: 'sting pica',
    with: w('bumble ?bees?|abejorros?'),
  },
  // "Which bugs are the good guys", "¿qué bichos son los buenos?": the helpful insects.
  {
    pattern: w(
      '(?:bugs?|insects?|critters|creatures|beetles|bichos?|bichitos?|insectos?) (?:\\w+ ){0,3}(?:the )?(?:good guys|good ones|goodies|friendly|on (?:my|our) side|helpers|(?:los |las )?buen[oa]s|beneficos|amigos|aliados|utiles)|(?:good|friendly|helpful|garden friendly) (?:\\w+ )?(?:bugs?|insects?|critters)|(?:bichos?|insectos?) (?:\\w+ )?(?:buenos|amigos|aliados)',
    ),
    means: 'beneficial insectos beneficos',
  },
]

/** The folded question with the cue words its everyday phrasings stand for, and the words those phrasings used. */
export function withCueWords(folded: string): { text: string; read: string[] } {
  let text = folded
  const read: string[] = []
  for (const phrasing of PHRASINGS) {
    if (phrasing.with && !phrasing.with.test(folded)) continue
    if (!phrasing.pattern.global && !phrasing.pattern.test(folded)) continue
    const found = [...folded.matchAll(new RegExp(phrasing.pattern.source, 'g'))].map((m) => m[0].trim())
    if (found.length === 0) continue
    read.push(...found)
    text = `${text}${phrasing.means} `
  }
  return { text, read }
}
