// Text PostgreSQL cannot store: NUL characters, and lone UTF-16 surrogates (they become invalid UTF-8). Any such
// string in a request body is refused with a 400 before it could reach the database and fail there with a 500.

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL character is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** True when any string (or object key) anywhere in a parsed JSON value cannot be stored. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value)
  if (depth > 64 || value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, depth + 1))
  return Object.entries(value).some(
    ([key, item]) => UNSTORABLE.test(key) || hasUnstorableText(item, depth + 1),
  )
}
