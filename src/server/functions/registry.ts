// The named functions of spec 7.2, mounted at POST /functions/v1/:name; each issue adds its own here.
import { claudeReasoning } from './claude-reasoning'
import { CREATE_FUNCTIONS } from './create-functions'
import type { FunctionDefinition } from './define'
import { followMochi } from './follow-mochi'
import { OPERATOR_FUNCTIONS } from './operator-functions'
import { sendWelcomeEmail } from './send-welcome-email'
import { userAnalyticsTracker } from './user-analytics-tracker'
import { VOICE_FUNCTIONS } from './voice-functions'

export const FUNCTIONS: FunctionDefinition[] = [
  claudeReasoning,
  followMochi,
  sendWelcomeEmail,
  userAnalyticsTracker,
  ...CREATE_FUNCTIONS,
  ...VOICE_FUNCTIONS,
  ...OPERATOR_FUNCTIONS,
]
