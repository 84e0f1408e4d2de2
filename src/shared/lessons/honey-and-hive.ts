// From Nectar to Honey (/learning/honey-and-hive): honeycomb, wax and how honeybees make honey.
import { lesson, section } from './lesson-builders'

export const HONEY_AND_HIVE = lesson({
  id: 'honey-and-hive',
  emoji: '🍯',
  title: ['From Nectar to Honey', 'Del néctar a la miel'],
  intro: [
    'Step inside the hive and watch how honeybees turn flower nectar into honey.',
    'Entra en la colmena y mira cómo las abejas convierten el néctar de las flores en miel.',
  ],
  sections: [
    section(
      'honeycomb',
      ['⬡', '⬡', '⬡'],
      ['Six-sided honeycomb cells', 'Celdas de panal de seis lados'],
      ['Six-sided rooms', 'Habitaciones de seis lados'],
      [
        'Honeycomb is made of little rooms called cells, and each one has six sides. This shape fits together with no gaps and uses very little wax.',
        'El panal está hecho de habitaciones pequeñas llamadas celdas, y cada una tiene seis lados. Esta forma encaja sin huecos y usa muy poca cera.',
      ],
    ),
    section(
      'wax',
      ['🐝', '🕯️'],
      ['A bee and a wax candle', 'Una abeja y una vela de cera'],
      ['Bees make wax', 'Las abejas fabrican cera'],
      [
        'Young worker bees make wax in special glands on their tummies. The wax comes out as tiny flakes, and the bees chew them to build the comb.',
        'Las obreras jóvenes fabrican cera en unas glándulas especiales de la barriga. La cera sale en escamitas diminutas, y las abejas las mastican para construir el panal.',
      ],
    ),
    section(
      'nectar',
      ['🌸', '🐝', '🥤'],
      ['A bee drinking nectar from a flower', 'Una abeja bebiendo néctar de una flor'],
      ['Collecting nectar', 'Recoger néctar'],
      [
        'A forager bee sips nectar with her long tongue and stores it in a special honey stomach. She may visit hundreds of flowers before flying home.',
        'Una abeja pecoreadora sorbe el néctar con su larga lengua y lo guarda en un estómago especial para la miel. Puede visitar cientos de flores antes de volver a casa.',
      ],
    ),
    section(
      'passing',
      ['🐝', '➡️', '🐝'],
      ['One bee passing nectar to another', 'Una abeja pasando néctar a otra'],
      ['Passing it on', 'Pasárselo a otra'],
      [
        'At the hive, she passes the nectar to house bees. They add enzymes from their bodies that change the nectar and help it keep for a long time.',
        'En la colmena, le pasa el néctar a las abejas de casa. Ellas le añaden enzimas de su cuerpo que cambian el néctar y lo ayudan a conservarse mucho tiempo.',
      ],
    ),
    section(
      'fanning',
      ['🐝', '💨', '🍯'],
      ['Bees fanning their wings over honey', 'Abejas abanicando con las alas sobre la miel'],
      ['Fanning and capping', 'Abanicar y tapar'],
      [
        'The bees put the nectar in cells and fan it with their wings until most of the water dries away. When it is thick honey, they close the cell with a wax lid.',
        'Las abejas ponen el néctar en las celdas y lo abanican con las alas hasta que se seca casi toda el agua. Cuando ya es miel espesa, cierran la celda con una tapa de cera.',
      ],
    ),
    section(
      'teaspoon',
      ['🥄', '🐝', '🐝'],
      ['A teaspoon and many bees', 'Una cucharadita y muchas abejas'],
      ['A teaspoon of teamwork', 'Una cucharadita de trabajo en equipo'],
      [
        'In her whole life, one worker bee makes only about a twelfth of a teaspoon of honey. A jar of honey is the work of many thousands of bees!',
        'En toda su vida, una abeja obrera hace solo una doceava parte de una cucharadita de miel. ¡Un tarro de miel es el trabajo de muchos miles de abejas!',
      ],
    ),
  ],
  quiz: [
    {
      question: ['How many sides does a honeycomb cell have?', '¿Cuántos lados tiene una celda del panal?'],
      options: [
        ['Four', 'Cuatro'],
        ['Six', 'Seis'],
        ['Ten', 'Diez'],
      ],
      correct: 1,
      praise: ['Yes! Six sides fit together with no gaps.', '¡Sí! Seis lados encajan sin huecos.'],
      see: 'honeycomb',
    },
    {
      question: ['How do bees dry nectar into honey?', '¿Cómo secan las abejas el néctar para hacer miel?'],
      options: [
        ['They fan it with their wings', 'Lo abanican con las alas'],
        ['They put it in the oven', 'Lo meten en el horno'],
        ['They freeze it', 'Lo congelan'],
      ],
      correct: 0,
      praise: [
        'Right! Wing fans blow the extra water away.',
        '¡Correcto! El abanico de alas se lleva el agua que sobra.',
      ],
      see: 'fanning',
    },
    {
      question: ['Where does beeswax come from?', '¿De dónde sale la cera de abeja?'],
      options: [
        ['From flowers', 'De las flores'],
        ['From trees', 'De los árboles'],
        ['From glands on young worker bees', 'De unas glándulas de las obreras jóvenes'],
      ],
      correct: 2,
      praise: [
        'Exactly! Bees make the wax with their own bodies.',
        '¡Exacto! Las abejas fabrican la cera con su propio cuerpo.',
      ],
      see: 'wax',
    },
  ],
})
