// How each named voice sounds offline: an eSpeak NG voice, variant, pitch and speed, bent by the voice sliders.
import type { Language } from '../../../shared/constants'
import { DEFAULT_VOICE_SETTINGS, type VoiceName, type VoiceSettings } from '../../../shared/voice/voices'

export interface EspeakProfile {
  /** eSpeak NG language voice for each app language. */
  voice: Record<Language, string>
  /** A voice variant from espeak-ng-data/voices/!v (this build has no Klatt synthesiser, so no klatt*). */
  variant: string
  /** eSpeak pitch, 0..99 (50 is the variant's own pitch). */
  pitch: number
  /** eSpeak pitch range, 0..99 (0 is a monotone, 50 normal). */
  range: number
  /** Words per minute. */
  wpm: number
}

/**
 * Each name gets its own variant, so the voices differ in timbre (formants) as well as in pitch and pace.
 * The British voices (Callum, Daniel, Lily) speak Castilian Spanish, the others Latin American. British
 * English is `en` or `en-gb-x-rp`: eSpeak's `en-gb` alias silently drops the variant.
 */
export const ESPEAK_PROFILES: Record<VoiceName, EspeakProfile> = {
  Aria: { voice: { en: 'en-us', es: 'es-419' }, variant: 'f3', pitch: 55, range: 60, wpm: 170 },
  Sarah: { voice: { en: 'en-us', es: 'es-419' }, variant: 'f2', pitch: 45, range: 50, wpm: 160 },
  Laura: { voice: { en: 'en-us', es: 'es-419' }, variant: 'f4', pitch: 40, range: 40, wpm: 175 },
  Charlotte: { voice: { en: 'en-us', es: 'es-419' }, variant: 'f5', pitch: 50, range: 45, wpm: 150 },
  Lily: { voice: { en: 'en', es: 'es' }, variant: 'linda', pitch: 60, range: 70, wpm: 185 },
  Roger: { voice: { en: 'en-us', es: 'es-419' }, variant: 'm6', pitch: 38, range: 40, wpm: 165 },
  Charlie: { voice: { en: 'en-us', es: 'es-419' }, variant: 'm3', pitch: 52, range: 60, wpm: 175 },
  Liam: { voice: { en: 'en-us', es: 'es-419' }, variant: 'm2', pitch: 72, range: 55, wpm: 190 },
  Callum: { voice: { en: 'en-gb-x-rp', es: 'es' }, variant: 'm4', pitch: 50, range: 50, wpm: 170 },
  Daniel: { voice: { en: 'en', es: 'es' }, variant: 'm7', pitch: 25, range: 35, wpm: 158 },
}

/** eSpeak's normal amplitude; speaker boost lifts it a little (eSpeak limits its own peaks, so it never clips). */
const AMPLITUDE = { normal: 100, boosted: 115 }

const clamp = (value: number, min: number, max: number) => Math.round(Math.min(max, Math.max(min, value)))

/**
 * The eSpeak settings for a voice and its sliders, centred so the default sliders give the profile itself:
 * - stability: a less stable voice swings its pitch more (pitch range +63 at 0, -27 at 1);
 * - similarity_boost: shifts the pitch a little (-16 at 0, +4 at 1), a nudge of character;
 * - style: more style is livelier, which for eSpeak means faster (-11% at 0, +44% at 1);
 * - use_speaker_boost and volume: amplitude.
 */
export function espeakSettings(profile: EspeakProfile, settings: VoiceSettings, volume = 1) {
  const defaults = DEFAULT_VOICE_SETTINGS
  const amplitude = settings.use_speaker_boost ? AMPLITUDE.boosted : AMPLITUDE.normal
  return {
    pitch: clamp(profile.pitch + (settings.similarity_boost - defaults.similarity_boost) * 20, 0, 99),
    range: clamp(profile.range + (defaults.stability - settings.stability) * 90, 0, 99),
    wpm: clamp(profile.wpm * (1 + (settings.style - defaults.style) * 0.55), 80, 400),
    amplitude: clamp(amplitude * volume, 0, 200),
  }
}

export function espeakArguments(name: VoiceName, language: Language, settings: VoiceSettings, volume = 1) {
  const profile = ESPEAK_PROFILES[name]
  const { pitch, range, wpm, amplitude } = espeakSettings(profile, settings, volume)
  return [
    ...['-b', '1'], // UTF-8 input
    ...['-v', `${profile.voice[language]}+${profile.variant}`],
    ...['-p', String(pitch), '-P', String(range), '-s', String(wpm), '-a', String(amplitude)],
  ]
}
