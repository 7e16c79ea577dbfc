// The visitor API's page document: what /event/{codeName} renders.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BlueprintNode, PageDocument } from '@eventory/domain/blueprint';
import { DomainError } from '@eventory/domain/errors';
import type { Executor } from '../db/client.ts';
import { campaigns, leaderboards, pageTemplates } from '../db/schema/campaigns.ts';
import { toCampaign, toLeaderboard } from '../campaigns/campaign-rows.ts';
import { pageDocumentOf } from './page-document.ts';

export async function loadPageDocument(db: Executor, codeName: string): Promise<PageDocument> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.codeName, codeName));
  if (!row) throw new DomainError('NOT_FOUND', `No campaign with code name "${codeName}".`, 404);
  const [boards, [template]] = await Promise.all([
    db
      .select()
      .from(leaderboards)
      .where(and(eq(leaderboards.eventId, row.id), eq(leaderboards.isDeleted, false)))
      .orderBy(asc(leaderboards.id)),
    db.select().from(pageTemplates).where(eq(pageTemplates.campaignId, row.id)),
  ]);
  return pageDocumentOf(
    toCampaign(row),
    boards.map(toLeaderboard),
    template && {
      blueprint: template.blueprint as BlueprintNode,
      references: template.references,
      translations: template.translations,
    },
  );
}

export function registerPageRoutes(app: FastifyInstance): void {
  app.get('/api/v1/public/pages/:codeName', async (request) => {
    const { codeName } = request.params as { codeName: string };
    return loadPageDocument(app.db, codeName.trim().toLowerCase());
  });
}
