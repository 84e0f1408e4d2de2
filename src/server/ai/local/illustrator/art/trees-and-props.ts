// Trees, the beehive, the pond and the picket fence, each standing on the ground at (0, 0).
import { BROWN, GREEN } from '../colours'
import type { TreeKind } from '../scene'
import { f } from './svg'

export const TREE_SIZE = { width: 280, height: 400 }
export const HIVE_SIZE = { width: 150, height: 200 }
export const POND_SIZE = { rx: 190, ry: 62 }

const CANOPY: [number, number, number][] = [
  [-70, -250, 80],
  [70, -255, 78],
  [0, -320, 95],
  [-40, -200, 70],
  [45, -205, 72],
]

export function drawTree(kind: TreeKind, variant: number): string {
  const trunk =
    `<path d="M-22 0C-14 -60 -18 -130 -10 -200L10 -200C18 -130 14 -60 22 0Z" fill="${BROWN.bark}"/>` +
    `<path d="M-4 -150L-44 -200M4 -170L40 -215" stroke="${BROWN.bark}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M6 -30C10 -80 6 -130 8 -180" fill="none" stroke="${BROWN.barkDark}" stroke-width="4" stroke-linecap="round" opacity="0.5"/>`
  const greens = variant < 0.5 ? ['#4FA94A', '#66C25C', '#86D873'] : ['#3F9E55', '#58BA63', '#7ED17E']
  let canopy = ''
  for (const [x, y, r] of CANOPY) canopy += `<circle cx="${x}" cy="${y}" r="${r}" fill="${greens[0]}"/>`
  for (const [x, y, r] of CANOPY)
    canopy += `<circle cx="${x - 8}" cy="${y - 10}" r="${r - 14}" fill="${greens[1]}"/>`
  canopy += `<circle cx="-30" cy="-320" r="30" fill="${greens[2]}" opacity="0.8"/><circle cx="-90" cy="-262" r="20" fill="${greens[2]}" opacity="0.8"/>`
  let apples = ''
  if (kind === 'apple-tree') {
    const spots = [
      [-80, -230],
      [-20, -270],
      [50, -240],
      [90, -280],
      [10, -350],
      [-50, -330],
      [-10, -200],
      [70, -195],
    ]
    for (const [x, y] of spots) {
      apples +=
        `<g transform="translate(${x} ${y})"><circle r="13" fill="#E8402F"/><circle cx="-4" cy="-4" r="4" fill="#FFFFFF" opacity="0.5"/>` +
        `<path d="M0 -12Q2 -20 6 -22" stroke="${BROWN.barkDark}" stroke-width="3" fill="none" stroke-linecap="round"/></g>`
    }
    apples +=
      '<circle cx="40" cy="-8" r="13" fill="#E8402F"/><circle cx="36" cy="-12" r="4" fill="#FFFFFF" opacity="0.5"/>'
  }
  return `<ellipse cx="0" cy="0" rx="90" ry="16" fill="#2F6B2A" opacity="0.25"/>${trunk}${canopy}${apples}`
}

export function drawHive(): string {
  const bands = [
    [-150, 40],
    [-125, 58],
    [-98, 68],
    [-70, 72],
    [-42, 70],
  ] as const
  let dome = `<path d="M-72 -24C-80 -110 -40 -176 0 -176C40 -176 80 -110 72 -24Z" fill="#F4B942"/>`
  for (const [y, half] of bands) {
    dome += `<path d="M${-half} ${y}Q0 ${y + 14} ${half} ${y}" fill="none" stroke="#C98A1E" stroke-width="5" stroke-linecap="round"/>`
  }
  return (
    `<rect x="-60" y="-26" width="120" height="18" rx="4" fill="${BROWN.wood}"/>` +
    `<rect x="-50" y="-10" width="12" height="10" fill="${BROWN.bark}"/><rect x="38" y="-10" width="12" height="10" fill="${BROWN.bark}"/>` +
    dome +
    '<path d="M-18 -26C-18 -50 18 -50 18 -26Z" fill="#5A3A12"/>' +
    '<ellipse cx="-30" cy="-130" rx="10" ry="22" fill="#FFFFFF" opacity="0.3" transform="rotate(25 -30 -130)"/>' +
    '<path d="M40 -60C46 -52 46 -42 40 -40C34 -42 34 -52 40 -60Z" fill="#FFB81C"/>'
  )
}

/** The pond lies flat on the ground around (0, 0); `ripple` in [0, 1) grows its rings. */
export function drawPond(ripple: number, night: boolean): string {
  const { rx, ry } = POND_SIZE
  let stones = ''
  for (let i = 0; i < 16; i++) {
    const a = (Math.PI * 2 * i) / 16
    const r = 12 + (i % 3) * 3
    stones += `<ellipse cx="${f(Math.cos(a) * (rx + 6))}" cy="${f(Math.sin(a) * (ry + 6))}" rx="${r + 4}" ry="${r}" fill="${i % 2 === 0 ? '#A9A9B3' : '#C2C2CC'}"/>`
  }
  const ring = (phase: number, x: number, y: number) => {
    const k = (ripple + phase) % 1
    return `<ellipse cx="${x}" cy="${y}" rx="${f(14 + k * 46)}" ry="${f(5 + k * 15)}" fill="none" stroke="#FFFFFF" stroke-width="3" opacity="${f(0.8 * (1 - k))}"/>`
  }
  return (
    stones +
    `<ellipse rx="${rx}" ry="${ry}" fill="${night ? '#2D5E96' : '#4AA8E0'}"/>` +
    `<ellipse cy="-8" rx="${rx - 24}" ry="${ry - 20}" fill="${night ? '#3F78B0' : '#6CC3F0'}"/>` +
    ring(0, -70, 4) +
    ring(0.5, 40, -10) +
    `<path d="M78 10A24 14 0 1 1 102 -6L84 4Z" fill="${GREEN.leaf}"/>` +
    `<path d="M-120 -6A20 11 0 1 1 -98 -22L-112 -10Z" fill="${GREEN.leafDark}"/>` +
    '<g transform="translate(92 -2)"><ellipse cx="-7" cy="-6" rx="6" ry="11" fill="#FF9EC7" transform="rotate(-30 -7 -6)"/>' +
    '<ellipse cx="7" cy="-6" rx="6" ry="11" fill="#FF9EC7" transform="rotate(30 7 -6)"/><ellipse cx="0" cy="-9" rx="6" ry="12" fill="#FFC1DC"/><circle cy="-2" r="4" fill="#FFD23F"/></g>'
  )
}

/** A white picket fence across the whole picture, its rails at ground level y = 0. */
export function drawFence(width: number, night: boolean): string {
  const paint = night ? '#C9CFE0' : '#FFFFFF'
  const edge = night ? '#8E97B0' : '#D8D2C8'
  let pickets = ''
  for (let x = -6; x < width; x += 46) {
    pickets += `<path d="M${x} 0L${x} -96L${x + 14} -114L${x + 28} -96L${x + 28} 0Z" fill="${paint}" stroke="${edge}" stroke-width="2.5"/>`
  }
  return `<rect x="0" y="-80" width="${width}" height="14" fill="${paint}" stroke="${edge}" stroke-width="2.5"/><rect x="0" y="-34" width="${width}" height="14" fill="${paint}" stroke="${edge}" stroke-width="2.5"/>${pickets}`
}
