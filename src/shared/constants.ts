// Business constants and limits of the product spec, section 9: kept once, used by server and client.

export const LANGUAGES = ['en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}
export const DEFAULT_LANGUAGE: Language = 'en'

export const AGE = { min: 13, max: 120 } as const
export const CHILD_AGE_LIMIT = 13
export const PASSWORD_MIN_LENGTH = 6
export const CONSENT_VERSION = '1.0'
export const CONSENT_TYPES = [
  'data_processing',
  'marketing',
  'analytics',
  'cookies',
  'notifications',
] as const
export type ConsentType = (typeof CONSENT_TYPES)[number]

export const MOBILE_BREAKPOINT_PX = 768
export const CONNECTIVITY_CHECK_MS = 30_000
export const SYSTEM_ERRORS_KEPT = 10

export const TOASTS = {
  visible: 1,
  appStoreRemoveDelayMs: 1_000_000,
  durationMs: 4000,
  libraryVisible: 3,
  widthPx: 356,
  offsetPx: 32,
  /** Sonner's own gap from the screen edge on phones. */
  mobileOffsetPx: 16,
  hotkey: ['altKey', 'KeyT'],
  regionLabel: 'Notifications',
} as const

export const ANALYTICS_CLICK_TEXT_MAX = 50
export const FEATURE_USAGE_LOG_MAX = 1000

export const PROGRESS_CONDITIONS = 5
export const GARDEN_EXPERT_CONVERSATIONS = 10
export const ONBOARDING_STEPS = 6
export const INTRO_POPUP_STEPS = 3

export const VOICE_PAGE_SAMPLE_RATE = 44_100
export const HUB_SAMPLE_RATE = 24_000
export const HUB_BUFFER_SAMPLES = 4096
export const VOICE_DEFAULTS = {
  voice: 'Aria',
  volume: 0.8,
  stability: 0.7,
  simpleChatStability: 0.6,
  similarityBoost: 0.8,
  style: 0.2,
} as const
export const SLIDER = { min: 0, max: 1, step: 0.1 } as const
/** Spec 7.2: the model the chat asks the speech provider for. */
export const CHAT_TTS_MODEL = 'eleven_multilingual_v2'
/**
 * The longest text spoken in one tts request, counted after emoji are removed. Mochi's answers and facts stay
 * well under 1,000 characters; 2,000 is about 330 words, two minutes of speech, ~1 MB of 64 kbps MP3 and
 * under a second of synthesis, so one request can never hold the server for long.
 */
export const TTS_MAX_CHARS = 2000
/** Hold-to-talk in the chat's voice mode: shorter takes are taps, not questions; longer ones stop by themselves. */
export const HOLD_TO_TALK_MIN_MS = 300
export const HOLD_TO_TALK_MAX_MS = 30_000

export const HAPTIC_MS = { light: 10, medium: 20, heavy: 50 } as const
export const SCREEN_TIMEOUT_MS = 30_000
export const EXTRACTION_DELAY_MS = 2000
export const OUTDOOR_DETECTION_DELAY_MS = 1000
export const OUTDOOR_AMBIENT_LUX = 1000
export const OUTDOOR_BRIGHTNESS = 0.8
export const REDUCED_MOTION_MAX_CORES = 2

export const GAMES = { catalogued: 10, playable: 6, maxScore: 150 } as const
export const MEMORY_GAME = {
  pairs: 8,
  cards: 16,
  columns: 4,
  seconds: 60,
  matchDelayMs: 500,
  mismatchDelayMs: 1000,
} as const
export const TRIVIA = {
  questions: 10,
  points: { Easy: 10, Medium: 15, Hard: 20 },
  maxScore: 150,
  rankThresholds: [90, 70, 50],
} as const

export const LEARNING_LEVEL = { start: 1, max: 10 } as const
export const PRODUCTION_REFRESH_MS = 30_000
export const HEALTH_COLOURS = { green: 95, yellow: 80 } as const
export const ENVIRONMENTS = ['development', 'staging', 'production'] as const
export const REASONING_TYPES = ['analysis', 'creative', 'problem_solving', 'educational'] as const
export const IMAGE_MODELS = ['gpt-image-1', 'dall-e-3'] as const

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const
export const SCROLL_AREA_HIDE_DELAY_MS = 600

export const QUERY_DEFAULTS = {
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 30 * 60_000,
  queryRetries: 3,
  retryDelayCapMs: 30_000,
  mutationRetries: 2,
} as const

export const REALTIME_MAX_EVENTS_PER_SECOND = 10
/**
 * Audio appends are not control events: they are admitted by the audio they carry, so a microphone at real-time
 * pace is never refused whatever its chunk size. At most this many seconds of audio per second of wall time…
 */
export const REALTIME_AUDIO_SECONDS_PER_SECOND = 2
/** …with this much audio allowed at once (a client catching up after a stall)… */
export const REALTIME_AUDIO_BURST_SECONDS = 4
/** …and no more appends than this a second, so tiny frames cannot flood the socket. */
export const REALTIME_MAX_AUDIO_EVENTS_PER_SECOND = 100

/** Follow requests nobody confirmed are deleted after this many days (the parent's mail promises it). */
export const FOLLOW_PENDING_RETENTION_DAYS = 7
