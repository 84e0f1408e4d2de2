import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { bundledResources, LAZY_NAMESPACES, loadNamespace } from './resources'

const here = path.dirname(fileURLToPath(import.meta.url))
const sharedDir = path.join(here, '../../shared/i18n')
const namespaceFiles = [
  ...readdirSync(path.join(here, 'en')).filter((file) => file.endsWith('.json')),
  ...readdirSync(path.join(sharedDir, 'en')).filter((file) => file.endsWith('.json')),
]

function read(language: string, file: string): Record<string, unknown> {
  const local = path.join(here, language, file)
  const shared = path.join(sharedDir, language, file)
  return JSON.parse(readFileSync(existsSync(local) ? local : shared, 'utf8'))
}

function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
}

function valueAt(tree: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree)
}

const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort()

describe('translation resources', () => {
  it('has the same namespace files for en and es', () => {
    for (const dir of [here, sharedDir]) {
      const en = readdirSync(path.join(dir, 'en')).filter((file) => file.endsWith('.json'))
      const es = readdirSync(path.join(dir, 'es')).filter((file) => file.endsWith('.json'))
      expect(es.sort()).toEqual(en.sort())
    }
  })

  it('registers every namespace, bundled or lazy, exactly once', () => {
    const registered = [...Object.keys(bundledResources.en), ...LAZY_NAMESPACES].sort()
    expect(registered).toEqual(namespaceFiles.map((file) => file.replace('.json', '')).sort())
    expect(Object.keys(bundledResources.es).sort()).toEqual(Object.keys(bundledResources.en).sort())
  })

  it('loads every lazy namespace in both languages', async () => {
    for (const namespace of LAZY_NAMESPACES) {
      for (const language of ['en', 'es']) {
        const loaded = (await loadNamespace(language, namespace)) as { default?: unknown }
        expect(loaded.default ?? loaded).toEqual(read(language, `${namespace}.json`))
      }
    }
  })

  for (const file of namespaceFiles) {
    it(`has the same keys, no empty strings and the same placeholders in en and es: ${file}`, () => {
      const en = read('en', file)
      const es = read('es', file)
      expect(keyPaths(es).sort()).toEqual(keyPaths(en).sort())
      for (const key of keyPaths(en)) {
        const enText = String(valueAt(en, key))
        const esText = String(valueAt(es, key))
        expect(enText.trim(), `en ${file}:${key}`).not.toBe('')
        expect(esText.trim(), `es ${file}:${key}`).not.toBe('')
        expect(placeholders(esText), `placeholders of ${file}:${key}`).toEqual(placeholders(enText))
      }
    })
  }
})
