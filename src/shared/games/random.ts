// Injectable randomness for the games: a seeded generator so tests and replays know every shuffle.

/** Returns a number in [0, 1), like Math.random. */
export type Rng = () => number

/** mulberry32: tiny, fast and good enough to shuffle cards; the same seed always gives the same sequence. */
export function createSeededRng(seed: number): Rng {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** An integer in [0, max). */
export function randomInt(rng: Rng, max: number): number {
  return Math.min(max - 1, Math.floor(rng() * max))
}

/** Fisher–Yates on a copy, so every ordering is equally likely and the input stays untouched. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1)
    const held = copy[i] as T
    copy[i] = copy[j] as T
    copy[j] = held
  }
  return copy
}
