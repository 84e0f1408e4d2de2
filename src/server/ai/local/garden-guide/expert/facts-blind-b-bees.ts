// Bee and pollinator facts a second blind writer added: how a colony lives (queen, drones, royal jelly, propolis,
// wax, population, growing up, lifespan, bee "pee"), bumblebee and solitary bee years, honey, wasps and hornets,
// beetles, bats, moths, butterflies and ladybirds. Sources: pollinator societies, beekeeping extension guides.
import { BEES, buildFact } from './fact-builder'
import type { TopicFact } from './topic-facts'

const HONEYBEE = 'honey ?bees?|bees?|abejas?|abejas? melifer\\w*|abejas? de (?:la )?miel'

export const BLIND_B_BEE_FACTS: TopicFact[] = [
  buildFact({
    id: 'beetles-pollinate',
    topic: 'bees',
    title: ['Beetles as pollinators', 'Los escarabajos como polinizadores'],
    cues: [
      'beetles?|escarabajos?|cascarudos?|catarinas?|mariquitas?|vaquitas? de san antonio|chinitas?|ladybirds?|ladybugs?',
      'pollinat\\w*|poliniz\\w*|flowers?|pollen|flor\\w*|polen',
      'do|does|can|are|is|which|what|why|how|los|las|que|cual(?:es)?|pueden|son|es|por que|como',
    ],
    not: 'japanese|japones\\w*|potato|papa|patata|cucumber|pepino|flea|pulguilla|colorado|grub\\w*|gallina ciega',
    en: [
      'Yes, beetles were among the very first pollinators, over 100 million years ago, and they still pollinate magnolias, water lilies, pawpaws, spicebush and many wildflowers; they crawl over open, bowl-shaped flowers, eating pollen and getting dusted with it.',
      'Soldier beetles and flower chafers on umbellifers and daisies are garden helpers, and ladybirds visit flowers for pollen and nectar too when aphids are scarce.',
    ],
    es: [
      'Sí, los escarabajos fueron de los primeros polinizadores, hace más de 100 millones de años, y todavía polinizan magnolias, nenúfares, chirimoyas y muchas flores silvestres; recorren flores abiertas en forma de cuenco comiendo polen y se llenan de él.',
      'Los escarabajos soldado y los que se ven en flores de zanahoria, hinojo y margaritas ayudan en el jardín, y las catarinas (mariquitas, vaquitas de San Antonio) también visitan flores por polen y néctar cuando escasean los pulgones.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'waggle-dance-how',
    topic: 'bees',
    title: ['The waggle dance, step by step', 'La danza de las abejas, paso a paso'],
    // "Waggle" alone is the bees' dance; "dance" needs the bees named.
    cues: ['waggle|dance\\w*|danc\\w*|danza\\w*|baile\\w*|bail\\w*', `waggle|${HONEYBEE}`],
    en: [
      'A forager who finds good flowers dances on the comb in the dark hive: for flowers close by (under about 50 to 100 m) she runs in little circles, the "round dance", and the others smell the flowers on her.',
      'For farther flowers she does the waggle dance, a figure of eight with a straight run in the middle while she wiggles her body: the angle of the run from straight up shows the direction compared with the sun, and the longer the wiggle (about 1 second for each kilometre), the farther away the food is.',
    ],
    es: [
      'Una pecoreadora que encuentra buenas flores baila sobre el panal en la colmena oscura: si las flores están cerca (a menos de unos 50 a 100 m) corre en circulitos, la "danza en círculo", y las demás huelen las flores en su cuerpo.',
      'Si están lejos hace la danza del meneo (de la colita), un ocho con una carrera recta en medio mientras menea el cuerpo: el ángulo de esa carrera respecto a la vertical indica la dirección respecto al sol, y cuanto más dura el meneo (alrededor de 1 segundo por kilómetro), más lejos está la comida.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'royal-jelly-queen',
    topic: 'bees',
    title: ['Royal jelly and how a bee becomes queen', 'La jalea real y cómo una abeja llega a ser reina'],
    cues: [
      'royal jelly|jalea real|queen cells?|celdas? real(?:es)?|become (?:a |the )?queen|se (?:hace|convierte en|vuelve) reina|llega a (?:ser )?reina',
    ],
    en: [
      'Royal jelly is a white, creamy food made in glands in the heads of young nurse bees. Every larva gets some for its first 2 to 3 days, then worker larvae switch to pollen and honey.',
      'A larva chosen to be queen is raised in a big, peanut-shaped cell and fed royal jelly all the time: the same egg then grows into a queen in just 16 days, larger and able to lay eggs, instead of a worker in 21.',
    ],
    es: [
      'La jalea real es un alimento blanco y cremoso que fabrican unas glándulas en la cabeza de las abejas nodrizas jóvenes. Todas las larvas la reciben los primeros 2 o 3 días, y luego las larvas de obrera pasan a comer polen y miel.',
      'Una larva elegida para ser reina se cría en una celda grande con forma de cacahuate (maní) y come jalea real todo el tiempo: el mismo huevo se convierte así en reina en solo 16 días, más grande y capaz de poner huevos, en lugar de en obrera en 21.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'propolis-what',
    topic: 'bees',
    title: ["Propolis, the bees' glue", 'El propóleo, el pegamento de las abejas'],
    cues: ['propol\\w*|bee glue|pegamento de (?:las )?abejas|resina de (?:las )?abejas'],
    en: [
      'Propolis is bee glue: worker bees collect sticky resin from tree buds and bark (poplars, pines, birches) on their back legs and mix it with wax.',
      'They use it to seal cracks, narrow the entrance and coat the inside of the hive, and it fights germs; beekeepers find it sticking the frames together, and people use it in some remedies, but it can cause skin allergies.',
    ],
    es: [
      'El propóleo es el pegamento de las abejas: las obreras recogen en las patas traseras resina pegajosa de las yemas y la corteza de los árboles (álamos, pinos, abedules) y la mezclan con cera.',
      'Con él sellan grietas, achican la entrada y recubren el interior de la colmena, y combate los gérmenes; los apicultores lo encuentran pegando los cuadros, y se usa en algunos remedios, aunque puede dar alergia en la piel.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'beeswax-how',
    topic: 'bees',
    title: ['How bees make wax', 'Cómo hacen la cera las abejas'],
    cues: [
      'wax\\w*|cera|panal\\w*|honeycomb\\w*|combs?|celdas?|celdillas?',
      `${HONEYBEE}|make|made|build\\w*|hacen|fabrican|construyen|sale|sacan`,
    ],
    not: 'candles?|velas?|wraps?|crayons?|crayon(?:es)?|ceras de colores',
    en: [
      'Young worker bees, about 12 to 18 days old, make wax from 8 little glands under their belly: it comes out as tiny clear flakes, which they chew soft and shape into six-sided cells.',
      'Making wax costs a lot of food (bees eat roughly 6 to 8 kg of honey to make 1 kg of wax), so the hive needs to be warm, about 35 °C, and full of nectar; the cells hold eggs, pollen and honey.',
    ],
    es: [
      'Las obreras jóvenes, de unos 12 a 18 días, fabrican la cera con 8 glándulas que tienen bajo la barriga: sale en escamitas transparentes que mastican para ablandarlas y moldean en celdillas de seis lados.',
      'Hacer cera cuesta mucha comida (consumen unos 6 a 8 kg de miel para hacer 1 kg de cera), así que la colmena tiene que estar caliente, a unos 35 °C, y llena de néctar; en las celdillas guardan huevos, polen y miel.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-growing-up-days',
    topic: 'bees',
    title: ['How a bee is born: egg to adult in days', 'Cómo nace una abeja: de huevo a adulta en días'],
    cues: [
      HONEYBEE,
      'born|hatch\\w*|emerg\\w*|grow\\w* up|egg to|from (?:an )?egg|larva\\w*|pupa\\w*|baby bees?|nace\\w*|nacen|naci\\w*|eclosion\\w*|sale del huevo|crec\\w*|larvas?|pupas?|crias?|bebes? abeja|abejitas? bebe',
    ],
    not: 'plants?|flowers?|plantas?|flor\\w*|hotel\\w*',
    en: [
      'A honeybee grows in four stages. The queen lays one egg in each wax cell; after 3 days a tiny white larva hatches and is fed about 1,300 times a day, growing for 6 days, then the workers cap the cell with wax and it spins a cocoon and becomes a pupa.',
      'It chews its way out as an adult 21 days after the egg was laid for a worker, 16 days for a queen and 24 days for a drone; its first job is cleaning cells.',
    ],
    es: [
      'Una abeja melífera crece en cuatro etapas. La reina pone un huevo en cada celdilla de cera; a los 3 días nace una larva blanca diminuta que las nodrizas alimentan unas 1.300 veces al día durante 6 días, y después las obreras tapan la celdilla con cera y la larva teje un capullo y se convierte en pupa.',
      'Sale mordiendo la tapa, ya adulta, a los 21 días de poner el huevo si es obrera, a los 16 si es reina y a los 24 si es zángano; su primer trabajo es limpiar celdillas.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'drones-what-for',
    topic: 'bees',
    title: ['What drones (male bees) do', 'Qué hacen los zánganos (abejas macho)'],
    cues: [
      'drones?|zanganos?|male bees?|boy bees?|abejas? machos?|machos? de (?:las )?abejas?',
      'do|job|for|what|purpose|work|hacen|sirven|trabajo|para que|que son|funcion',
    ],
    not: 'sting\\w*|pican?|aguijon\\w*|father|padre',
    en: [
      'Drones are the male honeybees: big-eyed and chunky, with no stinger, they do not collect food, make wax or guard the hive. Their one job is to fly out on warm afternoons to gathering places in the air and mate with a young queen from another hive, and a drone dies after mating.',
      'A colony raises drones only in spring and summer; in autumn, when food gets scarce, the workers stop feeding them and push them out of the hive.',
    ],
    es: [
      'Los zánganos son los machos de la abeja melífera: de ojos grandes y cuerpo rechoncho, sin aguijón, no recogen comida, no hacen cera ni defienden la colmena. Su único trabajo es salir las tardes cálidas a lugares de reunión en el aire y aparearse con una reina joven de otra colmena, y el zángano muere al aparearse.',
      'La colonia cría zánganos solo en primavera y verano; en otoño, cuando escasea la comida, las obreras dejan de alimentarlos y los echan de la colmena.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'queen-eggs-mating',
    topic: 'bees',
    title: ['How many eggs a queen bee lays', 'Cuántos huevos pone la abeja reina'],
    cues: [
      'queens?|reinas?',
      'eggs?|lay\\w*|mate\\w*|mating|huevos?|pone|ponen|poner|aparea\\w*|fecund\\w*|vuelo nupcial',
    ],
    en: [
      'About a week after she emerges, a young queen flies out on one or a few mating flights and mates with 10 to 20 drones in the air, storing enough sperm for the rest of her life; she never mates again.',
      'Back home she lays up to 1,500 to 2,000 eggs a day in early summer, more than her own weight, deciding for each cell whether it becomes a female worker or a male drone; she lays far fewer in autumn and almost none in mid-winter.',
    ],
    es: [
      'Una semana más o menos después de nacer, la reina joven sale en uno o pocos vuelos nupciales y se aparea en el aire con 10 a 20 zánganos, guardando esperma para toda la vida; no vuelve a aparearse.',
      'En la colmena pone hasta 1.500 a 2.000 huevos al día a principios de verano, más que su propio peso, y decide en cada celdilla si será una obrera (hembra) o un zángano (macho); en otoño pone muchos menos y casi ninguno en pleno invierno.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'honey-crystallised',
    topic: 'bees',
    title: ['Honey that turns solid or sugary', 'Miel que se pone dura o se cristaliza'],
    cues: [
      'honey|miel',
      'crystal\\w*|solid\\w*|hard\\w*|sugary|grainy|thick\\w*|white|set|cristaliz\\w*|solid\\w*|dur[oa]s?|azucarad\\w*|granulad\\w*|espes\\w*|blanc[ao]|cuaj\\w*|mala|bad|spoil\\w*|expire\\w*|go off|echa a perder|caduc\\w*|se pudre|vence',
      'do|does|can|are|is|which|what|why|how|los|las|que|cual(?:es)?|pueden|son|es|por que|como|my|mi|it|se|normal|ok|still|todavia|aun',
    ],
    en: [
      'Honey that turns thick, pale and grainy has crystallised, which is natural and shows it is real honey, not spoiled; honey from rapeseed, sunflower or dandelion sets within weeks, while acacia honey stays runny for years.',
      'To make it runny again, stand the jar in warm water, below about 40 °C, and stir; honey kept sealed hardly ever goes bad. Remember never to give honey to babies under 1 year.',
    ],
    es: [
      'La miel que se pone espesa, más clara y con granitos se ha cristalizado, algo natural que indica que es miel de verdad, no que se echó a perder; la de colza, girasol o diente de león cuaja en semanas, mientras que la de acacia sigue líquida años.',
      'Para volverla líquida, pon el frasco al baño maría en agua tibia, por debajo de unos 40 °C, y remueve; bien cerrada, la miel casi nunca se estropea. Recuerda no dar nunca miel a bebés de menos de 1 año.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'honey-flavours',
    topic: 'bees',
    title: [
      'Why honey has different colours and flavours',
      'Por qué la miel tiene distintos colores y sabores',
    ],
    cues: [
      'honey|miel',
      'colou?rs?|flavou?rs?|tastes?|kinds?|types?|dark|light|different|colou?r\\w*|sabor\\w*|tipos?|clases?|oscura|clara|distint\\w*|diferent\\w*',
      'do|does|can|are|is|which|what|why|how|los|las|que|cual(?:es)?|pueden|son|es|por que|como|some|algunas?|tiene|has',
    ],
    en: [
      'Honey tastes of the flowers the bees visited: clover and acacia honey are pale and mild, orange-blossom honey smells of citrus flowers, lavender and rosemary honeys are Mediterranean favourites, and buckwheat, chestnut, heather and avocado honeys are dark and strong.',
      'Darker honeys usually hold more minerals and antioxidants; a jar labelled "wildflower" or "multifloral" comes from many flowers at once.',
    ],
    es: [
      'La miel sabe a las flores que visitaron las abejas: la de trébol y la de acacia son claras y suaves, la de azahar huele a flor de naranjo, las de lavanda y romero son muy mediterráneas, y las de alforfón, castaño, brezo y aguacate son oscuras y fuertes.',
      'Las mieles más oscuras suelen tener más minerales y antioxidantes; un frasco de "milflores" o "multifloral" viene de muchas flores a la vez.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'honey-how-many-flowers',
    topic: 'bees',
    title: ['How many flowers a jar of honey takes', 'Cuántas flores hacen falta para un frasco de miel'],
    cues: [
      'honey|miel',
      'how many flowers|flowers? (?:does it take|to make)|jar|pound|kilo\\w*|cuantas flores|flores (?:hacen falta|para hacer|se necesitan)|frasco|tarro|bote',
    ],
    en: [
      'To make one 500 g (1 lb) jar of honey, the bees of a hive together visit around 2 million flowers and fly roughly as far as twice around the Earth, about 80,000 km.',
      "Each forager makes only about one twelfth of a teaspoon in her whole life, so one jar is the life's work of some 800 to 1,000 bees.",
    ],
    es: [
      'Para hacer un frasco de 500 g de miel, las abejas de una colmena visitan entre todas unos 2 millones de flores y vuelan más o menos como dos vueltas a la Tierra, unos 80.000 km.',
      'Cada pecoreadora hace solo una doceava parte de una cucharadita en toda su vida, así que un frasco es el trabajo de la vida de unas 800 a 1.000 abejas.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bumblebee-year',
    topic: 'bees',
    title: ["A bumblebee's year", 'El año de un abejorro'],
    cues: [
      'bumble ?bees?|abejorros?|mangangas?|moscardon(?:es)?|abejon(?:es)?|jicotes?|mamangav\\w*',
      'life ?cycle|year|years|seasons?|spring|autumn|fall|winter|live|lives|queens?|nest\\w*|new|ciclo|ano|anos|estacion\\w*|primavera|otono|invierno|viven?|reinas?|nido\\w*|nuev\\w*',
    ],
    not: 'sting\\w*|pican?|picadur\\w*|honey|miel|plant\\w*|flowers?|flor\\w*',
    en: [
      'Only young bumblebee queens survive the winter, asleep in the soil or a leaf pile. In early spring (February to April in the north, August to October in the south) each queen wakes, feeds on early flowers and looks for a nest hole, often an old mouse nest, where she lays her first eggs alone.',
      'Her daughters take over the foraging and the nest grows to 50 to 400 bees; by mid to late summer it raises new queens and males, they mate, the old queen, workers and males die in autumn, and the new queens dig in for winter.',
    ],
    es: [
      'Solo las reinas jóvenes de abejorro sobreviven al invierno, dormidas bajo tierra o entre hojarasca. A principios de primavera (febrero a abril en el hemisferio norte, agosto a octubre en el sur) cada reina despierta, come en las primeras flores y busca un agujero para anidar, a menudo un viejo nido de ratón, donde pone sus primeros huevos sola.',
      'Sus hijas se encargan de recolectar y el nido crece hasta 50 a 400 abejorros; a mediados o finales del verano cría reinas nuevas y machos, se aparean, la reina vieja, las obreras y los machos mueren en otoño y las reinas nuevas se entierran para pasar el invierno.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'solitary-bee-year',
    topic: 'bees',
    title: ['How a solitary bee raises her young', 'Cómo cría una abeja solitaria'],
    cues: [
      'solitary|wild|native|mason|leaf ?cutter|mining|solitari[ao]s?|silvestres?|nativas?|albanil\\w*|cortadoras?|mineras?',
      'life ?cycle|young|babies|eggs?|nest\\w*|raise|year|live|ciclo|crias?|bebes|huevos?|nido\\w*|cri\\w*|ano|viven?',
    ],
    not: 'hotel\\w*|build\\w*|make|construi\\w*|hac\\w*|plant\\w*|flowers?|flor\\w*',
    en: [
      'A solitary bee mother works alone: she digs a tunnel in bare soil or finds a hollow stem or beetle hole, packs each little room with a ball of pollen and nectar, lays one egg on it and seals it with mud, leaves or soil, making several rooms in a row.',
      'She dies after a few weeks, never meeting her young; the eggs become larvae that eat the pollen ball, spin cocoons, and come out as adults the next spring or summer, males first.',
    ],
    es: [
      'Una abeja solitaria trabaja sola: cava un túnel en tierra desnuda o usa un tallo hueco o un agujero de escarabajo, llena cada celdita con una bola de polen y néctar, pone un huevo encima y la sella con barro, trozos de hoja o tierra, haciendo varias celdas en fila.',
      'Muere a las pocas semanas sin conocer a sus crías; los huevos se convierten en larvas que se comen la bola de polen, tejen un capullo y salen adultas la primavera o el verano siguiente, primero los machos.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'wasps-what-eat',
    topic: 'bees',
    title: [
      'What wasps eat and why they come to picnics',
      'Qué comen las avispas y por qué vienen a los picnics',
    ],
    cues: [
      'wasps?|yellow ?jackets?|avispas?|chaquetas? amarillas?',
      'eat\\w*|food|feed\\w*|drink\\w*|picnics?|sweets?|sugar|soda|meat|jam|lunch|bbq|barbecue|late summer|august|september|com\\w*|aliment\\w*|beb\\w*|picnic|dulces?|azucar|refrescos?|carne|mermelada|asado|parrillada|agosto|septiembre|marzo|febrero',
    ],
    not: 'nests?|nidos?|avisperos?|sting\\w*|pican?|picadur\\w*|pollinat\\w*|poliniz\\w*',
    en: [
      'Social wasps feed their larvae on caterpillars, flies and aphids (a big nest catches thousands a day), and the larvae give the adults a sugary drop in return; adults also sip nectar and ripe fruit.',
      'In late summer (August to September in the north, February to March in the south) the nest stops raising young, so the workers go hunting for sugar and come to drinks, jam, fruit and barbecues; cover food and drinks, use cups with lids and straws, and put a little ripe fruit far from the table.',
    ],
    es: [
      'Las avispas sociales alimentan a sus larvas con orugas, moscas y pulgones (un nido grande caza miles al día), y las larvas les devuelven una gotita dulce; los adultos también beben néctar y fruta madura.',
      'A finales del verano (agosto y septiembre en el norte, febrero y marzo en el sur) el nido deja de criar y las obreras buscan azúcar, por eso vienen a los refrescos, la mermelada, la fruta y los asados; tapa comida y bebidas, usa vasos con tapa y popote (pajita, bombilla) y pon un poco de fruta madura lejos de la mesa.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'asian-hornet',
    topic: 'bees',
    title: ['The Asian hornet (yellow-legged hornet)', 'La avispa asiática (avispa velutina)'],
    cues: [
      'asian hornets?|yellow.legged hornets?|murder hornets?|giant hornets?|vespa velutina|velutina|avispas? asiaticas?|avispas? asesinas?|avispon(?:es)? (?:asiatic\\w*|gigantes?)',
    ],
    en: [
      'The yellow-legged Asian hornet (Vespa velutina) has spread through Spain, Portugal, France and into the UK; it is dark, with a single orange band near the tail and yellow leg tips, and it hovers outside beehives to catch honeybees.',
      'It is no more dangerous to people than other hornets if left alone, but never approach its large nests, often high in trees; report sightings to your local authority or beekeeping association (in the UK the Asian Hornet Watch app), who remove nests safely.',
    ],
    es: [
      'La avispa asiática de patas amarillas (Vespa velutina) se ha extendido por España, Portugal, Francia y hasta el Reino Unido; es oscura, con una sola franja naranja cerca de la cola y las puntas de las patas amarillas, y se queda flotando ante las colmenas para cazar abejas.',
      'Si no se la molesta no es más peligrosa para las personas que otros avispones, pero no te acerques nunca a sus grandes nidos, a menudo en lo alto de los árboles; avisa al ayuntamiento, al 112 o a la asociación de apicultores de tu zona, que retiran los nidos con seguridad.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bat-box',
    topic: 'bees',
    title: ['Helping bats in the garden', 'Ayudar a los murciélagos en el jardín'],
    cues: [
      'bats?|murcielag\\w*',
      'box\\w*|house\\w*|help\\w*|attract\\w*|garden\\w*|yard|eat\\w*|good|caja\\w*|casa\\w*|refugio\\w*|ayud\\w*|atra\\w*|jardin\\w*|patio|com\\w*|buenos?|sirven',
    ],
    not: 'pollinat\\w*|poliniz\\w*|bite\\w*|muerd\\w*|mordid\\w*|rabies|rabia',
    en: [
      'Bats are great garden friends: a small bat can eat thousands of midges and mosquitoes in a night, and in warm regions nectar bats pollinate agave (tequila and mezcal), cacti, bananas and many night flowers.',
      'Help them with a pond or water, night-scented flowers that draw moths (honeysuckle, evening primrose, jasmine, nicotiana), no insecticides, dim outdoor lights, and a wooden bat box 3 to 5 m up on a wall or tree that gets morning or afternoon sun. Never touch a bat with bare hands; call a wildlife group for a grounded one.',
    ],
    es: [
      'Los murciélagos son grandes amigos del jardín: uno pequeño puede comerse miles de mosquitos en una noche, y en zonas cálidas los murciélagos nectarívoros polinizan el agave (tequila y mezcal), los cactus, los plátanos y muchas flores nocturnas.',
      'Ayúdalos con un estanque o agua, flores que huelen de noche y atraen polillas (madreselva, onagra, jazmín, tabaco de jardín), sin insecticidas, con luces exteriores tenues y una caja refugio de madera a 3 a 5 m de altura en una pared o un árbol con sol de mañana o de tarde. No toques nunca un murciélago con las manos; si hay uno en el suelo, llama a un centro de fauna.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'moth-or-butterfly',
    topic: 'bees',
    title: ['Telling a moth from a butterfly', 'Diferencia entre polilla y mariposa'],
    cues: [
      'moths?|polillas?|palomillas?|mariposas? nocturnas?',
      'butterfl\\w*|mariposas?|difference|different|tell|differ\\w*|distinguir',
    ],
    en: [
      'Butterflies mostly fly by day, have thin antennae with a little club at the tip, and usually rest with wings folded up over their back; moths mostly fly at dusk and night, have feathery or thread-like antennae, and usually rest with wings flat or like a tent.',
      'There are about ten times more kinds of moths than butterflies, and many are just as colourful; both are pollinators, and their caterpillars feed birds.',
    ],
    es: [
      'Las mariposas vuelan sobre todo de día, tienen antenas finas con una bolita en la punta y suelen descansar con las alas juntas hacia arriba; las polillas (palomillas, mariposas nocturnas) vuelan sobre todo al atardecer y de noche, tienen antenas como plumas o hilos y suelen descansar con las alas planas o en forma de tejadito.',
      'Hay unas diez veces más especies de polillas que de mariposas, y muchas son igual de bonitas; las dos polinizan, y sus orugas alimentan a los pájaros.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'hummingbird-hawk-moth',
    topic: 'bees',
    title: ['The hummingbird hawk-moth', 'La esfinge colibrí (polilla colibrí)'],
    cues: [
      'hummingbird (?:hawk.?)?moths?|hawk.?moths?|sphinx moths?|clearwing moths?|esfinge\\w*|polillas? colibri|mariposas? colibri|colibri (?:pequeno|de europa|insecto)|(?:like|parece|como) (?:a |un )?(?:tiny |small |little |mini |pequeno |diminuto )?(?:hummingbird|colibri)|(?:tiny|small|little|mini) hummingbird|colibri (?:diminuto|pequenito|chiquito)',
      'hummingbird|colibri|moths?|polillas?|esfinge\\w*',
    ],
    en: [
      'A "tiny hummingbird" hovering at flowers in Europe, where there are no hummingbirds, is the hummingbird hawk-moth: it flies by day, beats its wings so fast they hum, and sips nectar with a long tongue from red valerian, buddleia, jasmine, lavender, honeysuckle and petunias.',
      'In the Americas, sphinx and clearwing moths do the same at dusk; the big green tomato hornworm is the caterpillar of one of them.',
    ],
    es: [
      'Un "colibrí diminuto" que liba flores en España o Europa, donde no hay colibríes, es la esfinge colibrí (polilla colibrí): vuela de día, bate las alas tan rápido que zumban y sorbe néctar con una lengua larga de valeriana roja, budleia, jazmín, lavanda, madreselva y petunias.',
      'En América, otras esfinges hacen lo mismo al atardecer; el gran gusano verde del jitomate (tomate) es la oruga de una de ellas.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'butterfly-life-cycle',
    topic: 'bees',
    title: ["A butterfly's life cycle", 'El ciclo de vida de una mariposa'],
    cues: [
      'butterfl\\w*|mariposas?',
      'life ?cycle|stages?|born|chrysalis|cocoon|caterpillar\\w*|metamorph\\w*|grow\\w*|eggs?|ciclo|etapas?|nacen?|crisalidas?|capullos?|orugas?|gusanos?|metamorfosis|crec\\w*|huevos?',
    ],
    not: 'monarch\\w*|monarcas?|raise|raising|criar|cabbage|repollo|col(?:es)?|kill\\w*|get rid|elimin\\w*|plaga\\w*|plant\\w* for|flor(?:es)? para',
    en: [
      'A butterfly goes through four stages: a tiny egg laid on the right food plant, a caterpillar that eats and grows, shedding its skin 4 or 5 times in 2 to 3 weeks, a chrysalis in which it turns into a butterfly over 1 to 2 weeks, and the adult, which sips nectar and lays eggs.',
      'Each kind needs its own caterpillar plant, such as milkweed for monarchs, nettles for peacocks and red admirals, cabbages for cabbage whites, citrus for swallowtails and passionflower for gulf fritillaries, so grow some alongside the nectar flowers.',
    ],
    es: [
      'Una mariposa pasa por cuatro etapas: un huevito puesto en su planta de comida, una oruga que come y crece cambiando de piel 4 o 5 veces en 2 a 3 semanas, una crisálida donde se transforma en mariposa en 1 a 2 semanas, y la adulta, que bebe néctar y pone huevos.',
      'Cada especie necesita su planta para la oruga, como el algodoncillo (asclepias) para la monarca, la ortiga para la pavo real y la vanesa roja, las coles para la blanquita de la col, los cítricos para las macaones y la pasionaria (maracuyá) para la espejitos, así que siembra algunas junto a las flores de néctar.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'ladybird-life-cycle',
    topic: 'bees',
    title: ["A ladybird's life cycle", 'El ciclo de vida de una catarina (mariquita)'],
    cues: [
      'lady ?birds?|lady ?bugs?|lady ?beetles?|catarinas?|mariquitas?|vaquitas? de san antonio|chinitas?|san antonios?|sanantonios?|catalinas?',
      'life ?cycle|larva\\w*|babies|baby|young|eggs?|pupa\\w*|grow\\w*|stages?|alligators?|spots?|ciclo|larvas?|bebes?|crias?|huevos?|pupas?|crec\\w*|etapas?|cocodril\\w*|caiman(?:es)?|puntos?|manchas?',
    ],
    not: 'buy\\w*|release\\w*|compr\\w*|solt\\w*|liber\\w*',
    en: [
      'Ladybirds lay clusters of small yellow eggs under leaves near aphids; the larvae look like tiny spiky grey-and-orange alligators, not at all like their parents, and each eats hundreds of aphids in 2 to 3 weeks.',
      'Then the larva glues itself to a leaf as a pupa and a week later a soft, pale ladybird comes out; its colour and spots appear over a few hours. Teach children to leave the "alligators" be, as they are the best aphid hunters.',
    ],
    es: [
      'Las catarinas (mariquitas, vaquitas de San Antonio, chinitas) ponen grupitos de huevos amarillos bajo las hojas cerca de los pulgones; las larvas parecen cocodrilitos grises y naranjas con pinchos, nada parecidas a sus padres, y cada una come cientos de pulgones en 2 a 3 semanas.',
      'Después la larva se pega a una hoja como pupa y a la semana sale una catarina blanda y pálida; el color y los puntos aparecen en unas horas. Enseña a los niños a dejar tranquilos a los "cocodrilitos", que son los mejores cazadores de pulgones.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'where-bees-live',
    topic: 'bees',
    title: ['Where bees live', 'Dónde viven las abejas'],
    cues: [
      BEES,
      'where (?:do|does) (?:\\w+ ){0,2}live|live in|homes?|houses?|donde viven|donde vive|casa|hogar|viven en',
    ],
    not: 'hotel\\w*|build\\w*|make|construi\\w*|hac\\w*|sleep\\w*|duerm\\w*|winter\\w*|inviern\\w*',
    en: [
      'Only honeybees and a few others live in hives and big colonies. About 70% of wild bees nest in tunnels in bare, sunny ground, and most of the rest in hollow stems, old beetle holes in wood, or gaps in walls; bumblebees use old mouse holes and thick grass.',
      'So the best "bee house" is a patch of bare, undisturbed soil, some stems left standing over winter, a dead log and a bit of wild grass, besides flowers from spring to autumn.',
    ],
    es: [
      'Solo las abejas melíferas y unas pocas más viven en colmenas y grandes colonias. Alrededor del 70% de las abejas silvestres anidan en túneles en tierra desnuda y soleada, y casi todas las demás en tallos huecos, agujeros viejos de escarabajo en la madera o grietas de muros; los abejorros usan madrigueras viejas de ratón y hierba espesa.',
      'Por eso la mejor "casa de abejas" es un trozo de tierra desnuda que no se toque, algunos tallos secos en pie durante el invierno, un tronco muerto y un poco de hierba silvestre, además de flores de primavera a otoño.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bees-cold-temperature',
    topic: 'bees',
    title: ['How cold is too cold for bees to fly', 'Con cuánto frío dejan de volar las abejas'],
    cues: [
      BEES,
      'cold|temperatur\\w*|degrees?|frost\\w*|chilly|cool|frio|fria|temperatur\\w*|grados?|helad\\w*|fresco',
      'fly|flying|fly out|go out|forag\\w*|still|not moving|vuel\\w*|volar|salen|salir|quiet[ao]s?|no se mueven?',
    ],
    not: 'winter|inviern\\w*|help\\w*|ayud\\w*|plant\\w*|flowers?|flor\\w*|water|agua',
    en: [
      'Honeybees rarely fly below about 10 to 13 °C (50 to 55 °F) and stay home in rain and strong wind; bumblebees can shiver their flight muscles to warm up and fly at around 5 °C, which is why they are the first bees out on cold spring mornings.',
      'A bee sitting still on a flower on a chilly morning is usually just cold: leave it be and it flies off once the sun warms it.',
    ],
    es: [
      'Las abejas melíferas casi no vuelan por debajo de unos 10 a 13 °C y se quedan en casa con lluvia y viento fuerte; los abejorros pueden tiritar con los músculos del vuelo para calentarse y volar a unos 5 °C, por eso son las primeras abejas que salen las mañanas frías de primavera.',
      'Una abeja quieta sobre una flor una mañana fresca normalmente solo tiene frío: déjala y se irá volando cuando el sol la caliente.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-species-count',
    topic: 'bees',
    title: ['How many kinds of bees there are', 'Cuántas clases de abejas hay'],
    cues: [
      BEES,
      'how many (?:kinds|types|species|different)|kinds of|types of|species|cuantas (?:clases|especies|tipos)|cuantos tipos|tipos de|especies|clases de',
    ],
    not: 'flowers?|flor\\w*|plants?|plantas?|honey|miel|hives?|colmenas?',
    en: [
      'There are about 20,000 kinds of bees in the world: around 4,000 in the United States and Canada, about 2,000 in Mexico, over 1,000 in Spain and about 270 in Britain; only 8 or so are honeybees.',
      'They range from bees smaller than a grain of rice to carpenter bees as long as a thumb joint, and include bumblebees, mason, leafcutter, mining, sweat, squash and stingless bees.',
    ],
    es: [
      'En el mundo hay unas 20.000 especies de abejas: alrededor de 4.000 en Estados Unidos y Canadá, unas 2.000 en México, más de 1.000 en España y unas 270 en Gran Bretaña; solo unas 8 son abejas melíferas.',
      'Van desde abejas más pequeñas que un grano de arroz hasta abejas carpinteras largas como la yema de un dedo, e incluyen abejorros, abejas albañiles, cortadoras de hojas, mineras, del sudor, de la calabaza y meliponas sin aguijón.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'buzz-pollination-tomatoes',
    topic: 'bees',
    title: [
      'Buzz pollination of tomatoes, peppers and blueberries',
      'Polinización por vibración de tomates, pimientos y arándanos',
    ],
    cues: [
      'buzz\\w*|vibrat\\w*|shak\\w*|zumb\\w*|vibra\\w*|sacud\\w*|agit\\w*|sonicat\\w*',
      'pollinat\\w*|flowers?|tomato\\w*|peppers?|eggplants?|blueberr\\w*|poliniz\\w*|flor\\w*|tomates?|jitomates?|pimientos?|chiles?|berenjenas?|arandanos?',
    ],
    en: [
      'Tomato, pepper, eggplant, potato and blueberry flowers keep their pollen locked inside tubes, and it comes out only when shaken: bumblebees and many wild bees grab the flower and buzz their flight muscles without flying, so the pollen pours out, but honeybees cannot do this.',
      'On a balcony or in a greenhouse with few bees, do it yourself: gently flick the flower stems or touch each open flower with an electric toothbrush for a second, around midday every couple of days.',
    ],
    es: [
      'Las flores del jitomate (tomate), el pimiento, el chile, la berenjena, la papa y el arándano guardan el polen encerrado en tubitos y solo lo sueltan si se sacuden: los abejorros y muchas abejas silvestres se agarran a la flor y hacen vibrar los músculos del vuelo sin volar, así cae el polen, cosa que las abejas melíferas no saben hacer.',
      'En un balcón o un invernadero con pocas abejas, hazlo tú: da golpecitos suaves en los tallos de las flores o toca cada flor abierta un segundo con un cepillo de dientes eléctrico, hacia el mediodía cada dos o tres días.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-pollen-legs',
    topic: 'bees',
    title: [
      'Why bees have yellow lumps on their legs',
      'Por qué las abejas llevan bolitas amarillas en las patas',
    ],
    cues: [
      `${BEES}`,
      'legs?|knees?|lumps?|balls?|pants|trousers|saddlebags?|baskets?|patas?|rodillas?|bolitas?|bolas?|pantalones|canastas?|cestas?|cestillas?',
    ],
    not: 'how many|cuantas',
    en: [
      'The coloured lumps on a bee\'s back legs are pollen loads: honeybees and bumblebees brush pollen off their hairy bodies, wet it with a little nectar and pack it into "pollen baskets", a smooth hollow fringed with hairs on each back leg, to carry it home to feed their young.',
      'The colour shows the flower: yellow from dandelions, orange from pumpkins, white from blackberries, even blue-grey from phacelia. Most solitary bees carry pollen dry in thick hairs on their legs or under their belly instead.',
    ],
    es: [
      'Las bolitas de colores en las patas traseras de una abeja son cargas de polen: las abejas melíferas y los abejorros se cepillan el polen del cuerpo peludo, lo mojan con un poco de néctar y lo aprietan en sus "cestillas de polen", un hueco liso rodeado de pelos en cada pata trasera, para llevarlo a casa y alimentar a sus crías.',
      'El color dice de qué flor viene: amarillo del diente de león, naranja de la calabaza, blanco de la zarzamora, incluso gris azulado de la facelia. La mayoría de las abejas solitarias llevan el polen seco entre pelos gruesos de las patas o bajo la barriga.',
    ],
    source: 'pollinator-society',
  }),
]
