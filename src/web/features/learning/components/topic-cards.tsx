// The six topic cards of the hub (spec 2.6): five open their lessons (Conservation Chat also shows its tip), one the games.
import { GAMES } from '@shared/constants'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../lib/toast'
import { GAMES_SECTION_ID } from '../../games/games-section'
import { TopicCard } from './topic-card'

const CONSERVATION_TOAST_ID = 'learning-conservation'

/** Scrolls to the games and puts keyboard focus there, so Tab continues inside the games section. */
function showGames() {
  const section = document.getElementById(GAMES_SECTION_ID)
  if (!section) return
  const isReduced = document.documentElement.dataset.reducedMotion === 'true'
  section.scrollIntoView?.({ behavior: isReduced ? 'auto' : 'smooth', block: 'start' })
  section.setAttribute('tabindex', '-1')
  section.focus({ preventScroll: true })
}

export function TopicCards() {
  const { t } = useTranslation(['learning', 'games'])
  const showConservationTip = () =>
    toast.info(t('toasts.conservationTitle'), {
      id: CONSERVATION_TOAST_ID,
      description: t('topics.conservationToast'),
    })
  return (
    <nav aria-label={t('topics.label')}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <TopicCard
            emoji="🐝"
            title={t('topics.beeBasicsTitle')}
            description={t('topics.beeBasicsDescription')}
            to="/learning/bee-basics"
          />
        </li>
        <li>
          <TopicCard
            emoji="🌱"
            title={t('topics.gardenBasicsTitle')}
            description={t('topics.gardenBasicsDescription')}
            to="/learning/garden-basics"
          />
        </li>
        <li>
          <TopicCard
            emoji="🎮"
            title={t('topics.gamesTitle')}
            description={t('topics.gamesDescription')}
            badge={t('games:hub.gameCount', { total: GAMES.catalogued })}
            onSelect={showGames}
          />
        </li>
        <li>
          <TopicCard
            emoji="🌍"
            title={t('topics.ecosystemTitle')}
            description={t('topics.ecosystemDescription')}
            to="/learning/ecosystem-explorer"
          />
        </li>
        <li>
          <TopicCard
            emoji="🍯"
            title={t('topics.beekeepingTitle')}
            description={t('topics.beekeepingDescription')}
            to="/learning/beekeeping-basics"
          />
        </li>
        <li>
          <TopicCard
            emoji="💬"
            title={t('topics.conservationTitle')}
            description={t('topics.conservationDescription')}
            to="/learning/conservation"
            onSelect={showConservationTip}
          />
        </li>
      </ul>
    </nav>
  )
}
