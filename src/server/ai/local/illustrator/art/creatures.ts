// Friendly garden creatures, each centred on (0, 0) and facing right; `flap` in [0, 1] opens the wings.
import type { Shades } from '../colours'
import type { CreatureKind } from '../scene'
import { f } from './svg'

/** Width and height of each creature at scale 1, for spacing them out. */
export const CREATURE_SIZE: Record<CreatureKind, { width: number; height: number }> = {
  bee: { width: 110, height: 100 },
  bumblebee: { width: 120, height: 110 },
  butterfly: { width: 120, height: 110 },
  ladybug: { width: 90, height: 60 },
  hummingbird: { width: 140, height: 100 },
}

/** Clip shapes the bees' stripes share; written once into the picture's <defs>. */
export const CREATURE_DEFS =
  '<clipPath id="bee-body"><ellipse cx="-2" cy="0" rx="36" ry="27"/></clipPath>' +
  '<clipPath id="bumblebee-body"><ellipse cx="-2" cy="0" rx="38" ry="32"/></clipPath>'

function face(x: number, y: number): string {
  return (
    `<circle cx="${f(x)}" cy="${f(y)}" r="6.5" fill="#FFFFFF"/>` +
    `<circle cx="${f(x + 1.5)}" cy="${f(y + 0.5)}" r="4" fill="#2B1D0E"/>` +
    `<circle cx="${f(x + 2.8)}" cy="${f(y - 1)}" r="1.4" fill="#FFFFFF"/>` +
    `<path d="M${f(x - 4)} ${f(y + 11)}Q${f(x + 3)} ${f(y + 17)} ${f(x + 9)} ${f(y + 9)}" fill="none" stroke="#2B1D0E" stroke-width="2.5" stroke-linecap="round"/>` +
    `<ellipse cx="${f(x - 8)}" cy="${f(y + 9)}" rx="5" ry="3.2" fill="#FF8A8A" opacity="0.65"/>`
  )
}

function antennae(x: number, y: number): string {
  return (
    `<path d="M${f(x)} ${f(y)}Q${f(x + 2)} ${f(y - 16)} ${f(x + 12)} ${f(y - 22)}M${f(x - 10)} ${f(y + 2)}Q${f(x - 10)} ${f(y - 14)} ${f(x - 2)} ${f(y - 24)}" fill="none" stroke="#2B1D0E" stroke-width="2.5" stroke-linecap="round"/>` +
    `<circle cx="${f(x + 12)}" cy="${f(y - 22)}" r="3.5" fill="#2B1D0E"/><circle cx="${f(x - 2)}" cy="${f(y - 24)}" r="3.5" fill="#2B1D0E"/>`
  )
}

function wings(flap: number, size: number): string {
  const ry = size * (0.35 + 0.65 * flap)
  return (
    `<ellipse cx="-8" cy="${f(-22 - ry * 0.55)}" rx="${f(size * 0.62)}" ry="${f(ry)}" fill="#FFFFFF" fill-opacity="0.8" stroke="#8EC5EA" stroke-width="2.5" transform="rotate(-20 -8 -22)"/>` +
    `<ellipse cx="8" cy="${f(-22 - ry * 0.45)}" rx="${f(size * 0.5)}" ry="${f(ry * 0.8)}" fill="#FFFFFF" fill-opacity="0.8" stroke="#8EC5EA" stroke-width="2.5" transform="rotate(18 8 -22)"/>`
  )
}

function bee(flap: number): string {
  return (
    wings(flap, 26) +
    '<path d="M-36 2L-50 6L-36 10Z" fill="#2B1D0E"/>' +
    '<ellipse cx="-2" cy="0" rx="36" ry="27" fill="#FFD23F" stroke="#2B1D0E" stroke-width="3"/>' +
    '<g clip-path="url(#bee-body)" fill="#2B1D0E"><rect x="-22" y="-30" width="10" height="60"/><rect x="-2" y="-30" width="10" height="60"/><rect x="-42" y="-30" width="8" height="60"/></g>' +
    '<ellipse cx="-2" cy="0" rx="36" ry="27" fill="none" stroke="#2B1D0E" stroke-width="3"/>' +
    '<ellipse cx="-6" cy="-14" rx="14" ry="5" fill="#FFFFFF" opacity="0.35"/>' +
    face(20, -5) +
    antennae(24, -22)
  )
}

function bumblebee(flap: number): string {
  return (
    wings(flap, 28) +
    '<ellipse cx="-2" cy="0" rx="38" ry="32" fill="#F6B92B" stroke="#2B1D0E" stroke-width="3"/>' +
    '<g clip-path="url(#bumblebee-body)"><rect x="-40" y="-34" width="16" height="70" fill="#FFF4DC"/><rect x="-24" y="-34" width="14" height="70" fill="#2B1D0E"/><rect x="2" y="-34" width="12" height="70" fill="#2B1D0E"/></g>' +
    '<ellipse cx="-2" cy="0" rx="38" ry="32" fill="none" stroke="#2B1D0E" stroke-width="3"/>' +
    '<ellipse cx="-6" cy="-18" rx="15" ry="5" fill="#FFFFFF" opacity="0.35"/>' +
    face(22, -5) +
    antennae(26, -26)
  )
}

function butterfly(wing: Shades, flap: number): string {
  const open = 0.3 + 0.7 * flap
  const half = (side: 1 | -1) =>
    `<g transform="scale(${f(side * open)} 1)">` +
    `<path d="M0 -4C10 -52 58 -62 60 -30C62 -10 36 0 0 2Z" fill="${wing.base}" stroke="${wing.dark}" stroke-width="3"/>` +
    `<path d="M0 4C30 4 52 14 44 38C36 56 10 44 0 12Z" fill="${wing.dark}" stroke="${wing.dark}" stroke-width="3"/>` +
    `<circle cx="36" cy="-30" r="10" fill="${wing.light}"/><circle cx="40" cy="-30" r="4" fill="#FFFFFF"/>` +
    `<circle cx="28" cy="28" r="7" fill="${wing.light}"/></g>`
  return (
    half(1) +
    half(-1) +
    '<ellipse cx="0" cy="6" rx="6" ry="28" fill="#3B2A3F"/><circle cx="0" cy="-26" r="8" fill="#3B2A3F"/>' +
    '<circle cx="-3" cy="-27" r="2" fill="#FFFFFF"/><circle cx="3" cy="-27" r="2" fill="#FFFFFF"/>' +
    '<path d="M-3 -32Q-10 -50 -16 -54M3 -32Q10 -50 16 -54" fill="none" stroke="#3B2A3F" stroke-width="2.5" stroke-linecap="round"/>' +
    '<circle cx="-16" cy="-54" r="3.5" fill="#3B2A3F"/><circle cx="16" cy="-54" r="3.5" fill="#3B2A3F"/>'
  )
}

function ladybug(): string {
  return (
    '<g stroke="#2B1D0E" stroke-width="3" stroke-linecap="round"><path d="M-14 14L-20 24M0 18L0 28M14 14L20 24"/></g>' +
    '<circle cx="30" cy="2" r="13" fill="#2B1D0E"/>' +
    '<circle cx="36" cy="-2" r="3.5" fill="#FFFFFF"/><circle cx="37" cy="-2" r="1.8" fill="#2B1D0E"/>' +
    '<path d="M36 -10Q40 -20 48 -20M30 -12Q30 -22 36 -26" fill="none" stroke="#2B1D0E" stroke-width="2.5" stroke-linecap="round"/>' +
    '<path d="M-26 10C-30 -18 -10 -26 4 -26C20 -26 30 -14 28 10Z" fill="#E8403A" stroke="#2B1D0E" stroke-width="3"/>' +
    '<path d="M2 -25L2 10" stroke="#2B1D0E" stroke-width="3"/>' +
    '<g fill="#2B1D0E"><circle cx="-12" cy="-10" r="5"/><circle cx="-14" cy="4" r="4"/><circle cx="14" cy="-12" r="5"/><circle cx="16" cy="3" r="4"/><circle cx="-2" cy="-18" r="3"/></g>' +
    '<ellipse cx="-8" cy="-18" rx="7" ry="3" fill="#FFFFFF" opacity="0.4"/>'
  )
}

function hummingbird(flap: number): string {
  const wingRy = 14 + 30 * flap
  return (
    '<path d="M-28 6L-66 -2L-62 12L-68 22Z" fill="#1E7F6B"/>' +
    '<path d="M-36 4C-30 -18 10 -24 28 -12C34 6 12 22 -10 20C-22 18 -32 14 -36 4Z" fill="#2FAF86"/>' +
    '<path d="M-30 10C-16 20 8 22 22 4C16 18 -6 24 -30 10Z" fill="#E9F7E2"/>' +
    '<circle cx="30" cy="-16" r="16" fill="#2FAF86"/>' +
    '<path d="M22 -2C30 2 38 -2 42 -10C36 -4 28 -2 22 -2Z" fill="#E8405A"/>' +
    '<path d="M44 -18L86 -14L44 -12Z" fill="#2B1D0E"/>' +
    '<circle cx="34" cy="-20" r="4.5" fill="#2B1D0E"/><circle cx="35.5" cy="-21.5" r="1.5" fill="#FFFFFF"/>' +
    `<ellipse cx="-6" cy="${f(-10 - wingRy * 0.7)}" rx="16" ry="${f(wingRy)}" fill="#BFEFE0" fill-opacity="0.85" stroke="#1E7F6B" stroke-width="2.5" transform="rotate(-25 -6 -10)"/>`
  )
}

/** Draws one creature; butterflies use `wing` shades, the others have their own colours. */
export function drawCreature(kind: CreatureKind, wing: Shades, flap: number): string {
  switch (kind) {
    case 'bee':
      return bee(flap)
    case 'bumblebee':
      return bumblebee(flap)
    case 'butterfly':
      return butterfly(wing, flap)
    case 'ladybug':
      return ladybug()
    case 'hummingbird':
      return hummingbird(flap)
  }
}
