// Local and session storage keys of the product spec (section 3): the only names the client stores under.

export const STORAGE_KEYS = {
  selectedLanguage: 'selectedLanguage',
  languageSelected: 'mochi_language_selected',
  hasVisited: 'hasVisited',
  userRegistration: 'userRegistration',
  onboardingCompleted: 'mochi_onboarding_completed',
  consentBannerDismissed: 'consent-banner-dismissed',
  guestEmail: 'mochi_guest_email',
  guestId: 'mochi_guest_id',
  currentSessionId: 'current_session_id',
  conversations: 'conversations',
  plantsGrown: 'plants_grown',
  achievements: 'user_achievements',
  characterProcessed: 'mochi_character_processed',
  featureUsage: 'feature_usage',
  usedTextChat: 'used_text_chat',
  usedVoiceChat: 'used_voice_chat',
  usedImageGenerator: 'used_image_generator',
  usedEducationHub: 'used_education_hub',
  usedAdvancedFeatures: 'used_advanced_features',
  outdoorMode: 'mochi_outdoor_mode',
  voiceSettings: 'mochi_voice_settings',
  chatVoice: 'mochi_chat_voice',
  offlineEvents: 'mochi_offline_events',
} as const

export const SESSION_STORAGE_KEYS = { sessionId: 'session_id' } as const
