// Placeholder until this screen is built.
import { ComingTogetherPage } from '../pages/coming-together-page'

export function DashboardPage() {
  return <ComingTogetherPage screen="dashboard" />
}
