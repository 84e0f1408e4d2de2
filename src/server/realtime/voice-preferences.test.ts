// Unit tests of the listener's realtime choices: what a session.update may change, and what it can never break.
import { describe, expect, it } from 'vitest'
import { describePreferences, initialPreferences, speaksAloud, updatePreferences } from './voice-preferences'

const ARIA = '9BWtsMINqrJLrRacOk9x'
const LILY = 'pFZP5JQG7iQjIQuC4Bku'

describe('voice preferences', () => {
  it('start with the default voice, spec sliders and spoken replies', () => {
    const start = initialPreferences('en')
    expect(describePreferences(start)).toEqual({
      language: 'en',
      voice: ARIA,
      voice_settings: { stability: 0.7, similarity_boost: 0.8, style: 0.2, use_speaker_boost: true },
      modalities: ['audio', 'text'],
    })
    expect(speaksAloud(start)).toBe(true)
    expect(initialPreferences('es', 'lily').voiceId).toBe(LILY)
    expect(initialPreferences('es', 'Nobody').voiceId).toBe(ARIA)
  })

  it('take a voice by id or name, clamp sliders and turn spoken replies off and on', () => {
    const next = updatePreferences(initialPreferences('en'), {
      language: 'es',
      voice: 'Lily',
      voice_settings: { stability: -2, similarity_boost: 0.35, style: 7, use_speaker_boost: false },
      modalities: ['text'],
    })
    expect(describePreferences(next)).toEqual({
      language: 'es',
      voice: LILY,
      voice_settings: { stability: 0, similarity_boost: 0.35, style: 1, use_speaker_boost: false },
      modalities: ['text'],
    })
    expect(speaksAloud(next)).toBe(false)
    expect(updatePreferences(next, { modalities: ['audio'] }).modalities).toEqual(['audio', 'text'])
  })

  it('keep every choice a broken or foreign update leaves out or gets wrong', () => {
    const set = updatePreferences(initialPreferences('es', LILY), { voice_settings: { style: 0.9 } })
    for (const session of [
      undefined,
      null,
      'es',
      { language: 'fr', voice: 'Nobody', modalities: [] },
      { voice: 42, voice_settings: { stability: Number.NaN, similarity_boost: '1', style: null } },
      { modalities: ['video'] },
      { modalities: 'text', voice_settings: [1, 2] },
    ]) {
      expect(updatePreferences(set, session)).toEqual(set)
    }
  })
})
