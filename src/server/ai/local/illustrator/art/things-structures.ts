// Garden structures and tools (bee house, shed, greenhouse, gate, tools…), each standing on the ground at (0, 0).
import { BROWN, GREEN, type Shades } from '../colours'

const WOOD = BROWN.wood
const DARK = BROWN.barkDark
const LINE = `stroke="${DARK}" stroke-width="3" stroke-linejoin="round"`

export const beeHouse = (c: Shades) =>
  `<rect x="-6" y="-70" width="12" height="70" fill="${DARK}"/><path d="M-62 -150L0 -196L62 -150Z" fill="${c.dark}" ${LINE}/>` +
  `<rect x="-52" y="-152" width="104" height="86" fill="${c.base}" ${LINE}/>` +
  [-36, -12, 12, 36]
    .flatMap((x) => [-132, -106, -84].map((y) => `<circle cx="${x}" cy="${y}" r="8" fill="#5A3A12"/>`))
    .join('')

export const shed = (c: Shades) =>
  `<rect x="-110" y="-150" width="220" height="150" fill="${c.base}" ${LINE}/><path d="M-130 -146L0 -226L130 -146Z" fill="#A0522D" ${LINE}/>` +
  `<rect x="-30" y="-100" width="60" height="100" fill="${c.dark}" ${LINE}/><circle cx="18" cy="-50" r="5" fill="#FFD23F"/>` +
  `<rect x="-92" y="-120" width="44" height="40" fill="#BFE6FF" ${LINE}/><rect x="48" y="-120" width="44" height="40" fill="#BFE6FF" ${LINE}/>`

export const greenhouse = () =>
  `<path d="M-150 0L-150 -120L0 -200L150 -120L150 0Z" fill="#DDF4FF" fill-opacity="0.75" stroke="#8FB3C4" stroke-width="5"/>` +
  '<path d="M-75 0L-75 -160M0 0L0 -200M75 0L75 -160M-150 -60L150 -60" stroke="#8FB3C4" stroke-width="4"/>' +
  `<g fill="${GREEN.leaf}"><circle cx="-110" cy="-20" r="22"/><circle cx="-40" cy="-24" r="26"/><circle cx="40" cy="-20" r="22"/><circle cx="110" cy="-26" r="24"/></g>` +
  '<g fill="#E8402F"><circle cx="-34" cy="-34" r="7"/><circle cx="44" cy="-28" r="7"/></g>'

export const gate = (c: Shades) =>
  `<rect x="-80" y="-150" width="20" height="150" fill="${DARK}"/><rect x="60" y="-150" width="20" height="150" fill="${DARK}"/>` +
  [-52, -26, 0, 26]
    .map((x) => `<rect x="${x}" y="-126" width="22" height="120" rx="4" fill="${c.base}" ${LINE}/>`)
    .join('') +
  `<path d="M-56 -100L52 -100M-56 -30L52 -30M-56 -30L52 -100" stroke="${c.dark}" stroke-width="9"/>`

export const birdBath = () =>
  '<path d="M-30 0L-18 -80L18 -80L30 0Z" fill="#B9B9C4"/><ellipse cx="0" cy="-86" rx="80" ry="18" fill="#A9A9B3"/>' +
  '<ellipse cx="0" cy="-90" rx="66" ry="11" fill="#6CC3F0"/>'

export const birdHouse = (c: Shades) =>
  `<rect x="-5" y="-150" width="10" height="150" fill="${DARK}"/><rect x="-40" y="-230" width="80" height="80" fill="${c.base}" ${LINE}/>` +
  `<path d="M-52 -226L0 -270L52 -226Z" fill="${c.dark}" ${LINE}/><circle cy="-196" r="14" fill="#3A2A1A"/><rect x="-3" y="-172" width="6" height="14" fill="${DARK}"/>`

export const path = () =>
  [
    [0, -10, 70],
    [-40, -60, 60],
    [20, -110, 52],
    [-20, -150, 44],
  ]
    .map(
      ([x, y, r]) =>
        `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r! * 0.32}" fill="#CDBFA8" stroke="#A89A84" stroke-width="3"/>`,
    )
    .join('')

export const raisedBed = () =>
  `<rect x="-150" y="-70" width="300" height="70" fill="${WOOD}" ${LINE}/><path d="M-150 -35L150 -35" stroke="${DARK}" stroke-width="3"/>` +
  `<ellipse cx="0" cy="-70" rx="146" ry="10" fill="${BROWN.soil}"/>`

export const pot = (c: Shades) =>
  `<path d="M-44 -90L44 -90L32 0L-32 0Z" fill="${c.base}" ${LINE}/><rect x="-52" y="-104" width="104" height="20" rx="4" fill="${c.dark}" ${LINE}/>` +
  `<g fill="${GREEN.leaf}"><ellipse cx="-20" cy="-122" rx="22" ry="12" transform="rotate(-30 -20 -122)"/><ellipse cx="20" cy="-126" rx="22" ry="12" transform="rotate(30 20 -126)"/><ellipse cx="0" cy="-140" rx="12" ry="24"/></g>`

export const wateringCan = (c: Shades) =>
  `<path d="M-50 0L-44 -80L40 -80L46 0Z" fill="${c.base}" ${LINE}/><path d="M40 -40L100 -110" stroke="${c.dark}" stroke-width="12" stroke-linecap="round"/>` +
  `<ellipse cx="104" cy="-116" rx="14" ry="8" fill="${c.dark}" transform="rotate(-40 104 -116)"/><path d="M-40 -80C-40 -130 36 -130 36 -80" fill="none" stroke="${c.dark}" stroke-width="10"/>` +
  '<g fill="#6CC3F0"><circle cx="120" cy="-96" r="4"/><circle cx="130" cy="-78" r="4"/><circle cx="116" cy="-70" r="4"/></g>'

export const wheelbarrow = (c: Shades) =>
  `<path d="M-100 -110L80 -110L50 -40L-70 -40Z" fill="${c.base}" ${LINE}/><circle cx="60" cy="-24" r="24" fill="#3A2A1A"/><circle cx="60" cy="-24" r="9" fill="#B9B9C4"/>` +
  `<path d="M-90 -60L-130 -90M-70 -40L-80 0" stroke="${DARK}" stroke-width="8" stroke-linecap="round"/>`

export const trellis = () =>
  `<g stroke="${WOOD}" stroke-width="8">${[-60, -20, 20, 60].map((x) => `<path d="M${x} 0L${x} -240"/>`).join('')}${[-40, -100, -160, -220].map((y) => `<path d="M-70 ${y}L70 ${y}"/>`).join('')}</g>` +
  `<path d="M-50 0C-70 -80 50 -100 20 -160C0 -200 60 -220 40 -240" fill="none" stroke="${GREEN.stem}" stroke-width="6"/>` +
  `<g fill="${GREEN.leaf}"><circle cx="-46" cy="-60" r="12"/><circle cx="30" cy="-120" r="12"/><circle cx="10" cy="-180" r="11"/></g>`

export const scarecrow = () =>
  `<path d="M0 0L0 -230M-90 -160L90 -160" stroke="${DARK}" stroke-width="10"/><path d="M-70 -170L70 -170L50 -80L-50 -80Z" fill="#E86A3A" ${LINE}/>` +
  '<path d="M-44 -150L-20 -150M20 -120L40 -120" stroke="#FFD23F" stroke-width="6"/><circle cy="-215" r="34" fill="#F2D38A" stroke="#C9A24E" stroke-width="3"/>' +
  '<path d="M-56 -236L56 -236L30 -250L20 -290L-20 -290L-30 -250Z" fill="#8B5A2B"/><circle cx="-12" cy="-218" r="5" fill="#3A2A1A"/><circle cx="12" cy="-218" r="5" fill="#3A2A1A"/>' +
  '<path d="M-12 -200Q0 -192 12 -200" fill="none" stroke="#3A2A1A" stroke-width="3"/><path d="M-90 -160L-100 -150M90 -160L100 -150" stroke="#F2D38A" stroke-width="6"/>'

export const bench = (c: Shades) =>
  `<rect x="-110" y="-70" width="220" height="18" rx="5" fill="${c.base}" ${LINE}/><rect x="-110" y="-120" width="220" height="16" rx="5" fill="${c.base}" ${LINE}/>` +
  `<path d="M-90 0L-90 -120M90 0L90 -120" stroke="${DARK}" stroke-width="10"/>`

export const swing = (c: Shades) =>
  `<path d="M-110 0L-80 -260L80 -260L110 0" fill="none" stroke="${WOOD}" stroke-width="12"/><path d="M-40 -260L-40 -70M40 -260L40 -70" stroke="#8E8E99" stroke-width="4"/>` +
  `<rect x="-54" y="-74" width="108" height="14" rx="5" fill="${c.base}" ${LINE}/>`

export const hose = () =>
  '<ellipse cx="0" cy="-40" rx="50" ry="40" fill="none" stroke="#3FA34D" stroke-width="12"/><ellipse cx="0" cy="-40" rx="28" ry="22" fill="none" stroke="#3FA34D" stroke-width="12"/>' +
  '<path d="M50 -40C90 -30 100 -10 140 -14" fill="none" stroke="#3FA34D" stroke-width="12" stroke-linecap="round"/><rect x="136" y="-22" width="24" height="14" fill="#FFD23F"/>'

export const shovel = () =>
  `<path d="M0 -200L0 -60" stroke="${WOOD}" stroke-width="10"/><rect x="-18" y="-214" width="36" height="14" rx="6" fill="${DARK}"/><path d="M-30 -64L30 -64L24 -10L0 6L-24 -10Z" fill="#A9B4C0" stroke="#6F7A86" stroke-width="3"/>`

export const rake = () =>
  `<path d="M0 0L0 -220" stroke="${WOOD}" stroke-width="10"/><path d="M-50 -10L50 -10" stroke="#6F7A86" stroke-width="8"/>` +
  '<g stroke="#6F7A86" stroke-width="5">' +
  [-44, -22, 0, 22, 44].map((x) => `<path d="M${x} -10L${x} 12"/>`).join('') +
  '</g>'

export const basket = (fruit: string) =>
  `<path d="M-70 -60L70 -60L54 0L-54 0Z" fill="#D9A05B" ${LINE}/><path d="M-60 -60C-60 -140 60 -140 60 -60" fill="none" stroke="#B9803E" stroke-width="8"/>` +
  `<g fill="${fruit}"><circle cx="-34" cy="-64" r="18"/><circle cx="0" cy="-70" r="18"/><circle cx="34" cy="-64" r="18"/></g>` +
  '<path d="M-62 -40L62 -40M-58 -20L58 -20" stroke="#B9803E" stroke-width="3"/>'

export const compostBin = () =>
  `<rect x="-80" y="-140" width="160" height="140" fill="#4E7A3A" ${LINE}/><rect x="-88" y="-152" width="176" height="18" rx="5" fill="#3C5E2C"/>` +
  '<path d="M-60 -110L60 -110M-60 -70L60 -70M-60 -30L60 -30" stroke="#3C5E2C" stroke-width="4"/>'

export const sprinkler = () =>
  '<rect x="-20" y="-30" width="40" height="30" rx="6" fill="#FFD23F" stroke="#C9A21E" stroke-width="3"/>' +
  '<g fill="none" stroke="#6CC3F0" stroke-width="4" stroke-linecap="round" stroke-dasharray="3 12"><path d="M0 -30C-40 -120 -100 -120 -130 -40"/><path d="M0 -30C40 -120 100 -120 130 -40"/><path d="M0 -30L0 -140"/></g>'

export const kite = (c: Shades) =>
  `<path d="M0 -60L44 0L0 80L-44 0Z" fill="${c.base}" stroke="${c.dark}" stroke-width="4"/><path d="M0 -60L0 80M-44 0L44 0" stroke="${c.dark}" stroke-width="3"/>` +
  '<path d="M0 80C20 120 -20 150 10 190" fill="none" stroke="#3A2A1A" stroke-width="3"/><g fill="#FF8FC0"><path d="M4 120l12 -6l0 14z"/><path d="M2 160l-12 -6l0 14z"/></g>'

export const ball = (c: Shades) =>
  `<circle cy="-40" r="40" fill="${c.base}" stroke="${c.dark}" stroke-width="4"/><path d="M-40 -40Q0 -20 40 -40" fill="none" stroke="#FFFFFF" stroke-width="8"/>`

export const umbrella = (c: Shades) =>
  `<path d="M0 0L0 -200" stroke="#FFFFFF" stroke-width="6"/><path d="M-130 -190Q0 -320 130 -190Q100 -210 65 -190Q32 -212 0 -190Q-32 -212 -65 -190Q-100 -210 -130 -190Z" fill="${c.base}" stroke="${c.dark}" stroke-width="4"/>`

export const bucket = (c: Shades) =>
  `<path d="M-46 -80L46 -80L36 0L-36 0Z" fill="${c.base}" ${LINE}/><path d="M-42 -80C-42 -130 42 -130 42 -80" fill="none" stroke="#6F7A86" stroke-width="5"/>`

export const table = (c: Shades) =>
  `<rect x="-120" y="-100" width="240" height="18" rx="4" fill="${c.base}" ${LINE}/><path d="M-100 -82L-100 0M100 -82L100 0" stroke="${DARK}" stroke-width="10"/>` +
  '<circle cx="-40" cy="-112" r="12" fill="#E8402F"/><circle cx="30" cy="-112" r="12" fill="#FFD23F"/>'

export const lantern = () =>
  `<path d="M0 0L0 -180" stroke="#3A2A1A" stroke-width="8"/><rect x="-24" y="-240" width="48" height="60" rx="8" fill="#FFE9A0" stroke="#3A2A1A" stroke-width="4"/><circle cy="-210" r="32" fill="#FFF6C0" opacity="0.45"/>`

export const ladder = () =>
  `<path d="M-40 0L-30 -260M40 0L30 -260" stroke="${WOOD}" stroke-width="10"/><g stroke="${WOOD}" stroke-width="7">${[-40, -90, -140, -190, -240].map((y) => `<path d="M-36 ${y}L36 ${y}"/>`).join('')}</g>`
