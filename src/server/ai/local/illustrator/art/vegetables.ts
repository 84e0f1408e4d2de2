// Vegetable-patch plants standing on the ground at (0, 0); each fruit or root is tagged so it can be counted.
import { BROWN, GREEN } from '../colours'
import type { VegetableKind } from '../scene'
import { f } from './svg'

/** How many fruits one drawn plant carries; counted vegetables are spread over plants of this size. */
export const FRUITS_PER_PLANT: Record<VegetableKind, number> = {
  tomato: 3,
  carrot: 1,
  pumpkin: 1,
  lettuce: 1,
  pea: 3,
}

export const VEGETABLE_SIZE: Record<VegetableKind, { width: number; height: number }> = {
  tomato: { width: 130, height: 210 },
  carrot: { width: 70, height: 150 },
  pumpkin: { width: 150, height: 120 },
  lettuce: { width: 110, height: 80 },
  pea: { width: 110, height: 230 },
}

function tomatoFruit(x: number, y: number): string {
  return (
    `<g data-item="tomato" transform="translate(${f(x)} ${f(y)})">` +
    '<circle r="19" fill="#E8402F"/><path d="M-12 8C-6 16 8 16 14 6" fill="none" stroke="#B82A22" stroke-width="3" stroke-linecap="round" opacity="0.6"/>' +
    '<ellipse cx="-7" cy="-7" rx="6" ry="4" fill="#FFFFFF" opacity="0.45" transform="rotate(-30 -7 -7)"/>' +
    `<path d="M0 -20L5 -13L13 -15L7 -9L0 -12L-7 -9L-13 -15L-5 -13Z" fill="${GREEN.leafDark}"/></g>`
  )
}

function tomatoPlant(fruits: number): string {
  const spots = [
    [-26, -70],
    [22, -105],
    [-18, -140],
  ]
  let out =
    `<rect x="-5" y="-200" width="10" height="200" rx="3" fill="${BROWN.wood}"/>` +
    `<path d="M0 0C-20 -50 20 -110 -6 -190" fill="none" stroke="${GREEN.stem}" stroke-width="7" stroke-linecap="round"/>`
  const leaves = [
    [-34, -40, 24],
    [32, -60, 26],
    [-40, -95, 28],
    [38, -120, 26],
    [-30, -150, 26],
    [26, -172, 22],
    [-6, -196, 20],
    [8, -30, 20],
  ] as const
  for (const [x, y, r] of leaves) {
    out += `<ellipse cx="${x}" cy="${y}" rx="${r + 6}" ry="${f(r * 0.55)}" fill="${GREEN.leafDark}" transform="rotate(${x < 0 ? 25 : -25} ${x} ${y})"/>`
  }
  for (const [x, y, r] of leaves) {
    out += `<ellipse cx="${x - 2}" cy="${y - 3}" rx="${r}" ry="${f(r * 0.42)}" fill="${GREEN.leaf}" transform="rotate(${x < 0 ? 25 : -25} ${x} ${y})"/>`
  }
  for (let i = 0; i < fruits; i++) out += tomatoFruit(spots[i]![0]!, spots[i]![1]!)
  return out
}

function carrot(): string {
  return (
    `<g fill="none" stroke="${GREEN.leaf}" stroke-width="6" stroke-linecap="round"><path d="M0 -70Q-20 -110 -28 -140"/><path d="M0 -70Q2 -115 6 -150"/><path d="M0 -70Q22 -105 32 -132"/></g>` +
    `<g fill="${GREEN.leaf}"><circle cx="-28" cy="-140" r="9"/><circle cx="-20" cy="-118" r="8"/><circle cx="6" cy="-150" r="9"/><circle cx="4" cy="-124" r="8"/><circle cx="32" cy="-132" r="9"/><circle cx="22" cy="-110" r="8"/></g>` +
    '<g data-item="carrot"><path d="M-22 -72C-24 -30 -6 -4 0 6C6 -4 24 -30 22 -72C12 -80 -12 -80 -22 -72Z" fill="#FF8A1F"/>' +
    '<path d="M-14 -50L-4 -48M6 -34L15 -36M-8 -20L0 -18" stroke="#D8620E" stroke-width="3" stroke-linecap="round"/></g>' +
    `<ellipse cx="0" cy="4" rx="34" ry="8" fill="${BROWN.soil}"/>`
  )
}

function pumpkin(): string {
  return (
    `<path d="M20 -86C40 -110 70 -100 76 -80" fill="none" stroke="${GREEN.stem}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M40 -90C60 -124 104 -108 96 -76C80 -84 60 -80 40 -90Z" fill="${GREEN.leaf}"/>` +
    '<g data-item="pumpkin">' +
    '<ellipse cx="-36" cy="-44" rx="38" ry="44" fill="#F07E1B"/><ellipse cx="36" cy="-44" rx="38" ry="44" fill="#F07E1B"/>' +
    '<ellipse cx="-16" cy="-46" rx="32" ry="46" fill="#FF9A2E"/><ellipse cx="16" cy="-46" rx="32" ry="46" fill="#FF9A2E"/>' +
    '<ellipse cx="0" cy="-46" rx="22" ry="46" fill="#FFA940"/>' +
    '<path d="M-16 -88C-26 -60 -26 -30 -16 -2M16 -88C26 -60 26 -30 16 -2" fill="none" stroke="#D9661A" stroke-width="3"/>' +
    `<path d="M-4 -86C-6 -100 -2 -110 8 -114L12 -106C6 -102 6 -96 6 -86Z" fill="${BROWN.bark}"/></g>`
  )
}

function lettuce(): string {
  let leaves = ''
  const ring = [
    [-38, -22, 28, '#7FCB5B'],
    [38, -22, 28, '#7FCB5B'],
    [-22, -40, 28, '#93D86A'],
    [22, -40, 28, '#93D86A'],
    [0, -52, 26, '#A9E37C'],
    [0, -28, 30, '#BDEB91'],
  ] as const
  for (const [x, y, r, fill] of ring) {
    leaves += `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="#5FA844" stroke-width="2.5"/>`
  }
  return `<g data-item="lettuce">${leaves}<path d="M0 -8Q-4 -30 0 -50M0 -24Q-14 -30 -20 -42M0 -24Q14 -30 20 -42" fill="none" stroke="#6FB64E" stroke-width="3" stroke-linecap="round"/></g>`
}

function peaPod(x: number, y: number, tilt: number): string {
  return (
    `<g data-item="pea" transform="translate(${f(x)} ${f(y)}) rotate(${f(tilt)}) scale(1.2)">` +
    '<path d="M-30 -4C-20 -20 20 -20 34 -8C24 12 -20 14 -30 -4Z" fill="#6CC24A" stroke="#3F8F2E" stroke-width="2.5"/>' +
    '<circle cx="-14" cy="-4" r="7" fill="#A5E06E"/><circle cx="0" cy="-5" r="7.5" fill="#A5E06E"/><circle cx="14" cy="-4" r="7" fill="#A5E06E"/>' +
    '<path d="M-30 -4C-18 4 18 4 34 -8" fill="none" stroke="#3F8F2E" stroke-width="2.5"/></g>'
  )
}

function peaPlant(pods: number): string {
  const spots = [
    [-28, -78, 70],
    [30, -122, -70],
    [-24, -168, 75],
  ] as const
  let out =
    `<path d="M-26 0L-4 -228M26 0L4 -228M-20 -60L20 -60M-13 -130L13 -130" stroke="${BROWN.wood}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M-4 0C-34 -40 26 -80 -4 -120C-30 -160 22 -190 0 -222" fill="none" stroke="${GREEN.stem}" stroke-width="6" stroke-linecap="round"/>` +
    `<g fill="none" stroke="${GREEN.stem}" stroke-width="2.5" stroke-linecap="round"><path d="M-12 -40q-18 -4 -16 -16q8 -5 10 4"/><path d="M8 -150q18 -4 16 -16q-8 -5 -10 4"/><path d="M-6 -206q-16 0 -14 -12q6 -4 8 4"/></g>`
  const leaves = [
    [-30, -30],
    [22, -50],
    [-28, -100],
    [24, -100],
    [-22, -150],
    [26, -178],
    [-14, -205],
    [10, -226],
  ] as const
  for (const [x, y] of leaves) {
    out += `<ellipse cx="${x}" cy="${y}" rx="17" ry="12" fill="${GREEN.leaf}" stroke="${GREEN.leafDark}" stroke-width="2"/>`
  }
  out +=
    '<g fill="#FFFFFF" stroke="#D5E8D0" stroke-width="1.5"><circle cx="32" cy="-140" r="7"/><circle cx="-34" cy="-128" r="7"/></g>'
  for (let i = 0; i < pods; i++) out += peaPod(spots[i]![0], spots[i]![1], spots[i]![2])
  return out
}

/** Draws one plant of `kind` carrying `fruits` counted fruits (tomatoes and pea pods; 1 for the others). */
export function drawVegetable(kind: VegetableKind, fruits: number): string {
  switch (kind) {
    case 'tomato':
      return tomatoPlant(fruits)
    case 'carrot':
      return carrot()
    case 'pumpkin':
      return pumpkin()
    case 'lettuce':
      return lettuce()
    case 'pea':
      return peaPlant(fruits)
  }
}
