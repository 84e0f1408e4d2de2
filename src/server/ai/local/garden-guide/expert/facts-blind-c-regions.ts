// Regional growing facts written blind (pass C), for questions about a region's garden rather than one crop's dates
// (the planting calendar answers those): Andean and Mexican highlands, the milpa, hot tropical lowlands, the
// Australian tropical north, the Canary Islands, Mediterranean Spain, southern hemisphere seasons, the Pacific
// Northwest, Scotland and short, cool summers. Sources: extension services, general horticulture.
import { buildFact } from './fact-builder'
import type { TopicFact } from './topic-facts'

const GROW =
  'grow\\w*|plant\\w*|sow\\w*|garden\\w*|vegetables?|veggies|crops?|tips?|advice|what|which|when|best|cultiv\\w*|sembr\\w*|siembr\\w*|plant\\w*|huerto\\w*|huerta\\w*|jardin\\w*|verduras?|hortalizas?|consejos?|que|cuales|cuando|mejor\\w*|crece\\w*|se da|se dan|dan bien'

export const BLIND_C_REGION_FACTS: TopicFact[] = [
  buildFact({
    id: 'andean-highlands',
    topic: 'plants',
    title: [
      'Gardening in the Andean highlands (Bogotá, Quito, La Paz, Cusco)',
      'El huerto en las tierras altas andinas (Bogotá, Quito, La Paz, Cusco)',
    ],
    cues: [
      'bogota|quito|la paz(?! (?:baja|bcs|mexico))|el alto|cusco|cuzco|puno|arequipa|cuenca|tunja|sabana de bogota|altiplano|highlands?|andes|andean|andin\\w*|paramo|sierra (?:del peru|peruana|ecuatoriana|andina|de ecuador)|tierra fria|high altitude|altitude|altura|tierras altas',
      GROW,
    ],
    not: 'lawn|cesped',
    en: [
      'In the Andean highlands (about 2,500 to 4,000 m, such as Bogotá, Quito, Cusco or La Paz) days are mild all year, nights are cool, and frosts come on clear nights in the dry season (June to August in much of Peru and Bolivia; December to February and July to August around Bogotá); sow at the start of the rains.',
      'Grow cool-season crops all year: potatoes, broad beans (habas), peas, lettuce, kale, chard, cabbage, carrots, beetroot, onions, coriander, quinoa, oca and ulluco; grow tomatoes, courgettes and beans in a small greenhouse or sheltered sunny spot. The strong sun at altitude dries soil fast, so mulch well.',
    ],
    es: [
      'En las tierras altas andinas (unos 2.500 a 4.000 m, como Bogotá, Quito, Cusco o La Paz) los días son templados todo el año, las noches frescas y las heladas llegan en las noches despejadas de la época seca (de junio a agosto en gran parte de Perú y Bolivia; de diciembre a febrero y en julio y agosto en la sabana de Bogotá); siembra al comenzar las lluvias.',
      'Cultiva todo el año hortalizas de clima frío: papa, habas, arvejas, lechuga, col rizada, acelga, repollo, zanahoria, remolacha (betarraga), cebolla, cilantro, quinua, oca y olluco; los tomates, calabacines (zapallitos) y frijoles (porotos), mejor en un invernadero pequeño o un rincón soleado y protegido. El sol fuerte de la altura seca la tierra rápido, así que acolcha bien.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'milpa',
    topic: 'plants',
    title: [
      'The milpa: maize, beans and squash together (three sisters)',
      'La milpa: maíz, frijol y calabaza juntos (las tres hermanas)',
    ],
    cues: ['milpa\\w*|three sisters|tres hermanas|maiz,? frijol y calabaza|corn,? beans,? (?:and )?squash'],
    en: [
      'The milpa (the "three sisters") grows maize, climbing beans and squash together: the maize holds up the beans, the beans add nitrogen, and the big squash leaves shade the soil and keep weeds down. In Mexico and Central America it is sown with the first steady rains (usually late May to July), and in the US after the last frost when soil is above 15 °C.',
      'Sow maize in small mounds or rows 90 cm apart, 4 to 5 seeds per mound; when the maize is 15 to 20 cm tall, sow 3 to 4 bean seeds around each, and squash between the mounds 1 to 2 m apart. Sow maize in blocks of at least 4 rows so the wind pollinates it; squash flowers feed bees.',
    ],
    es: [
      'La milpa (las "tres hermanas") cultiva juntos maíz, frijol de guía y calabaza: el maíz sostiene al frijol, el frijol aporta nitrógeno y las hojas grandes de la calabaza dan sombra al suelo y frenan las hierbas. En México y Centroamérica se siembra con las primeras lluvias constantes (normalmente de finales de mayo a julio), y en lugares con heladas después de la última helada, con la tierra a más de 15 °C.',
      'Siembra el maíz en montoncitos o hileras a 90 cm, 4 o 5 semillas por montón; cuando el maíz tenga 15 a 20 cm, siembra 3 o 4 frijoles alrededor de cada uno, y la calabaza entre los montones a 1 o 2 m. Siembra el maíz en bloques de al menos 4 hileras para que el viento lo polinice; las flores de calabaza alimentan a las abejas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'hot-tropics-greens',
    topic: 'plants',
    title: ['Leafy greens for hot tropical weather', 'Verduras de hoja para el calor tropical'],
    cues: [
      'tropic\\w*|hot (?:climate|weather|humid)|too hot|humid heat|lowlands?|caribbean|tierra caliente|costa|caribe|tropical\\w*|calor\\w*|calurosa?o?|bochorno|trop',
      'greens|leafy|lettuce|spinach|salad|hojas?|verduras? de hoja|lechuga\\w*|espinaca\\w*|ensalada\\w*|quelites?',
    ],
    en: [
      'Lettuce and spinach bolt and turn bitter in steady tropical heat; grow heat-loving greens instead: amaranth (quelites), Malabar or Ceylon spinach, chaya, sweet potato leaves, kangkong, okra leaves, moringa, purslane (verdolaga), Chinese cabbage, and loose-leaf lettuce only in the cooler, drier months.',
      'Give them afternoon shade or 30% shade cloth, raised beds for heavy rains, and plenty of compost and mulch; chaya and sweet potato leaves must be cooked before eating (chaya for at least 15 to 20 minutes).',
    ],
    es: [
      'La lechuga y la espinaca se espigan y amargan con el calor tropical constante; cultiva en cambio verduras de hoja que aman el calor: amaranto (quelites), espinaca de Malabar o de Ceilán, chaya, hojas de camote (batata), kangkong, hojas de okra (quimbombó), moringa, verdolaga, col china, y lechuga de hoja suelta solo en los meses más frescos y secos.',
      'Dales sombra por la tarde o malla de sombra del 30%, bancales elevados para las lluvias fuertes y mucha composta y acolchado; la chaya y las hojas de camote se comen cocidas (la chaya al menos 15 a 20 minutos).',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'australia-tropical-north',
    topic: 'plants',
    title: [
      'Growing food in the Australian tropics (Darwin, Cairns)',
      'El huerto en el trópico australiano (Darwin, Cairns)',
    ],
    cues: [
      'darwin|cairns|townsville|top end|far north queensland|north queensland|northern territory|kimberley|broome|tropical (?:australia|north)|territorio del norte',
      `${GROW}|wet season|dry season|temporada (?:de lluvias|seca)`,
    ],
    en: [
      'In the Australian tropics the main vegetable season is the dry season, about April to September: sow tomatoes, capsicums, beans, lettuce, cucumbers, zucchini, sweet corn and herbs from March to June as the rains ease.',
      'In the hot wet season (November to March) grow tough tropical crops: sweet potato, snake beans, okra, kangkong, Ceylon spinach, amaranth, cassava, taro, rosella and pumpkins on mounds, with good drainage and mulch.',
    ],
    es: [
      'En el trópico australiano la temporada principal del huerto es la estación seca, de abril a septiembre aproximadamente: siembra tomates, pimientos, frijoles (judías), lechuga, pepinos, calabacines, maíz dulce y aromáticas de marzo a junio, cuando amainan las lluvias.',
      'En la estación húmeda y calurosa (de noviembre a marzo) cultiva plantas tropicales resistentes: camote (batata), frijol de vaina larga, okra, kangkong, espinaca de Ceilán, amaranto, yuca (mandioca), taro, flor de Jamaica (rosella) y calabazas en montículos, con buen drenaje y acolchado.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'canary-islands-garden',
    topic: 'plants',
    title: ['A vegetable garden in the Canary Islands', 'El huerto en Canarias'],
    cues: [
      'canar(?:y|ies|ias|io)|tenerife|gran canaria|lanzarote|fuerteventura|la palma|la gomera|el hierro|las palmas',
      `${GROW}|todo el ano|all year|year round`,
    ],
    en: [
      'Near the coast of the Canary Islands frost almost never comes, so you can grow all year: the best months for most vegetables are October to May, when tomatoes, peppers, beans, courgettes, lettuce, onions and potatoes do well, and in summer heat-lovers such as sweet potatoes, okra, squash and melons.',
      'Water is the limit: use drip lines, mulch (picón volcanic gravel is traditional), shade or windbreaks against the trade winds and calima dust, and on the higher ground of the northern slopes treat winter like a mild frost season, sowing tender crops from March.',
    ],
    es: [
      'Cerca de la costa en Canarias casi nunca hiela, así que se puede cultivar todo el año: los mejores meses para la mayoría de las hortalizas son de octubre a mayo, cuando se dan bien tomates, pimientos, judías (habichuelas), calabacines, lechugas, cebollas y papas, y en verano las que aman el calor, como batatas (boniatos), okra, calabazas y melones.',
      'El límite es el agua: usa riego por goteo, acolchado (el picón volcánico es lo tradicional), sombra o cortavientos contra los alisios y la calima, y en las medianías altas del norte trata el invierno como una temporada con algo de frío, sembrando las plantas delicadas desde marzo.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'mediterranean-two-seasons',
    topic: 'plants',
    title: [
      'The two garden seasons of Mediterranean Spain',
      'Las dos temporadas del huerto mediterráneo en España',
    ],
    cues: [
      'mediterrane\\w*|andaluc\\w*|murcia|valencia\\w*|alicante|castellon|malaga|sevilla|almeria|cadiz|huelva|granada|cordoba|mallorca|baleares|ibiza|menorca|cataluna|catalunya|barcelona|tarragona|costa del sol|levante|southern spain|sur de espana',
      `${GROW}|autumn|winter|summer|otono|invierno|verano|calendar\\w*|calendario|season\\w*|temporada\\w*`,
    ],
    en: [
      'In Mediterranean Spain the garden has two seasons: autumn to spring for cool crops, sown or planted from late September to November (broad beans, peas, garlic, onions, lettuce, spinach, chard, cabbages, broccoli, carrots, radishes), which grow through the mild winter and rain.',
      'Summer crops (tomatoes, peppers, aubergines, courgettes, melons, beans, cucumbers) go in from March to May, and in July and August the heat and drought are the hard season: water at dawn with drip lines, mulch thickly, give shade cloth, and sow the autumn crops when the heat breaks.',
    ],
    es: [
      'En la España mediterránea el huerto tiene dos temporadas: de otoño a primavera para las hortalizas de frío, sembradas o plantadas de finales de septiembre a noviembre (habas, guisantes, ajos, cebollas, lechugas, espinacas, acelgas, coles, brócoli, zanahorias, rábanos), que crecen con el invierno suave y las lluvias.',
      'Las de verano (tomates, pimientos, berenjenas, calabacines, melones, judías, pepinos) se plantan de marzo a mayo, y en julio y agosto el calor y la sequía son la temporada difícil: riega al amanecer con goteo, acolcha bien, pon malla de sombra y siembra las de otoño cuando afloje el calor.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'southern-hemisphere-seasons',
    topic: 'plants',
    title: ['Garden seasons in the southern hemisphere', 'Las estaciones del huerto en el hemisferio sur'],
    cues: [
      'spring|summer|autumn|fall|winter|seasons?|primavera|verano|otono|invierno|estacion\\w*',
      'chile|argentina|uruguay|paraguay|bolivia|peru|brazil|brasil|australia|new zealand|nueva zelanda|south africa|sudafrica|southern hemisphere|hemisferio sur|patagonia|buenos aires|santiago|montevideo|mendoza|cordoba|rosario|sydney|melbourne|perth|adelaide|auckland',
      'when|which months?|what months?|is it|starts?|begin\\w*|cuando|que meses|cuales meses|empieza\\w*|comienza\\w*|es',
    ],
    en: [
      'South of the equator the seasons are reversed: spring is September to November, summer December to February, autumn March to May and winter June to August, so the garden year starts in August or September (tomatoes, peppers and squash go out in October and November after the last frost).',
      'Garlic, broad beans and peas are sown in autumn (March to May); fruit trees are planted bare-root in June and July. In the tropical north of South America and Australia, the rainy and dry seasons matter more than winter and summer.',
    ],
    es: [
      'Al sur del ecuador las estaciones están al revés: la primavera va de septiembre a noviembre, el verano de diciembre a febrero, el otoño de marzo a mayo y el invierno de junio a agosto, así que el año del huerto empieza en agosto o septiembre (tomates, pimientos o ajíes y zapallos se plantan en octubre y noviembre, después de la última helada).',
      'El ajo, las habas y las arvejas se siembran en otoño (de marzo a mayo); los frutales a raíz desnuda se plantan en junio y julio. En el norte tropical de Sudamérica y Australia importan más la temporada de lluvias y la seca que el invierno y el verano.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'pacific-northwest',
    topic: 'plants',
    title: ['Vegetable gardening in the Pacific Northwest', 'El huerto en el noroeste del Pacífico'],
    cues: [
      'pacific northwest|pnw|northwest|seattle|portland|tacoma|olympia|vancouver|victoria bc|british columbia|puget sound|willamette|western (?:washington|oregon)|noroeste del pacifico|columbia britanica',
      `${GROW}|rain\\w*|cool summers?|lluvi\\w*`,
    ],
    en: [
      'West of the Cascades the winters are mild and wet and summers cool and dry: peas, lettuce, kale, chard, broccoli, leeks, potatoes, garlic, berries and apples thrive, and many greens grow through winter under a cloche.',
      'For tomatoes, peppers, squash and basil, choose early varieties (tomatoes under 65 days), plant in mid to late May in the warmest, sunniest spot, warm the soil with black plastic or a cloche, and water deeply through the dry July and August; sow garlic in October and overwintering brassicas in July and August. Raised beds help with the wet clay.',
    ],
    es: [
      'Al oeste de la cordillera de las Cascadas los inviernos son suaves y lluviosos y los veranos frescos y secos: guisantes (arvejas), lechuga, col rizada, acelga, brócoli, puerros, papas, ajo, frutos rojos y manzanos se dan muy bien, y muchas verduras de hoja pasan el invierno bajo una campana o túnel.',
      'Para tomates, pimientos, calabazas y albahaca elige variedades tempranas (tomates de menos de 65 días), planta a mediados o finales de mayo en el sitio más cálido y soleado, calienta la tierra con plástico negro o un túnel y riega a fondo en julio y agosto, que son secos; siembra el ajo en octubre y las coles de invierno en julio y agosto. Los bancales elevados ayudan con la arcilla mojada.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'scotland-garden',
    topic: 'plants',
    title: ['Growing vegetables in Scotland', 'El huerto en Escocia'],
    cues: [
      'scotland|scottish|escocia|escoces\\w*|edinburgh|edimburgo|glasgow|aberdeen|dundee|inverness|highlands|hebrides|orkney|shetland|fife|perthshire',
      `${GROW}|allotments?|short season`,
    ],
    en: [
      'Scotland has a cool, short growing season (last frosts from late April on the coasts to late May or June inland and in the Highlands), long summer days and lots of wind, so sturdy cool crops do best: potatoes, kale, leeks, cabbages, broad beans, peas, onions, beetroot, carrots, turnips, lettuce, rhubarb, raspberries and blackcurrants.',
      'Sow tender crops (courgettes, runner beans, squash) indoors in late April and plant out in early June under fleece; grow tomatoes, cucumbers and peppers in a greenhouse or polytunnel; put up windbreaks and choose early, blight-resistant potato varieties (such as Sarpo Mira) for wet summers.',
    ],
    es: [
      'Escocia tiene una temporada de cultivo fresca y corta (últimas heladas desde finales de abril en la costa hasta finales de mayo o junio en el interior y las Tierras Altas), días de verano largos y mucho viento, así que van mejor las hortalizas resistentes al frío: papas (patatas), col rizada, puerros, coles, habas, guisantes, cebollas, remolacha, zanahorias, nabos, lechuga, ruibarbo, frambuesas y grosellas negras.',
      'Siembra las delicadas (calabacines, judías, calabazas) dentro de casa a finales de abril y plántalas a comienzos de junio bajo manta térmica; cultiva tomates, pepinos y pimientos en invernadero o túnel; pon cortavientos y elige papas tempranas y resistentes al mildiu (como Sarpo Mira) para los veranos lluviosos.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'short-cool-summer',
    topic: 'plants',
    title: ['Gardening with a short or cool summer', 'El huerto con un verano corto o fresco'],
    cues: [
      'short (?:summer|season|growing season)|cool summers?|cold summers?|short summers?|few frost.free|high altitude|mountain\\w*|verano corto|veranos cortos|verano fresco|veranos frescos|temporada corta|pocos meses sin helad\\w*|montana\\w*|zona fria|clima frio',
      GROW,
    ],
    en: [
      'With fewer than about 120 frost-free days, choose fast and early varieties (check the days to harvest on the packet: tomatoes under 60 to 70 days, such as cherry types), start tomatoes, peppers, squash and melons indoors 4 to 8 weeks before the last frost, and plant out under cloches, fleece or a cold frame.',
      'Warm the soil with black plastic for 2 weeks before planting, use south-facing walls and raised beds, which warm faster, and lean on crops that love cool weather: peas, broad beans, lettuce, spinach, kale, cabbage, potatoes, radishes, carrots and beetroot.',
    ],
    es: [
      'Con menos de unos 120 días sin heladas, elige variedades rápidas y tempranas (mira los días a cosecha en el sobre: tomates de menos de 60 a 70 días, como los cherry), siembra dentro de casa tomates, pimientos, calabazas y melones 4 a 8 semanas antes de la última helada, y trasplántalos bajo campanas, manta térmica o una cajonera fría.',
      'Calienta la tierra con plástico negro 2 semanas antes de plantar, aprovecha las paredes que miran al sol y los bancales elevados, que se calientan antes, y apóyate en las hortalizas que aman el fresco: guisantes (arvejas), habas, lechuga, espinaca, col rizada, repollo, papas, rábanos, zanahorias y remolacha.',
    ],
    source: 'extension-service',
  }),
]
