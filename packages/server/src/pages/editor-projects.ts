// The page-editor project service (admin spec §3 Template project / group / Project list, §7 Template
// editor; issue 14 §1; decision 0059). A project is a campaign's event page as the editor saves it: one
// per campaign, addressed by its id or by the campaign's code name. Every save is checked against the
// block catalogue (400 listing each problem, decision 0058), written, appended to the campaign's template
// version list and change-logged, in the caller's transaction. /event/{codeName} renders the project
// once it exists (pages.ts).
import { and, count, desc, eq, gt, gte, or, sql, type SQL } from 'drizzle-orm';
import { assertValidBlueprint } from '@eventory/domain/block-validation';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import {
  emptyPageBlueprint,
  emptyProjectReferences,
  type Dictionaries,
  type EditorProject,
  type ProjectCreate,
  type ProjectFile,
  type ProjectFromStorage,
  type ProjectKey,
  type ProjectList,
  type ProjectReferences,
  type ProjectSave,
} from '@eventory/domain/editor-projects';
import { DomainError, notFound } from '@eventory/domain/errors';
import type { Executor } from '../db/client.ts';
import { recordChange } from '../change-log/change-log.ts';
import { pageTemplateVersions } from '../db/schema/campaign-content.ts';
import { campaigns } from '../db/schema/campaigns.ts';
import { editorProjects } from '../db/schema/editor-projects.ts';
import { unixSeconds } from '../campaigns/campaign-rows.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { readTemplateGroup, writeTemplateGroup } from './template-groups.ts';

type ProjectRow = typeof editorProjects.$inferSelect;
type CampaignRow = typeof campaigns.$inferSelect;

export interface ProjectListQuery {
  limit: number;
  offset: number;
  /** Projects whose campaign runs in any of these regions. */
  regions?: string[];
  /** Projects whose campaign runs forever or ends at or after this time (unix seconds). */
  endTime?: number;
  /** Without it, projects of campaigns that ended before now are hidden (admin spec §5). */
  showEnded: boolean;
}

const campaignEnd = (c: Pick<CampaignRow, 'durationType' | 'endTime'>) =>
  c.durationType === 'Forever' ? 0 : c.endTime;

/** The template group's region: the campaign's first region, NONE for a campaign without one. */
const regionOf = (c: Pick<CampaignRow, 'regions'>) => c.regions[0] ?? 'NONE';

const toProject = (r: ProjectRow, c: Pick<CampaignRow, 'codeName' | 'regions'>): EditorProject => ({
  ID: r.id,
  campaignID: r.campaignId,
  codeName: c.codeName,
  region: regionOf(c),
  groupName: r.groupName,
  blueprint: r.blueprint as BlueprintNode,
  dictionaries: r.dictionaries as Dictionaries,
  references: { ...emptyProjectReferences(), ...(r.references as Partial<ProjectReferences>) },
  lastEditor: r.lastEditor,
  createTime: unixSeconds(r.createdAt),
  updateTime: unixSeconds(r.updatedAt),
});

const campaignColumns = {
  codeName: campaigns.codeName,
  regions: campaigns.regions,
  name: campaigns.name,
  durationType: campaigns.durationType,
  endTime: campaigns.endTime,
};

/** The project list (template groups), most recently saved first. */
export async function listProjects(db: Executor, q: ProjectListQuery, now: number): Promise<ProjectList> {
  const endsBy = (t: number) => or(eq(campaigns.durationType, 'Forever'), gte(campaigns.endTime, t));
  const where: SQL | undefined = and(
    // Admin spec §5: only events ending later than now, unless showEnded.
    q.showEnded ? undefined : or(eq(campaigns.durationType, 'Forever'), gt(campaigns.endTime, now)),
    q.endTime === undefined ? undefined : endsBy(q.endTime),
    q.regions?.length
      ? or(...q.regions.map((r) => sql`${campaigns.regions} @> ${JSON.stringify([r])}::jsonb`))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ project: editorProjects, campaign: campaignColumns })
      .from(editorProjects)
      .innerJoin(campaigns, eq(campaigns.id, editorProjects.campaignId))
      .where(where)
      .orderBy(desc(editorProjects.updatedAt), desc(editorProjects.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(editorProjects)
      .innerJoin(campaigns, eq(campaigns.id, editorProjects.campaignId))
      .where(where),
  ]);
  return {
    items: rows.map(({ project, campaign }) => ({
      ID: project.id,
      campaignID: project.campaignId,
      codeName: campaign.codeName,
      campaignName: campaign.name,
      region: regionOf(campaign),
      groupName: project.groupName,
      lastEditor: project.lastEditor,
      updateTime: unixSeconds(project.updatedAt),
      endTime: campaignEnd(campaign),
    })),
    total: Number(total?.n ?? 0),
    limit: q.limit,
    offset: q.offset,
  };
}

async function campaignByKey(db: Executor, key: ProjectKey) {
  if (key.kind === 'codeName') {
    const [c] = await db.select().from(campaigns).where(eq(campaigns.codeName, key.codeName));
    if (!c) throw new DomainError('NOT_FOUND', `No campaign with code name "${key.codeName}".`, 404);
    return c;
  }
  const [p] = await db
    .select({ campaignId: editorProjects.campaignId })
    .from(editorProjects)
    .where(eq(editorProjects.id, key.id));
  if (!p) throw notFound('Project', key.id);
  const [c] = await db.select().from(campaigns).where(eq(campaigns.id, p.campaignId));
  if (!c) throw notFound('Project', key.id);
  return c;
}

/** The campaign's project, or null while it has none. */
export async function readCampaignProject(db: Executor, campaignId: number): Promise<EditorProject | null> {
  const [row] = await db
    .select({ project: editorProjects, campaign: campaignColumns })
    .from(editorProjects)
    .innerJoin(campaigns, eq(campaigns.id, editorProjects.campaignId))
    .where(eq(editorProjects.campaignId, campaignId));
  return row ? toProject(row.project, row.campaign) : null;
}

/** GET editor/project/{id | codeName}: 404 for an unknown id, code name, or a campaign without a project. */
export async function findProject(db: Executor, key: ProjectKey): Promise<EditorProject> {
  const campaign = await campaignByKey(db, key);
  const project = await readCampaignProject(db, campaign.id);
  if (!project)
    throw new DomainError('NOT_FOUND', `Campaign "${campaign.codeName}" has no editor project yet.`, 404);
  return project;
}

/**
 * Writes a campaign's project (create or update), appends the version and logs the change. The one
 * writer of editor_projects: the editor's saves, POST, import and copy go through here.
 */
export async function writeProject(
  tx: Executor,
  campaign: Pick<CampaignRow, 'id' | 'codeName' | 'regions'>,
  input: ProjectSave,
  email: string,
): Promise<EditorProject> {
  assertValidBlueprint(input.blueprint);
  const before = await readCampaignProject(tx, campaign.id);
  const values = {
    groupName: input.groupName,
    blueprint: input.blueprint,
    dictionaries: input.dictionaries as Record<string, Record<string, string>>,
    references: input.references as Record<string, unknown>,
    lastEditor: email,
  };
  const [row] = await tx
    .insert(editorProjects)
    .values({ campaignId: campaign.id, ...values })
    .onConflictDoUpdate({ target: editorProjects.campaignId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('editor project upsert returned no row');
  // The template version list is the project's history too (admin spec §7 GET template/{id}/versions).
  await tx.insert(pageTemplateVersions).values({
    campaignId: campaign.id,
    blueprint: input.blueprint,
    references: values.references,
    translations: values.dictionaries,
    editor: email,
  });
  const after = toProject(row, campaign);
  await recordChange(tx, {
    email,
    table: 'editor_projects',
    objId: row.id,
    action: before ? 'update' : 'create',
    before,
    after,
  });
  return after;
}

/** An editor save (and an imported project): the project written, then its template group in storage (0073). */
export async function saveWithTemplateGroup(
  tx: Executor,
  store: ObjectStore,
  campaign: Pick<CampaignRow, 'id' | 'codeName' | 'regions'>,
  input: ProjectSave,
  email: string,
): Promise<EditorProject> {
  const project = await writeProject(tx, campaign, input, email);
  await writeTemplateGroup(tx, store, project, email);
  return project;
}

/** POST editor/projects: 404 without the campaign, 409 when it has a project already. */
export async function createProject(
  tx: Executor,
  store: ObjectStore,
  input: ProjectCreate,
  email: string,
): Promise<EditorProject> {
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, input.campaignID));
  if (!campaign)
    throw new DomainError('NOT_FOUND', `Campaign ${input.campaignID} was not found.`, 404, 'campaignID');
  if (await readCampaignProject(tx, campaign.id)) {
    throw new DomainError(
      'CONFLICT',
      `Campaign "${campaign.codeName}" has a project already; open it and save there.`,
      409,
      'campaignID',
    );
  }
  const { campaignID: _campaign, blueprint, ...rest } = input;
  return saveWithTemplateGroup(
    tx,
    store,
    campaign,
    { ...rest, blueprint: blueprint ?? emptyPageBlueprint(campaign.name) },
    email,
  );
}

/**
 * PUT editor/project/{key}. By id it updates that project (404 if none); by code name it saves the page of
 * the campaign with that code name, making its project on the first save (decision 0059).
 */
export async function saveProject(
  tx: Executor,
  store: ObjectStore,
  key: ProjectKey,
  input: ProjectSave,
  email: string,
): Promise<EditorProject> {
  const campaign = await campaignByKey(tx, key);
  return saveWithTemplateGroup(tx, store, campaign, input, email);
}

/**
 * PUT editor/project/{key} `{fromStorage}`: the project saved (made or replaced, as saveProject) from a
 * template group folder of storage, refused naming the file when one is missing or invalid (decision 0073).
 * Without a groupName it keeps the project's own.
 */
export async function saveProjectFromStorage(
  tx: Executor,
  store: ObjectStore,
  key: ProjectKey,
  { fromStorage, groupName }: ProjectFromStorage,
  email: string,
): Promise<EditorProject> {
  const campaign = await campaignByKey(tx, key);
  const content = await readTemplateGroup(store, fromStorage);
  const current = await readCampaignProject(tx, campaign.id);
  return saveWithTemplateGroup(
    tx,
    store,
    campaign,
    { ...content, groupName: groupName ?? current?.groupName ?? '' },
    email,
  );
}

/** The static project file by code name (GET /api/v1/public/projects/{codeName}); 404 without a project. */
export async function readProjectFile(db: Executor, codeName: string): Promise<ProjectFile> {
  const { blueprint, dictionaries, references, updateTime } = await findProject(db, {
    kind: 'codeName',
    codeName,
  });
  return { codeName, blueprint, dictionaries, references, updateTime };
}
