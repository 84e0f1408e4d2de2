// Runs eSpeak NG (WebAssembly) in one warm instance whose memory is rewound before each run, so runs stay fast and identical.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { EspeakModule } from 'espeak-ng'
import { runInPool, runsHere } from '../../workers/pool'
import { decodeWav } from './encode'

const VARIANTS_DIR = '/usr/local/share/espeak-ng-data/voices/!v'
const IN_PATH = '/mochi-in.txt'
const OUT_PATH = '/mochi-out.wav'
const PAGE = 4096

interface WasmExports {
  malloc(size: number): number
  emscripten_stack_get_base(): number
}

interface Region {
  start: number
  bytes: Uint8Array
}

interface Instance {
  module: EspeakModule
  exports: WasmExports
  /** Memory the program may write, copied before its first run. */
  regions: Region[]
  stderr: string[]
}

export interface EspeakOutput {
  pcm: Int16Array
  sampleRate: number
  /** What eSpeak printed on stderr, e.g. "Bad voice attribute", which it otherwise ignores. */
  warnings: string[]
}

let compiled: Promise<WebAssembly.Module> | undefined
let current: Promise<Instance> | undefined

async function compileWasm(): Promise<WebAssembly.Module> {
  const entry = createRequire(import.meta.url).resolve('espeak-ng')
  return WebAssembly.compile(await readFile(path.join(path.dirname(entry), 'espeak-ng.wasm')))
}

async function instantiate(wasm: WebAssembly.Module, stderr: string[]): Promise<Instance> {
  // Loaded with the first run, in the worker that speaks: the server's own thread never holds eSpeak.
  const { default: ESpeakNg } = await import('espeak-ng')
  return new Promise((resolve, reject) => {
    let exports: WasmExports | undefined
    ESpeakNg({
      noInitialRun: true,
      print: () => {},
      // Emscripten's own note on exit() is noise; eSpeak's messages are kept.
      printErr: (line) => line.startsWith('program exited') || stderr.push(line),
      instantiateWasm(imports, receive) {
        WebAssembly.instantiate(wasm, imports).then((instance) => {
          exports = instance.exports as unknown as WasmExports
          receive(instance, wasm)
        }, reject)
        return {}
      },
    }).then((module) => {
      if (!exports) throw new Error('eSpeak NG started without its WebAssembly exports')
      resolve({ module, exports, regions: writableRegions(module, exports), stderr })
    }, reject)
  })
}

/**
 * The C stack sits below the stack base; the embedded voice data (18 MB, read-only) comes next, and the
 * program's globals and heap follow it. Copying only the stack and everything after the data keeps a
 * rewind to a few milliseconds instead of copying all 32 MB.
 */
function writableRegions(module: EspeakModule, exports: WasmExports): Region[] {
  const memory = module.HEAPU8
  const stackTop = exports.emscripten_stack_get_base()
  const embedded = (module as unknown as { ___emscripten_embedded_file_data?: number })
    .___emscripten_embedded_file_data
  const dataEnd = embedded ? Math.floor(embedded / PAGE) * PAGE : stackTop
  return [
    { start: 0, bytes: memory.slice(0, stackTop) },
    { start: dataEnd, bytes: memory.slice(dataEnd) },
  ]
}

function rewind(instance: Instance): void {
  const memory = instance.module.HEAPU8
  for (const region of instance.regions) memory.set(region.bytes, region.start)
  // Memory the heap grew into during a long run must read as fresh zeroes again for calloc.
  const end = instance.regions.at(-1)!
  const grownFrom = end.start + end.bytes.length
  if (memory.length > grownFrom) memory.fill(0, grownFrom)
}

function writeArgv(instance: Instance, args: string[]): number {
  const { module, exports } = instance
  const encoder = new TextEncoder()
  const pointers = args.map((arg) => {
    const bytes = encoder.encode(arg)
    const pointer = exports.malloc(bytes.length + 1)
    module.HEAPU8.set(bytes, pointer)
    module.HEAPU8[pointer + bytes.length] = 0
    return pointer
  })
  const argv = exports.malloc((pointers.length + 1) * 4)
  module.HEAPU32.set([...pointers, 0], argv / 4)
  return argv
}

function runOnce(instance: Instance, args: string[], text: string): EspeakOutput {
  const { module } = instance
  rewind(instance)
  instance.stderr.length = 0
  module.FS.writeFile(IN_PATH, text)
  // -D seeds eSpeak's random breath and jitter with a constant instead of the clock: same input, same audio.
  const argList = ['espeak-ng', '-D', ...args, '-w', OUT_PATH, '-f', IN_PATH]
  const status = module._main(argList.length, writeArgv(instance, argList))
  if (status !== 0) throw new Error(`eSpeak NG exited with status ${status}: ${instance.stderr.join(' ')}`)
  const wav = module.FS.readFile(OUT_PATH)
  module.FS.unlink(OUT_PATH)
  return { ...decodeWav(wav), warnings: [...instance.stderr] }
}

function loadInstance(): Promise<Instance> {
  if (!current) {
    compiled ??= compileWasm()
    current = compiled.then((wasm) => instantiate(wasm, []))
    // A failed start must not poison later calls.
    current.catch(() => {
      current = undefined
    })
  }
  return current
}

/**
 * Starts eSpeak NG ahead of the first request, so the first sentence does not pay the cold start: in a pool
 * worker when the pool is on (the server's thread stays lean), else here.
 */
export async function warmUpEspeak(): Promise<void> {
  if (!runsHere()) return runInPool('warmEspeak', {})
  await loadInstance()
}

/**
 * Runs the eSpeak NG program with `args` on `text` and returns its WAV as PCM. A run is synchronous once
 * the instance exists, so runs never interleave; after a crash the instance is dropped and rebuilt.
 */
export async function runEspeak(args: string[], text: string): Promise<EspeakOutput> {
  // Each run is tens of milliseconds of CPU: a pool worker does it while this thread keeps answering.
  if (!runsHere()) return runInPool('espeak', { args, text })
  const instance = await loadInstance()
  try {
    return runOnce(instance, args, text)
  } catch (error) {
    current = undefined
    // exit() inside the program arrives as Emscripten's ExitStatus, which is not an Error.
    const reason = (error as { message?: string })?.message ?? String(error)
    throw new Error(`eSpeak NG failed: ${reason} ${instance.stderr.join(' ')}`.trim(), { cause: error })
  }
}

/** The voice variants this build carries (an unknown variant is ignored without a word, so check). */
export async function listEspeakVariants(): Promise<string[]> {
  const { module } = await loadInstance()
  return module.FS.readdir(VARIANTS_DIR).filter((name) => !name.startsWith('.'))
}
