// Page-editor projects (admin spec §3 Template project / group; decision 0059): one per campaign, the
// page /event/{codeName} shows once it exists. Every save also appends a row to page_template_versions
// (the template version list), so a project's history is the campaign's template history.
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';

export const editorProjects = pgTable('editor_projects', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  campaignId: integer('campaign_id')
    .notNull()
    .unique()
    .references(() => campaigns.id),
  groupName: text('group_name').notNull().default(''),
  blueprint: jsonb('blueprint').notNull(),
  dictionaries: jsonb('dictionaries').$type<Record<string, Record<string, string>>>().notNull().default({}),
  references: jsonb('references').$type<Record<string, unknown>>().notNull().default({}),
  lastEditor: text('last_editor').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
