// The lessons of the Beeducation hub, by id.
import type { LessonId } from '../schemas/learning'
import { BEE_BASICS } from './bee-basics'
import { BEE_LIFE_CYCLE } from './bee-life-cycle'
import { BEE_SENSES } from './bee-senses'
import { BEE_TALK } from './bee-talk'
import { BEEKEEPING_BASICS } from './beekeeping-basics'
import { CONSERVATION } from './conservation'
import { ECOSYSTEM_EXPLORER } from './ecosystem-explorer'
import { GARDEN_BASICS } from './garden-basics'
import { GARDEN_SEASONS } from './garden-seasons'
import { HONEY_AND_HIVE } from './honey-and-hive'
import type { Lesson } from './lesson-types'
import { MEET_THE_BEES } from './meet-the-bees'
import { POLLINATION_POWER } from './pollination-power'

export const LESSONS: Readonly<Record<LessonId, Lesson>> = {
  'bee-basics': BEE_BASICS,
  'garden-basics': GARDEN_BASICS,
  'ecosystem-explorer': ECOSYSTEM_EXPLORER,
  'beekeeping-basics': BEEKEEPING_BASICS,
  conservation: CONSERVATION,
  'honey-and-hive': HONEY_AND_HIVE,
  'pollination-power': POLLINATION_POWER,
  'meet-the-bees': MEET_THE_BEES,
  'bee-life-cycle': BEE_LIFE_CYCLE,
  'bee-senses': BEE_SENSES,
  'bee-talk': BEE_TALK,
  'garden-seasons': GARDEN_SEASONS,
}

export { nextLessonId } from './next-lesson'
