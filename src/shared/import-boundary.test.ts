// Keeps the halves apart: nothing in src/web or src/shared imports server code. Type-only imports (the API's
// types, erased at build) are the one exception.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const src = path.resolve(import.meta.dirname, '..')
const serverDir = path.join(src, 'server')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [full] : []
  })
}

// import … from '…', export … from '…', import '…', import('…'), with `type` noted when the whole statement is.
const STATEMENT =
  /(?:^|\n)\s*(import|export)(\s+type)?\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g

function serverImports(file: string, text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(STATEMENT)) {
    const typeOnly = Boolean(match[2])
    const specifier = match[3] ?? match[4] ?? match[5] ?? ''
    if (typeOnly) continue
    const resolved = specifier.startsWith('@server/')
      ? path.join(serverDir, specifier.slice('@server/'.length))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : null
    if (resolved && (resolved === serverDir || resolved.startsWith(serverDir + path.sep))) {
      found.push(`${path.relative(src, file)} → ${specifier}`)
    }
  }
  return found
}

describe('import boundary', () => {
  it('finds a value import of server code, and lets a type-only one pass', () => {
    const file = path.join(src, 'web/lib/example.ts')
    expect(serverImports(file, "import { x } from '../../server/app'\n")).toHaveLength(1)
    expect(serverImports(file, "import '@server/env'\n")).toHaveLength(1)
    expect(serverImports(file, "const m = await import('../../server/env')\n")).toHaveLength(1)
    expect(serverImports(file, "export { y } from '../../server/app'\n")).toHaveLength(1)
    expect(serverImports(file, "import type { AppType } from '../../server/app'\n")).toEqual([])
    expect(serverImports(file, "export type { AppType } from '../../server/app'\n")).toEqual([])
    expect(serverImports(file, "import { z } from '../../shared/constants'\n")).toEqual([])
  })

  it('src/web and src/shared import no server code (type-only imports aside)', () => {
    const offending = ['web', 'shared']
      .flatMap((half) => sourceFiles(path.join(src, half)))
      .flatMap((file) => serverImports(file, readFileSync(file, 'utf8')))
    expect(offending).toEqual([])
  })
})
