// The sky and the land under it: gradients by time and weather, sun, moon, stars, clouds, rain, rainbow, hills.
import type { TimeOfDay } from '../scene'
import { f, starPath } from './svg'

export const HORIZON_Y = 600

export interface Mood {
  sky: [string, string, string]
  hills: [string, string]
  ground: [string, string]
  tuft: string
  bush: [string, string]
  cloud: string
  cloudShade: string
}

export function moodOf(time: TimeOfDay, rain: boolean): Mood {
  if (time === 'night') {
    return {
      sky: ['#0E1A45', '#23336E', '#3D4F8F'],
      hills: ['#2E5B5A', '#28504A'],
      ground: ['#2F6146', '#24503A'],
      tuft: '#1D4230',
      bush: ['#22473F', '#2C5A4E'],
      cloud: rain ? '#5C6788' : '#8A93B8',
      cloudShade: rain ? '#4A5475' : '#6E779C',
    }
  }
  if (time === 'sunset') {
    return {
      sky: ['#6F5BB5', '#F28C8C', '#FFD08A'],
      hills: ['#8DB86A', '#6FA557'],
      ground: ['#6CB356', '#4E9642'],
      tuft: '#3E7F35',
      bush: ['#5E9A48', '#78B25A'],
      cloud: '#FFE1E6',
      cloudShade: '#F2B8C6',
    }
  }
  if (rain) {
    return {
      sky: ['#7D93AB', '#A9BACB', '#CBD7E2'],
      hills: ['#7DB872', '#63A65A'],
      ground: ['#5CAE4E', '#468F3C'],
      tuft: '#3A7D33',
      bush: ['#4F9346', '#64A858'],
      cloud: '#C3CCD8',
      cloudShade: '#A3AEBE',
    }
  }
  return {
    sky: ['#4FB0F0', '#8FD0FA', '#D4F0FF'],
    hills: ['#9ED98A', '#7ACB68'],
    ground: ['#6CC45A', '#4FA843'],
    tuft: '#3F9636',
    bush: ['#58AE4C', '#6FC45E'],
    cloud: '#FFFFFF',
    cloudShade: '#DCEBF7',
  }
}

export function skyDefs(mood: Mood): string {
  return (
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mood.sky[0]}"/><stop offset="0.6" stop-color="${mood.sky[1]}"/><stop offset="1" stop-color="${mood.sky[2]}"/></linearGradient>` +
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mood.ground[0]}"/><stop offset="1" stop-color="${mood.ground[1]}"/></linearGradient>` +
    '<radialGradient id="glow"><stop offset="0" stop-color="#FFF6C0" stop-opacity="0.7"/><stop offset="1" stop-color="#FFF6C0" stop-opacity="0"/></radialGradient>'
  )
}

export function drawSkyBackground(): string {
  return `<rect width="1024" height="${HORIZON_Y + 60}" fill="url(#sky)"/>`
}

/** A smiling sun; `spin` in [0, 1) turns the rays by one ray spacing so a loop is seamless. */
export function drawSun(x: number, y: number, r: number, spin: number): string {
  let rays = ''
  for (let i = 0; i < 12; i++) {
    const a = i * 30 + (spin % 1) * 30
    rays += `<path d="M-9 ${f(-r - 12)}L0 ${f(-r - 40)}L9 ${f(-r - 12)}Z" transform="rotate(${f(a)})"/>`
  }
  return (
    `<g data-item="sun" transform="translate(${f(x)} ${f(y)})">` +
    `<circle r="${f(r * 2)}" fill="url(#glow)"/>` +
    `<g fill="#FFC928" stroke="#FFC928" stroke-width="6" stroke-linejoin="round">${rays}</g>` +
    `<circle r="${f(r)}" fill="#FFD93B"/><circle r="${f(r - 8)}" fill="#FFE45C"/>` +
    `<path d="M${f(-r * 0.42)} ${f(-r * 0.12)}q${f(r * 0.12)} ${f(-r * 0.14)} ${f(r * 0.24)} 0M${f(r * 0.18)} ${f(-r * 0.12)}q${f(r * 0.12)} ${f(-r * 0.14)} ${f(r * 0.24)} 0" fill="none" stroke="#B5651D" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M${f(-r * 0.3)} ${f(r * 0.22)}Q0 ${f(r * 0.52)} ${f(r * 0.3)} ${f(r * 0.22)}" fill="none" stroke="#B5651D" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="${f(-r * 0.5)}" cy="${f(r * 0.2)}" r="${f(r * 0.12)}" fill="#FF9E6B" opacity="0.6"/><circle cx="${f(r * 0.5)}" cy="${f(r * 0.2)}" r="${f(r * 0.12)}" fill="#FF9E6B" opacity="0.6"/>` +
    '</g>'
  )
}

export function drawMoon(x: number, y: number, r: number): string {
  return (
    `<g data-item="moon" transform="translate(${f(x)} ${f(y)})">` +
    `<circle r="${f(r * 2.2)}" fill="url(#glow)" opacity="0.6"/>` +
    `<path d="M0 ${f(-r)}A${f(r)} ${f(r)} 0 1 0 0 ${f(r)}A${f(r * 0.62)} ${f(r)} 0 1 1 0 ${f(-r)}Z" fill="#FFF1B0"/>` +
    `<circle cx="${f(-r * 0.62)}" cy="${f(r * 0.05)}" r="${f(r * 0.1)}" fill="#F2DC8A"/><circle cx="${f(-r * 0.45)}" cy="${f(-r * 0.45)}" r="${f(r * 0.07)}" fill="#F2DC8A"/>` +
    `<path d="M${f(-r * 0.5)} ${f(r * 0.42)}q${f(r * 0.1)} ${f(r * 0.1)} ${f(r * 0.2)} 0" fill="none" stroke="#C9A84A" stroke-width="4" stroke-linecap="round"/>` +
    '</g>'
  )
}

export function drawStar(x: number, y: number, r: number, twinkle: number): string {
  return `<path data-item="star" d="${starPath(r)}" fill="#FFF4C2" opacity="${f(0.55 + 0.45 * twinkle)}" transform="translate(${f(x)} ${f(y)})"/>`
}

export function drawCloud(x: number, y: number, width: number, mood: Mood): string {
  const s = width / 200
  return (
    `<g data-item="cloud" transform="translate(${f(x)} ${f(y)}) scale(${f(s)})">` +
    `<g fill="${mood.cloudShade}" transform="translate(0 8)"><circle cx="-55" cy="0" r="38"/><circle cx="0" cy="-24" r="52"/><circle cx="55" cy="-4" r="40"/><rect x="-90" y="-4" width="180" height="40" rx="20"/></g>` +
    `<g fill="${mood.cloud}"><circle cx="-55" cy="0" r="38"/><circle cx="0" cy="-24" r="52"/><circle cx="55" cy="-4" r="40"/><rect x="-90" y="-4" width="180" height="36" rx="18"/></g>` +
    '<ellipse cx="-14" cy="-44" rx="22" ry="10" fill="#FFFFFF" opacity="0.5"/></g>'
  )
}

export function drawRainDrop(x: number, y: number, length: number, night: boolean): string {
  return `<path data-item="raindrop" d="M${f(x)} ${f(y)}l${f(-length * 0.18)} ${f(length)}" stroke="${night ? '#8FB4E8' : '#5F9FDB'}" stroke-width="5" stroke-linecap="round" opacity="0.8"/>`
}

export function drawRainbow(cx: number, cy: number, outer: number): string {
  const colours = ['#FF5A5F', '#FF9F40', '#FFD93B', '#5CCB5F', '#4BA3F2', '#6C6FE0', '#A66DD4']
  const band = 20
  let arcs = ''
  colours.forEach((colour, i) => {
    const r = outer - band / 2 - i * band
    arcs += `<path d="M${f(cx - r)} ${f(cy)}A${f(r)} ${f(r)} 0 0 1 ${f(cx + r)} ${f(cy)}" fill="none" stroke="${colour}" stroke-width="${band + 1}"/>`
  })
  return `<g data-item="rainbow" opacity="0.85">${arcs}</g>`
}

/** The two far hills; bushes sit on them before the meadow is laid in front. */
export function drawHills(mood: Mood): string {
  const h = HORIZON_Y
  return (
    `<path d="M0 ${h - 40}C160 ${h - 110} 300 ${h - 90} 420 ${h - 30}C560 ${h - 110} 760 ${h - 120} 1024 ${h - 50}L1024 1024L0 1024Z" fill="${mood.hills[0]}"/>` +
    `<path d="M0 ${h + 10}C200 ${h - 40} 380 ${h - 20} 560 ${h + 20}C720 ${h - 30} 880 ${h - 30} 1024 ${h + 10}L1024 1024L0 1024Z" fill="${mood.hills[1]}"/>`
  )
}

export function drawMeadow(): string {
  const h = HORIZON_Y
  return `<path d="M0 ${h + 50}C260 ${h + 20} 700 ${h + 30} 1024 ${h + 55}L1024 1024L0 1024Z" fill="url(#ground)"/>`
}

export function drawBush(x: number, y: number, r: number, mood: Mood): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)})"><circle cx="${f(-r * 0.7)}" cy="${f(-r * 0.2)}" r="${f(r * 0.7)}" fill="${mood.bush[0]}"/>` +
    `<circle cx="${f(r * 0.7)}" cy="${f(-r * 0.15)}" r="${f(r * 0.65)}" fill="${mood.bush[0]}"/><circle cy="${f(-r * 0.5)}" r="${f(r)}" fill="${mood.bush[0]}"/>` +
    `<circle cx="${f(-r * 0.25)}" cy="${f(-r * 0.75)}" r="${f(r * 0.45)}" fill="${mood.bush[1]}"/></g>`
  )
}

export function drawFirefly(x: number, y: number, glow: number): string {
  return `<g transform="translate(${f(x)} ${f(y)})" opacity="${f(0.45 + 0.55 * glow)}"><circle r="20" fill="url(#glow)"/><circle r="9" fill="#FFF59D" opacity="0.5"/><circle r="4.5" fill="#FFFDE0"/></g>`
}

export function drawBird(x: number, y: number, flap: number): string {
  const lift = 4 + 8 * flap
  return `<path d="M-16 0Q-8 ${f(-lift)} 0 0Q8 ${f(-lift)} 16 0" transform="translate(${f(x)} ${f(y)})" fill="none" stroke="#3B4A63" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`
}

export function drawTuft(x: number, y: number, scale: number, colour: string): string {
  return `<path d="M-10 0Q-12 -14 -16 -22M0 0Q0 -18 2 -30M10 0Q12 -14 18 -20" transform="translate(${f(x)} ${f(y)}) scale(${f(scale)})" fill="none" stroke="${colour}" stroke-width="4" stroke-linecap="round"/>`
}

export function drawFloret(x: number, y: number, colour: string): string {
  return `<g transform="translate(${f(x)} ${f(y)})" fill="${colour}"><circle cx="-4" r="4"/><circle cx="4" r="4"/><circle cy="-4" r="4"/><circle cy="4" r="4"/><circle r="3" fill="#FFD23F"/></g>`
}
