// claude_reasoning (spec 7.2): a deeper answer of the chosen kind, from the reasoning model (Anthropic or
// OpenAI-compatible when configured) or the offline garden guide, with the same child-safety rules as chat.
import { generateText } from 'ai'
import { z } from 'zod'
import { REASONING_TYPES } from '../../shared/constants'
import { analyzeFact } from '../ai/local/garden-guide/analyze-fact'
import { groundingFacts } from '../ai/local/garden-guide/answer'
import { mochiSystemPrompt, REASONING_INSTRUCTIONS } from '../ai/prompts/mochi-system-prompt'
import { moderateText } from '../ai/safety/moderate'
import { safetyReply } from '../ai/safety/replies'
import { getCaller } from '../auth/caller'
import { recordSafetyMoment } from '../features/child-safety/moments'
import { screenChildText } from '../features/child-safety/screen'
import { detectLanguage } from '../lib/detect-language'
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
    const screened = await screenChildText(
      prompt,
      { language, seed: prompt.length, useProvider: !models.reasoning.isLocal },
      { env: deps.env, logger },
    )
    if (screened.safety) {
      const caller = await getCaller(c, deps)
      await recordSafetyMoment(deps.database.db, caller.kind === 'user' ? { userId: caller.userId } : null, {
        category: screened.safety.category,
        source: 'reasoning',
        text: screened.text,
        language,
      })
    }
    if (screened.flagged) {
      return {
        response: screened.reply,
        reasoning_type,
        provider: 'safety',
        model: 'mochi-safety-rules',
        safety: screened.safety,
      }
    }
    // Personal details never reach a model; the family was told through their flagged moments.
    const question = screened.text
    const run = async (choice: typeof models.reasoning) => {
      // Offline, a deeper look is composed from the knowledge (why it matters, related facts, something to try)
      // rather than asking the guide the same question again, which would only repeat the fact.
      if (choice.isLocal && (reasoning_type === 'analysis' || reasoning_type === 'educational')) {
        const analysis = analyzeFact(prompt, language)
        if (analysis) return analysis.text
      }
      const facts = choice.isLocal
        ? []
        : groundingFacts(question, language, 4).map((fact) => `${fact.title}: ${fact.text}`)
      const result = await generateText({
        model: choice.model,
        system: choice.isLocal
          ? undefined
          : `${mochiSystemPrompt(language, facts)}\n\n${REASONING_INSTRUCTIONS[reasoning_type]}`,
        prompt: question,
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
