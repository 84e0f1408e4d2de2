// Every translation resource, by language and namespace; en and es must have the same keys (tested).
import enCommon from './en/common.json'
import enErrors from './en/errors.json'
import enFlow from './en/flow.json'
import enPages from './en/pages.json'
import enShell from './en/shell.json'
import enTechnical from './en/technical.json'
import enValidation from './en/validation.json'
import esCommon from './es/common.json'
import esErrors from './es/errors.json'
import esFlow from './es/flow.json'
import esPages from './es/pages.json'
import esShell from './es/shell.json'
import esTechnical from './es/technical.json'
import esValidation from './es/validation.json'

export const resources = {
  en: {
    common: enCommon,
    errors: enErrors,
    flow: enFlow,
    pages: enPages,
    shell: enShell,
    technical: enTechnical,
    validation: enValidation,
  },
  es: {
    common: esCommon,
    errors: esErrors,
    flow: esFlow,
    pages: esPages,
    shell: esShell,
    technical: esTechnical,
    validation: esValidation,
  },
} as const
