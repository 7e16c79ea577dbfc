// The one module the page editor talks to the server through (admin spec §7 Template editor). Until the
// project calls (GET/POST editor/projects, GET/PUT editor/project/{id}) land, a project is a campaign
// and its page template: the list is GET campaigns, opening reads GET campaigns/{id} and
// GET template/{id}, saving is PUT template/{id} (a version, change-logged, and the page viewers get).
// Switching to the project calls changes this file only.
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
  let template: StoredTemplate | undefined;
  try {
    template = await api.get<StoredTemplate>(`template/${id}`, { signal, silent: true });
  } catch (error) {
    // 404: the campaign has no page of its own yet; the editor starts from its title.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  return {
    ...summaryOf(campaign),
    pageType: pageTypeOfKind(campaign.kind),
    blueprint: template?.blueprint ?? starterBlueprint(campaign.name),
    dictionaries: template?.translations ?? {},
    references: template?.references ?? {},
    updateTime: template?.updateTime,
  };
}

/** Saves the project as the page viewers get at /event/{codeName}; answers the save time. */
export async function publishProject(
  api: ApiClient,
  id: number,
  content: ProjectContent,
): Promise<{ updateTime: number }> {
  const saved = await api.put<StoredTemplate>(
    `template/${id}`,
    { blueprint: content.blueprint, references: content.references, translations: content.dictionaries },
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
