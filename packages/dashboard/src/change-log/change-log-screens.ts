// The change-log sub-screens (admin spec §2, §7 Change log): the tables each searches, its page size,
// and the API path of a search.
/** Change-log page size on this screen (admin spec §9). */
export const CHANGE_LOG_PAGE_SIZE = 30;

/** The sub-screens and the tables each searches (job_system: the scheduler's pause switch). */
export const CHANGE_LOG_SCREENS = {
  CSJobConfig: { title: 'menu.changeLogJob', tables: ['job_configs', 'job_system'] },
  CSCacheConfig: { title: 'menu.changeLogCache', tables: ['cache_configs'] },
  CSFunctionConfig: { title: 'menu.changeLogFunction', tables: ['function_configs'] },
  CSEvent: {
    title: 'menu.changeLogEvent',
    tables: ['campaigns', 'leaderboards', 'containers', 'evaluators', 'translations', 'tags'],
  },
} as const;
export type ChangeLogScreenName = keyof typeof CHANGE_LOG_SCREENS;

export type ChangeLogSearch =
  | { by: 'table'; table: string }
  | { by: 'object'; table: string; objId: string }
  | { by: 'email'; email: string };

/** The API path of a search (admin spec §7). */
export function changeLogPath(search: ChangeLogSearch): string {
  if (search.by === 'email') return `change-logs/user/${encodeURIComponent(search.email)}`;
  const table = `change-logs/table/${encodeURIComponent(search.table)}`;
  return search.by === 'object' ? `${table}/obj/${encodeURIComponent(search.objId)}` : table;
}
