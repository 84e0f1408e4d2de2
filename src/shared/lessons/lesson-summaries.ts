// What the hub's lesson list shows of each lesson (emoji, title, step and question counts), without the lessons'
// text, so the hub does not load every lesson; lesson-summaries.test.ts keeps it equal to LESSONS.
import type { LessonId } from '../schemas/learning'
import type { Lesson } from './lesson-types'

export interface LessonSummary {
  emoji: string
  title: Lesson['title']
  steps: number
  questions: number
}

export const LESSON_SUMMARIES: Readonly<Record<LessonId, LessonSummary>> = {
  'bee-basics': {
    emoji: '🐝',
    title: { en: 'Bee Basics', es: 'Lo básico de las abejas' },
    steps: 6,
    questions: 3,
  },
  'garden-basics': {
    emoji: '🌱',
    title: { en: 'Garden Basics', es: 'Lo básico del jardín' },
    steps: 6,
    questions: 3,
  },
  'ecosystem-explorer': {
    emoji: '🌍',
    title: { en: 'Ecosystem Explorer', es: 'Explorador del ecosistema' },
    steps: 6,
    questions: 3,
  },
  'beekeeping-basics': {
    emoji: '🧑‍🌾',
    title: { en: 'Beekeeping Basics', es: 'Apicultura básica' },
    steps: 6,
    questions: 3,
  },
  conservation: {
    emoji: '💚',
    title: { en: 'Helping Bees', es: 'Ayudar a las abejas' },
    steps: 6,
    questions: 3,
  },
  'honey-and-hive': {
    emoji: '🍯',
    title: { en: 'From Nectar to Honey', es: 'Del néctar a la miel' },
    steps: 6,
    questions: 3,
  },
  'pollination-power': {
    emoji: '🌸',
    title: { en: 'Pollination Power', es: 'El poder de la polinización' },
    steps: 6,
    questions: 3,
  },
  'meet-the-bees': {
    emoji: '🔎',
    title: { en: 'Meet the Bees', es: 'Conoce a las abejas' },
    steps: 6,
    questions: 3,
  },
  'bee-life-cycle': {
    emoji: '🥚',
    title: { en: 'A Bee Grows Up', es: 'Una abeja crece' },
    steps: 6,
    questions: 3,
  },
  'bee-senses': {
    emoji: '👀',
    title: { en: 'Bee Super Senses', es: 'Los supersentidos de las abejas' },
    steps: 6,
    questions: 3,
  },
  'bee-talk': {
    emoji: '💃',
    title: { en: 'How Bees Talk', es: 'Cómo hablan las abejas' },
    steps: 6,
    questions: 3,
  },
  'garden-seasons': {
    emoji: '🍂',
    title: { en: 'A Year in the Garden', es: 'Un año en el jardín' },
    steps: 6,
    questions: 3,
  },
}
