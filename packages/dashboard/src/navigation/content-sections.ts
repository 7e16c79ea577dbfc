// The tabs of a campaign's content screen, each a route /eventory/{id}/{section} (admin spec §2).
export const CONTENT_SECTIONS = [
  'missions',
  'votes',
  'questionnaires',
  'registrations',
  'prizes',
  'tracker',
  'versions',
] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];
