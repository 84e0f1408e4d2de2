// More parent questions: what children wear in the garden, toddlers who mouth plants, drinking from the hose, how
// hot is too hot, and bees nesting in the ground. Sources: public-health and poison-control guidance, pollinator
// societies.
import { BEES, buildFact, KIDS } from './fact-builder'
import type { TopicFact } from './topic-facts'

export const MORE_FACTS_4: TopicFact[] = [
  buildFact({
    id: 'garden-clothes',
    topic: 'safety',
    title: ['What children wear in the garden', 'Qué ropa llevan los niños en el huerto'],
    cues: [
      KIDS,
      'wear\\w*|clothes|clothing|outfit|shoes|boots|dress\\w*|ropa|vest\\w*|zapatos|botas|calzado|ponerles|ponerle|llevar puesto',
    ],
    en: [
      'Closed shoes or wellies (bare feet meet bees on clover and sharp tools), clothes that can get muddy, a wide-brimmed hat and sunscreen in sun, and child-size gloves for weeding, thorns and compost.',
      'Long sleeves and trousers help against nettles, ticks and scratches; avoid bright floral prints and sweet perfumes near bees.',
    ],
    es: [
      'Zapatos cerrados o botas de agua (los pies descalzos se encuentran abejas en el trébol y herramientas), ropa que se pueda manchar, sombrero o gorra y protector solar si hay sol, y guantes de su tamaño para quitar hierbas, espinas y compost.',
      'Manga y pantalón largos protegen de ortigas, garrapatas y arañazos; evita estampados de flores muy vistosos y perfumes dulces cerca de las abejas.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'toddler-mouths-plants',
    topic: 'safety',
    title: ['A toddler who puts plants in the mouth', 'Un niño pequeño que se mete plantas en la boca'],
    cues: [
      `${KIDS}|baby|babies|toddlers?|bebes?`,
      'stop\\w*|prevent\\w*|keep (?:him|her|them) from|avoid\\w*|evit\\w*|imped\\w*|mete\\w*|mouth\\w*|boca',
      'plants?|leaves|flowers?|berr(?:y|ies)|plantas?|hojas|flores?|bayas?',
    ],
    en: [
      'Most toddlers taste things, so make their play area safe: remove or fence off toxic plants (foxglove, lily of the valley, daffodil bulbs, yew, oleander, holly berries) and grow edible, non-toxic ones at their height, such as strawberries, nasturtiums, mint and peas.',
      'Stay close, teach "ask before you taste", and keep the poison control number handy; if they swallow something unknown, call poison control.',
    ],
    es: [
      'Casi todos los niños pequeños lo prueban todo, así que haz segura su zona de juego: quita o aísla las plantas tóxicas (dedalera, lirio de los valles, bulbos de narciso, tejo, adelfa, bayas de acebo) y pon a su altura plantas comestibles y no tóxicas, como fresas, capuchinas, menta y guisantes.',
      'Quédate cerca, enséñale "pregunta antes de probar" y ten a mano el teléfono de toxicología; si se traga algo desconocido, llama a toxicología.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'hose-water',
    topic: 'safety',
    title: ['Drinking from the garden hose', 'Beber agua de la manguera'],
    cues: [
      'hoses?|hosepipes?|mangueras?|mangueritas?',
      'drink\\w*|sip\\w*|water|safe\\w*|hot|beb\\w*|tomar|agua|segur\\w*|caliente',
    ],
    not: 'how often|cada cuanto|lawn|cesped',
    en: [
      'Better not to drink from an ordinary garden hose: many are not made for drinking water and can leach lead or chemicals, and water left in a hose in the sun can be hot enough to scald.',
      'Let it run until it is cool before splashing children, and give them water bottles to drink from, or use a hose labelled safe for drinking water.',
    ],
    es: [
      'Mejor no beber de una manguera de jardín normal: muchas no están hechas para agua potable y pueden soltar plomo o químicos, y el agua que queda dentro al sol puede salir tan caliente que quema.',
      'Déjala correr hasta que salga fresca antes de mojar a los niños, y dales botellas de agua para beber, o usa una manguera apta para agua potable.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'too-hot-to-garden',
    topic: 'safety',
    title: [
      'How hot is too hot for children to garden',
      'Cuánto calor es demasiado para los niños en el huerto',
    ],
    cues: [
      `${KIDS}`,
      'too hot|heat ?waves?|hot (?:days?|weather)|how hot|temperatures?|degrees|demasiado calor|ola de calor|mucho calor|que temperatura|temperaturas?|grados',
    ],
    en: [
      "Above about 30 °C (86 °F), or in a heat wave, keep children's gardening to the early morning or evening, in the shade, for short spells.",
      'Hats, light long sleeves, sunscreen and water breaks every 15 to 20 minutes; stop at once for headache, dizziness, red hot skin or unusual tiredness, move to shade and give water.',
    ],
    es: [
      'Con más de unos 30 °C, o en una ola de calor, que los niños vayan al huerto solo temprano por la mañana o al atardecer, a la sombra y un rato corto.',
      'Gorra, manga larga ligera, protector solar y pausas para beber agua cada 15 o 20 minutos; parad enseguida si hay dolor de cabeza, mareo, piel roja y caliente o cansancio raro, id a la sombra y dadle agua.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'ground-bee-nest',
    topic: 'bees',
    title: ['Bees nesting in the ground', 'Abejas que anidan en el suelo'],
    cues: [
      BEES,
      'nests?|holes?|burrows?|mounds?|living in|nidos?|agujeros?|hoyitos?|madrigueras?|montoncitos?|viven en',
      'ground|lawn|soil|dirt|grass|yard|suelo|tierra|cesped|pasto|patio',
    ],
    en: [
      'Small holes with little mounds of soil in spring are usually mining bees: gentle, solitary bees that rarely sting and pollinate fruit trees; each nest lasts only a few weeks. A bumblebee nest in an old mouse hole also ends by late summer.',
      'Leave them be: mark the spot, let children watch from a step away, wear shoes, and never pour water or poison into the holes; if a nest is right where children play, fence it off until the bees are gone.',
    ],
    es: [
      'Los agujeritos con montoncitos de tierra en primavera suelen ser de abejas mineras: abejas solitarias tranquilas que casi nunca pican y polinizan los frutales; cada nido dura solo unas semanas. Un nido de abejorros en un agujero viejo de ratón también se acaba a finales del verano.',
      'Déjalas tranquilas: señala el sitio, que los niños miren a un paso de distancia, con zapatos, y nunca eches agua ni veneno en los agujeros; si el nido está justo donde juegan los niños, pon una valla hasta que se vayan.',
    ],
    source: 'pollinator-society',
  }),
]
