// Shared geometry for laying a garden out: boxes, overlap, depth and a seeded best-of-N spot picker.
import type { Rng } from './prng'
import type { Colour } from './scene'

export const CANVAS = 1024
const CANDIDATES = 50

export interface Box {
  left: number
  right: number
  top: number
  bottom: number
}

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rng.int(0, i)
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}

/** Colours for `count` items: the asked-for ones in turn, else a shuffled cheerful mix. */
export function colourCycle(asked: Colour[], fallback: Colour[], count: number, rng: Rng): Colour[] {
  const source = asked.length > 0 ? asked : shuffled(fallback, rng)
  return Array.from({ length: count }, (_, i) => source[i % source.length]!)
}

export function depthScale(y: number): number {
  return 0.8 + (0.35 * (y - 700)) / 300
}

export function boxOf(x: number, y: number, width: number, height: number, scale: number): Box {
  return { left: x - (width * scale) / 2, right: x + (width * scale) / 2, top: y - height * scale, bottom: y }
}

export interface Part {
  box: Box
  weight: number
}

/**
 * The parts of a thing that should not be covered. A flower is mostly its bloom: another plant's
 * stem crossing its stalk is fine, two blooms on top of each other are a mess.
 */
export function partsOf(
  shape: 'bloom' | 'solid',
  x: number,
  y: number,
  width: number,
  height: number,
  scale: number,
): Part[] {
  const box = boxOf(x, y, width, height, scale)
  if (shape === 'solid') return [{ box, weight: 1 }]
  const w = width * scale
  const bloomBottom = box.top + w
  return [
    { box: { ...box, bottom: bloomBottom }, weight: 1 },
    { box: { left: x - w * 0.2, right: x + w * 0.2, top: bloomBottom, bottom: y }, weight: 0.4 },
  ]
}

export function overlap(a: Box, b: Box): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left)
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
  return w > 0 && h > 0 ? w * h : 0
}

/** Mitchell's best-candidate: try a few random spots and keep the one that scores lowest. */
export function bestOf<T>(make: () => T, score: (candidate: T) => number): T {
  let best = make()
  let bestScore = score(best)
  for (let i = 1; i < CANDIDATES; i++) {
    const candidate = make()
    const value = score(candidate)
    if (value < bestScore) {
      best = candidate
      bestScore = value
    }
  }
  return best
}
