// Learning progress and game scores (spec 3, 4), owned by a signed-in user or by a guest id, never both.
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth'

export const beeLearningProgress = pgTable(
  'bee_learning_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    /** Equals a fact category. */
    topic: text('topic').notNull(),
    level: integer('level').notNull().default(1),
    /** Fact ids learned in this topic, in the order they were learned. */
    completedLessons: jsonb('completed_lessons').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bee_learning_progress_user_topic').on(table.userId, table.topic),
    uniqueIndex('bee_learning_progress_guest_topic').on(table.guestId, table.topic),
  ],
)

export const gameScores = pgTable(
  'game_scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    gameId: text('game_id').notNull(),
    bestScore: integer('best_score').notNull().default(0),
    timesCompleted: integer('times_completed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_scores_user_game').on(table.userId, table.gameId),
    uniqueIndex('game_scores_guest_game').on(table.guestId, table.gameId),
  ],
)

/** Completed lessons (the two lesson pages), with the quiz answer that finished them. */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    lessonId: text('lesson_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lesson_completions_owner').on(table.userId, table.guestId)],
)

/**
 * Where the owner is in each lesson (issue 18): the step last reached (sections, then quiz questions), so a
 * lesson reopened on any device resumes there. One row per owner and lesson; a finished lesson starts over.
 */
export const lessonSteps = pgTable(
  'lesson_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    lessonId: text('lesson_id').notNull(),
    step: integer('step').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lesson_steps_user_lesson').on(table.userId, table.lessonId),
    uniqueIndex('lesson_steps_guest_lesson').on(table.guestId, table.lessonId),
  ],
)
