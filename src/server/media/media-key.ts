// Which media keys are safe: lower-case path segments that can never climb out of the store or hide files.

// Segments cannot start with a dot, so `..`, hidden files and absolute paths are impossible.
const SEGMENT = /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*$/
const MAX_KEY_LENGTH = 200

export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false
  return key.split('/').every((segment) => SEGMENT.test(segment))
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new RangeError(`Unsafe media key ${JSON.stringify(key)}`)
}
