// Alpha feature switches (issue 17 §4 `alpha`, decision 0096): super admins switch unfinished features
// on per environment; the feature config (GET /v1/admin/feature/config) tells the front ends which are
// on in this server's environment. Every switch is change-logged.
import { eq } from 'drizzle-orm';
import {
  ALPHA_FEATURES,
  allOff,
  type AlphaFeature,
  type AlphaFeatureRow,
  type AlphaSwitches,
} from '@eventory/domain/alpha-features';
import { ENVIRONMENTS, type Environment } from '@eventory/domain/environment';
import { recordChange } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import { alphaFeatures } from '../db/schema/alpha-features.ts';

type Row = typeof alphaFeatures.$inferSelect;

const offEverywhere = (): Record<Environment, boolean> =>
  Object.fromEntries(ENVIRONMENTS.map((e) => [e, false])) as Record<Environment, boolean>;

function toRows(rows: readonly Row[]): AlphaFeatureRow[] {
  return ALPHA_FEATURES.map((feature) => {
    const mine = rows.filter((r) => r.feature === feature);
    const enabled = offEverywhere();
    for (const r of mine)
      if ((ENVIRONMENTS as readonly string[]).includes(r.environment))
        enabled[r.environment as Environment] = r.enabled;
    const last = mine.reduce<Row | undefined>((a, r) => (!a || r.updatedAt > a.updatedAt ? r : a), undefined);
    return {
      feature,
      enabled,
      updatedBy: last?.updatedBy ?? null,
      updatedAt: last ? Math.floor(last.updatedAt.getTime() / 1000) : null,
    };
  });
}

/** Every known feature with its switch in each environment. */
export async function listAlphaFeatures(db: Executor): Promise<AlphaFeatureRow[]> {
  return toRows(await db.select().from(alphaFeatures));
}

/** The switches of one environment (what the feature config answers). */
export async function alphaSwitchesOf(db: Executor, environment: Environment): Promise<AlphaSwitches> {
  const switches = allOff();
  const rows = await db.select().from(alphaFeatures).where(eq(alphaFeatures.environment, environment));
  for (const r of rows)
    if ((ALPHA_FEATURES as readonly string[]).includes(r.feature))
      switches[r.feature as AlphaFeature] = r.enabled;
  return switches;
}

/** Switches a feature on or off in one environment, change-logged in the caller's transaction. */
export async function switchAlphaFeature(
  tx: Executor,
  feature: AlphaFeature,
  environment: Environment,
  enabled: boolean,
  email: string,
): Promise<AlphaFeatureRow> {
  const before = (await listAlphaFeatures(tx)).find((r) => r.feature === feature);
  const values = { enabled, updatedBy: email, updatedAt: new Date() };
  await tx
    .insert(alphaFeatures)
    .values({ feature, environment, ...values })
    .onConflictDoUpdate({ target: [alphaFeatures.feature, alphaFeatures.environment], set: values });
  const after = (await listAlphaFeatures(tx)).find((r) => r.feature === feature);
  if (!after) throw new Error(`alpha feature ${feature} vanished`);
  await recordChange(tx, {
    email,
    table: 'alpha_features',
    objId: `${feature}:${environment}`,
    action: 'update',
    before: { feature, environment, enabled: before?.enabled[environment] ?? false },
    after: { feature, environment, enabled },
  });
  return after;
}
