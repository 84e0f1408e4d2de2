// Composes a Scene into a 1024×1024 SVG garden picture; a time in [0, 1) poses it for one frame of a looping clip.
import { CREATURE_DEFS, drawCreature } from './art/creatures'
import { drawFlower } from './art/flowers'
import { drawGust, drawLightning, drawSetting, drawSnowflake, SNOW_GROUND } from './art/settings'
import {
  drawBird,
  drawBush,
  drawCloud,
  drawFirefly,
  drawFloret,
  drawHills,
  drawMeadow,
  drawMoon,
  drawRainbow,
  drawRainDrop,
  drawSkyBackground,
  drawStar,
  drawSun,
  drawTuft,
  HORIZON_Y,
  skyDefs,
} from './art/sky'
import { drawSubject, drawSubjectBackdrop } from './art/subjects'
import { f, place } from './art/svg'
import { drawFence, drawHive, drawPond, drawTree } from './art/trees-and-props'
import { drawVegetable } from './art/vegetables'
import { PETALS } from './colours'
import { type Flier, type GroundItem, layoutScene, type SceneLayout } from './layout'
import { CANVAS } from './placement'
import type { Scene } from './scene'
import { THINGS } from './things'

const TAU = Math.PI * 2
const SWAY_DEGREES = { flower: 3, sunflower: 2, vegetable: 1.5, tree: 0.8 }
/** Wing beats per loop: fast enough to read as buzzing at 12 frames a second. */
const WING_BEATS = 7

function wave(t: number, phase: number, cycles = 1): number {
  return Math.sin(TAU * (t * cycles + phase))
}

function shadow(item: GroundItem): string {
  const rx = item.width * item.scale * (item.type === 'tree' ? 0.3 : 0.28)
  return `<ellipse cx="${f(item.x)}" cy="${f(item.y + 2)}" rx="${f(rx)}" ry="${f(9 * item.scale)}" fill="#1F4F1C" opacity="0.2"/>`
}

function drawGroundItem(item: GroundItem, t: number, night: boolean): string {
  switch (item.type) {
    case 'flower': {
      const sway =
        (item.kind === 'sunflower' ? SWAY_DEGREES.sunflower : SWAY_DEGREES.flower) * wave(t, item.phase)
      return `${shadow(item)}<g data-item="${item.kind}" transform="${place(item.x, item.y, item.scale, sway)}">${drawFlower(item.kind, PETALS[item.colour], item.variant)}</g>`
    }
    case 'vegetable': {
      const sway = SWAY_DEGREES.vegetable * wave(t, item.phase)
      return `${shadow(item)}<g data-plant="${item.kind}" transform="${place(item.x, item.y, item.scale, sway, item.flip)}">${drawVegetable(item.kind, item.fruits)}</g>`
    }
    case 'tree': {
      const sway = SWAY_DEGREES.tree * wave(t, item.phase)
      return `<g data-item="${item.kind}" transform="${place(item.x, item.y, item.scale, sway)}">${drawTree(item.kind, item.variant)}</g>`
    }
    case 'ladybug': {
      const crawl = 8 * wave(t, item.phase)
      return `<g data-item="ladybug" transform="${place(item.x + crawl, item.y - 16 * item.scale, item.scale, 0, item.flip)}">${drawCreature('ladybug', PETALS.red, 0)}</g>`
    }
    case 'hive':
      return `${shadow(item)}<g data-item="hive" transform="${place(item.x, item.y, item.scale)}">${drawHive()}</g>`
    case 'pond':
      return `<g data-item="pond" transform="${place(item.x, item.y, item.scale)}">${drawPond(t, night)}</g>`
    case 'fence':
      return `<g data-item="fence" transform="translate(0 ${f(item.y)})">${drawFence(CANVAS, night)}</g>`
    case 'thing': {
      const def = THINGS[item.id]!
      const bob = def.zone === 'water' ? 3 * wave(t, item.phase, 2) : 0
      const flip = item.flip && def.colour === undefined
      return `${shadow(item)}<g data-item="${item.id}" transform="${place(item.x, item.y + bob, item.scale, 0, flip)}">${def.draw(PETALS[item.colour], item.variant, 0.5 + 0.5 * wave(t, item.phase, 6))}</g>`
    }
  }
}

/** A dotted loop behind a still bee, the picture-book way of showing it buzzing about. */
const BEE_TRAIL =
  '<path d="M-44 8C-70 34 -104 22 -96 0C-88 -22 -60 -6 -78 14C-96 34 -130 26 -150 10" fill="none" stroke="#FFFFFF" stroke-width="4" stroke-linecap="round" stroke-dasharray="2 11" opacity="0.9"/>'

/**
 * Where a bee is at loop time `t` on its round: its spot, then each bloom it visits, and back, easing in to
 * hover at each stop. Returns undefined for fliers that only loop about their spot.
 */
export function visitPosition(
  flier: Flier,
  t: number,
): { x: number; y: number; heading: number } | undefined {
  if (flier.visits.length === 0) return undefined
  const stops = [{ x: flier.x, y: flier.y }, ...flier.visits]
  const along = (((t + flier.phase) % 1) + 1) % 1
  const leg = Math.floor(along * stops.length)
  const from = stops[leg]!
  const to = stops[(leg + 1) % stops.length]!
  const k = along * stops.length - leg
  const eased = k < 0.35 ? 0 : 0.5 - 0.5 * Math.cos((Math.PI * (k - 0.35)) / 0.65)
  // A little arc above the straight line, like a bee's flight.
  const lift = Math.sin(Math.PI * eased) * 40
  return {
    x: from.x + (to.x - from.x) * eased,
    y: from.y + (to.y - from.y) * eased - lift + 6 * wave(t, flier.phase, 6),
    heading: to.x - from.x,
  }
}

function drawFlier(flier: Flier, t: number | undefined): string {
  const time = t ?? 0
  const visit = t === undefined ? undefined : visitPosition(flier, time)
  const x = visit?.x ?? flier.x + flier.rangeX * wave(time, flier.phase)
  const y = visit?.y ?? flier.y + flier.rangeY * wave(time, flier.phase, 2)
  const heading = visit?.heading ?? Math.cos(TAU * (time + flier.phase))
  const facesLeft = flier.kind === 'hummingbird' ? flier.x > CANVAS / 2 : heading < 0
  const beats = flier.kind === 'butterfly' ? 4 : WING_BEATS
  const flap = t === undefined ? 1 : 0.5 + 0.5 * wave(time, flier.phase, beats)
  const trail = t === undefined && (flier.kind === 'bee' || flier.kind === 'bumblebee') ? BEE_TRAIL : ''
  const tilt = flier.kind === 'butterfly' ? 0 : 8 * wave(time, flier.phase, 2)
  return `<g data-item="${flier.kind}" transform="${place(x, y, flier.scale, tilt, facesLeft)}">${trail}${drawCreature(flier.kind, PETALS[flier.colour], flap)}</g>`
}

/** The parts of the picture that never move: sky, rainbow, moon, hills and lawn. */
export function drawBackdrop(layout: SceneLayout): string {
  if (layout.subject) return drawSubjectBackdrop(layout.subject)
  let body = drawSkyBackground()
  if (layout.rainbow) body += drawRainbow(CANVAS / 2, HORIZON_Y + 90, 500)
  // A setting sun sits behind the hills, so it belongs to the still backdrop.
  if (layout.sun && layout.sunset) body += drawSun(layout.sun.x, layout.sun.y, layout.sun.r, 0)
  if (layout.moon) body += drawMoon(layout.moon.x, layout.moon.y, layout.moon.r)
  body += drawHills(layout.mood)
  for (const bush of layout.bushes) body += drawBush(bush.x, bush.y, bush.r, layout.mood)
  body += drawMeadow()
  body += drawSetting(layout.setting, layout.night)
  if (layout.snow.length > 0) body += SNOW_GROUND
  const lawn =
    layout.setting === 'meadow' || layout.setting === 'school-garden' || layout.setting === 'forest-edge'
  if (lawn) {
    for (const floret of layout.florets) body += drawFloret(floret.x, floret.y, floret.colour)
    for (const tuft of layout.tufts) body += drawTuft(tuft.x, tuft.y, tuft.scale, layout.mood.tuft)
  }
  return body
}

/** Everything that moves in a clip, posed at loop position `t`; `t` undefined is the still picture. */
export function drawAction(layout: SceneLayout, t?: number): string {
  const time = t ?? 0
  if (layout.subject) return drawSubject(layout.subject, time)
  let body = ''
  for (const star of layout.stars)
    body += drawStar(star.x, star.y, star.r, 0.5 + 0.5 * wave(time, star.phase, 2))
  // In a clip the sun drifts along a low arc and back, so the loop closes.
  if (layout.sun && !layout.sunset) {
    const drift = t === undefined ? 0 : wave(time, 0)
    body += drawSun(layout.sun.x + 40 * drift, layout.sun.y - 12 * (1 - drift * drift), layout.sun.r, time)
  }
  for (const cloud of layout.clouds) {
    body += drawCloud(cloud.x + 22 * wave(time, cloud.phase), cloud.y, cloud.width, layout.mood)
  }
  for (const bird of layout.birds) {
    const flap = 0.5 + 0.5 * wave(time, bird.phase, 4)
    body += drawBird(bird.x + 30 * wave(time, bird.phase), bird.y + 6 * wave(time, bird.phase, 2), flap)
  }
  // Lightning flashes for a moment in each loop; the still picture shows it.
  if (layout.storm && (t === undefined || time % 0.5 < 0.12)) body += drawLightning(700, 140)
  for (const item of layout.ground) body += drawGroundItem(item, time, layout.night)
  for (const thing of layout.airThings) {
    const def = THINGS[thing.id]!
    const x = thing.x + 26 * wave(time, thing.phase)
    const y = thing.y + 14 * wave(time, thing.phase, 2)
    body += `<g data-item="${thing.id}" transform="${place(x, y, thing.scale)}">${def.draw(PETALS[thing.colour], 0, 0.5 + 0.5 * wave(time, thing.phase, 6))}</g>`
  }
  for (const flier of layout.fliers) body += drawFlier(flier, t)
  for (const fly of layout.fireflies) {
    const glow = 0.5 + 0.5 * wave(time, fly.phase, 3)
    body += drawFirefly(fly.x + 14 * wave(time, fly.phase), fly.y + 10 * wave(time, fly.phase, 2), glow)
  }
  for (const flake of layout.snow) {
    const y = (flake.y + time * CANVAS * 0.5) % CANVAS
    body += drawSnowflake(flake.x + 12 * wave(time, flake.x / CANVAS, 2), y, flake.r)
  }
  for (const gust of layout.gusts) body += drawGust(gust.x + 120 * ((time + gust.phase) % 1), gust.y)
  for (const drop of layout.rain) {
    const y = (drop.y + time * CANVAS) % CANVAS
    body += drawRainDrop(drop.x - 0.18 * (y - drop.y), y, drop.length, layout.night)
  }
  return body
}

export function svgDocument(layout: SceneLayout, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CANVAS} ${CANVAS}" width="${CANVAS}" height="${CANVAS}">` +
    `<defs>${skyDefs(layout.mood)}${CREATURE_DEFS}</defs>${body}</svg>`
  )
}

/** Draws a laid-out garden; `t` undefined is the still picture, otherwise the loop position in [0, 1). */
export function drawLayout(layout: SceneLayout, t?: number): string {
  return svgDocument(layout, drawBackdrop(layout) + drawAction(layout, t))
}

/** The still garden picture for a scene, identical for the same scene and seed. */
export function composeScene(scene: Scene, seed: number): string {
  return drawLayout(layoutScene(scene, seed))
}
