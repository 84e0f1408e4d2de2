// The garden language model is built once into the cache folder, read back on later starts, rebuilt when its inputs change.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'

const work = mkdtempSync(path.join(tmpdir(), 'garden-lm-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
const dictionary = path.join(work, 'small.dict')
const cacheDir = path.join(work, 'data')
writeFileSync(dictionary, 'bee B IY\nbees B IY Z\nflower F L AW ER\nflowers F L AW ER Z\nwater W AO T ER\n')

// Each "start" is a fresh module, as a new process would be (the module keeps its model for the process).
async function start() {
  vi.resetModules()
  const { domainModelFiles } = await import('./build')
  return domainModelFiles(dictionary, cacheDir)
}
const builtFolders = () => readdirSync(path.join(cacheDir, 'speech'))

// Building reads a corpus of thousands of sentences: seconds on a busy machine.
describe('domainModelFiles', { timeout: 60_000 }, () => {
  it('builds the model into DATA_DIR/speech and reads it back on the next start without rebuilding', async () => {
    const first = await start()
    expect(path.dirname(first.languageModel).startsWith(path.join(cacheDir, 'speech'))).toBe(true)
    expect(readFileSync(first.languageModel, 'utf8')).toContain('\\data\\')
    expect(readFileSync(first.dictionary, 'utf8')).toMatch(/^bee\s+B IY$/m)
    expect(first.vocabularySize).toBeGreaterThan(0)
    const builtAt = statSync(first.languageModel).mtimeMs

    const second = await start()
    expect(second).toEqual(first)
    expect(statSync(second.languageModel).mtimeMs).toBe(builtAt)
    expect(builtFolders()).toHaveLength(1)
  })

  it('builds a new model when the dictionary changes, and removes the old one', async () => {
    const before = await start()
    writeFileSync(dictionary, `${readFileSync(dictionary, 'utf8')}garden G AA R D AH N\n`)
    const after = await start()
    expect(after.languageModel).not.toBe(before.languageModel)
    expect(readFileSync(after.dictionary, 'utf8')).toMatch(/^garden\s+G AA R D AH N$/m)
    expect(builtFolders()).toEqual([path.basename(path.dirname(after.languageModel))])
  })
})
