// Finds the project folder (the one holding package.json) from wherever the server code runs: src/ or dist/.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

let cached: string | undefined

export function projectRoot(): string {
  if (cached) return cached
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('package.json not found above the server code')
    dir = parent
  }
  cached = dir
  return dir
}
