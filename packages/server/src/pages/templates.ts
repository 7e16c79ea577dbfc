// The page template service: a campaign's page template (the template editor, admin spec §7 Template
// editor) and its history (§7 Lookups and templates: GET template/{id}/versions). Every save writes the
// template, appends a version and logs the change, in the caller's transaction; the editor, import/copy
// and the demo seed save through here.
import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { assertValidBlueprint } from '@eventory/domain/block-validation';
import { campaignDocumentSchema } from '@eventory/domain/campaign-document';
import { pageBlueprintSchema } from '@eventory/domain/editor-projects';
import { DomainError, notFound } from '@eventory/domain/errors';
import type { Executor } from '../db/client.ts';
import { recordChange } from '../change-log/change-log.ts';
import { pageTemplateVersions } from '../db/schema/campaign-content.ts';
import { campaigns, pageTemplates } from '../db/schema/campaigns.ts';
import { unixSeconds } from '../campaigns/campaign-rows.ts';

/** The page template part of a campaign document (domain campaign-document.ts), one schema for import and editor. */
const documentTemplateSchema = campaignDocumentSchema.shape.pageTemplate.unwrap().unwrap();

export const templateSaveSchema = documentTemplateSchema.extend({ blueprint: pageBlueprintSchema });
export type TemplateSave = z.infer<typeof templateSaveSchema>;

export interface PageTemplate {
  campaignID: number;
  blueprint: BlueprintNode;
  references: Record<string, unknown>;
  translations: Record<string, Record<string, string>>;
  /** Unix seconds. */
  updateTime: number;
}

export interface PageTemplateVersion {
  ID: number;
  campaignID: number;
  blueprint: BlueprintNode;
  references: Record<string, unknown>;
  translations: Record<string, Record<string, string>>;
  /** Email of who saved it. */
  editor: string;
  /** Unix seconds. */
  savedAt: number;
}

const toTemplate = (r: typeof pageTemplates.$inferSelect): PageTemplate => ({
  campaignID: r.campaignId,
  blueprint: r.blueprint as BlueprintNode,
  references: r.references,
  translations: r.translations,
  updateTime: unixSeconds(r.updatedAt),
});

const toVersion = (r: typeof pageTemplateVersions.$inferSelect): PageTemplateVersion => ({
  ID: r.id,
  campaignID: r.campaignId,
  blueprint: r.blueprint as BlueprintNode,
  references: r.references,
  translations: r.translations,
  editor: r.editor,
  savedAt: unixSeconds(r.savedAt),
});

export async function assertCampaign(db: Executor, id: number): Promise<void> {
  const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw notFound('Campaign', id);
}

export async function readPageTemplate(db: Executor, campaignId: number): Promise<PageTemplate | null> {
  const [row] = await db.select().from(pageTemplates).where(eq(pageTemplates.campaignId, campaignId));
  return row ? toTemplate(row) : null;
}

/**
 * Saves a campaign's page template: checks the blueprint against the block catalogue (400 listing every
 * problem, decision 0058), writes it, appends a version (editor, time) and logs the change.
 * The caller holds the transaction; every writer of page_templates goes through here.
 */
export async function savePageTemplate(
  tx: Executor,
  campaignId: number,
  template: Pick<PageTemplate, 'blueprint' | 'references' | 'translations'>,
  email: string,
): Promise<PageTemplate> {
  assertValidBlueprint(template.blueprint);
  const before = await readPageTemplate(tx, campaignId);
  const values = {
    blueprint: template.blueprint,
    references: template.references,
    translations: template.translations,
  };
  const [row] = await tx
    .insert(pageTemplates)
    .values({ campaignId, ...values })
    .onConflictDoUpdate({ target: pageTemplates.campaignId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('page template upsert returned no row');
  await tx.insert(pageTemplateVersions).values({ campaignId, ...values, editor: email });
  const after = toTemplate(row);
  await recordChange(tx, {
    email,
    table: 'page_templates',
    objId: campaignId,
    action: before ? 'update' : 'create',
    before,
    after,
  });
  return after;
}

/** Campaign 404, or 404 while it has no saved template yet. */
export async function findPageTemplate(db: Executor, campaignId: number): Promise<PageTemplate> {
  await assertCampaign(db, campaignId);
  const template = await readPageTemplate(db, campaignId);
  if (!template)
    throw new DomainError('NOT_FOUND', `Campaign ${campaignId} has no saved page template yet.`, 404);
  return template;
}

/** The saved versions of a campaign's template, newest first, paged. */
export async function templateVersions(
  db: Executor,
  campaignId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: PageTemplateVersion[]; total: number }> {
  await assertCampaign(db, campaignId);
  const where = eq(pageTemplateVersions.campaignId, campaignId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pageTemplateVersions)
      .where(where)
      .orderBy(desc(pageTemplateVersions.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(pageTemplateVersions).where(where),
  ]);
  return { items: rows.map(toVersion), total: Number(total?.count ?? 0) };
}
