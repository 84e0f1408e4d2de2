// More facts from families' wording: compost grubs and mould, compost tea, building a bin, sour soil, fallen
// leaves on beds, digging every year, school and class gardens, dripping balcony pots, caterpillars without sprays,
// birds pecking tomatoes, ants herding aphids and a child with a berry in the mouth. Sources: extension-service
// guides, poison-control centres, school-garden programmes, general horticultural practice.
import { buildFact, COMPOST, KIDS, POTS, SOIL } from './fact-builder'
import type { TopicFact } from './topic-facts'

const BALCONY = 'balcon(?:y|ies)|balcon\\w*|terraces?|terraza\\w*|decks?|apartments?|departamentos?|pisos?'

export const MORE_FACTS_3: TopicFact[] = [
  buildFact({
    id: 'compost-grubs',
    topic: 'soil',
    title: [
      'Maggots, grubs and white worms in the compost',
      'Larvas, gusanos blancos y bichos en el compost',
    ],
    cues: [
      COMPOST,
      'maggots?|grubs?|larva\\w*|white worms?|little worms|bugs|insects|ants?|hormigas?|soldier fl\\w*|fruit fl\\w*|gusanos?|gusanitos?|larvas?|bichos|insectos|moscas? soldado|mosquitas?',
    ],
    en: [
      'Most creatures in compost are helpers: fat greyish maggots are usually black soldier fly larvae, and C-shaped white grubs often rose chafer larvae; both break down scraps fast and do not harm people.',
      'Lots of ants mean the pile is too dry: water it and turn it. If there are too many grubs, add a thick layer of dry leaves or cardboard, bury fresh scraps and keep meat and cooked food out; thin red worms are compost worms doing the work.',
    ],
    es: [
      'Casi todos los bichos del compost son ayudantes: los gusanos gordos grisáceos suelen ser larvas de mosca soldado, y los gusanos blancos en forma de C, larvas de escarabajo (cetonia); los dos deshacen los restos rápido y no hacen daño a las personas.',
      'Muchas hormigas indican que está demasiado seco: riégalo y voltéalo. Si hay demasiadas larvas, añade una capa gruesa de hojas secas o cartón, entierra los restos frescos y no eches carne ni comida cocinada; los gusanos finos y rojos son lombrices de compost trabajando.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'compost-mould',
    topic: 'soil',
    title: ['White mould or fungus in the compost', 'Moho blanco u hongos en el compost'],
    not: 'mushroom compost|spent mushroom|(?:compost|sustrato) de (?:champinon|setas|hongos)',
    cues: [
      COMPOST,
      'mou?ld\\w*|fung\\w*|mushrooms?|white (?:stuff|threads|fuzz)|moho\\w*|hongos?|setas?|pelusa\\w*|hilos blancos',
    ],
    en: [
      'White threads or fuzz in compost are fungi breaking down woody, dry material: a good sign, and harmless. Small mushrooms popping up are fine too, but children should not eat them.',
      'If it is all white and dry, the pile needs water and some fresh greens; wear gloves and avoid breathing dust when turning very mouldy compost.',
    ],
    es: [
      'Los hilos o la pelusa blanca en el compost son hongos que deshacen el material seco y leñoso: buena señal e inofensivo. Que salgan setas pequeñas también está bien, pero los niños no deben comerlas.',
      'Si está todo blanco y seco, le falta agua y algo de material verde; usa guantes y no respires el polvo al voltear un compost muy enmohecido.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'compost-tea',
    topic: 'soil',
    title: ['Compost tea and liquid feeds', 'Té de compost y abonos líquidos'],
    cues: [
      'tea|te|liquid\\w*|liquidos?|purin\\w*|lixiviado\\w*|feeds?|abonos?|make|hacer|hago|how|como',
      'compost tea|worm tea|liquid (?:feed|fertili\\w*|plant food)|comfrey (?:tea|feed)|nettle (?:tea|feed)|manure tea|te de (?:compost|composta|humus|lombriz|estiercol)|purin\\w*|abonos? liquidos?|fertilizantes? liquidos?|lixiviado\\w*',
    ],
    en: [
      'For a simple liquid feed, soak a shovelful of finished compost (or a bag of comfrey or nettle leaves) in a bucket of water for 2 to 3 days for compost, 3 to 4 weeks for leaves, stirring now and then; strain it and dilute to the colour of weak tea (about 1 part to 10).',
      'Water it onto the soil around hungry plants like tomatoes every 1 to 2 weeks; the liquid from a worm bin is used the same way, diluted 1 to 10.',
    ],
    es: [
      'Para un abono líquido sencillo, pon una palada de compost maduro (o una bolsa de hojas de consuelda u ortiga) en un cubo de agua 2 o 3 días si es compost y 3 o 4 semanas si son hojas, removiendo de vez en cuando; cuélalo y dilúyelo hasta color de té claro (más o menos 1 parte en 10).',
      'Riégalo en la tierra alrededor de plantas glotonas como los tomates cada 1 o 2 semanas; el lixiviado de la vermicompostera se usa igual, diluido 1 en 10.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'build-compost-bin',
    topic: 'soil',
    title: ['Building a compost bin from pallets or wire', 'Hacer una compostera con palés o malla'],
    cues: [
      COMPOST,
      'pallets?|build\\w*|make (?:a |my own |our own )?(?:bin|box|heap)|wood\\w*|wire|mesh|diy|homemade|palets?|pales|tarimas?|construir|construyo|fabric\\w*|casera|madera|malla|cajon',
    ],
    en: [
      'Stand 4 wooden pallets on edge in a square on bare soil and tie the corners with wire or screws; make the front removable, or make a cylinder about 1 metre across from wire mesh and stakes.',
      'A bin of about 1 cubic metre heats up well; cover it with old carpet or a lid, and build two side by side so one can finish while you fill the other.',
    ],
    es: [
      'Pon 4 palés de madera de canto formando un cuadrado sobre la tierra y ata las esquinas con alambre o tornillos; deja el frente desmontable, o haz un cilindro de 1 metro de ancho con malla metálica y estacas.',
      'Una compostera de 1 metro cúbico más o menos se calienta bien; tápala con una alfombra vieja o una tapa, y haz dos juntas para que una termine mientras llenas la otra.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'sour-soil',
    topic: 'soil',
    title: ['Soil that smells sour or rotten', 'Tierra que huele agria o a podrido'],
    cues: [
      SOIL,
      'smell\\w*|stink\\w*|sour|rotten|rotten eggs|huele\\w*|olor\\w*|apesta\\w*|agria|podrid[oa]',
    ],
    not: `${COMPOST}`,
    en: [
      'Soil or potting mix that smells sour or of rotten eggs is waterlogged and short of air, so roots can rot.',
      'Water less, make sure pots drain, loosen the soil with a fork, add compost to open it up, and in beds where water stands, build raised beds or dig a drainage channel; healthy soil smells earthy.',
    ],
    es: [
      'La tierra o el sustrato que huele agrio o a huevo podrido está encharcado y le falta aire, y las raíces se pueden pudrir.',
      'Riega menos, asegúrate de que las macetas drenen, afloja la tierra con una horca, añade compost para airearla y, donde se estanque el agua, haz bancales elevados o una zanja de drenaje; la tierra sana huele a bosque.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'leaves-on-beds',
    topic: 'soil',
    title: ['Fallen leaves on garden beds', 'Hojas caídas en los bancales'],
    cues: [
      '(?:fallen|dead|dry|dried|raked|brown|autumn|fall) leaves|leaves from (?:the |my |our )?(?:yard|trees?|garden|lawn)|yard leaves|hojas (?:secas|caidas|muertas|de otono|del (?:patio|jardin|arbol))|hojarasca',
      'beds?|garden|mulch\\w*|vegetables?|soil|use|bancal\\w*|huert\\w*|jardin|canteros?|acolch\\w*|tierra|sirv\\w*|usar',
    ],
    en: [
      'Yes: spread fallen leaves 5 to 10 cm deep on empty beds and around shrubs as a winter mulch; shred them first with the mower so they do not mat and blow away, and worms will pull them in by spring.',
      'Extra leaves can go in the compost as "browns" or into a bag to make leaf mould; leave some under hedges, where bumblebee queens and butterflies spend the winter.',
    ],
    es: [
      'Sí: extiende las hojas caídas de 5 a 10 cm de espesor sobre los bancales vacíos y alrededor de los arbustos como acolchado de invierno; tritúralas antes con el cortacésped para que no se apelmacen ni se vuelen, y en primavera las lombrices las habrán enterrado.',
      'Las que sobren van al compost como material "marrón" o a una bolsa para hacer mantillo de hojas; deja algunas bajo los setos, donde pasan el invierno las reinas de abejorro y las mariposas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'dig-every-year',
    topic: 'soil',
    title: ['Do I need to dig the garden every year?', '¿Hay que cavar la tierra cada año?'],
    cues: [
      'dig\\w*|till\\w*|rototill\\w*|plough\\w*|plow\\w*|turn (?:the |over the )?soil|cavar|cavo|labrar|remover (?:la )?tierra|remuevo|voltear (?:la )?tierra|arar|removerla',
      'every year|each year|yearly|annually|every spring|each spring|need to|should i|have to|hay que|cada ano|todos los anos|cada primavera|necesito|debo|tengo que',
    ],
    en: [
      'No: digging every year breaks up the soil\'s structure, wakes weed seeds and disturbs worms and fungi. Most gardens do better with "no dig": spread 2 to 5 cm of compost on top each year and plant straight into it.',
      'Dig only to break up compacted ground once or to make a new bed, and loosen hard soil with a fork without turning it over.',
    ],
    es: [
      'No: cavar cada año rompe la estructura de la tierra, despierta semillas de malas hierbas y molesta a lombrices y hongos. Casi todos los huertos van mejor "sin cavar": extiende de 2 a 5 cm de compost por encima cada año y planta directamente.',
      'Cava solo una vez para romper un suelo compactado o abrir un bancal nuevo, y afloja la tierra dura con una horca sin darle la vuelta.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'class-garden',
    topic: 'activities',
    title: ['Garden ideas for a class or school', 'Ideas de huerto para una clase o escuela'],
    cues: [
      'class\\w*|school\\w*|kindergarten|preschool\\w*|nursery|teachers?|students?|pupils?|escuela\\w*|colegio\\w*|clase|aula|kinder|preescolar|jardin de (?:infantes|ninos)|maestr[oa]s?|profes?|profesor\\w*|alumnos?',
      'garden\\w*|ideas?|projects?|plant\\w*|grow\\w*|activit\\w*|huert\\w*|jardin\\w*|proyectos?|sembr\\w*|cultiv\\w*|actividad\\w*',
    ],
    // "a bean in a jar like at school": the school is where they saw it, the question is the activity
    not: 'like (?:at|in) (?:school|class|kindergarten|preschool|nursery)|como en (?:la |el )?(?:escuela|cole\\w*|clase|kinder|jardin)',
    en: [
      'Classroom favourites: cress heads and beans in a jar or zip bag on the windowsill, a sunflower race, a worm jar, a bug hunt, and a small bed of bee flowers the class can count visitors on.',
      'Choose crops ready before the holidays (radishes, lettuce, peas, spring bulbs planted in autumn), give each child a job and a journal page, and pick non-toxic plants only.',
    ],
    es: [
      'Favoritos en el aula: cabezas de berros y frijoles en un frasco o una bolsita en la ventana, una carrera de girasoles, un frasco de lombrices, una búsqueda de bichos y un pequeño bancal de flores para abejas donde la clase cuente visitantes.',
      'Elige cultivos que estén listos antes de las vacaciones (rabanitos, lechugas, guisantes o arvejas, bulbos plantados en otoño), da a cada niño una tarea y una página de diario, y usa solo plantas no tóxicas.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'balcony-drips',
    topic: 'containers',
    title: ['Watering a balcony without dripping on the neighbours', 'Regar el balcón sin mojar al vecino'],
    cues: [
      `${BALCONY}|${POTS}`,
      'drip\\w*|mess|downstairs|below|neighbou?rs?|saucers?|trays?|run ?off|gotea\\w*|vecin[oa]s?|abajo|platos?|bandejas?|mojar|chorre\\w*',
    ],
    en: [
      'Stand every pot on a deep saucer or tray, water slowly in the morning until the first drops appear, and empty the saucers after half an hour.',
      'Self-watering pots and railing planters with built-in reservoirs stop drips, and a layer of mulch means less watering.',
    ],
    es: [
      'Pon cada maceta sobre un plato hondo o una bandeja, riega despacio por la mañana hasta que salgan las primeras gotas y vacía los platos a la media hora.',
      'Las macetas autorregables y las jardineras de barandilla con depósito evitan el goteo, y una capa de acolchado hace que riegues menos.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'caterpillars-no-spray',
    topic: 'pests',
    title: ['Stopping caterpillars without sprays', 'Frenar las orugas sin venenos'],
    cues: [
      'caterpillars?|orugas?|gusanos?|worms? on',
      'without (?:spray\\w*|chemicals|pesticides?|poison)|no spray|naturally|natural\\w*|by hand|organic\\w*|sin (?:venenos?|quimicos|productos|insecticidas?|fumigar)|a mano|ecologic\\w*|stop\\w*|prevent\\w*|evit\\w*|frenar',
    ],
    en: [
      'On cabbage, broccoli and kale, cover the plants with fine insect netting from spring so butterflies cannot lay eggs, check under the leaves weekly and rub off yellow egg clusters, and pick caterpillars off by hand into a pot for the birds.',
      'Plant nasturtiums nearby as a trap crop and flowers for parasitic wasps; if needed, Bt is a natural spray that affects only caterpillars and not bees.',
    ],
    es: [
      'En coles, brócoli y kale, cubre las plantas con malla antiinsectos fina desde la primavera para que las mariposas no pongan huevos, revisa el envés de las hojas cada semana y quita los grupos de huevos amarillos, y retira las orugas a mano.',
      'Planta capuchinas cerca como cultivo trampa y flores para las avispitas parasitoides; si hace falta, el Bt es un producto natural que solo afecta a las orugas y no a las abejas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'birds-peck-tomatoes',
    topic: 'pests',
    title: ['Birds pecking tomatoes', 'Pájaros que picotean los tomates'],
    cues: [
      'birds?|pajaros?|aves|mirlos?|gorriones?|zorzales?|urracas?|cuervos?|pajarracos?',
      'peck\\w*|tomato\\w*|picot\\w*|picote\\w*|picad\\w*|tomates?|jitomates?|tomateras?',
    ],
    en: [
      'Birds often peck ripening tomatoes for water in hot, dry weather: set out a shallow bird bath, and pick tomatoes as soon as they start to colour and let them ripen indoors.',
      'Cover plants with bird netting or mesh bags over the trusses, pulled tight so birds cannot get tangled.',
    ],
    es: [
      'Los pájaros suelen picotear los tomates maduros para beber cuando hace calor y está seco: pon un bebedero poco hondo, y cosecha los tomates en cuanto empiecen a cambiar de color para que maduren dentro de casa.',
      'Cubre las plantas con malla antipájaros o bolsas de malla sobre los racimos, bien tensas para que no se enreden.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'ants-and-aphids',
    topic: 'pests',
    title: ['Ants herding aphids', 'Hormigas que cuidan pulgones'],
    cues: [
      'ants?|hormigas?',
      'aphids?|pulgon\\w*|greenfly|blackfly|honeydew|farm\\w*|herd\\w*|melaza|pastor\\w*',
    ],
    en: [
      'Ants "farm" aphids for their sweet honeydew and chase away ladybirds, so the aphids multiply: deal with the aphids (a jet of water, soapy water in the evening) and the ants lose interest.',
      'Stop ants climbing with a band of sticky tape or petroleum jelly on tape around stems and trunks; the ants themselves do little harm.',
    ],
    es: [
      'Las hormigas "crían" pulgones para comerse su melaza dulce y espantan a las mariquitas, así que los pulgones se multiplican: acaba con los pulgones (chorro de agua, agua con jabón potásico al atardecer) y las hormigas pierden el interés.',
      'Impide que suban con una banda pegajosa o vaselina sobre cinta alrededor de tallos y troncos; las hormigas en sí hacen poco daño.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'berry-in-mouth',
    topic: 'safety',
    title: [
      'A child with a berry, seed or bulb in the mouth',
      'Un niño con una baya, semilla o bulbo en la boca',
    ],
    cues: [
      `${KIDS}|baby|babies|toddlers?|bebes?`,
      'berr(?:y|ies)|seeds?|bulbs?|bayas?|frutitos?|frutillas? del (?:arbusto|seto)|pepitas?|semillas?|bolitas?|bulbos?',
      'mouth|swallowed|ate|eaten|chewed|what happens if|que pasa si|boca|trago|tragado|se trago|comio|comido|se comio|chupo|chupado|mastico|masticado|metio|se metio',
    ],
    not: 'bombs?|bombas?|balls?|sow\\w*|plant\\w*|sembr\\w*|siembr\\w*',
    en: [
      'Take out anything left in the mouth, rinse with water, and keep a piece of the plant or a photo; do not make the child vomit.',
      'Call poison control straight away (Poison Help 1-800-222-1222 in the US) or your local emergency number (911 in most of the Americas, 112 in Spain and Europe), and go to emergency care at once if the child has trouble breathing, is drowsy or has a seizure.',
    ],
    es: [
      'Sácale lo que le quede en la boca, enjuágasela con agua y guarda un trozo de la planta o una foto; no le provoques el vómito.',
      'Llama enseguida a toxicología (en España, Servicio de Información Toxicológica 91 562 04 20) o a emergencias (112 en España, 911 en México y gran parte de América), y ve a urgencias de inmediato si le cuesta respirar, está adormilado o convulsiona.',
    ],
    source: 'poison-control',
  }),
]
