// Template groups in storage (admin spec §4 "A template group must contain blueprint.json, references.json
// and translations.json"; issue 15 §4 "templates … live here"; decision 0073): every project save writes
// its group to `templates/{codeName}/`, so it shows in the dashboard's Storage screen, and a project can be
// saved from such a folder, each file checked as a save checks it (the shapes, then the block catalogue).
import type { z } from 'zod';
import { validateBlueprint } from '@eventory/domain/block-validation';
import {
  dictionariesSchema,
  pageBlueprintSchema,
  projectReferencesSchema,
  TEMPLATE_GROUP_FILES,
  templateGroupFolder,
  type EditorProject,
  type ProjectSave,
  type TemplateGroupFile,
} from '@eventory/domain/editor-projects';
import { DomainError, type ApiErrorBody } from '@eventory/domain/errors';
import type { Executor } from '../db/client.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { writeJsonToStorage } from '../storage/storage.ts';

/** A template group file that is missing or does not hold what it should (400, field `fromStorage`). */
export class TemplateFileError extends DomainError {
  constructor(
    errorCode: 'TEMPLATE_FILE_MISSING' | 'TEMPLATE_FILE_INVALID',
    message: string,
    readonly problems?: ApiErrorBody['problems'],
  ) {
    super(errorCode, message, 400, 'fromStorage');
  }

  override toBody(): ApiErrorBody {
    return this.problems ? { ...super.toBody(), problems: this.problems } : super.toBody();
  }
}

/** Writes the project's template group as `templates/{codeName}/`, each file change-logged as storage. */
export async function writeTemplateGroup(
  db: Executor,
  store: ObjectStore,
  project: EditorProject,
  email: string,
): Promise<void> {
  const folder = templateGroupFolder(project.codeName);
  const contents: Record<TemplateGroupFile, unknown> = {
    'blueprint.json': project.blueprint,
    'references.json': project.references,
    'translations.json': project.dictionaries,
  };
  for (const file of TEMPLATE_GROUP_FILES)
    await writeJsonToStorage(db, store, `${folder}${file}`, contents[file], email);
}

async function readFile<S extends z.ZodType>(
  store: ObjectStore,
  folder: string,
  file: TemplateGroupFile,
  schema: S,
): Promise<z.output<S>> {
  const path = `${folder}${file}`;
  const bytes = await store.read(path);
  if (!bytes)
    throw new TemplateFileError(
      'TEMPLATE_FILE_MISSING',
      `${path} is missing: a template group folder holds ${TEMPLATE_GROUP_FILES.join(', ')}.`,
    );
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new TemplateFileError(
      'TEMPLATE_FILE_INVALID',
      `${path} is not JSON (${(error as Error).message}); fix it and upload it again.`,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({
      field: [path, ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw new TemplateFileError(
      'TEMPLATE_FILE_INVALID',
      `${path} does not hold a ${file.slice(0, -'.json'.length)}: ${problems[0]?.field}: ${problems[0]?.message}`,
      problems,
    );
  }
  return parsed.data;
}

/**
 * The page a template group folder holds (checked by projectFromStorageSchema), every file checked: a
 * missing file, one that is not JSON, does not have its shape, or a blueprint breaking the block catalogue
 * is refused naming the file. Nothing is written.
 */
export async function readTemplateGroup(
  store: ObjectStore,
  folder: string,
): Promise<Pick<ProjectSave, 'blueprint' | 'references' | 'dictionaries'>> {
  // Each file holds what a save's field of the same meaning holds.
  const blueprint = await readFile(store, folder, 'blueprint.json', pageBlueprintSchema);
  const references = await readFile(store, folder, 'references.json', projectReferencesSchema);
  const dictionaries = await readFile(store, folder, 'translations.json', dictionariesSchema);
  const problems = validateBlueprint(blueprint);
  if (problems.length > 0)
    throw new TemplateFileError(
      'TEMPLATE_FILE_INVALID',
      `${folder}blueprint.json breaks the block catalogue (${problems.length} problem${problems.length === 1 ? '' : 's'}); first: ${problems[0]?.path || '(root)'}: ${problems[0]?.message}`,
      problems,
    );
  return { blueprint, references, dictionaries };
}
