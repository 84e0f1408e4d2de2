// Reads of bee_facts, in the reader's language, ordered by difficulty_level ascending (spec 7.1).
import { asc } from 'drizzle-orm'
import type { Language } from '../../../shared/constants'
import type { Db } from '../../db/client'
import { beeFacts } from '../../db/schema/facts'

export interface BeeFact {
  id: string
  title: string
  content: string
  category: string
  difficulty_level: number
  fun_fact: string | null
}

export async function listFacts(db: Db, { language }: { language: Language }): Promise<BeeFact[]> {
  const rows = await db.select().from(beeFacts).orderBy(asc(beeFacts.difficultyLevel), asc(beeFacts.id))
  const es = language === 'es'
  return rows.map((row) => ({
    id: row.id,
    title: es ? row.titleEs : row.titleEn,
    content: es ? row.contentEs : row.contentEn,
    category: row.category,
    difficulty_level: row.difficultyLevel,
    fun_fact: es ? row.funFactEs : row.funFactEn,
  }))
}
