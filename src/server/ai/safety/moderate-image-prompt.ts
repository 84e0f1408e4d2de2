// Moderation of image prompts: the chat rules plus no nudity, gore, weapons or frightening scenes.
import type { Language } from '../../../shared/constants'
import { IMAGE_RULES } from './image-rules'
import { collectHits, decide } from './moderate'
import type { ModerationResult } from './moderation-types'

export function moderateImagePrompt(prompt: string, language?: Language): ModerationResult {
  const { hits, personalInfo } = collectHits(prompt, { language, direction: 'input' }, IMAGE_RULES)
  return decide(hits, personalInfo, 'input')
}
