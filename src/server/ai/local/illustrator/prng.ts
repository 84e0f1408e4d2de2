// A small seeded random generator so the same prompt and seed always draw the same picture.

export interface Rng {
  /** A number in [0, 1). */
  next(): number
  range(min: number, max: number): number
  int(min: number, maxInclusive: number): number
  pick<T>(items: readonly T[]): T
  /** An independent generator for one part of the picture, so adding stars never moves the flowers. */
  fork(label: string): Rng
}

/** FNV-1a: a stable 32-bit hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0
  // mulberry32: tiny, fast and well spread for picture layout.
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    fork: (label) => createRng(hashString(`${seed}:${label}`)),
  }
}
