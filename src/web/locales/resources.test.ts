import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { resources } from './resources'

const here = path.dirname(fileURLToPath(import.meta.url))

function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value === null || typeof value !== 'object') return []
  return Object.values(value).flatMap(leaves)
}

describe('translation resources', () => {
  it('has the same namespace files for en and es, all registered', () => {
    const en = readdirSync(path.join(here, 'en')).sort()
    const es = readdirSync(path.join(here, 'es')).sort()
    expect(es).toEqual(en)
    expect(Object.keys(resources.en).sort()).toEqual(en.map((file) => file.replace('.json', '')))
    expect(Object.keys(resources.es).sort()).toEqual(Object.keys(resources.en).sort())
  })

  for (const namespace of Object.keys(resources.en) as Array<keyof typeof resources.en>) {
    it(`has the same keys in en and es for "${namespace}"`, () => {
      expect(keyPaths(resources.es[namespace]).sort()).toEqual(keyPaths(resources.en[namespace]).sort())
    })

    it(`has no empty strings and the same placeholders in "${namespace}"`, () => {
      const en = resources.en[namespace] as Record<string, unknown>
      const es = resources.es[namespace] as Record<string, unknown>
      for (const key of keyPaths(en)) {
        const get = (tree: Record<string, unknown>) =>
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree)
        const enText = String(get(en))
        const esText = String(get(es))
        expect(enText.trim(), `en ${namespace}:${key}`).not.toBe('')
        expect(esText.trim(), `es ${namespace}:${key}`).not.toBe('')
        const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort()
        expect(placeholders(esText), `placeholders of ${namespace}:${key}`).toEqual(placeholders(enText))
      }
      expect(leaves(en).length).toBeGreaterThan(0)
    })
  }
})
