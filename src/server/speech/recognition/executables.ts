// Finds optional system programs (pocketsphinx, ffmpeg) on PATH once, so a missing one is a clear "not configured".
import { accessSync, constants, existsSync } from 'node:fs'
import path from 'node:path'

const found = new Map<string, string | undefined>()

export function findExecutable(name: string, searchPath = process.env.PATH ?? ''): string | undefined {
  const key = `${name}\0${searchPath}`
  if (found.has(key)) return found.get(key)
  let result: string | undefined
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name)
    try {
      accessSync(candidate, constants.X_OK)
      result = candidate
      break
    } catch {
      // not here; keep looking
    }
  }
  found.set(key, result)
  return result
}

/** Debian's pocketsphinx-en-us puts the US English acoustic model and the CMU dictionary here. */
export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us'
export const POCKETSPHINX_ACOUSTIC_MODEL = path.join(POCKETSPHINX_MODEL_DIR, 'en-us')
export const POCKETSPHINX_DICTIONARY = path.join(POCKETSPHINX_MODEL_DIR, 'cmudict-en-us.dict')

export function hasPocketsphinxModel(): boolean {
  return existsSync(POCKETSPHINX_ACOUSTIC_MODEL) && existsSync(POCKETSPHINX_DICTIONARY)
}
