// Facts for families' everyday asks that had no home yet: helping bees through winter, telling a bee from a wasp,
// whether wasps are worse than bees, a hands-on soil texture test, watering pots in wind and heat, and watering a
// newly sown seed bed. Sources: pollinator societies, extension services, poison-control first aid.
import { BEES, buildFact, KIDS, POTS } from './fact-builder'
import type { TopicFact } from './topic-facts'

const WINTER =
  'winter\\w*|wintertime|cold months|cold season|invierno|invernal\\w*|meses frios|epoca de frio|frio'
const WASPS = 'wasps?|yellow ?jackets?|hornets?|avispas?|avispones?|avispon|chaquetas amarillas'

export const MORE_FACTS_8: TopicFact[] = [
  buildFact({
    id: 'help-bees-winter',
    topic: 'bees',
    title: ['Helping bees through the winter', 'Ayudar a las abejas en invierno'],
    cues: [
      BEES,
      WINTER,
      'help\\w*|support\\w*|protect\\w*|feed\\w*|do for|can (?:we|i) do|ayud\\w*|proteg\\w*|aliment\\w*|hacer por|que (?:puedo|podemos) hacer|plant\\w*|grow\\w*|sembr\\w*|cultiv\\w*|flowers?|flores|bloom\\w*|floracion',
    ],
    en: [
      'In winter most wild bees are asleep: queen bumblebees and solitary bees rest in hollow stems, leaf litter, loose soil and old wood, so leave the garden a little untidy and undisturbed until spring.',
      'For warm winter days, grow winter-flowering plants: heather, hellebores, mahonia, winter honeysuckle, viburnum and rosemary, ivy flowers in late autumn, then crocus and snowdrops as winter ends.',
    ],
    es: [
      'En invierno casi todas las abejas silvestres duermen: las reinas de abejorro y las abejas solitarias se refugian en tallos huecos, hojarasca (hojas secas), tierra suelta y madera vieja, así que deja un rincón del jardín sin limpiar hasta la primavera.',
      'Para los días templados, cultiva plantas que florecen en invierno: brezo, heléboro, mahonia, romero, madroño, viburno y la flor de la hiedra a final de otoño, y luego azafranes y campanillas de invierno (galantos).',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-or-wasp',
    topic: 'bees',
    title: ['Telling a bee from a wasp', 'Distinguir una abeja de una avispa'],
    cues: [
      BEES,
      WASPS,
      'differ\\w*|tell\\w*|tell (?:the )?difference|explain\\w*|versus|vs|or a|diferenci\\w*|distingu\\w*|explic\\w*|o una|se parecen',
    ],
    en: [
      'Look at the body: bees are hairy, fuzzy and round, with pollen on their legs, and they feed on flowers; wasps are smooth and shiny, with a thin "waist" and bright yellow and black stripes.',
      'Wasps are hunters: they catch insects and caterpillars for their young (so they help the garden too) and love sweet drinks and meat at picnics.',
    ],
    es: [
      'Fíjate en el cuerpo: las abejas son peludas y redondas, con polen en las patas, y se alimentan de flores; las avispas son lisas y brillantes, con una "cintura" muy fina y rayas amarillas y negras vivas.',
      'Las avispas son cazadoras: atrapan insectos y orugas para sus crías (así que también ayudan al jardín) y les encantan las bebidas dulces y la carne de los picnics.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'wasp-vs-bee-danger',
    topic: 'safety',
    title: ['Are wasps more dangerous than bees?', '¿Son más peligrosas las avispas que las abejas?'],
    cues: [
      WASPS,
      'danger\\w*|worse|more (?:likely|dangerous|aggressive)|sting\\w*|aggress\\w*|peligros\\w*|peor\\w*|mas agresiv\\w*|pican mas|picadura\\w*|agresiv\\w*',
      'bees?|honey ?bees?|bumble ?bees?|abejas?|abejorros?|than|que|vs|versus|or',
    ],
    en: [
      'A wasp can sting several times, because its sting has no barbs, while a honeybee stings only once; wasps also get more defensive near their nest and in late summer, when they hunt for sweet food and drinks.',
      'For children, treat a wasp sting like a bee sting: tell a grown-up, wash it and put something cold on it, and call emergency services if there is trouble breathing or swelling of the face.',
    ],
    es: [
      'Una avispa puede picar varias veces, porque su aguijón no tiene ganchos, mientras que la abeja de la miel pica solo una vez; además, las avispas se vuelven más defensivas cerca de su nido y al final del verano, cuando buscan comida y bebidas dulces.',
      'Para los niños, una picadura de avispa se trata como la de abeja: avisar a un adulto, lavar y poner frío, y llamar a emergencias si cuesta respirar o se hincha la cara.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'soil-texture-test',
    topic: 'soil',
    title: ['Is my garden soil clay or sandy?', '¿La tierra de mi jardín es arcillosa o arenosa?'],
    cues: [
      'clay\\w*|sand\\w*|loam\\w*|silt\\w*|arcill\\w*|arena\\w*|limo\\w*|franc[oa]',
      'tell|know|test\\w*|check\\w*|find out|which|what kind|type|saber|se si|como se|prueba\\w*|comprob\\w*|averigu\\w*|que tipo|tipo de|distingu\\w*',
    ],
    en: [
      'To know whether your garden soil is sandy or clay, squeeze a handful of it damp: sandy soil feels gritty and falls apart, clay feels sticky and holds a ball you can roll into a sausage or ribbon, and good loam holds together then crumbles.',
      'For a closer look, shake soil with water in a jar and leave it a day: sand settles first, then silt, then clay on top, and the layers show your mix.',
    ],
    es: [
      'Para saber si la tierra de tu jardín es arenosa o arcillosa, aprieta un puñado húmedo: la arenosa es áspera y se deshace, la arcillosa es pegajosa y forma una bola que puedes enrollar como un churro, y la franca se queda unida y luego se desmenuza.',
      'Para verlo mejor, agita tierra con agua en un frasco y déjala un día: la arena se asienta primero, luego el limo y arriba la arcilla, y las capas muestran tu mezcla.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'pots-wind-heat',
    topic: 'watering',
    title: [
      'Watering pots on a hot or windy balcony, deck or terrace',
      'Regar macetas en un balcón, terraza o patio con calor o viento',
    ],
    cues: [
      POTS,
      'wind\\w*|breez\\w*|exposed|hot|heat\\w*|scorch\\w*|viento\\w*|ventos\\w*|expuest\\w*|calor|caluros\\w*|sol fuerte',
      'water\\w*|dry|dries|riego|rieg\\w*|regar|agua|sec\\w*',
    ],
    en: [
      'On a hot, sunny or windy (breezy) balcony, deck or terrace, pots and planters bake and can dry out in hours, so they need much more water: check them every day with a finger and water daily, in summer heatwaves twice a day, morning and evening, until water runs out below.',
      'Bigger pots, a mulch on top, saucers, self-watering pots and grouping pots together out of the strongest wind all help them stay moist.',
    ],
    es: [
      'En un balcón caluroso y con viento las macetas se secan en horas: revísalas cada día con un dedo y riega a diario, y en olas de calor dos veces al día, mañana y tarde, hasta que salga agua por abajo.',
      'Macetas más grandes, acolchado por encima, platos, macetas de autorriego y agruparlas lejos del viento más fuerte ayudan a que guarden la humedad.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'water-new-seeds',
    topic: 'watering',
    title: ['Watering newly sown seeds', 'Regar semillas recién sembradas'],
    cues: [
      'seeds?|sown|sowed|seedbeds?|semillas?|sembrad\\w*|semiller\\w*|almacig\\w*',
      'water\\w*|moist\\w*|riego|rieg\\w*|regar|regamos|humed\\w*',
    ],
    not: 'how deep|profund\\w*|pots?|macetas?',
    en: [
      'Until seeds come up, keep the soil evenly moist, never soggy and never dry: water gently every day or two (daily in hot, dry weather) with a fine rose or a mist spray so the seeds are not washed away.',
      'A thin layer of compost or a sheet of fleece over the row helps the surface stay damp; once the seedlings are up, water less often but more deeply.',
    ],
    es: [
      'Hasta que nazcan, mantén la tierra siempre húmeda, ni encharcada ni seca: riega suave cada uno o dos días (a diario con calor) con una regadera de lluvia fina o un pulverizador para no arrastrar las semillas.',
      'Una capa fina de compost o una manta térmica sobre la fila ayuda a que la superficie no se seque; cuando hayan nacido, riega menos a menudo pero más hondo.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'kids-bee-projects',
    topic: 'activities',
    title: ['Bee projects for children', 'Proyectos para que los niños ayuden a las abejas'],
    cues: [
      `${KIDS}|\\d+ ?(?:year|yr)s? old|\\d+ ?yo|\\d+ anos`,
      BEES,
      'projects?|activit\\w*|crafts?|make|build|ideas?|things to do|can (?:we|they) do|proyectos?|actividad\\w*|manualidad\\w*|hacer|ideas?|construir',
    ],
    // A named project ("how to make a bee hotel with the kids") has its own how-to fact.
    not: 'hotel\\w*|hoteles|bee baths?|bebederos?|seed (?:balls?|bombs?)|bombas? de semillas|count\\w*|survey\\w*|censo\\w*',
    en: [
      'Bee projects children can own: sow a patch of native wildflowers or roll wildflower seed balls; build a bee hotel from hollow stems in a box; set out a bee bath (a shallow dish with pebbles).',
      'Older children can run a bee count: watch one flower patch for 10 minutes each week and keep a tally, like a real pollinator survey; younger ones can draw the bees they see.',
    ],
    es: [
      'Proyectos de abejas para niños: sembrar un rincón de flores silvestres nativas o hacer bombas de semillas; construir un hotel de abejas con tallos huecos en una caja; poner un bebedero (un plato poco profundo con piedritas).',
      'Los mayores pueden hacer un censo de abejas: mirar un grupo de flores 10 minutos cada semana y apuntar cuántas vienen, como en un censo de polinizadores de verdad; los pequeños pueden dibujar las abejas que ven.',
    ],
    source: 'pollinator-society',
  }),
]
