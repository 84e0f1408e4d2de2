// Header controls: outdoor (high-contrast) mode, fullscreen for registered users, and the language switch.
import type { Language } from '@shared/constants'
import { Languages, Maximize, Minimize, Sun } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLanguage, setLanguage } from '../../lib/i18n'
import { Button } from '../../ui/button'
import { setOutdoorMode } from '../system/display-preferences'
import { useOutdoorMode } from '../system/use-display-preferences'

export function OutdoorToggle() {
  const { t } = useTranslation('shell')
  const { isOutdoor } = useOutdoorMode()
  return (
    <Button
      variant={isOutdoor ? 'primary' : 'ghost'}
      size="icon"
      aria-pressed={isOutdoor}
      aria-label={t('outdoor.toggle')}
      title={t('outdoor.toggle')}
      onClick={() => setOutdoorMode(!isOutdoor)}
    >
      <Sun aria-hidden className="h-5 w-5" />
    </Button>
  )
}

export function FullscreenToggle() {
  const { t } = useTranslation('shell')
  const [isFullscreen, setIsFullscreen] = useState(() => Boolean(document.fullscreenElement))
  useEffect(() => {
    const onChange = () => setIsFullscreen(Boolean(document.fullscreenElement))
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])
  if (!document.fullscreenEnabled) return null
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen()
    else void document.documentElement.requestFullscreen().catch(() => {})
  }
  const label = isFullscreen ? t('fullscreen.exit') : t('fullscreen.enter')
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} onClick={toggle}>
      {isFullscreen ? (
        <Minimize aria-hidden className="h-5 w-5" />
      ) : (
        <Maximize aria-hidden className="h-5 w-5" />
      )}
    </Button>
  )
}

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell')
  const next: Language = i18n.language === 'es' ? 'en' : 'es'
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t('language.switchTo')}
      title={t('language.switchTo')}
      onClick={() => setLanguage(currentLanguage() === 'es' ? 'en' : 'es')}
    >
      <Languages aria-hidden className="h-5 w-5" />
      <span lang={next} className="max-sm:hidden">
        {next === 'es' ? 'ES' : 'EN'}
      </span>
    </Button>
  )
}
