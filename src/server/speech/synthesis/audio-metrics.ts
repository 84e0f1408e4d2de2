// Measures speech audio (loudness, voice pitch) so tests and benchmarks can tell voices and settings apart.

const FRAME_SECONDS = 0.04
const MIN_PITCH_HZ = 60
const MAX_PITCH_HZ = 400
/** Frames quieter than this RMS are pauses or consonants, not voiced speech. */
const VOICED_RMS = 500
const MIN_CORRELATION = 0.6

export function rms(pcm: Int16Array): number {
  let sum = 0
  for (const sample of pcm) sum += sample * sample
  return pcm.length ? Math.sqrt(sum / pcm.length) : 0
}

function correlation(pcm: Int16Array, start: number, frame: number, lag: number, energy: number): number {
  let product = 0
  let lagged = 0
  for (let i = start; i < start + frame; i++) {
    product += pcm[i]! * pcm[i + lag]!
    lagged += pcm[i + lag]! ** 2
  }
  return product / Math.sqrt(energy * lagged + 1)
}

/** Halves the rate by averaging pairs: voice pitch sits far below 5 kHz, and the analysis gets 4x cheaper. */
function halve(pcm: Int16Array): Int16Array {
  const out = new Int16Array(pcm.length >> 1)
  for (let i = 0; i < out.length; i++) out[i] = (pcm[2 * i]! + pcm[2 * i + 1]!) >> 1
  return out
}

/** The pitch of each voiced 40 ms frame, by autocorrelation. */
export function framePitchesHz(input: Int16Array, inputRate: number): number[] {
  const pcm = halve(input)
  const sampleRate = inputRate / 2
  const frame = Math.round(sampleRate * FRAME_SECONDS)
  const minLag = Math.floor(sampleRate / MAX_PITCH_HZ)
  const maxLag = Math.ceil(sampleRate / MIN_PITCH_HZ)
  const pitches: number[] = []
  for (let start = 0; start + frame + maxLag < pcm.length; start += frame) {
    let energy = 0
    for (let i = start; i < start + frame; i++) energy += pcm[i]! ** 2
    if (energy / frame < VOICED_RMS ** 2) continue
    let best = 0
    let bestLag = 0
    for (let lag = minLag; lag <= maxLag; lag++) {
      const r = correlation(pcm, start, frame, lag, energy)
      if (r > best) {
        best = r
        bestLag = lag
      }
    }
    if (best < MIN_CORRELATION) continue
    // The best lag may be two or three periods: take the shortest fraction of it that fits almost as well.
    for (const divisor of [3, 2]) {
      const lag = Math.round(bestLag / divisor)
      if (lag >= minLag && correlation(pcm, start, frame, lag, energy) > 0.9 * best) {
        bestLag = lag
        break
      }
    }
    pitches.push(sampleRate / bestLag)
  }
  return pitches
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}

/** Median voice pitch and its spread (10th to 90th percentile), in Hz. */
export function pitchStats(pcm: Int16Array, sampleRate: number): { medianHz: number; spreadHz: number } {
  const sorted = framePitchesHz(pcm, sampleRate).sort((a, b) => a - b)
  return { medianHz: quantile(sorted, 0.5), spreadHz: quantile(sorted, 0.9) - quantile(sorted, 0.1) }
}
