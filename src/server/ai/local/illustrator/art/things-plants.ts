// More garden plants in the same style: tree kinds, root and fruiting vegetables, berries, herbs, cacti, fruit.
import { BROWN, GREEN } from '../colours'
import { f } from './svg'

const leafBlob = (x: number, y: number, r: number, fill: string) =>
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 1.2)}" ry="${f(r * 0.6)}" fill="${fill}" transform="rotate(${x < 0 ? 25 : -25} ${f(x)} ${f(y)})"/>`

/** A round-topped tree; `canopy` greens, optional fruit colour, and a trunk colour (white for a birch). */
export function roundTree(canopy: [string, string], fruit?: string, trunk = BROWN.bark): string {
  const blobs: [number, number, number][] = [
    [-70, -250, 80],
    [70, -255, 78],
    [0, -320, 95],
    [-40, -200, 70],
    [45, -205, 72],
  ]
  let out = `<path d="M-22 0C-14 -60 -18 -130 -10 -200L10 -200C18 -130 14 -60 22 0Z" fill="${trunk}"/>`
  if (trunk !== BROWN.bark)
    out += '<path d="M-12 -40L0 -40M4 -100L14 -100M-10 -150L2 -150" stroke="#3A2A1A" stroke-width="4"/>'
  for (const [x, y, r] of blobs) out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${canopy[0]}"/>`
  for (const [x, y, r] of blobs)
    out += `<circle cx="${x - 8}" cy="${y - 10}" r="${r - 14}" fill="${canopy[1]}"/>`
  if (fruit) {
    for (const [x, y] of [
      [-80, -230],
      [-20, -270],
      [50, -240],
      [90, -280],
      [10, -350],
      [-50, -330],
      [70, -195],
    ])
      out += `<circle cx="${x}" cy="${y}" r="13" fill="${fruit}"/><circle cx="${x! - 4}" cy="${y! - 4}" r="4" fill="#FFFFFF" opacity="0.5"/>`
  }
  return out
}

export const pine = () =>
  `<rect x="-14" y="-60" width="28" height="60" fill="${BROWN.bark}"/>` +
  [
    [-60, 130],
    [-150, 110],
    [-230, 85],
    [-300, 60],
  ]
    .map(
      ([y, w]) =>
        `<path d="M${-w!} ${y}L0 ${y! - 130}L${w} ${y}Z" fill="#2F7A45"/><path d="M${-w! * 0.6} ${y! - 10}L0 ${y! - 120}L${w! * 0.2} ${y! - 10}Z" fill="#3F9656"/>`,
    )
    .join('')

export const palm = () =>
  `<path d="M-10 0C-4 -120 10 -220 30 -320L46 -316C26 -220 16 -120 14 0Z" fill="#B98A52"/>` +
  [-150, -110, -60, -10, 40, 80]
    .map(
      (a) =>
        `<path d="M38 -318q90 -30 150 40q-80 -40 -150 -34Z" fill="#3E9A42" transform="rotate(${a + 60} 38 -318)"/>`,
    )
    .join('') +
  '<g fill="#8B5A2B"><circle cx="30" cy="-300" r="12"/><circle cx="50" cy="-298" r="12"/></g>'

export const willow = () =>
  `<path d="M-20 0C-12 -60 -16 -140 -8 -220L8 -220C16 -140 12 -60 20 0Z" fill="${BROWN.bark}"/><ellipse cx="0" cy="-260" rx="130" ry="90" fill="#7DBE55"/>` +
  `<g fill="none" stroke="#6AAE45" stroke-width="14" stroke-linecap="round">${[-110, -70, -30, 10, 50, 90, 120].map((x) => `<path d="M${x} -240Q${x + 10} -150 ${x - 6} -70"/>`).join('')}</g>`

/** Leaves with something showing at their foot: potatoes, onions, radishes, beets, garlic. */
export const rootCrop = (colour: string, shape: 'round' | 'bulb' | 'lumps') => {
  const root =
    shape === 'lumps'
      ? `<ellipse cx="-22" cy="-6" rx="20" ry="14" fill="${colour}"/><ellipse cx="20" cy="-4" rx="18" ry="13" fill="${colour}"/>`
      : shape === 'bulb'
        ? `<path d="M0 -70C30 -40 34 -6 0 0C-34 -6 -30 -40 0 -70Z" fill="${colour}"/>`
        : `<circle cy="-22" r="24" fill="${colour}"/><path d="M0 0L0 12" stroke="${colour}" stroke-width="4"/>`
  return (
    `<g fill="none" stroke="${GREEN.leaf}" stroke-width="7" stroke-linecap="round"><path d="M0 -40Q-24 -90 -30 -120"/><path d="M0 -40L4 -130"/><path d="M0 -40Q26 -84 34 -112"/></g>` +
    `<ellipse cx="0" cy="2" rx="44" ry="9" fill="${BROWN.soil}"/>${root}`
  )
}

/** A leafy bush carrying fruits of one colour and shape: peppers, cucumbers, eggplants, beans, berries. */
export const fruitBush = (fruit: string, shape: 'round' | 'long' | 'drop' | 'small', tall = false) => {
  const h = tall ? 1.5 : 1
  let out = `<path d="M0 0C-10 ${-60 * h} 10 ${-100 * h} 0 ${-140 * h}" fill="none" stroke="${GREEN.stem}" stroke-width="7"/>`
  const leaves: [number, number, number][] = [
    [-34, -40, 22],
    [30, -60, 24],
    [-36, -96, 24],
    [32, -112, 22],
    [-6, -140, 20],
  ]
  for (const [x, y, r] of leaves) out += leafBlob(x, y * h, r, GREEN.leaf)
  const spots = [
    [-20, -60],
    [22, -86],
    [-16, -118],
    [14, -36],
  ]
  for (const [x, y] of spots) {
    const cy = y! * h
    out +=
      shape === 'long'
        ? `<rect x="${x! - 8}" y="${cy}" width="16" height="46" rx="8" fill="${fruit}"/>`
        : shape === 'drop'
          ? `<path d="M${x} ${cy}c16 0 20 40 0 44c-20 -4 -16 -44 0 -44Z" fill="${fruit}"/>`
          : shape === 'small'
            ? `<g fill="${fruit}"><circle cx="${x}" cy="${cy}" r="8"/><circle cx="${x! + 12}" cy="${cy + 4}" r="8"/><circle cx="${x! + 4}" cy="${cy + 14}" r="8"/></g>`
            : `<circle cx="${x}" cy="${cy}" r="15" fill="${fruit}"/>`
  }
  return out
}

export const strawberry = () =>
  `${leafBlob(-30, -30, 24, GREEN.leaf)}${leafBlob(30, -34, 24, GREEN.leaf)}${leafBlob(0, -50, 22, GREEN.leafDark)}` +
  [-30, 10, 40]
    .map(
      (x) =>
        `<path d="M${x} -20c14 0 16 18 0 30c-16 -12 -14 -30 0 -30Z" fill="#E8402F"/><path d="M${x - 6} -22l6 -6l6 6" fill="${GREEN.leafDark}"/>`,
    )
    .join('')

export const corn = () =>
  `<path d="M0 0L0 -260" stroke="${GREEN.stem}" stroke-width="10"/>` +
  [-60, -120, -180].map((y, i) => leafBlob(i % 2 ? 34 : -34, y, 30, GREEN.leaf)).join('') +
  '<ellipse cx="16" cy="-150" rx="14" ry="36" fill="#FFD23F"/><path d="M6 -120C0 -150 4 -180 16 -186L10 -120Z" fill="#8CD05A"/>' +
  '<path d="M0 -260l-10 -20M0 -260l10 -22" stroke="#D9A441" stroke-width="4"/>'

export const leafy = (outer: string, inner: string, florets?: string) =>
  [
    [-34, -24, 28],
    [34, -24, 28],
    [-16, -44, 28],
    [16, -44, 28],
    [0, -30, 30],
  ]
    .map(([x, y, r], i) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${i === 4 ? inner : outer}"/>`)
    .join('') +
  (florets
    ? `<g fill="${florets}"><circle cx="-14" cy="-62" r="16"/><circle cx="14" cy="-64" r="16"/><circle cx="0" cy="-76" r="16"/></g>`
    : '')

export const melon = (rind: string, stripe: string) =>
  `<path d="M40 -60C60 -90 100 -70 90 -50" fill="none" stroke="${GREEN.stem}" stroke-width="5"/>${leafBlob(90, -60, 22, GREEN.leaf)}` +
  `<ellipse cx="0" cy="-44" rx="70" ry="46" fill="${rind}"/><path d="M-50 -76Q-60 -44 -50 -12M-20 -88Q-26 -44 -20 0M16 -88Q22 -44 16 0M50 -76Q60 -44 50 -12" fill="none" stroke="${stripe}" stroke-width="7"/>`

export const cactus = () =>
  '<path d="M-24 0L-24 -200Q0 -230 24 -200L24 0Z" fill="#4E9A5A"/><path d="M-24 -90L-60 -90Q-70 -90 -70 -110L-70 -150" fill="none" stroke="#4E9A5A" stroke-width="26" stroke-linecap="round"/>' +
  '<path d="M24 -120L56 -120Q66 -120 66 -140L66 -170" fill="none" stroke="#4E9A5A" stroke-width="24" stroke-linecap="round"/>' +
  '<path d="M-8 -190L-8 -20M8 -190L8 -20" stroke="#3C7A45" stroke-width="3"/><circle cy="-214" r="10" fill="#FF8FC0"/>'

export const succulent = () =>
  `${[0, 60, 120, 180, 240, 300]
    .map(
      (a) =>
        `<ellipse cx="0" cy="-30" rx="14" ry="30" fill="#7CC4A0" transform="translate(0 -28) rotate(${a}) translate(0 0)"/>`,
    )
    .join('')}<circle cy="-28" r="14" fill="#A8DDC0"/>`

export const fern = () =>
  `<g stroke="${GREEN.stem}" stroke-width="5" fill="none">${[-50, -20, 10, 40].map((x) => `<path d="M0 0Q${x} -80 ${x * 2} -150"/>`).join('')}</g>` +
  [-50, -20, 10, 40]
    .map((x) => [0.4, 0.6, 0.8].map((t) => leafBlob(x * 2 * t, -150 * t, 12, GREEN.leaf)).join(''))
    .join('')

export const bush = (flowers?: string) =>
  `<g fill="${GREEN.leafDark}"><circle cx="-50" cy="-50" r="50"/><circle cx="50" cy="-50" r="50"/><circle cy="-90" r="60"/></g><circle cx="-20" cy="-100" r="30" fill="${GREEN.leaf}"/>` +
  (flowers
    ? `<g fill="${flowers}">${[
        [-60, -70],
        [-20, -130],
        [30, -110],
        [60, -60],
        [0, -60],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10"/>`)
        .join('')}</g>`
    : '')

/** Picked fruit on the grass: apples, pears, lemons, cherries. */
export const fruitPile = (colour: string, cherries = false) =>
  cherries
    ? `<path d="M-14 -30Q0 -70 4 -74Q8 -70 16 -30" fill="none" stroke="${GREEN.stem}" stroke-width="4"/><circle cx="-14" cy="-22" r="14" fill="${colour}"/><circle cx="16" cy="-22" r="14" fill="${colour}"/>`
    : [
        [-26, -18],
        [24, -18],
        [0, -44],
      ]
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="20" fill="${colour}"/><circle cx="${x! - 6}" cy="${y! - 6}" r="6" fill="#FFFFFF" opacity="0.45"/><path d="M${x} ${y! - 20}l3 -10" stroke="${BROWN.barkDark}" stroke-width="3"/>`,
        )
        .join('')
