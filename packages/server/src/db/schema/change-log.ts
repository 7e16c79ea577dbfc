// Every admin write leaves a row here, searchable by email and by table + object id (admin spec §7 Change log).
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const changeLog = pgTable(
  'change_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    tableName: text('table_name').notNull(),
    objId: text('obj_id').notNull(),
    action: text('action').$type<'create' | 'update' | 'delete'>().notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('change_log_email_idx').on(t.email),
    index('change_log_table_obj_idx').on(t.tableName, t.objId),
  ],
);

export type ChangeLogRow = typeof changeLog.$inferSelect;
