// The closed error registry: every code the server can send is one of ERROR_CODES, and each has an English and
// a Spanish text for the client. Codes are found in the server's source, so a new literal code fails here.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../shared/constants'
import { ALL_ERROR_CODES, ERROR_CODES } from '../shared/error-codes'
import { ERROR_MESSAGES, errorMessageFor } from '../shared/i18n/error-messages'
import { CREATE_ERROR_CODES } from './features/creations/errors'
import { SPEECH_ERROR_CODES } from './speech/synthesis/speech-request'

const serverDir = path.dirname(new URL(import.meta.url).pathname)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

/** `kind:surface` literals that are not error codes: safety rule ids, a probe's name, the format in comments. */
const NOT_ERROR_CODES = (file: string, literal: string) =>
  literal.startsWith('node:') ||
  literal === 'kind:surface' ||
  /ai\/safety\/[\w-]+-rules\.ts$/.test(file) ||
  (file.endsWith('operator/probes.ts') && literal === 'speech:local')

describe('the closed error registry', () => {
  it('has a non-empty English and Spanish text for every code', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(ERROR_MESSAGES[language]).sort()).toEqual([...ALL_ERROR_CODES].sort())
      for (const code of ALL_ERROR_CODES) expect(ERROR_MESSAGES[language][code].trim()).not.toBe('')
    }
    expect(new Set(ALL_ERROR_CODES).size).toBe(ALL_ERROR_CODES.length)
    expect(errorMessageFor('invalid:bootstrap_token', 'es')).toMatch(/código de operador no es válido/)
    expect(errorMessageFor('made_up:code', 'en')).toBeUndefined()
  })

  it('holds every literal code in the server source, and no code is built from a template', () => {
    const files = sourceFiles(serverDir)
    expect(files.length).toBeGreaterThan(100)
    const outside: string[] = []
    const templated: string[] = []
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      for (const [, literal] of text.matchAll(/['"`]([a-z_]+:[a-z_]+)['"`]/g)) {
        if (literal && !NOT_ERROR_CODES(file, literal) && !(ALL_ERROR_CODES as string[]).includes(literal))
          outside.push(`${path.relative(serverDir, file)}: ${literal}`)
      }
      // A code assembled at run time (e.g. `http_${status}:api`) would escape the registry.
      for (const line of text.split('\n').filter((l) => /ApiError\(|\bcode\b/.test(l)))
        for (const [match] of line.matchAll(/`[a-z_]*\$\{[^}`]+\}:[a-z_]+`/g))
          templated.push(`${path.relative(serverDir, file)}: ${match}`)
    }
    expect(outside).toEqual([])
    expect(templated).toEqual([])
  })

  it('includes the feature code lists that name codes of their own', () => {
    for (const code of [...Object.values(CREATE_ERROR_CODES), ...Object.values(SPEECH_ERROR_CODES)])
      expect(ALL_ERROR_CODES).toContain(code)
    expect(ERROR_CODES.voiceSocketsLimit).toBe('rate_limit:voice_sockets')
  })
})
