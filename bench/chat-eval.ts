// Evaluates the offline garden guide on held-out family questions: key facts per answer, honesty and speed.
// Run: npx tsx bench/chat-eval.ts            (add --misses to list every answer that was not correct)
//      npx tsx bench/chat-eval.ts --held-out  (fresh sets 9 to 12 alone; the default run never loads them)
import type { LanguageModelV4StreamPart } from '@ai-sdk/provider'
import { answer } from '../src/server/ai/local/garden-guide/answer'
import { createGardenGuideModel } from '../src/server/ai/local/garden-guide/garden-guide-model'
import { DEFAULT_LANGUAGE, type Language } from '../src/shared/constants'
import { EVAL_TOPICS, type FamilyQuestion } from './chat-eval/family-question-types'
import { FRESH_QUESTIONS } from './chat-eval/fresh-questions'
import { FRESH_QUESTIONS_2 } from './chat-eval/fresh-questions-2'
import { FRESH_QUESTIONS_3 } from './chat-eval/fresh-questions-3'
import { FRESH_QUESTIONS_4 } from './chat-eval/fresh-questions-4'
import { FRESH_QUESTIONS_5 } from './chat-eval/fresh-questions-5'
import { FRESH_QUESTIONS_6 } from './chat-eval/fresh-questions-6'
import { FRESH_QUESTIONS_7 } from './chat-eval/fresh-questions-7'
import { FRESH_QUESTIONS_8 } from './chat-eval/fresh-questions-8'
import { type Grade, grade, missingFacts } from './chat-eval/grade'
import { FAMILY_QUESTIONS } from './chat-eval/index'

const TARGET_OVERALL = 0.9
const TARGET_PER_LANGUAGE = 0.85
const TARGET_FIRST_TOKEN_MS = 50
// Every question is asked as if the app were in its default language, so Spanish must be detected from the text.
const UI_LANGUAGE: Language = DEFAULT_LANGUAGE
const SHOW_MISSES = process.argv.includes('--misses')
// --sets=9,10,11 keeps the held-out run to those sets, so a tuner can list the misses of the sets already tuned on
// without seeing the newest set that will judge the work.
const ONLY_SETS = process.argv
  .find((arg) => arg.startsWith('--sets='))
  ?.slice('--sets='.length)
  .split(',')
  .map(Number)
// Sets 9 to 12 are kept out of the default run so whoever tunes the guide never sees their figures or misses.
const HELD_OUT = process.argv.includes('--held-out')

interface Outcome {
  question: FamilyQuestion
  grade: Grade
  text: string
  ms: number
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]!
}

const pct = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`)

function evaluate(question: FamilyQuestion): Outcome {
  const start = performance.now()
  const result = answer(question.question, { language: UI_LANGUAGE })
  const ms = performance.now() - start
  return { question, grade: grade(question, result), text: result.text, ms }
}

async function firstTokenMs(model: ReturnType<typeof createGardenGuideModel>, text: string): Promise<number> {
  const start = performance.now()
  const { stream } = await model.doStream({ prompt: [{ role: 'user', content: [{ type: 'text', text }] }] })
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = (await reader.read()) as ReadableStreamReadResult<LanguageModelV4StreamPart>
    if (done || value.type === 'text-delta') break
  }
  const elapsed = performance.now() - start
  await reader.cancel()
  return elapsed
}

function row(label: string, subset: Outcome[]): string {
  const count = (g: Grade) => subset.filter((o) => o.grade === g).length
  const n = subset.length
  return [
    label.padEnd(18),
    String(n).padStart(5),
    pct(count('correct'), n).padStart(9),
    pct(count('honest-dont-know'), n).padStart(12),
    String(count('incomplete')).padStart(11),
    String(count('off-topic') + count('wrong-language')).padStart(10),
  ].join(' ')
}

const HEADER = `${'group'.padEnd(18)} ${'n'.padStart(5)} ${'correct'.padStart(9)} ${'dont-know'.padStart(12)} ${'incomplete'.padStart(11)} ${'off-topic'.padStart(10)}`

const METHOD = `Method: each question is answered offline by answer() with the UI language "${UI_LANGUAGE}". An answer is
correct when it is in the question's language and contains every key fact of the question (each fact lists
alternatives; one must start a word of the answer, ignoring case and accents). A "don't know yet" reply to an
answerable question is honest but not correct; an answer with some facts missing is incomplete; an answer with
none of them, in the wrong language, or any answer to an outside-the-knowledge question is off-topic.
Outside-the-knowledge questions are correct only as an honest don't-know.\n`

function warmUp(): void {
  // Texts that are not eval questions: loads both languages' indexes before timing.
  for (const text of ['hello', 'how do I grow peas?', '¿qué comen los colibríes?', 'gracias'])
    answer(text, { language: UI_LANGUAGE })
}

async function main() {
  if (HELD_OUT) return heldOut()
  warmUp()

  const outcomes = FAMILY_QUESTIONS.map(evaluate)
  const model = createGardenGuideModel({ defaultLanguage: UI_LANGUAGE })
  const firstTokens: number[] = []
  for (const { question } of FAMILY_QUESTIONS) firstTokens.push(await firstTokenMs(model, question))

  console.log(`Garden guide evaluation: ${outcomes.length} held-out family questions (bench/chat-eval/)`)
  console.log(METHOD)
  console.log(HEADER)
  console.log(row('all', outcomes))
  for (const language of ['en', 'es'] as const)
    console.log(
      row(
        `language ${language}`,
        outcomes.filter((o) => o.question.language === language),
      ),
    )
  for (const topic of EVAL_TOPICS)
    console.log(
      row(
        topic,
        outcomes.filter((o) => o.question.topic === topic),
      ),
    )

  const fresh = FRESH_QUESTIONS.map(evaluate)
  console.log(
    `\nFresh set: ${fresh.length} questions written after the knowledge was built and never used for tuning (bench/chat-eval/fresh-questions.ts), graded the same way:`,
  )
  console.log(row('fresh all', fresh))
  for (const language of ['en', 'es'] as const)
    console.log(
      row(
        `fresh ${language}`,
        fresh.filter((o) => o.question.language === language),
      ),
    )

  const fresh2 = FRESH_QUESTIONS_2.map(evaluate)
  console.log(
    `\nFresh set 2: ${fresh2.length} questions written 2026-11-25 and committed before their first run (bench/chat-eval/fresh-questions-2.ts), graded the same way:`,
  )
  console.log(row('fresh2 all', fresh2))
  for (const language of ['en', 'es'] as const)
    console.log(
      row(
        `fresh2 ${language}`,
        fresh2.filter((o) => o.question.language === language),
      ),
    )

  const fresh3 = FRESH_QUESTIONS_3.map(evaluate)
  console.log(
    `\nFresh set 3: ${fresh3.length} questions written 2026-11-25 after the off-topic fixes and committed before their first run (bench/chat-eval/fresh-questions-3.ts), graded the same way:`,
  )
  console.log(row('fresh3 all', fresh3))
  for (const language of ['en', 'es'] as const)
    console.log(
      row(
        `fresh3 ${language}`,
        fresh3.filter((o) => o.question.language === language),
      ),
    )

  const fresh4 = FRESH_QUESTIONS_4.map(evaluate)
  console.log(
    `\nFresh set 4: ${fresh4.length} questions written 2026-11-25 after every fix of that day and committed before their first run (bench/chat-eval/fresh-questions-4.ts), graded the same way:`,
  )
  console.log(row('fresh4 all', fresh4))
  for (const language of ['en', 'es'] as const)
    console.log(
      row(
        `fresh4 ${language}`,
        fresh4.filter((o) => o.question.language === language),
      ),
    )

  const fresh5 = FRESH_QUESTIONS_5.map(evaluate)
  console.log(
    `\nFresh set 5: ${fresh5.length} questions written 2026-11-25 before the answer-relevance gate and committed before their first run (bench/chat-eval/fresh-questions-5.ts), graded the same way:`,
  )
  console.log(row('fresh5 all', fresh5))
  for (const language of ['en', 'es'] as const)
    console.log(
      row(
        `fresh5 ${language}`,
        fresh5.filter((o) => o.question.language === language),
      ),
    )

  const fresh6 = FRESH_QUESTIONS_6.map(evaluate)
  console.log(
    `\nFresh set 6: ${fresh6.length} questions written 2026-11-25 after the relevance gate and the last knowledge change, committed before their first run (bench/chat-eval/fresh-questions-6.ts), graded the same way:`,
  )
  console.log(row('fresh6 all', fresh6))
  for (const language of ['en', 'es'] as const)
    console.log(
      row(
        `fresh6 ${language}`,
        fresh6.filter((o) => o.question.language === language),
      ),
    )

  const fresh7 = FRESH_QUESTIONS_7.map(evaluate)
  console.log(
    `\nFresh set 7: ${fresh7.length} questions written 2026-11-25 blind to the guide's code and knowledge, committed before their first run (bench/chat-eval/fresh-questions-7.ts), graded the same way:`,
  )
  printByLanguageAndTopic('fresh7', fresh7)

  const fresh8 = FRESH_QUESTIONS_8.map(evaluate)
  console.log(
    `\nFresh set 8: ${fresh8.length} questions written 2026-11-25 blind to the guide's code and knowledge, committed before their first run (bench/chat-eval/fresh-questions-8.ts), graded the same way:`,
  )
  printByLanguageAndTopic('fresh8', fresh8)

  const times = outcomes.map((o) => o.ms)
  console.log(
    `\nanswer(): p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms; ` +
      `first streamed text delta (model.doStream, in process): p50 ${percentile(firstTokens, 50).toFixed(2)} ms, ` +
      `p95 ${percentile(firstTokens, 95).toFixed(2)} ms (bench/chat.ts measures it over HTTP)`,
  )

  const freshSets = [...fresh, ...fresh2, ...fresh3, ...fresh4, ...fresh5, ...fresh6, ...fresh7, ...fresh8]
  const misses = [...outcomes, ...freshSets].filter((o) => o.grade !== 'correct')
  printMisses(misses)

  const share = (list: Outcome[]) => list.filter((o) => o.grade === 'correct').length / list.length
  const byLanguage = (language: Language) => share(outcomes.filter((o) => o.question.language === language))
  const offTopic = outcomes.filter((o) => o.grade === 'off-topic' || o.grade === 'wrong-language').length
  // Off-topic answers count on every set: an unrelated answer presented as an answer is never acceptable.
  const freshOffTopic = freshSets.filter(
    (o) => o.grade === 'off-topic' || o.grade === 'wrong-language',
  ).length
  const ok =
    share(outcomes) >= TARGET_OVERALL &&
    byLanguage('en') >= TARGET_PER_LANGUAGE &&
    byLanguage('es') >= TARGET_PER_LANGUAGE &&
    offTopic === 0 &&
    freshOffTopic === 0 &&
    percentile(firstTokens, 50) <= TARGET_FIRST_TOKEN_MS
  console.log(
    `Targets: correct ≥ ${TARGET_OVERALL * 100}% overall and ≥ ${TARGET_PER_LANGUAGE * 100}% per language, 0 off-topic (main and fresh sets; fresh sets: ${freshOffTopic}). ` +
      `${ok ? 'All targets met.' : 'MISSED a target.'}`,
  )
  console.log(
    `BENCH_JSON ${JSON.stringify({
      questions: outcomes.length,
      correct: share(outcomes),
      correctEn: byLanguage('en'),
      correctEs: byLanguage('es'),
      dontKnow: outcomes.filter((o) => o.grade === 'honest-dont-know').length / outcomes.length,
      offTopic,
      fresh: {
        questions: fresh.length,
        correct: share(fresh),
        dontKnow: fresh.filter((o) => o.grade === 'honest-dont-know').length / fresh.length,
        offTopic: fresh.filter((o) => o.grade === 'off-topic' || o.grade === 'wrong-language').length,
      },
      fresh2: {
        questions: fresh2.length,
        correct: share(fresh2),
        correctEn: share(fresh2.filter((o) => o.question.language === 'en')),
        correctEs: share(fresh2.filter((o) => o.question.language === 'es')),
        dontKnow: fresh2.filter((o) => o.grade === 'honest-dont-know').length / fresh2.length,
        offTopic: fresh2.filter((o) => o.grade === 'off-topic' || o.grade === 'wrong-language').length,
      },
      fresh3: {
        questions: fresh3.length,
        correct: share(fresh3),
        correctEn: share(fresh3.filter((o) => o.question.language === 'en')),
        correctEs: share(fresh3.filter((o) => o.question.language === 'es')),
        dontKnow: fresh3.filter((o) => o.grade === 'honest-dont-know').length / fresh3.length,
        offTopic: fresh3.filter((o) => o.grade === 'off-topic' || o.grade === 'wrong-language').length,
      },
      fresh4: {
        questions: fresh4.length,
        correct: share(fresh4),
        correctEn: share(fresh4.filter((o) => o.question.language === 'en')),
        correctEs: share(fresh4.filter((o) => o.question.language === 'es')),
        dontKnow: fresh4.filter((o) => o.grade === 'honest-dont-know').length / fresh4.length,
        offTopic: fresh4.filter((o) => o.grade === 'off-topic' || o.grade === 'wrong-language').length,
      },
      fresh5: {
        questions: fresh5.length,
        correct: share(fresh5),
        correctEn: share(fresh5.filter((o) => o.question.language === 'en')),
        correctEs: share(fresh5.filter((o) => o.question.language === 'es')),
        dontKnow: fresh5.filter((o) => o.grade === 'honest-dont-know').length / fresh5.length,
        offTopic: fresh5.filter((o) => o.grade === 'off-topic' || o.grade === 'wrong-language').length,
      },
      fresh6: {
        questions: fresh6.length,
        correct: share(fresh6),
        correctEn: share(fresh6.filter((o) => o.question.language === 'en')),
        correctEs: share(fresh6.filter((o) => o.question.language === 'es')),
        dontKnow: fresh6.filter((o) => o.grade === 'honest-dont-know').length / fresh6.length,
        offTopic: fresh6.filter((o) => o.grade === 'off-topic' || o.grade === 'wrong-language').length,
      },
      fresh7: {
        questions: fresh7.length,
        correct: share(fresh7),
        correctEn: share(fresh7.filter((o) => o.question.language === 'en')),
        correctEs: share(fresh7.filter((o) => o.question.language === 'es')),
        dontKnow: fresh7.filter((o) => o.grade === 'honest-dont-know').length / fresh7.length,
        offTopic: fresh7.filter((o) => o.grade === 'off-topic' || o.grade === 'wrong-language').length,
      },
      fresh8: {
        questions: fresh8.length,
        correct: share(fresh8),
        correctEn: share(fresh8.filter((o) => o.question.language === 'en')),
        correctEs: share(fresh8.filter((o) => o.question.language === 'es')),
        dontKnow: fresh8.filter((o) => o.grade === 'honest-dont-know').length / fresh8.length,
        offTopic: fresh8.filter((o) => o.grade === 'off-topic' || o.grade === 'wrong-language').length,
      },
      firstTokenMs: { p50: percentile(firstTokens, 50), p95: percentile(firstTokens, 95) },
    })}`,
  )
}

await main()

/** The rows of a set written to cover every topic in both languages: all, per language, per topic. */
function printByLanguageAndTopic(name: string, outcomes: Outcome[]): void {
  console.log(row(`${name} all`, outcomes))
  for (const language of ['en', 'es'] as const)
    console.log(
      row(
        `${name} ${language}`,
        outcomes.filter((o) => o.question.language === language),
      ),
    )
  for (const topic of EVAL_TOPICS)
    console.log(
      row(
        `${name} ${topic}`,
        outcomes.filter((o) => o.question.topic === topic),
      ),
    )
}

function printMisses(misses: Outcome[]): void {
  if (SHOW_MISSES) {
    console.log(`\nNot correct (${misses.length}):`)
    for (const miss of misses) {
      const missing = missingFacts(miss.question, miss.text)
      console.log(
        `  [${miss.question.language} ${miss.question.topic} ${miss.grade}] ${miss.question.question}` +
          `${missing.length > 0 && miss.grade !== 'honest-dont-know' ? `\n      missing: ${missing.join(' ; ')}` : ''}\n      > ${miss.text}`,
      )
    }
  } else console.log(`\n${misses.length} answers not correct (run with --misses to list them).`)
}

/** --held-out: fresh sets 9 to 12, loaded only here so the default run neither evaluates nor prints them. */
async function heldOut(): Promise<void> {
  const { FRESH_QUESTIONS_9 } = await import('./chat-eval/fresh-questions-9')
  const { FRESH_QUESTIONS_10 } = await import('./chat-eval/fresh-questions-10')
  const { FRESH_QUESTIONS_11 } = await import('./chat-eval/fresh-questions-11')
  const { FRESH_QUESTIONS_12 } = await import('./chat-eval/fresh-questions-12')
  warmUp()
  const sets = [
    { name: 'fresh9', number: 9, questions: FRESH_QUESTIONS_9 },
    { name: 'fresh10', number: 10, questions: FRESH_QUESTIONS_10 },
    { name: 'fresh11', number: 11, questions: FRESH_QUESTIONS_11 },
    { name: 'fresh12', number: 12, questions: FRESH_QUESTIONS_12 },
  ].filter((set) => ONLY_SETS === undefined || ONLY_SETS.includes(set.number))
  const figures: Record<string, ReturnType<typeof heldOutFigures>> = {}
  for (const [index, set] of sets.entries()) {
    const outcomes = set.questions.map(evaluate)
    const first = index === 0
    console.log(
      `${first ? '' : '\n'}Held-out fresh set ${set.number}: ${outcomes.length} questions written 2026-11-25 blind to the guide's code and knowledge, committed before their first run and never printed by the default run (bench/chat-eval/fresh-questions-${set.number}.ts)${first ? '' : ', graded the same way:'}`,
    )
    if (first) console.log(METHOD)
    console.log(HEADER)
    printByLanguageAndTopic(set.name, outcomes)
    printHeldOutSummary(set.name, outcomes)
    figures[set.name] = heldOutFigures(outcomes)
  }
  console.log(`BENCH_JSON ${JSON.stringify(figures)}`)
}

// Declarations, not const arrows: main() runs above, before any const below it would be initialised.
function countGrades(list: Outcome[], ...grades: Grade[]): number {
  return list.filter((o) => grades.includes(o.grade)).length
}

function inLanguage(list: Outcome[], language: Language): Outcome[] {
  return list.filter((o) => o.question.language === language)
}

/** One held-out set's summary line against the targets, then its misses (listed only with --misses). */
function printHeldOutSummary(name: string, outcomes: Outcome[]): void {
  const en = inLanguage(outcomes, 'en')
  const es = inLanguage(outcomes, 'es')
  console.log(
    `\n${name}: correct ${pct(countGrades(outcomes, 'correct'), outcomes.length)} (en ${pct(countGrades(en, 'correct'), en.length)}, ` +
      `es ${pct(countGrades(es, 'correct'), es.length)}), honest don't-know ${pct(countGrades(outcomes, 'honest-dont-know'), outcomes.length)}, ` +
      `off-topic ${countGrades(outcomes, 'off-topic', 'wrong-language')} (targets: ≥ ${TARGET_OVERALL * 100}% overall, ≥ ${TARGET_PER_LANGUAGE * 100}% per language, 0 off-topic)`,
  )
  printMisses(outcomes.filter((o) => o.grade !== 'correct'))
}

function heldOutFigures(outcomes: Outcome[]) {
  const en = inLanguage(outcomes, 'en')
  const es = inLanguage(outcomes, 'es')
  return {
    questions: outcomes.length,
    correct: countGrades(outcomes, 'correct') / outcomes.length,
    correctEn: countGrades(en, 'correct') / en.length,
    correctEs: countGrades(es, 'correct') / es.length,
    dontKnow: countGrades(outcomes, 'honest-dont-know') / outcomes.length,
    offTopic: countGrades(outcomes, 'off-topic', 'wrong-language'),
  }
}
