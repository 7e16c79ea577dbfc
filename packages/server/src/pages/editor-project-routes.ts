// Admin API of the page editor's projects (admin spec §7 Template editor; decision 0059) and the public
// static project file; the service is editor-projects.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { codeNameSchema } from '@eventory/domain/campaign';
import {
  MAX_PROJECT_PAGE,
  PROJECT_PAGE_SIZE,
  projectCreateSchema,
  projectFromStorageSchema,
  projectKeySchema,
  projectSaveSchema,
  type EditorProject,
  type ProjectFile,
  type ProjectList,
} from '@eventory/domain/editor-projects';
import { wholeNumberSchema } from '@eventory/domain/ids';
import { PROJECT_REGIONS } from '@eventory/domain/regions';
import { given, pagingQuery } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import {
  createProject,
  findProject,
  listProjects,
  readProjectFile,
  saveProject,
  saveProjectFromStorage,
} from './editor-projects.ts';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const projectListQuerySchema = z.object({
  ...pagingQuery({ defaultLimit: PROJECT_PAGE_SIZE, maxLimit: MAX_PROJECT_PAGE }),
  /** Comma list (or repeated parameter) of regions. */
  regions: given(
    z
      .preprocess((v) => (Array.isArray(v) ? v.join(',') : v), z.string())
      .transform((v) =>
        v
          .split(',')
          .map((r) => r.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(PROJECT_REGIONS, { error: 'regions: unknown region' })))
      .optional(),
  ),
  endTime: given(wholeNumberSchema('endTime', 0).optional()),
  showEnded: given(flag.default(false)),
});

const keyParamsSchema = z.object({ key: projectKeySchema });
const codeNameParamsSchema = z.object({ codeName: codeNameSchema });

/** A PUT body naming a storage folder instead of the page (decision 0073). */
const isFromStorage = (body: unknown) => typeof body === 'object' && body !== null && 'fromStorage' in body;

export function registerEditorProjectRoutes(app: FastifyInstance, store: ObjectStore): void {
  const read = { preHandler: app.guard('campaignControl') };
  const write = { preHandler: app.guard('layoutConfiguration', { write: true }) };

  app.get('/v1/admin/editor/projects', read, async (request): Promise<ProjectList> => {
    const query = parseWith(projectListQuerySchema, request.query, 'query');
    return listProjects(app.db, query, Math.floor(Date.now() / 1000));
  });

  app.post('/v1/admin/editor/projects', write, async (request): Promise<EditorProject> => {
    const input = parseWith(projectCreateSchema, request.body);
    return app.db.transaction((tx) => createProject(tx, store, input, request.admin.email));
  });

  app.get('/v1/admin/editor/project/:key', read, async (request): Promise<EditorProject> => {
    const { key } = parseWith(keyParamsSchema, request.params, 'key');
    return findProject(app.db, key);
  });

  app.put('/v1/admin/editor/project/:key', write, async (request): Promise<EditorProject> => {
    const { key } = parseWith(keyParamsSchema, request.params, 'key');
    if (isFromStorage(request.body)) {
      const input = parseWith(projectFromStorageSchema, request.body);
      return app.db.transaction((tx) => saveProjectFromStorage(tx, store, key, input, request.admin.email));
    }
    const input = parseWith(projectSaveSchema, request.body);
    return app.db.transaction((tx) => saveProject(tx, store, key, input, request.admin.email));
  });

  app.get('/api/v1/public/projects/:codeName', async (request): Promise<ProjectFile> => {
    const { codeName } = parseWith(
      codeNameParamsSchema,
      { codeName: String((request.params as { codeName?: unknown }).codeName ?? '').toLowerCase() },
      'codeName',
    );
    return readProjectFile(app.db, codeName);
  });
}
