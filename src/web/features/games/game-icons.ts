// Maps the catalogue's icon names to lucide-react components (the shared catalogue stays free of React).
import type { GameIconName } from '@shared/games/catalogue'
import {
  Binoculars,
  Brain,
  Bug,
  FlaskConical,
  Flower2,
  Footprints,
  Hexagon,
  type LucideIcon,
  Microscope,
  Route,
  Sprout,
} from 'lucide-react'

export const GAME_ICONS: Record<GameIconName, LucideIcon> = {
  Flower2,
  Brain,
  Bug,
  Route,
  Hexagon,
  Footprints,
  FlaskConical,
  Sprout,
  Binoculars,
  Microscope,
}
