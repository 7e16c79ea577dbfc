// The end-of-leaderboard tick (main.ts): what happens once a leaderboard stops scoring, every 30 s and
// exactly once across processes: its EndOfLeaderboard snapshot (containers/end-of-leaderboard.ts), then the
// send of its Auto prizes (campaigns/auto-prizes.ts).
import type { FastifyInstance } from 'fastify';
import { sendDueAutoPrizes } from './campaigns/auto-prizes.ts';
import {
  END_OF_LEADERBOARD_INTERVAL_MS,
  takeEndOfLeaderboardSnapshots,
} from './containers/end-of-leaderboard.ts';

/**
 * The end-of-leaderboard tick: the due EndOfLeaderboard snapshots, then the due Auto prizes
 * (campaigns/auto-prizes.ts); once now and then every intervalMs. Answers stop() (main.ts starts it, stops
 * it on shutdown).
 */
export function startEndOfLeaderboardTick(
  app: FastifyInstance,
  intervalMs = END_OF_LEADERBOARD_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const work = async () => {
    try {
      const taken = await takeEndOfLeaderboardSnapshots(app.db);
      if (taken.length > 0) app.log.info({ containers: taken }, 'EndOfLeaderboard snapshots taken');
    } catch (err) {
      app.log.error({ err }, 'EndOfLeaderboard snapshots failed');
    }
    try {
      const { sent, failed } = await sendDueAutoPrizes(app.db, app.ranking);
      if (sent.length > 0) app.log.info({ prizes: sent }, 'Auto prizes sent');
      for (const f of failed) app.log.error(f, 'Auto prize not sent; tried again at the next tick');
    } catch (err) {
      app.log.error({ err }, 'Auto prizes failed');
    }
  };
  const tick = () => {
    if (running) return;
    running = work().finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
