// A lesson section's picture: a big emoji scene on a soft panel, described for screen readers.
export function LessonIllustration({ scene, label }: { scene: readonly string[]; label: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className="flex min-h-40 items-center justify-center gap-4 rounded-3xl border border-[var(--border)] bg-[var(--surface-muted)] p-6 text-6xl sm:text-7xl"
    >
      {scene.map((emoji, index) => (
        <span key={index} aria-hidden="true" className={index % 2 === 1 ? 'animate-float' : undefined}>
          {emoji}
        </span>
      ))}
    </div>
  )
}
