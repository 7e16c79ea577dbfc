// Admin API for containers, their records and record snapshots (admin spec §3 Containers). Every
// write runs in one transaction with its change-log entry; a write to records is followed, after the
// commit, by the rank index and a records-changed message on the container's live channel.
import type { FastifyInstance } from 'fastify';
import { logRecordWrite } from './record-adjustments.ts';
import { z } from 'zod';
import {
  containerInputSchema,
  containerListQuerySchema,
  containerPatchSchema,
  giftBoxScoreSchema,
  recordsQuerySchema,
  recordsWriteSchema,
  snapshotListQuerySchema,
} from '@eventory/domain/container-admin';
import { parseWith } from '../http/validation.ts';
import type { RecordEffect } from '../engine/record-effects.ts';
import { mirrorCommittedEffects } from '../engine/mirror.ts';
import { idParamsSchema } from '../http/params.ts';
import {
  containerEdges,
  createContainer,
  deleteContainer,
  getContainer,
  listContainers,
  patchContainer,
} from './container-service.ts';
import {
  clearContainer,
  giftBoxScore,
  mirrorRecordWrite,
  readRecordsPage,
  writeRecords,
} from './records-service.ts';
import { remirrorContainer } from '../engine/record-store.ts';
import { createApiSnapshot, getSnapshot, listSnapshots, restoreSnapshot } from './snapshot-service.ts';
import { idSchema } from '@eventory/domain/ids';

const snapshotParamsSchema = z.object({
  id: idSchema('id'),
  snapshotId: idSchema('snapshotId'),
});

export function registerContainerRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('configurationControl') };
  const write = { preHandler: app.guard('configurationControl', { write: true }) };
  const clear = { preHandler: app.guard('clearContainer', { write: true }) };
  const snapshotRead = { preHandler: app.guard('recordSnapshot') };
  const snapshotWrite = { preHandler: app.guard('recordSnapshot', { write: true }) };

  app.get('/v1/admin/containers', read, async (request) => {
    const q = parseWith(containerListQuerySchema, request.query, 'query');
    return { items: await listContainers(app.db, q) };
  });

  app.post('/v1/admin/containers', write, async (request) => {
    const input = parseWith(containerInputSchema, request.body);
    return app.db.transaction((tx) => createContainer(tx, input, request.admin.email));
  });

  app.get('/v1/admin/containers/:id', read, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    return getContainer(app.db, id);
  });

  app.patch('/v1/admin/containers/:id', write, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    const patch = parseWith(containerPatchSchema, request.body);
    return app.db.transaction((tx) => patchContainer(tx, id, patch, request.admin.email));
  });

  app.delete('/v1/admin/containers/:id', write, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    return app.db.transaction((tx) => deleteContainer(tx, id, request.admin.email));
  });

  app.get('/v1/admin/containers/:id/records', read, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    const q = parseWith(recordsQuerySchema, request.query, 'query');
    return readRecordsPage(app, id, q);
  });

  app.post('/v1/admin/containers/:id/records', write, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    const body = parseWith(recordsWriteSchema, request.body);
    const nowMs = Date.now();
    const derived: RecordEffect[] = [];
    // The write enters the event log as an adjustment, in order, so a replay keeps it (decision 0122).
    let before: RecordEffect[] = [];
    const result = await app.db.transaction(async (tx) => {
      before = await logRecordWrite(tx, id, body, nowMs);
      return writeRecords(tx, id, body, request.admin.email, nowMs, derived);
    });
    await mirrorCommittedEffects(app, request.log, before);
    await mirrorRecordWrite(app, id, body, result, nowMs);
    await mirrorCommittedEffects(app, request.log, derived);
    return result;
  });

  app.get('/v1/admin/containers/:id/edges', read, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    return { containerID: id, edges: await containerEdges(app.db, id) };
  });

  app.post('/v1/admin/containers/:id/clear', clear, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    const derived: RecordEffect[] = [];
    const result = await app.db.transaction((tx) => clearContainer(tx, id, request.admin.email, derived));
    await remirrorContainer(app, id);
    await mirrorCommittedEffects(app, request.log, derived);
    return result;
  });

  // A read with a body (the user list): reads need read access only.
  app.post('/v1/admin/containers/:id/gift-box-score', read, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    const input = parseWith(giftBoxScoreSchema, request.body);
    return giftBoxScore(app, id, input);
  });

  app.get('/v1/admin/containers/:id/record/snapshots', snapshotRead, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    const q = parseWith(snapshotListQuerySchema, request.query, 'query');
    return listSnapshots(app.db, id, q);
  });

  app.post('/v1/admin/containers/:id/record/snapshots', snapshotWrite, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    return app.db.transaction((tx) => createApiSnapshot(tx, id, request.admin.email));
  });

  app.get('/v1/admin/containers/:id/record/snapshots/:snapshotId', snapshotRead, async (request) => {
    const { id, snapshotId } = parseWith(snapshotParamsSchema, request.params, 'id');
    return getSnapshot(app.db, id, snapshotId);
  });

  app.post(
    '/v1/admin/containers/:id/record/snapshots/:snapshotId/restore',
    snapshotWrite,
    async (request) => {
      const { id, snapshotId } = parseWith(snapshotParamsSchema, request.params, 'id');
      const derived: RecordEffect[] = [];
      const result = await app.db.transaction((tx) =>
        restoreSnapshot(tx, id, snapshotId, request.admin.email, derived),
      );
      await remirrorContainer(app, id);
      await mirrorCommittedEffects(app, request.log, derived);
      return result;
    },
  );
}
