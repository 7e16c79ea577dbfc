// The change log as the admin API answers it (admin spec §7 Change log): every admin write, by
// whom, when, and the object before and after.
export interface ChangeLogItem {
  id: number;
  email: string;
  /** Unix seconds. */
  at: number;
  table: string;
  objId: string;
  action: 'create' | 'update' | 'delete';
  before: unknown;
  after: unknown;
}

export interface ChangeLogPage {
  items: ChangeLogItem[];
  total: number;
}

export const CHANGE_LOG_DEFAULT_LIMIT = 30;
export const CHANGE_LOG_MAX_LIMIT = 200;
