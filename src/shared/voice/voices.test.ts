import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { VOICE_DEFAULTS } from '../constants'
import {
  DEFAULT_VOICE_ID,
  DEFAULT_VOICE_SETTINGS,
  findVoice,
  resolveVoiceSettings,
  SETTINGS_VOICES,
  SIMPLE_CHAT_VOICES,
  VOICES,
} from './voices'

describe('voice catalogue', () => {
  it('offers the simple chat its five voices in the spec order', () => {
    expect(SIMPLE_CHAT_VOICES.map((voice) => voice.name)).toEqual([
      'Aria',
      'Sarah',
      'Roger',
      'Charlie',
      'Liam',
    ])
    expect(SIMPLE_CHAT_VOICES.map((voice) => voice.chatDescription.en)).toEqual([
      'Friendly female',
      'Warm female',
      'Professional male',
      'Friendly male',
      'Young male',
    ])
  })

  it('offers the settings card its eight voices in the spec order', () => {
    expect(SETTINGS_VOICES.map((voice) => voice.name)).toEqual([
      'Aria',
      'Sarah',
      'Laura',
      'Callum',
      'Liam',
      'Charlotte',
      'Daniel',
      'Lily',
    ])
    expect(SETTINGS_VOICES.map((voice) => voice.description.en)).toEqual([
      'Clear, friendly female',
      'Warm, conversational female',
      'Professional female',
      'British male',
      'Young male',
      'Gentle female',
      'Professional male',
      'Cheerful female',
    ])
    expect(SETTINGS_VOICES.every((voice) => voice.inSettings)).toBe(true)
  })

  it('gives every voice a unique opaque 20-character id and Spanish descriptions', () => {
    const ids = VOICES.map((voice) => voice.id)
    expect(new Set(ids).size).toBe(VOICES.length)
    for (const voice of VOICES) {
      expect(voice.id).toMatch(/^[A-Za-z0-9]{20}$/)
      expect(voice.description.es).toMatch(/^(Femenina|Masculina)/)
      expect(voice.description.es.startsWith('Femenina')).toBe(voice.gender === 'female')
    }
  })

  it('defaults to Aria', () => {
    expect(findVoice(DEFAULT_VOICE_ID)?.name).toBe(VOICE_DEFAULTS.voice)
  })

  it('finds a voice by id or by name in any case, and nothing for strangers', () => {
    expect(findVoice('CwhRBWXzGAHq8TQ4Fs17')?.name).toBe('Roger')
    expect(findVoice(' lily ')?.name).toBe('Lily')
    expect(findVoice('cwhrbwxzgahq8tq4fs17')).toBeUndefined()
    expect(findVoice('George')).toBeUndefined()
  })

  it('is plain data the web client can import (no Node modules)', () => {
    const source = readFileSync(new URL('./voices.ts', import.meta.url), 'utf8')
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1])
    expect(imports).toEqual(['../constants'])
  })
})

describe('resolveVoiceSettings', () => {
  it('uses the spec defaults for whatever is missing', () => {
    expect(resolveVoiceSettings()).toEqual({
      stability: 0.7,
      similarity_boost: 0.8,
      style: 0.2,
      use_speaker_boost: true,
    })
    expect(resolveVoiceSettings({ style: 0.5 })).toEqual({ ...DEFAULT_VOICE_SETTINGS, style: 0.5 })
  })

  it('keeps sliders inside 0..1 and ignores non-numbers', () => {
    expect(resolveVoiceSettings({ stability: 3, similarity_boost: -1, style: Number.NaN })).toEqual({
      ...DEFAULT_VOICE_SETTINGS,
      stability: 1,
      similarity_boost: 0,
    })
  })
})
