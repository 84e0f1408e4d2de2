// Checks that English and Spanish prompts become the right garden: kinds, counts, colours, sky and defaults.
import { describe, expect, it } from 'vitest'
import { parseScenePrompt } from './prompt-parser'
import type { Colour, FlowerKind, Scene } from './scene'

function flower(scene: Scene, kind: FlowerKind) {
  return scene.flowers.find((spec) => spec.kind === kind)
}

function countOf(scene: Scene, kind: string): number {
  const all = [...scene.flowers, ...scene.creatures, ...scene.vegetables, ...scene.trees]
  return all.filter((spec) => spec.kind === kind).reduce((sum, spec) => sum + spec.count, 0)
}

describe('parseScenePrompt', () => {
  it('reads the English example: three yellow sunflowers, bees and the sun', () => {
    const scene = parseScenePrompt('three yellow sunflowers with bees under the sun')
    expect(scene.flowers).toEqual([{ kind: 'sunflower', colours: ['yellow'], count: 3 }])
    expect(scene.creatures).toEqual([{ kind: 'bee', colours: [], count: 3 }])
    expect(scene.sky).toMatchObject({ time: 'day', sun: true, moon: false, rain: false, stars: 0 })
    expect(scene.usedDefaults).toBe(false)
  })

  it('reads the Spanish example the same way', () => {
    const spanish = parseScenePrompt('tres girasoles amarillos con abejas bajo el sol')
    const english = parseScenePrompt('three yellow sunflowers with bees under the sun')
    expect({ ...spanish, recognised: [] }).toEqual({ ...english, recognised: [] })
    expect(spanish.recognised).toEqual(['tres', 'girasoles', 'amarillos', 'abejas', 'sol'])
  })

  it.each([
    ['sunflower', 'sunflower'],
    ['girasol', 'sunflower'],
    ['rose', 'rose'],
    ['una rosa', 'rose'],
    ['tulip', 'tulip'],
    ['tulipán', 'tulip'],
    ['daisy', 'daisy'],
    ['margarita', 'daisy'],
    ['lavender', 'lavender'],
    ['lavanda', 'lavender'],
    ['poppy', 'poppy'],
    ['amapola', 'poppy'],
    ['flower', 'flower'],
    ['flor', 'flower'],
  ] as const)('knows the flower "%s"', (prompt, kind) => {
    const scene = parseScenePrompt(`a garden with one ${prompt}`)
    expect(scene.flowers.map((spec) => spec.kind)).toEqual([kind])
    expect(flower(scene, kind)?.count).toBe(1)
  })

  it.each([
    ['red tulips', 'red'],
    ['tulipanes rojos', 'red'],
    ['amapolas rojas', 'red'],
    ['yellow roses', 'yellow'],
    ['rosas amarillas', 'yellow'],
    ['blue flowers', 'blue'],
    ['flores azules', 'blue'],
    ['purple tulips', 'purple'],
    ['tulipanes morados', 'purple'],
    ['flores moradas', 'purple'],
    ['flores violetas', 'purple'],
    ['pink daisies', 'pink'],
    ['margaritas rosas', 'pink'],
    ['margaritas rosadas', 'pink'],
    ['white roses', 'white'],
    ['rosas blancas', 'white'],
    ['orange poppies', 'orange'],
    ['amapolas naranjas', 'orange'],
  ] as const)('colours "%s" %s', (prompt, colour) => {
    const scene = parseScenePrompt(prompt)
    expect(scene.flowers).toHaveLength(1)
    expect(scene.flowers[0]!.colours).toEqual([colour])
  })

  it.each([
    ['7 tulips', 'tulip', 7],
    ['five tomatoes', 'tomato', 5],
    ['cinco tomates', 'tomato', 5],
    ['two trees', 'tree', 2],
    ['dos árboles', 'tree', 2],
    ['a dozen roses', 'rose', 12],
    ['una docena de rosas', 'rose', 12],
    ['half a dozen daisies', 'daisy', 6],
    ['media docena de margaritas', 'daisy', 6],
    ['a couple of butterflies', 'butterfly', 2],
    ['un par de mariposas', 'butterfly', 2],
    ['eleven poppies', 'poppy', 11],
    ['once amapolas', 'poppy', 11],
    ['doce girasoles', 'sunflower', 12],
    ['twelve big happy sunflowers', 'sunflower', 12],
    ['40 bees', 'bee', 12],
    ['a bee', 'bee', 1],
    ['una abeja', 'bee', 1],
    ['bees', 'bee', 3],
    ['abejas', 'bee', 3],
    ['cuatro zanahorias', 'carrot', 4],
    ['nine peas', 'pea', 9],
    ['seis guisantes', 'pea', 6],
  ] as const)('counts "%s" as %s × %i', (prompt, kind, count) => {
    expect(countOf(parseScenePrompt(prompt), kind)).toBe(count)
  })

  it('keeps separate colours for separate flowers, whichever side the colour sits on', () => {
    expect(parseScenePrompt('yellow sunflowers and red roses').flowers).toEqual([
      { kind: 'sunflower', colours: ['yellow'], count: 3 },
      { kind: 'rose', colours: ['red'], count: 3 },
    ])
    expect(parseScenePrompt('rosas rojas y tulipanes rosas').flowers).toEqual([
      { kind: 'rose', colours: ['red'], count: 3 },
      { kind: 'tulip', colours: ['pink'], count: 5 },
    ])
  })

  it('takes a list of colours for one flower in both languages', () => {
    const expected: Colour[] = ['red', 'yellow']
    expect(parseScenePrompt('red and yellow tulips').flowers[0]!.colours).toEqual(expected)
    expect(parseScenePrompt('tulipanes rojos y amarillos').flowers[0]!.colours).toEqual(expected)
  })

  it('tells the flower "rosa" from the colour "rosa"', () => {
    expect(parseScenePrompt('una rosa rosa').flowers).toEqual([{ kind: 'rose', colours: ['pink'], count: 1 }])
    expect(parseScenePrompt('una rosa').flowers).toEqual([{ kind: 'rose', colours: [], count: 1 }])
    expect(parseScenePrompt('the roses are red').flowers).toEqual([
      { kind: 'rose', colours: ['red'], count: 3 },
    ])
  })

  it.each([
    ['a bumblebee', 'bumblebee'],
    ['un abejorro', 'bumblebee'],
    ['a butterfly', 'butterfly'],
    ['una mariposa', 'butterfly'],
    ['a ladybug', 'ladybug'],
    ['a ladybird', 'ladybug'],
    ['una mariquita', 'ladybug'],
    ['a hummingbird', 'hummingbird'],
    ['un colibrí', 'hummingbird'],
  ] as const)('knows the creature "%s"', (prompt, kind) => {
    expect(parseScenePrompt(prompt).creatures).toEqual([{ kind, colours: [], count: 1 }])
  })

  it('colours butterflies but not bees', () => {
    expect(parseScenePrompt('blue butterflies').creatures).toEqual([
      { kind: 'butterfly', colours: ['blue'], count: 3 },
    ])
    expect(parseScenePrompt('mariposas moradas').creatures[0]!.colours).toEqual(['purple'])
    expect(parseScenePrompt('yellow bees').creatures).toEqual([{ kind: 'bee', colours: [], count: 3 }])
  })

  it.each([
    ['tomatoes', 'tomates', 'tomato'],
    ['carrots', 'zanahorias', 'carrot'],
    ['pumpkins', 'calabazas', 'pumpkin'],
    ['lettuces', 'lechugas', 'lettuce'],
    ['peas', 'guisantes', 'pea'],
  ] as const)('knows the vegetable %s / %s', (english, spanish, kind) => {
    expect(parseScenePrompt(`three ${english}`).vegetables).toEqual([{ kind, count: 3 }])
    expect(parseScenePrompt(`tres ${spanish}`).vegetables).toEqual([{ kind, count: 3 }])
  })

  it('knows trees and apple trees', () => {
    expect(parseScenePrompt('an apple tree').trees).toEqual([{ kind: 'apple-tree', count: 1 }])
    expect(parseScenePrompt('un manzano y dos árboles').trees).toEqual([
      { kind: 'apple-tree', count: 1 },
      { kind: 'tree', count: 2 },
    ])
  })

  it.each(['flowers at night', 'flores de noche', 'a garden under the moon and stars'])(
    'makes "%s" a night with moon and stars',
    (prompt) => {
      const { sky } = parseScenePrompt(prompt)
      expect(sky).toMatchObject({ time: 'night', sun: false, moon: true })
      expect(sky.stars).toBeGreaterThan(0)
    },
  )

  it.each(['tulips in the rain', 'tulipanes bajo la lluvia', 'a rainy garden'])(
    'makes "%s" rainy',
    (prompt) => {
      const { sky } = parseScenePrompt(prompt)
      expect(sky.rain).toBe(true)
      expect(sky.sun).toBe(false)
      expect(sky.clouds).toBeGreaterThan(0)
    },
  )

  it('reads rainbows, clouds and sunsets in both languages', () => {
    expect(parseScenePrompt('a rainbow').sky.rainbow).toBe(true)
    expect(parseScenePrompt('un arcoíris').sky.rainbow).toBe(true)
    expect(parseScenePrompt('un arco iris').sky.rainbow).toBe(true)
    expect(parseScenePrompt('five clouds').sky.clouds).toBe(5)
    expect(parseScenePrompt('cinco nubes').sky.clouds).toBe(5)
    expect(parseScenePrompt('roses at sunset').sky.time).toBe('sunset')
    expect(parseScenePrompt('rosas al atardecer').sky.time).toBe('sunset')
  })

  it('reads the hive, the pond and the fence in both languages', () => {
    expect(parseScenePrompt('a hive, a pond and a fence')).toMatchObject({
      hive: true,
      pond: true,
      fence: true,
    })
    expect(parseScenePrompt('una colmena, un estanque y una valla')).toMatchObject({
      hive: true,
      pond: true,
      fence: true,
    })
    expect(parseScenePrompt('a beehive').creatures).toEqual([])
  })

  it('leaves out what the prompt says not to draw', () => {
    expect(parseScenePrompt('tulips, no rain').sky.rain).toBe(false)
    expect(parseScenePrompt('tulipanes sin nubes').sky.clouds).toBe(0)
    expect(parseScenePrompt('flowers without bees').creatures).toEqual([])
  })

  it('ignores case, accents and punctuation', () => {
    const scene = parseScenePrompt('¡TRES TULIPANES ROJOS!')
    expect(scene.flowers).toEqual([{ kind: 'tulip', colours: ['red'], count: 3 }])
    expect(parseScenePrompt('3bees').creatures).toEqual([{ kind: 'bee', colours: [], count: 3 }])
  })

  it('does not read the English word "once" as a number', () => {
    expect(parseScenePrompt('once upon a time there were bees').creatures).toEqual([
      { kind: 'bee', colours: [], count: 3 },
    ])
  })

  it('draws a pleasant default garden for a prompt it does not understand', () => {
    const scene = parseScenePrompt('xyzzy plugh')
    expect(scene.usedDefaults).toBe(true)
    expect(scene.flowers).toEqual([{ kind: 'flower', colours: [], count: 5 }])
    expect(scene.creatures).toEqual([{ kind: 'bee', colours: [], count: 2 }])
    expect(scene.sky).toMatchObject({ time: 'day', sun: true })
    expect(scene.recognised).toEqual([])
  })

  it('keeps whatever it did understand in the default garden', () => {
    const rainy = parseScenePrompt('a very soggy rainy afternoon')
    expect(rainy.sky.rain).toBe(true)
    expect(rainy.flowers.length).toBeGreaterThan(0)
    const butterflies = parseScenePrompt('mariposas azules')
    expect(butterflies.creatures).toEqual([{ kind: 'butterfly', colours: ['blue'], count: 3 }])
    expect(butterflies.flowers).toEqual([{ kind: 'flower', colours: [], count: 5 }])
  })

  it('adds flowers under trees so the bees have something to visit', () => {
    const scene = parseScenePrompt('a big tree and lots of bees')
    expect(scene.trees).toEqual([{ kind: 'tree', count: 1 }])
    expect(scene.creatures).toEqual([{ kind: 'bee', colours: [], count: 8 }])
    expect(scene.flowers).toEqual([{ kind: 'flower', colours: [], count: 5 }])
  })

  it('only reads the start of a very long prompt', () => {
    const scene = parseScenePrompt(`${'la la '.repeat(100)} five tulips`)
    expect(scene.flowers).toEqual([{ kind: 'flower', colours: [], count: 5 }])
  })

  it('fills a vegetable garden when no vegetable is named', () => {
    const scene = parseScenePrompt('un huerto')
    expect(scene.vegetables.map((spec) => spec.kind)).toEqual(['tomato', 'carrot', 'lettuce'])
    expect(scene.flowers).toEqual([])
  })
})
