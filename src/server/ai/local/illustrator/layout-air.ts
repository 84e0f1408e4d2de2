// Places the flying creatures near the blooms they visit, clear of the sun, the moon and one another.
import { CREATURE_SIZE } from './art/creatures'
import type { Flier, GroundItem } from './layout'
import { bestOf, CANVAS, colourCycle, overlap } from './placement'
import type { Rng } from './prng'
import type { Colour, Scene } from './scene'

const BUTTERFLY_COLOURS: Colour[] = ['orange', 'blue', 'purple', 'pink', 'yellow']

/** The blooms creatures visit: the top of each flower or vegetable plant, with its size. */
function blossoms(ground: GroundItem[]): { x: number; y: number; r: number }[] {
  return ground
    .filter((item) => item.type === 'flower' || item.type === 'vegetable')
    .map((item) => {
      const r = (item.width * item.scale) / 2
      return { x: item.x, y: item.y - item.height * item.scale + r, r }
    })
}

export function layoutFliers(
  scene: Scene,
  ground: GroundItem[],
  avoid: { x: number; y: number; r: number }[],
  rng: Rng,
) {
  const fliers: Flier[] = []
  const kinds = scene.creatures.filter((spec) => spec.kind !== 'ladybug')
  const total = kinds.reduce((sum, spec) => sum + spec.count, 0)
  const crowd = Math.max(0.55, Math.min(1, Math.sqrt(10 / Math.max(total, 1))))
  const heads = blossoms(ground)
  for (const spec of kinds) {
    const kind = spec.kind as Flier['kind']
    const colours = colourCycle(spec.colours, BUTTERFLY_COLOURS, spec.count, rng)
    const { width, height } = CREATURE_SIZE[kind]
    const rangeX = kind === 'hummingbird' ? 14 : kind === 'butterfly' ? 40 : 55
    const rangeY = kind === 'hummingbird' ? 10 : 22
    for (const colour of colours) {
      const scale = crowd * (kind === 'hummingbird' ? 1.05 : 1)
      const halfW = (width * scale) / 2 + rangeX
      const halfH = (height * scale) / 2 + rangeY
      const spot = bestOf(
        () => {
          const head = heads.length > 0 && rng.next() < 0.6 ? rng.pick(heads) : undefined
          const x = head ? head.x + rng.range(-1.8, 1.8) * (head.r + halfW) : rng.range(halfW, CANVAS - halfW)
          const y = head ? head.y - rng.range(0.6, 1.4) * (head.r + halfH) : rng.range(230, 640)
          return {
            x: Math.min(CANVAS - halfW, Math.max(halfW, x)),
            y: Math.min(700, Math.max(120 + halfH, y)),
          }
        },
        ({ x, y }) => {
          const box = { left: x - halfW, right: x + halfW, top: y - halfH, bottom: y + halfH }
          let score = 0
          for (const other of fliers) {
            const ow = (CREATURE_SIZE[other.kind].width * other.scale) / 2 + other.rangeX
            const oh = (CREATURE_SIZE[other.kind].height * other.scale) / 2 + other.rangeY
            score +=
              overlap(box, {
                left: other.x - ow,
                right: other.x + ow,
                top: other.y - oh,
                bottom: other.y + oh,
              }) * 4
          }
          for (const body of avoid) {
            if (Math.hypot(body.x - x, body.y - y) < body.r + halfW) score += 1e6
          }
          // Hover close to a bloom without hiding it.
          let nearestHead = 600
          for (const head of heads) {
            const gap = Math.hypot(head.x - x, head.y - y) - head.r - (width * scale) / 2
            if (gap < 0) score -= gap * 60
            nearestHead = Math.min(nearestHead, Math.max(0, gap))
          }
          return score / (width * scale) + nearestHead * 0.3
        },
      )
      // Bees and bumblebees visit the two blooms nearest their spot, hovering just above each.
      const visits =
        kind === 'bee' || kind === 'bumblebee'
          ? [...heads]
              .sort((a, b) => Math.hypot(a.x - spot.x, a.y - spot.y) - Math.hypot(b.x - spot.x, b.y - spot.y))
              .slice(0, 2)
              .map((head) => ({ x: head.x, y: Math.max(120, head.y - head.r - 30 * scale) }))
          : []
      fliers.push({ kind, ...spot, scale, colour, phase: rng.next(), rangeX, rangeY, visits })
    }
  }
  return fliers
}
