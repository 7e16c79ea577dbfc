// The sign-in system (decision 0055): every admin session and temporary token issued, by its token id
// (the JWT's jti), and its revocation. The guard refuses a revoked token until it would have expired.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    /** session (a sign-in) or temp (generate-temp-token). */
    kind: text('kind').notNull(),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    /** google, dev or temp-token. */
    method: text('method').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by'),
  },
  (t) => [index('admin_sessions_expires_idx').on(t.expiresAt), index('admin_sessions_email_idx').on(t.email)],
);
