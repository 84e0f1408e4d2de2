// Decides where everything in a Scene goes (seeded), spreading plants and creatures so nothing piles up.
import { type Mood, moodOf } from './art/sky'
import { layoutFliers } from './layout-air'
import { layoutAirThings, layoutGround } from './layout-ground'
import { layoutLawn, layoutSky } from './layout-sky'
import { createRng, hashString } from './prng'
import type { Colour, CreatureKind, FlowerKind, Scene, TreeKind, VegetableKind } from './scene'

export type GroundItem =
  | (Base & { type: 'flower'; kind: FlowerKind; colour: Colour })
  | (Base & { type: 'vegetable'; kind: VegetableKind; fruits: number })
  | (Base & { type: 'tree'; kind: TreeKind })
  | (Base & { type: 'ladybug' })
  | (Base & { type: 'hive' })
  | (Base & { type: 'pond' })
  | (Base & { type: 'fence' })
  | (Base & { type: 'thing'; id: string; colour: Colour })

interface Base {
  /** Where the thing touches the ground. */
  x: number
  y: number
  scale: number
  width: number
  height: number
  /** In [0, 1): offsets this item's animation so a garden never moves in lockstep. */
  phase: number
  variant: number
  flip: boolean
  /** Canonical name, for placing things relative to each other ("hive under apple-tree"). */
  name?: string
  /** Drawing order when it differs from `y` (something sitting on top of something else). */
  depth?: number
}

export interface Flier {
  kind: Exclude<CreatureKind, 'ladybug'>
  x: number
  y: number
  scale: number
  colour: Colour
  phase: number
  /** Half the width and height of the loop it flies around its spot. */
  rangeX: number
  rangeY: number
  /** Blooms a bee visits in a clip, in order; it flies from its spot to each and back. */
  visits: { x: number; y: number }[]
}

export interface SceneLayout {
  mood: Mood
  night: boolean
  sunset: boolean
  sun: { x: number; y: number; r: number } | undefined
  moon: { x: number; y: number; r: number } | undefined
  stars: { x: number; y: number; r: number; phase: number }[]
  clouds: { x: number; y: number; width: number; phase: number }[]
  rain: { x: number; y: number; length: number }[]
  rainbow: boolean
  tufts: { x: number; y: number; scale: number }[]
  bushes: { x: number; y: number; r: number }[]
  fireflies: { x: number; y: number; phase: number }[]
  birds: { x: number; y: number; phase: number }[]
  florets: { x: number; y: number; colour: string }[]
  /** Sorted back to front. */
  ground: GroundItem[]
  fliers: Flier[]
  /** Things in the air (kites, dragonflies), bobbing about their spot in clips. */
  airThings: { id: string; x: number; y: number; scale: number; colour: Colour; phase: number }[]
  setting: Scene['setting']
  snow: { x: number; y: number; r: number }[]
  gusts: { x: number; y: number; phase: number }[]
  storm: boolean
  /** A close-up of a fact's subject replaces the garden. */
  subject: Scene['subject']
}

/**
 * Lays out a scene. The scene's content is mixed into the seed so different gardens never share a layout,
 * while prompts that mean the same thing ("three sunflowers", "tres girasoles") draw the same picture.
 */
export function layoutScene(scene: Scene, seed: number): SceneLayout {
  const { recognised: _words, notDrawn: _missing, ...content } = scene
  const rng = createRng(hashString(`${seed >>> 0}|${JSON.stringify(content)}`))
  const sky = layoutSky(scene, rng.fork('sky'))
  const ground = layoutGround(scene, rng.fork('ground'))
  const fliers = layoutFliers(scene, ground, sky.bodies, rng.fork('fliers'))
  const lawn = layoutLawn(scene, rng.fork('lawn'))
  const weather = rng.fork('weather')
  const air = layoutAirThings(scene, rng.fork('air'))
  return {
    mood: moodOf(scene.sky.time, scene.sky.rain),
    night: scene.sky.time === 'night',
    sunset: scene.sky.time === 'sunset',
    sun: sky.sun,
    moon: sky.moon,
    stars: sky.stars,
    clouds: sky.clouds,
    rain: sky.rain,
    rainbow: scene.sky.rainbow,
    birds: sky.birds,
    ...lawn,
    ground,
    fliers,
    airThings: air,
    setting: scene.setting,
    snow: scene.sky.snow
      ? Array.from({ length: 70 }, () => ({
          x: weather.range(0, 1024),
          y: weather.range(0, 1024),
          r: weather.range(5, 11),
        }))
      : [],
    gusts: scene.sky.wind
      ? Array.from({ length: 3 }, (_, i) => ({
          x: weather.range(40, 700),
          y: 260 + i * 120,
          phase: weather.next(),
        }))
      : [],
    storm: scene.sky.storm,
    subject: scene.subject,
  }
}
