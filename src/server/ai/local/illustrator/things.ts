// The catalogue of drawable things beyond flowers, bees and vegetables: words (en/es), where they go, how to draw.
import * as animal from './art/things-animals'
import { baby, drawPerson } from './art/things-people'
import * as plant from './art/things-plants'
import * as build from './art/things-structures'
import type { Shades } from './colours'
import type { Colour } from './scene'

/** Where a thing lives in the picture: on the grass, flying in the air, or in (or beside) the pond. */
export type Zone = 'ground' | 'air' | 'water'

export interface ThingDef {
  singular: string[]
  plural: string[]
  zone: Zone
  width: number
  height: number
  /** `shades` are the asked-for colour or the thing's own; `flap` in [0, 1] moves wings in clips. */
  draw: (shades: Shades, variant: number, flap: number) => string
  /** The thing's own colour; a thing with one can be asked for in another ("a blue bee house"). */
  colour?: Colour
  /** How many a plural word brings ("cats" → 2). */
  many?: number
  /** What the thing counts as in `drawn` when it stands for several ("family" → parent and child). */
  names?: string[]
}

const person = (
  height: number,
  hair: 'short' | 'long' | 'bun',
  extra: { grey?: boolean; hat?: boolean; holding?: string; trousers?: string } = {},
) => ({
  zone: 'ground' as const,
  width: height * 0.5,
  height,
  colour: 'blue' as Colour,
  many: 2,
  draw: (shades: Shades, variant: number) =>
    drawPerson(
      { height, hair, trousers: extra.trousers ?? '#3B5B8C', ...extra, shirt: shades.base },
      variant,
    ),
})

const ground = (width: number, height: number, draw: ThingDef['draw'], colour?: Colour, many = 2) => ({
  zone: 'ground' as const,
  width,
  height,
  draw,
  colour,
  many,
})

const words = (singular: string[], plural: string[]) => ({ singular, plural })

export const THINGS: Record<string, ThingDef> = {
  // Garden structures and tools
  'bee-house': {
    ...words(
      [
        'bee house',
        'bee hotel',
        'insect hotel',
        'bug hotel',
        'casita de abejas',
        'hotel de abejas',
        'hotel de insectos',
        'casa de abejas',
      ],
      ['bee houses', 'bee hotels', 'casitas de abejas', 'hoteles de abejas'],
    ),
    ...ground(130, 200, (c) => build.beeHouse(c), 'yellow', 1),
  },
  shed: {
    ...words(['shed', 'garden shed', 'cobertizo', 'caseta'], ['sheds', 'cobertizos']),
    ...ground(260, 230, (c) => build.shed(c), 'green', 1),
  },
  greenhouse: {
    ...words(['greenhouse', 'invernadero'], ['greenhouses', 'invernaderos']),
    ...ground(300, 200, build.greenhouse, undefined, 1),
  },
  gate: {
    ...words(['gate', 'garden gate', 'puerta', 'portillo', 'cancela', 'porton'], ['gates', 'puertas']),
    ...ground(170, 150, (c) => build.gate(c), 'white', 1),
  },
  'bird-bath': {
    ...words(
      ['bird bath', 'birdbath', 'bebedero de pajaros', 'bebedero', 'pila para pajaros'],
      ['bird baths', 'bebederos'],
    ),
    ...ground(160, 100, build.birdBath, undefined, 1),
  },
  'bird-house': {
    ...words(
      ['bird house', 'birdhouse', 'nest box', 'casita para pajaros', 'casita de pajaros', 'pajarera'],
      ['bird houses', 'birdhouses', 'casitas para pajaros'],
    ),
    ...ground(110, 270, (c) => build.birdHouse(c), 'red', 1),
  },
  path: {
    ...words(
      ['path', 'garden path', 'stepping stones', 'walkway', 'camino', 'sendero', 'caminito'],
      ['paths', 'caminos'],
    ),
    ...ground(160, 160, build.path, undefined, 1),
  },
  'raised-bed': {
    ...words(
      ['raised bed', 'garden bed', 'planter box', 'bancal elevado', 'bancal', 'cantero', 'jardinera elevada'],
      ['raised beds', 'bancales', 'canteros'],
    ),
    ...ground(300, 80, build.raisedBed, undefined, 1),
  },
  pot: {
    ...words(
      ['pot', 'flower pot', 'flowerpot', 'planter', 'maceta', 'tiesto', 'macetero'],
      ['pots', 'flower pots', 'flowerpots', 'planters', 'macetas', 'tiestos', 'maceteros'],
    ),
    ...ground(104, 150, (c) => build.pot(c), 'orange', 3),
  },
  'watering-can': {
    ...words(['watering can', 'regadera'], ['watering cans', 'regaderas']),
    ...ground(190, 130, (c) => build.wateringCan(c), 'green', 1),
  },
  wheelbarrow: {
    ...words(['wheelbarrow', 'carretilla'], ['wheelbarrows', 'carretillas']),
    ...ground(230, 120, (c) => build.wheelbarrow(c), 'red', 1),
  },
  trellis: {
    ...words(
      ['trellis', 'arch', 'arbor', 'enrejado', 'espaldera', 'celosia', 'arco'],
      ['trellises', 'enrejados'],
    ),
    ...ground(150, 250, build.trellis, undefined, 1),
  },
  scarecrow: {
    ...words(['scarecrow', 'espantapajaros'], ['scarecrows']),
    ...ground(200, 290, build.scarecrow, undefined, 1),
  },
  bench: {
    ...words(['bench', 'garden bench', 'banco', 'banca'], ['benches', 'bancos', 'bancas']),
    ...ground(230, 130, (c) => build.bench(c), 'orange', 1),
  },
  swing: {
    ...words(['swing', 'columpio'], ['swings', 'columpios']),
    ...ground(230, 270, (c) => build.swing(c), 'red', 1),
  },
  hose: {
    ...words(['hose', 'garden hose', 'manguera'], ['hoses', 'mangueras']),
    ...ground(220, 90, build.hose, undefined, 1),
  },
  shovel: {
    ...words(['shovel', 'spade', 'trowel', 'pala', 'palita'], ['shovels', 'spades', 'palas']),
    ...ground(60, 220, build.shovel, undefined, 1),
  },
  rake: {
    ...words(['rake', 'rastrillo'], ['rakes', 'rastrillos']),
    ...ground(100, 230, build.rake, undefined, 1),
  },
  basket: {
    ...words(['basket', 'cesta', 'canasta', 'cesto'], ['baskets', 'cestas', 'canastas']),
    ...ground(140, 120, (c) => build.basket(c.base), 'red', 1),
  },
  'compost-bin': {
    ...words(
      ['compost bin', 'compost', 'compost heap', 'compostera', 'compostador', 'abono'],
      ['compost bins', 'composteras'],
    ),
    ...ground(180, 150, build.compostBin, undefined, 1),
  },
  sprinkler: {
    ...words(['sprinkler', 'aspersor'], ['sprinklers', 'aspersores']),
    ...ground(260, 140, build.sprinkler, undefined, 1),
  },
  kite: {
    ...words(['kite', 'cometa', 'papalote', 'barrilete'], ['kites', 'cometas', 'papalotes']),
    zone: 'air',
    width: 100,
    height: 200,
    draw: (c) => build.kite(c),
    colour: 'red',
    many: 2,
  },
  ball: {
    ...words(['ball', 'pelota', 'balon'], ['balls', 'pelotas']),
    ...ground(80, 80, (c) => build.ball(c), 'red'),
  },
  umbrella: {
    ...words(['umbrella', 'parasol', 'paraguas', 'sombrilla'], ['umbrellas', 'sombrillas']),
    ...ground(260, 300, (c) => build.umbrella(c), 'yellow', 1),
  },
  bucket: {
    ...words(['bucket', 'pail', 'cubo', 'balde', 'cubeta'], ['buckets', 'cubos', 'baldes']),
    ...ground(100, 110, (c) => build.bucket(c), 'blue', 1),
  },
  table: {
    ...words(['table', 'picnic table', 'mesa'], ['tables', 'mesas']),
    ...ground(250, 120, (c) => build.table(c), 'orange', 1),
  },
  lantern: {
    ...words(
      ['lantern', 'lamp', 'farol', 'farolillo', 'lampara'],
      ['lanterns', 'lamps', 'faroles', 'farolillos'],
    ),
    ...ground(70, 250, build.lantern, undefined, 2),
  },
  ladder: {
    ...words(['ladder', 'escalera'], ['ladders', 'escaleras']),
    ...ground(90, 260, build.ladder, undefined, 1),
  },
  // People
  child: {
    ...words(
      [
        'child',
        'kid',
        'girl',
        'boy',
        'me',
        'toddler',
        'daughter',
        'son',
        'nino',
        'nina',
        'chico',
        'chica',
        'yo',
        'hijo',
        'hija',
        'nene',
        'nena',
        'chiquillo',
      ],
      [
        'children',
        'kids',
        'girls',
        'boys',
        'friends',
        'ninos',
        'ninas',
        'chicos',
        'chicas',
        'hijos',
        'amigos',
        'amigas',
        'nenes',
        'peques',
      ],
    ),
    ...person(170, 'long', { trousers: '#5A6E3A' }),
    colour: 'red',
  },
  parent: {
    ...words(
      [
        'mom',
        'mum',
        'mommy',
        'mummy',
        'mother',
        'dad',
        'daddy',
        'father',
        'parent',
        'mama',
        'mami',
        'papa',
        'papi',
        'madre',
        'padre',
      ],
      ['parents', 'padres'],
    ),
    ...person(250, 'short'),
  },
  family: {
    ...words(['family', 'familia'], ['families', 'familias']),
    ...ground(
      220,
      250,
      (c, v) =>
        `<g transform="translate(-60 0)">${drawPerson({ height: 250, hair: 'bun', shirt: c.base, trousers: '#3B5B8C' }, v)}</g><g transform="translate(60 0)">${drawPerson({ height: 170, hair: 'short', shirt: '#FF9A3C', trousers: '#5A6E3A' }, (v + 0.4) % 1)}</g>`,
      'purple',
      1,
    ),
    names: ['parent', 'child'],
  },
  grandparent: {
    ...words(
      [
        'grandma',
        'grandpa',
        'granny',
        'grandmother',
        'grandfather',
        'grandparent',
        'abuela',
        'abuelo',
        'abuelita',
        'abuelito',
        'yaya',
        'yayo',
      ],
      ['grandparents', 'abuelos', 'abuelitos'],
    ),
    ...person(235, 'bun', { grey: true }),
    colour: 'purple',
  },
  baby: {
    ...words(['baby', 'bebe', 'bebito', 'bebita'], ['babies', 'bebes']),
    ...ground(90, 110, (_c, v) => baby(v), undefined, 1),
  },
  teacher: {
    ...words(
      ['teacher', 'maestra', 'maestro', 'profesora', 'profesor', 'profe', 'seno'],
      ['teachers', 'maestras', 'maestros', 'profesores'],
    ),
    ...person(250, 'bun'),
    colour: 'pink',
  },
  gardener: {
    ...words(
      ['gardener', 'farmer', 'jardinero', 'jardinera', 'granjero', 'granjera', 'hortelano', 'hortelana'],
      ['gardeners', 'farmers', 'jardineros', 'granjeros'],
    ),
    ...person(250, 'short', { hat: true, trousers: '#6B8E3A' }),
    colour: 'green',
  },
  // Animals
  cat: {
    ...words(
      ['cat', 'kitten', 'kitty', 'gato', 'gata', 'gatito', 'gatita'],
      ['cats', 'kittens', 'gatos', 'gatitos', 'gatas'],
    ),
    ...ground(190, 140, (_c, v) => animal.cat(v)),
  },
  dog: {
    ...words(
      ['dog', 'puppy', 'doggy', 'perro', 'perrito', 'perrita', 'cachorro'],
      ['dogs', 'puppies', 'perros', 'perritos', 'cachorros'],
    ),
    ...ground(210, 150, (_c, v) => animal.dog(v)),
  },
  rabbit: {
    ...words(
      ['rabbit', 'bunny', 'hare', 'conejo', 'conejito', 'liebre'],
      ['rabbits', 'bunnies', 'conejos', 'conejitos'],
    ),
    ...ground(150, 150, animal.rabbit),
  },
  squirrel: {
    ...words(['squirrel', 'ardilla'], ['squirrels', 'ardillas']),
    ...ground(150, 140, animal.squirrel),
  },
  mouse: { ...words(['mouse', 'raton', 'ratoncito'], ['mice', 'ratones']), ...ground(110, 70, animal.mouse) },
  hedgehog: { ...words(['hedgehog', 'erizo'], ['hedgehogs', 'erizos']), ...ground(150, 90, animal.hedgehog) },
  bird: {
    ...words(
      ['bird', 'sparrow', 'pajaro', 'pajarito', 'ave', 'gorrion'],
      ['birds', 'sparrows', 'pajaros', 'pajaritos', 'aves', 'gorriones'],
    ),
    ...ground(110, 90, () => animal.bird('#E9D7B0', '#8B6B4A'), undefined, 3),
  },
  robin: {
    ...words(['robin', 'petirrojo'], ['robins', 'petirrojos']),
    ...ground(110, 90, () => animal.bird('#F06A3A', '#8B6B4A')),
  },
  bluebird: {
    ...words(['bluebird', 'blue jay', 'azulejo', 'arrendajo'], ['bluebirds', 'azulejos']),
    ...ground(110, 90, () => animal.bird('#F2C48A', '#4A7BD0')),
  },
  owl: {
    ...words(['owl', 'buho', 'lechuza', 'tecolote'], ['owls', 'buhos', 'lechuzas']),
    ...ground(100, 130, animal.owl, undefined, 1),
  },
  duck: {
    ...words(['duck', 'duckling', 'pato', 'patito', 'pata'], ['ducks', 'ducklings', 'patos', 'patitos']),
    zone: 'water',
    width: 160,
    height: 100,
    draw: animal.duck,
    many: 2,
  },
  chicken: {
    ...words(
      ['chicken', 'hen', 'rooster', 'chick', 'gallina', 'gallo', 'pollito'],
      ['chickens', 'hens', 'chicks', 'gallinas', 'pollitos', 'pollos'],
    ),
    ...ground(140, 130, animal.chicken, undefined, 3),
  },
  worm: {
    ...words(['worm', 'earthworm', 'gusano', 'lombriz'], ['worms', 'earthworms', 'gusanos', 'lombrices']),
    ...ground(140, 40, animal.worm, undefined, 2),
  },
  snail: {
    ...words(['snail', 'slug', 'caracol', 'babosa'], ['snails', 'slugs', 'caracoles', 'babosas']),
    ...ground(150, 90, animal.snail),
  },
  frog: {
    ...words(['frog', 'toad', 'rana', 'sapo', 'ranita'], ['frogs', 'toads', 'ranas', 'sapos']),
    zone: 'water',
    width: 120,
    height: 90,
    draw: animal.frog,
    many: 2,
  },
  ant: { ...words(['ant', 'hormiga'], ['ants', 'hormigas']), ...ground(70, 40, animal.ant, undefined, 4) },
  spider: {
    ...words(['spider', 'spider web', 'cobweb', 'arana', 'telarana'], ['spiders', 'aranas']),
    ...ground(100, 200, animal.spider, undefined, 1),
  },
  caterpillar: {
    ...words(['caterpillar', 'oruga', 'gusano de seda'], ['caterpillars', 'orugas']),
    ...ground(140, 60, animal.caterpillar),
  },
  dragonfly: {
    ...words(['dragonfly', 'libelula', 'cabalito del diablo'], ['dragonflies', 'libelulas']),
    zone: 'air',
    width: 140,
    height: 70,
    draw: (_c, _v, flap) => animal.dragonfly(flap),
    many: 2,
  },
  fish: {
    ...words(['fish', 'goldfish', 'koi', 'pez', 'pececito', 'pescado'], ['fishes', 'peces', 'pececitos']),
    zone: 'water',
    width: 130,
    height: 60,
    draw: animal.fish,
    many: 3,
  },
  turtle: {
    ...words(['turtle', 'tortoise', 'tortuga'], ['turtles', 'tortoises', 'tortugas']),
    ...ground(170, 90, animal.turtle, undefined, 1),
  },
  // Trees
  oak: {
    ...words(['oak', 'oak tree', 'roble', 'encina'], ['oaks', 'oak trees', 'robles', 'encinas']),
    ...ground(280, 400, () => plant.roundTree(['#3C7F3A', '#4F9A45']), undefined, 2),
  },
  maple: {
    ...words(['maple', 'maple tree', 'arce'], ['maples', 'arces']),
    ...ground(280, 400, () => plant.roundTree(['#D9662B', '#F08A3C']), undefined, 2),
  },
  birch: {
    ...words(['birch', 'birch tree', 'abedul'], ['birches', 'abedules']),
    ...ground(280, 400, () => plant.roundTree(['#8CCB5E', '#A5DC74'], undefined, '#F2F2F2'), undefined, 2),
  },
  'cherry-tree': {
    ...words(
      ['cherry tree', 'cherry blossom', 'cherry blossom tree', 'cerezo', 'cerezo en flor', 'almendro'],
      ['cherry trees', 'cherry blossoms', 'cerezos', 'almendros'],
    ),
    ...ground(280, 400, () => plant.roundTree(['#F6A6C8', '#FFC6DD']), undefined, 2),
  },
  'lemon-tree': {
    ...words(['lemon tree', 'limonero'], ['lemon trees', 'limoneros']),
    ...ground(280, 400, () => plant.roundTree(['#4FA94A', '#66C25C'], '#FFE14D'), undefined, 2),
  },
  'orange-tree': {
    ...words(['orange tree', 'naranjo'], ['orange trees', 'naranjos']),
    ...ground(280, 400, () => plant.roundTree(['#4FA94A', '#66C25C'], '#FF9A3C'), undefined, 2),
  },
  'pear-tree': {
    ...words(['pear tree', 'peral'], ['pear trees', 'perales']),
    ...ground(280, 400, () => plant.roundTree(['#4FA94A', '#66C25C'], '#C9D94E'), undefined, 2),
  },
  'olive-tree': {
    ...words(['olive tree', 'olivo'], ['olive trees', 'olivos']),
    ...ground(280, 400, () => plant.roundTree(['#7E9A6A', '#98B283'], '#4E5A2E'), undefined, 2),
  },
  pine: {
    ...words(
      ['pine', 'pine tree', 'fir', 'christmas tree', 'pino', 'abeto'],
      ['pines', 'pine trees', 'firs', 'pinos', 'abetos'],
    ),
    ...ground(260, 430, plant.pine, undefined, 3),
  },
  'palm-tree': {
    ...words(['palm', 'palm tree', 'palmera', 'palma'], ['palms', 'palm trees', 'palmeras']),
    ...ground(260, 420, plant.palm, undefined, 2),
  },
  willow: {
    ...words(['willow', 'weeping willow', 'willow tree', 'sauce', 'sauce lloron'], ['willows', 'sauces']),
    ...ground(280, 360, plant.willow, undefined, 1),
  },
  // Vegetables, fruit and other plants
  potato: {
    ...words(['potato', 'patata'], ['potatoes', 'potatos', 'patatas', 'papas']),
    ...ground(110, 140, () => plant.rootCrop('#C9A06A', 'lumps'), undefined, 3),
  },
  onion: {
    ...words(['onion', 'cebolla'], ['onions', 'cebollas']),
    ...ground(90, 140, () => plant.rootCrop('#D9A0C8', 'bulb'), undefined, 3),
  },
  garlic: {
    ...words(['garlic', 'ajo'], ['garlics', 'ajos']),
    ...ground(90, 140, () => plant.rootCrop('#F4EEE2', 'bulb'), undefined, 3),
  },
  radish: {
    ...words(['radish', 'rabano', 'rabanito'], ['radishes', 'rabanos', 'rabanitos']),
    ...ground(90, 140, () => plant.rootCrop('#E8406A', 'round'), undefined, 4),
  },
  beet: {
    ...words(['beet', 'beetroot', 'remolacha', 'betabel'], ['beets', 'beetroots', 'remolachas', 'betabeles']),
    ...ground(90, 140, () => plant.rootCrop('#8E2450', 'round'), undefined, 3),
  },
  pepper: {
    ...words(
      ['pepper', 'bell pepper', 'chili', 'pimiento', 'chile', 'aji'],
      ['peppers', 'bell peppers', 'chilies', 'pimientos', 'chiles'],
    ),
    ...ground(110, 160, (c) => plant.fruitBush(c.base, 'drop'), 'red', 2),
  },
  cucumber: {
    ...words(['cucumber', 'pepino'], ['cucumbers', 'pepinos']),
    ...ground(110, 160, () => plant.fruitBush('#3F8F2E', 'long'), undefined, 2),
  },
  zucchini: {
    ...words(['zucchini', 'courgette', 'calabacin', 'zapallito'], ['zucchinis', 'courgettes', 'calabacines']),
    ...ground(110, 160, () => plant.fruitBush('#5C8F2E', 'long'), undefined, 2),
  },
  eggplant: {
    ...words(['eggplant', 'aubergine', 'berenjena'], ['eggplants', 'aubergines', 'berenjenas']),
    ...ground(110, 160, () => plant.fruitBush('#5B2C6F', 'drop'), undefined, 2),
  },
  bean: {
    ...words(
      ['bean', 'green bean', 'judia', 'frijol', 'ejote', 'poroto', 'haba'],
      ['beans', 'green beans', 'judias', 'frijoles', 'ejotes', 'porotos', 'habas'],
    ),
    ...ground(110, 230, () => plant.fruitBush('#6CC24A', 'long', true), undefined, 2),
  },
  corn: {
    ...words(
      ['corn', 'maize', 'sweetcorn', 'maiz', 'elote', 'choclo', 'mazorca'],
      ['corns', 'mazorcas', 'elotes'],
    ),
    ...ground(100, 280, plant.corn, undefined, 3),
  },
  cabbage: {
    ...words(['cabbage', 'col', 'repollo', 'berza'], ['cabbages', 'coles', 'repollos']),
    ...ground(110, 80, () => plant.leafy('#7FB86A', '#B5E39A'), undefined, 2),
  },
  broccoli: {
    ...words(['broccoli', 'brocoli', 'cauliflower', 'coliflor'], ['broccolis', 'brocolis']),
    ...ground(110, 100, () => plant.leafy('#5FA844', '#7FCB5B', '#3E8E3A'), undefined, 2),
  },
  spinach: {
    ...words(['spinach', 'kale', 'chard', 'espinaca', 'acelga'], ['espinacas', 'acelgas']),
    ...ground(110, 80, () => plant.leafy('#3C8C3A', '#55B54F'), undefined, 2),
  },
  herbs: {
    ...words(
      [
        'herb',
        'basil',
        'mint',
        'rosemary',
        'parsley',
        'thyme',
        'cilantro',
        'hierba aromatica',
        'albahaca',
        'menta',
        'hierbabuena',
        'romero',
        'perejil',
        'tomillo',
        'oregano',
      ],
      ['herbs', 'hierbas', 'hierbas aromaticas', 'aromaticas'],
    ),
    ...ground(110, 80, () => plant.leafy('#6FB64E', '#93D86A'), undefined, 2),
  },
  strawberry: {
    ...words(['strawberry', 'fresa', 'frutilla'], ['strawberries', 'fresas', 'frutillas']),
    ...ground(110, 70, plant.strawberry, undefined, 3),
  },
  blueberry: {
    ...words(['blueberry', 'arandano'], ['blueberries', 'arandanos']),
    ...ground(110, 160, () => plant.fruitBush('#3D4FA8', 'small'), undefined, 2),
  },
  raspberry: {
    ...words(
      ['raspberry', 'blackberry', 'frambuesa', 'mora', 'zarzamora'],
      ['raspberries', 'blackberries', 'frambuesas', 'moras'],
    ),
    ...ground(110, 160, () => plant.fruitBush('#D9305A', 'small'), undefined, 2),
  },
  grape: {
    ...words(['grape', 'grapevine', 'vine', 'uva', 'parra', 'vid'], ['grapes', 'vines', 'uvas', 'parras']),
    ...ground(110, 230, () => plant.fruitBush('#7B3FA0', 'small', true), undefined, 2),
  },
  watermelon: {
    ...words(['watermelon', 'sandia'], ['watermelons', 'sandias']),
    ...ground(170, 100, () => plant.melon('#3C8C3A', '#2A6A28'), undefined, 1),
  },
  melon: {
    ...words(['melon', 'cantaloupe'], ['melons', 'melones']),
    ...ground(170, 100, () => plant.melon('#D9C27A', '#B59B50'), undefined, 1),
  },
  apple: {
    ...words(['apple', 'manzana'], ['apples', 'manzanas']),
    ...ground(90, 70, (c) => plant.fruitPile(c.base), 'red', 1),
  },
  pear: {
    ...words(['pear', 'pera'], ['pears', 'peras']),
    ...ground(90, 70, () => plant.fruitPile('#C9D94E'), undefined, 1),
  },
  lemon: {
    ...words(['lemon', 'limon'], ['lemons', 'limones']),
    ...ground(90, 70, () => plant.fruitPile('#FFE14D'), undefined, 1),
  },
  cherry: {
    ...words(['cherry', 'cereza'], ['cherries', 'cerezas']),
    ...ground(60, 80, () => plant.fruitPile('#C0182E', true), undefined, 2),
  },
  cactus: {
    ...words(['cactus', 'nopal', 'cardon'], ['cactuses', 'cacti', 'nopales']),
    ...ground(150, 230, plant.cactus, undefined, 2),
  },
  succulent: {
    ...words(['succulent', 'aloe', 'suculenta'], ['succulents', 'suculentas']),
    ...ground(90, 70, plant.succulent, undefined, 3),
  },
  fern: {
    ...words(['fern', 'helecho'], ['ferns', 'helechos']),
    ...ground(200, 160, plant.fern, undefined, 2),
  },
  bush: {
    ...words(
      ['bush', 'shrub', 'hedge', 'arbusto', 'seto', 'mata'],
      ['bushes', 'shrubs', 'hedges', 'arbustos', 'setos'],
    ),
    ...ground(200, 150, () => plant.bush(), undefined, 2),
  },
}

/** Every thing name the illustrator can draw, with the flowers, creatures and sky it also knows. */
export const THING_NAMES = Object.keys(THINGS)
