// Evaluates the offline garden guide on family questions: retrieval accuracy, answer relevance and speed.
// Run: npx tsx bench/chat-eval.ts
import type { LanguageModelV4StreamPart } from '@ai-sdk/provider'
import { answer } from '../src/server/ai/local/garden-guide/answer'
import { createGardenGuideModel } from '../src/server/ai/local/garden-guide/garden-guide-model'
import { detectLanguage } from '../src/server/ai/local/garden-guide/language-detection'
import { DEFAULT_LANGUAGE, type Language } from '../src/shared/constants'
import { CHAT_EVAL_QUESTIONS, type ChatEvalQuestion, HELD_OUT_QUESTIONS } from './chat-eval-questions'

const TARGET_ACCURACY = 0.9
const TARGET_FIRST_TOKEN_MS = 50
// Every question is asked as if the app were in its default language, so Spanish must be detected from the text.
const UI_LANGUAGE: Language = DEFAULT_LANGUAGE

interface Outcome {
  question: ChatEvalQuestion
  topId: string | undefined
  retrieved: boolean
  relevant: boolean
  reasons: string[]
  answerText: string
  answerMs: number
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]!
}

const pct = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`)

function evaluate(question: ChatEvalQuestion): Outcome {
  const start = performance.now()
  const result = answer(question.question, { language: UI_LANGUAGE })
  const answerMs = performance.now() - start
  const topId = result.citations[0]?.id
  const retrieved = topId !== undefined && question.expectedIds.includes(topId)
  const reasons: string[] = []
  if (!result.text.toLowerCase().includes(question.keyword.toLowerCase()))
    reasons.push(`no "${question.keyword}"`)
  if (result.language !== question.language) reasons.push(`answered in ${result.language}`)
  else if (detectLanguage(result.text, question.language === 'en' ? 'es' : 'en') !== question.language) {
    reasons.push('text reads as the other language')
  }
  return {
    question,
    topId,
    retrieved,
    relevant: reasons.length === 0,
    reasons,
    answerText: result.text,
    answerMs,
  }
}

async function firstTokenMs(model: ReturnType<typeof createGardenGuideModel>, text: string): Promise<number> {
  const start = performance.now()
  const { stream } = await model.doStream({ prompt: [{ role: 'user', content: [{ type: 'text', text }] }] })
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = (await reader.read()) as ReadableStreamReadResult<LanguageModelV4StreamPart>
    if (done) break
    if (value.type === 'text-delta') break
  }
  const elapsed = performance.now() - start
  await reader.cancel()
  return elapsed
}

// Not eval questions: they only load both languages' indexes and let the JIT settle before timing.
const WARM_UP = [
  'hello',
  'how do I grow peas?',
  'what eats aphids',
  'tell me a joke',
  '¿qué comen los colibríes?',
  '¿cómo riego mis fresas?',
  'dibújame una flor',
  'gracias',
]

async function main() {
  const coldStart = performance.now()
  answer('how do bees see flowers?', { language: UI_LANGUAGE })
  const coldMs = performance.now() - coldStart
  for (let round = 0; round < 20; round++) for (const text of WARM_UP) answer(text, { language: UI_LANGUAGE })

  const outcomes = CHAT_EVAL_QUESTIONS.map(evaluate)
  const heldOut = HELD_OUT_QUESTIONS.map(evaluate)
  const model = createGardenGuideModel({ defaultLanguage: UI_LANGUAGE })
  const firstTokens: number[] = []
  for (const { question } of CHAT_EVAL_QUESTIONS) firstTokens.push(await firstTokenMs(model, question))

  console.log(
    `Garden guide evaluation: ${outcomes.length} questions + ${heldOut.length} held-out (UI language "${UI_LANGUAGE}")\n`,
  )
  console.log('set       language  questions  top-1 retrieval  answer relevance')
  const rows: Record<string, { n: number; retrieval: number; relevance: number }> = {}
  const sets = [
    ['main', outcomes],
    ['held-out', heldOut],
  ] as const
  for (const [setName, set] of sets) {
    for (const group of ['en', 'es', 'all'] as const) {
      const subset = set.filter((o) => group === 'all' || o.question.language === group)
      const retrieval = subset.filter((o) => o.retrieved).length
      const relevance = subset.filter((o) => o.relevant).length
      const key = setName === 'main' ? group : `${setName}-${group}`
      rows[key] = {
        n: subset.length,
        retrieval: retrieval / subset.length,
        relevance: relevance / subset.length,
      }
      console.log(
        `${setName.padEnd(9)} ${group.padEnd(9)} ${String(subset.length).padStart(9)}  ${pct(retrieval, subset.length).padStart(15)}  ${pct(relevance, subset.length).padStart(16)}`,
      )
    }
  }

  const answerTimes = outcomes.map((o) => o.answerMs)
  console.log('\nTiming (warm):')
  console.log(
    `  answer():      median ${percentile(answerTimes, 50).toFixed(2)} ms, p95 ${percentile(answerTimes, 95).toFixed(2)} ms`,
  )
  console.log(
    `  first token:   median ${percentile(firstTokens, 50).toFixed(2)} ms, p95 ${percentile(firstTokens, 95).toFixed(2)} ms (target < ${TARGET_FIRST_TOKEN_MS} ms)`,
  )
  console.log(
    `  cold start:    ${coldMs.toFixed(1)} ms (first answer after loading: builds the English index)`,
  )

  const misses = [...outcomes, ...heldOut].filter((o) => !o.retrieved || !o.relevant)
  console.log(`\nMisses (${misses.length}):`)
  for (const miss of misses) {
    const what = [
      miss.retrieved
        ? undefined
        : `top-1 ${miss.topId ?? 'none'} (wanted ${miss.question.expectedIds.join(' | ')})`,
      ...miss.reasons,
    ].filter(Boolean)
    console.log(
      `  [${miss.question.language}] ${miss.question.question}\n      ${what.join('; ')}\n      > ${miss.answerText}`,
    )
  }

  const overall = rows.all!
  const ok =
    overall.retrieval >= TARGET_ACCURACY &&
    overall.relevance >= TARGET_ACCURACY &&
    percentile(firstTokens, 95) < TARGET_FIRST_TOKEN_MS
  console.log(`\n${ok ? 'All targets met.' : 'MISSED a target.'}`)
  console.log(
    `BENCH_JSON ${JSON.stringify({
      questions: outcomes.length,
      retrieval: rows,
      answerMs: { median: percentile(answerTimes, 50), p95: percentile(answerTimes, 95) },
      firstTokenMs: { median: percentile(firstTokens, 50), p95: percentile(firstTokens, 95) },
      coldStartMs: coldMs,
    })}`,
  )
}

await main()
