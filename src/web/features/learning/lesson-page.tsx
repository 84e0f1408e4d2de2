// Placeholder until the lessons are built.
import { ComingTogetherPage } from '../pages/coming-together-page'

export function LessonPage({ lessonId }: { lessonId: 'bee-basics' | 'garden-basics' }) {
  return <ComingTogetherPage screen={lessonId === 'bee-basics' ? 'lesson' : 'lesson'} />
}
