// Which lesson follows another, apart from the lessons' text, so a lesson page can link on without loading them all.
import type { LessonId } from '../schemas/learning'

/** The lesson after `id` in the hub's order, wrapping round, for "next lesson" links. */
export function nextLessonId(id: LessonId, order: readonly LessonId[]): LessonId {
  return order[(order.indexOf(id) + 1) % order.length] ?? id
}
