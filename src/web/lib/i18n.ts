// i18next set-up: en and es resources, language restored from `selectedLanguage`, <html lang> kept in step.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shared/constants'
import { STORAGE_KEYS } from '@shared/storage-keys'
import i18next from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { bundledResources, loadNamespace } from '../locales/resources'
import { readStorage, writeStorage } from './storage'

export function storedLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.selectedLanguage)
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
}

export function initI18n(language: Language = storedLanguage()) {
  void i18next
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      resources: bundledResources,
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      defaultNS: 'common',
      ns: Object.keys(bundledResources.en),
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    })
  document.documentElement.lang = language
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng
  })
  return i18next
}

export function setLanguage(language: Language) {
  writeStorage(STORAGE_KEYS.selectedLanguage, language)
  void i18next.changeLanguage(language)
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE
}
