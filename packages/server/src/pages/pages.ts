// The visitor API's page document: what /event/{codeName} renders: the campaign's editor project when it
// has one (decision 0059: exactly the saved project with its dictionaries), else its saved page template,
// else one generated from the campaign's leaderboards (decision 0003). A campaign with A/B page variants
// serves the viewer's variant (decision 0091): the project it names, or the page above for a variant
// without one, with the variant's key.
import { and, asc, eq } from 'drizzle-orm';
import type { BlueprintNode, PageDocument } from '@eventory/domain/blueprint';
import { DomainError } from '@eventory/domain/errors';
import { viewerKeyOf, type PageViewer } from '@eventory/domain/page-variants';
import type { Executor } from '../db/client.ts';
import { campaigns, leaderboards, pageTemplates } from '../db/schema/campaigns.ts';
import { toCampaign, toLeaderboard } from '../campaigns/campaign-rows.ts';
import { findProject, readCampaignProject } from './editor-projects.ts';
import { variantForViewer } from './page-variants.ts';
import { pageDocumentOf } from './page-document.ts';

export async function loadPageDocument(
  db: Executor,
  codeName: string,
  viewer: PageViewer = {},
): Promise<PageDocument> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.codeName, codeName));
  if (!row) throw new DomainError('NOT_FOUND', `No campaign with code name "${codeName}".`, 404);
  // Without an id the viewer gets the first variant with a weight (the same for every such request).
  const variant = await variantForViewer(db, row.id, viewerKeyOf(viewer));
  const [boards, [template], project] = await Promise.all([
    db
      .select()
      .from(leaderboards)
      .where(and(eq(leaderboards.eventId, row.id), eq(leaderboards.isDeleted, false)))
      .orderBy(asc(leaderboards.id)),
    db.select().from(pageTemplates).where(eq(pageTemplates.campaignId, row.id)),
    variant?.projectID
      ? findProject(db, { kind: 'id', id: variant.projectID })
      : readCampaignProject(db, row.id),
  ]);
  const published = project
    ? {
        blueprint: project.blueprint,
        references: project.references as Record<string, unknown>,
        translations: project.dictionaries as Record<string, Record<string, string>>,
      }
    : undefined;
  const document = pageDocumentOf(
    toCampaign(row),
    boards.map(toLeaderboard),
    published ??
      (template && {
        blueprint: template.blueprint as BlueprintNode,
        references: template.references,
        translations: template.translations,
      }),
  );
  return variant ? { ...document, variant: variant.key } : document;
}
