// The two lessons of the Beeducation hub, by id.
import type { LessonId } from '../schemas/learning'
import { BEE_BASICS } from './bee-basics'
import { GARDEN_BASICS } from './garden-basics'
import type { Lesson } from './lesson-types'

export const LESSONS: Readonly<Record<LessonId, Lesson>> = {
  'bee-basics': BEE_BASICS,
  'garden-basics': GARDEN_BASICS,
}
