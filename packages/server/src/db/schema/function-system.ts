// Table of the function sandbox (decisions/0053-function-sandbox.md): functions, each a script in
// storage with its default arguments.
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const functionConfigs = pgTable('function_configs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  /** The script's path in storage (.js or .mjs). */
  filepath: text('filepath').notNull(),
  args: jsonb('args').$type<string[]>().notNull().default([]),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
