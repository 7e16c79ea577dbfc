// The Tools page's overview (decision 0097, `toolsControl`): simulator runs and the tester's watched
// files at a glance, read from their tables.
import { count, desc, eq, isNotNull } from 'drizzle-orm';
import type { ToolsOverview } from '@eventory/domain/tools-overview';
import type { Executor } from '../db/client.ts';
import { simulations } from '../db/schema/simulations.ts';
import { watchedFiles } from '../db/schema/watched-files.ts';

const RECENT = 5;

export async function toolsOverview(db: Executor): Promise<ToolsOverview> {
  const [[running], [total], [files], [failing], recent] = await Promise.all([
    db.select({ n: count() }).from(simulations).where(eq(simulations.state, 'running')),
    db.select({ n: count() }).from(simulations),
    db.select({ n: count() }).from(watchedFiles),
    db.select({ n: count() }).from(watchedFiles).where(isNotNull(watchedFiles.error)),
    db.select().from(simulations).orderBy(desc(simulations.id)).limit(RECENT),
  ]);
  return {
    simulations: { running: Number(running?.n ?? 0), total: Number(total?.n ?? 0) },
    watchedFiles: { total: Number(files?.n ?? 0), failing: Number(failing?.n ?? 0) },
    recentSimulations: recent.map((s) => ({
      id: s.id,
      campaignID: s.campaignId,
      state: s.state,
      sent: s.sent,
      startedBy: s.startedBy,
      startedAt: Math.floor(s.startedAt.getTime() / 1000),
    })),
  };
}
