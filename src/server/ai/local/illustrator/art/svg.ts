// Tiny helpers for writing compact SVG markup by hand.

/** Rounds to two decimals so the markup stays short and byte-stable. */
export function f(value: number): string {
  return String(Math.round(value * 100) / 100)
}

/** A transform that moves, turns and sizes a shape drawn around its own origin. */
export function place(x: number, y: number, scale = 1, rotate = 0, flip = false): string {
  let transform = `translate(${f(x)} ${f(y)})`
  if (rotate !== 0) transform += ` rotate(${f(rotate)})`
  if (scale !== 1 || flip) transform += ` scale(${f(flip ? -scale : scale)} ${f(scale)})`
  return transform
}

/** Points of a regular star, for night skies and flower centres. */
export function starPath(radius: number, points = 5, inner = 0.45): string {
  const parts: string[] = []
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? radius : radius * inner
    const angle = (Math.PI * i) / points - Math.PI / 2
    parts.push(`${i === 0 ? 'M' : 'L'}${f(Math.cos(angle) * r)} ${f(Math.sin(angle) * r)}`)
  }
  return `${parts.join('')}Z`
}

/** Shapes repeated evenly around a centre, each rotated to face outwards (petals, rays). */
export function ring(count: number, offsetDegrees: number, shape: (angle: number) => string): string {
  let out = ''
  for (let i = 0; i < count; i++) out += shape(offsetDegrees + (360 * i) / count)
  return out
}
