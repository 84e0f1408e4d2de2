// Garden book entries on what to plant and do in each season, with notes on hemispheres and climates.
import type { KnowledgeEntryInput } from './knowledge-types'

export const SEASON_ENTRIES: KnowledgeEntryInput[] = [
  {
    id: 'spring-planting',
    topic: 'seasons',
    keywords: {
      en: ['spring', 'plant in spring', 'what to plant in spring', 'springtime', 'march', 'april'],
      es: ['primavera', 'sembrar en primavera', 'qué plantar en primavera', 'marzo', 'abril'],
    },
    title: { en: 'What to plant in spring', es: 'Qué plantar en primavera' },
    text: {
      en: 'In early spring, while it is still cool, sow peas, lettuce, radishes, spinach and potatoes. After the last frost, when the soil feels warm, plant tomatoes, beans, squash, sunflowers and basil. Spring is the busiest and happiest time in the garden!',
      es: 'A principios de la primavera, cuando todavía hace fresco, siembra guisantes, lechuga, rábanos, espinacas y papas. Después de la última helada, cuando la tierra esté tibia, planta tomates, frijoles, calabazas, girasoles y albahaca. ¡La primavera es la época más ocupada y alegre del huerto!',
    },
  },
  {
    id: 'summer-planting',
    topic: 'seasons',
    keywords: {
      en: ['summer', 'plant in summer', 'what to plant in summer', 'hot weather', 'july', 'june'],
      es: ['verano', 'sembrar en verano', 'qué plantar en verano', 'calor', 'julio', 'junio'],
    },
    title: { en: 'What to plant in summer', es: 'Qué plantar en verano' },
    text: {
      en: 'Early summer is still a good time to sow beans, zucchini, cucumbers, sunflowers and zinnias, which all love heat. In late summer, sow lettuce, radishes and spinach for an autumn harvest. Water deeply and pick often, because summer is harvest time too.',
      es: 'A principios del verano todavía puedes sembrar frijoles, calabacines, pepinos, girasoles y zinnias, que adoran el calor. A finales del verano, siembra lechuga, rábanos y espinacas para cosechar en otoño. Riega a fondo y cosecha a menudo, porque el verano también es época de cosecha.',
    },
  },
  {
    id: 'autumn-planting',
    topic: 'seasons',
    keywords: {
      en: ['autumn', 'fall', 'plant in autumn', 'plant in fall', 'september', 'october'],
      es: ['otoño', 'sembrar en otoño', 'qué plantar en otoño', 'septiembre', 'octubre'],
    },
    title: { en: 'What to plant in autumn', es: 'Qué plantar en otoño' },
    text: {
      en: 'Autumn is the time to plant spring bulbs like tulips, daffodils and crocuses, and to push garlic cloves into the soil. You can still sow quick greens like lettuce and spinach while the soil is warm. It is also a great time to plant trees and shrubs, because rain helps their roots settle in.',
      es: 'El otoño es el momento de plantar bulbos de primavera, como tulipanes, narcisos y crocus, y de enterrar dientes de ajo. Todavía puedes sembrar hojas rápidas como lechuga y espinacas mientras la tierra está tibia. También es buena época para plantar árboles y arbustos, porque la lluvia ayuda a que sus raíces se asienten.',
    },
  },
  {
    id: 'winter-garden-jobs',
    topic: 'seasons',
    keywords: {
      en: ['winter', 'what to do in winter', 'plant in winter', 'cold months', 'december', 'january'],
      es: ['invierno', 'qué hacer en invierno', 'sembrar en invierno', 'meses fríos', 'diciembre', 'enero'],
    },
    title: { en: 'The garden in winter', es: 'El huerto en invierno' },
    text: {
      en: 'In cold winters, most of the garden rests, so it is a good time to plan next year and choose seeds. You can grow herbs, sprouts or microgreens on a sunny windowsill. In late winter, start slow plants like peppers and tomatoes indoors.',
      es: 'En los inviernos fríos, casi todo el huerto descansa, así que es buen momento para planear el año siguiente y elegir semillas. Puedes cultivar hierbas, germinados o microbrotes en una ventana soleada. A finales del invierno, siembra dentro de casa plantas lentas como pimientos y tomates.',
    },
  },
  {
    id: 'hemispheres-and-seasons',
    topic: 'seasons',
    keywords: {
      en: ['southern hemisphere', 'northern hemisphere', 'australia', 'argentina', 'opposite seasons'],
      es: ['hemisferio sur', 'hemisferio norte', 'australia', 'argentina', 'chile', 'estaciones al revés'],
    },
    title: { en: 'Seasons flip across the world', es: 'Las estaciones cambian según el hemisferio' },
    text: {
      en: 'When it is spring in the northern half of the world, it is autumn in the southern half. In places like Spain, Mexico and the United States, spring is around March to May, but in Argentina, Chile and Australia it is around September to November. Always follow the seasons where you live.',
      es: 'Cuando es primavera en la mitad norte del mundo, es otoño en la mitad sur. En lugares como España, México y Estados Unidos, la primavera va más o menos de marzo a mayo, pero en Argentina, Chile y Australia va de septiembre a noviembre. Sigue siempre las estaciones del lugar donde vives.',
    },
  },
  {
    id: 'tropical-wet-and-dry-seasons',
    topic: 'seasons',
    keywords: {
      en: ['tropics', 'tropical', 'rainy season', 'dry season', 'no winter', 'hot all year'],
      es: ['trópico', 'tropical', 'temporada de lluvias', 'época seca', 'sin invierno', 'calor todo el año'],
    },
    title: { en: 'Gardening in warm tropical places', es: 'Cultivar en lugares tropicales' },
    text: {
      en: 'Near the equator there is no cold winter, but there are often a rainy season and a dry season. Many gardeners there sow at the start of the rainy season so young plants get lots of water. Lettuce and other cool-weather plants grow best in the coolest months or in some shade.',
      es: 'Cerca del ecuador no hay un invierno frío, pero suele haber una temporada de lluvias y una época seca. Muchos jardineros de allí siembran al comienzo de las lluvias para que las plantas jóvenes reciban mucha agua. La lechuga y otras plantas de clima fresco crecen mejor en los meses más frescos o con algo de sombra.',
    },
  },
  {
    id: 'last-frost-date',
    topic: 'seasons',
    keywords: {
      en: ['frost', 'last frost', 'frost date', 'too cold', 'when is it safe to plant'],
      es: ['helada', 'última helada', 'fecha de heladas', 'demasiado frío', 'cuándo se puede plantar'],
    },
    title: { en: 'Waiting for the last frost', es: 'Esperar a la última helada' },
    text: {
      en: 'Frost is ice that forms on cold nights, and it can kill tender plants like tomatoes, beans, basil and squash. Gardeners wait until after the last frost of spring to plant them outside. Ask a local gardener or check your area to learn your usual last frost date.',
      es: 'La helada es el hielo que se forma en las noches frías, y puede matar plantas delicadas como los tomates, los frijoles, la albahaca y las calabazas. Los jardineros esperan a que pase la última helada de la primavera para plantarlas afuera. Pregunta a alguien que cultive cerca o consulta la fecha habitual de la última helada en tu zona.',
    },
  },
  {
    id: 'cool-and-warm-season-crops',
    topic: 'seasons',
    keywords: {
      en: ['cool season crops', 'warm season crops', 'cold weather vegetables', 'heat loving'],
      es: ['cultivos de clima fresco', 'cultivos de clima cálido', 'verduras de frío', 'les gusta el calor'],
    },
    title: { en: 'Cool-weather and warm-weather plants', es: 'Plantas de frío y plantas de calor' },
    text: {
      en: 'Cool-weather plants like peas, lettuce, spinach, radishes and carrots grow best in spring and autumn and can handle a light frost. Warm-weather plants like tomatoes, peppers, beans, corn and pumpkins need warm soil and no frost. Knowing which is which tells you when to sow.',
      es: 'Las plantas de clima fresco, como los guisantes, la lechuga, las espinacas, los rábanos y las zanahorias, crecen mejor en primavera y otoño y aguantan una helada suave. Las de clima cálido, como los tomates, los pimientos, los frijoles, el maíz y las calabazas, necesitan tierra tibia y nada de heladas. Saber cuál es cuál te dice cuándo sembrar.',
    },
  },
  {
    id: 'succession-sowing',
    topic: 'seasons',
    keywords: {
      en: ['succession sowing', 'sow every few weeks', 'harvest all summer', 'little and often'],
      es: ['siembra escalonada', 'sembrar cada pocas semanas', 'cosechar todo el verano', 'poco y a menudo'],
    },
    title: { en: 'Sow a little, often', es: 'Siembra poco y a menudo' },
    text: {
      en: 'Instead of sowing all your lettuce or radishes at once, sow a small row every two or three weeks. That way you get a steady harvest instead of everything ripening on the same day. Gardeners call this succession sowing.',
      es: 'En lugar de sembrar toda la lechuga o los rábanos de una vez, siembra una fila pequeña cada dos o tres semanas. Así tendrás cosecha poco a poco, en vez de que todo madure el mismo día. Los jardineros lo llaman siembra escalonada.',
    },
  },
  {
    id: 'protecting-plants-from-frost',
    topic: 'seasons',
    keywords: {
      en: ['protect from frost', 'cold night', 'cover plants', 'freezing', 'fleece'],
      es: ['proteger de la helada', 'noche fría', 'tapar plantas', 'congelar', 'manta térmica'],
    },
    title: { en: 'Tucking plants in on cold nights', es: 'Arropar las plantas en noches frías' },
    text: {
      en: 'If frost is coming, cover young plants in the evening with an old sheet, a cardboard box or garden fleece. Take the covers off in the morning so the plants get light. Potted plants can simply be moved indoors or next to the house wall.',
      es: 'Si viene una helada, tapa las plantas jóvenes por la tarde con una sábana vieja, una caja de cartón o una manta térmica de jardín. Quita la protección por la mañana para que reciban luz. Las plantas en maceta se pueden meter en casa o poner junto a la pared de la casa.',
    },
  },
  {
    id: 'hot-dry-climate-gardening',
    topic: 'seasons',
    keywords: {
      en: ['hot climate', 'dry climate', 'mediterranean', 'desert', 'heat wave'],
      es: ['clima caluroso', 'clima seco', 'mediterráneo', 'desierto', 'ola de calor'],
    },
    title: {
      en: 'Gardening where summers are hot and dry',
      es: 'Cultivar donde los veranos son secos y calurosos',
    },
    text: {
      en: 'Where summers are very hot and dry, many plants grow better if you plant them in autumn, so their roots grow during the cooler, rainier months. In summer, water early in the morning and use mulch. Tough plants like lavender, rosemary and sunflowers handle heat well.',
      es: 'Donde los veranos son muy calurosos y secos, muchas plantas crecen mejor si se plantan en otoño, para que sus raíces crezcan en los meses más frescos y lluviosos. En verano, riega temprano por la mañana y usa acolchado. Plantas resistentes como la lavanda, el romero y los girasoles aguantan bien el calor.',
    },
  },
  {
    id: 'early-spring-flowers-for-bees',
    topic: 'seasons',
    keywords: {
      en: ['early spring', 'first flowers', 'crocus', 'willow', 'hungry bees', 'bees wake up'],
      es: [
        'principios de primavera',
        'primeras flores',
        'crocus',
        'sauce',
        'abejas hambrientas',
        'abejas despiertan',
      ],
    },
    title: { en: 'First flowers for waking bees', es: 'Las primeras flores para las abejas que despiertan' },
    text: {
      en: 'Bumblebee queens wake up hungry on the first warm days of spring. Early flowers like crocuses, willow catkins, dandelions and fruit blossoms give them their first meal. Planting some early bloomers is a big help.',
      es: 'Las reinas de abejorro se despiertan con hambre en los primeros días templados de la primavera. Flores tempranas como los crocus, los amentos del sauce, los dientes de león y las flores de los frutales les dan su primera comida. Plantar algunas flores tempranas es una gran ayuda.',
    },
  },
  {
    id: 'late-flowers-for-bees',
    topic: 'seasons',
    keywords: {
      en: ['late summer flowers', 'autumn flowers', 'asters', 'goldenrod', 'sedum', 'ivy'],
      es: ['flores de finales de verano', 'flores de otoño', 'ásteres', 'vara de oro', 'sedum', 'hiedra'],
    },
    title: { en: 'Late flowers for autumn bees', es: 'Flores tardías para las abejas de otoño' },
    text: {
      en: 'In late summer and autumn, bees still need food before winter. Asters, goldenrod, sedum and ivy flowers bloom late and are full of nectar and pollen. Leave them flowering for as long as you can.',
      es: 'A finales del verano y en otoño, las abejas todavía necesitan comida antes del invierno. Los ásteres, la vara de oro, el sedum y las flores de la hiedra florecen tarde y están llenos de néctar y polen. Déjalos florecer todo el tiempo que puedas.',
    },
  },
  {
    id: 'wait-before-spring-cleanup',
    topic: 'seasons',
    keywords: {
      en: ['spring cleanup', 'tidy garden', 'old stems', 'leave the leaves', 'overwintering insects'],
      es: [
        'limpieza de primavera',
        'ordenar el jardín',
        'tallos secos',
        'dejar las hojas',
        'insectos en invierno',
      ],
    },
    title: { en: 'Do not tidy up too early', es: 'No limpies el jardín demasiado pronto' },
    text: {
      en: 'Many bees, ladybirds and butterflies spend winter hiding in hollow stems, dry leaves and seed heads. Wait until spring days are warm before cutting old stems and raking leaves, so the sleeping insects can wake up and leave. A slightly messy garden is a friendly garden!',
      es: 'Muchas abejas, mariquitas y mariposas pasan el invierno escondidas en tallos huecos, hojas secas y cabezas de semillas. Espera a que los días de primavera sean templados antes de cortar los tallos viejos y rastrillar las hojas, para que los insectos dormidos despierten y se vayan. ¡Un jardín un poco desordenado es un jardín amigo!',
    },
  },
  {
    id: 'autumn-leaves-leaf-mould',
    topic: 'seasons',
    keywords: {
      en: ['autumn leaves', 'fallen leaves', 'rake leaves', 'leaf mold', 'leaf mould'],
      es: ['hojas de otoño', 'hojas caídas', 'rastrillar hojas', 'mantillo de hojas'],
    },
    title: { en: 'Autumn leaves are treasure', es: 'Las hojas de otoño son un tesoro' },
    text: {
      en: 'Fallen leaves are not rubbish: pile them in a corner or put them in a bag with a few holes, and in a year or two they turn into crumbly leaf mould. Leaf mould is a wonderful blanket and food for garden soil. Leaf piles also give hedgehogs, toads and insects a winter home.',
      es: 'Las hojas caídas no son basura: amontónalas en un rincón o mételas en una bolsa con algunos agujeros, y en uno o dos años se convierten en mantillo de hojas, suave y desmenuzable. Ese mantillo es una manta y un alimento estupendo para la tierra. Los montones de hojas también dan casa en invierno a erizos, sapos e insectos.',
    },
  },
  {
    id: 'planting-for-halloween-and-holidays',
    topic: 'seasons',
    keywords: {
      en: ['when to plant pumpkins', 'halloween', 'pumpkin for halloween', 'plant in may'],
      es: ['cuándo sembrar calabazas', 'halloween', 'calabaza para halloween', 'sembrar en mayo'],
    },
    title: { en: 'Timing a Halloween pumpkin', es: 'Calabaza a tiempo para Halloween' },
    text: {
      en: 'In the northern hemisphere, sow pumpkin seeds from late May to early July to have pumpkins ready for Halloween at the end of October. Check the seed packet for the days to harvest and count backwards. Big pumpkins need the longest time.',
      es: 'En el hemisferio norte, siembra las calabazas entre finales de mayo y principios de julio para tenerlas listas en Halloween, a finales de octubre. Mira en el sobre cuántos días tardan en cosecharse y cuenta hacia atrás. Las calabazas grandes necesitan más tiempo.',
    },
  },
  {
    id: 'summer-heat-care',
    topic: 'seasons',
    keywords: {
      en: ['heat wave', 'too hot', 'plants in summer heat', 'wilting in the sun', 'shade cloth'],
      es: ['ola de calor', 'demasiado calor', 'plantas con calor', 'se marchitan al sol', 'malla de sombra'],
    },
    title: { en: 'Helping plants in a heat wave', es: 'Ayudar a las plantas en una ola de calor' },
    text: {
      en: 'In very hot weather, water deeply early in the morning and check pots twice a day, because they dry out fast. A thick layer of mulch keeps roots cool. Young plants can get afternoon shade from an old sheet or an umbrella.',
      es: 'Cuando hace mucho calor, riega a fondo temprano por la mañana y revisa las macetas dos veces al día, porque se secan rápido. Una capa gruesa de acolchado mantiene frescas las raíces. Las plantas jóvenes pueden recibir sombra por la tarde con una sábana vieja o una sombrilla.',
    },
  },
]
