// The extended vocabulary: people, animals, structures, settings, positions, and honest drawn/notDrawn reports.
import { describe, expect, it } from 'vitest'
import { composeScene } from './compose-scene'
import { parseScenePrompt } from './prompt-parser'
import { THINGS } from './things'

describe('extended vocabulary', () => {
  it('knows at least 120 drawable things', () => {
    const flowers = 7 + 30
    const creatures = 5 + 2
    const vegetablesAndTrees = 5 + 2
    const sky = 13
    const settings = 7
    expect(
      Object.keys(THINGS).length + flowers + creatures + vegetablesAndTrees + sky + settings,
    ).toBeGreaterThanOrEqual(120)
  })

  it('draws the bee house and the child that used to go missing', () => {
    expect(parseScenePrompt('a red tulip next to a blue bee house').drawn).toEqual(['tulip', 'bee-house'])
    expect(parseScenePrompt('a child watering carrots').drawn).toEqual(['carrot', 'child'])
  })

  it('reads counts and colours of things in English and Spanish alike', () => {
    const english = parseScenePrompt('three blue pots and two cats')
    const spanish = parseScenePrompt('tres macetas azules y dos gatos')
    expect(english.things).toEqual([
      { id: 'pot', colours: ['blue'], count: 3 },
      { id: 'cat', colours: [], count: 2 },
    ])
    expect(spanish.things).toEqual(english.things)
  })

  it('gives plurals without a number a few of the thing', () => {
    expect(parseScenePrompt('ants on the path').things.find((t) => t.id === 'ant')?.count).toBe(4)
    expect(parseScenePrompt('gallinas').things).toEqual([{ id: 'chicken', colours: [], count: 3 }])
  })

  it('reads positions: next to, on, under, in front of (en and es)', () => {
    expect(parseScenePrompt('a hive under an apple tree').relations).toEqual([
      { subject: 'hive', relation: 'under', anchor: 'apple-tree' },
    ])
    expect(parseScenePrompt('una colmena debajo de un manzano').relations).toEqual([
      { subject: 'hive', relation: 'under', anchor: 'apple-tree' },
    ])
    expect(parseScenePrompt('a snail on a lettuce').relations).toEqual([
      { subject: 'snail', relation: 'on', anchor: 'lettuce' },
    ])
    expect(parseScenePrompt('un banco delante de las hortensias').relations).toEqual([
      { subject: 'bench', relation: 'in-front-of', anchor: 'hydrangea' },
    ])
    expect(parseScenePrompt('un gato junto al estanque').relations).toEqual([
      { subject: 'cat', relation: 'next-to', anchor: 'pond' },
    ])
  })

  it('places a subject beside its anchor in the picture', () => {
    const svg = composeScene(parseScenePrompt('a red tulip next to a blue bee house'), 3)
    const x = (name: string) =>
      Number(new RegExp(`data-item="${name}" transform="translate\\(([\\d.]+)`).exec(svg)![1])
    expect(Math.abs(x('tulip') - x('bee-house'))).toBeLessThan(160)
  })

  it('picks the setting the prompt names', () => {
    expect(parseScenePrompt('a beach garden with a palm tree').setting).toBe('beach-garden')
    expect(parseScenePrompt('un huerto escolar').setting).toBe('school-garden')
    expect(parseScenePrompt('flores en el balcón').setting).toBe('balcony')
    expect(parseScenePrompt('roses').setting).toBe('meadow')
  })

  it('names what it could not draw, but not the action and describing words', () => {
    const scene = parseScenePrompt('a happy dinosaur eating the roses next to a spaceship')
    expect(scene.drawn).toEqual(['rose'])
    expect(scene.notDrawn).toEqual(['dinosaur', 'spaceship'])
    expect(parseScenePrompt('un unicornio durmiendo junto a un arcoíris').notDrawn).toEqual(['unicornio'])
    expect(parseScenePrompt('three yellow sunflowers with bees').notDrawn).toEqual([])
  })

  it('reports weather and time of day it draws', () => {
    const scene = parseScenePrompt('snow and wind at sunrise with a thunderstorm')
    expect(scene.sky).toMatchObject({ snow: true, wind: true, storm: true, rain: true, time: 'sunset' })
    expect(scene.drawn).toEqual(expect.arrayContaining(['snow', 'wind', 'storm', 'sunrise']))
  })
})

describe('suggestions for what could not be drawn', () => {
  it('offers close drawable things in the child language', async () => {
    const { suggestDrawable } = await import('./suggestions')
    expect(suggestDrawable(['dinosaur'], 'en')).toEqual(['a turtle', 'a frog'])
    expect(suggestDrawable(['dinosaurio'], 'es')).toEqual(['una tortuga', 'una rana'])
    expect(suggestDrawable(['sunflwer'], 'en')).toEqual(['sunflower'])
    expect(suggestDrawable(['zzzz'], 'es')).toEqual(['una casita de abejas', 'una rana', 'un arcoíris'])
    expect(suggestDrawable([], 'en')).toEqual([])
  })
})

describe('Visualize: a fact is drawn close up', () => {
  const prompt = (title: string) => `A bright and friendly garden scene for children showing: ${title}`

  it('draws the subject of bee, hive, pollination and honey facts instead of a meadow (en and es)', () => {
    expect(parseScenePrompt(prompt('A bee has three body parts'))).toMatchObject({
      subject: 'bee-anatomy',
      drawn: ['bee-anatomy'],
      notDrawn: [],
    })
    expect(parseScenePrompt(prompt('Life in the hive')).subject).toBe('hive-inside')
    expect(parseScenePrompt(prompt('Pollen goes for a ride')).subject).toBe('pollination')
    expect(parseScenePrompt(prompt('How bees make honey')).subject).toBe('honey')
    expect(
      parseScenePrompt('Una escena de jardín para niños que muestra: Celdas de seis lados').subject,
    ).toBe('hive-inside')
    expect(parseScenePrompt('three sunflowers').subject).toBeUndefined()
  })

  it('composes the close-up, not the garden, and says what else it left out', () => {
    const svg = composeScene(parseScenePrompt('the three body parts of a bee'), 1)
    expect(svg).toContain('id="closeup"')
    expect(svg).not.toContain('data-item="sunflower"')
    expect(parseScenePrompt('pollination and a wheelbarrow').notDrawn).toEqual(['wheelbarrow'])
  })
})

describe('clips animate what is in the scene', () => {
  it('flies each bee to the blooms it visits and back within one loop', async () => {
    const { layoutScene } = await import('./layout')
    const { visitPosition } = await import('./compose-scene')
    const layout = layoutScene(parseScenePrompt('three sunflowers and two bees'), 5)
    const bees = layout.fliers.filter((flier) => flier.kind === 'bee')
    expect(bees).toHaveLength(2)
    for (const bee of bees) {
      expect(bee.visits).toHaveLength(2)
      const path = Array.from({ length: 120 }, (_, i) => visitPosition(bee, i / 120)!)
      for (const stop of [{ x: bee.x, y: bee.y }, ...bee.visits]) {
        const nearest = Math.min(...path.map((p) => Math.hypot(p.x - stop.x, p.y - stop.y)))
        expect(nearest).toBeLessThan(12)
      }
      const start = visitPosition(bee, 0)!
      const end = visitPosition(bee, 0.9999)!
      expect(Math.hypot(start.x - end.x, start.y - end.y)).toBeLessThan(15)
    }
  })

  it('moves the sun along its arc in a clip and keeps it put in a picture', async () => {
    const { layoutScene } = await import('./layout')
    const { drawAction } = await import('./compose-scene')
    const { drawSun } = await import('./art/sky')
    const layout = layoutScene(parseScenePrompt('a sunflower in the sun'), 2)
    const sun = layout.sun!
    expect(drawAction(layout, 0.25)).toContain(drawSun(sun.x + 40, sun.y, sun.r, 0.25))
    expect(drawAction(layout, 0.75)).toContain(drawSun(sun.x - 40, sun.y, sun.r, 0.75))
    expect(drawAction(layout)).toContain(drawSun(sun.x, sun.y - 12, sun.r, 0))
  })
})
