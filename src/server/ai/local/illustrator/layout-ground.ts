// Places the plants, trees, hive, pond, fence and ladybugs on the ground, back to front.
import { CREATURE_SIZE } from './art/creatures'
import { FLOWER_SIZE } from './art/flowers'
import { HIVE_SIZE, POND_SIZE, TREE_SIZE } from './art/trees-and-props'
import { FRUITS_PER_PLANT, VEGETABLE_SIZE } from './art/vegetables'
import type { GroundItem } from './layout'
import { bestOf, CANVAS, colourCycle, depthScale, overlap, type Part, partsOf } from './placement'
import type { Rng } from './prng'
import type { Colour, FlowerKind, Scene, SceneRelation } from './scene'
import { THINGS } from './things'

export const FENCE_Y = 712
const MIXED_FLOWER_COLOURS: Colour[] = ['pink', 'blue', 'purple', 'yellow', 'orange', 'red', 'white']
const TULIP_COLOURS: Colour[] = ['red', 'pink', 'yellow', 'orange', 'purple']
const NATURAL_COLOUR: Partial<Record<FlowerKind, Colour>> = {
  sunflower: 'yellow',
  rose: 'red',
  daisy: 'white',
  lavender: 'purple',
  poppy: 'red',
}
/** Area (at scale 1) the flower beds hold comfortably; more plants than this get drawn smaller. */
const BED_CAPACITY = 380_000

function insidePond(x: number, y: number, pond: GroundItem | undefined, margin: number): boolean {
  if (!pond) return false
  const dx = (x - pond.x) / (POND_SIZE.rx * pond.scale + margin)
  const dy = (y - pond.y) / (POND_SIZE.ry * pond.scale + margin * 0.5)
  return dx * dx + dy * dy < 1
}

interface Wanted {
  make: (x: number, y: number, scale: number) => GroundItem
  width: number
  height: number
  band: [number, number]
  shape: 'bloom' | 'solid'
}

function wantedPlants(scene: Scene, rng: Rng): Wanted[] {
  const wanted: Wanted[] = []
  const bed: [number, number] = [725, 985]
  for (const spec of scene.flowers) {
    const natural = spec.natural ?? NATURAL_COLOUR[spec.kind]
    const fallback = natural ? [natural] : spec.kind === 'tulip' ? TULIP_COLOURS : MIXED_FLOWER_COLOURS
    const colours = colourCycle(spec.colours, fallback, spec.count, rng)
    for (const colour of colours) {
      const { width, height } = FLOWER_SIZE[spec.kind]
      const phase = rng.next()
      const variant = rng.next()
      wanted.push({
        width,
        height,
        band: bed,
        shape: 'bloom',
        make: (x, y, scale) => ({
          type: 'flower',
          kind: spec.kind,
          name: spec.name ?? spec.kind,
          colour,
          x,
          y,
          scale,
          width,
          height,
          phase,
          variant,
          flip: false,
        }),
      })
    }
  }
  for (const spec of scene.vegetables) {
    const perPlant = FRUITS_PER_PLANT[spec.kind]
    for (let left = spec.count; left > 0; left -= perPlant) {
      const fruits = Math.min(perPlant, left)
      const { width, height } = VEGETABLE_SIZE[spec.kind]
      const phase = rng.next()
      const flip = rng.next() < 0.5
      wanted.push({
        width,
        height,
        band: [745, 990],
        shape: 'solid',
        make: (x, y, scale) => ({
          type: 'vegetable',
          kind: spec.kind,
          name: spec.kind,
          fruits,
          x,
          y,
          scale,
          width,
          height,
          phase,
          variant: 0,
          flip,
        }),
      })
    }
  }
  return wanted
}

export function layoutGround(scene: Scene, rng: Rng): GroundItem[] {
  const placed: GroundItem[] = []
  const parts: Part[] = []
  const put = (item: GroundItem) => {
    placed.push(item)
    if (item.type === 'pond') {
      const box = {
        left: item.x - POND_SIZE.rx,
        right: item.x + POND_SIZE.rx,
        top: item.y - POND_SIZE.ry,
        bottom: item.y + POND_SIZE.ry,
      }
      parts.push({ box, weight: 1 })
    } else if (item.type !== 'fence') {
      const shape = item.type === 'flower' ? 'bloom' : 'solid'
      parts.push(...partsOf(shape, item.x, item.y, item.width, item.height, item.scale))
    }
  }
  const pondScale = 1
  const pond: GroundItem | undefined = scene.pond
    ? {
        type: 'pond',
        x: rng.range(330, 694),
        y: rng.range(845, 905),
        scale: pondScale,
        width: POND_SIZE.rx * 2,
        height: POND_SIZE.ry * 2,
        phase: 0,
        variant: 0,
        flip: false,
      }
    : undefined
  if (pond) put(pond)
  if (scene.fence) {
    put({
      type: 'fence',
      x: 0,
      y: FENCE_Y,
      scale: 1,
      width: CANVAS,
      height: 114,
      phase: 0,
      variant: 0,
      flip: false,
    })
  }

  const place = (
    width: number,
    height: number,
    band: [number, number],
    scaleOf: (y: number) => number,
    shape: 'bloom' | 'solid' = 'solid',
  ) =>
    bestOf(
      () => {
        const y = rng.range(band[0], band[1])
        const scale = scaleOf(y)
        const margin = (width * scale) / 2 + 10
        return { x: rng.range(margin, CANVAS - margin), y, scale }
      },
      ({ x, y, scale }) => {
        let score = 0
        let nearest = 400
        for (const mine of partsOf(shape, x, y, width, height, scale)) {
          for (const other of parts) score += overlap(mine.box, other.box) * mine.weight * other.weight
        }
        for (const other of parts) {
          nearest = Math.min(
            nearest,
            Math.abs((other.box.left + other.box.right) / 2 - x) + Math.abs(other.box.bottom - y),
          )
        }
        if (insidePond(x, y, pond, 30)) score += 1e7
        return score / (width * scale) - nearest * 0.5
      },
    )

  if (scene.hive) {
    const spot = place(HIVE_SIZE.width, HIVE_SIZE.height, [780, 900], depthScale)
    put({ type: 'hive', name: 'hive', ...spot, ...HIVE_SIZE, phase: 0, variant: 0, flip: false })
  }
  const treeCount = scene.trees.reduce((sum, spec) => sum + spec.count, 0)
  const treeScale = Math.min(1, Math.sqrt(3 / Math.max(1, treeCount)))
  const treeBand: [number, number] = scene.fence ? [615, 665] : [625, 700]
  for (const spec of scene.trees) {
    for (let i = 0; i < spec.count; i++) {
      const spot = place(TREE_SIZE.width, TREE_SIZE.height, treeBand, (y) => depthScale(y) * treeScale)
      put({
        type: 'tree',
        kind: spec.kind,
        name: spec.kind,
        ...spot,
        ...TREE_SIZE,
        phase: rng.next(),
        variant: rng.next(),
        flip: false,
      })
    }
  }

  // Catalogue things: big ones (trees, sheds) at the back, small ones nearer; water things by the pond.
  const treeLike = (height: number) => height >= 350
  for (const spec of scene.things) {
    const def = THINGS[spec.id]
    if (!def || def.zone === 'air') continue
    const colours = colourCycle(spec.colours, def.colour ? [def.colour] : ['red'], spec.count, rng)
    const crowdScale = Math.min(1, Math.sqrt(3 / Math.max(1, spec.count)))
    for (const colour of colours) {
      const band: [number, number] =
        def.zone === 'water' && pond
          ? [pond.y - 20, pond.y + 40]
          : treeLike(def.height)
            ? treeBand
            : def.height > 200
              ? [700, 860]
              : [760, 990]
      const spot = place(def.width, def.height, band, (y) => depthScale(y) * crowdScale)
      put({
        type: 'thing',
        id: spec.id,
        name: spec.id,
        colour,
        ...spot,
        width: def.width,
        height: def.height,
        phase: rng.next(),
        variant: rng.next(),
        flip: rng.next() < 0.5,
      })
    }
  }

  const plants = wantedPlants(scene, rng)
  const area = plants.reduce((sum, plant) => sum + plant.width * plant.height, 0)
  const crowd = Math.max(0.45, Math.min(1.2, Math.sqrt(BED_CAPACITY / Math.max(area, 1))))
  plants.sort((a, b) => b.width * b.height - a.width * a.height)
  for (const plant of plants) {
    const band: [number, number] = scene.fence
      ? [Math.max(plant.band[0], FENCE_Y + 20), plant.band[1]]
      : plant.band
    const spot = place(plant.width, plant.height, band, (y) => depthScale(y) * crowd, plant.shape)
    put(plant.make(spot.x, spot.y, spot.scale))
  }

  const ladybugs = scene.creatures.find((spec) => spec.kind === 'ladybug')?.count ?? 0
  for (let i = 0; i < ladybugs; i++) {
    const { width, height } = CREATURE_SIZE.ladybug
    const spot = place(width, height, [945, 1000], (y) => depthScale(y) * 1.25)
    put({
      type: 'ladybug',
      name: 'ladybug',
      ...spot,
      width,
      height,
      phase: rng.next(),
      variant: 0,
      flip: rng.next() < 0.5,
    })
  }

  if (pond) pond.name = 'pond'
  arrange(placed, scene.relations)
  // The pond lies flat, so things behind its far edge are drawn before it.
  const depth = (item: GroundItem) => item.depth ?? (item.type === 'pond' ? item.y - POND_SIZE.ry : item.y)
  return placed.sort((a, b) => depth(a) - depth(b))
}

/** Moves each subject of "X next to / on / under / in front of / behind Y" to its place by Y. */
export function arrange(items: GroundItem[], relations: SceneRelation[]): void {
  for (const { subject, relation, anchor } of relations) {
    const a = items.find((item) => item.name === anchor)
    const s = items.find((item) => item.name === subject && item !== a)
    if (!a || !s || s.type === 'fence' || s.type === 'pond') continue
    const aw = (a.width * a.scale) / 2
    const sw = (s.width * s.scale) / 2
    const side = a.x < CANVAS / 2 ? 1 : -1
    switch (relation) {
      case 'next-to':
        s.x = a.x + side * (aw + sw * 0.9)
        s.y = a.y + 2
        break
      case 'in-front-of':
        s.x = a.x + side * aw * 0.3
        s.y = Math.min(1000, a.y + 45)
        break
      case 'behind':
        s.x = a.x + side * aw * 0.4
        s.y = a.y - 25
        break
      case 'under':
        s.x = a.x + side * aw * (a.type === 'tree' || a.type === 'thing' ? 0.35 : 0.9)
        s.y = Math.min(1000, a.y + 12)
        break
      case 'on':
        s.x = a.x
        s.y = a.y - a.height * a.scale * (a.type === 'pond' ? 0 : 0.45)
        s.depth = a.y + 1
        break
    }
    s.x = Math.max(sw, Math.min(CANVAS - sw, s.x))
  }
}

/** Kites and dragonflies: up in the air, clear of one another. */
export function layoutAirThings(scene: Scene, rng: Rng) {
  const out: { id: string; x: number; y: number; scale: number; colour: Colour; phase: number }[] = []
  for (const spec of scene.things) {
    const def = THINGS[spec.id]
    if (def?.zone !== 'air') continue
    const colours = colourCycle(spec.colours, def.colour ? [def.colour] : ['red'], spec.count, rng)
    for (const colour of colours) {
      const spot = bestOf(
        () => ({
          x: rng.range(120, CANVAS - 120),
          y: rng.range(spec.id === 'kite' ? 180 : 420, spec.id === 'kite' ? 380 : 640),
        }),
        ({ x, y }) => -Math.min(400, ...out.map((other) => Math.hypot(other.x - x, other.y - y))),
      )
      out.push({ id: spec.id, ...spot, scale: 1, colour, phase: rng.next() })
    }
  }
  return out
}
