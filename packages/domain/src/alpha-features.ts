// Alpha features (issue 17 §4, decision 0096): unfinished features a super admin switches on per
// environment (production, stage, uat, development) before they are finished. The list is the code's:
// a feature reads its switch from the feature config (GET /v1/admin/feature/config → `alpha`), so a
// name nothing reads cannot be added from the dashboard. Guarded by `alpha` (super admins only).
import { z } from 'zod';
import { ENVIRONMENTS, type Environment } from './environment.ts';

export const ALPHA_FEATURES = [
  /** The campaign insight screen (issue 17 §1) before its charts are complete. */
  'campaignInsight',
  /** A/B page variants served to viewers (issue 17 §2). */
  'pageVariants',
  /** The "relative to …" time input of leaderboards, missions and votes (issue 17 §3). */
  'relativeTimes',
  /** The count of new viewers of a campaign shown beside its new-viewer setting (issue 17 §4). */
  'newViewerCount',
] as const;
export type AlphaFeature = (typeof ALPHA_FEATURES)[number];

export const alphaFeatureSchema = z.enum(ALPHA_FEATURES, {
  error: `must be one of ${ALPHA_FEATURES.join(', ')}`,
});
export const environmentSchema = z.enum(ENVIRONMENTS, {
  error: `must be one of ${ENVIRONMENTS.join(', ')}`,
});

export const alphaSwitchParamsSchema = z.object({
  feature: alphaFeatureSchema,
  environment: environmentSchema,
});
export const alphaSwitchInputSchema = z.object({ enabled: z.boolean({ error: 'must be true or false' }) });

/** One feature's switches: on or off in each environment (off unless a super admin switched it on). */
export interface AlphaFeatureRow {
  feature: AlphaFeature;
  enabled: Record<Environment, boolean>;
  /** Who last switched it and when (unix seconds), or null when never switched. */
  updatedBy: string | null;
  updatedAt: number | null;
}

/** The switches of one environment, as the feature config answers them. */
export type AlphaSwitches = Record<AlphaFeature, boolean>;

export const allOff = (): AlphaSwitches =>
  Object.fromEntries(ALPHA_FEATURES.map((f) => [f, false])) as AlphaSwitches;
