// How a family can tell a crop is ready to pick, per plant profile id, for "when do I harvest…" and "is it ripe?".
// Sources: extension-service harvest guides (e.g. US state extension vegetable and fruit harvesting charts).
import type { Language } from '../../../../../shared/constants'
import type { KnowledgeSource } from './plant-profile-types'

export interface HarvestSign {
  /** Plant profile ids this sign is for. */
  plants: string[]
  /** A clause that completes "They are ready when…" / "Están listos cuando…". */
  sign: Record<Language, string>
  source: KnowledgeSource
}

const h = (plants: string, en: string, es: string): HarvestSign => ({
  plants: plants.split('|'),
  sign: { en, es },
  source: 'extension-service',
})

export const HARVEST_SIGNS: HarvestSign[] = [
  h(
    'tomato|cherry-tomato',
    'they are fully coloured, feel slightly soft when gently squeezed and come away with a gentle twist',
    'tienen todo su color, ceden un poco al apretarlos con suavidad y se sueltan con un pequeño giro',
  ),
  h(
    'pepper|chili',
    'they are firm and full size: green ones can be picked, or left a few weeks more to turn red, yellow or orange and sweeter',
    'están firmes y tienen su tamaño: se pueden coger verdes o dejarlos unas semanas más para que se pongan rojos, amarillos o naranjas y más dulces',
  ),
  h(
    'cucumber',
    'they are firm, dark green and about 15–20 cm long, before they turn yellow; pick often so the plant keeps making more',
    'están firmes, verde oscuro y miden unos 15–20 cm, antes de que amarilleen; cosecha a menudo para que la planta siga dando',
  ),
  h(
    'zucchini',
    'they are 15–20 cm long with shiny skin; check every day or two, because big ones turn watery and tough',
    'miden 15–20 cm y tienen la piel brillante; revisa cada día o dos, porque los grandes se vuelven aguados y duros',
  ),
  h(
    'pumpkin|squash',
    'the skin has a deep, even colour and is too hard to dent with a fingernail, and the stem has dried and turned woody; cut them with a piece of stem before the first frost',
    'la piel tiene un color intenso y parejo y no se marca con la uña, y el tallo se ha secado y está leñoso; córtalas con un trozo de tallo antes de la primera helada',
  ),
  h(
    'watermelon',
    'the curly tendril next to the fruit has dried brown, the patch where it lies on the ground has turned creamy yellow, and it sounds hollow when you tap it',
    'el zarcillo rizado junto al fruto se ha secado, la mancha donde apoya en el suelo se ha vuelto amarillo crema y suena hueca al darle golpecitos',
  ),
  h(
    'melon',
    'they smell sweet at the stem end and the stem slips off with a gentle push (cantaloupes); a small crack often appears around the stem',
    'huelen dulce junto al tallo y el tallo se suelta con un empujoncito (melones cantalupo); suele salir una grieta alrededor del tallo',
  ),
  h(
    'potato',
    'the plants flower, for new potatoes; for potatoes to store, wait until two to three weeks after the leaves have turned yellow and died back',
    'la planta florece, si las quieres nuevas; para guardarlas, espera dos o tres semanas después de que las hojas se pongan amarillas y se sequen',
  ),
  h(
    'sweet-potato',
    'the leaves start to turn yellow, and always before the first frost; dig carefully, as the skins bruise easily',
    'las hojas empiezan a amarillear, y siempre antes de la primera helada; cava con cuidado porque la piel se daña fácil',
  ),
  h(
    'carrot|parsnip',
    'the tops of the roots showing at the soil are about 2 cm (a finger) wide and well coloured; pull one to check',
    'la parte de la raíz que asoma en la tierra mide unos 2 cm (un dedo) de ancho y tiene buen color; arranca una para comprobar',
  ),
  h(
    'beet|turnip',
    'the roots are the size of a golf ball to a tennis ball; bigger ones get woody',
    'las raíces tienen el tamaño de una pelota de golf o de tenis; las más grandes se vuelven fibrosas',
  ),
  h(
    'radish',
    'the roots are 2–3 cm wide, usually 3 to 4 weeks after sowing; left longer they turn hot and woody',
    'las raíces miden 2–3 cm de ancho, normalmente a las 3 o 4 semanas de sembrar; si esperas más se vuelven picantes y fibrosos',
  ),
  h(
    'onion',
    'the green tops flop over and start to yellow; lift them and let them dry in the sun for a week or two before storing',
    'las hojas se doblan y empiezan a amarillear; arráncalas y déjalas secar al sol una o dos semanas antes de guardarlas',
  ),
  h(
    'garlic',
    'the lower third to half of the leaves have turned brown, usually in early summer; dig them up and dry them in an airy shade',
    'entre un tercio y la mitad de las hojas de abajo se han secado, normalmente a principios de verano; sácalos y sécalos a la sombra con aire',
  ),
  h(
    'corn',
    'the silks have turned brown and dry and a kernel pressed with a fingernail gives milky juice',
    'los pelos (barbas) están marrones y secos y un grano apretado con la uña suelta un jugo lechoso',
  ),
  h(
    'bean|runner-bean',
    'the pods are firm and snap cleanly, before the beans inside bulge; pick every few days',
    'las vainas están firmes y se parten limpias, antes de que se marquen los granos; cosecha cada pocos días',
  ),
  h(
    'pea',
    'the pods are plump and bright green (snow peas while still flat); pick often to keep them coming',
    'las vainas están llenas y verde brillante (los tirabeques cuando aún están planos); cosecha a menudo para que sigan saliendo',
  ),
  h(
    'lettuce|spinach|chard|kale|arugula',
    'the leaves are big enough to eat: pick the outer leaves and let the centre keep growing, before the plant sends up a flower stalk',
    'las hojas tienen tamaño para comer: corta las de fuera y deja que el centro siga creciendo, antes de que la planta espigue',
  ),
  h(
    'broccoli|cauliflower',
    'the head is firm and tight, before the little buds open into yellow flowers',
    'la cabeza está firme y apretada, antes de que los botoncitos se abran en flores amarillas',
  ),
  h(
    'cabbage',
    'the head feels firm and solid when you squeeze it',
    'la cabeza se nota firme y dura al apretarla',
  ),
  h(
    'eggplant',
    'the skin is glossy and springs back when pressed; dull skin means it is past its best',
    'la piel brilla y vuelve a su sitio al apretarla; si está opaca ya se ha pasado',
  ),
  h(
    'strawberry',
    'they are red all over, right up to the stalk; pick them with the stalk on, in the morning',
    'están rojas enteras, hasta el rabito; cógelas con el rabito, por la mañana',
  ),
  h(
    'blueberry|raspberry|blackberry',
    'they are fully coloured and come away in your hand with the lightest touch',
    'tienen todo su color y se sueltan en la mano con el toque más suave',
  ),
  h(
    'apple|pear',
    'the fruit comes away when you lift it and give it a gentle twist, and the seeds inside are brown (pears then ripen indoors for a few days)',
    'la fruta se suelta al levantarla y girarla un poco, y las semillas de dentro están marrones (las peras terminan de madurar unos días en casa)',
  ),
]

const BY_PLANT = new Map(HARVEST_SIGNS.flatMap((sign) => sign.plants.map((id) => [id, sign] as const)))

export function harvestSignFor(plantId: string): HarvestSign | undefined {
  return BY_PLANT.get(plantId)
}
