// One tool of the advanced AI panel: a text area, a selector, a button that waits while the tool works.
import type { LucideIcon } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'

export interface ToolOption {
  value: string
  label: string
}

interface AiToolCardProps {
  icon: LucideIcon
  title: string
  description: string
  textLabel: string
  placeholder: string
  text: string
  onTextChange: (text: string) => void
  selectLabel: string
  options: readonly ToolOption[]
  selected: string
  onSelect: (value: string) => void
  runLabel: string
  isBusy: boolean
  /** Called only with text to work on: spec 5 says the button does nothing while the text area is empty. */
  onRun: (text: string) => void
  children?: ReactNode
}

export function AiToolCard(props: AiToolCardProps) {
  const { t } = useTranslation('create')
  const id = useId()
  const Icon = props.icon
  const handleRun = () => {
    const text = props.text.trim()
    if (text === '' || props.isBusy) return
    props.onRun(text)
  }
  return (
    <Card className="flex flex-col gap-3" aria-labelledby={`${id}-title`} role="region">
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-display text-xl font-bold">
        <Icon aria-hidden className="h-6 w-6 text-[var(--accent)]" />
        {props.title}
      </h3>
      <p className="text-[var(--fg-muted)]">{props.description}</p>
      <label htmlFor={`${id}-text`} className="font-semibold">
        {props.textLabel}
      </label>
      <textarea
        id={`${id}-text`}
        value={props.text}
        placeholder={props.placeholder}
        rows={3}
        maxLength={1000}
        onChange={(event) => props.onTextChange(event.target.value)}
        className="surface min-h-24 w-full rounded-xl px-3 py-2 text-base text-[var(--fg)]"
      />
      <label htmlFor={`${id}-select`} className="font-semibold">
        {props.selectLabel}
      </label>
      <select
        id={`${id}-select`}
        value={props.selected}
        onChange={(event) => props.onSelect(event.target.value)}
        className="surface min-h-11 rounded-xl px-3 text-base text-[var(--fg)]"
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Button onClick={handleRun} disabled={props.isBusy} aria-busy={props.isBusy || undefined}>
        {props.isBusy ? t('tools.busy') : props.runLabel}
      </Button>
      {props.children}
    </Card>
  )
}
