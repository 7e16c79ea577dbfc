// New viewers (issue 17 §4 newUserLevel, decision 0095): a campaign says which viewers count as new,
// by the age of their platform account or by their platform level. Judges of evaluators and vote
// voter rules test it with the ContractUser item `NewUser`; insight counts the campaign's new viewers.
import { z } from 'zod';

export const NEW_VIEWER_BASES = ['accountAge', 'level'] as const;
export type NewViewerBasis = (typeof NEW_VIEWER_BASES)[number];

/** At most ten years of account age, or level 1000. */
export const NEW_VIEWER_MAX: Record<NewViewerBasis, number> = { accountAge: 3650, level: 1000 };

export const newViewerRuleSchema = z
  .object({
    basis: z.enum(NEW_VIEWER_BASES, { error: `must be one of ${NEW_VIEWER_BASES.join(', ')}` }),
    /** New while the account is at most this many days old, or the level is at most this. */
    atMost: z
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more'),
  })
  .superRefine((rule, ctx) => {
    const max = NEW_VIEWER_MAX[rule.basis];
    if (rule.atMost > max)
      ctx.addIssue({ code: 'custom', path: ['atMost'], message: `must be at most ${max} for ${rule.basis}` });
  });
export type NewViewerRule = z.infer<typeof newViewerRuleSchema>;

/** A campaign's setting as the admin API answers it: null rule = nobody counts as new. */
export interface NewViewerSetting {
  campaignID: number;
  rule: NewViewerRule | null;
  updatedBy: string | null;
  /** Unix seconds. */
  updatedAt: number | null;
}

/** What the platform says of a viewer. */
export interface ViewerFacts {
  /** Unix seconds the account was made. */
  registeredAt?: number;
  level?: number;
}

const DAY_SECONDS = 86_400;

/**
 * Whether a viewer counts as new at `atSeconds` (the event's time or now): an account at most
 * `atMost` whole days old, or a level at most `atMost`. Unknown facts answer undefined (judges fail
 * closed with a reason).
 */
export function isNewViewer(rule: NewViewerRule, facts: ViewerFacts, atSeconds: number): boolean | undefined {
  if (rule.basis === 'level') return facts.level === undefined ? undefined : facts.level <= rule.atMost;
  if (facts.registeredAt === undefined) return undefined;
  const ageDays = Math.floor((atSeconds - facts.registeredAt) / DAY_SECONDS);
  return ageDays <= rule.atMost;
}

/** The cut-off for SQL counts: an account is new when made at or after this instant (unix seconds). */
export const newAccountSince = (atMost: number, atSeconds: number): number =>
  atSeconds - (atMost + 1) * DAY_SECONDS + 1;

/** The count the admin API answers: viewers of the campaign, and the new ones among them. */
export interface NewViewerCount {
  campaignID: number;
  rule: NewViewerRule | null;
  /** Distinct users who voted, claimed a mission reward or registered in the campaign. */
  viewers: number;
  /** Those of them new by the rule now (0 without a rule). */
  newViewers: number;
  /** Unix seconds the count was made. */
  at: number;
}

/**
 * GET campaigns/{id}/insight/new-viewers?from&to&bucket (decision 0098): per bucket of the range, the
 * campaign's viewers split by its rule. A viewer is counted once per bucket, new or not as the rule says
 * at their first activity in that bucket; over the whole range, at their first activity in the range.
 */
export interface NewViewersOverTime {
  campaignID: number;
  rule: NewViewerRule | null;
  timezone: string;
  bucket: 'minute' | 'hour' | 'day';
  from: number;
  to: number;
  /** Bucket starts (unix ms); every list has one value per bucket. */
  buckets: number[];
  /** New by the rule. */
  newViewers: number[];
  /** Known to the platform and not new by the rule (everyone known, without a rule). */
  returningViewers: number[];
  /** Not known to the platform (never new, as in NewViewerCount). */
  unknownViewers: number[];
  /** Distinct viewers over the whole range, and the new ones among them. */
  total: { viewers: number; newViewers: number; unknownViewers: number };
}
