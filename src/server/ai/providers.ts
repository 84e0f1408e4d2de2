// Which model serves what: the offline garden guide by default; an OpenAI-compatible endpoint (OpenAI, Ollama,
// llama.cpp, vLLM) or Anthropic when configured. The chat code only sees AI SDK language models.
import { createAnthropic } from '@ai-sdk/anthropic'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModelV4 } from '@ai-sdk/provider'
import type { Env } from '../env'
import { measured } from '../operator/ai-call-metrics'
import {
  createGardenGuideModel,
  type GardenGuideModel,
  type GardenGuideModelOptions,
} from './local/garden-guide/garden-guide-model'

export type ProviderName = 'local' | 'openai' | 'anthropic'

export interface ModelChoice {
  model: LanguageModelV4
  provider: ProviderName
  modelId: string
  /** True for the offline guide: it grounds, moderates and picks a mood itself. */
  isLocal: boolean
  /** The offline guide itself (unmeasured), for callers that read its clauses directly (see streamClauses). */
  guide?: GardenGuideModel
}

export interface Models {
  chat: ModelChoice
  reasoning: ModelChoice
  /** The offline guide, always available as the fallback. */
  local: ModelChoice
}

function pick(preference: Env['ai']['chatProvider'], ai: Env['ai']): ProviderName {
  if (preference !== 'auto') return preference
  if (ai.anthropic.apiKey) return 'anthropic'
  if (ai.openai.apiKey || ai.openai.baseUrl) return 'openai'
  return 'local'
}

export function createModels(
  env: Pick<Env, 'ai'>,
  hooks: Pick<GardenGuideModelOptions, 'onUnanswered'> = {},
): Models {
  const { ai } = env
  const guide = createGardenGuideModel({ onUnanswered: hooks.onUnanswered })
  // Every model is measured (calls, latency, failures by function and provider; see operator/ai-call-metrics).
  const local: ModelChoice = {
    model: measured(guide, 'local'),
    provider: 'local',
    modelId: guide.modelId,
    isLocal: true,
    guide,
  }

  const build = (provider: ProviderName, modelId: string): ModelChoice => {
    switch (provider) {
      case 'openai': {
        const openai = createOpenAICompatible({
          name: 'openai',
          baseURL: ai.openai.baseUrl ?? 'https://api.openai.com/v1',
          apiKey: ai.openai.apiKey,
        })
        return {
          model: measured(openai.chatModel(modelId) as unknown as LanguageModelV4, provider),
          provider,
          modelId,
          isLocal: false,
        }
      }
      case 'anthropic': {
        const anthropic = createAnthropic({ apiKey: ai.anthropic.apiKey, baseURL: ai.anthropic.baseUrl })
        return {
          model: measured(anthropic(ai.anthropic.model) as unknown as LanguageModelV4, provider),
          provider,
          modelId: ai.anthropic.model,
          isLocal: false,
        }
      }
      case 'local':
        return local
    }
  }
  const chatProvider = pick(ai.chatProvider, ai)
  const reasoningProvider = pick(ai.reasoningProvider, ai)
  return {
    chat: build(chatProvider, ai.openai.chatModel),
    reasoning: build(reasoningProvider, ai.openai.reasoningModel),
    local,
  }
}
