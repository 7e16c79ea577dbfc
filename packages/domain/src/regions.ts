export const REGIONS = [
  'TW',
  'HK',
  'JP',
  'ID',
  'MY',
  'US',
  'SG',
  'MENA',
  'PH',
  'TH',
  'VN',
  'MM',
  'IN',
] as const;
export type Region = (typeof REGIONS)[number];
/** The project list also offers these two. */
export const PROJECT_REGIONS = [...REGIONS, 'OTHERS', 'NONE'] as const;
/** The region filter of the visitor leaderboard screen. */
export const LEADERBOARD_REGION_FILTER = ['All', 'TW', 'JP', 'HK', 'SG', 'MY', 'MeMe'] as const;
