// The page blueprint: a JSON tree of blocks that the renderer turns into a page.
export interface BlueprintNode {
  /** Block type name from the catalogue, e.g. "Page", "Leaderboard", "Tabs". */
  type: string;
  /** Stable id within the page, used by the editor and for error reports. */
  id?: string;
  props?: Record<string, unknown>;
  children?: BlueprintNode[];
}

export const PAGE_TYPES = ['Normal', 'Simple', 'Lite', 'Surprise', 'Config', 'Offline', 'Daily'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** What GET /api/v1/public/pages/{codeName} answers: everything the event page needs to render. */
export interface PageDocument {
  codeName: string;
  campaignID: number;
  pageType: PageType;
  title: string;
  blueprint: BlueprintNode;
  /** Named data the blocks refer to (containers, leaderboards...). */
  references: Record<string, unknown>;
  /** locale → key → text. */
  translations: Record<string, Record<string, string>>;
  startTime: number;
  endTime: number;
  /** The A/B page variant served (its key, decision 0091); absent when the campaign has no variants. */
  variant?: string;
  /** The campaign's timezone ('GMT+0800'): daily tabs open on its today and show its dates. */
  timezone?: string;
}

const PAGE_TYPE_OF_KIND: Readonly<Record<string, PageType>> = {
  simple: 'Simple',
  lite: 'Lite',
  surprise: 'Surprise',
  offline: 'Offline',
  daily: 'Daily',
  Config: 'Config',
};

/** The page type of a campaign kind (event, application and gf2021 pages are Normal). */
export const pageTypeOfKind = (kind: string): PageType => PAGE_TYPE_OF_KIND[kind] ?? 'Normal';
