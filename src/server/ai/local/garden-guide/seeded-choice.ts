// Deterministic "random" choices: the same key always picks the same wording.

/** FNV-1a hash of a string, as an unsigned 32-bit number. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export function seededPick<T>(options: readonly T[], key: string): T {
  if (options.length === 0) throw new Error('seededPick needs at least one option')
  return options[hashString(key) % options.length]!
}
