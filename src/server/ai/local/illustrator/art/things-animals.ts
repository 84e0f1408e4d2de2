// Garden animals in one friendly style, each standing (or swimming, or crawling) at (0, 0) and facing right.
import { f } from './svg'

const INK = '#2B1D0E'
const eye = (x: number, y: number, r = 5) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#FFFFFF"/><circle cx="${f(x + r * 0.25)}" cy="${f(y)}" r="${f(r * 0.6)}" fill="${INK}"/>`

/** Cats, dogs, rabbits, mice, foxes and squirrels share one body with different ears, tails and coats. */
function fourLegs(coat: string, belly: string, ears: string, tail: string, size = 1): string {
  return (
    `<g transform="scale(${f(size)})">${tail}` +
    `<g stroke="${coat}" stroke-width="14" stroke-linecap="round"><path d="M-40 -30L-42 -4M-18 -30L-16 -4M22 -30L20 -4M40 -30L42 -4"/></g>` +
    `<ellipse cx="0" cy="-50" rx="58" ry="34" fill="${coat}"/><ellipse cx="4" cy="-40" rx="34" ry="16" fill="${belly}"/>` +
    ears +
    `<circle cx="56" cy="-86" r="32" fill="${coat}"/><ellipse cx="70" cy="-76" rx="16" ry="12" fill="${belly}"/>${eye(58, -94, 6)}` +
    `<circle cx="84" cy="-80" r="5" fill="${INK}"/></g>`
  )
}

export const cat = (v: number) => {
  const coat = ['#F2A65A', '#7D7D86', '#3A3A40', '#F5EFE6'][Math.floor(v * 4)]!
  return fourLegs(
    coat,
    '#FFF4E6',
    `<path d="M34 -106L38 -138L58 -114ZM64 -116L82 -138L82 -104Z" fill="${coat}"/>`,
    `<path d="M-56 -50C-96 -60 -90 -120 -70 -124" fill="none" stroke="${coat}" stroke-width="12" stroke-linecap="round"/>`,
  )
}

export const dog = (v: number) => {
  const coat = ['#C98B4E', '#F2D38A', '#6B4220', '#FFFFFF'][Math.floor(v * 4)]!
  return fourLegs(
    coat,
    '#FFF4E6',
    `<ellipse cx="36" cy="-90" rx="12" ry="26" fill="#6B4220" transform="rotate(20 36 -90)"/>`,
    `<path d="M-56 -56Q-84 -80 -76 -100" fill="none" stroke="${coat}" stroke-width="12" stroke-linecap="round"/>`,
    1.1,
  )
}

export const rabbit = () =>
  fourLegs(
    '#E9E4DC',
    '#FFFFFF',
    '<ellipse cx="46" cy="-136" rx="10" ry="34" fill="#E9E4DC"/><ellipse cx="66" cy="-134" rx="10" ry="34" fill="#E9E4DC" transform="rotate(15 66 -134)"/><ellipse cx="46" cy="-136" rx="5" ry="24" fill="#FFC6DD"/>',
    '<circle cx="-60" cy="-56" r="14" fill="#FFFFFF"/>',
    0.8,
  )

export const squirrel = () =>
  fourLegs(
    '#C0612B',
    '#F6D2A5',
    '<path d="M44 -110L48 -134L62 -112Z" fill="#C0612B"/>',
    '<path d="M-50 -50C-120 -60 -110 -170 -50 -150C-80 -140 -80 -90 -40 -80Z" fill="#D9783A"/>',
    0.75,
  )

export const mouse = () =>
  fourLegs(
    '#A9A9B3',
    '#E6E6EC',
    '<circle cx="44" cy="-112" r="16" fill="#A9A9B3"/><circle cx="44" cy="-112" r="9" fill="#FFC6DD"/>',
    '<path d="M-56 -46C-90 -40 -100 -10 -130 -20" fill="none" stroke="#FFB0C8" stroke-width="4"/>',
    0.5,
  )

export const hedgehog = () =>
  '<path d="M-60 -10C-70 -70 20 -100 50 -40Z" fill="#6B4220"/>' +
  [-50, -30, -10, 10, 30]
    .map((x) => `<path d="M${x} ${-50 - Math.abs(x) * 0.2}l8 -26l8 24" fill="#4A2E14"/>`)
    .join('') +
  '<path d="M30 -44C60 -44 78 -20 80 -14L40 -4Z" fill="#E0C09A"/><circle cx="80" cy="-16" r="5" fill="#2B1D0E"/>' +
  eye(52, -30, 4) +
  '<path d="M-40 -8L-40 2M20 -8L20 2" stroke="#4A2E14" stroke-width="8" stroke-linecap="round"/>'

/** Small garden birds: a robin has a red breast, others take a colour. */
export const bird = (breast: string, back: string) =>
  `<path d="M-30 -40L-60 -50L-56 -32Z" fill="${back}"/><ellipse cx="0" cy="-40" rx="36" ry="28" fill="${back}"/>` +
  `<ellipse cx="12" cy="-32" rx="22" ry="18" fill="${breast}"/><circle cx="26" cy="-62" r="20" fill="${back}"/>${eye(32, -66, 4.5)}` +
  '<path d="M44 -62L60 -58L44 -54Z" fill="#F2A81D"/><path d="M-4 -12L-8 0M8 -12L10 0" stroke="#F2A81D" stroke-width="4"/>' +
  `<path d="M-20 -50Q0 -30 20 -46" fill="none" stroke="${breast === back ? '#FFFFFF' : back}" stroke-width="4" opacity="0.5"/>`

export const owl = () =>
  '<ellipse cx="0" cy="-60" rx="46" ry="60" fill="#8B5A2B"/><ellipse cx="0" cy="-44" rx="30" ry="36" fill="#E0C09A"/>' +
  '<path d="M-40 -110L-30 -130L-16 -112ZM40 -110L30 -130L16 -112Z" fill="#8B5A2B"/>' +
  '<circle cx="-18" cy="-92" r="16" fill="#FFFFFF"/><circle cx="18" cy="-92" r="16" fill="#FFFFFF"/><circle cx="-18" cy="-92" r="8" fill="#2B1D0E"/><circle cx="18" cy="-92" r="8" fill="#2B1D0E"/>' +
  '<path d="M-6 -78L6 -78L0 -66Z" fill="#F2A81D"/><path d="M-16 0L-16 6M16 0L16 6" stroke="#F2A81D" stroke-width="6"/>'

export const duck = () =>
  '<ellipse cx="0" cy="-30" rx="54" ry="32" fill="#FFFFFF" stroke="#D9DFE8" stroke-width="3"/><path d="M-50 -40L-74 -56L-60 -30Z" fill="#FFFFFF"/>' +
  '<circle cx="40" cy="-72" r="24" fill="#3E9A52"/><path d="M60 -72L86 -66L60 -60Z" fill="#F2A81D"/>' +
  eye(46, -78, 4) +
  '<path d="M-20 -36Q0 -20 24 -38" fill="none" stroke="#D9DFE8" stroke-width="4"/>'

export const chicken = () =>
  '<ellipse cx="0" cy="-50" rx="44" ry="38" fill="#F5EFE6" stroke="#D9D2C8" stroke-width="3"/><path d="M-40 -70L-66 -96L-56 -58Z" fill="#F5EFE6"/>' +
  '<circle cx="34" cy="-92" r="22" fill="#F5EFE6"/><path d="M24 -112Q30 -130 36 -112Q42 -128 48 -110Z" fill="#E8402F"/><path d="M54 -92L70 -88L54 -84Z" fill="#F2A81D"/>' +
  `<path d="M50 -80Q54 -70 48 -68" fill="#E8402F" stroke="#E8402F" stroke-width="4"/>${eye(40, -96, 4)}` +
  '<path d="M-10 -12L-12 0M12 -12L14 0" stroke="#F2A81D" stroke-width="5"/>'

export const worm = () =>
  '<path d="M-60 -8C-40 -30 -20 14 0 -8C20 -30 40 14 56 -10" fill="none" stroke="#E88A8A" stroke-width="16" stroke-linecap="round"/>' +
  eye(58, -14, 4.5)

export const snail = () =>
  '<path d="M-50 0L60 0Q76 -4 70 -30L60 -30Q56 -10 40 -12L-50 -10Z" fill="#C9B58E"/><circle cx="-6" cy="-44" r="40" fill="#D9783A"/>' +
  '<path d="M-6 -44m-26 0a26 26 0 1 0 26 -26a18 18 0 1 0 -12 30a8 8 0 1 0 10 -8" fill="none" stroke="#8B4A1E" stroke-width="5"/>' +
  '<path d="M62 -28L66 -52M70 -28L80 -50" stroke="#C9B58E" stroke-width="4"/><circle cx="66" cy="-54" r="4" fill="#2B1D0E"/><circle cx="80" cy="-52" r="4" fill="#2B1D0E"/>'

export const frog = () =>
  '<ellipse cx="0" cy="-34" rx="50" ry="34" fill="#5CB85C"/><ellipse cx="0" cy="-24" rx="32" ry="18" fill="#A5E06E"/>' +
  '<circle cx="-24" cy="-66" r="16" fill="#5CB85C"/><circle cx="24" cy="-66" r="16" fill="#5CB85C"/>' +
  eye(-24, -68, 8) +
  eye(24, -68, 8) +
  '<path d="M-16 -40Q0 -28 16 -40" fill="none" stroke="#2B1D0E" stroke-width="3"/><path d="M-50 -4L-70 0M50 -4L70 0" stroke="#5CB85C" stroke-width="10" stroke-linecap="round"/>'

export const ant = () =>
  '<g fill="#3A2A1A"><circle cx="-30" cy="-16" r="13"/><circle cx="-4" cy="-16" r="9"/><circle cx="18" cy="-20" r="11"/></g>' +
  '<path d="M-10 -10L-22 6M-4 -10L-4 6M2 -10L14 6M22 -30L30 -44M16 -30L18 -46" stroke="#3A2A1A" stroke-width="3"/>' +
  eye(22, -22, 3)

export const spider = () =>
  '<path d="M0 -200L0 -60" stroke="#FFFFFF" stroke-width="2"/><g stroke="#3A2A1A" stroke-width="4" fill="none">' +
  [-1, 1]
    .map(
      (s) =>
        `<path d="M0 -50l${s * 40} -20l${s * 10} 30M0 -44l${s * 44} 0l${s * 8} 26M0 -40l${s * 40} 16l${s * 4} 22"/>`,
    )
    .join('') +
  '</g><circle cy="-44" r="22" fill="#3A2A1A"/>' +
  eye(-8, -48, 5) +
  eye(8, -48, 5)

export const caterpillar = () =>
  [-48, -24, 0, 24]
    .map((x, i) => `<circle cx="${x}" cy="-20" r="18" fill="${i % 2 ? '#8CD05A' : '#6CBF45'}"/>`)
    .join('') +
  '<circle cx="50" cy="-30" r="22" fill="#6CBF45"/>' +
  eye(56, -36, 5) +
  '<path d="M46 -50L40 -68M58 -50L64 -68" stroke="#3A2A1A" stroke-width="3"/>'

export const dragonfly = (flap: number) =>
  `<g fill="#D9F2FF" fill-opacity="0.8" stroke="#6CB0D8" stroke-width="2"><ellipse cx="-10" cy="-16" rx="${f(34 + 10 * flap)}" ry="10" transform="rotate(-20)"/><ellipse cx="-10" cy="16" rx="${f(34 + 10 * flap)}" ry="10" transform="rotate(20)"/>` +
  `<ellipse cx="14" cy="-14" rx="${f(30 + 10 * flap)}" ry="9" transform="rotate(25)"/><ellipse cx="14" cy="14" rx="${f(30 + 10 * flap)}" ry="9" transform="rotate(-25)"/></g>` +
  '<path d="M-70 0L20 0" stroke="#2E86C1" stroke-width="10" stroke-linecap="round"/><circle cx="30" cy="0" r="12" fill="#2E86C1"/>' +
  eye(34, -4, 4)

export const fish = () =>
  '<path d="M-50 -30L-80 -50L-80 -10Z" fill="#FF9A3C"/><ellipse cx="0" cy="-30" rx="54" ry="28" fill="#FF9A3C"/>' +
  '<path d="M-10 -56Q4 -70 20 -56" fill="#E0661A"/>' +
  eye(30, -36, 6) +
  '<path d="M-16 -44Q-6 -30 -16 -16" fill="none" stroke="#E0661A" stroke-width="4"/>'

export const turtle = () =>
  '<path d="M-60 -10Q-56 -80 0 -84Q56 -80 60 -10Z" fill="#5C9E4A" stroke="#3C7A30" stroke-width="4"/>' +
  '<path d="M-30 -10L-20 -50L20 -50L30 -10M-20 -50L0 -80L20 -50" fill="none" stroke="#3C7A30" stroke-width="4"/>' +
  '<circle cx="76" cy="-28" r="20" fill="#A5C86A"/>' +
  eye(82, -32, 4.5) +
  '<path d="M-40 -6L-44 4M40 -6L44 4" stroke="#A5C86A" stroke-width="12" stroke-linecap="round"/>'
