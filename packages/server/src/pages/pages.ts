// The visitor API's page document: what /event/{codeName} renders: the campaign's editor project when it
// has one (decision 0059: exactly the saved project with its dictionaries), else its saved page template,
// else one generated from the campaign's leaderboards (decision 0003).
import { and, asc, eq } from 'drizzle-orm';
import type { BlueprintNode, PageDocument } from '@eventory/domain/blueprint';
import { DomainError } from '@eventory/domain/errors';
import type { Executor } from '../db/client.ts';
import { campaigns, leaderboards, pageTemplates } from '../db/schema/campaigns.ts';
import { toCampaign, toLeaderboard } from '../campaigns/campaign-rows.ts';
import { readCampaignProject } from './editor-projects.ts';
import { pageDocumentOf } from './page-document.ts';

export async function loadPageDocument(db: Executor, codeName: string): Promise<PageDocument> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.codeName, codeName));
  if (!row) throw new DomainError('NOT_FOUND', `No campaign with code name "${codeName}".`, 404);
  const [boards, [template], project] = await Promise.all([
    db
      .select()
      .from(leaderboards)
      .where(and(eq(leaderboards.eventId, row.id), eq(leaderboards.isDeleted, false)))
      .orderBy(asc(leaderboards.id)),
    db.select().from(pageTemplates).where(eq(pageTemplates.campaignId, row.id)),
    readCampaignProject(db, row.id),
  ]);
  const published = project
    ? {
        blueprint: project.blueprint,
        references: project.references as Record<string, unknown>,
        translations: project.dictionaries as Record<string, Record<string, string>>,
      }
    : undefined;
  return pageDocumentOf(
    toCampaign(row),
    boards.map(toLeaderboard),
    published ??
      (template && {
        blueprint: template.blueprint as BlueprintNode,
        references: template.references,
        translations: template.translations,
      }),
  );
}
