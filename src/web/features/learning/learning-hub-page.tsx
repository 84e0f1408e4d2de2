// Placeholder until this screen is built.
import { ComingTogetherPage } from '../pages/coming-together-page'

export function LearningHubPage() {
  return <ComingTogetherPage screen="learningHub" />
}
