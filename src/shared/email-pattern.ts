// The e-mail shape every form and the API accept (spec 5), apart from zod so a screen can check it without
// loading the schema library.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
