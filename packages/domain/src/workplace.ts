// The Workplace page's own data (decision 0097): the signed-in admin's recent changes, so an operator
// lands where they left off. Any holder of `dashboardSystem` sees their own changes only.
import type { ChangeLogItem } from './change-log.ts';

export const WORKPLACE_RECENT_CHANGES = 8;

export interface WorkplaceRecentChanges {
  items: ChangeLogItem[];
}
