// The voice the chat's voice mode speaks with, kept in this browser's local storage like the other voice settings.
import { STORAGE_KEYS } from '@shared/storage-keys'
import { useCallback, useSyncExternalStore } from 'react'
import { DEFAULT_VOICE_ID, SIMPLE_CHAT_VOICES } from '../../../server/ai/local/speech/voices'

export const CHAT_VOICE_KEY = STORAGE_KEYS.chatVoice

const listeners = new Set<() => void>()
// A blocked storage still remembers the choice for this page.
let memory: string | null = null

/** Only the simple chat's five voices count; anything else stored falls back to Aria. */
export function readChatVoice(): string {
  let stored: string | null
  try {
    stored = window.localStorage.getItem(CHAT_VOICE_KEY)
  } catch {
    // Private mode: the in-page choice or the default applies.
    stored = memory
  }
  return SIMPLE_CHAT_VOICES.some((voice) => voice.id === stored) ? (stored as string) : DEFAULT_VOICE_ID
}

export function writeChatVoice(voiceId: string) {
  try {
    window.localStorage.setItem(CHAT_VOICE_KEY, voiceId)
  } catch {
    memory = voiceId
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

export function useChatVoice() {
  const voiceId = useSyncExternalStore(subscribe, readChatVoice, () => DEFAULT_VOICE_ID)
  const setVoiceId = useCallback((next: string) => writeChatVoice(next), [])
  return { voiceId, setVoiceId }
}
