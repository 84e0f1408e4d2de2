// Every table of the database, for Drizzle's typed queries and drizzle-kit migrations.
export * from './schema/analytics'
export * from './schema/auth'
export * from './schema/consents'
export * from './schema/facts'
export * from './schema/follows'
export * from './schema/outbox'
export * from './schema/profiles'
export * from './schema/registrations'
