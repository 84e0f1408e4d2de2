// WebRTC's voice activity detector (libfvad, compiled to WASM) as the realtime session's frame classifier: the
// module is loaded once per process on first use; each session gets its own detector and frees it when it ends.
import type { FvadModule } from '@echogarden/fvad-wasm'
import type { Logger } from '../../lib/logger'
import { resample } from '../synthesis/encode'
import { energyClassifier, type FrameClassifier, rms, VAD_FRAME_MS } from './vad'

/**
 * libfvad's aggressiveness, 0–3. Measured on our synthesised questions and on synthetic noise, 20 ms frames at
 * 16 kHz: modes 0–2 all call every loud frame of speech voiced; mode 2 calls about 70% of the frames of fan-like
 * pink noise at −30 dBFS voiced where modes 0 and 1 call 95–100%, and none of white noise at that level once it
 * has adapted (mode 0: up to 63%). Mode 3 rejects noise no better but drops speech frames and word endings.
 */
export const WEBRTC_VAD_MODE = 2
/**
 * About −50 dBFS: a quieter frame is never speech, whatever the VAD makes of it (WebRTC's VAD judges the shape
 * of the spectrum more than loudness, so digital silence with a little dither or a quiet room's hiss can fool it).
 */
export const SPEECH_FLOOR_RMS = 100
const FVAD_RATES: readonly number[] = [8000, 16_000, 32_000, 48_000]
/**
 * Other rates (the session's 24 kHz) are brought to 16 kHz: libfvad analyses 0–4 kHz whatever the rate, and 20 ms
 * at 24 kHz is exactly 320 samples at 16 kHz, a third of the work of 48 kHz.
 */
const RESAMPLED_RATE = 16_000

export interface VoiceClassifier {
  /** Feed every frame in order: the detector learns the room's noise from the frames that are not speech. */
  classify: FrameClassifier
  engine: 'webrtc' | 'energy'
  /** Frees the detector's memory in the shared module; classify then answers "not voiced". Safe to repeat. */
  dispose: () => void
}

export interface VoiceClassifierOptions {
  logger?: Pick<Logger, 'warn'>
  /** Where the WASM module comes from; tests give one that fails. */
  load?: () => Promise<FvadModule>
}

let shared: Promise<FvadModule> | undefined

/** The process's one copy of the module. A failed load is kept: the files will not appear while it runs. */
export function loadWebRtcVad(): Promise<FvadModule> {
  shared ??= import('@echogarden/fvad-wasm').then((module) => module.default())
  return shared
}

/**
 * A classifier for VAD_FRAME_MS frames at `sampleRate`: WebRTC's VAD above the loudness floor, or, when the WASM
 * cannot be loaded, loudness alone (with a warning), so voice sessions keep working. Never rejects.
 */
export async function createVoiceClassifier(
  sampleRate: number,
  options: VoiceClassifierOptions = {},
): Promise<VoiceClassifier> {
  try {
    return webRtcClassifier(await (options.load ?? loadWebRtcVad)(), sampleRate)
  } catch (error) {
    options.logger?.warn({ err: error }, 'WebRTC VAD unavailable; voice turns are detected by loudness')
    return { classify: energyClassifier(), engine: 'energy', dispose: () => {} }
  }
}

function webRtcClassifier(fvad: FvadModule, sampleRate: number): VoiceClassifier {
  const rate = FVAD_RATES.includes(sampleRate) ? sampleRate : RESAMPLED_RATE
  const samples = (rate * VAD_FRAME_MS) / 1000
  const handle = fvad._fvad_new()
  if (!handle) throw new Error('libfvad could not allocate a detector')
  const frame = fvad._malloc(samples * 2)
  if (
    !frame ||
    fvad._fvad_set_mode(handle, WEBRTC_VAD_MODE) < 0 ||
    fvad._fvad_set_sample_rate(handle, rate) < 0
  ) {
    if (frame) fvad._free(frame)
    fvad._fvad_free(handle)
    throw new Error('libfvad refused its settings')
  }
  const at = frame >> 1
  let live = true
  return {
    engine: 'webrtc',
    classify: (pcm) => {
      if (!live) return false
      const input = rate === sampleRate ? pcm : resample(pcm, sampleRate, rate)
      // Resampling an odd rate can leave a frame a sample short; libfvad takes only its exact frame length.
      if (input.length < samples) fvad.HEAP16.fill(0, at + input.length, at + samples)
      fvad.HEAP16.set(input.subarray(0, samples), at)
      // Every frame goes through the VAD, even a quiet one, so its noise model keeps up with the room.
      const voiced = fvad._fvad_process(handle, frame, samples) === 1
      return voiced && rms(pcm) >= SPEECH_FLOOR_RMS
    },
    dispose: () => {
      if (!live) return
      live = false
      fvad._free(frame)
      fvad._fvad_free(handle)
    },
  }
}
