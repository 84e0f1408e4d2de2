// claude_reasoning (spec 7.2): a deeper answer of the chosen kind, from the reasoning model (Anthropic or
// OpenAI-compatible when configured) or the offline garden guide, with the same child-safety rules as chat.
import { generateText } from 'ai'
import { z } from 'zod'
import { REASONING_TYPES } from '../../shared/constants'
import { groundingFacts } from '../ai/local/garden-guide/answer'
import { detectLanguage } from '../ai/local/garden-guide/language-detection'
import { mochiSystemPrompt, REASONING_INSTRUCTIONS } from '../ai/prompts/mochi-system-prompt'
import { moderateText } from '../ai/safety/moderate'
import { safetyReply } from '../ai/safety/replies'
import { getCaller } from '../auth/caller'
import { callerKey, spendQuota } from '../lib/quota'
import { defineFunction } from './define'

export const claudeReasoning = defineFunction({
  name: 'claude_reasoning',
  input: z.object({
    prompt: z.string().trim().min(1, 'fillAllFields').max(4000),
    reasoning_type: z.enum(REASONING_TYPES).default('analysis'),
  }),
  handler: async ({ prompt, reasoning_type }, { deps, c }) => {
    await spendQuota(c, deps, 'reasoning', callerKey(await getCaller(c, deps)))
    const { models, logger } = deps
    const language = detectLanguage(prompt, c.req.header('accept-language')?.startsWith('es') ? 'es' : 'en')
    const verdict = moderateText(prompt, { language, direction: 'input' })
    if (!verdict.allowed || verdict.needsCare) {
      return {
        response: safetyReply(verdict, language, prompt.length) ?? '',
        reasoning_type,
        provider: 'safety',
      }
    }
    const run = async (choice: typeof models.reasoning) => {
      const facts = choice.isLocal
        ? []
        : groundingFacts(prompt, language, 4).map((fact) => `${fact.title}: ${fact.text}`)
      const result = await generateText({
        model: choice.model,
        system: choice.isLocal
          ? undefined
          : `${mochiSystemPrompt(language, facts)}\n\n${REASONING_INSTRUCTIONS[reasoning_type]}`,
        prompt,
        providerOptions: { gardenGuide: { language } },
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(60_000),
      })
      return result.text
    }
    try {
      const text = await run(models.reasoning)
      const check = models.reasoning.isLocal
        ? { allowed: true }
        : moderateText(text, { language, direction: 'output' })
      const response = check.allowed ? text : (safetyReply(check as never, language, 1) ?? '')
      return {
        response,
        reasoning_type,
        provider: models.reasoning.provider,
        model: models.reasoning.modelId,
      }
    } catch (error) {
      if (models.reasoning.isLocal) throw error
      logger.warn(
        { err: error, provider: models.reasoning.provider },
        'reasoning provider failed; the offline guide answers',
      )
      return {
        response: await run(models.local),
        reasoning_type,
        provider: 'local',
        model: models.local.modelId,
        note: 'fallback',
      }
    }
  },
})
