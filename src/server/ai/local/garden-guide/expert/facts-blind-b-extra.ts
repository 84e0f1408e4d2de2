// A few more facts from the second blind writer: soaking newly bought plants before planting; soil in the eye and dead birds; dead bumblebees under lime trees and mites on bumblebees; and
// activities (leaf walks, a tree's age, a sock walk, winter sowing in jugs, spirals in flowers).
// Sources: extension services, public-health guidance, pollinator societies, general horticultural practice.
import { buildFact, KIDS } from './fact-builder'
import type { TopicFact } from './topic-facts'

const WATER =
  'water\\w*|irrigat\\w*|regar|regad\\w*|riego\\w*|rieg\\w*|riega\\w*|agua|moj\\w*|hydrat\\w*|hidrat\\w*'

export const BLIND_B_EXTRA_FACTS: TopicFact[] = [
  buildFact({
    id: 'soak-rootball-before-planting',
    topic: 'watering',
    title: ['Soaking a new plant before planting', 'Remojar una planta nueva antes de plantarla'],
    cues: [
      'new(?:ly)? (?:bought|purchased)|from the (?:nursery|garden cent(?:re|er)|shop|store)|before planting|root ?balls?|nueva|recien comprad\\w*|del vivero|antes de plantar|cepellon\\w*|pan de tierra',
      `${WATER}|soak\\w*|dunk\\w*|remoj\\w*|sumerg\\w*`,
      'plant\\w*|before|ground|hole|plant(?:ar|o|amos)|antes|hoyo|suelo',
    ],
    en: [
      'Plants from a nursery are often dry in the middle of the root ball: before planting, stand the pot in a bucket of water until the bubbles stop, usually 10 to 20 minutes, then let it drain.',
      'Dig the hole, tease out circling roots, plant at the same depth as in the pot, fill in and water again with a full can to settle the soil; then water every 2 to 3 days for the first couple of weeks in warm weather.',
    ],
    es: [
      'Las plantas del vivero suelen estar secas en el centro del cepellón: antes de plantarlas, mete la maceta en un cubo (balde) de agua hasta que dejen de salir burbujas, normalmente 10 a 20 minutos, y deja que escurra.',
      'Cava el hoyo, suelta las raíces que dan vueltas, planta a la misma profundidad que estaba en la maceta, rellena y vuelve a regar con una regadera llena para asentar la tierra; después riega cada 2 o 3 días las primeras semanas si hace calor.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'soil-in-eye',
    topic: 'safety',
    title: ["Soil, sand or sap in a child's eye", 'Tierra, arena o savia en el ojo de un niño'],
    cues: [
      'eyes?|ojos?|ojito\\w*',
      'soil|dirt|sand|dust|compost|sap|mulch|grit|something|thorn|stick|twig|tierra|arena|polvo|savia|leche|algo|espina|palo|ramita|basurita|mugre|se le metio|got',
    ],
    not: 'bees?|abejas?|see|ven|ver|vision|colou?rs?|color(?:es)?',
    en: [
      'Stop the child rubbing, then rinse the eye with lots of clean lukewarm water or saline for 10 to 15 minutes, tipping the head so the water runs away from the other eye; with plant sap (euphorbia, fig, oleander) rinse for at least 15 minutes.',
      'See a doctor or emergency eye service the same day if the eye stays red or painful, vision is blurred, the child cannot open it, or it was hit or scratched by a thorn or stick. Sunglasses or safety glasses help when trimming hedges or spreading compost.',
    ],
    es: [
      'Que el niño no se frote, y lávale el ojo con mucha agua limpia templada o suero fisiológico durante 10 a 15 minutos, con la cabeza inclinada para que el agua no vaya al otro ojo; si es savia o leche de una planta (euforbias, higuera, adelfa), lava al menos 15 minutos.',
      'Ve al médico o a urgencias de oftalmología el mismo día si el ojo sigue rojo o le duele, ve borroso, no puede abrirlo o se lo golpeó o arañó una espina o un palo. Las gafas (lentes) de sol o de protección ayudan al recortar setos o echar compost.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'dead-bird-found',
    topic: 'safety',
    title: ['Finding a dead bird in the garden', 'Encontrar un pájaro muerto en el jardín'],
    cues: [
      'dead|died|dying|muert[oa]s?|murio|muriendo',
      'birds?|pigeons?|ducks?|crows?|gulls?|pajar\\w*|aves?|palomas?|patos?|cuervos?|gaviotas?|pajarito\\w*',
      `what|do|found|find|touch\\w*|safe|pick|${KIDS}|que|hago|hacer|encontr\\w*|toc\\w*|hay|segur\\w*|recog\\w*`,
    ],
    not: 'bees?|abejas?|bumble\\w*|abejorr\\w*|plants?|plantas?',
    en: [
      'Children should not touch dead birds or other wild animals, because they can carry germs such as salmonella and bird flu. An adult can pick up a single dead bird with disposable gloves or a plastic bag turned inside out, seal it in a second bag and put it in the rubbish, or bury it deep.',
      'Wash hands with soap afterwards, keep pets away, and report several dead birds together, or dead ducks, geese, gulls or birds of prey, to your local wildlife or agriculture authority. Clean bird feeders and baths regularly to stop diseases spreading.',
    ],
    es: [
      'Los niños no deben tocar pájaros muertos ni otros animales silvestres, porque pueden llevar gérmenes como la salmonela o la gripe aviar. Un adulto puede recoger un pájaro muerto con guantes desechables o una bolsa de plástico vuelta del revés, meterlo en otra bolsa cerrada y tirarlo a la basura, o enterrarlo hondo.',
      'Lavaos las manos con jabón después, aleja a las mascotas y avisa a las autoridades de medio ambiente o agricultura de tu zona si encuentras varios pájaros muertos juntos, o patos, gansos, gaviotas o aves rapaces. Limpia a menudo comederos y bebederos para que no se contagien enfermedades.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'dead-bumblebees-lime',
    topic: 'bees',
    title: ['Dead bumblebees under a lime (linden) tree', 'Abejorros muertos bajo un tilo'],
    cues: [
      'dead|dying|died|muert[oa]s?|muriendo|murieron',
      'bumble ?bees?|bees?|abejorros?|abejas?',
      'trees?|linden|lime|tilia|under|ground|arbol\\w*|tilos?|debajo|suelo',
    ],
    en: [
      'Dead and dying bumblebees under lime (linden) trees in July are a well-known sight, especially under silver limes. Research shows they are mostly starving, not poisoned: the trees flower late, when other flowers are scarce, and tired bees keep visiting as the nectar runs out.',
      'Help by growing flowers that bloom in mid to late summer nearby, such as lavender, catmint, marjoram, scabious, sedum and knapweed, and a weak bee on the ground can be revived with a drop of sugar water on a spoon.',
    ],
    es: [
      'Los abejorros muertos o moribundos bajo los tilos en julio (enero en el hemisferio sur) son algo conocido, sobre todo bajo el tilo plateado. Los estudios muestran que casi siempre mueren de hambre, no envenenados: estos árboles florecen tarde, cuando escasean otras flores, y los abejorros cansados siguen visitándolos aunque se acabe el néctar.',
      'Ayuda sembrando cerca flores que florezcan a mediados y finales del verano, como lavanda, nébeda, mejorana, escabiosa, sedum y centaurea, y a un abejorro débil en el suelo se le puede reanimar con una gota de agua con azúcar en una cuchara.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'mites-on-bumblebee',
    topic: 'bees',
    title: ['Little mites on a bumblebee', 'Acaros pequeñitos sobre un abejorro'],
    cues: [
      'mites?|bugs? on|tiny (?:bugs|insects|things|spiders)|passengers?|hitchhik\\w*|acaros?|bichitos (?:encima|sobre)|aranitas?|piojos?',
      'bumble ?bees?|bees?|abejorros?|abejas?',
    ],
    not: 'varroa|hives?|colmenas?|spider mites?|arana roja|plants?|plantas?|leaves|hojas',
    en: [
      'Small orange-brown mites crawling on a bumblebee, often a queen in spring, are usually hitchhikers: they live in bumblebee nests eating wax and debris and ride on the queen to reach a new nest, mostly without harming her.',
      'Leave the bee alone; only if it is heavily loaded and struggling to fly can an adult gently brush a few off with a soft paintbrush. Varroa mites on honeybees are a different, serious pest that beekeepers treat.',
    ],
    es: [
      'Los acaritos naranjas o marrones que caminan sobre un abejorro, muchas veces una reina en primavera, suelen ser pasajeros: viven en los nidos de abejorro comiendo cera y restos y viajan sobre la reina para llegar a un nido nuevo, casi siempre sin hacerle daño.',
      'Deja tranquilo al abejorro; solo si va muy cargado y le cuesta volar, un adulto puede quitarle algunos con un pincel suave. La varroa de las abejas melíferas es otra cosa, una plaga grave que tratan los apicultores.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'leaf-id-walk',
    topic: 'activities',
    title: ['A leaf-collecting walk to learn trees', 'Un paseo recogiendo hojas para conocer los árboles'],
    cues: [
      'leaf|leaves|hojas?',
      'collect\\w*|walk\\w*|identif\\w*|name\\w*|which tree|what tree|hunt\\w*|recog\\w*|pase\\w*|identific\\w*|nombres?|que arbol|de que arbol|busc\\w*|colecci\\w*',
    ],
    not: 'yellow|brown|spots?|holes?|curl\\w*|amarill\\w*|marron\\w*|manchas?|agujeros?|enrollad\\w*|compost\\w*|mould|mantillo|mulch',
    en: [
      'In autumn, collect one fallen leaf from each tree on a walk and match them at home: maple leaves have 3 to 5 pointed lobes like a hand, oak leaves rounded or pointed wavy lobes, ginkgo a fan, horse chestnut 5 to 7 big fingers, and pine, fir and cedar have needles.',
      "Press the best ones between newspaper under heavy books for 1 to 2 weeks and stick them in the garden journal with the tree's name, or make rubbings with a crayon on thin paper. Pick up fallen leaves only, and wash hands after touching unknown plants.",
    ],
    es: [
      'En otoño, recoged una hoja caída de cada árbol en un paseo y comparadlas en casa: las del arce tienen 3 a 5 lóbulos en punta como una mano, las del roble (encino) lóbulos ondulados redondeados o en punta, el ginkgo un abanico, el castaño de Indias 5 a 7 dedos grandes, y pinos, abetos y cedros tienen agujas.',
      'Prensad las mejores entre papel de periódico bajo libros pesados 1 o 2 semanas y pegadlas en el diario del jardín con el nombre del árbol, o haced calcos con una cera sobre papel fino. Recoged solo hojas caídas y lavaos las manos si tocáis plantas desconocidas.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'tree-age-hug',
    topic: 'activities',
    title: [
      "Guessing a tree's age with a tape measure",
      'Adivinar la edad de un árbol con una cinta métrica',
    ],
    cues: [
      'trees?|arbol\\w*',
      'how old|age|ages|old is|cuantos anos|que edad|edad|antiguedad|hug\\w*|measure\\w*|abraz\\w*|medi\\w*',
    ],
    not: 'plant\\w*|prun\\w*|water\\w*|sembr\\w*|plant(?:ar|o)|pod\\w*|rieg\\w*|fruit\\w*|fruta\\w*|when|cuando',
    en: [
      "Measure round the trunk at about 1.5 m up (an adult's chest height) with a tape measure or string; as a rough rule for many garden and park trees, every 2.5 cm (1 in) of girth is about one year of growth, so a trunk 100 cm round is around 40 years old.",
      'Fast growers like willow, poplar and eucalyptus grow fatter quicker, and slow ones like yew and oak in the open more slowly, so treat it as a fun estimate. Children can also count how many of them it takes to hug the tree.',
    ],
    es: [
      'Mide el contorno del tronco a 1,5 m de altura (la del pecho de un adulto) con una cinta métrica o una cuerda; como regla aproximada para muchos árboles de jardín y parque, cada 2,5 cm de contorno son más o menos un año, así que un tronco de 100 cm tiene unos 40 años.',
      'Los de crecimiento rápido como el sauce, el álamo y el eucalipto engordan antes, y los lentos como el tejo o el roble (encino) más despacio, así que tómalo como un cálculo divertido. Los niños también pueden contar cuántos hacen falta para abrazar el árbol.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'sock-walk-seeds',
    topic: 'activities',
    title: ['A sock walk to collect wild seeds', 'Un paseo con calcetín para recoger semillas silvestres'],
    cues: [
      'sock walk|socks?|calcetin\\w*|medias?|soquetes?',
      'seeds?|walk\\w*|semillas?|pase\\w*|camin\\w*',
      'walk\\w*|pase\\w*|camin\\w*|shoes?|zapat\\w*|fields?|grass|campo|hierba|pasto',
    ],
    en: [
      "In late summer or autumn, pull an old fuzzy sock over your child's shoe and walk through long grass or a field edge: burrs and seeds stick to it, just as they hitch a ride on animal fur.",
      'At home, look at the seeds with a magnifier, then lay the sock on a tray of damp compost, or plant the whole sock, keep it moist on a windowsill and see what sprouts in 1 to 3 weeks. Avoid private land and protected areas.',
    ],
    es: [
      'A finales del verano o en otoño, ponle a tu hijo un calcetín viejo y peludo por encima del zapato y caminad por hierba alta o el borde de un campo: se le pegan abrojos y semillas, igual que viajan en el pelo de los animales.',
      'En casa, mirad las semillas con lupa y luego poned el calcetín en una bandeja con compost húmedo, o plantad el calcetín entero, mantenedlo húmedo en la ventana y ved qué brota en 1 a 3 semanas. Evitad terrenos privados y espacios protegidos.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'winter-sowing-jugs',
    topic: 'activities',
    title: ['Winter sowing in milk jugs', 'Siembra de invierno en garrafas de leche'],
    cues: [
      'winter sow\\w*|milk (?:jugs?|bottles?|cartons?)|jugs?|siembra de invierno|sembrar en invierno|garraf\\w*|bidones? de leche|botellas? de leche',
      `seeds?|sow\\w*|plant\\w*|greenhouse|${KIDS}|semillas?|sembr\\w*|siembr\\w*|invernader\\w*`,
    ],
    en: [
      'Cut a clean plastic milk jug around the middle, leaving a hinge by the handle, poke drainage holes in the bottom, add 8 to 10 cm of damp compost and sow hardy seeds such as poppies, larkspur, calendula, kale, lettuce or native wildflowers; tape it shut, leave the cap off, and set it outside.',
      'Sow in mid-winter (January to February in the north, July to August in the south); the jug is a mini greenhouse, the seeds sprout when the weather is right in spring, and the seedlings are tough. Children can label jugs and check them weekly.',
    ],
    es: [
      'Corta una garrafa de leche de plástico limpia por la mitad dejando una bisagra junto al asa, haz agujeros de drenaje en el fondo, pon 8 a 10 cm de compost húmedo y siembra semillas resistentes al frío como amapolas, espuelas de caballero, caléndulas, kale, lechugas o flores silvestres autóctonas; ciérrala con cinta, sin tapón, y déjala fuera.',
      'Siembra en pleno invierno (enero y febrero en el hemisferio norte, julio y agosto en el sur); la garrafa es un mini invernadero, las semillas brotan cuando el tiempo acompaña en primavera y las plantitas salen fuertes. Los niños pueden etiquetar las garrafas y revisarlas cada semana.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'spirals-in-flowers',
    topic: 'activities',
    title: [
      'Counting spirals and petals in flowers (maths in nature)',
      'Contar espirales y pétalos en las flores (matemáticas en la naturaleza)',
    ],
    cues: [
      'fibonacci|spirals?|patterns?|maths?|math|espiral\\w*|patron(?:es)?|matematic\\w*',
      'sunflowers?|pine ?cones?|flowers?|petals?|daisy|daisies|nature|girasol\\w*|pinas? de pino|pinas?|flor\\w*|petalos?|margaritas?|naturaleza',
    ],
    en: [
      'Look closely at a ripe sunflower head, a pine cone or a pineapple: the seeds and scales sit in two sets of spirals, one turning left and one right, and if children count them they often find neighbouring numbers of the Fibonacci sequence, such as 34 and 55 in a sunflower or 8 and 13 in a pine cone.',
      'Many flowers also have a Fibonacci number of petals: 3 for lilies and irises, 5 for buttercups and wild roses, 13 or 21 for many daisies. Counting petals and spirals is an easy maths hunt for a garden walk.',
    ],
    es: [
      'Mirad de cerca una flor de girasol madura, una piña de pino o una piña (ananá): las semillas y las escamas forman dos grupos de espirales, unas hacia la izquierda y otras hacia la derecha, y si los niños las cuentan suelen salir números vecinos de la sucesión de Fibonacci, como 34 y 55 en un girasol u 8 y 13 en una piña de pino.',
      'Muchas flores tienen también un número de Fibonacci de pétalos: 3 los lirios, 5 los botones de oro y las rosas silvestres, 13 o 21 muchas margaritas. Contar pétalos y espirales es una búsqueda matemática fácil para un paseo por el jardín.',
    ],
    source: 'general-horticulture',
  }),
]
