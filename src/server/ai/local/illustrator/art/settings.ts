// Backgrounds beyond the meadow (balcony, school garden, vegetable patch, forest edge, desert, beach) and weather.
import { HORIZON_Y } from './sky'
import { f } from './svg'

export const SETTINGS = [
  'meadow',
  'balcony',
  'school-garden',
  'vegetable-patch',
  'forest-edge',
  'desert-garden',
  'beach-garden',
] as const
export type Setting = (typeof SETTINGS)[number]

const H = HORIZON_Y

const sandGround = (top: string, bottom: string) =>
  `<linearGradient id="sand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
  `<path d="M0 ${H + 50}C260 ${H + 20} 700 ${H + 30} 1024 ${H + 55}L1024 1024L0 1024Z" fill="url(#sand)"/>`

/** Drawn over the hills and lawn, behind everything that stands in the garden. */
export function drawSetting(setting: Setting, night: boolean): string {
  const dim = night ? ' opacity="0.75"' : ''
  switch (setting) {
    case 'meadow':
      return ''
    case 'balcony': {
      let rail = ''
      for (let x = 10; x < 1024; x += 44)
        rail += `<rect x="${x}" y="640" width="10" height="80" fill="#F5F5F5"/>`
      return (
        `<g${dim}><rect x="0" y="330" width="1024" height="330" fill="#E9C8A8"/><rect x="90" y="390" width="200" height="220" fill="#BFE6FF" stroke="#FFFFFF" stroke-width="12"/>` +
        '<path d="M190 390L190 610M90 500L290 500" stroke="#FFFFFF" stroke-width="8"/><rect x="660" y="380" width="150" height="280" fill="#A0522D" stroke="#FFFFFF" stroke-width="10"/>' +
        `<rect x="0" y="660" width="1024" height="364" fill="#D98C5F"/>${[700, 780, 880].map((y) => `<path d="M0 ${y}L1024 ${y}" stroke="#C27A50" stroke-width="3"/>`).join('')}` +
        `<rect x="0" y="630" width="1024" height="14" fill="#FFFFFF"/>${rail}</g>`
      )
    }
    case 'school-garden':
      return (
        `<g${dim}><rect x="60" y="${H - 200}" width="420" height="230" fill="#D9674E"/><path d="M40 ${H - 196}L270 ${H - 290}L500 ${H - 196}Z" fill="#8E3B2E"/>` +
        `<circle cx="270" cy="${H - 230}" r="26" fill="#FFFFFF" stroke="#3A2A1A" stroke-width="4"/><path d="M270 ${H - 230}L270 ${H - 246}M270 ${H - 230}L282 ${H - 226}" stroke="#3A2A1A" stroke-width="4"/>` +
        [100, 180, 360, 420]
          .map(
            (x) =>
              `<rect x="${x}" y="${H - 160}" width="50" height="50" fill="#BFE6FF" stroke="#FFFFFF" stroke-width="5"/>`,
          )
          .join('') +
        `<rect x="240" y="${H - 90}" width="60" height="120" fill="#5A3A12"/><rect x="600" y="${H - 40}" width="8" height="80" fill="#8E8E99"/><path d="M608 ${H - 40}l50 14l-50 14Z" fill="#5B9BF8"/></g>`
      )
    case 'vegetable-patch':
      return `<g${dim}>${[700, 790, 890, 990].map((y) => `<path d="M-20 ${y}Q512 ${y - 24} 1044 ${y}L1044 ${y + 40}Q512 ${y + 16} -20 ${y + 40}Z" fill="#8B5A2B" opacity="0.75"/>`).join('')}</g>`
    case 'forest-edge': {
      let trees = ''
      for (let x = -20; x < 1060; x += 70) {
        const h = 150 + ((x * 37) % 90)
        trees += `<path d="M${x - 50} ${H + 40}L${x} ${H + 40 - h}L${x + 50} ${H + 40}Z" fill="${night ? '#1D4230' : '#2F6B3A'}"/>`
      }
      return trees
    }
    case 'desert-garden':
      return (
        `<path d="M0 ${H - 30}C200 ${H - 100} 400 ${H - 60} 560 ${H - 10}C700 ${H - 90} 880 ${H - 80} 1024 ${H - 30}L1024 1024L0 1024Z" fill="#E8C48A"${dim}/>` +
        sandGround('#F2D7A0', '#E0B979') +
        '<g fill="#B9A489"><ellipse cx="160" cy="980" rx="40" ry="18"/><ellipse cx="880" cy="940" rx="30" ry="14"/></g>'
      )
    case 'beach-garden':
      return (
        `<rect x="0" y="${H - 60}" width="1024" height="120" fill="${night ? '#1F4E7A' : '#3BA3D9'}"/>` +
        `<path d="M0 ${H - 20}Q60 ${H - 30} 120 ${H - 20}T240 ${H - 20}T360 ${H - 20}T480 ${H - 20}T600 ${H - 20}T720 ${H - 20}T840 ${H - 20}T960 ${H - 20}T1080 ${H - 20}" fill="none" stroke="#FFFFFF" stroke-width="5" opacity="0.7"/>` +
        sandGround('#F6E2B3', '#EACB8A') +
        '<path d="M200 960l10 -18l10 18zM840 900l8 -14l8 14z" fill="#FF9A3C"/>'
      )
  }
}

export function drawSnowflake(x: number, y: number, r: number): string {
  return `<g transform="translate(${f(x)} ${f(y)})" stroke="#FFFFFF" stroke-width="3" stroke-linecap="round"><path d="M${-r} 0L${r} 0M0 ${-r}L0 ${r}M${f(-r * 0.7)} ${f(-r * 0.7)}L${f(r * 0.7)} ${f(r * 0.7)}M${f(-r * 0.7)} ${f(r * 0.7)}L${f(r * 0.7)} ${f(-r * 0.7)}"/></g>`
}

/** A blanket of snow on the lawn. */
export const SNOW_GROUND = `<path d="M0 ${H + 60}C260 ${H + 30} 700 ${H + 40} 1024 ${H + 65}L1024 1024L0 1024Z" fill="#F4F8FF" opacity="0.8"/>`

export function drawGust(x: number, y: number): string {
  return `<path d="M${f(x)} ${f(y)}q60 -20 120 0t100 -10q30 -10 20 -30q-16 -12 -26 6" transform="" fill="none" stroke="#FFFFFF" stroke-width="6" stroke-linecap="round" opacity="0.85"/>`
}

export function drawLightning(x: number, y: number): string {
  return `<path d="M${f(x)} ${f(y)}l-40 90l34 0l-30 90l80 -120l-38 0l30 -60Z" fill="#FFE45C" stroke="#F2A81D" stroke-width="4" stroke-linejoin="round"/>`
}
