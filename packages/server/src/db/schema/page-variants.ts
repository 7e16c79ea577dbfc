// A/B page variants (issue 17 §2, decision 0091): a campaign's event page variants in their order
// (`position` cuts the bucket ranges). `project_id` null: the campaign's own page. Deleting the campaign,
// or the project a variant shows, deletes the variant.
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { editorProjects } from './editor-projects.ts';

export const pageVariants = pgTable(
  'page_variants',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull().default(''),
    projectId: integer('project_id').references(() => editorProjects.id, { onDelete: 'cascade' }),
    weight: integer('weight').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.key] }), index('page_variants_project_idx').on(t.projectId)],
);
