// Who may use the dashboard: the admin whitelist (admin spec §6). Emails are stored lower-cased.
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const adminWhitelist = pgTable('admin_whitelist', {
  email: text('email').primaryKey(),
  roles: jsonb('roles').$type<string[]>().notNull().default([]),
  isSuperAdmin: boolean('is_super_admin').notNull().default(false),
  readonly: boolean('readonly').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AdminWhitelistRow = typeof adminWhitelist.$inferSelect;
