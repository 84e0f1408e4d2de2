// Vector flowers, each drawn standing on its stem base at (0, 0) and growing upwards.
import { GREEN, type Shades } from '../colours'
import type { FlowerKind } from '../scene'
import { f, ring } from './svg'

/** Width and height of each flower at scale 1, used to lay the garden out without a tangle. */
export const FLOWER_SIZE: Record<FlowerKind, { width: number; height: number }> = {
  sunflower: { width: 185, height: 420 },
  rose: { width: 120, height: 260 },
  tulip: { width: 100, height: 230 },
  daisy: { width: 100, height: 200 },
  lavender: { width: 100, height: 220 },
  poppy: { width: 110, height: 215 },
  flower: { width: 100, height: 200 },
}

function stem(height: number, bend: number, width: number): string {
  return `<path d="M0 0C${f(bend)} ${f(-height * 0.35)} ${f(-bend)} ${f(-height * 0.7)} 0 ${f(-height)}" fill="none" stroke="${GREEN.stem}" stroke-width="${width}" stroke-linecap="round"/>`
}

/** A rounded leaf joined to the stem at (0, y), pointing left (side -1) or right (side 1). */
function leaf(y: number, side: 1 | -1, length: number, lift = 0.45): string {
  const tipX = side * length
  const tipY = y - length * lift
  const d = `M0 ${f(y)}C${f(side * length * 0.25)} ${f(y - length * 0.55)} ${f(tipX * 0.8)} ${f(tipY - length * 0.2)} ${f(tipX)} ${f(tipY)}C${f(tipX * 0.7)} ${f(tipY + length * 0.3)} ${f(side * length * 0.3)} ${f(y + length * 0.1)} 0 ${f(y)}Z`
  const vein = `M0 ${f(y)}Q${f(tipX * 0.5)} ${f(y - length * 0.35)} ${f(tipX * 0.9)} ${f(tipY + 2)}`
  return `<path d="${d}" fill="${GREEN.leaf}"/><path d="${vein}" fill="none" stroke="${GREEN.vein}" stroke-width="2.5" stroke-linecap="round" opacity="0.7"/>`
}

function sunflower(petals: Shades, variant: number): string {
  const height = 330
  const spin = variant * 20
  const back = ring(
    18,
    spin + 10,
    (a) => `<ellipse cx="0" cy="-54" rx="15" ry="34" fill="${petals.dark}" transform="rotate(${f(a)})"/>`,
  )
  const front = ring(
    18,
    spin,
    (a) => `<ellipse cx="0" cy="-50" rx="14" ry="32" fill="${petals.base}" transform="rotate(${f(a)})"/>`,
  )
  let seeds = ''
  for (let i = 1; i < 44; i++) {
    const r = Math.sqrt(i) * 5
    const angle = i * 2.39996
    seeds += `<circle cx="${f(Math.cos(angle) * r)}" cy="${f(Math.sin(angle) * r)}" r="2.6"/>`
  }
  return (
    stem(height, 10, 13) +
    leaf(-110, -1, 95) +
    leaf(-175, 1, 85) +
    `<g transform="translate(0 ${-height})">${back}${front}` +
    `<circle r="42" fill="#7A4A1E"/><circle r="36" fill="#5E3516"/><g fill="#3A1F0B">${seeds}</g></g>`
  )
}

function rose(petals: Shades): string {
  const height = 190
  const thorns = [-60, -105, -145]
    .map((y, i) => {
      const s = i % 2 === 0 ? 1 : -1
      return `<path d="M${s * 3} ${y}L${s * 12} ${y - 6}L${s * 3} ${y - 9}Z" fill="${GREEN.leafDark}"/>`
    })
    .join('')
  const head =
    `<path d="M-18 18L0 34L18 18Z" fill="${GREEN.leafDark}"/>` +
    `<path d="M-34 -2C-46 -28 -26 -46 -12 -36C-6 -48 6 -48 12 -36C26 -46 46 -28 34 -2C30 22 -30 22 -34 -2Z" fill="${petals.dark}"/>` +
    `<path d="M-30 -6C-32 24 32 24 30 -6C22 6 -22 6 -30 -6Z" fill="${petals.base}"/>` +
    `<ellipse cx="0" cy="-10" rx="24" ry="15" fill="${petals.light}"/>` +
    `<path d="M-3 -11C2 -17 10 -13 8 -7C5 0 -10 -1 -11 -9C-12 -19 2 -25 12 -20C20 -15 20 -4 14 1" fill="none" stroke="${petals.dark}" stroke-width="3.5" stroke-linecap="round"/>` +
    `<path d="M-30 -6C-34 14 -14 26 6 24C-14 18 -24 8 -22 -8Z" fill="${petals.base}" stroke="${petals.dark}" stroke-width="2"/>` +
    `<path d="M30 -6C34 14 14 26 -6 24C14 18 24 8 22 -8Z" fill="${petals.base}" stroke="${petals.dark}" stroke-width="2"/>`
  return (
    stem(height, 6, 9) +
    thorns +
    leaf(-70, -1, 58) +
    leaf(-120, 1, 52) +
    `<g transform="translate(0 ${-height - 24}) scale(1.3)">${head}</g>`
  )
}

function tulip(petals: Shades): string {
  const height = 175
  const blades =
    `<path d="M-2 0C-40 -40 -48 -110 -34 -150C-22 -105 -12 -50 4 -6Z" fill="${GREEN.leaf}"/>` +
    `<path d="M2 0C36 -30 46 -90 36 -128C22 -90 12 -45 -4 -6Z" fill="${GREEN.leafDark}"/>`
  const head =
    `<path d="M-30 -26C-34 8 -18 24 0 24C18 24 34 8 30 -26L15 -8L0 -34L-15 -8Z" fill="${petals.base}"/>` +
    `<path d="M-30 -26C-22 -8 -16 -4 -15 -8L-8 4C-18 4 -28 -8 -30 -26Z" fill="${petals.light}" opacity="0.7"/>` +
    `<path d="M0 -34L15 -8C12 8 6 18 0 24C-6 18 -12 8 -15 -8Z" fill="${petals.dark}" opacity="0.55"/>` +
    `<path d="M0 -34L10 -12C8 0 4 10 0 16C-4 10 -8 0 -10 -12Z" fill="${petals.base}"/>`
  const bloom = `<g transform="translate(0 ${-height - 22}) scale(1.2)">${head}</g>`
  return stem(height, 4, 9) + blades + bloom
}

function daisy(petals: Shades, variant: number): string {
  const height = 150
  const edge = petals.base === '#FFFFFF' ? '#CBD3DE' : petals.dark
  const ray = ring(
    16,
    variant * 22,
    (a) =>
      `<ellipse cx="0" cy="-27" rx="7.5" ry="20" fill="${petals.base}" stroke="${edge}" stroke-width="1.5" transform="rotate(${f(a)})"/>`,
  )
  return (
    stem(height, 8, 7) +
    leaf(-45, -1, 45) +
    leaf(-80, 1, 40) +
    `<g transform="translate(0 ${-height})">${ray}<circle r="14" fill="#FFC928"/><circle r="14" fill="none" stroke="#F29F05" stroke-width="3"/><circle cx="-4" cy="-4" r="4" fill="#FFF1A8"/></g>`
  )
}

function lavender(petals: Shades, variant: number): string {
  const spikes = [
    { x: 0, h: 190, lean: 0 },
    { x: -14, h: 160, lean: -12 - variant * 8 },
    { x: 14, h: 170, lean: 12 + variant * 6 },
  ]
  let out = `<g fill="none" stroke="#7FA876" stroke-width="5" stroke-linecap="round"><path d="M0 0L-34 -50"/><path d="M0 0L32 -56"/><path d="M-4 0L-18 -64"/></g>`
  for (const spike of spikes) {
    const topX = spike.x + spike.lean
    out += `<path d="M0 0Q${f(spike.x)} ${f(-spike.h * 0.5)} ${f(topX)} ${f(-spike.h)}" fill="none" stroke="${GREEN.stem}" stroke-width="5" stroke-linecap="round"/>`
    for (let i = 0; i < 9; i++) {
      const k = i / 8
      const y = -spike.h + 8 + k * 78
      const x = topX + (spike.x - topX) * k * 0.45
      const side = i % 2 === 0 ? -1 : 1
      const fill = i % 3 === 0 ? petals.dark : petals.base
      out += `<ellipse cx="${f(x + side * 6)}" cy="${f(y)}" rx="${f(7 - k * 1.5)}" ry="9" fill="${fill}" transform="rotate(${side * 25} ${f(x + side * 6)} ${f(y)})"/>`
    }
    out += `<ellipse cx="${f(topX)}" cy="${f(-spike.h + 2)}" rx="5" ry="8" fill="${petals.light}"/>`
  }
  return out
}

function poppy(petals: Shades): string {
  const height = 165
  const stalk = `<path d="M0 0C14 -50 -14 -100 4 ${-height}" fill="none" stroke="${GREEN.stem}" stroke-width="7" stroke-linecap="round"/>`
  const leaves = leaf(-28, -1, 44, 0.3) + leaf(-70, 1, 36, 0.5)
  const head =
    `<ellipse cx="-20" cy="-6" rx="26" ry="24" fill="${petals.dark}"/>` +
    `<ellipse cx="20" cy="-6" rx="26" ry="24" fill="${petals.dark}"/>` +
    `<ellipse cx="-16" cy="4" rx="26" ry="22" fill="${petals.base}"/>` +
    `<ellipse cx="16" cy="4" rx="26" ry="22" fill="${petals.base}"/>` +
    `<ellipse cx="0" cy="10" rx="24" ry="18" fill="${petals.base}"/>` +
    `<path d="M-30 0C-24 -4 -18 -2 -14 4" fill="none" stroke="${petals.light}" stroke-width="3" stroke-linecap="round"/>` +
    `<circle cx="0" cy="-2" r="11" fill="#2A2230"/>` +
    ring(
      10,
      0,
      (a) => `<circle cx="0" cy="-15" r="2.6" fill="#2A2230" transform="translate(0 -2) rotate(${a})"/>`,
    ) +
    `<circle cx="0" cy="-2" r="4.5" fill="#6E8B3D"/>`
  const bloom = `<g transform="translate(4 ${-height - 12})">${head}</g>`
  return stalk + leaves + bloom
}

function genericFlower(petals: Shades, variant: number): string {
  const height = 150
  const edge = petals.base === '#FFFFFF' ? '#CBD3DE' : petals.dark
  const round = ring(
    6,
    variant * 60,
    (a) =>
      `<circle cx="0" cy="-21" r="17" fill="${petals.base}" stroke="${edge}" stroke-width="2" transform="rotate(${f(a)})"/>`,
  )
  return (
    stem(height, 8, 7) +
    leaf(-50, 1, 48) +
    leaf(-85, -1, 42) +
    `<g transform="translate(0 ${-height})">${round}<circle r="14" fill="#FFD23F"/><circle r="14" fill="none" stroke="#F2A81D" stroke-width="3"/><circle cx="-4" cy="-4" r="4.5" fill="#FFF6C8"/></g>`
  )
}

/** Draws one flower of the given kind; `variant` in [0, 1) gives each plant a little individuality. */
export function drawFlower(kind: FlowerKind, petals: Shades, variant: number): string {
  switch (kind) {
    case 'sunflower':
      return sunflower(petals, variant)
    case 'rose':
      return rose(petals)
    case 'tulip':
      return tulip(petals)
    case 'daisy':
      return daisy(petals, variant)
    case 'lavender':
      return lavender(petals, variant)
    case 'poppy':
      return poppy(petals)
    case 'flower':
      return genericFlower(petals, variant)
  }
}
