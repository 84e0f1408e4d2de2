// Garden and bee jokes for children; each language has its own, because puns do not translate.
import type { Language } from '../../../../shared/constants'

export const GARDEN_JOKES: Record<Language, readonly string[]> = {
  en: [
    "What do you call a bee that can't make up its mind? A maybe!",
    'How do bees get to school? On the school buzz!',
    'Why do bees have sticky hair? Because they use honeycombs!',
    'Why did the tomato turn red? Because it saw the salad dressing!',
    'What did the big flower say to the little flower? Hi, bud!',
    'Why do potatoes make good detectives? Because they keep their eyes peeled!',
    "What kind of bee can't be understood? A mumble-bee!",
    'Why did the gardener plant a light bulb? She wanted to grow a power plant!',
    "What is a bee's favorite sport? Rug-bee!",
    "Why was the mushroom invited to every party? Because he's a fungi!",
    'What do bees chew? Bumble gum!',
    "Why do bees hum? Because they don't know the words!",
  ],
  es: [
    '¿Qué hace una abeja en el gimnasio? ¡Zumba!',
    '¿Qué le dice un jardinero a otro? ¡Disfrutemos mientras podamos!',
    '¿Cuál es el colmo de un jardinero? ¡Que su hija se llame Rosa y la dejen plantada!',
    '¿Qué libro le gusta más a una abeja? ¡Las miel y una noches!',
    '¿Qué le dijo un caracol a una babosa? ¡Qué valiente, salir sin casa!',
    '¿Qué le dijo una planta a otra? ¿Qué tal? Pues aquí, echando raíces.',
    '¿Por qué el tomate no toma café? ¡Porque toma-te!',
    '¿Cuál es la verdura más tranquila? ¡La lechuga, porque nunca pierde la cabeza!',
    '¿Por qué zumban las abejas? ¡Porque no se saben la letra de la canción!',
  ],
}
