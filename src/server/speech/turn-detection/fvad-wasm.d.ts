// Types for @echogarden/fvad-wasm: libfvad (WebRTC's voice activity detector) compiled to WebAssembly by Emscripten.
declare module '@echogarden/fvad-wasm' {
  export interface FvadModule {
    /** A new detector (a pointer into the module's memory), or 0 when out of memory. */
    _fvad_new(): number
    _fvad_free(handle: number): void
    _fvad_reset(handle: number): void
    /** 0 (least aggressive) to 3; returns -1 for another value. */
    _fvad_set_mode(handle: number, mode: number): number
    /** 8000, 16000, 32000 or 48000; returns -1 for another rate. */
    _fvad_set_sample_rate(handle: number, rate: number): number
    /** A 10, 20 or 30 ms frame of PCM16 at `frame`: 1 voiced, 0 not, -1 a frame of the wrong length. */
    _fvad_process(handle: number, frame: number, length: number): number
    _malloc(bytes: number): number
    _free(pointer: number): void
    /** Replaced when the memory grows, so read it afresh for each use. */
    HEAP16: Int16Array
  }

  export default function fvad(options?: object): Promise<FvadModule>
}
