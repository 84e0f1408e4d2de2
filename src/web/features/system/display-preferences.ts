// Outdoor mode and reduced motion (spec 4): outdoor mode is auto-detected 1 s after load from ambient light
// (> 1000 lux) or screen brightness (> 0.8) where the browser exposes them, or switched by hand; it applies the
// high-contrast theme and keeps the screen awake. Reduced motion follows the OS setting or a device with ≤ 2 cores.
import {
  OUTDOOR_AMBIENT_LUX,
  OUTDOOR_BRIGHTNESS,
  OUTDOOR_DETECTION_DELAY_MS,
  REDUCED_MOTION_MAX_CORES,
} from '@shared/constants'
import { STORAGE_KEYS } from '@shared/storage-keys'
import { readStorage, writeStorage } from '../../lib/storage'

type Listener = () => void
const listeners = new Set<Listener>()
let outdoor = readStorage(STORAGE_KEYS.outdoorMode) === 'on'
let wakeLock: WakeLockSentinel | null = null

export function subscribeDisplay(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function isOutdoorMode() {
  return outdoor
}

export function setOutdoorMode(on: boolean, { remember = true } = {}) {
  outdoor = on
  if (remember) writeStorage(STORAGE_KEYS.outdoorMode, on ? 'on' : 'off')
  applyOutdoor()
  for (const listener of listeners) listener()
}

function applyOutdoor() {
  const root = document.documentElement
  if (outdoor) root.dataset.contrast = 'high'
  else delete root.dataset.contrast
  void syncWakeLock()
}

async function syncWakeLock() {
  try {
    if (outdoor && !wakeLock && 'wakeLock' in navigator && document.visibilityState === 'visible') {
      wakeLock = await navigator.wakeLock.request('screen')
      wakeLock.addEventListener('release', () => {
        wakeLock = null
        for (const listener of listeners) listener()
      })
    } else if (!outdoor && wakeLock) {
      await wakeLock.release()
      wakeLock = null
    }
  } catch {
    // Wake lock can be refused (battery saver, no user gesture); the theme still applies.
  }
  for (const listener of listeners) listener()
}

export function hasWakeLock() {
  return wakeLock !== null
}

export function prefersReducedMotion(): boolean {
  const media = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  const cores = navigator.hardwareConcurrency ?? 8
  return media || cores <= REDUCED_MOTION_MAX_CORES
}

interface AmbientLightSensorLike extends EventTarget {
  illuminance?: number
  start(): void
  stop(): void
}

/** Applies stored preferences now and starts outdoor auto-detection after the spec's delay. */
export function startDisplayPreferences(): () => void {
  applyOutdoor()
  document.documentElement.dataset.reducedMotion = String(prefersReducedMotion())
  const onVisible = () => {
    if (document.visibilityState === 'visible') void syncWakeLock()
  }
  document.addEventListener('visibilitychange', onVisible)

  let sensor: AmbientLightSensorLike | null = null
  const timer = window.setTimeout(() => {
    // A choice the user made by hand wins over detection.
    if (readStorage(STORAGE_KEYS.outdoorMode) !== null) return
    const brightness = (window.screen as Screen & { brightness?: number }).brightness
    if (typeof brightness === 'number' && brightness > OUTDOOR_BRIGHTNESS) {
      setOutdoorMode(true, { remember: false })
      return
    }
    const Sensor = (window as unknown as { AmbientLightSensor?: new () => AmbientLightSensorLike })
      .AmbientLightSensor
    if (!Sensor) return
    try {
      sensor = new Sensor()
      sensor.addEventListener('reading', () => {
        const lux = sensor?.illuminance ?? 0
        if (lux > OUTDOOR_AMBIENT_LUX && !outdoor) setOutdoorMode(true, { remember: false })
      })
      sensor.start()
    } catch {
      sensor = null
    }
  }, OUTDOOR_DETECTION_DELAY_MS)

  return () => {
    window.clearTimeout(timer)
    sensor?.stop()
    document.removeEventListener('visibilitychange', onVisible)
  }
}
