// Types for the espeak-ng npm package: eSpeak NG's command-line program compiled to WebAssembly by Emscripten.
declare module 'espeak-ng' {
  export interface EspeakFileSystem {
    writeFile(path: string, data: string | Uint8Array): void
    readFile(path: string): Uint8Array
    readFile(path: string, options: { encoding: 'utf8' }): string
    unlink(path: string): void
    readdir(path: string): string[]
  }

  export interface EspeakModule {
    FS: EspeakFileSystem
    HEAPU8: Uint8Array
    HEAPU32: Uint32Array
    /** The program's `main(argc, argv)`; argv points at C strings in the module's memory. */
    _main(argc: number, argv: number): number
  }

  export interface EspeakOptions {
    arguments?: string[]
    noInitialRun?: boolean
    print?: (line: string) => void
    printErr?: (line: string) => void
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) => object
  }

  export default function ESpeakNg(options?: EspeakOptions): Promise<EspeakModule>
}
