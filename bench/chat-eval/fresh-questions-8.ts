// A ninth held-out set (fresh set 8), written 2026-11-25 blind to the garden guide (its code and knowledge unread)
// and committed before its first run: parents and kids typing as they do, many places. Never edited to fit an answer.
import { type FamilyQuestion, q } from './family-question-types'

export const FRESH_QUESTIONS_8: FamilyQuestion[] = [
  // sowing by place (northern hemisphere, southern hemisphere, mild and hot climates)
  q('en', 'sowing-by-place', 'when do i plant tomatoes in north carolina', 'april|may'),
  q(
    'en',
    'sowing-by-place',
    'hi! were in vermont, when is it safe to set out eggplant transplants',
    'may|june',
  ),
  q('en', 'sowing-by-place', 'wen do i plant garlic in wisconsin', 'september|october|november|fall|autumn'),
  q(
    'en',
    'sowing-by-place',
    'wales here, what month do broad beans go in',
    'october|november|february|march|april|autumn|fall|spring',
  ),
  q(
    'en',
    'sowing-by-place',
    'when to plant tomatos in queensland',
    'july|august|september|october|november|february|march|spring',
  ),
  q(
    'en',
    'sowing-by-place',
    'best time to plant lettuce in southern california',
    'september|october|november|december|january|february|march|fall|autumn|winter',
  ),
  q(
    'en',
    'sowing-by-place',
    'when can i sow carrots in new zealand',
    'august|september|october|november|december|january|february|spring',
  ),
  q('en', 'sowing-by-place', 'my daughter wants watermelon in kansas, when do we plant it', 'may|june'),
  q('en', 'sowing-by-place', 'when do potatoes go in the ground in manitoba', 'april|may|june'),
  q('en', 'sowing-by-place', 'when should my kids plant sunflowers in tennessee', 'march|april|may|june'),
  q(
    'es',
    'sowing-by-place',
    'vivo en puebla, en que fecha trasplanto los chiles',
    'marzo|abril|mayo|junio|primavera|lluvia',
  ),
  q(
    'es',
    'sowing-by-place',
    'somos de asturias, cuando ponemos las patatas',
    'febrero|marzo|abril|mayo|primavera',
  ),
  q(
    'es',
    'sowing-by-place',
    'en que mes se siembra lechuga en buenos aires',
    'febrero|marzo|abril|mayo|agosto|septiembre|octubre|otono|primavera',
  ),
  q(
    'es',
    'sowing-by-place',
    'en temuco cuando se siembran las arvejas',
    'julio|agosto|septiembre|octubre|invierno|primavera|abril|mayo|otono',
  ),
  q(
    'es',
    'sowing-by-place',
    'en sevilla cuando se siembran los guisantes',
    'septiembre|octubre|noviembre|diciembre|enero|febrero|otono|invierno',
  ),
  q(
    'es',
    'sowing-by-place',
    'cuando planto fresas en madrid',
    'septiembre|octubre|noviembre|febrero|marzo|abril|otono|primavera',
  ),
  q(
    'es',
    'sowing-by-place',
    'cuando se siembra frijol en colombia',
    'marzo|abril|mayo|agosto|septiembre|octubre|lluvia',
  ),
  q(
    'es',
    'sowing-by-place',
    'en que mes siembro zapallo en uruguay',
    'agosto|septiembre|octubre|noviembre|diciembre|primavera',
  ),
  q(
    'es',
    'sowing-by-place',
    'cuando se siembra el cilantro en nuevo leon',
    'septiembre|octubre|noviembre|diciembre|enero|febrero|marzo|otono|invierno',
  ),
  q('es', 'sowing-by-place', 'cuando planto ajo en mendoza', 'febrero|marzo|abril|mayo|otono'),

  // plant doctor
  q(
    'en',
    'plant-doctor',
    'why are the bottoms of my tomatoes turning black and mushy',
    'blossom|calcium',
    'water|moist',
  ),
  q('en', 'plant-doctor', 'my zucchini leaves have white powder all over', 'mildew|powdery|fung'),
  q('en', 'plant-doctor', 'my seedlings are super tall and skinny and flop over', 'light|sun|leggy|lamp'),
  q(
    'en',
    'plant-doctor',
    'my pepper plant gets flowers but they just drop off',
    'heat|hot|temperature|cold|pollinat|water|stress|nitrogen',
  ),
  q(
    'en',
    'plant-doctor',
    'whats making big holes in my cabbage leafs',
    'caterpillar|worm|looper|slug|snail|beetle',
  ),
  q(
    'en',
    'plant-doctor',
    'the leaves on my potted lemon tree are curling up',
    'water|dry|pest|aphid|mite|cold|heat|wind',
  ),
  q(
    'es',
    'plant-doctor',
    'las hojas de abajo del pimiento se estan poniendo amarillitas, que le pasa',
    'agua|riego|nitrogeno|nutri|hongo|exceso|falta|plaga|abono',
  ),
  q('es', 'plant-doctor', 'mi rosal tiene manchas negras en las hojas', 'hongo|fung|diplocarpon'),
  q('es', 'plant-doctor', 'los plantines de tomate se estiran mucho y se caen', 'luz|sol|lampara'),
  q(
    'es',
    'plant-doctor',
    'mi calabacin da flores pero no cuaja ningun fruto',
    'poliniz|abeja|hembra|femenin|macho',
  ),
  q(
    'es',
    'plant-doctor',
    'la albahaca tiene agujeritos en las hojas',
    'babosa|caracol|oruga|insect|plaga|escarabajo|pulg|saltamontes',
  ),
  q(
    'es',
    'plant-doctor',
    'se me marchitan las tomateras aunque las riego',
    'raiz|hongo|fusarium|verticil|encharc|exceso|calor|drenaje',
  ),

  // watering
  q(
    'en',
    'watering',
    'my cherry tomato is in a bucket on the deck and its july, water how often',
    'day|daily|every|once|twice|morning',
  ),
  q('en', 'watering', 'how often should i water seeds i just planted', 'moist|damp|daily|day|every|dry'),
  q('en', 'watering', 'do i water my succulents every day', 'not|dry|week|soak'),
  q(
    'en',
    'watering',
    'is watering at night bad for my veggie bed',
    'morning|early|fung|disease|mildew|rot|slug',
  ),
  q(
    'es',
    'watering',
    'mis acelgas estan en el cantero, cuantas veces por semana las mojo',
    'dia|semana|humed|frecuen|seguido',
  ),
  q(
    'es',
    'watering',
    'el naranjo enano del patio esta en macetón, como se que le falta agua',
    'seca|drenaje|semana|dia|humed|profund|dedo|marchit|caid|enroll',
  ),
  q('es', 'watering', 'riego por la manana o por la noche', 'manana|temprano'),
  q('es', 'watering', 'mi suculenta echeveria, la riego todos los dias?', 'seca|semana|poco|exceso|pudr'),

  // parent safety
  q(
    'en',
    'parent-safety',
    'what do i do if my kid ate a daffodil bulb',
    'poison|toxic|doctor|call|control|emergency',
  ),
  q(
    'en',
    'parent-safety',
    'are bumble bees dangerous for my 4 year old',
    'calm|gentle|rare|docile|aggress|sting|still',
  ),
  q(
    'en',
    'parent-safety',
    'my son is allergic to bee stings, can he still help in the garden',
    'epi|doctor|allerg|adult|auto|plan',
  ),
  q(
    'en',
    'parent-safety',
    'which garden berries are poisonous for kids',
    'yew|nightshade|holly|mistletoe|pokeweed|privet|daphne|elder|toxic|poison',
  ),
  q(
    'es',
    'parent-safety',
    'es peligroso que mi hijo toque una abeja',
    'pica|aguijon|tranquil|calma|suave|molest|quiet',
  ),
  q(
    'es',
    'parent-safety',
    'tenemos un arbusto de adelfa y un bebe que gatea, es peligroso',
    'toxic|venen|peligro|quit|alej|cerca',
  ),
  q(
    'es',
    'parent-safety',
    'mi nena es alergica a las picaduras, puede ir a la huerta',
    'medic|alerg|adrenalina|epi|adulto|plan',
  ),
  q(
    'es',
    'parent-safety',
    'a que edad puede mi hijo usar tijeras de podar',
    'supervis|adulto|edad|anos|guantes|pequen',
  ),

  // bees and pollinators
  q('en', 'bees-pollinators', 'would we still get pumpkins if there were no bees', 'pollin|hand|fewer|less'),
  q(
    'en',
    'bees-pollinators',
    'our backyard gets maybe 3 hours of sun, anything bees would visit',
    'foxglove|lungwort|pulmonaria|hellebore|geranium|columbine|comfrey|ajuga|bleeding|hosta|anemone|aster|violet|mint|shade',
  ),
  q('en', 'bees-pollinators', 'do bees sleep at night', 'yes|sleep|rest|night'),
  q(
    'en',
    'bees-pollinators',
    'how can my kids make a water spot for bees',
    'shallow|pebble|stone|marble|rock|cork|twig',
  ),
  q('es', 'bees-pollinators', 'si no hubiera abejas tendriamos calabazas igual', 'poliniz|mano|menos'),
  q(
    'es',
    'bees-pollinators',
    'que flores siembro para que vengan abejas',
    'lavanda|romero|girasol|borraja|tomillo|salvia|trebol|cosmos|calendula|oregano|menta|facelia',
  ),
  q(
    'es',
    'bees-pollinators',
    'mi hija pregunta si la reina vive mas que las otras abejas',
    'ano|anos|semana|mes',
  ),
  q(
    'es',
    'bees-pollinators',
    'donde van los abejorros cuando hace frio',
    'tierra|suelo|hiberna|reina|agujero|mueren|madriguera|bajo',
  ),

  // soil and compost
  q(
    'en',
    'soil-compost',
    'can my 7 year old be in charge of the compost, what goes in it',
    'green|brown|nitrogen|carbon|leaves|scraps|layer|peel|fruit|vegetable',
  ),
  q('en', 'soil-compost', 'what cant go in the compost bin', 'meat|dairy|oil|bone|pet|dog|cat|fat'),
  q(
    'en',
    'soil-compost',
    'my soil is hard clay what should i add',
    'compost|organic|manure|mulch|gypsum|leaf',
  ),
  q(
    'es',
    'soil-compost',
    'como hago compost si vivo en un departamento',
    'lombri|bokashi|recipiente|caja|cajon|tapa|balde|cubo|restos',
  ),
  q(
    'es',
    'soil-compost',
    'que cosas no se pueden echar a la compostera',
    'carne|lacteo|leche|aceite|hueso|grasa|excremento|heces|queso',
  ),
  q(
    'es',
    'soil-compost',
    'mi tierra es muy arcillosa como la mejoro',
    'compost|organic|estiercol|abono|arena|mantillo|humus',
  ),

  // pests, bee-safe control
  q(
    'en',
    'pests-bee-safe',
    'green bugs all over my kale, how do i get rid of them safely',
    'water|spray|soap|ladybug|ladybird|hose|pinch|squash|neem|wipe',
  ),
  q(
    'en',
    'pests-bee-safe',
    'something is eating my strawberries at night',
    'slug|snail|bird|rodent|mouse|mice|squirrel|pill|woodlice|woodlouse|earwig|chipmunk|raccoon',
  ),
  q(
    'en',
    'pests-bee-safe',
    'caterpillars on my broccoli what do i do',
    'hand|pick|net|cover|bt|bacillus|remove|bird',
  ),
  q(
    'es',
    'pests-bee-safe',
    'como saco la mosca blanca de los tomates sin quimicos',
    'jabon|amarill|trampa|agua|neem|potasico|mariquita|insectos',
  ),
  q(
    'es',
    'pests-bee-safe',
    'las hormigas se suben a mi limonero que hago',
    'pulg|cochinilla|melaza|barrera|canela|tronco|pegamento|grasa',
  ),
  q(
    'es',
    'pests-bee-safe',
    'como alejo las babosas sin veneno',
    'cerveza|trampa|ceniza|cascara|huevo|cobre|mano|noche|recoger|recolect',
  ),

  // containers and balconies
  q(
    'en',
    'containers',
    'what veggies grow ok on a small balcony',
    'tomato|lettuce|herb|pepper|radish|spinach|chard|bean|strawberr|salad',
  ),
  q(
    'en',
    'containers',
    'how big a pot does a tomato plant need',
    'gallon|liter|litre|inch|cm|deep|large|big',
  ),
  q(
    'en',
    'containers',
    'i found a cute ceramic bowl with no hole, can i plant herbs in it',
    'drain|hole|rot|water|pebble|gravel',
  ),
  q(
    'es',
    'containers',
    'que puedo sembrar en macetas en el balcon',
    'tomate|lechuga|hierba|aromatic|fresa|frutilla|rabano|pimiento|albahaca|perejil|espinaca',
  ),
  q(
    'es',
    'containers',
    'de que tamano tiene que ser la maceta para un pimiento',
    'litro|cm|centimetro|profund|grande|galon',
  ),
  q('es', 'containers', 'las macetas tienen que tener agujeros abajo', 'drenaje|agua|pudr|encharc'),

  // kid activities
  q(
    'en',
    'kid-activities',
    'easy thing to grow with a 3 year old',
    'sunflower|bean|radish|cress|pea|pumpkin|nasturtium|potato',
  ),
  q(
    'en',
    'kid-activities',
    'its january and snowing, anything garden-ish my kids can do inside',
    'bird|feeder|seed|plan|sprout|windowsill|herb|cress|bulb|indoor|microgreen|catalog',
  ),
  q(
    'en',
    'kid-activities',
    'teacher wants each kid to sprout a seed in a ziplock bag, how',
    'paper|towel|cotton|wet|damp|moist|water|light|window|sun',
  ),
  q(
    'es',
    'kid-activities',
    'que siembro con mi hijo de 5 anos que crezca rapido',
    'rabano|rabanito|frijol|poroto|judia|girasol|berro|lenteja|haba|guisante|arveja',
  ),
  q(
    'es',
    'kid-activities',
    'como hacemos un germinador con frijoles',
    'algodon|papel|servilleta|vaso|frasco|humed|agua',
  ),
  q(
    'es',
    'kid-activities',
    'vacaciones de verano, que hago en la huerta con mis dos nenes',
    'regar|riego|cosech|insecto|bicho|semilla|girasol|hotel|mariposa|abeja|flor',
  ),

  // outside what a garden guide can know: an honest don't-know is the right answer
  q('en', 'outside-knowledge', 'what time does the hardware store by me close today'),
  q('en', 'outside-knowledge', 'how much will my electric bill be this month'),
  q('en', 'outside-knowledge', 'did the lakers win yesterday'),
  q('en', 'outside-knowledge', 'will it rain at my house at 3pm tomorrow'),
  q('es', 'outside-knowledge', 'el vivero de la esquina tiene lavanda en stock hoy'),
  q('es', 'outside-knowledge', 'cuanto cuesta el kilo de tomate en el mercado de mi ciudad'),
  q('es', 'outside-knowledge', 'quien va a ganar las elecciones'),
  q('es', 'outside-knowledge', 'como se llama la perrita de mi vecina'),
]
