// Placeholder until this screen is built.
import { ComingTogetherPage } from '../pages/coming-together-page'

export function VoicePage() {
  return <ComingTogetherPage screen="voice" />
}
