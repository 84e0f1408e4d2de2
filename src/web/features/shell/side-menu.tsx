// The menu button of the header; the sheet itself loads the first time it is wanted (hover, focus or click).
import { Menu } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button'

const loadSheet = () => import('./side-menu-sheet')
const SideMenuSheet = lazy(async () => ({ default: (await loadSheet()).SideMenuSheet }))

export function SideMenu() {
  const { t } = useTranslation('shell')
  const [isOpen, setIsOpen] = useState(false)
  const [isWanted, setIsWanted] = useState(false)
  const prefetch = () => void loadSheet()
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setIsWanted(true)
          setIsOpen(true)
        }}
      >
        <Menu aria-hidden className="h-6 w-6" />
      </Button>
      {isWanted && (
        <Suspense fallback={null}>
          <SideMenuSheet isOpen={isOpen} setIsOpen={setIsOpen} />
        </Suspense>
      )}
    </>
  )
}
