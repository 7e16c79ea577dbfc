// The A/B page variants of a campaign (issue 17 §2 `abTestGroup`, decision 0091): read, replace the whole
// set (validated, change-logged in the caller's transaction), and the variant a viewer is served. The
// page document (pages.ts) asks variantForViewer; export/import/copy read and write through here.
import { asc, eq, inArray } from 'drizzle-orm';
import { DomainError } from '@eventory/domain/errors';
import {
  pageVariantOf,
  variantSetProblem,
  type PageVariant,
  type PageVariantInput,
  type PageVariantsAnswer,
} from '@eventory/domain/page-variants';
import type { Executor } from '../db/client.ts';
import { recordChange } from '../change-log/change-log.ts';
import { campaigns } from '../db/schema/campaigns.ts';
import { editorProjects } from '../db/schema/editor-projects.ts';
import { pageVariants } from '../db/schema/page-variants.ts';
import { assertCampaignExists } from '../campaigns/campaigns.ts';

/** The campaign's variants in their order (no campaign check). */
export async function readPageVariants(db: Executor, campaignId: number): Promise<PageVariant[]> {
  const rows = await db
    .select({ variant: pageVariants, codeName: campaigns.codeName, projectCampaign: campaigns.id })
    .from(pageVariants)
    .leftJoin(editorProjects, eq(editorProjects.id, pageVariants.projectId))
    .leftJoin(campaigns, eq(campaigns.id, editorProjects.campaignId))
    .where(eq(pageVariants.campaignId, campaignId))
    .orderBy(asc(pageVariants.position));
  return rows.map(({ variant, codeName, projectCampaign }) => ({
    key: variant.key,
    name: variant.name,
    projectID: variant.projectId,
    weight: variant.weight,
    projectCampaignID: variant.projectId === null ? null : (projectCampaign ?? null),
    projectCodeName: variant.projectId === null ? null : (codeName ?? null),
  }));
}

/** GET campaigns/{id}/page-variants: 404 for an unknown campaign. */
export async function listPageVariants(db: Executor, campaignId: number): Promise<PageVariantsAnswer> {
  await assertCampaignExists(db, campaignId);
  return { campaignID: campaignId, variants: await readPageVariants(db, campaignId) };
}

/**
 * PUT campaigns/{id}/page-variants: the campaign's variants become `variants` (in that order; [] ends the
 * test). Refused (400) for a duplicate key, no weight above 0 or a project that does not exist.
 */
export async function replacePageVariants(
  tx: Executor,
  campaignId: number,
  variants: readonly PageVariantInput[],
  email: string,
): Promise<PageVariantsAnswer> {
  await assertCampaignExists(tx, campaignId);
  const problem = variantSetProblem(variants);
  if (problem) throw new DomainError(problem.errorCode, problem.message, 400, problem.field);
  const projectIds = [...new Set(variants.flatMap((v) => (v.projectID === null ? [] : [v.projectID])))];
  if (projectIds.length > 0) {
    const found = new Set(
      (
        await tx
          .select({ id: editorProjects.id })
          .from(editorProjects)
          .where(inArray(editorProjects.id, projectIds))
      ).map((r) => r.id),
    );
    const index = variants.findIndex((v) => v.projectID !== null && !found.has(v.projectID));
    if (index >= 0)
      throw new DomainError(
        'UNKNOWN_PROJECT',
        `Variant "${variants[index]!.key}" names editor project ${variants[index]!.projectID}, which does not exist.`,
        400,
        `variants.${index}.projectID`,
      );
  }
  const before = await readPageVariants(tx, campaignId);
  await tx.delete(pageVariants).where(eq(pageVariants.campaignId, campaignId));
  if (variants.length > 0)
    await tx.insert(pageVariants).values(
      variants.map((v, position) => ({
        campaignId,
        key: v.key,
        position,
        name: v.name,
        projectId: v.projectID,
        weight: v.weight,
      })),
    );
  const after = await readPageVariants(tx, campaignId);
  await recordChange(tx, {
    email,
    table: 'page_variants',
    objId: campaignId,
    action: before.length === 0 ? 'create' : after.length === 0 ? 'delete' : 'update',
    before,
    after,
  });
  return { campaignID: campaignId, variants: after };
}

/**
 * The variant a viewer is served (without an id: the first variant with a weight), or undefined when the
 * campaign has no variant with a weight above 0.
 */
export async function variantForViewer(
  db: Executor,
  campaignId: number,
  viewerID: string | undefined,
): Promise<{ key: string; projectID: number | null } | undefined> {
  const rows = await db
    .select({ key: pageVariants.key, projectID: pageVariants.projectId, weight: pageVariants.weight })
    .from(pageVariants)
    .where(eq(pageVariants.campaignId, campaignId))
    .orderBy(asc(pageVariants.position));
  return viewerID === undefined ? rows.find((r) => r.weight > 0) : pageVariantOf(rows, campaignId, viewerID);
}
