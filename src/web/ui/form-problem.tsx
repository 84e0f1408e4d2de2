// The boxed error a form shows after a failed submit (announced to screen readers).
export function FormProblem({ children }: { children: string | null }) {
  if (!children) return null
  return (
    <p
      role="alert"
      className="rounded-xl border-2 border-[var(--danger)] p-3 font-semibold text-[var(--danger)]"
    >
      {children}
    </p>
  )
}
