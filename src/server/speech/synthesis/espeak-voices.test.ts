import { describe, expect, it } from 'vitest'
import { DEFAULT_VOICE_SETTINGS, VOICE_NAMES } from '../../../shared/voice/voices'
import { ESPEAK_PROFILES, espeakArguments, espeakSettings } from './espeak-voices'

describe('eSpeak voice profiles', () => {
  it('maps every named voice to its own combination of voice, variant, pitch and speed', () => {
    const keys = VOICE_NAMES.map((name) => JSON.stringify(ESPEAK_PROFILES[name]))
    expect(new Set(keys).size).toBe(VOICE_NAMES.length)
    const variants = VOICE_NAMES.map((name) => ESPEAK_PROFILES[name].variant)
    expect(new Set(variants).size).toBe(VOICE_NAMES.length)
  })

  it('gives Callum a British voice and everyone an English and a Spanish voice', () => {
    expect(ESPEAK_PROFILES.Callum.voice.en).toMatch(/^en-gb/)
    for (const name of VOICE_NAMES) {
      expect(ESPEAK_PROFILES[name].voice.en).toMatch(/^en/)
      expect(ESPEAK_PROFILES[name].voice.es).toMatch(/^es/)
    }
  })

  it('sounds exactly like the profile with the default sliders', () => {
    const profile = ESPEAK_PROFILES.Aria
    expect(espeakSettings(profile, DEFAULT_VOICE_SETTINGS)).toEqual({
      pitch: profile.pitch,
      range: profile.range,
      wpm: profile.wpm,
      amplitude: 115,
    })
  })

  it('moves each slider onto its own eSpeak setting', () => {
    const profile = ESPEAK_PROFILES.Roger
    const at = (change: Partial<typeof DEFAULT_VOICE_SETTINGS>) =>
      espeakSettings(profile, { ...DEFAULT_VOICE_SETTINGS, ...change })
    expect(at({ stability: 0 }).range).toBeGreaterThan(at({ stability: 1 }).range + 60)
    expect(at({ similarity_boost: 1 }).pitch).toBeGreaterThan(at({ similarity_boost: 0 }).pitch + 15)
    expect(at({ style: 1 }).wpm).toBeGreaterThan(at({ style: 0 }).wpm * 1.5)
    expect(at({ use_speaker_boost: false }).amplitude).toBe(100)
    expect(espeakSettings(profile, DEFAULT_VOICE_SETTINGS, 0.5).amplitude).toBe(58)
  })

  it('builds the command line for a voice in a language', () => {
    expect(espeakArguments('Callum', 'es', DEFAULT_VOICE_SETTINGS)).toEqual([
      '-b',
      '1',
      '-v',
      'es+m4',
      '-p',
      '50',
      '-P',
      '50',
      '-s',
      '170',
      '-a',
      '115',
    ])
  })
})
