// The provider's moderation endpoint (OpenAI's /v1/moderations), a second opinion after the local filter when an
// OpenAI key is configured. Endpoints without it (Ollama, llama.cpp) answer an error once and are then skipped.
import type { Env } from '../../env'
import type { Logger } from '../../lib/logger'

export interface ProviderModeration {
  flagged: boolean
  categories: string[]
}

const unsupported = new Set<string>()

export async function moderateWithProvider(
  text: string,
  { env, logger }: { env: Pick<Env, 'ai'>; logger: Logger },
): Promise<ProviderModeration | null> {
  const { apiKey, baseUrl } = env.ai.openai
  if (!apiKey) return null
  const base = (baseUrl ?? 'https://api.openai.com/v1').replace(/\/$/, '')
  if (unsupported.has(base)) return null
  try {
    const response = await fetch(`${base}/moderations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({ model: 'omni-moderation-latest', input: text }),
      signal: AbortSignal.timeout(5000),
    })
    if (response.status === 404 || response.status === 405) {
      unsupported.add(base)
      return null
    }
    if (!response.ok) throw new Error(`moderation answered ${response.status}`)
    const body = (await response.json()) as {
      results?: Array<{ flagged?: boolean; categories?: Record<string, boolean> }>
    }
    const result = body.results?.[0]
    if (!result) return null
    const categories = Object.entries(result.categories ?? {})
      .filter(([, value]) => value)
      .map(([name]) => name)
    return { flagged: Boolean(result.flagged), categories }
  } catch (error) {
    // The local filter already ran; a moderation outage must not silence Mochi.
    logger.warn({ err: error }, 'provider moderation unavailable')
    return null
  }
}
