// The voice settings card's storage (spec 2.9): the caller's (user or guest) settings, read and replaced.
import { Hono } from 'hono'
import {
  DEFAULT_VOICE_SETTINGS_RECORD,
  type VoiceSettingsResponse,
  voiceSettingsSchema,
} from '../../../shared/schemas/voice-settings'
import { requireOwner } from '../../auth/caller'
import type { AppDeps, AppEnv } from '../../context'
import { jsonBody } from '../../lib/validate'
import { findVoiceSettings } from './data'
import { claimGuestVoiceSettings, saveVoiceSettings } from './mutations'

export function voiceSettingsRoutes(deps: AppDeps) {
  const { database } = deps
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const owner = await requireOwner(c, deps)
      let settings = await findVoiceSettings(database.db, owner)
      // The first read after signing in brings this browser's guest settings along, whichever page asks first.
      if (!settings && owner.kind === 'user' && owner.guestId) {
        if (await claimGuestVoiceSettings(database.db, owner.userId, owner.guestId))
          settings = await findVoiceSettings(database.db, owner)
      }
      const body: VoiceSettingsResponse = settings
        ? { settings, saved: true }
        : { settings: DEFAULT_VOICE_SETTINGS_RECORD, saved: false }
      return c.json(body)
    })
    .put('/', jsonBody(voiceSettingsSchema), async (c) => {
      const owner = await requireOwner(c, deps)
      const settings = await saveVoiceSettings(database.db, owner, c.req.valid('json'))
      const body: VoiceSettingsResponse = { settings, saved: true }
      return c.json(body)
    })
}
