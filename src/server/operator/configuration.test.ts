// Unit tests of what operators may see of the configuration: flags, redaction and scrubbing of secrets.
import { describe, expect, it } from 'vitest'
import { expandTargets } from '../../shared/deploy-services'
import { testEnv } from '../env'
import { configurationMap, exportConfiguration, redactUrl, scrubSecrets, secretValues } from './configuration'

const env = testEnv({
  authSecret: 'a-very-secret-auth-value-of-32-chars!!',
  smtpUrl: 'smtp://mail:p%40ss-word@mail.test:587',
  databaseUrl: 'postgres://app:db-secret-pw@db.test/mochi',
})

describe('configuration', () => {
  it('reports only booleans', () => {
    const map = configurationMap(env)
    expect(map).toMatchObject({
      auth_secret_configured: true,
      smtp_configured: true,
      openai_configured: false,
      elevenlabs_configured: false,
      metrics_token_configured: false,
    })
    expect(Object.values(map).every((value) => typeof value === 'boolean')).toBe(true)
  })

  it('takes the ElevenLabs and metrics settings from the validated environment', () => {
    const configured = testEnv({
      elevenLabs: { apiKey: 'eleven-key-123', baseUrl: undefined },
      metricsToken: 'metrics-token-0123456789',
    })
    expect(configurationMap(configured)).toMatchObject({
      elevenlabs_configured: true,
      metrics_token_configured: true,
    })
    expect(secretValues(configured)).toEqual(
      expect.arrayContaining(['eleven-key-123', 'metrics-token-0123456789']),
    )
  })

  it('redacts URL credentials and every secret in the export', () => {
    expect(redactUrl('smtp://mail:pw@mail.test:587')).toBe('smtp://***:***@mail.test:587')
    expect(redactUrl('not a url')).toBe('***')
    const exported = exportConfiguration({
      ...env,
      elevenLabs: { apiKey: 'eleven-key-123', baseUrl: 'https://user:eleven-pw@voices.test' },
      metricsToken: 'metrics-token-0123456789',
    })
    expect(exported.speech.elevenLabsApiKey).toBe('***')
    expect(exported.metricsToken).toBe('***')
    expect(exported.configured.elevenlabs_configured).toBe(true)
    const text = JSON.stringify(exported)
    for (const secret of [
      'a-very-secret-auth-value',
      'p%40ss-word',
      'p@ss-word',
      'db-secret-pw',
      'eleven-key-123',
      'eleven-pw',
      'metrics-token-0123456789',
    ])
      expect(text).not.toContain(secret)
    expect(text).toContain('db.test')
  })

  it('scrubs secret values out of free text such as provider errors', () => {
    const secrets = secretValues(env)
    expect(secrets).toContain('p@ss-word')
    expect(scrubSecrets('login failed for p@ss-word at db-secret-pw', secrets)).toBe(
      'login failed for *** at ***',
    )
  })
})

describe('expandTargets', () => {
  it('expands all, maps the seed provider names and drops unknown ones', () => {
    expect(expandTargets(['all'])).toHaveLength(5)
    expect(expandTargets([])).toHaveLength(5)
    expect(expandTargets(['elevenlabs', 'openai', 'moon'])).toEqual(['chat', 'speech'])
  })
})
