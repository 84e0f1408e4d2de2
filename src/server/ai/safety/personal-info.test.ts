// Unit tests for spotting and hiding personal details shared by a child, in English and Spanish.
import { describe, expect, it } from 'vitest'
import { detectPersonalInfo, findPersonalInfo, REDACTED, redactPersonalInfo } from './personal-info'

describe('phone numbers', () => {
  it.each([
    ['call me on 612 345 678', '612 345 678'],
    ['mi móvil es +34 612 34 56 78', '+34 612 34 56 78'],
    ['llámame al 91 123 45 67', '91 123 45 67'],
    ['my number is (555) 123-4567', '(555) 123-4567'],
    ['555.123.4567 is my mom', '555.123.4567'],
    ['mi celular: +52 1 55 1234 5678', '+52 1 55 1234 5678'],
    ['whatsapp 11 1234-5678', '11 1234-5678'],
    ['my phone number is 555-1234', '555-1234'],
    ['612345678', '612345678'],
  ])('finds the phone in %j', (text, phone) => {
    expect(findPersonalInfo(text)).toEqual([expect.objectContaining({ kind: 'phone', text: phone })])
  })

  it.each([
    'I counted 10 20 30 40 50 60 bees',
    'we planted 100 200 300 400 seeds',
    'it is 2024 and I have 3 hives',
    'I planted them on 12/03/2024',
    'the year 1999 was hot',
    'pi is 3.14159265',
    'la población es 1.500.000',
    '1 2 3 4 5 6 7 8 9 10',
  ])('ignores the numbers in %j', (text) => {
    expect(detectPersonalInfo(text)).toEqual([])
  })
})

describe('emails', () => {
  it('finds plain and spelled-out addresses', () => {
    expect(detectPersonalInfo('my email is ana.lopez@gmail.com')).toEqual(['email'])
    expect(detectPersonalInfo('escríbeme a pepito99 arroba hotmail punto com')).toEqual(['email'])
    expect(detectPersonalInfo('it is lucy at gmail dot com')).toEqual(['email'])
  })

  it('does not mistake leetspeak or "at" for an email', () => {
    expect(detectPersonalInfo('mierd@')).toEqual([])
    expect(detectPersonalInfo('look at the bees')).toEqual([])
  })
})

describe('addresses', () => {
  it.each([
    ['I live at 12 Oak Street', '12 Oak Street'],
    ['we live on Maple Avenue', 'Maple Avenue'],
    ['my address is 42 Wallaby Way, Sydney', '42 Wallaby Way'],
    ['send it to 123 Main St. please', '123 Main St.'],
    ['vivo en la calle Mayor 5', 'la calle Mayor 5'],
    ['Vivo en Calle Mayor 5, 2º B y tengo un huerto', 'Calle Mayor 5, 2º B'],
    ['mi casa está en Avenida de la Constitución 12', 'Avenida de la Constitución 12'],
    ['C/ Luna nº 3', 'C/ Luna nº 3'],
    ['vivo en Av. Insurgentes Sur 1234', 'Av. Insurgentes Sur 1234'],
    ['mi dirección es Carrera 7 # 45-10', 'Carrera 7 # 45-10'],
  ])('finds the address in %j', (text, address) => {
    expect(findPersonalInfo(text)).toEqual([expect.objectContaining({ kind: 'address', text: address })])
  })

  it.each([
    'I live on a farm',
    'I live in Spain',
    'we live at home with our dog',
    'there are 5 cars on the road',
    '3 bees flew down the lane',
    'I have 2 dogs way too cute',
    'vivo en Madrid',
    'vivo en Madrid desde 2015',
    'vivo en un piso con terraza',
    'en la calle hay 3 abejas',
    'la calle está llena de hojas',
  ])('ignores %j', (text) => {
    expect(detectPersonalInfo(text)).toEqual([])
  })
})

describe('schools', () => {
  it.each([
    ['I go to Lincoln Elementary', 'Lincoln Elementary'],
    ['I go to Oak Hill Primary School and I love it', 'Oak Hill Primary School'],
    ["I'm at St. Mary's School", "St. Mary's School"],
    ['my school is called Riverside', 'Riverside'],
    ['voy al colegio San José de Calasanz', 'colegio San José de Calasanz'],
    ['voy a la escuela Benito Juárez', 'escuela Benito Juárez'],
    ['mi cole se llama Los Pinos', 'Los Pinos'],
  ])('finds the school in %j', (text, school) => {
    expect(findPersonalInfo(text)).toEqual([expect.objectContaining({ kind: 'school', text: school })])
  })

  it.each([
    'I go to school on Mondays',
    'I go to the big school near the park',
    'I go to art school',
    'I go to my friend’s school',
    'voy al cole mañana',
    'voy al colegio en bici',
    'voy a la escuela de música',
    'mi colegio tiene un huerto',
  ])('ignores %j', (text) => {
    expect(detectPersonalInfo(text)).toEqual([])
  })
})

describe('birthdays', () => {
  it.each([
    ['My birthday is March 5, 2015', 'March 5, 2015'],
    ['I was born on 5th of June 2016', '5th of June 2016'],
    ['my bday is 05/03/2015', '05/03/2015'],
    ['nací el 5 de marzo de 2015', '5 de marzo de 2015'],
    ['mi cumpleaños es el 12 de octubre del 2016', '12 de octubre del 2016'],
  ])('finds the full birthday in %j', (text, date) => {
    expect(findPersonalInfo(text)).toEqual([expect.objectContaining({ kind: 'birthday', text: date })])
  })

  it('ignores birthdays without a year and dates that are not birthdays', () => {
    expect(detectPersonalInfo('my birthday is in July')).toEqual([])
    expect(detectPersonalInfo('mi cumple es el 5 de marzo')).toEqual([])
    expect(detectPersonalInfo('I sowed the seeds on 12/03/2024')).toEqual([])
  })
})

describe('passwords', () => {
  it.each([
    ['my password is sunflower22', 'sunflower22'],
    ['the wifi password is "honeybee"', 'honeybee'],
    ['my pin is 1234', '1234'],
    ['mi contraseña es abeja123', 'abeja123'],
    ['la contraseña del ordenador es girasol', 'girasol'],
    ['password: Bz!42', 'Bz!42'],
  ])('finds the secret in %j', (text, secret) => {
    expect(findPersonalInfo(text)).toEqual([expect.objectContaining({ kind: 'password', text: secret })])
  })

  it.each([
    'what is a good password?',
    'my password is secret',
    'the rolling pin is in the kitchen',
    'la clave es regar poco',
    'mi contraseña es secreta',
  ])('ignores %j', (text) => {
    expect(detectPersonalInfo(text)).toEqual([])
  })
})

describe('detectPersonalInfo', () => {
  it('lists each kind once, in a fixed order', () => {
    const text = 'I live at 12 Oak Street, my email is a@b.co, call 612 345 678 or 699 111 222'
    expect(detectPersonalInfo(text)).toEqual(['phone', 'email', 'address'])
  })

  it('finds nothing in ordinary garden talk', () => {
    expect(detectPersonalInfo('My 3 tomato plants grew 20 cm this week!')).toEqual([])
    expect(detectPersonalInfo('¿Cuántas abejas hay en una colmena? ¿50000?')).toEqual([])
  })
})

describe('redactPersonalInfo', () => {
  it('hides each detail with the placeholder of the language', () => {
    expect(REDACTED).toEqual({ en: '[hidden]', es: '[oculto]' })
    expect(redactPersonalInfo('I live at 12 Oak Street and my number is 612 345 678!')).toBe(
      'I live at [hidden] and my number is [hidden]!',
    )
    expect(redactPersonalInfo('vivo en la calle Mayor 5 y mi contraseña es abeja123', 'es')).toBe(
      'vivo en [oculto] y mi contraseña es [oculto]',
    )
    expect(redactPersonalInfo('nací el 5 de marzo de 2015, voy al colegio San José.', 'es')).toBe(
      'nací el [oculto], voy al [oculto].',
    )
  })

  it('leaves text without personal details untouched', () => {
    const text = 'Bees visit 100 flowers a trip 🐝'
    expect(redactPersonalInfo(text)).toBe(text)
  })

  it('leaves no trace of the detail', () => {
    const redacted = redactPersonalInfo('email me at lucy.garden@example.com or call +44 7700 900123')
    expect(redacted).not.toMatch(/lucy|garden@|7700|900123/)
    expect(redacted).toBe('email me at [hidden] or call [hidden]')
  })
})

describe('full names and card numbers', () => {
  it.each([
    ['My name is Sofia Rossi', 'en'],
    ['my full name is tom barker', 'en'],
    ['Me llamo Pablo Ortega Gil', 'es'],
    ['mi nombre completo es ana ruiz', 'es'],
  ])('finds the full name in %j', (text) => {
    expect(detectPersonalInfo(text)).toContain('name')
  })

  it.each(['My name is Sofia', 'me llamo Pablo y tengo 7 años', 'my name is sunflower fan'])(
    'leaves a first name or a nickname alone: %j',
    (text) => {
      expect(detectPersonalInfo(text)).not.toContain('name')
    },
  )

  it('finds and hides a card number', () => {
    expect(detectPersonalInfo('the card is 5500 0000 0000 0004')).toContain('card')
    expect(redactPersonalInfo('la tarjeta es 5500-0000-0000-0004', 'es')).toBe('la tarjeta es [oculto]')
  })

  it('reads an address after "I\'m at" only when a street follows', () => {
    expect(detectPersonalInfo("I'm at 4 Maple Road")).toContain('address')
    expect(detectPersonalInfo("I'm at level 3 in my game")).toEqual([])
    expect(detectPersonalInfo('estoy en la calle Luna 3')).toContain('address')
  })
})
