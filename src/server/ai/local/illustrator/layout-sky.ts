// Places the sky (sun, moon, clouds, stars, rain, birds) and the lawn's little decorations.
import { HORIZON_Y } from './art/sky'
import type { SceneLayout } from './layout'
import { bestOf, CANVAS, depthScale } from './placement'
import type { Rng } from './prng'
import type { Scene } from './scene'

export function layoutSky(scene: Scene, rng: Rng) {
  const { sky } = scene
  const left = rng.next() < 0.5
  const side = (isLeft: boolean) => (isLeft ? rng.range(165, 250) : rng.range(774, 859))
  const sun = sky.sun
    ? sky.time === 'sunset'
      ? { x: rng.range(320, 704), y: HORIZON_Y - 105, r: 95 }
      : { x: side(left), y: rng.range(140, 185), r: 78 }
    : undefined
  const moon = sky.moon ? { x: side(sun ? !left : left), y: rng.range(130, 175), r: 64 } : undefined
  const bodies = [sun, moon].filter((body) => body !== undefined)

  const clouds: SceneLayout['clouds'] = []
  for (let i = 0; i < sky.clouds; i++) {
    const slot = ((i + 0.5) / sky.clouds) * CANVAS
    const width = sky.rain ? rng.range(230, 300) : rng.range(160, 230)
    const spot = bestOf(
      () => ({ x: rng.range(90, CANVAS - 90), y: sky.rain ? rng.range(110, 210) : rng.range(100, 320) }),
      ({ x, y }) => {
        let score = Math.abs(x - slot) * 0.6
        for (const body of bodies) {
          const gap = Math.hypot(body.x - x, body.y - y) - (body.r * 1.3 + width * 0.5)
          if (!sky.rain && gap < 0) score += 1000 - gap
        }
        for (const other of clouds) score += Math.max(0, 260 - Math.hypot(other.x - x, (other.y - y) * 2)) * 2
        return score
      },
    )
    clouds.push({ ...spot, width, phase: rng.next() })
  }

  const stars: SceneLayout['stars'] = []
  for (let i = 0; i < sky.stars; i++) {
    const spot = bestOf(
      () => ({ x: rng.range(20, CANVAS - 20), y: rng.range(25, HORIZON_Y - 110) }),
      ({ x, y }) => {
        let nearest = 300
        for (const star of stars) nearest = Math.min(nearest, Math.hypot(star.x - x, star.y - y))
        for (const body of bodies) if (Math.hypot(body.x - x, body.y - y) < body.r * 1.8) nearest -= 1000
        return -nearest
      },
    )
    stars.push({ ...spot, r: rng.range(5, 12), phase: rng.next() })
  }

  const rain: SceneLayout['rain'] = []
  if (sky.rain) {
    for (let i = 0; i < 110; i++)
      rain.push({ x: rng.range(-20, CANVAS + 20), y: rng.range(0, CANVAS), length: rng.range(22, 34) })
  }
  const birds: SceneLayout['birds'] = []
  if (sky.time !== 'night' && !sky.rain) {
    const count = rng.int(2, 3)
    for (let i = 0; i < count; i++) {
      const spot = bestOf(
        () => ({ x: rng.range(80, CANVAS - 80), y: rng.range(70, 330) }),
        ({ x, y }) => {
          let score = 0
          for (const body of bodies) if (Math.hypot(body.x - x, body.y - y) < body.r * 1.6 + 30) score += 1000
          for (const cloud of clouds)
            if (Math.abs(cloud.x - x) < cloud.width * 0.6 && Math.abs(cloud.y - y) < 80) score += 500
          for (const bird of birds) score += Math.max(0, 150 - Math.hypot(bird.x - x, bird.y - y))
          return score
        },
      )
      birds.push({ ...spot, phase: rng.next() })
    }
  }
  return { sun, moon, stars, clouds, rain, birds, bodies }
}

export function layoutLawn(scene: Scene, rng: Rng) {
  const tufts: SceneLayout['tufts'] = []
  for (let i = 0; i < 70; i++) {
    const y = rng.range(HORIZON_Y + 50, CANVAS - 5)
    tufts.push({ x: rng.range(0, CANVAS), y, scale: depthScale(y) })
  }
  const florets: SceneLayout['florets'] = []
  const colours = scene.sky.time === 'night' ? ['#C9D3F0', '#E8E0A8'] : ['#FFFFFF', '#FFF3A6', '#FFD0E4']
  for (let i = 0; i < 22; i++) {
    florets.push({
      x: rng.range(10, CANVAS - 10),
      y: rng.range(HORIZON_Y + 60, CANVAS - 10),
      colour: rng.pick(colours),
    })
  }
  const bushes: SceneLayout['bushes'] = []
  for (let i = 0; i < 5; i++) {
    const x = ((i + rng.range(0.1, 0.9)) / 5) * CANVAS
    bushes.push({ x, y: HORIZON_Y + rng.range(25, 45), r: rng.range(26, 40) })
  }
  const fireflies: SceneLayout['fireflies'] = []
  if (scene.sky.time === 'night') {
    for (let i = 0; i < 10; i++) {
      fireflies.push({
        x: rng.range(40, CANVAS - 40),
        y: rng.range(HORIZON_Y - 120, CANVAS - 80),
        phase: rng.next(),
      })
    }
  }
  return { tufts, florets, bushes, fireflies }
}
