// Admin API of the cache system (admin spec §7 Cache system; decisions/0052-cache-system.md) and the
// visitor's campaign-cache fetcher (GET /campaign/cache/{id}, GET /api/campaign/cache/{key}).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  cacheConfigInputSchema,
  cacheConfigPatchSchema,
  cacheValueInputSchema,
} from '@eventory/domain/cache-system';
import { parseId } from '@eventory/domain/ids';
import { notFound } from '@eventory/domain/errors';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import { RedisCacheValues, TableCacheValues, type CacheValueStore } from './cache-values.ts';
import {
  createCacheConfig,
  deleteCacheConfig,
  findCacheConfig,
  listCacheConfigs,
  readCache,
  readCacheForVisitor,
  updateCacheConfig,
  writeCache,
} from './cache-system.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NAME = /^[A-Za-z0-9._:-]{1,200}$/;

export function registerCacheSystemRoutes(app: FastifyInstance): void {
  const values: CacheValueStore = app.config.redisUrl
    ? new RedisCacheValues(app.config.redisUrl)
    : new TableCacheValues();
  app.addHook('onClose', () => values.close());
  const read = { preHandler: app.guard('cacheSystem') };
  const write = { preHandler: app.guard('cacheSystem', { write: true }) };
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  app.get('/v1/admin/cache-system/cache-configs', read, async () => listCacheConfigs(app.db));

  app.post('/v1/admin/cache-system/cache-configs', write, async (request) => {
    const input = parseWith(cacheConfigInputSchema, request.body);
    return app.db.transaction((tx) => createCacheConfig(tx, input, request.admin.email));
  });

  app.get('/v1/admin/cache-system/cache-configs/:id', read, async (request) =>
    findCacheConfig(app.db, idOf(request)),
  );

  app.patch('/v1/admin/cache-system/cache-configs/:id', write, async (request) => {
    const id = idOf(request);
    const patch = parseWith(cacheConfigPatchSchema, request.body);
    return app.db.transaction((tx) => updateCacheConfig(tx, id, patch, request.admin.email));
  });

  app.delete('/v1/admin/cache-system/cache-configs/:id', write, async (request) =>
    app.db.transaction((tx) => deleteCacheConfig(tx, values, idOf(request), request.admin.email)),
  );

  app.get('/v1/admin/cache-system/caches/:id', read, async (request) =>
    readCache(app.db, values, idOf(request)),
  );

  app.put('/v1/admin/cache-system/caches/:id', write, async (request) => {
    const id = idOf(request);
    // An empty PUT (no body, or {} / {"value": ""}) clears the cache.
    const body = request.body;
    const empty =
      body === undefined ||
      body === null ||
      body === '' ||
      (typeof body === 'object' && Object.keys(body).length === 0);
    const text = empty ? undefined : parseWith(cacheValueInputSchema, body).value;
    return app.db.transaction((tx) => writeCache(tx, values, id, text, request.admin.email));
  });

  // The campaign-cache fetcher: polled by event pages (every 1 s), so never cached on the way.
  app.get('/campaign/cache/:id', async (request, reply) => {
    const { id: raw } = parseWith(z.object({ id: z.string() }), request.params, 'id');
    const id = parseId(raw);
    if (id === undefined && !UUID.test(raw)) throw notFound('Cache', raw);
    const answer = await readCacheForVisitor(app.db, values, id === undefined ? { uuid: raw } : { id });
    return reply.header('cache-control', 'no-store').send(answer);
  });

  app.get('/api/campaign/cache/:key', async (request, reply) => {
    const { key } = parseWith(z.object({ key: z.string() }), request.params, 'key');
    if (!NAME.test(key)) throw notFound('Cache', key);
    const answer = await readCacheForVisitor(app.db, values, { name: key });
    return reply.header('cache-control', 'no-store').send(answer);
  });
}
