// Admin API of storage (admin spec §7 Storage; decisions/0051-storage.md): find-all (prefix, page token),
// upload (multipart: filepath, file), delete and move; and the visitor's JSON-file fetcher
// (GET /campaign/{folder}/{subPath} → {streamers[]}), which reads the same storage.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '@eventory/domain/errors';
import {
  STORAGE_ERRORS,
  STORAGE_MAX_PAGE_SIZE,
  STORAGE_PAGE_SIZE,
  storageDeleteSchema,
  storageFilePathSchema,
  storageMoveSchema,
  storagePathProblem,
} from '@eventory/domain/storage';
import { wholeNumberSchema } from '@eventory/domain/ids';
import { given } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import type { ObjectStore } from './object-store.ts';
import {
  deleteFromStorage,
  listStorage,
  moveInStorage,
  readStreamersFile,
  uploadToStorage,
} from './storage.ts';

const findAllQuerySchema = z.object({
  prefix: given(
    z
      .string()
      .default('')
      .superRefine((value, ctx) => {
        const problem = storagePathProblem(value, { prefix: true });
        if (problem) ctx.addIssue({ code: 'custom', message: `prefix ${problem}` });
      }),
  ),
  pageToken: given(z.string().max(4096).optional()),
  /** The spec's name of the page token (admin spec §7: "prefix, cursor"). */
  cursor: given(z.string().max(4096).optional()),
  limit: given(wholeNumberSchema('limit', 1, STORAGE_MAX_PAGE_SIZE).default(STORAGE_PAGE_SIZE)),
});

const tooLarge = (maxBytes: number) =>
  new DomainError(
    'STORAGE_TOO_LARGE',
    `${STORAGE_ERRORS.STORAGE_TOO_LARGE} (at most ${maxBytes} bytes)`,
    413,
    'file',
  );
const badForm = (message: string, field?: string) => new DomainError('VALIDATION_ERROR', message, 400, field);

/**
 * Waits for the file part to be written. A form cut short (no closing boundary) leaves the part's stream
 * neither ended nor failed, so once the request has ended and the part has stopped delivering bytes it
 * is refused instead of waited on for ever.
 */
function untilWrittenOrCutShort(
  request: FastifyRequest,
  file: Readable,
  written: Promise<void>,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const cutShort = new Promise<never>((_, reject) => {
    let idleChecks = 0;
    const watch = () => {
      timer = setInterval(() => {
        idleChecks = file.readableLength === 0 && !file.readableEnded ? idleChecks + 1 : 0;
        if (idleChecks >= 2) reject(badForm('the upload form ended before its closing boundary', 'file'));
      }, 100);
    };
    if (request.raw.readableEnded) watch();
    else request.raw.once('end', watch);
  });
  return Promise.race([written, cutShort]).finally(() => clearInterval(timer));
}

/**
 * Reads the upload form into a temporary file: one `file` part (at most maxBytes) and a `filepath`
 * field, in either order. Malformed forms and limits become 4xx answers, never a 5xx.
 */
async function readUpload(
  request: FastifyRequest,
  dir: string,
  maxBytes: number,
): Promise<{ filepath: string; file: string }> {
  if (!request.isMultipart())
    throw new DomainError('STORAGE_NOT_MULTIPART', STORAGE_ERRORS.STORAGE_NOT_MULTIPART, 415);
  let filepath: string | undefined;
  let file: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file !== undefined) {
          part.file.resume();
          throw badForm('send exactly one file, in the field "file"', 'file');
        }
        file = join(dir, 'upload');
        await untilWrittenOrCutShort(request, part.file, pipeline(part.file, createWriteStream(file)));
        if (part.file.truncated) throw tooLarge(maxBytes);
      } else if (part.fieldname === 'filepath') {
        filepath = typeof part.value === 'string' ? part.value : undefined;
      }
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw badForm(`the upload form could not be read: ${(error as Error).message}`);
  }
  if (file === undefined) throw badForm('file is required', 'file');
  const checked = parseWith(z.object({ filepath: storageFilePathSchema() }), { filepath }, 'filepath');
  return { filepath: checked.filepath, file };
}

export async function registerStorageRoutes(app: FastifyInstance, store: ObjectStore): Promise<void> {
  const { maxBytes } = app.config.storage;
  app.addHook('onClose', () => store.close());

  await app.register(async (scope) => {
    // Multipart parsing only for the upload: every other route keeps refusing form bodies.
    await scope.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 4096, parts: 6, headerPairs: 100 },
    });
    const read = { preHandler: scope.guard('storageSystem') };
    const write = { preHandler: scope.guard('storageSystem', { write: true }) };

    scope.get('/v1/admin/storage/find-all', read, async (request) => {
      const query = parseWith(findAllQuerySchema, request.query, 'query');
      return listStorage(store, {
        prefix: query.prefix,
        pageToken: query.pageToken ?? query.cursor,
        limit: query.limit,
      });
    });

    scope.post('/v1/admin/storage/upload', write, async (request) => {
      const dir = await mkdtemp(join(tmpdir(), 'eventory-upload-'));
      try {
        const { filepath, file } = await readUpload(request, dir, maxBytes);
        const item = await app.db.transaction((tx) =>
          uploadToStorage(tx, store, filepath, file, request.admin.email),
        );
        return { item };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    scope.post('/v1/admin/storage/delete', write, async (request) => {
      const { filepath } = parseWith(storageDeleteSchema, request.body);
      const item = await app.db.transaction((tx) =>
        deleteFromStorage(tx, store, filepath, request.admin.email),
      );
      return { item };
    });

    scope.post('/v1/admin/storage/move', write, async (request) => {
      const input = parseWith(storageMoveSchema, request.body);
      const item = await app.db.transaction((tx) => moveInStorage(tx, store, input, request.admin.email));
      return { item };
    });
  });

  // The visitor's JSON-file fetcher (visitor spec §5, block catalogue "JSON file"): this server is the
  // static asset host of campaign data files, which live in storage under campaign/{folder}/.
  app.get('/campaign/:folder/*', async (request, reply) => {
    const params = request.params as { folder?: string; '*'?: string };
    const path = `campaign/${params.folder ?? ''}/${params['*'] ?? ''}`;
    const body = await readStreamersFile(store, path);
    return reply.header('cache-control', 'public, max-age=10').send(body);
  });
}
