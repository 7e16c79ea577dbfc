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

/**
 * Every table (or entity) the change log records, so each can be searched (issue 15 §6): the server's
 * `recordChange` takes only these names, so a write to a new table cannot be logged without joining the list.
 */
export const CHANGE_LOG_TABLES = [
  'campaigns',
  'leaderboards',
  'containers',
  'evaluators',
  'aggregators',
  'records',
  'record_snapshots',
  'events',
  'translations',
  'tags',
  'page_templates',
  'editor_projects',
  'page_variants',
  'missions',
  'mission_rewards',
  'mission_reward_claims',
  'mission_roadmaps',
  'questionnaires',
  'questions',
  'registrations',
  'prizes',
  'campaign_trackers',
  'leaderboard_init_arrangements',
  'replay_jobs',
  'replay_batches',
  'votes',
  'worker',
  'gift_buckets',
  'gift_bucket_crawler',
  'simulations',
  'admin_whitelist',
  'admin_sessions',
  'storage',
  'job_configs',
  'job_system',
  'cache_configs',
  'function_configs',
  'watched_files',
  'alpha_features',
  'campaign_new_viewer_rules',
  'time_references',
] as const;
export type ChangeLogTable = (typeof CHANGE_LOG_TABLES)[number];
