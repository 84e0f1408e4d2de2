// A small accessible bar chart in CSS: each bar is a list item whose text says the day and the count.
export interface Bar {
  key: string
  label: string
  value: number
  /** Read by screen readers and shown as a tooltip, e.g. "2024-05-01: 12". */
  description: string
}

export function BarChart({ title, bars }: { title: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value))
  return (
    <figure className="space-y-2">
      <figcaption className="font-bold">{title}</figcaption>
      <ol className="flex h-40 items-end gap-1" aria-label={title}>
        {bars.map((bar) => (
          <li
            key={bar.key}
            className="flex h-full flex-1 flex-col items-center justify-end gap-1"
            title={bar.description}
          >
            <span className="sr-only">{bar.description}</span>
            <span aria-hidden className="text-xs font-semibold">
              {bar.value}
            </span>
            <span
              aria-hidden
              className="w-full rounded-t-md bg-[var(--primary)]"
              style={{ height: `${Math.max(2, (bar.value / max) * 100)}%` }}
            />
            <span aria-hidden className="text-xs text-[var(--fg-muted)]">
              {bar.label}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  )
}
