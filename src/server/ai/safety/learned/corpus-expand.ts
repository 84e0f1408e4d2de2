// Expands the training corpus's templates: {slot} picks from a slot list, (a|b) picks inline, [x] is optional.

export type Slots = Readonly<Record<string, readonly string[]>>

/** A small seeded generator (mulberry32), so the corpus and the trained model are the same on every start. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const pick = <T>(list: readonly T[], random: () => number): T =>
  list[Math.floor(random() * list.length)] as T

// Innermost group first, so groups nest: "(a|b (c|d))".
const INLINE = /\(([^()]*)\)/
const OPTIONAL = /\[([^[\]]*)\]/
const SLOT = /\{(\w+)\}/

/** One random sentence from a template; slots may themselves hold templates (up to a few levels deep). */
export function expand(template: string, slots: Slots, random: () => number, depth = 0): string {
  let out = template
  for (let guard = 0; guard < 200; guard++) {
    const slot = SLOT.exec(out)
    if (slot !== null) {
      const choices = slots[slot[1] as string]
      if (choices === undefined) throw new Error(`unknown slot {${slot[1]}} in "${template}"`)
      const chosen =
        depth < 4 ? expand(pick(choices, random), slots, random, depth + 1) : pick(choices, random)
      out = out.slice(0, slot.index) + chosen + out.slice(slot.index + slot[0].length)
      continue
    }
    const inline = INLINE.exec(out)
    if (inline !== null) {
      const chosen = pick((inline[1] as string).split('|'), random)
      out = out.slice(0, inline.index) + chosen + out.slice(inline.index + inline[0].length)
      continue
    }
    const optional = OPTIONAL.exec(out)
    if (optional !== null) {
      const chosen = random() < 0.5 ? (optional[1] as string) : ''
      out = out.slice(0, optional.index) + chosen + out.slice(optional.index + optional[0].length)
      continue
    }
    break
  }
  return out.replace(/\s+/g, ' ').trim()
}
