// Admin API of the event tester and the simulator (admin spec §7 "Test event and tester", decision 0056).
// Tester calls need `tester`, the simulator `simulator`; every send goes through the real ingest path in
// one transaction with its change-log entry, then the rank index and live pages are told.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idSchema } from '@eventory/domain/ids';
import {
  findAllContainersSchema,
  giftboxGenerateSchema,
  giftboxSendSchema,
  laborRewardSchema,
  leaderboardGenerateSchema,
  simulationStartSchema,
} from '@eventory/domain/tester';
import { watchedFileAddSchema } from '@eventory/domain/watched-files';
import { mirrorRecordWrite } from '../containers/records-service.ts';
import { mirrorCommittedEffects } from '../engine/mirror.ts';
import { given, idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import {
  createSimulation,
  findSimulation,
  listSimulations,
  SimulatorRunner,
  stopSimulation,
} from './simulator.ts';
import {
  findContainersOfType,
  generateGiftbox,
  generateRecords,
  sendGiftbox,
  sendLaborReward,
} from './tester.ts';
import { addWatchedFile, listWatchedFiles, removeWatchedFile } from './watched-files.ts';

const simulationListQuery = z.object({ campaignID: given(idSchema('campaignID').optional()) });

export function registerTesterRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('tester') };
  const send = { preHandler: app.guard('tester', { write: true }) };
  const simulate = { preHandler: app.guard('simulator', { write: true }) };
  const watch = { preHandler: app.guard('simulator') };
  const runner = new SimulatorRunner(app);
  app.addHook('onClose', () => runner.close());

  app.post('/v1/admin/giftbox/send', send, async (request) => {
    const body = parseWith(giftboxSendSchema, request.body);
    const { result, effects } = await app.db.transaction((tx) => sendGiftbox(tx, body, request.admin.email));
    await mirrorCommittedEffects(app, request.log, effects);
    return result;
  });

  app.post('/v1/admin/giftbox/send-labor-reward-log', send, async (request) => {
    const body = parseWith(laborRewardSchema, request.body);
    const { result, effects } = await app.db.transaction((tx) =>
      sendLaborReward(tx, body, request.admin.email),
    );
    await mirrorCommittedEffects(app, request.log, effects);
    return result;
  });

  app.post('/v1/admin/giftbox/generate', send, async (request) => {
    const body = parseWith(giftboxGenerateSchema, request.body);
    const { result, effects } = await app.db.transaction((tx) =>
      generateGiftbox(tx, body, request.admin.email),
    );
    await mirrorCommittedEffects(app, request.log, effects);
    return result;
  });

  app.post('/v1/admin/leaderboard/generate', send, async (request) => {
    const body = parseWith(leaderboardGenerateSchema, request.body);
    const nowMs = Date.now();
    const { write, result, derived } = await app.db.transaction((tx) =>
      generateRecords(tx, body, request.admin.email, nowMs),
    );
    await mirrorRecordWrite(app, body.containerID, write, result, nowMs);
    await mirrorCommittedEffects(app, request.log, derived);
    return { containerID: body.containerID, ...result };
  });

  app.post('/v1/admin/leaderboard/find-all', read, async (request) => {
    const { type } = parseWith(findAllContainersSchema, request.body ?? {});
    return findContainersOfType(app.db, type);
  });

  // Watched JSON files (decisions/0070): storage paths the built-in watchedFiles job reads every 60 s.
  app.get('/v1/admin/tester/watched-files', read, async () => listWatchedFiles(app.db));

  app.post('/v1/admin/tester/watched-files', send, async (request) => {
    const body = parseWith(watchedFileAddSchema, request.body);
    return app.db.transaction((tx) => addWatchedFile(tx, body, request.admin.email));
  });

  app.delete('/v1/admin/tester/watched-files/:id', send, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    await app.db.transaction((tx) => removeWatchedFile(tx, id, request.admin.email));
    return { id };
  });

  app.post('/v1/admin/simulator/start', simulate, async (request) => {
    const input = parseWith(simulationStartSchema, request.body);
    const simulation = await app.db.transaction((tx) => createSimulation(tx, input, request.admin.email));
    const { campaignID: _c, rate: _r, durationSeconds: _d, ...settings } = input;
    await runner.run(simulation, settings);
    return simulation;
  });

  app.post('/v1/admin/simulator/:id/stop', simulate, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    return app.db.transaction((tx) => stopSimulation(tx, id, request.admin.email));
  });

  app.get('/v1/admin/simulator/simulations', watch, async (request) => {
    const { campaignID } = parseWith(simulationListQuery, request.query, 'query');
    return listSimulations(app.db, campaignID);
  });

  app.get('/v1/admin/simulator/:id', watch, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params, 'id');
    return findSimulation(app.db, id);
  });
}
