// Deterministic malformed request bodies for the fuzz test: a seeded generator, so every run sends the same ones.
import { createSeededRng } from '../../shared/games/random'

const FIELDS = [
  'email',
  'password',
  'confirmPassword',
  'name',
  'displayName',
  'age',
  'language',
  'text',
  'prompt',
  'message',
  'messages',
  'token',
  'choice',
  'consents',
  'analytics',
  'marketing',
  'isChild',
  'parentEmail',
  'parentConsent',
  'consent',
  'id',
  'ids',
  'title',
  'content',
  'voice',
  'voiceId',
  'audio',
  'audioData',
  'type',
  'settings',
  'p_event_name',
  'p_event_type',
  'p_metadata',
  'p_page_url',
  'kind',
  'style',
  'role',
  'lessonId',
  'gameId',
  'score',
  'rememberMe',
  'callbackURL',
  'provider',
  'newPassword',
  'currentPassword',
  'confirmation',
  'query',
  'registeredAt',
  'device_info',
  'utm_params',
  'chatId',
  'mode',
  'speed',
  'pitch',
  '__proto__',
  'constructor',
  '',
]

const BIG = 'x'.repeat(20_000)

/** Values that break assumptions: wrong types, extremes, unstorable characters, injection text, odd shapes. */
const VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udc00x',
  'NaN',
  'Infinity',
  'null',
  'true',
  '0',
  '-5',
  '999999999999999999999',
  '1e5',
  'x@y',
  'a@b.c',
  '@@',
  'é'.repeat(300),
  BIG,
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
  '\r\n\r\n',
  '🐝'.repeat(50),
  '2026-13-45T99:99:99Z',
  {},
  [],
  [null],
  [1, 'two', {}],
  { a: { b: { c: {} } } },
  { $ne: null },
  ['\u0000'],
  Array.from({ length: 500 }, (_, i) => i),
  { role: 'admin' },
  { length: -1 },
  [[[[[]]]]],
]

/** Bodies sent as raw text with a JSON content type. */
const RAW_BODIES = [
  'null',
  'true',
  '0',
  '-1',
  '1e999',
  '""',
  '"text"',
  '[]',
  '[null]',
  '{',
  '}',
  '{"a":}',
  '{"a":1,}',
  'NaN',
  'undefined',
  "{'a':1}",
  '\u0000',
  '{"email":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"admin":true}}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  `{"a":"${BIG}"}`,
  '\uFEFF{}',
  '{"a":1}{"b":2}',
  ' ',
  '\n',
]

export interface FuzzBody {
  body: string
  contentType: string
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!
}

function randomValue(random: () => number, depth: number): unknown {
  if (depth < 2 && random() < 0.15) return randomObject(random, depth + 1)
  return pick(random, VALUES)
}

function randomObject(random: () => number, depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {}
  const size = 1 + Math.floor(random() * 6)
  for (let i = 0; i < size; i++) object[pick(random, FIELDS)] = randomValue(random, depth)
  return object
}

/** `count` malformed bodies, the same for the same seed. */
export function fuzzBodies(seed: number, count: number): FuzzBody[] {
  const random = createSeededRng(seed)
  const bodies: FuzzBody[] = RAW_BODIES.map((body) => ({ body, contentType: 'application/json' }))
  while (bodies.length < count) {
    const roll = random()
    if (roll < 0.05) bodies.push({ body: JSON.stringify(randomObject(random)), contentType: 'text/plain' })
    else if (roll < 0.12)
      bodies.push({ body: JSON.stringify(pick(random, VALUES)), contentType: 'application/json' })
    else bodies.push({ body: JSON.stringify(randomObject(random)), contentType: 'application/json' })
  }
  return bodies.slice(0, count)
}

/** Odd path parameters for routes with `:id`-style segments. */
export const PATH_PARAMS = [
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '%00',
  '%E0%A4%A',
  'x'.repeat(300),
  '1',
  '-1',
  '..',
  '%20',
]
