// Friendly, simple people standing on the ground at (0, 0): children, parents, grandparents, a gardener, a baby.
import { f } from './svg'

export const SKIN = ['#F6D2B5', '#E0AC82', '#C68B5E', '#8D5A3B', '#5E3A24'] as const
const HAIR = ['#3A2A1A', '#6B4220', '#D9A441', '#1F1A17', '#A0522D'] as const
const GREY = '#C9CBD1'

export interface PersonLook {
  /** Total height at scale 1. */
  height: number
  shirt: string
  trousers: string
  hair: 'short' | 'long' | 'bun' | 'none'
  grey?: boolean
  hat?: boolean
  /** Something held in the right hand, already drawn around (0, 0). */
  holding?: string
}

/** One person; `variant` in [0, 1) picks skin and hair so groups of people look different. */
export function drawPerson(look: PersonLook, variant: number): string {
  const skin = SKIN[Math.floor(variant * SKIN.length) % SKIN.length]!
  const hair = look.grey ? GREY : HAIR[Math.floor(variant * 7.3) % HAIR.length]!
  const h = look.height
  const head = h * 0.16
  const hy = -h + head
  const bodyTop = hy + head * 0.9
  const hip = -h * 0.42
  const w = h * 0.16
  let out =
    `<path d="M${f(-w * 0.5)} ${f(hip)}L${f(-w * 0.55)} 0M${f(w * 0.5)} ${f(hip)}L${f(w * 0.55)} 0" stroke="${look.trousers}" stroke-width="${f(w * 0.55)}" stroke-linecap="round"/>` +
    `<path d="M${f(-w)} ${f(hip)}L${f(-w * 0.8)} ${f(bodyTop)}Q0 ${f(bodyTop - head * 0.3)} ${f(w * 0.8)} ${f(bodyTop)}L${f(w)} ${f(hip)}Z" fill="${look.shirt}"/>` +
    `<path d="M${f(-w * 0.85)} ${f(bodyTop + head * 0.3)}L${f(-w * 1.5)} ${f(hip + head * 0.4)}M${f(w * 0.85)} ${f(bodyTop + head * 0.3)}L${f(w * 1.6)} ${f(hip)}" stroke="${look.shirt}" stroke-width="${f(w * 0.4)}" stroke-linecap="round"/>` +
    `<circle cx="${f(-w * 1.5)}" cy="${f(hip + head * 0.45)}" r="${f(w * 0.24)}" fill="${skin}"/>`
  if (look.hair === 'long')
    out += `<path d="M${f(-head * 1.05)} ${f(hy)}L${f(-head * 1.1)} ${f(hy + head * 1.6)}L${f(head * 1.1)} ${f(hy + head * 1.6)}L${f(head * 1.05)} ${f(hy)}Z" fill="${hair}"/>`
  out +=
    `<circle cx="0" cy="${f(hy)}" r="${f(head)}" fill="${skin}"/>` +
    // White around each eye so faces read on every skin tone.
    [-1, 1]
      .map(
        (side) =>
          `<circle cx="${f(side * head * 0.35)}" cy="${f(hy - head * 0.05)}" r="${f(head * 0.2)}" fill="#FFFFFF"/>` +
          `<circle cx="${f(side * head * 0.35)}" cy="${f(hy - head * 0.02)}" r="${f(head * 0.12)}" fill="#2B1D0E"/>`,
      )
      .join('') +
    `<path d="M${f(-head * 0.35)} ${f(hy + head * 0.35)}Q0 ${f(hy + head * 0.65)} ${f(head * 0.35)} ${f(hy + head * 0.35)}" fill="none" stroke="${Number.parseInt(skin.slice(1, 3), 16) < 0x90 ? '#FFE2D6' : '#2B1D0E'}" stroke-width="${f(head * 0.1)}" stroke-linecap="round"/>` +
    `<circle cx="${f(-head * 0.6)}" cy="${f(hy + head * 0.3)}" r="${f(head * 0.15)}" fill="#FF8A8A" opacity="0.6"/><circle cx="${f(head * 0.6)}" cy="${f(hy + head * 0.3)}" r="${f(head * 0.15)}" fill="#FF8A8A" opacity="0.6"/>`
  if (look.hair !== 'none')
    out += `<path d="M${f(-head)} ${f(hy)}A${f(head)} ${f(head)} 0 0 1 ${f(head)} ${f(hy)}Q0 ${f(hy - head * 0.5)} ${f(-head)} ${f(hy)}Z" fill="${hair}"/>`
  if (look.hair === 'bun')
    out += `<circle cx="0" cy="${f(hy - head * 1.05)}" r="${f(head * 0.4)}" fill="${hair}"/>`
  if (look.hat)
    out += `<ellipse cx="0" cy="${f(hy - head * 0.55)}" rx="${f(head * 1.7)}" ry="${f(head * 0.3)}" fill="#E8C66A"/><path d="M${f(-head * 0.8)} ${f(hy - head * 0.55)}Q0 ${f(hy - head * 1.7)} ${f(head * 0.8)} ${f(hy - head * 0.55)}Z" fill="#E8C66A"/><path d="M${f(-head * 0.8)} ${f(hy - head * 0.7)}L${f(head * 0.8)} ${f(hy - head * 0.7)}" stroke="#C0392B" stroke-width="${f(head * 0.18)}"/>`
  if (look.holding)
    out += `<g transform="translate(${f(w * 1.8)} ${f(hip + head * 0.6)}) scale(${f(h / 400)})">${look.holding}</g>`
  return out
}

export const baby = (variant: number) => {
  const skin = SKIN[Math.floor(variant * SKIN.length) % SKIN.length]!
  return (
    '<path d="M-40 0L-44 -40Q0 -70 44 -40L40 0Z" fill="#FFC6DD"/>' +
    `<circle cy="-70" r="28" fill="${skin}"/><circle cx="-9" cy="-72" r="3.5" fill="#2B1D0E"/><circle cx="9" cy="-72" r="3.5" fill="#2B1D0E"/>` +
    '<path d="M-7 -60Q0 -55 7 -60" fill="none" stroke="#2B1D0E" stroke-width="2.5"/><path d="M-4 -98Q4 -108 8 -96" fill="none" stroke="#6B4220" stroke-width="3"/>'
  )
}
