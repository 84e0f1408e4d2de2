// The voice settings (on/off, voice, sliders) shared by every player: saved per user or guest on the server,
// with this browser's local storage as the first paint and the offline copy.
import type { VoiceSettingsRecord, VoiceSettingsResponse } from '@shared/schemas/voice-settings'
import { STORAGE_KEYS } from '@shared/storage-keys'
import { DEFAULT_VOICE_SETTINGS_RECORD, isSettingsVoiceId, toSliderStep } from '@shared/voice-settings-values'
import { QueryClient, QueryClientContext, useQuery } from '@tanstack/react-query'
import { useCallback, useContext, useEffect, useSyncExternalStore } from 'react'
import { readStorage, subscribeStorage, writeStorage } from '../../lib/storage'
import { putVoiceSettings, VOICE_SETTINGS_QUERY_KEY, voiceSettingsQuery } from './voice-settings-api'

export const VOICE_SETTINGS_KEY = STORAGE_KEYS.voiceSettings
/** A slider drag sends one save once it has rested this long, not one per step. */
export const VOICE_SETTINGS_SAVE_DELAY_MS = 400

export type VoiceSettingsState = VoiceSettingsRecord
export const DEFAULT_VOICE_SETTINGS_STATE: VoiceSettingsState = DEFAULT_VOICE_SETTINGS_RECORD

interface LocalCopy {
  settings: VoiceSettingsState
  /** A change made here that the server has not confirmed yet; it wins over the server's copy. */
  unsynced: boolean
}

const EMPTY_COPY: LocalCopy = { settings: DEFAULT_VOICE_SETTINGS_STATE, unsynced: false }
let cachedRaw: string | null | undefined
let cached = EMPTY_COPY

const unit = (value: unknown, fallback: number) =>
  typeof value === 'number' && value >= 0 && value <= 1 ? toSliderStep(value) : fallback

function parse(raw: string | null): LocalCopy {
  if (!raw) return EMPTY_COPY
  try {
    const stored = JSON.parse(raw) as Partial<VoiceSettingsState> & { unsynced?: unknown }
    const base = DEFAULT_VOICE_SETTINGS_STATE
    return {
      settings: {
        enabled: typeof stored.enabled === 'boolean' ? stored.enabled : base.enabled,
        voiceId:
          typeof stored.voiceId === 'string' && isSettingsVoiceId(stored.voiceId)
            ? stored.voiceId
            : base.voiceId,
        volume: unit(stored.volume, base.volume),
        stability: unit(stored.stability, base.stability),
        similarityBoost: unit(stored.similarityBoost, base.similarityBoost),
        style: unit(stored.style, base.style),
      },
      unsynced: stored.unsynced === true,
    }
  } catch {
    return EMPTY_COPY
  }
}

const readRaw = () => readStorage(VOICE_SETTINGS_KEY)

function readLocalCopy(): LocalCopy {
  const raw = readRaw()
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cached = parse(raw)
  }
  return cached
}

function writeLocalCopy(settings: VoiceSettingsState, unsynced: boolean) {
  // A full or blocked storage keeps the settings for this page only.
  writeStorage(VOICE_SETTINGS_KEY, JSON.stringify(unsynced ? { ...settings, unsynced } : settings))
}

export function readVoiceSettings(): VoiceSettingsState {
  return readLocalCopy().settings
}

/** The app's query client, known once a component using the settings mounted under its provider. */
let syncClient: QueryClient | undefined
let saveTimer: ReturnType<typeof setTimeout> | undefined
let changes = 0
let saving: Promise<void> = Promise.resolve()
let lastServerCopy: VoiceSettingsResponse | undefined

/** Sends the local settings; saves run one after another so the server ends with the latest. */
function saveNow(): Promise<void> {
  clearTimeout(saveTimer)
  saveTimer = undefined
  const client = syncClient
  if (!client) return saving
  saving = saving.then(async () => {
    const change = changes
    try {
      const response = await putVoiceSettings(readVoiceSettings())
      // A newer change has its own save coming; this answer would show the older values for a moment.
      if (change !== changes) return
      writeLocalCopy(response.settings, false)
      lastServerCopy = response
      client.setQueryData(VOICE_SETTINGS_QUERY_KEY, response)
    } catch (error) {
      // Offline or refused: the local copy stays unsynced and is sent again after the next successful read.
      console.warn('Could not save the voice settings', error)
    }
  })
  return saving
}

/** A change made on this page: shown at once, kept locally, and sent to the server once the sliders rest. */
export function writeVoiceSettings(next: VoiceSettingsState) {
  changes++
  writeLocalCopy(next, true)
  if (!syncClient) return
  clearTimeout(saveTimer)
  saveTimer = setTimeout(() => void saveNow(), VOICE_SETTINGS_SAVE_DELAY_MS)
}

function applyServerCopy(response: VoiceSettingsResponse) {
  if (response === lastServerCopy) return
  lastServerCopy = response
  if (saveTimer) return
  const local = readLocalCopy()
  if (local.unsynced) void saveNow()
  else if (response.saved) writeLocalCopy(response.settings, false)
  // An owner with nothing saved yet keeps what this browser chose before the settings lived on the server.
  else if (readRaw() !== null) void saveNow()
}

/** What a `tts` request should carry for these settings (spec 7.2). */
export function ttsVoiceFields(settings: VoiceSettingsState) {
  return {
    voice_id: settings.voiceId,
    voice_settings: {
      stability: settings.stability,
      similarity_boost: settings.similarityBoost,
      style: settings.style,
      use_speaker_boost: true,
    },
  }
}

let idleClient: QueryClient | undefined
/** Outside a QueryClientProvider (a component tested alone) the local copy is all there is. */
function noServerClient() {
  idleClient ??= new QueryClient()
  return idleClient
}

export function useVoiceSettings() {
  const appClient = useContext(QueryClientContext)
  const { data } = useQuery(
    { ...voiceSettingsQuery, enabled: appClient !== undefined },
    appClient ?? noServerClient(),
  )
  useEffect(() => {
    if (appClient) syncClient = appClient
  }, [appClient])
  useEffect(() => {
    if (data) applyServerCopy(data)
  }, [data])
  const settings = useSyncExternalStore(
    subscribeStorage,
    readVoiceSettings,
    () => DEFAULT_VOICE_SETTINGS_STATE,
  )
  const update = useCallback(
    (change: Partial<VoiceSettingsState>) => writeVoiceSettings({ ...readVoiceSettings(), ...change }),
    [],
  )
  return { settings, update }
}
