// The second blind writer's final facts: dry beds beside walls and balconies with no tap; a neighbour's spraying;
// keeping a bee hotel clean; and toddler activities (painting with water, a nature bracelet).
// Sources: extension services, pollinator societies, general horticultural practice.
import { buildFact, KIDS, POTS } from './fact-builder'
import type { TopicFact } from './topic-facts'

const WATER =
  'water\\w*|irrigat\\w*|regar|regad\\w*|riego\\w*|rieg\\w*|riega\\w*|agua|moj\\w*|hydrat\\w*|hidrat\\w*'

export const BLIND_B_FINAL_FACTS: TopicFact[] = [
  buildFact({
    id: 'rain-shadow-beds',
    topic: 'watering',
    title: [
      'Dry beds beside walls, fences and under trees',
      'Bancales secos junto a muros, vallas y bajo los árboles',
    ],
    cues: [
      'walls?|fences?|house|eaves|under (?:a |the )?trees?|rain shadow|muros?|pared(?:es)?|vallas?|cercas?|tapias?|aleros?|bajo (?:el |los |un )?arbol\\w*|sombra de lluvia',
      'dry|still dry|never wet|even after rain|despite|rain\\w*|sec[oa]s?|siguen? sec\\w*|aunque llueva|lluvi\\w*|llueve',
    ],
    not: `${POTS}|balcon\\w*|climb\\w*|trepador\\w*|enredader\\w*`,
    en: [
      'Soil within about 50 cm of a house wall or solid fence, and under evergreen trees, stays dry even after good rain, because the wall or canopy blocks rain coming in at an angle and tree roots drink the rest; this is called a rain shadow.',
      'Plant about 40 to 50 cm out from the wall, dig in plenty of compost, mulch deeply and water these spots through summer as if it had not rained, or choose tough dry-shade plants there such as hardy geraniums, epimedium, euphorbia and ferns.',
    ],
    es: [
      'La tierra a menos de unos 50 cm de una pared de la casa o de una valla maciza, y bajo árboles de hoja perenne, sigue seca aunque llueva bien, porque el muro o la copa tapan la lluvia que cae inclinada y las raíces se beben el resto; se llama sombra de lluvia.',
      'Planta a unos 40 o 50 cm del muro, añade mucho compost, acolcha bien y riega esos rincones en verano como si no hubiera llovido, o elige plantas duras de sombra seca como geranios vivaces, epimedium, euforbias y helechos.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'balcony-no-tap',
    topic: 'watering',
    title: ['Watering a balcony with no outdoor tap', 'Regar un balcón sin grifo exterior'],
    cues: [
      'no (?:outdoor |outside )?(?:tap|faucet|spigot|hose|water)|without (?:a )?(?:tap|faucet|hose)|sin (?:grifo|llave|canilla|manguera|toma de agua)|no tengo (?:grifo|llave|canilla|manguera)',
      `${WATER}|balcon\\w*|terrac\\w*|terraz\\w*|${POTS}|plants?|plantas?`,
      'taps?|faucets?|spigots?|hoses?|grifos?|llaves?|canillas?|mangueras?|toma de agua',
    ],
    en: [
      'Without an outdoor tap, a 5 to 10 litre watering can with a long spout, or a couple of refilled 5 litre water bottles, carried from the kitchen or bathroom sink, is enough for most balconies; a cheap adapter and short hose from the kitchen tap helps for big pots.',
      'Cut the trips down: group pots together, choose larger and self-watering pots, mulch the surface, collect rainwater in a lidded bucket, and use a small gravity drip kit fed from a raised water container for holidays.',
    ],
    es: [
      'Sin grifo (llave, canilla) fuera, basta para casi todos los balcones una regadera de 5 a 10 litros con pico largo, o un par de garrafas de agua de 5 litros rellenadas en el fregadero de la cocina o el baño; para macetas grandes ayuda un adaptador barato y una manguera corta desde el grifo de la cocina.',
      'Ahorra viajes: agrupa las macetas, elige macetas más grandes y autorregantes, acolcha la superficie, recoge agua de lluvia en un cubo (balde) con tapa y usa un kit pequeño de goteo por gravedad con un depósito en alto para las vacaciones.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'bee-hotel-cleaning',
    topic: 'bees',
    title: ['Keeping a bee hotel clean and healthy', 'Mantener limpio y sano un hotel de abejas'],
    cues: [
      'bee hotels?|bug hotels?|insect hotels?|bee houses?|mason bee (?:houses?|tubes?|blocks?)|hotel(?:es)? de (?:abejas|insectos|bichos)|casas? (?:de|para) abejas',
      'clean\\w*|mainten\\w*|mould\\w*|mold\\w*|mites?|old|replace\\w*|winter|every year|tubes?|limpi\\w*|mantenimiento|moho|acaros?|viej[oa]s?|cambi\\w*|reemplaz\\w*|invierno|cada ano|tubos?',
    ],
    en: [
      'Old bee hotels can build up mites, mould and parasitic wasps, so use tubes or paper liners you can replace: after the bees emerge in spring, swap the used tubes or liners for new ones, and replace drilled blocks every 2 to 3 years.',
      'In autumn, move the hotel to an unheated shed or garage so the cocoons stay cold and dry over winter, away from birds, then put it back outside in early spring; several small hotels spread around are healthier than one giant one.',
    ],
    es: [
      'Los hoteles de abejas viejos acumulan ácaros, moho y avispas parásitas, así que usa tubos o fundas de papel que puedas cambiar: cuando salgan las abejas en primavera, sustituye los tubos o las fundas usados por otros nuevos, y cambia los bloques taladrados cada 2 o 3 años.',
      'En otoño, lleva el hotel a un cobertizo o garaje sin calefacción para que los capullos pasen el invierno fríos y secos, lejos de los pájaros, y vuelve a sacarlo a principios de primavera; varios hoteles pequeños repartidos están más sanos que uno gigante.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'water-painting-kids',
    topic: 'activities',
    title: [
      'Painting with water: a toddler garden game',
      'Pintar con agua: un juego de jardín para los más pequeños',
    ],
    cues: [
      'paint\\w* with water|water paint\\w*|paintbrush\\w*|brushes|pintar con agua|pincel(?:es)?|brochas?|brochitas?',
      `${KIDS}|toddlers?|babies|baby|game|play|walls?|fence|bebes?|juego|jugar|pared\\w*|vallas?|cercas?|valla`,
      'water|agua|paint\\w*|pint\\w*',
    ],
    en: [
      'Give a toddler a bucket of water and a big paintbrush or a small roller and let them "paint" the fence, paving, walls and pots: the marks darken, then magically vanish as they dry, so they can paint again and again.',
      'It is a calm job for ages 2 to 5 on a warm day, it waters a few pots along the way, and it costs nothing; stay close by, as with any water play.',
    ],
    es: [
      'Dale a un niño pequeño un cubo (balde) de agua y una brocha grande o un rodillo pequeño y deja que "pinte" la valla, el suelo, las paredes y las macetas: las marcas se oscurecen y luego desaparecen como por magia al secarse, así que puede pintar una y otra vez.',
      'Es una tarea tranquila para niños de 2 a 5 años en un día templado, de paso riega algunas macetas y no cuesta nada; quédate cerca, como con cualquier juego con agua.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'nature-bracelet',
    topic: 'activities',
    title: [
      'A nature bracelet for a toddler walk',
      'Una pulsera de naturaleza para un paseo con los pequeños',
    ],
    cues: [
      'nature bracelets?|sticky bracelets?|tape bracelets?|bracelets?|pulseras? (?:de (?:la )?naturaleza|de cinta|pegajosas?)|pulseras?',
      `${KIDS}|toddlers?|walk\\w*|nature|garden|leaves|flowers?|pase\\w*|naturaleza|jardin\\w*|hojas|flor\\w*`,
    ],
    not: 'daisy|daisies|margaritas?|chains?|cadenas?|crowns?|coronas?',
    en: [
      "Wrap a strip of wide masking tape loosely around your child's wrist, sticky side out, and go for a slow garden walk: they stick on fallen petals, small leaves, grass seeds, feathers and bits of moss to make a bracelet.",
      'Talk about colours, shapes and smells as you go, pick from the ground rather than the plants, and skip anything prickly, berries or mushrooms. A strip of card with tape works as a crown for older children.',
    ],
    es: [
      'Pon una tira ancha de cinta de carrocero (cinta de papel) alrededor de la muñeca de tu hijo, con la parte pegajosa hacia fuera, y salid a dar un paseo tranquilo por el jardín: va pegando pétalos caídos, hojitas, semillas de hierba, plumas y trocitos de musgo para hacer una pulsera.',
      'Hablad de colores, formas y olores mientras camináis, recoged del suelo en vez de arrancar de las plantas y evitad lo que pincha, las bayas y los hongos. Para los mayores, una tira de cartulina con cinta sirve de corona.',
    ],
    source: 'general-horticulture',
  }),
]
