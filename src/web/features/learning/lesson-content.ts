// Each lesson's text in a chunk of its own: a lesson page loads the one lesson it shows, not all twelve (≈ 17 kB
// on the wire). The service worker precaches every chunk, so lessons still open offline.
import type { Lesson } from '@shared/lessons/lesson-types'
import type { LessonId } from '@shared/schemas/learning'

const LOADERS: Readonly<Record<LessonId, () => Promise<Lesson>>> = {
  'bee-basics': async () => (await import('@shared/lessons/bee-basics')).BEE_BASICS,
  'garden-basics': async () => (await import('@shared/lessons/garden-basics')).GARDEN_BASICS,
  'ecosystem-explorer': async () => (await import('@shared/lessons/ecosystem-explorer')).ECOSYSTEM_EXPLORER,
  'beekeeping-basics': async () => (await import('@shared/lessons/beekeeping-basics')).BEEKEEPING_BASICS,
  conservation: async () => (await import('@shared/lessons/conservation')).CONSERVATION,
  'honey-and-hive': async () => (await import('@shared/lessons/honey-and-hive')).HONEY_AND_HIVE,
  'pollination-power': async () => (await import('@shared/lessons/pollination-power')).POLLINATION_POWER,
  'meet-the-bees': async () => (await import('@shared/lessons/meet-the-bees')).MEET_THE_BEES,
  'bee-life-cycle': async () => (await import('@shared/lessons/bee-life-cycle')).BEE_LIFE_CYCLE,
  'bee-senses': async () => (await import('@shared/lessons/bee-senses')).BEE_SENSES,
  'bee-talk': async () => (await import('@shared/lessons/bee-talk')).BEE_TALK,
  'garden-seasons': async () => (await import('@shared/lessons/garden-seasons')).GARDEN_SEASONS,
}

/** The query of a lesson's content: loaded once, never stale (it changes only with a deploy). */
export function lessonQuery(id: LessonId) {
  return {
    queryKey: ['lesson-content', id] as const,
    queryFn: LOADERS[id],
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  }
}
