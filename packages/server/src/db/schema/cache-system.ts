// Tables of the cache system (decisions/0052-cache-system.md): named cache configs and, when no Redis
// is configured (REDIS_URL unset), their values. With Redis the values live there, keyed by the uuid.
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const cacheConfigs = pgTable('cache_configs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Names the value in Redis, so servers sharing one Redis never mix two databases' caches. */
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  name: text('name').notNull().unique(),
  contentType: text('content_type').notNull(),
  /** ttlSeconds, description. */
  options: jsonb('options').$type<{ ttlSeconds: number; description: string }>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cacheValues = pgTable('cache_values', {
  configId: integer('config_id')
    .primaryKey()
    .references(() => cacheConfigs.id, { onDelete: 'cascade' }),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Null: never expires. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});
