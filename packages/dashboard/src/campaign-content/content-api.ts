// What the campaign content screens (admin spec §7 Missions, Mission roadmaps, Questionnaires, Prizes,
// Lookups and templates; tracker and replay status) share: the page shape the admin API answers lists with,
// query keys and freshness. The contracts come from their domain modules (@eventory/domain/missions, …);
// the hooks: use-content-list.ts, use-tracker.ts, use-paged-lookup.ts.

/** A page of a lookup: the rows, the total and where the page starts. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Lists stay fresh 10 s (admin spec §9). */
export const STALE_MS = 10_000;
export const validId = (id: number) => Number.isInteger(id) && id > 0;

/** Accepts a bare list or a {items,total} page, so a screen reads one shape. */
export function asPage<T>(data: unknown): Page<T> {
  if (Array.isArray(data)) return { items: data as T[], total: data.length };
  const page = (data ?? {}) as { items?: T[]; total?: number; totalCount?: number };
  const items = page.items ?? [];
  return { items, total: page.total ?? page.totalCount ?? items.length };
}

export const contentKey = (campaignId: number, what: string) => ['campaign', campaignId, 'content', what];

/** A text per language in the user's language, else the first one given. */
export const inLanguage = (texts: Partial<Record<string, string>> | undefined, lang: string): string =>
  texts?.[lang] ?? Object.values(texts ?? {}).find((v) => !!v) ?? '';
