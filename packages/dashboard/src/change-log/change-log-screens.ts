// The change-log sub-screens (admin spec §2, §7 Change log): the tables each searches, its page size,
// and the API path of a search.
import { CHANGE_LOG_TABLES } from '@eventory/domain/change-log';
/** Change-log page size on this screen (admin spec §9). */
export const CHANGE_LOG_PAGE_SIZE = 30;

const JOB_TABLES = ['job_configs', 'job_system'] as const;
const CACHE_TABLES = ['cache_configs'] as const;
const FUNCTION_TABLES = ['function_configs'] as const;
const OWN_SCREEN: readonly string[] = [...JOB_TABLES, ...CACHE_TABLES, ...FUNCTION_TABLES];

/**
 * The sub-screens and the tables each searches (job_system: the scheduler's pause switch). The Event screen
 * offers every other table the change log records (the domain's one list), so each table is searchable.
 */
export const CHANGE_LOG_SCREENS = {
  CSJobConfig: { title: 'menu.changeLogJob', tables: JOB_TABLES },
  CSCacheConfig: { title: 'menu.changeLogCache', tables: CACHE_TABLES },
  CSFunctionConfig: { title: 'menu.changeLogFunction', tables: FUNCTION_TABLES },
  CSEvent: {
    title: 'menu.changeLogEvent',
    tables: CHANGE_LOG_TABLES.filter((table) => !OWN_SCREEN.includes(table)),
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
