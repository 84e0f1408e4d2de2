// The named voices Mochi can speak with, and their settings; plain data, imported by the server and the web client.
import { type Language, SLIDER, VOICE_DEFAULTS } from '../constants'

export const VOICE_NAMES = [
  'Aria',
  'Sarah',
  'Roger',
  'Charlie',
  'Liam',
  'Laura',
  'Callum',
  'Charlotte',
  'Daniel',
  'Lily',
] as const
export type VoiceName = (typeof VOICE_NAMES)[number]
export type VoiceGender = 'female' | 'male'
export type VoiceStyle = 'friendly' | 'warm' | 'professional' | 'young' | 'british' | 'gentle' | 'cheerful'
export type LocalizedText = Record<Language, string>

export interface VoiceInfo {
  /** Opaque and stable; these are the ids of ElevenLabs' premade voices, so one id works offline and online. */
  id: string
  name: VoiceName
  gender: VoiceGender
  style: VoiceStyle
  /** How the voice settings card describes it (or the chat picker, for a voice only offered there). */
  description: LocalizedText
  /** How the simple chat's voice picker describes it. */
  chatDescription: LocalizedText
  inSimpleChat: boolean
  inSettings: boolean
}

export const VOICES = [
  {
    id: '9BWtsMINqrJLrRacOk9x',
    name: 'Aria',
    gender: 'female',
    style: 'friendly',
    description: { en: 'Clear, friendly female', es: 'Femenina, clara y amable' },
    chatDescription: { en: 'Friendly female', es: 'Femenina y amable' },
    inSimpleChat: true,
    inSettings: true,
  },
  {
    id: 'EXAVITQu4vr4xnSDxMaL',
    name: 'Sarah',
    gender: 'female',
    style: 'warm',
    description: { en: 'Warm, conversational female', es: 'Femenina, cálida y conversadora' },
    chatDescription: { en: 'Warm female', es: 'Femenina y cálida' },
    inSimpleChat: true,
    inSettings: true,
  },
  {
    id: 'CwhRBWXzGAHq8TQ4Fs17',
    name: 'Roger',
    gender: 'male',
    style: 'professional',
    description: { en: 'Professional male', es: 'Masculina y profesional' },
    chatDescription: { en: 'Professional male', es: 'Masculina y profesional' },
    inSimpleChat: true,
    inSettings: false,
  },
  {
    id: 'IKne3meq5aSn9XLyUdCD',
    name: 'Charlie',
    gender: 'male',
    style: 'friendly',
    description: { en: 'Friendly male', es: 'Masculina y amable' },
    chatDescription: { en: 'Friendly male', es: 'Masculina y amable' },
    inSimpleChat: true,
    inSettings: false,
  },
  {
    id: 'TX3LPaxmHKxFdv7VOQHJ',
    name: 'Liam',
    gender: 'male',
    style: 'young',
    description: { en: 'Young male', es: 'Masculina y juvenil' },
    chatDescription: { en: 'Young male', es: 'Masculina y juvenil' },
    inSimpleChat: true,
    inSettings: true,
  },
  {
    id: 'FGY2WhTYpPnrIDTdsKH5',
    name: 'Laura',
    gender: 'female',
    style: 'professional',
    description: { en: 'Professional female', es: 'Femenina y profesional' },
    chatDescription: { en: 'Professional female', es: 'Femenina y profesional' },
    inSimpleChat: false,
    inSettings: true,
  },
  {
    id: 'N2lVS1w4EtoT3dr4eOWO',
    name: 'Callum',
    gender: 'male',
    style: 'british',
    description: { en: 'British male', es: 'Masculina con acento británico' },
    chatDescription: { en: 'British male', es: 'Masculina con acento británico' },
    inSimpleChat: false,
    inSettings: true,
  },
  {
    id: 'XB0fDUnXU5powFXDhCwa',
    name: 'Charlotte',
    gender: 'female',
    style: 'gentle',
    description: { en: 'Gentle female', es: 'Femenina y dulce' },
    chatDescription: { en: 'Gentle female', es: 'Femenina y dulce' },
    inSimpleChat: false,
    inSettings: true,
  },
  {
    id: 'onwK4e9ZLuTAKqWW03F9',
    name: 'Daniel',
    gender: 'male',
    style: 'professional',
    description: { en: 'Professional male', es: 'Masculina y profesional' },
    chatDescription: { en: 'Professional male', es: 'Masculina y profesional' },
    inSimpleChat: false,
    inSettings: true,
  },
  {
    id: 'pFZP5JQG7iQjIQuC4Bku',
    name: 'Lily',
    gender: 'female',
    style: 'cheerful',
    description: { en: 'Cheerful female', es: 'Femenina y alegre' },
    chatDescription: { en: 'Cheerful female', es: 'Femenina y alegre' },
    inSimpleChat: false,
    inSettings: true,
  },
] as const satisfies readonly VoiceInfo[]

export type VoiceId = (typeof VOICES)[number]['id']

/** The simple chat's five voices, in the order the spec lists them. */
export const SIMPLE_CHAT_VOICES: readonly VoiceInfo[] = VOICES.filter((voice) => voice.inSimpleChat)

const SETTINGS_ORDER: readonly VoiceName[] = [
  'Aria',
  'Sarah',
  'Laura',
  'Callum',
  'Liam',
  'Charlotte',
  'Daniel',
  'Lily',
]
/** The voice settings card's eight voices, in the order the spec lists them. */
export const SETTINGS_VOICES: readonly VoiceInfo[] = SETTINGS_ORDER.map((name) => findVoice(name)!)

export const DEFAULT_VOICE: VoiceInfo = findVoice(VOICE_DEFAULTS.voice)!
export const DEFAULT_VOICE_ID = DEFAULT_VOICE.id

/** Finds a voice by its id, or by its name in any letter case (the hub and older clients send names). */
export function findVoice(idOrName: string): VoiceInfo | undefined {
  const wanted = idOrName.trim().toLowerCase()
  return VOICES.find((voice) => voice.id === idOrName.trim() || voice.name.toLowerCase() === wanted)
}

/** The `voice_settings` of a tts request (spec 7.2); each slider runs from 0 to 1. */
export interface VoiceSettings {
  stability: number
  similarity_boost: number
  style: number
  use_speaker_boost: boolean
}

export const DEFAULT_VOICE_SETTINGS: VoiceSettings = {
  stability: VOICE_DEFAULTS.stability,
  similarity_boost: VOICE_DEFAULTS.similarityBoost,
  style: VOICE_DEFAULTS.style,
  use_speaker_boost: true,
}

/** Fills what a request left out with the defaults and keeps every slider inside 0..1. */
export function resolveVoiceSettings(settings: Partial<VoiceSettings> = {}): VoiceSettings {
  const slider = (value: number | undefined, fallback: number) =>
    Number.isFinite(value) ? Math.min(SLIDER.max, Math.max(SLIDER.min, value!)) : fallback
  return {
    stability: slider(settings.stability, DEFAULT_VOICE_SETTINGS.stability),
    similarity_boost: slider(settings.similarity_boost, DEFAULT_VOICE_SETTINGS.similarity_boost),
    style: slider(settings.style, DEFAULT_VOICE_SETTINGS.style),
    use_speaker_boost: settings.use_speaker_boost ?? DEFAULT_VOICE_SETTINGS.use_speaker_boost,
  }
}
