// Garden book entries on growing easy vegetables and fruit with children.
import type { KnowledgeEntryInput } from './knowledge-types'

export const VEGETABLE_ENTRIES: KnowledgeEntryInput[] = [
  {
    id: 'grow-tomatoes',
    topic: 'plants',
    keywords: {
      en: ['tomato', 'tomatoes', 'cherry tomato', 'grow tomatoes', 'stake'],
      es: ['tomate', 'tomates', 'jitomate', 'tomatitos', 'cultivar tomates', 'tutor'],
    },
    title: { en: 'Growing tomatoes', es: 'Cultivar tomates' },
    text: {
      en: 'Tomatoes love warmth, so plant them outside after the last frost in a spot with 6 to 8 hours of sun. Plant them a little deeper than they sat in the pot, because the buried stem grows extra roots. Give them a stake or cage to climb and water the soil deeply.',
      es: 'A los tomates les encanta el calor, así que plántalos afuera después de la última helada, en un lugar con 6 a 8 horas de sol. Entiérralos un poco más hondo que en la maceta, porque el tallo enterrado echa más raíces. Ponles un tutor o una jaula para trepar y riega bien la tierra.',
    },
  },
  {
    id: 'picking-tomatoes',
    topic: 'plants',
    keywords: {
      en: ['ripe tomato', 'pick tomatoes', 'harvest tomatoes', 'red tomato', 'when ripe'],
      es: ['tomate maduro', 'cosechar tomates', 'recoger tomates', 'tomate rojo', 'cuándo madura'],
    },
    title: { en: 'When tomatoes are ripe', es: 'Cuándo están maduros los tomates' },
    text: {
      en: 'A tomato is ripe when it has its full color, like red, yellow or orange, and feels a little soft when you squeeze gently. Ripe tomatoes come off the vine with a gentle twist. Cherry tomatoes ripen first and are perfect snacks for small hands.',
      es: 'Un tomate está maduro cuando tiene todo su color, rojo, amarillo o naranja, y se siente un poco blando al apretarlo con cuidado. Los tomates maduros se sueltan de la planta con un giro suave. Los tomates cherry maduran primero y son un bocadito perfecto para manos pequeñas.',
    },
  },
  {
    id: 'grow-beans',
    topic: 'plants',
    keywords: {
      en: ['bean', 'beans', 'green beans', 'runner beans', 'pole beans', 'bush beans'],
      es: ['frijol', 'frijoles', 'judías', 'ejotes', 'porotos', 'habichuelas', 'alubias'],
    },
    title: { en: 'Growing beans', es: 'Cultivar frijoles' },
    text: {
      en: 'Beans grow fast from big seeds that are easy for little fingers. Plant them about 3 centimeters (1 inch) deep in warm soil after the last frost, and they sprout in about a week. Bush beans stay short, while pole beans climb up sticks or strings.',
      es: 'Los frijoles (también llamados judías o porotos) crecen rápido a partir de semillas grandes, fáciles para dedos pequeños. Siémbralos a unos 3 centímetros de profundidad en tierra tibia después de la última helada, y brotan en una semana más o menos. Los frijoles de mata se quedan bajitos y los de enrame trepan por palos o cuerdas.',
    },
  },
  {
    id: 'picking-beans',
    topic: 'plants',
    keywords: {
      en: ['pick beans', 'harvest beans', 'bean pods', 'more beans'],
      es: ['cosechar frijoles', 'recoger judías', 'vainas', 'más frijoles'],
    },
    title: { en: 'Pick beans often', es: 'Recoge los frijoles a menudo' },
    text: {
      en: 'Pick green beans while the pods are young, smooth and about as thick as a pencil. The more you pick, the more beans the plant makes. Hold the stem with one hand and pull the pod with the other so the plant does not break.',
      es: 'Recoge las judías verdes cuando las vainas están jóvenes, lisas y más o menos del grosor de un lápiz. Cuanto más recoges, más vainas da la planta. Sujeta el tallo con una mano y tira de la vaina con la otra para no romper la planta.',
    },
  },
  {
    id: 'grow-lettuce',
    topic: 'plants',
    keywords: {
      en: ['lettuce', 'salad', 'salad leaves', 'greens', 'cut and come again'],
      es: ['lechuga', 'lechugas', 'ensalada', 'hojas verdes', 'corta y vuelve a brotar'],
    },
    title: { en: 'Growing lettuce', es: 'Cultivar lechuga' },
    text: {
      en: 'Lettuce likes cool weather, so sow it in spring or autumn. Its seeds are tiny and need light to sprout, so just press them in and cover them with a very thin layer of soil. Pick the outside leaves and the plant keeps growing new ones from the middle.',
      es: 'A la lechuga le gusta el tiempo fresco, así que siémbrala en primavera o en otoño. Sus semillas son diminutas y necesitan luz para brotar: apriétalas contra la tierra y cúbrelas con una capita muy fina. Corta las hojas de fuera y la planta seguirá sacando hojas nuevas desde el centro.',
    },
  },
  {
    id: 'lettuce-bolting',
    topic: 'plants',
    keywords: {
      en: ['bolting', 'bolt', 'bitter lettuce', 'lettuce flower', 'tall lettuce'],
      es: ['espigarse', 'lechuga amarga', 'flor de lechuga', 'lechuga alta', 'subirse a flor'],
    },
    title: { en: 'Why lettuce gets tall and bitter', es: 'Por qué la lechuga se estira y amarga' },
    text: {
      en: 'When days get long and hot, lettuce grows a tall flower stalk. Gardeners call this bolting, and the leaves turn bitter. Sowing in cooler months or giving lettuce some afternoon shade helps.',
      es: 'Cuando los días se hacen largos y calurosos, la lechuga saca un tallo alto con flores. Los jardineros dicen que se espiga, y entonces las hojas se vuelven amargas. Ayuda sembrarla en meses frescos o darle algo de sombra por la tarde.',
    },
  },
  {
    id: 'grow-carrots',
    topic: 'plants',
    keywords: {
      en: ['carrot', 'carrots', 'root vegetable', 'thin carrots', 'grow carrots'],
      es: ['zanahoria', 'zanahorias', 'raíz', 'aclarar zanahorias', 'cultivar zanahorias'],
    },
    title: { en: 'Growing carrots', es: 'Cultivar zanahorias' },
    text: {
      en: 'Sow carrot seeds straight into loose soil with no stones, about 1 centimeter deep, because carrots do not like being moved. Keep the soil damp, since the seeds can take two or three weeks to sprout. When the seedlings are small, thin them so each carrot has room to grow fat.',
      es: 'Siembra las semillas de zanahoria directamente en tierra suelta y sin piedras, a 1 centímetro de profundidad, porque a las zanahorias no les gusta que las trasplanten. Mantén la tierra húmeda, ya que pueden tardar dos o tres semanas en brotar. Cuando las plantitas sean pequeñas, acláralas para que cada zanahoria tenga espacio para engordar.',
    },
    funFact: {
      en: 'Carrots are ready in about two to three months, and you can peek by brushing the soil away from the top.',
      es: 'Las zanahorias están listas en unos dos o tres meses, y puedes espiar apartando un poco la tierra de arriba.',
    },
  },
  {
    id: 'grow-strawberries',
    topic: 'plants',
    keywords: {
      en: ['strawberry', 'strawberries', 'berries', 'runners', 'grow strawberries'],
      es: ['fresa', 'fresas', 'frutilla', 'frutillas', 'estolones', 'cultivar fresas'],
    },
    title: { en: 'Growing strawberries', es: 'Cultivar fresas' },
    text: {
      en: 'Plant strawberries in a sunny spot with the crown, the thick middle part, sitting right at soil level. A layer of straw under the plants keeps the berries clean and dry. Pick them when they are red all over, and eat them soon after!',
      es: 'Planta las fresas en un lugar soleado, con la corona, la parte gruesa del centro, justo a ras de la tierra. Una capa de paja debajo mantiene las frutas limpias y secas. Recógelas cuando estén rojas por completo, ¡y cómelas pronto!',
    },
  },
  {
    id: 'strawberry-runners',
    topic: 'plants',
    keywords: {
      en: ['runners', 'baby strawberry plants', 'new strawberry plants', 'strawberry babies'],
      es: ['estolones', 'hijuelos de fresa', 'plantas nuevas de fresa', 'bebés de fresa'],
    },
    title: { en: 'Strawberry babies', es: 'Los bebés de la fresa' },
    text: {
      en: 'Strawberry plants send out long stems called runners, and a baby plant grows at the end of each one. Pin a runner onto a small pot of soil, and when it has roots you can snip it free. That is a free new strawberry plant!',
      es: 'Las fresas sacan unos tallos largos llamados estolones, y al final de cada uno crece una plantita bebé. Sujeta un estolón sobre una maceta pequeña con tierra y, cuando tenga raíces, córtalo. ¡Así tienes una planta de fresa nueva y gratis!',
    },
  },
  {
    id: 'grow-pumpkins',
    topic: 'plants',
    keywords: {
      en: ['pumpkin', 'pumpkins', 'halloween pumpkin', 'squash', 'grow pumpkins'],
      es: ['calabaza', 'calabazas', 'zapallo', 'auyama', 'calabaza de halloween'],
    },
    title: { en: 'Growing pumpkins', es: 'Cultivar calabazas' },
    text: {
      en: 'Pumpkins need lots of sun, warm soil and plenty of space, because their vines can spread several meters. Sow the seeds about 2 to 3 centimeters deep after the last frost, and water them deeply once a week. Most pumpkins take three to four months to grow, so plant by early summer for a Halloween pumpkin.',
      es: 'Las calabazas necesitan mucho sol, tierra tibia y bastante espacio, porque sus guías se extienden varios metros. Siembra las semillas a 2 o 3 centímetros de profundidad después de la última helada y riégalas a fondo una vez por semana. Casi todas tardan de tres a cuatro meses, así que, para tener calabaza en Halloween, siémbrala a principios del verano.',
    },
  },
  {
    id: 'pumpkin-harvest',
    topic: 'plants',
    keywords: {
      en: ['pumpkin ready', 'harvest pumpkin', 'pick pumpkin', 'pumpkin stem'],
      es: ['calabaza lista', 'cosechar calabaza', 'cortar calabaza', 'tallo de calabaza'],
    },
    title: { en: 'When a pumpkin is ready', es: 'Cuándo está lista la calabaza' },
    text: {
      en: 'A pumpkin is ready when its skin is hard, its color is deep all over and the stem turns dry and woody. Ask an adult to cut it off with a few centimeters of stem still attached. Never carry a pumpkin by its stem, because it can snap.',
      es: 'La calabaza está lista cuando la cáscara está dura, el color es intenso por todas partes y el tallo se ve seco y leñoso. Pide a un adulto que la corte dejando unos centímetros de tallo. Nunca la cargues por el tallo, porque se puede romper.',
    },
  },
  {
    id: 'grow-potatoes',
    topic: 'plants',
    keywords: {
      en: ['potato', 'potatoes', 'seed potatoes', 'spuds', 'grow potatoes', 'potato bag'],
      es: ['papa', 'papas', 'patata', 'patatas', 'papas de siembra', 'cultivar papas'],
    },
    title: { en: 'Growing potatoes', es: 'Cultivar papas' },
    text: {
      en: 'Potatoes grow from pieces of potato with little sprouts called eyes, planted about 10 centimeters deep in early spring. As the green stems grow, pile more soil around them so the new potatoes stay in the dark. You can even grow them in a big bucket or bag with holes in the bottom.',
      es: 'Las papas (o patatas) crecen de trozos de papa con brotes llamados ojos, plantados a unos 10 centímetros de profundidad a principios de la primavera. Cuando crezcan los tallos, amontona más tierra a su alrededor para que las papas nuevas se queden a oscuras. Hasta puedes cultivarlas en un cubo grande o un saco con agujeros en el fondo.',
    },
  },
  {
    id: 'potato-harvest',
    topic: 'plants',
    keywords: {
      en: ['dig potatoes', 'harvest potatoes', 'potato treasure', 'when potatoes ready'],
      es: ['sacar papas', 'cosechar papas', 'tesoro de papas', 'cuándo están las papas'],
    },
    title: { en: 'Digging for potato treasure', es: 'Buscar el tesoro de papas' },
    text: {
      en: 'Potatoes are usually ready a few weeks after the plants flower, or when the leaves turn yellow and flop over. Dig gently with your hands or with an adult and a garden fork, starting a little away from the stems. Finding the potatoes feels like a treasure hunt!',
      es: 'Las papas suelen estar listas unas semanas después de que la planta florezca, o cuando las hojas se ponen amarillas y se caen. Excava con cuidado con las manos, o con un adulto y una horquilla, empezando un poco lejos de los tallos. ¡Encontrar las papas es como buscar un tesoro!',
    },
  },
  {
    id: 'grow-peas',
    topic: 'plants',
    keywords: {
      en: ['pea', 'peas', 'snap peas', 'sugar snap', 'pea pods', 'grow peas'],
      es: ['guisante', 'guisantes', 'arveja', 'arvejas', 'chícharos', 'vainas'],
    },
    title: { en: 'Growing peas', es: 'Cultivar guisantes' },
    text: {
      en: 'Peas like cool weather, so sow them early in spring, about 3 centimeters deep, as soon as the soil is not frozen. They hold on with curly tendrils, so give them netting or twiggy sticks to climb. Pick the pods when they are plump and eat sweet peas right in the garden.',
      es: 'A los guisantes (arvejas o chícharos) les gusta el fresco, así que siémbralos a principios de la primavera, a unos 3 centímetros de profundidad, en cuanto la tierra no esté helada. Se agarran con zarcillos rizados, así que dales una malla o ramitas para trepar. Recoge las vainas cuando estén llenas y come los guisantes dulces ahí mismo en el huerto.',
    },
  },
  {
    id: 'grow-radishes',
    topic: 'plants',
    keywords: {
      en: ['radish', 'radishes', 'fastest vegetable', 'quick vegetable', 'grow fast'],
      es: ['rábano', 'rábanos', 'rabanito', 'rabanitos', 'verdura rápida', 'crece rápido'],
    },
    title: { en: 'Speedy radishes', es: 'Rábanos veloces' },
    text: {
      en: 'Radishes are one of the fastest vegetables, and many are ready in just three to four weeks. Sow the seeds 1 centimeter deep and a few centimeters apart in spring or autumn. Pick them while they are small, because big old radishes get woody and very spicy.',
      es: 'Los rábanos son de las verduras más rápidas: muchos están listos en solo tres o cuatro semanas. Siembra las semillas a 1 centímetro de profundidad y a unos centímetros de distancia, en primavera o en otoño. Cósechalos pequeños, porque los rábanos grandes y viejos se ponen duros y muy picantes.',
    },
  },
  {
    id: 'grow-zucchini',
    topic: 'plants',
    keywords: {
      en: ['zucchini', 'courgette', 'courgettes', 'summer squash', 'grow zucchini'],
      es: ['calabacín', 'calabacines', 'zucchini', 'calabacita', 'calabacitas'],
    },
    title: { en: 'Growing zucchini', es: 'Cultivar calabacines' },
    text: {
      en: 'Just one or two zucchini plants can feed a whole family all summer. Sow them after the last frost in a sunny spot, and pick the zucchini when they are about 15 to 20 centimeters long. Check every day, because they grow surprisingly fast!',
      es: 'Con una o dos plantas de calabacín se alimenta a toda una familia en verano. Siémbralas después de la última helada en un lugar soleado y recoge los calabacines cuando midan unos 15 a 20 centímetros. Míralos todos los días, ¡porque crecen rapidísimo!',
    },
    funFact: {
      en: 'Zucchini stems and leaves are prickly, so long sleeves help when you pick.',
      es: 'Los tallos y las hojas del calabacín pican un poco, así que las mangas largas ayudan al cosechar.',
    },
  },
  {
    id: 'grow-cucumbers',
    topic: 'plants',
    keywords: {
      en: ['cucumber', 'cucumbers', 'pickles', 'trellis', 'grow cucumbers'],
      es: ['pepino', 'pepinos', 'pepinillos', 'espaldera', 'cultivar pepinos'],
    },
    title: { en: 'Growing cucumbers', es: 'Cultivar pepinos' },
    text: {
      en: 'Cucumbers love heat and climb with curly tendrils, so give them a fence or trellis. They need steady water, or the fruit can taste bitter. Pick them often while they are young and crunchy.',
      es: 'A los pepinos les encanta el calor y trepan con zarcillos rizados, así que dales una valla o una espaldera. Necesitan riego constante; si no, el fruto puede saber amargo. Recógelos a menudo, cuando estén jóvenes y crujientes.',
    },
  },
  {
    id: 'grow-peppers',
    topic: 'plants',
    keywords: {
      en: ['pepper', 'peppers', 'bell pepper', 'chili', 'chilli', 'hot pepper'],
      es: ['pimiento', 'pimientos', 'chile', 'chiles', 'ají', 'morrón'],
    },
    title: { en: 'Growing peppers', es: 'Cultivar pimientos y chiles' },
    text: {
      en: 'Peppers love heat and grow slowly, so many gardeners start them indoors about eight weeks before the last frost. Move them outside only when nights are warm. Hot chili peppers can burn your eyes, so wash your hands after touching them.',
      es: 'A los pimientos y chiles les encanta el calor y crecen despacio, por eso muchos jardineros los siembran dentro de casa unas ocho semanas antes de la última helada. Sácalos afuera solo cuando las noches sean cálidas. Los chiles picantes pueden arder en los ojos, así que lávate las manos después de tocarlos.',
    },
  },
  {
    id: 'grow-spinach',
    topic: 'plants',
    keywords: {
      en: ['spinach', 'leafy greens', 'grow spinach', 'popeye'],
      es: ['espinaca', 'espinacas', 'verduras de hoja', 'cultivar espinacas'],
    },
    title: { en: 'Growing spinach', es: 'Cultivar espinacas' },
    text: {
      en: 'Spinach is a cool-weather plant, so sow it in early spring or in autumn. It grows best before the long, hot days of summer, when it starts to flower. Pick the big outer leaves and let the small ones keep growing.',
      es: 'La espinaca es una planta de tiempo fresco, así que siémbrala a principios de la primavera o en otoño. Crece mejor antes de los días largos y calurosos del verano, cuando empieza a florecer. Corta las hojas grandes de fuera y deja que las pequeñas sigan creciendo.',
    },
  },
  {
    id: 'grow-corn',
    topic: 'plants',
    keywords: {
      en: ['corn', 'sweetcorn', 'sweet corn', 'maize', 'corn silk', 'tassels'],
      es: ['maíz', 'elote', 'choclo', 'mazorca', 'mazorcas', 'pelos del elote'],
    },
    title: { en: 'Plant corn in a block', es: 'Siembra el maíz en bloque' },
    text: {
      en: 'Corn is pollinated by the wind, which blows pollen from the tassels on top down to the silky threads on the cobs. Plant corn in a block of several short rows instead of one long line, so the pollen lands where it is needed. Each silk thread becomes one juicy kernel.',
      es: 'El maíz lo poliniza el viento, que lleva el polen desde las espigas de arriba hasta los pelitos sedosos de las mazorcas. Siémbralo en un bloque de varias filas cortas en vez de una sola fila larga, para que el polen caiga donde hace falta. Cada pelito se convierte en un grano jugoso.',
    },
  },
  {
    id: 'grow-garlic',
    topic: 'plants',
    keywords: {
      en: ['garlic', 'garlic cloves', 'onion', 'onions', 'grow garlic'],
      es: ['ajo', 'ajos', 'dientes de ajo', 'cebolla', 'cebollas'],
    },
    title: { en: 'Growing garlic', es: 'Cultivar ajos' },
    text: {
      en: 'Garlic is planted in autumn, one clove at a time, pointy end up and about 5 centimeters deep. It grows slowly through winter and spring. Dig it up in summer when about half of the leaves have turned yellow.',
      es: 'El ajo se planta en otoño, diente a diente, con la punta hacia arriba y a unos 5 centímetros de profundidad. Crece despacito durante el invierno y la primavera. Sácalo en verano, cuando más o menos la mitad de las hojas se hayan puesto amarillas.',
    },
  },
  {
    id: 'grow-blueberries',
    topic: 'plants',
    keywords: {
      en: ['blueberry', 'blueberries', 'berry bush', 'acid soil'],
      es: ['arándano', 'arándanos', 'arbusto de bayas', 'suelo ácido'],
    },
    title: { en: 'Growing blueberries', es: 'Cultivar arándanos' },
    text: {
      en: 'Blueberry bushes need acidic soil, so many families grow them in big pots filled with special mix for acid-loving plants. They like sun and rainwater. Their little bell-shaped flowers are a favorite of bumblebees.',
      es: 'Los arándanos necesitan suelo ácido, por eso muchas familias los cultivan en macetas grandes con sustrato especial para plantas acidófilas. Les gusta el sol y el agua de lluvia. Sus florecitas con forma de campana encantan a los abejorros.',
    },
  },
]
