// The Eventory server process: config → database (migrated) → admins → demo seed → app → listen.
import { buildApp } from './app.ts';
import { loadConfig } from './config/config.ts';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStreamIngest } from './engine/stream-ingest.ts';
import { startAppJobScheduler } from './jobs/job-scheduler.ts';
import { startGiftBucketCrawler } from './gift-buckets/crawler.ts';
import { openDatabase, targetFromConfig } from './db/client.ts';
import { isFreshDataDir, templateBeside } from './db/pglite-template.ts';
import { prepareDatabase } from './prepare-database.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(`Eventory cannot start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }

  const target = targetFromConfig(config);
  if (target.kind === 'pglite' && target.dataDir && isFreshDataDir(target.dataDir)) {
    const template = templateBeside(dirname(fileURLToPath(import.meta.url)));
    if (template) target.loadDataDir = template;
  }
  const database = await openDatabase(target);
  await prepareDatabase(database, config);
  if (config.seedDemo) await seedDemoIfEmpty(database.db);

  const app = await buildApp({
    config,
    db: database.db,
    dbKind: database.kind,
    // The embedded database's DATA_DIR is this process's own, so the rank index may keep a snapshot there.
    ...(target.kind === 'pglite' && target.dataDir
      ? { rankSnapshot: join(resolve(config.dataDir), 'rank-index.snapshot') }
      : {}),
  });

  let stopScheduler = async () => {};
  let stopStream = async () => {};
  let stopCrawler = async () => {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // app.close() closes idle keep-alive sockets once; sockets whose request finishes later would
    // otherwise hold the process open for the whole keep-alive timeout. In-flight requests finish.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => {
      app.log.error('shutdown took over 10 s: exiting with requests still open');
      process.exit(1);
    }, 10_000);
    deadline.unref();
    try {
      await stopScheduler();
      await stopStream();
      await stopCrawler();
      await app.close();
      clearInterval(sweep);
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The job scheduler (jobs/): each due run of each job exactly once across processes, including the
  // built-in jobs (EndOfLeaderboard snapshots, Auto prizes) that used to be a tick of their own.
  const scheduler = startAppJobScheduler(app);
  stopScheduler = () => scheduler.stop();
  // With NATS_URL: events published to JetStream are ingested too, acknowledged after their commit.
  if (config.natsUrl) {
    const stream = await startStreamIngest(app, {
      url: config.natsUrl,
      stream: config.natsStream,
      subject: config.natsSubject,
    });
    stopStream = () => stream.stop();
    app.log.info(
      { stream: config.natsStream, subject: `${config.natsSubject}.>` },
      'ingesting events from NATS JetStream',
    );
  }
  // The gift-bucket crawler: every tickInterval ms while enabled, one process at a time (decision 0054).
  stopCrawler = startGiftBucketCrawler(app);
  const base = `${config.previewId ? `/shadow/${config.previewId}` : ''}${config.basePath}`;
  app.log.info(
    `Eventory listening on http://localhost:${config.port} (dashboard ${base}/, event pages /event/{codeName}) in ${Math.round(process.uptime() * 1000)} ms`,
  );
}

main().catch((err: unknown) => {
  console.error('Eventory failed to start:', err);
  process.exit(1);
});
