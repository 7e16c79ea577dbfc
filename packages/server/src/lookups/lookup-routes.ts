// Admin API for the lookups (admin spec §2, §7 Lookups and templates); the service is lookups.ts.
import type { FastifyInstance } from 'fastify';
import type { ChangeLogPage } from '@eventory/domain/change-log';
import { parseWith } from '../http/validation.ts';
import {
  actionLogLookupSchema,
  leaderboardLookupSchema,
  lookupActionLogs,
  lookupLeaderboards,
  lookupReplayRecords,
  lookupSnapshots,
  replayRecordLookupSchema,
  snapshotLookupSchema,
  type LeaderboardLookupItem,
  type Page,
  type ReplayRecord,
  type SnapshotSummary,
} from './lookups.ts';

export function registerLookupRoutes(app: FastifyInstance): void {
  app.get(
    '/v1/admin/lookup/leaderboards',
    { preHandler: app.guard('campaignControl') },
    async (request): Promise<Page<LeaderboardLookupItem>> =>
      lookupLeaderboards(app.db, parseWith(leaderboardLookupSchema, request.query, 'query')),
  );

  app.get(
    '/v1/admin/lookup/replayrecords',
    { preHandler: app.guard('replayRecord') },
    async (request): Promise<Page<ReplayRecord>> =>
      lookupReplayRecords(app.db, parseWith(replayRecordLookupSchema, request.query, 'query')),
  );

  app.get(
    '/v1/admin/lookup/actionlogs',
    { preHandler: app.guard('actionLog') },
    async (request): Promise<ChangeLogPage> =>
      lookupActionLogs(app.db, parseWith(actionLogLookupSchema, request.query, 'query')),
  );

  app.post(
    '/v1/admin/lookup/snapshots',
    { preHandler: app.guard('snapshotLookup') },
    async (request): Promise<Page<SnapshotSummary>> =>
      lookupSnapshots(app.db, parseWith(snapshotLookupSchema, request.body ?? {})),
  );
}
