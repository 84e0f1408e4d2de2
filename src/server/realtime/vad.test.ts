import { describe, expect, it } from 'vitest'
import { EnergyVad, rms } from './vad'

const RATE = 24_000
const tone = (ms: number, amplitude = 6000) =>
  Int16Array.from({ length: (RATE * ms) / 1000 }, (_, i) => Math.round(amplitude * Math.sin(i / 5)))
const silence = (ms: number) => new Int16Array((RATE * ms) / 1000)

describe('EnergyVad', () => {
  it('measures loudness', () => {
    expect(rms(silence(20))).toBe(0)
    expect(rms(tone(20, 1000))).toBeGreaterThan(600)
  })

  it('reports speech start and, after the hangover, the stop with the utterance', () => {
    const vad = new EnergyVad({ sampleRate: RATE, hangoverMs: 400, prerollMs: 100 })
    expect(vad.push(silence(500))).toEqual([])
    const started = vad.push(tone(800))
    expect(started.map((event) => event.type)).toEqual(['speech_started'])
    expect(vad.push(silence(300))).toEqual([])
    const stopped = vad.push(silence(200))
    expect(stopped.map((event) => event.type)).toEqual(['speech_stopped'])
    const utterance = stopped[0]!.type === 'speech_stopped' ? stopped[0]!.utterance : new Int16Array()
    // 100 ms preroll + 800 ms voice + 400 ms hangover, within a frame or two
    expect(utterance.length / RATE).toBeGreaterThan(1.2)
    expect(utterance.length / RATE).toBeLessThan(1.4)
  })

  it('ignores short clicks and quiet noise', () => {
    const vad = new EnergyVad({ sampleRate: RATE })
    expect(vad.push(tone(20))).toEqual([])
    expect(vad.push(tone(1000, 300))).toEqual([])
    expect(vad.isSpeaking).toBe(false)
  })

  it('works with odd chunk sizes and can be flushed by a commit', () => {
    const vad = new EnergyVad({ sampleRate: RATE })
    const audio = tone(500)
    const events = []
    for (let at = 0; at < audio.length; at += 333) events.push(...vad.push(audio.subarray(at, at + 333)))
    expect(events.map((event) => event.type)).toEqual(['speech_started'])
    expect(vad.flush()!.length).toBeGreaterThan(RATE * 0.4)
    expect(vad.flush()).toBeUndefined()
  })
})
