// When and how the voice socket talks to OpenAI Realtime (beta protocol, `OpenAI-Beta: realtime=v1`): the address,
// the handshake headers, and Mochi's session settings and per-turn instructions.
import type { Language } from '../../shared/constants'
import { groundingFacts } from '../ai/local/garden-guide/answer'
import { mochiSystemPrompt } from '../ai/prompts/mochi-system-prompt'
import type { Env } from '../env'
import type { Modality } from './voice-preferences'

const OPENAI_BASE_URL = 'https://api.openai.com/v1'
export const RELAY_TRANSCRIPTION_MODEL = 'whisper-1'

// Spoken answers: an emoji or a list read aloud sounds wrong.
const VOICE_RULES = `

You are speaking out loud in a voice chat, so:
- Never use emoji, lists, headings or markdown; speak in plain, friendly sentences.
- Speak clearly and not too fast, like reading to a young child.`

export interface RelaySettings {
  url: string
  headers: Record<string, string>
  voice: string
}

/** Relay settings when a realtime model and OpenAI (key or compatible base URL) are configured. */
export function relaySettings(env: Pick<Env, 'ai'>): RelaySettings | undefined {
  const { openai, realtime } = env.ai
  if (!realtime.model || !(openai.apiKey || openai.baseUrl)) return undefined
  const url = new URL(`${(openai.baseUrl ?? OPENAI_BASE_URL).replace(/\/$/, '')}/realtime`)
  url.protocol = url.protocol === 'http:' ? 'ws:' : 'wss:'
  url.searchParams.set('model', realtime.model)
  return {
    url: url.toString(),
    headers: {
      ...(openai.apiKey ? { authorization: `Bearer ${openai.apiKey}` } : {}),
      'openai-beta': 'realtime=v1',
    },
    voice: realtime.voice,
  }
}

/** Mochi's persona for speech, grounded in the garden book entries that match the child's words. */
export function voiceInstructions(language: Language, question = ''): string {
  const facts = question ? groundingFacts(question, language, 4) : []
  return (
    mochiSystemPrompt(
      language,
      facts.map((fact) => `${fact.title}: ${fact.text}`),
    ) + VOICE_RULES
  )
}

/**
 * What follows the family's language and their voice-replies switch: the persona's default language, the
 * transcription's language (faster and more accurate than guessing) and whether OpenAI speaks or only writes.
 * The voice stays the operator's OPENAI_REALTIME_VOICE: OpenAI has its own voices, none of them ours, and
 * cannot change voice once it has spoken.
 */
export function listenerSettings(language: Language, modalities: readonly Modality[]) {
  return {
    modalities: [...modalities],
    instructions: voiceInstructions(language),
    input_audio_transcription: { model: RELAY_TRANSCRIPTION_MODEL, language },
  }
}

/** A later `session.update` upstream, when the family changed their language or voice-replies switch. */
export function listenerUpdate(language: Language, modalities: readonly Modality[]) {
  return { type: 'session.update', session: listenerSettings(language, modalities) }
}

/**
 * The first event on the upstream socket. Turn detection stays with OpenAI (fast barge-in) but never answers
 * by itself: the relay asks for each answer only after the child's transcript passed moderation.
 */
export function sessionUpdate(
  language: Language,
  voice: string,
  modalities: readonly Modality[] = ['audio', 'text'],
) {
  return {
    type: 'session.update',
    session: {
      ...listenerSettings(language, modalities),
      voice,
      input_audio_format: 'pcm16',
      output_audio_format: 'pcm16',
      turn_detection: {
        type: 'server_vad',
        threshold: 0.5,
        prefix_padding_ms: 300,
        silence_duration_ms: 500,
        create_response: false,
        interrupt_response: true,
      },
    },
  }
}
