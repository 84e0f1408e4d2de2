// Mochi in the header: the active character picture when there is one, else the drawn bee.

import { MochiMascot } from '../../ui/mochi-mascot'
import { useMochiCharacter } from '../create/use-mochi-character'

export function MochiAvatar() {
  const character = useMochiCharacter()
  if (!character) return <MochiMascot className="h-10 w-10" />
  return <img src={character} alt="" className="h-10 w-10 object-contain" width={40} height={40} />
}
