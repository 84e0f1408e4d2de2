// bee_facts (spec section 3, read only): bilingual seed content served in the reader's language.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'

export const beeFacts = pgTable(
  'bee_facts',
  {
    id: text('id').primaryKey(),
    category: text('category').notNull(),
    difficultyLevel: integer('difficulty_level').notNull(),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    contentEn: text('content_en').notNull(),
    contentEs: text('content_es').notNull(),
    funFactEn: text('fun_fact_en'),
    funFactEs: text('fun_fact_es'),
  },
  (table) => [index('bee_facts_difficulty_idx').on(table.difficultyLevel)],
)
