// A card of tips on using the fact cards.
import { useTranslation } from 'react-i18next'

const TIPS = ['listen', 'analyze', 'visualize', 'learned'] as const

export function TipsCard() {
  const { t } = useTranslation('learning')
  return (
    <section
      aria-labelledby="learning-tips-title"
      className="rounded-3xl border border-[var(--border)] bg-[var(--surface-muted)] p-5"
    >
      <h3 id="learning-tips-title" className="font-display text-xl font-bold">
        <span aria-hidden="true">💡 </span>
        {t('tips.title')}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {TIPS.map((tip) => (
          <li key={tip}>{t(`tips.${tip}`)}</li>
        ))}
      </ul>
    </section>
  )
}
