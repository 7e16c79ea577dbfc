// The one module the page editor talks to the server through (admin spec §7 Template editor, decision 0059).
// Every campaign can have a page, so the list is the campaigns (GET campaigns, filters of the spec); opening
// reads GET campaigns/{id} and GET editor/project/{codeName} (404: no project yet, the campaign's older
// template or a starter page); publishing is PUT editor/project/{codeName}, which makes the project on its
// first save (a version, change-logged, validated, and the page viewers get at /event/{codeName}).
import type { BlueprintNode, PageType } from '@eventory/domain/blueprint';
import { pageTypeOfKind } from '@eventory/domain/blueprint';
import type { Campaign, CampaignList } from '@eventory/domain/campaign';
import { ApiError, type ApiClient } from '../services/api-client.ts';

/** Project list page size (admin spec §9). */
export const PROJECT_PAGE_SIZE = 10;

export interface ProjectSummary {
  id: number;
  codeName: string;
  name: string;
  regions: readonly string[];
  /** Unix seconds; 0 = no end. */
  endTime: number;
}

export interface ProjectListQuery {
  limit: number;
  offset: number;
  search: string;
  regions: readonly string[];
  showEnded: boolean;
}

export interface ProjectList {
  items: ProjectSummary[];
  total: number;
}

/** locale → key → text: the page's texts in the six locales. */
export type Dictionaries = Record<string, Record<string, string>>;

export interface EditorProject extends ProjectSummary {
  pageType: PageType;
  blueprint: BlueprintNode;
  dictionaries: Dictionaries;
  references: Record<string, unknown>;
  /** Unix seconds of the last save; undefined while nothing was saved. */
  updateTime: number | undefined;
}

export type ProjectContent = Pick<EditorProject, 'blueprint' | 'dictionaries' | 'references'>;

interface StoredTemplate {
  blueprint: BlueprintNode;
  references: Record<string, unknown>;
  translations: Dictionaries;
  updateTime: number;
}

interface StoredProject {
  blueprint: BlueprintNode;
  references: Record<string, unknown>;
  dictionaries: Dictionaries;
  updateTime: number;
}

/** GET path, answering undefined on a 404. */
async function found<T>(api: ApiClient, path: string, signal?: AbortSignal): Promise<T | undefined> {
  try {
    return await api.get<T>(path, { signal, silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

const summaryOf = (campaign: Campaign): ProjectSummary => ({
  id: campaign.ID,
  codeName: campaign.codeName,
  name: campaign.name,
  regions: campaign.regions,
  endTime: campaign.endTime,
});

/** A page to start from when the campaign has none: its title. */
export const starterBlueprint = (name: string): BlueprintNode => ({
  type: 'Page',
  props: { title: name },
  children: [{ type: 'Title', props: { text: name } }],
});

export async function listProjects(
  api: ApiClient,
  query: ProjectListQuery,
  signal?: AbortSignal,
): Promise<ProjectList> {
  const list = await api.get<CampaignList>('campaigns', {
    signal,
    query: {
      limit: query.limit,
      offset: query.offset,
      codeName: query.search.trim() || undefined,
      regions: query.regions.join(',') || undefined,
      showEnded: query.showEnded || undefined,
    },
  });
  return { items: list.events.map(summaryOf), total: list.totalCount };
}

export async function loadProject(api: ApiClient, id: number, signal?: AbortSignal): Promise<EditorProject> {
  const campaign = await api.get<Campaign>(`campaigns/${id}`, { signal });
  const project = await found<StoredProject>(
    api,
    `editor/project/${encodeURIComponent(campaign.codeName)}`,
    signal,
  );
  // No project yet: the campaign's older page template, else a page of its title.
  const template = project ? undefined : await found<StoredTemplate>(api, `template/${id}`, signal);
  return {
    ...summaryOf(campaign),
    pageType: pageTypeOfKind(campaign.kind),
    blueprint: project?.blueprint ?? template?.blueprint ?? starterBlueprint(campaign.name),
    dictionaries: project?.dictionaries ?? template?.translations ?? {},
    references: project?.references ?? template?.references ?? {},
    updateTime: project?.updateTime ?? template?.updateTime,
  };
}

/** Saves the project as the page viewers get at /event/{codeName}; answers the save time. */
export async function publishProject(
  api: ApiClient,
  codeName: string,
  content: ProjectContent,
): Promise<{ updateTime: number }> {
  const saved = await api.put<StoredProject>(
    `editor/project/${encodeURIComponent(codeName)}`,
    { blueprint: content.blueprint, references: content.references, dictionaries: content.dictionaries },
    { silent: true },
  );
  return { updateTime: saved.updateTime };
}

/**
 * Saves the campaign's page from a template group folder of storage (`templates/{name}/` holding
 * blueprint.json, references.json, translations.json; decision 0073); the server checks every file.
 */
export async function loadProjectFromStorage(
  api: ApiClient,
  codeName: string,
  folder: string,
): Promise<{ updateTime: number }> {
  const saved = await api.put<StoredProject>(
    `editor/project/${encodeURIComponent(codeName)}`,
    { fromStorage: folder },
    { silent: true },
  );
  return { updateTime: saved.updateTime };
}

/** The problems a refused save lists (400 `problems: [{path | field, message}]`), else its message. */
export function saveProblems(error: unknown): {
  message: string;
  problems: { path: string; message: string }[];
} {
  if (!(error instanceof ApiError))
    return { message: error instanceof Error ? error.message : String(error), problems: [] };
  const listed: unknown[] = Array.isArray(error.body?.problems) ? error.body.problems : [];
  const problems = listed.flatMap((p) => {
    if (typeof p !== 'object' || p === null) return [];
    const { path, field, message } = p as { path?: unknown; field?: unknown; message?: unknown };
    if (typeof message !== 'string') return [];
    const where = typeof path === 'string' ? path : typeof field === 'string' ? field : '';
    return [{ path: where, message }];
  });
  if (problems.length === 0 && error.body?.field)
    problems.push({ path: error.body.field, message: error.message });
  return { message: error.message, problems };
}
