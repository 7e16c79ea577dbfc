// The campaign diagram (admin spec §2 /diagram): reads a campaign's leaderboards, containers, evaluators,
// aggregators, missions and votes in one go and hands them to the domain's buildCampaignDiagram.
// Containers of other campaigns that an aggregator or a judge reaches are drawn too, marked outside.
// Decision: docs/decisions/0067-campaign-diagram.md.
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import {
  buildCampaignDiagram,
  containersReadByJudges,
  type CampaignDiagram,
  type DiagramSource,
} from '@eventory/domain/campaign-diagram';
import type { Executor } from '../db/client.ts';
import { missionRefs, missions } from '../db/schema/campaign-content.ts';
import { containers, evaluators, leaderboards } from '../db/schema/campaigns.ts';
import { aggregators } from '../db/schema/engine-admin.ts';
import { votes } from '../db/schema/votes.ts';
import { findCampaign } from './campaigns.ts';
import { campaignContainerIds } from './owned-objects.ts';

const liveContainers = (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          ID: containers.id,
          type: containers.type,
          refContainerType: containers.refContainerType,
          groupName: containers.groupName,
        })
        .from(containers)
        .where(and(inArray(containers.id, [...ids]), eq(containers.isDeleted, false)))
        .orderBy(asc(containers.id));

/** The diagram of one campaign; 404 when the campaign does not exist. */
export async function campaignDiagram(db: Executor, campaignID: number): Promise<CampaignDiagram> {
  const campaign = await findCampaign(db, campaignID);
  const [boards, missionRows, voteRows, ownedIds] = await Promise.all([
    db
      .select({
        ID: leaderboards.id,
        groupName: leaderboards.groupName,
        containerID: leaderboards.containerId,
      })
      .from(leaderboards)
      .where(and(eq(leaderboards.eventId, campaignID), eq(leaderboards.isDeleted, false)))
      .orderBy(asc(leaderboards.id)),
    db
      .select({
        ID: missions.id,
        groupName: missions.groupName,
        missionContainerID: missions.missionContainerId,
        refType: missionRefs.refType,
        refId: missionRefs.refId,
      })
      .from(missions)
      .leftJoin(missionRefs, eq(missionRefs.missionId, missions.id))
      .where(eq(missions.campaignId, campaignID))
      .orderBy(asc(missions.id)),
    db
      .select({ ID: votes.id, containerID: votes.containerId, body: votes.body })
      .from(votes)
      .where(eq(votes.campaignId, campaignID))
      .orderBy(asc(votes.id)),
    campaignContainerIds(db, campaignID),
  ]);
  const boardIds = boards.map((b) => b.ID);
  // Containers a leaderboard owns through its reference (gift buckets, leagues made on it).
  const referenced =
    boardIds.length === 0
      ? []
      : await db
          .select({ id: containers.id })
          .from(containers)
          .where(and(eq(containers.refContainerType, 'Leaderboard'), inArray(containers.refId, boardIds)));
  const own = new Set<number>([
    ...ownedIds,
    ...referenced.map((r) => r.id),
    ...voteRows.flatMap((v) => (v.containerID === null ? [] : [v.containerID])),
  ]);
  const ownIds = [...own];

  const [evaluatorRows, aggregatorRows] =
    ownIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              ID: evaluators.id,
              targetContainerID: evaluators.targetContainerId,
              eventType: evaluators.eventType,
              resultKey: evaluators.resultKey,
              judges: evaluators.judges,
            })
            .from(evaluators)
            .where(inArray(evaluators.targetContainerId, ownIds))
            .orderBy(asc(evaluators.id)),
          db
            .select({
              ID: aggregators.id,
              srcContainerID: aggregators.srcContainerId,
              targetContainerID: aggregators.targetContainerId,
              kind: aggregators.kind,
            })
            .from(aggregators)
            .where(
              or(inArray(aggregators.srcContainerId, ownIds), inArray(aggregators.targetContainerId, ownIds)),
            )
            .orderBy(asc(aggregators.id)),
        ]);
  const nomineeIds = voteRows.flatMap((v) => {
    const id = (v.body as { nomineeContainerID?: unknown }).nomineeContainerID;
    return typeof id === 'number' ? [id] : [];
  });
  const reached = [
    ...aggregatorRows.flatMap((a) => [a.srcContainerID, a.targetContainerID]),
    ...evaluatorRows.flatMap((e) => containersReadByJudges(e.judges)),
    ...nomineeIds,
  ].filter((id) => !own.has(id));
  const [ownRows, outsideRows] = await Promise.all([
    liveContainers(db, ownIds),
    liveContainers(db, [...new Set(reached)]),
  ]);

  const source: DiagramSource = {
    campaign: { ID: campaign.ID, codeName: campaign.codeName, name: campaign.name },
    leaderboards: boards,
    containers: [
      ...ownRows.map((c) => ({ ...c, outside: false })),
      ...outsideRows.map((c) => ({ ...c, outside: true })),
    ],
    evaluators: evaluatorRows,
    aggregators: aggregatorRows,
    missions: missionRows.map((m) => ({
      ID: m.ID,
      groupName: m.groupName,
      missionContainerID: m.missionContainerID,
      leaderboardID: m.refType === 'leaderboard' ? m.refId : null,
    })),
    votes: voteRows.map((v) => {
      const body = v.body as { topic?: unknown; nomineeContainerID?: unknown };
      return {
        ID: v.ID,
        topic: typeof body.topic === 'string' ? body.topic : '',
        containerID: v.containerID,
        nomineeContainerID: typeof body.nomineeContainerID === 'number' ? body.nomineeContainerID : null,
      };
    }),
  };
  return buildCampaignDiagram(source);
}
