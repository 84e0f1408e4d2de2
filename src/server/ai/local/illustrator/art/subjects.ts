// Close-up pictures of a fact's subject for Visualize: a bee's body parts, inside the hive, pollination, honey.
import { PETALS } from '../colours'
import { drawCreature } from './creatures'
import { drawFlower } from './flowers'
import { f, place } from './svg'

export const SUBJECTS = ['bee-anatomy', 'hive-inside', 'pollination', 'honey'] as const
export type Subject = (typeof SUBJECTS)[number]

const TAU = Math.PI * 2
const INK = '#2B1D0E'

/** A soft sunny backdrop that keeps the subject in front. */
function backdrop(subject: Subject): string {
  const [a, b] = subject === 'hive-inside' ? ['#FFE7A8', '#F6C25B'] : ['#FFF7D6', '#BFE6FF']
  let out = `<radialGradient id="closeup" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></radialGradient><rect width="1024" height="1024" fill="url(#closeup)"/>`
  if (subject !== 'hive-inside') {
    for (const [x, y, r] of [
      [120, 140, 60],
      [900, 200, 80],
      [820, 880, 70],
      [150, 860, 50],
    ])
      out += `<circle cx="${x}" cy="${y}" r="${r}" fill="#FFFFFF" opacity="0.35"/>`
    out += '<path d="M0 900C300 860 700 880 1024 910L1024 1024L0 1024Z" fill="#8ED17B"/>'
  }
  return out
}

/** A big bee from the side with its three body parts ringed in three colours, wings beating with `flap`. */
function beeAnatomy(flap: number): string {
  const wingLift = 0.6 + 0.4 * flap
  const leg = (x: number, bend: number) =>
    `<path d="M${x} 40l${bend} 70l${bend * 0.6} 60" fill="none" stroke="${INK}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`
  return (
    '<g transform="translate(512 520)">' +
    // wings, two pairs
    `<ellipse cx="-20" cy="${f(-150 * wingLift)}" rx="150" ry="${f(80 * wingLift)}" fill="#FFFFFF" fill-opacity="0.75" stroke="#8EC5EA" stroke-width="6" transform="rotate(-15 -20 -100)"/>` +
    `<ellipse cx="60" cy="${f(-120 * wingLift)}" rx="110" ry="${f(55 * wingLift)}" fill="#FFFFFF" fill-opacity="0.75" stroke="#8EC5EA" stroke-width="6" transform="rotate(12 60 -100)"/>` +
    // six legs (three on this side, three behind)
    leg(-60, -20) +
    leg(0, 0) +
    leg(60, 20) +
    '<g opacity="0.5">' +
    leg(-40, -30) +
    leg(20, -10) +
    leg(80, 30) +
    '</g>' +
    // pollen basket on the hind leg
    '<ellipse cx="-78" cy="150" rx="26" ry="20" fill="#FFB81C" stroke="#E0901A" stroke-width="4"/>' +
    // abdomen with stripes and stinger
    '<path d="M-330 20L-372 34L-330 44Z" fill="#3A2A1A"/>' +
    '<ellipse cx="-200" cy="30" rx="140" ry="105" fill="#FFD23F" stroke="#2B1D0E" stroke-width="8"/>' +
    '<path d="M-250 -62Q-262 30 -250 122M-180 -74Q-192 30 -180 134M-110 -60Q-120 30 -110 118" fill="none" stroke="#2B1D0E" stroke-width="26"/>' +
    // thorax, fuzzy
    '<circle cx="10" cy="0" r="95" fill="#C98B2E" stroke="#2B1D0E" stroke-width="8"/>' +
    '<g fill="#E0A84A">' +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => `<circle cx="${f(10 + 70 * Math.cos(i))}" cy="${f(70 * Math.sin(i))}" r="12"/>`)
      .join('') +
    '</g>' +
    // head: compound eye, three small eyes on top, antennae, tongue
    '<circle cx="175" cy="-10" r="75" fill="#3A2A1A"/>' +
    '<ellipse cx="190" cy="-20" rx="34" ry="48" fill="#5B4A3A" stroke="#8E7A66" stroke-width="4"/>' +
    '<g fill="#8EC5EA"><circle cx="150" cy="-78" r="8"/><circle cx="172" cy="-84" r="8"/><circle cx="194" cy="-78" r="8"/></g>' +
    '<path d="M170 -80Q200 -180 280 -200M150 -80Q150 -170 200 -230" fill="none" stroke="#2B1D0E" stroke-width="9" stroke-linecap="round"/>' +
    '<circle cx="280" cy="-200" r="12" fill="#2B1D0E"/><circle cx="200" cy="-230" r="12" fill="#2B1D0E"/>' +
    '<path d="M220 50L250 120" stroke="#E8405A" stroke-width="8" stroke-linecap="round"/>' +
    // the three body parts, ringed: head, thorax, abdomen
    '<g fill="none" stroke-width="7" stroke-dasharray="18 12">' +
    `<circle cx="175" cy="-10" r="110" stroke="${PETALS.blue.dark}"/>` +
    `<circle cx="10" cy="0" r="128" stroke="${PETALS.green.dark}"/>` +
    `<ellipse cx="-205" cy="30" rx="178" ry="140" stroke="${PETALS.pink.dark}"/></g>` +
    '<g font-size="0"><circle cx="175" cy="-150" r="26" fill="#5B9BF8"/><circle cx="10" cy="-150" r="26" fill="#5DBB63"/><circle cx="-205" cy="-130" r="26" fill="#FF8FC0"/></g>' +
    '<g fill="#FFFFFF"><circle cx="175" cy="-150" r="7"/><circle cx="0" cy="-150" r="7"/><circle cx="20" cy="-150" r="7"/><circle cx="-221" cy="-130" r="7"/><circle cx="-205" cy="-130" r="7"/><circle cx="-189" cy="-130" r="7"/></g>' +
    '</g>'
  )
}

function hexPath(cx: number, cy: number, r: number): string {
  let d = ''
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i + Math.PI / 6
    d += `${i === 0 ? 'M' : 'L'}${f(cx + r * Math.cos(a))} ${f(cy + r * Math.sin(a))}`
  }
  return `${d}Z`
}

/** Six-sided cells with honey, capped honey, eggs and larvae, a queen in the middle and workers about. */
function hiveInside(t: number): string {
  const r = 58
  const w = Math.sqrt(3) * r
  let cells = ''
  let n = 0
  for (let row = -1; row < 13; row++) {
    for (let col = -1; col < 11; col++) {
      const cx = col * w + (row % 2 ? w / 2 : 0)
      const cy = row * r * 1.5
      n++
      const kind = (n * 7) % 11
      const fill = kind < 4 ? '#F2A81D' : kind < 6 ? '#FFE9A8' : '#FFF3D0'
      cells += `<path d="${hexPath(cx, cy, r - 4)}" fill="${fill}" stroke="#C98A1E" stroke-width="6"/>`
      if (kind === 6) cells += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="5" ry="12" fill="#FFFFFF"/>`
      if (kind === 7)
        cells += `<path d="M${f(cx + 14)} ${f(cy - 10)}A18 18 0 1 0 ${f(cx + 16)} ${f(cy + 8)}" fill="none" stroke="#FFFFFF" stroke-width="12" stroke-linecap="round"/>`
      if (kind < 4)
        cells += `<ellipse cx="${f(cx - 14)}" cy="${f(cy - 16)}" rx="10" ry="6" fill="#FFFFFF" opacity="0.4"/>`
    }
  }
  let bees = ''
  const spots = [
    [250, 300, 0.1],
    [780, 260, 0.4],
    [300, 760, 0.7],
    [760, 740, 0.25],
    [520, 180, 0.55],
  ]
  for (const [x, y, phase] of spots) {
    const dx = 30 * Math.sin(TAU * (t + phase!))
    const dy = 16 * Math.sin(TAU * (2 * t + phase!))
    bees += `<g transform="${place(x! + dx, y! + dy, 1.4, 0, Math.cos(TAU * (t + phase!)) < 0)}">${drawCreature('bee', PETALS.yellow, 0.5 + 0.5 * Math.sin(TAU * 7 * t))}</g>`
  }
  // The queen: a longer body, a little crown of light.
  const queen =
    '<g transform="translate(512 512) scale(2.1)"><circle cx="-10" cy="-4" r="44" fill="#FFF6C0" opacity="0.6"/>' +
    '<ellipse cx="-34" cy="0" rx="50" ry="22" fill="#E0901A" stroke="#2B1D0E" stroke-width="3"/>' +
    '<path d="M-60 -18Q-62 0 -60 18M-40 -21Q-42 0 -40 21M-20 -20Q-22 0 -20 20" stroke="#2B1D0E" stroke-width="5" fill="none"/>' +
    '<ellipse cx="16" cy="-2" rx="20" ry="18" fill="#8B5A2B" stroke="#2B1D0E" stroke-width="3"/><circle cx="40" cy="-4" r="14" fill="#3A2A1A"/>' +
    '<circle cx="44" cy="-8" r="4" fill="#FFFFFF"/><path d="M36 -28l4 -8l4 6l4 -8l2 12Z" fill="#FFD23F"/></g>'
  return cells + queen + bees
}

/** A bee carrying pollen from one flower to another along a dotted path; `t` moves it along. */
function pollination(t: number): string {
  const left = `<g transform="translate(250 900) scale(2.3)">${drawFlower('flower', PETALS.pink, 0.2)}</g>`
  const right = `<g transform="translate(790 900) scale(2.1)">${drawFlower('sunflower', PETALS.yellow, 0.6)}</g>`
  const path =
    '<path d="M250 520C330 240 700 200 790 470" fill="none" stroke="#FFFFFF" stroke-width="8" stroke-dasharray="4 22" stroke-linecap="round"/>'
  // Back and forth along the arc, so the loop closes.
  const k = 0.5 - 0.5 * Math.cos(TAU * t)
  const x = (1 - k) ** 3 * 250 + 3 * (1 - k) ** 2 * k * 330 + 3 * (1 - k) * k ** 2 * 700 + k ** 3 * 790
  const y = (1 - k) ** 3 * 480 + 3 * (1 - k) ** 2 * k * 240 + 3 * (1 - k) * k ** 2 * 200 + k ** 3 * 430
  const forward = Math.sin(TAU * t) >= 0
  let pollen = ''
  for (let i = 1; i <= 5; i++) {
    const kk = Math.max(0, k - i * 0.05 * (forward ? 1 : -1))
    const px =
      (1 - kk) ** 3 * 250 + 3 * (1 - kk) ** 2 * kk * 330 + 3 * (1 - kk) * kk ** 2 * 700 + kk ** 3 * 790
    const py =
      (1 - kk) ** 3 * 480 + 3 * (1 - kk) ** 2 * kk * 240 + 3 * (1 - kk) * kk ** 2 * 200 + kk ** 3 * 430
    pollen += `<circle cx="${f(px)}" cy="${f(py + 40)}" r="${8 - i}" fill="#FFB81C"/>`
  }
  const bee =
    `<g transform="${place(x, y, 2.2, 0, !forward)}">${drawCreature('bee', PETALS.yellow, 0.5 + 0.5 * Math.sin(TAU * 9 * t))}` +
    '<circle cx="-6" cy="26" r="9" fill="#FFB81C"/><circle cx="12" cy="26" r="8" fill="#FFB81C"/></g>'
  return left + right + path + pollen + bee
}

/** A honeycomb, a jar of honey with a dipper and a drip, and a bee admiring it. */
function honey(t: number): string {
  let comb = ''
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 4; col++) {
      const cx = 150 + col * 90 + (row % 2 ? 45 : 0)
      const cy = 420 + row * 78
      comb += `<path d="${hexPath(cx, cy, 50)}" fill="${(row + col) % 3 ? '#F2A81D' : '#FFE9A8'}" stroke="#C98A1E" stroke-width="6"/>`
    }
  const drip = 20 + 40 * ((t * 2) % 1)
  const jar =
    '<path d="M600 520Q590 470 640 460L880 460Q930 470 920 520L930 840Q930 880 880 880L640 880Q590 880 590 840Z" fill="#F7B733" stroke="#C98A1E" stroke-width="8"/>' +
    '<rect x="620" y="420" width="280" height="50" rx="14" fill="#E86A3A"/><path d="M640 560L880 560" stroke="#FFFFFF" stroke-width="10" opacity="0.4"/>' +
    '<path d="M840 300L700 470" stroke="#C98B4E" stroke-width="16" stroke-linecap="round"/>' +
    '<g transform="translate(690 480)"><ellipse rx="30" ry="18" fill="#C98B4E"/><path d="M-20 0L20 0M-18 -8L18 -8M-18 8L18 8" stroke="#8B5A2B" stroke-width="4"/></g>' +
    `<path d="M680 500Q684 ${f(500 + drip)} 690 ${f(510 + drip)}Q696 ${f(500 + drip)} 700 500Z" fill="#F2A81D"/>`
  const bee = `<g transform="${place(760, 260 + 16 * Math.sin(TAU * t), 1.8)}">${drawCreature('bee', PETALS.yellow, 0.5 + 0.5 * Math.sin(TAU * 8 * t))}</g>`
  return comb + jar + bee
}

/** The still part of a close-up (drawn once for clips). */
export function drawSubjectBackdrop(subject: Subject): string {
  return backdrop(subject)
}

/** The subject posed at loop position `t` (0 for the still picture). */
export function drawSubject(subject: Subject, t: number): string {
  switch (subject) {
    case 'bee-anatomy':
      return beeAnatomy(0.5 + 0.5 * Math.sin(TAU * 8 * t))
    case 'hive-inside':
      return hiveInside(t)
    case 'pollination':
      return pollination(t === 0 ? 0.3 : t)
    case 'honey':
      return honey(t)
  }
}
