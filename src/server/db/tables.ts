// Every table of the database, for Drizzle's typed queries and drizzle-kit migrations.
export * from './schema/facts'
export * from './schema/registrations'
