import { describe, expect, it } from 'vitest'
import { derivePronunciation, dictionaryText, parseCmuDictionary, pronounce } from './pronunciations'

const CMU = parseCmuDictionary(
  [
    'pollinate P AA L AH N EY T',
    'bee B IY',
    'green G R IY N',
    'fly F L AY',
    'garden G AA R D AH N',
    'tomato T AH M EY T OW',
    'tomato(2) T AH M AA T OW',
    'wish W IH SH',
    'plant P L AE N T',
    'grow G R OW',
  ].join('\n'),
)
const lookup = (word: string) => CMU.get(word)

describe('pronunciations', () => {
  it('reads the CMU dictionary with alternates', () => {
    expect(CMU.get('tomato')).toEqual(['T AH M EY T OW', 'T AH M AA T OW'])
  })

  it('derives regular endings from a known stem', () => {
    expect(derivePronunciation('pollinator', lookup)).toBe('P AA L AH N EY T ER')
    expect(derivePronunciation('pollinators', lookup)).toBe('P AA L AH N EY T ER Z')
    expect(derivePronunciation('gardens', lookup)).toBe('G AA R D AH N Z')
    expect(derivePronunciation('plants', lookup)).toBe('P L AE N T S')
    expect(derivePronunciation('wishes', lookup)).toBe('W IH SH IH Z')
    expect(derivePronunciation('growing', lookup)).toBe('G R OW IH NG')
  })

  it('joins compounds of known words and gives up on the rest', () => {
    expect(derivePronunciation('greenfly', lookup)).toBe('G R IY N F L AY')
    expect(derivePronunciation('zzyzx', lookup)).toBeUndefined()
  })

  it('knows our own words and writes the dictionary pocketsphinx reads', () => {
    const { known, unknown } = pronounce(['mochi', 'tomato', 'zzyzx'], CMU)
    expect(unknown).toEqual(['zzyzx'])
    expect(dictionaryText(known)).toBe('mochi M OW CH IY\ntomato T AH M EY T OW\ntomato(2) T AH M AA T OW\n')
  })
})
