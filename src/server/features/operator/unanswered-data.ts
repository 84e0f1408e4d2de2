// Counting the questions the offline guide did not know, and reading the most asked ones for the console.
import { desc, sql } from 'drizzle-orm'
import type { Language } from '../../../shared/constants'
import type { Db } from '../../db/client'
import { unansweredQuestions } from '../../db/schema/unanswered'
import type { Logger } from '../../lib/logger'

const MAX_LENGTH = 200

/** Lower case, no punctuation or extra spaces, so "What's X?" and "whats x" count as one question. */
export function normalizeQuestion(question: string): string {
  return question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_LENGTH)
}

export async function recordUnanswered(db: Db, question: string, language: Language) {
  const text = normalizeQuestion(question)
  if (!text) return
  await db
    .insert(unansweredQuestions)
    .values({ question: text, language })
    .onConflictDoUpdate({
      target: [unansweredQuestions.question, unansweredQuestions.language],
      set: { count: sql`${unansweredQuestions.count} + 1`, lastAskedAt: new Date() },
    })
}

export async function topUnanswered(db: Db, limit: number) {
  const rows = await db
    .select()
    .from(unansweredQuestions)
    .orderBy(desc(unansweredQuestions.count), desc(unansweredQuestions.lastAskedAt))
    .limit(limit)
  return rows.map((row) => ({
    question: row.question,
    language: row.language,
    count: row.count,
    lastAskedAt: row.lastAskedAt.toISOString(),
  }))
}

/** The garden guide's hook: counts a don't-know in the background; a failed write is only logged. */
export function unansweredRecorder(db: Db, logger: Logger) {
  return (question: string, language: Language) => {
    recordUnanswered(db, question, language).catch((error) =>
      logger.warn({ err: error }, 'counting an unanswered question failed'),
    )
  }
}
