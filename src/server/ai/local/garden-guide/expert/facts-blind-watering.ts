// Watering facts families keep asking about: after rain, rainwater and grey water, holidays, afternoon droop, lawns,
// hanging baskets, raised beds, sprinklers and timers, ollas, dry and rainy seasons, saving water, by crop stage.
// Sources: extension-service irrigation guides, general horticultural practice.
import { buildFact, POTS } from './fact-builder'
import type { TopicFact } from './topic-facts'

const WATER =
  'water\\w*|irrigat\\w*|regar|regad\\w*|riego\\w*|rieg\\w*|riega\\w*|riegu\\w*|agua|moj\\w*|hydrat\\w*|hidrat\\w*'
const RAIN =
  'rain\\w*|showers?|storms?|drizzl\\w*|lluvi\\w*|llov\\w*|llueve|lloviendo|aguacer\\w*|tormenta\\w*|chubasc\\w*|chaparr\\w*'
const AWAY =
  'vacation\\w*|holidays?|away for|go away|going away|trips?|travel\\w*|leave for|gone for|vacaciones|viaje\\w*|viajamos|viajo|estar fuera|estamos fuera|estaremos fuera|fuera de casa|ausen\\w*|me voy|nos vamos'

export const BLIND_WATERING_FACTS: TopicFact[] = [
  buildFact({
    id: 'water-after-rain',
    topic: 'watering',
    title: ['Watering after rain', 'Regar después de la lluvia'],
    cues: [RAIN, `${WATER}|skip\\w*|still|need|saltar\\w*|todavia|aun`],
    not: 'rain ?water|rainwater|agua de (?:la )?lluvia|barrels?|butts?|tanks?|barril\\w*|depositos?|tanques?|aljibes?|harvest\\w*|collect\\w*|recog\\w*|cosech\\w*|tap|grifo|canilla|llave',
    en: [
      "After rain, check before you water: push a finger 5 cm (2 in) into the soil, and if it is damp, skip watering. A light shower of less than about 5 mm barely wets the surface, while a good soaking rain of 1 to 2.5 cm (half an inch to an inch) counts as that week's watering for beds.",
      'Pots under eaves, on covered balconies and under trees often stay dry even after a storm, and big leaves act like umbrellas, so check those anyway; a simple rain gauge or a straight-sided tin tells you how much fell.',
    ],
    es: [
      'Después de llover, revisa antes de regar: mete un dedo 5 cm en la tierra y, si está húmeda, no riegues. Una llovizna de menos de unos 5 litros por metro cuadrado apenas moja la superficie, mientras que una buena lluvia de 10 a 25 litros por metro cuadrado cuenta como el riego de esa semana en los bancales.',
      'Las macetas bajo aleros, en balcones techados o bajo árboles suelen seguir secas tras una tormenta, y las hojas grandes hacen de paraguas, así que revísalas igual; un pluviómetro sencillo o una lata de lados rectos te dice cuánto llovió.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'rainwater-or-tap',
    topic: 'watering',
    title: ['Rainwater or tap water for plants', 'Agua de lluvia o del grifo para las plantas'],
    cues: [
      'rain ?water|rainwater|lluvia|llovediza|pluvial\\w*',
      // appended: "can I use rainwater", "¿se puede regar con agua de lluvia?" ask whether it is good water
      'tap|mains|city|chlorin\\w*|hard|better|best|good|grifo|canilla|llave|caño|cloro|clorada|dura|mejor|buena|sirve|vale|can (?:i|we|you) (?:use|water)|ok|okay|fine|safe|se puede|puedo|podemos|usar|uso',
    ],
    en: [
      'Rainwater is the best water for plants: it is soft, slightly acidic and free of chlorine, which blueberries, azaleas, camellias and carnivorous plants especially like. Tap water is fine for most vegetables and flowers.',
      'If your tap water is very hard or chlorinated, fill the watering can the evening before and let it stand overnight, which also brings it to air temperature; never use water softened with salt.',
    ],
    es: [
      'El agua de lluvia es la mejor para las plantas: es blanda, algo ácida y sin cloro, y la agradecen sobre todo los arándanos, las azaleas, las camelias y las plantas carnívoras. El agua del grifo (de la llave o la canilla) sirve bien para casi todas las hortalizas y flores.',
      'Si el agua de tu casa es muy dura o lleva mucho cloro, llena la regadera la tarde anterior y déjala reposar toda la noche, así además se templa; nunca uses agua de un descalcificador con sal.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'grey-water',
    topic: 'watering',
    title: ['Watering with grey water from the house', 'Regar con aguas grises de la casa'],
    cues: [
      'gr[ae]y ?water|dish ?water|washing ?up water|bath ?water|shower water|washing machine|laundry|pasta water|cooking water|aguas? grises|agua (?:de|del) (?:fregar|platos|lavar|bano|ducha|regadera|lavadora|lavarropas|cocer|la pasta|los fideos|hervir)|agua jabonosa|agua usada',
      `${WATER}|use|garden\\w*|plants?|ok|safe|usar|uso|sirve|puedo|jardin\\w*|huert\\w*|plantas?|segur\\w*`,
    ],
    en: [
      'Grey water from washing-up, showers and baths can water ornamental plants, shrubs and lawns when you use mild, plant-friendly soap: let it cool, pour it on the soil (not the leaves) and switch back to clean water now and then so salts do not build up.',
      'Do not use grey water on leafy vegetables or root crops you eat raw, on seedlings or acid-loving plants, and never water with dishwasher water, water with bleach or nappy-wash water; cooled unsalted cooking water from vegetables or pasta is fine.',
    ],
    es: [
      'Las aguas grises de fregar, la ducha o la bañera sirven para regar arbustos, flores de adorno y el césped si usas jabones suaves: déjalas enfriar, échalas en la tierra (no en las hojas) y alterna con agua limpia de vez en cuando para que no se acumulen sales.',
      'No las uses en hortalizas de hoja ni en raíces que se comen crudas, en plantines ni en plantas de suelo ácido, y nunca riegues con agua del lavavajillas, con lejía (cloro, lavandina) ni de lavar pañales; el agua de cocer verduras o pasta sin sal, ya fría, sí vale.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'garden-on-holiday',
    topic: 'watering',
    title: [
      'Keeping the garden alive and watered while you are on holiday or vacation',
      'Cuidar y mantener el huerto regado mientras estás de vacaciones',
    ],
    cues: [
      AWAY,
      'garden\\w*|yard|beds?|vegetables?|veggies|veg|patch\\w*|allotments?|pots?|plants|lawn|huert\\w*|jardin\\w*|bancal\\w*|plantas|hortalizas|verduras|canteros?|cesped|pasto|grama',
    ],
    not: POTS,
    en: [
      'Before a trip of a week or more: water the beds deeply the day before, add 5 to 8 cm of mulch (straw, leaves or wood chips), pick everything ripe and anything nearly ripe, and cut off flowers that would set fruit while you are gone.',
      'For longer trips in summer, a soaker hose or drip line on a cheap battery timer (20 to 30 minutes early every second morning) or a neighbour who waters twice a week keeps beds alive; bury clay ollas or upturned bottles by the thirstiest plants.',
    ],
    es: [
      'Antes de un viaje de una semana o más: riega los bancales a fondo el día anterior, pon 5 a 8 cm de acolchado (paja, hojas o astillas), cosecha todo lo maduro y lo casi maduro, y quita las flores que darían fruto mientras no estás.',
      'Para viajes largos en verano, una manguera de goteo o exudante con un programador a pilas (20 a 30 minutos temprano cada dos días) o un vecino que riegue dos veces por semana mantienen el huerto vivo; entierra ollas de barro o botellas boca abajo junto a las plantas más sedientas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'midday-droop',
    topic: 'watering',
    title: ['Plants that droop in the afternoon', 'Plantas que se caen por la tarde'],
    cues: [
      'droop\\w*|wilt\\w*|flop\\w*|limp|sag\\w*|mustia\\w*|marchit\\w*|caid[oa]s?|se caen|lacias?|decaid\\w*|agachad\\w*',
      'afternoons?|midday|noon|evening|every day at|tarde|mediodia|siesta',
    ],
    en: [
      'Squash, courgette, cucumber and pumpkin leaves often droop in the hot afternoon even in moist soil: the leaves lose water faster than the roots can lift it. If they stand up again by evening or the next morning and the soil is damp 5 cm down, do not water more.',
      'If the plant is still limp in the cool morning, it is thirsty (water deeply) or, when the soil is wet, the roots are in trouble: check for soggy soil or a borer hole at the base of the stem.',
    ],
    es: [
      'Las hojas de calabaza, calabacita (calabacín, zapallito), pepino y zapallo suelen caerse en la tarde calurosa aunque la tierra esté húmeda: pierden agua más rápido de lo que las raíces la suben. Si se levantan al anochecer o a la mañana siguiente y la tierra está húmeda a 5 cm, no riegues más.',
      'Si la planta sigue lacia con el fresco de la mañana, tiene sed (riega a fondo) o, si la tierra está mojada, las raíces tienen un problema: revisa si hay encharcamiento o un agujero de barrenador en la base del tallo.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'watering-spring-autumn',
    topic: 'watering',
    title: ['Watering in spring and autumn', 'Regar en primavera y en otoño'],
    cues: [
      WATER,
      'spring\\w*|autumn\\w*|in (?:the )?fall|this fall|fall (?:season|months)|primavera\\w*|otono\\w*|otonal\\w*',
    ],
    not: 'summer|winter|verano|invierno',
    en: [
      'In spring, water new sowings and seedlings lightly every day or two, and established beds about once a week, increasing to two or three times a week as days get warmer and plants bigger; spring rain often does much of the work, so check the soil first.',
      'In autumn, plants grow more slowly and the soil dries less, so cut back to once a week or less and water in the morning; keep watering evergreens, new trees and autumn-planted garlic and bulbs if the season is dry.',
    ],
    es: [
      'En primavera, riega las siembras y los plantines con suavidad cada uno o dos días, y los bancales ya establecidos una vez por semana, subiendo a dos o tres veces según haga más calor y crezcan las plantas; la lluvia de primavera suele hacer buena parte del trabajo, así que mira antes la tierra.',
      'En otoño las plantas crecen más despacio y la tierra se seca menos, así que baja a una vez por semana o menos y riega por la mañana; sigue regando los perennes, los árboles nuevos y el ajo y los bulbos plantados en otoño si la temporada viene seca.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'how-much-water-pot',
    topic: 'watering',
    title: ['How much water a pot needs', 'Cuánta agua necesita una maceta'],
    cues: [
      POTS,
      'how much|enough|amount|how many (?:litres|liters|cups|glasses)|cuanta|cuanto|suficiente|cantidad|cuantos (?:litros|vasos)',
      WATER,
    ],
    en: [
      "Water a pot slowly until water runs out of the drainage holes: that means the whole root ball is wet. As a rough guide that is about a quarter of the pot's volume, for example 1 litre for a 4-litre pot, or 5 litres for a 20-litre tomato pot.",
      'Then wait until the top 2 to 3 cm feel dry before watering again, and empty the saucer after 30 minutes; a pot that feels very light when you lift it needs water.',
    ],
    es: [
      'Riega la maceta despacio hasta que el agua salga por los agujeros de drenaje: así sabes que todo el cepellón está mojado. Como guía, es más o menos la cuarta parte del volumen de la maceta, por ejemplo 1 litro para una de 4 litros o 5 litros para una tomatera en maceta de 20 litros.',
      'Después espera a que los primeros 2 o 3 cm estén secos para volver a regar, y vacía el plato a los 30 minutos; una maceta que pesa muy poco al levantarla necesita agua.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'bottom-watering',
    topic: 'watering',
    title: ['Watering from below', 'Regar por abajo (por inmersión)'],
    cues: [
      'from (?:below|the bottom|underneath)|bottom ?water\\w*|soak\\w* (?:the )?pots?|saucers?|trays?|por abajo|desde abajo|por debajo|por inmersion|inmersion|sumerg\\w*|platos?|platitos?|bandejas?',
      WATER,
    ],
    not: 'fregar|lavar|friega\\w*|gr[ae]y|grises|jabon\\w*|dish\\w*|washing',
    en: [
      'Watering from below suits seed trays, small pots, African violets and pots whose soil has dried so hard that water runs straight off: stand the pot in a tray or bowl with 2 to 3 cm of water for 15 to 30 minutes until the top looks damp, then let it drain.',
      'Do not leave pots standing in water for hours, which rots roots, and water from the top now and then to wash extra salts out of the bottom holes.',
    ],
    es: [
      'Regar por abajo va bien para semilleros, macetas pequeñas, violetas africanas y macetas tan secas que el agua resbala por encima: pon la maceta en una bandeja o un cuenco con 2 o 3 cm de agua de 15 a 30 minutos, hasta que la superficie se vea húmeda, y luego deja escurrir.',
      'No dejes las macetas en agua durante horas, porque se pudren las raíces, y riega por arriba de vez en cuando para que el agua arrastre las sales por los agujeros.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'olla-irrigation',
    topic: 'watering',
    title: ['Ollas and bottle drippers', 'Ollas de barro y botellas que gotean'],
    cues: [
      'ollas?|clay pots? (?:to|for) water\\w*|buried (?:clay )?pots?|bottles?|drippers?|botellas?|botellones?|garrafas?|vasijas?|cantaros?|tinajas?|goteros? casero\\w*',
      `${WATER}|self|slow|automatic\\w*|sol[oa]s?|despacio|lento|what|how|make|que es|como|hacer|hago`,
    ],
    not: 'greenhouse\\w*|invernader\\w*|cloches?|campanas?|rain ?gauges?|pluviometr\\w*|self ?watering|autorrieg\\w*|autorregab\\w*',
    en: [
      'An olla is an unglazed clay pot buried up to its neck among the plants and filled with water: the water seeps slowly through the clay to the roots, using up to half as much water as a hose. Refill it every few days in summer; a 5 to 10 litre olla waters a circle about 60 to 90 cm across.',
      'A cheaper version: poke 3 or 4 small holes in the cap of a plastic bottle, fill it and push it upside down into the soil next to a tomato or pepper plant; it drips for a day or two.',
    ],
    es: [
      'Una olla de riego es una vasija de barro sin esmaltar enterrada hasta el cuello entre las plantas y llena de agua: el agua rezuma despacio por el barro hasta las raíces y se gasta hasta la mitad que con manguera. Rellénala cada pocos días en verano; una olla de 5 a 10 litros riega un círculo de unos 60 a 90 cm.',
      'Una versión más barata: haz 3 o 4 agujeritos en el tapón de una botella de plástico, llénala y clávala boca abajo en la tierra junto a la tomatera (jitomate) o el chile (pimiento, ají); gotea durante un día o dos.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'new-transplants-water',
    topic: 'watering',
    title: ['Watering new transplants', 'Regar lo recién trasplantado'],
    cues: [
      'transplant\\w*|planted out|just planted|new(?:ly)? planted|plant(?:ed)? (?:them )?out|trasplant\\w*|recien plantad\\w*|acab\\w* de plantar|recien sembrad\\w*|plantas? nuevas?',
      WATER,
    ],
    not: 'trees?|shrubs?|bush\\w*|hedges?|arbol\\w*|arbust\\w*|frutal\\w*|setos?',
    en: [
      'Water new transplants well in the planting hole and again right after planting, then keep the soil around them moist every day or two for the first week or two while roots grow into the bed; in hot, sunny weather give them light shade for 2 or 3 days.',
      'After that, water less often but more deeply (about twice a week) so roots go down; if a new seedling flops at midday, water at its base and shade it.',
    ],
    es: [
      'Riega bien el hoyo de plantación y otra vez justo después de trasplantar, y mantén la tierra húmeda cada uno o dos días durante la primera o segunda semana, mientras las raíces entran en el bancal; con calor y sol fuerte, dales algo de sombra 2 o 3 días.',
      'Después, riega menos a menudo pero más a fondo (unas dos veces por semana) para que las raíces bajen; si un plantín nuevo se cae al mediodía, riega al pie y ponle sombra.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'hanging-baskets-water',
    topic: 'watering',
    title: ['Watering hanging baskets', 'Regar las macetas colgantes'],
    cues: [
      'hanging (?:baskets?|pots?|planters?)|baskets?|colgantes?|cestas? colgantes?|canastas? colgantes?|macetas? colgad\\w*|cestas?',
      WATER,
    ],
    en: [
      'Hanging baskets dry out fastest of all pots, because wind and sun reach them from every side: in summer water them every day, and twice a day (morning and evening) in hot or windy weather, until water drips from the bottom.',
      'Line wire baskets with a plastic-backed liner, mix compost into the potting mix, and if one dries out completely, take it down and soak it in a bucket of water for 30 minutes.',
    ],
    es: [
      'Las macetas colgantes son las que antes se secan, porque el viento y el sol les llegan por todos lados: en verano riégalas cada día, y dos veces al día (mañana y tarde) con calor o viento, hasta que el agua gotee por abajo.',
      'Forra las cestas de alambre con un forro con plástico por detrás, mezcla compost en el sustrato, y si una se seca del todo, bájala y sumérgela en un cubo (balde) de agua 30 minutos.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'raised-bed-watering',
    topic: 'watering',
    title: ['Watering raised beds', 'Regar los bancales elevados'],
    cues: [
      'raised ?beds?|bancal\\w* elevad\\w*|camas? elevad\\w*|canteros? elevad\\w*|huertos? elevad\\w*|mesas? de cultivo',
      WATER,
    ],
    en: [
      'Raised beds drain well and warm up fast, so they dry out sooner than ground beds: check them every 2 or 3 days, water deeply (about 2.5 cm, an inch, a week, more in summer), and expect to water two or three times a week in hot weather.',
      'A soaker hose or drip line snaked between the plants and a mulch of straw or leaves are the easiest way to keep them evenly moist; tall "table" beds dry out almost like big pots.',
    ],
    es: [
      'Los bancales elevados drenan bien y se calientan pronto, así que se secan antes que los de tierra: revísalos cada 2 o 3 días, riega a fondo (unos 25 litros por metro cuadrado a la semana, más en verano) y cuenta con regar dos o tres veces por semana cuando haga calor.',
      'Una manguera de goteo o exudante entre las plantas y un acolchado de paja u hojas son la forma más fácil de mantenerlos húmedos; las mesas de cultivo altas se secan casi como macetas grandes.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'sprinkler-how-long',
    topic: 'watering',
    title: ['How long to run a sprinkler or hose', 'Cuánto tiempo dejar el aspersor o la manguera'],
    cues: [
      'sprinklers?|hose\\w*|timers?|automatic|irrigation system|aspersor\\w*|regador\\w*|manguera\\w*|programador\\w*|temporizador\\w*|automatic\\w*|sistema de riego',
      'how long|minutes?|hours?|how much|cuanto tiempo|minutos?|horas?|cuanto',
    ],
    en: [
      "To know how long to run a sprinkler, set out a few straight-sided tins (tuna cans) and time how long it takes to fill them 2.5 cm (an inch): that is about a week's watering for beds and lawn, often 30 to 60 minutes, split into one or two sessions.",
      'A drip line or soaker hose gives much less water per hour, usually 30 to 60 minutes two or three times a week in summer; dig down 10 to 15 cm an hour later to check the water reached the roots, and set timers to skip after rain.',
    ],
    es: [
      'Para saber cuánto tiempo dejar el aspersor, pon unas latas de lados rectos (de atún) y mide cuánto tardan en llenarse 2,5 cm: eso es más o menos el riego de una semana para bancales y césped, a menudo de 30 a 60 minutos, repartidos en una o dos veces.',
      'El goteo o la manguera exudante dan mucha menos agua por hora, normalmente 30 a 60 minutos dos o tres veces por semana en verano; una hora después, cava 10 a 15 cm para ver si el agua llegó a las raíces, y programa el temporizador para que no riegue después de llover.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'dry-and-rainy-season',
    topic: 'watering',
    title: ['Watering in the dry and the rainy season', 'Regar en la temporada seca y en la de lluvias'],
    cues: [
      'dry season|rainy season|wet season|monsoon|tropic\\w*|temporada\\w* (?:de )?(?:secas|seca|lluvias|aguas)|epoca\\w* (?:de )?(?:secas|seca|lluvias|aguas)|estacion (?:seca|lluviosa|de lluvias)|temporal\\w*|secas|invierno tropical|monzon',
      WATER,
    ],
    en: [
      'In the tropics the year runs by rain, not frost: in the dry season water beds deeply two or three times a week (pots daily), mulch thickly and give young plants some shade; most sowing is best timed for the start of the rains.',
      'In the rainy season water only during dry spells of several days, and guard against too much water instead: raised beds or mounds, pots up off the ground, and no saucers left full, because soggy roots rot and mosquitoes breed.',
    ],
    es: [
      'En el trópico el año se mide por las lluvias, no por las heladas: en la temporada seca (de secas) riega los bancales a fondo dos o tres veces por semana (las macetas cada día), acolcha bien y da algo de sombra a las plantas jóvenes; casi todo se siembra mejor al comenzar las lluvias.',
      'En la temporada de lluvias (de aguas) riega solo en los veranillos de varios días sin llover y cuídate más del exceso de agua: bancales elevados o camellones, macetas levantadas del suelo y ningún plato lleno, porque las raíces encharcadas se pudren y crían los mosquitos.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'water-by-crop-stage',
    topic: 'watering',
    title: ['When vegetables need water most', 'Cuándo necesitan más agua las hortalizas'],
    cues: [
      'most|critical|important|stage|when (?:do|does)|flower\\w*|fruit\\w*|mas|cuando|etapa|fase|importante|critic\\w*|floracion|fruto\\w*|cuaj\\w*',
      WATER,
      'vegetables?|veggies|crops?|hortalizas?|verduras?|cultivos?|huert\\w*',
    ],
    // "When I go away" is the holiday question ("cuando me voy de vacaciones"), not a crop's thirsty stage.
    not: AWAY,
    en: [
      'Vegetables need water most at three moments: right after sowing or transplanting, when fruiting crops flower and set fruit (tomatoes, peppers, beans, squash, cucumbers), and while roots and heads swell (potatoes, carrots, onions, cabbage, corn when the silks appear).',
      'Keep moisture even at those times: dry spells then make flowers drop, tomatoes crack or rot at the bottom, cucumbers bitter and carrots split, while too much water just before harvest makes melons and tomatoes less sweet.',
    ],
    es: [
      'Las hortalizas necesitan más agua en tres momentos: justo al sembrar o trasplantar, cuando las de fruto florecen y cuajan (jitomates o tomates, chiles o pimientos, frijoles o judías, calabazas, pepinos) y mientras engordan raíces y cogollos (papas o patatas, zanahorias, cebollas, coles, y el maíz cuando sacan los pelos del elote o choclo).',
      'En esas etapas mantén la humedad pareja: la sequía entonces hace caer las flores, rajarse los tomates o pudrirse por abajo, amargar los pepinos y partirse las zanahorias, mientras que el exceso de agua justo antes de cosechar hace menos dulces los melones y tomates.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'herbs-watering',
    topic: 'watering',
    title: ['Watering herbs', 'Regar las hierbas aromáticas'],
    cues: ['herbs?|herb garden|hierbas?|aromatic\\w*|finas hierbas', WATER],
    en: [
      'Mediterranean herbs (rosemary, thyme, sage, oregano, lavender) like to dry out between waterings: in the ground about once a week in summer, in pots when the top 3 cm are dry, and very little in winter; too much water kills them faster than drought.',
      'Leafy herbs (basil, parsley, coriander or cilantro, chives, mint) like steady moisture: pots every day or two in summer, beds two or three times a week, watering the soil in the morning, not the leaves.',
    ],
    es: [
      'Las hierbas mediterráneas (romero, tomillo, salvia, orégano, lavanda) prefieren secarse entre riegos: en tierra más o menos una vez por semana en verano, en maceta cuando los primeros 3 cm estén secos, y muy poco en invierno; el exceso de agua las mata antes que la sequía.',
      'Las hierbas de hoja (albahaca, perejil, cilantro, cebollino, hierbabuena o menta) quieren humedad constante: en maceta cada uno o dos días en verano, en el huerto dos o tres veces por semana, regando la tierra por la mañana, no las hojas.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'established-tree-watering',
    topic: 'watering',
    title: ['Watering established fruit trees', 'Regar los frutales ya establecidos'],
    cues: [
      'fruit trees?|trees?|orchard|frutal\\w*|arbol\\w* frutal\\w*|arbol\\w*|huerto de frutales',
      WATER,
      'established|old|mature|grown|big|summer|dry|fruit\\w*|adult\\w*|grande\\w*|viej\\w*|establecid\\w*|verano|seco|sequia|fruto\\w*',
    ],
    not: 'new|newly|just|recently|young|nuevo\\w*|recien|joven\\w*|acab\\w* de',
    en: [
      'Trees planted more than two or three years ago need water mainly in dry spells and while fruit is swelling: give a slow, deep soak every 10 to 14 days, roughly 40 to 80 litres (10 to 20 gallons) for a small fruit tree, spread around the drip line (under the edge of the branches), not at the trunk.',
      "A 5 to 8 cm ring of mulch, kept a hand's width from the trunk, holds the moisture; citrus and fruit trees in pots need far more frequent watering, every few days in summer.",
    ],
    es: [
      'Los árboles plantados hace más de dos o tres años necesitan agua sobre todo en épocas secas y mientras engorda la fruta: dales un riego lento y profundo cada 10 a 14 días, unos 40 a 80 litros para un frutal pequeño, repartidos bajo el borde de la copa, no junto al tronco.',
      'Un círculo de acolchado de 5 a 8 cm, separado un palmo del tronco, guarda la humedad; los cítricos y frutales en maceta necesitan riego mucho más seguido, cada pocos días en verano.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'water-by-soil-type',
    topic: 'watering',
    title: ['Watering sandy and clay soil', 'Regar la tierra arenosa y la arcillosa'],
    cues: [
      'sand\\w*|clay\\w*|heavy soil|light soil|arena\\w*|arcill\\w*|barro\\w*|tierra pesada|tierra ligera',
      WATER,
    ],
    not: 'pots? (?:for|to) water|ollas?',
    en: [
      'Sandy soil drains fast and holds little water, so it needs smaller waterings more often (every 2 or 3 days in summer); clay holds water for a long time, so water it less often, slowly, and stop when puddles start so it can soak in.',
      'Both get better with compost: 5 cm dug or spread in each year helps sand hold water and helps clay drain, and mulch keeps both from drying into dust or cracks.',
    ],
    es: [
      'La tierra arenosa drena rápido y guarda poca agua, así que necesita riegos más cortos y más seguidos (cada 2 o 3 días en verano); la arcillosa retiene el agua mucho tiempo, así que riégala menos veces, despacio, y para cuando empiecen los charcos para que absorba.',
      'Las dos mejoran con compost: 5 cm cada año ayudan a la arena a retener agua y a la arcilla a drenar, y el acolchado evita que una se haga polvo y la otra se agriete.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'water-crystals',
    topic: 'watering',
    title: ['Water-retaining crystals and gels', 'Cristales o geles que retienen agua'],
    cues: [
      'water.?retaining crystals?|water crystals?|gel crystals?|water gels?|hydrogel\\w*|polymers?|water beads|water storing|cristales? (?:de agua|que retienen|hidratantes)|hidrogel\\w*|gel (?:de riego|hidratante)|polimero\\w*|perlas de agua|lluvia solida',
    ],
    en: [
      'Water-retaining crystals hold water in hanging baskets and pots for a while, but tests show the effect fades after a season and they do not replace regular watering; compost, coir, a bigger pot and mulch do the same job more cheaply.',
      'Keep the packet away from small children and pets: swollen gel beads (and "water beads" toys) are a choking and blockage danger if swallowed.',
    ],
    es: [
      'Los cristales que retienen agua guardan humedad en cestas colgantes y macetas un tiempo, pero las pruebas muestran que el efecto se pierde tras una temporada y no sustituyen el riego; el compost, la fibra de coco, una maceta más grande y el acolchado hacen lo mismo más barato.',
      'Guarda el paquete lejos de niños pequeños y mascotas: las bolitas de gel hinchadas (y los juguetes de "bolitas de agua" o hidrogel) pueden atragantar u obstruir el intestino si se tragan.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'watering-can-or-hose',
    topic: 'watering',
    title: ['Watering can, hose or sprinkler?', '¿Regadera, manguera o aspersor?'],
    cues: [
      'watering cans?|hose\\w*|sprinklers?|drip\\w*|regadera\\w*|manguera\\w*|aspersor\\w*|goteo|regador\\w*',
      'better|best|or|which|vs|versus|mejor|o|cual|que es mejor',
    ],
    en: [
      'A watering can is best for seedlings, pots and a few plants, because you put water exactly at the roots; a hose with a gentle spray head suits bigger gardens; drip lines and soaker hoses use the least water and keep leaves dry, which means less disease.',
      'Sprinklers suit lawns, but they wet the leaves of tomatoes, squash and roses (inviting mildew and blight) and lose much water to wind and sun, so run them early in the morning if you use them.',
    ],
    es: [
      'La regadera es lo mejor para plantines, macetas y pocas plantas, porque pones el agua justo en las raíces; la manguera con una boquilla suave sirve para huertos más grandes; el goteo y la manguera exudante gastan menos agua y no mojan las hojas, así hay menos enfermedades.',
      'El aspersor va bien para el césped, pero moja las hojas de tomates, calabazas y rosales (favoreciendo el oídio y el tizón) y pierde mucha agua con el viento y el sol, así que úsalo temprano por la mañana.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'dry-winter-watering',
    topic: 'watering',
    title: ['Watering in a dry winter', 'Regar en un invierno seco'],
    cues: [
      'winter\\w*|invierno\\w*',
      'evergreens?|trees?|shrubs?|dry|frozen|freez\\w*|frost\\w*|perennes?|arbol\\w*|arbust\\w*|coniferas?|seco|sequia|helad\\w*|congel\\w*',
      WATER,
    ],
    en: [
      'In a dry, snowless winter, trees, shrubs and evergreens planted in the last year or two still need a drink: about once a month, on a day above freezing (5 °C, 40 °F), water slowly at midday so it soaks in before night.',
      'Evergreens and conifers also lose water through their needles on sunny, windy days, so a deep watering in late autumn before the ground freezes helps them avoid brown winter burn.',
    ],
    es: [
      'En un invierno seco y sin nieve, los árboles, arbustos y perennes plantados en el último año o dos siguen necesitando agua: más o menos una vez al mes, un día sin helada (por encima de 5 °C), riega despacio al mediodía para que absorba antes de la noche.',
      'Las coníferas y plantas de hoja perenne pierden agua por las hojas en días de sol y viento, así que un riego profundo a final de otoño, antes de que se congele la tierra, evita que se quemen de color marrón en invierno.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'kids-watering-job',
    topic: 'watering',
    title: [
      'Watering with children: a small can and a morning job',
      'Regar con niños: regadera pequeña y tarea de la mañana',
    ],
    cues: [
      'kids?|child\\w*|toddlers?|son|daughter|ninos?|ninas?|hijos?|hijas?|peques?|pequen\\w*',
      WATER,
      'job|chore|help\\w*|let|teach\\w*|can|tarea\\w*|ayud\\w*|dejar|ensen\\w*|regadera\\w*|encargar\\w*|responsab\\w*',
    ],
    not: 'drink\\w*|beb\\w*|tomar|pools?|piscina\\w*|alberca\\w*|swim\\w*|nad\\w*|drown\\w*|ahog\\w*|safe\\w*|segur\\w*|danger\\w*|peligr\\w*|hose water|agua de (?:la )?manguera',
    en: [
      'Watering is a perfect first garden job: give children a small can of 1 to 2 litres with a rose (sprinkler head) and show them to water the soil at the base of each plant, slowly, until it is dark and damp, counting to five per plant.',
      'Teach the finger test (water only when the soil is dry to the first knuckle), make it a morning routine before school or on the weekend, and keep buckets and water butts covered so little ones cannot fall in.',
    ],
    es: [
      'Regar es una primera tarea de huerto perfecta: da a los niños una regadera pequeña de 1 a 2 litros con alcachofa (roseta) y enséñales a mojar la tierra al pie de cada planta, despacio, hasta que se vea oscura y húmeda, contando hasta cinco por planta.',
      'Enséñales la prueba del dedo (regar solo cuando la tierra está seca hasta el primer nudillo), hazlo una rutina de la mañana antes del cole o el fin de semana, y mantén tapados los cubos, baldes y depósitos para que los pequeños no puedan caer dentro.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'water-fruit-splitting',
    topic: 'watering',
    title: ['Fruit that splits or cracks after rain', 'Frutos que se rajan después de llover'],
    cues: [
      'split\\w*|crack\\w*|burst\\w*|raj\\w*|agriet\\w*|partid\\w*|revent\\w*|abiert\\w*',
      `${RAIN}|${WATER}|tomato\\w*|cherr\\w*|plums?|figs?|carrots?|tomate\\w*|jitomate\\w*|cerez\\w*|ciruel\\w*|higos?|zanahori\\w*`,
    ],
    en: [
      'Tomatoes, cherries, plums, figs and carrots split when heavy rain or a big watering follows a dry spell: the inside swells faster than the skin can stretch. The split fruit is safe to eat if you pick and use it the same day.',
      'Prevent it with even watering (deeply, on a regular schedule, rather than letting the soil dry out and then flooding it), 5 cm of mulch, and by picking ripe fruit before a forecast downpour.',
    ],
    es: [
      'Los tomates (jitomates), cerezas, ciruelas, higos y zanahorias se rajan cuando una lluvia fuerte o un gran riego llega después de una sequía: el interior se hincha más rápido de lo que se estira la piel. La fruta rajada se puede comer si se recoge y se usa ese mismo día.',
      'Se evita regando de forma pareja (a fondo y con horario fijo, en lugar de dejar secar la tierra y luego inundarla), con 5 cm de acolchado y cosechando lo maduro antes de una tormenta anunciada.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'cold-or-warm-water',
    topic: 'watering',
    title: ['Cold or warm water for plants', 'Agua fría o templada para las plantas'],
    cues: [
      'cold water|warm water|ice cubes?|hot water|temperature of (?:the )?water|water temperature|agua fria|agua caliente|agua tibia|agua templada|hielo|cubitos?|temperatura del agua',
    ],
    not: 'weeds?|malas? hierbas?|yuyos?|weedkill\\w*|kill\\w*|mata\\w*|matar',
    en: [
      'Outdoor plants are fine with water straight from the hose or tap, as long as water sitting in a hose in the sun has run cool first; for houseplants and seedlings, room-temperature water (from a can filled the day before) avoids a chill to the roots.',
      'Ice cubes are not needed: they water very little and unevenly. Never pour hot or boiling water on plants you want to keep, as it scalds roots and soil life.',
    ],
    es: [
      'A las plantas de exterior les va bien el agua directa de la manguera o del grifo (la llave), siempre que dejes salir antes el agua que se calentó al sol dentro de la manguera; para plantas de interior y plantines, mejor agua a temperatura ambiente (de una regadera llenada el día anterior).',
      'Los cubitos de hielo no hacen falta: riegan muy poco y de forma desigual. Nunca eches agua caliente o hirviendo a plantas que quieras conservar, porque quema las raíces y la vida del suelo.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'flowers-watering',
    topic: 'watering',
    title: ['Watering flower beds and roses', 'Regar los macizos de flores y los rosales'],
    cues: [
      'flowers?|flower ?beds?|roses?|rose ?bush\\w*|annuals|perennials|bulbs?|flor\\w*|rosal\\w*|rosas?|macizos?|bulbos?|arriates?|parterres?',
      WATER,
      'how often|how much|often|times|when|cada cuanto|cuanta|cuanto|cuantas veces|cuando|frecuencia|seguido',
    ],
    en: [
      'Flower beds need about 2.5 cm (an inch) of water a week, rain included: water deeply once or twice a week at the base, more often for annuals in their first weeks and in heat; roses like a deep soak of about 10 litres per bush once or twice a week in summer, keeping the leaves dry against black spot.',
      'Established perennials and bulbs need watering only in dry spells; keep watering spring bulbs for a few weeks after they flower, while the leaves are still green, then let them rest.',
    ],
    es: [
      'Los macizos de flores necesitan unos 25 litros por metro cuadrado a la semana, contando la lluvia: riega a fondo una o dos veces por semana al pie, más a menudo las de temporada en sus primeras semanas y con calor; los rosales agradecen un riego profundo de unos 10 litros por planta una o dos veces por semana en verano, sin mojar las hojas para evitar la mancha negra.',
      'Las vivaces (perennes) y los bulbos ya establecidos solo necesitan riego en épocas secas; sigue regando los bulbos de primavera unas semanas después de florecer, mientras las hojas estén verdes, y luego déjalos descansar.',
    ],
    source: 'extension-service',
  }),
]
