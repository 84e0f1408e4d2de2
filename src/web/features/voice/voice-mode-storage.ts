// The voice the chat's voice mode speaks with, kept in this browser's local storage like the other voice settings.
import { STORAGE_KEYS } from '@shared/storage-keys'
import { useCallback, useSyncExternalStore } from 'react'
import { DEFAULT_VOICE_ID, SIMPLE_CHAT_VOICES } from '../../../shared/voice/voices'
import { readStorage, subscribeStorage, writeStorage } from '../../lib/storage'

export const CHAT_VOICE_KEY = STORAGE_KEYS.chatVoice

/** Only the simple chat's five voices count; anything else stored falls back to Aria. */
export function readChatVoice(): string {
  const stored = readStorage(CHAT_VOICE_KEY)
  return SIMPLE_CHAT_VOICES.some((voice) => voice.id === stored) ? (stored as string) : DEFAULT_VOICE_ID
}

export function writeChatVoice(voiceId: string) {
  writeStorage(CHAT_VOICE_KEY, voiceId)
}

export function useChatVoice() {
  const voiceId = useSyncExternalStore(subscribeStorage, readChatVoice, () => DEFAULT_VOICE_ID)
  const setVoiceId = useCallback((next: string) => writeChatVoice(next), [])
  return { voiceId, setVoiceId }
}
