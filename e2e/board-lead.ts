// The points a gift must carry to put the demo board's last row at rank 1: the e2e files share one server,
// so an earlier file's gift may already have made someone's score very large.
import type { Page } from 'playwright-core';

const scoreAt = async (page: Page, rank: string) =>
  Number(
    await page
      .locator(`[data-block="Leaderboard"] [data-rank="${rank}"] [data-score-type]`)
      .first()
      .getAttribute('title'),
  );

/** The leader's score minus the last row's, and a margin: the last row then leads. */
export async function pointsToLead(page: Page): Promise<number> {
  const last = await page.locator('[data-block="Leaderboard"] [data-rank]').last().getAttribute('data-rank');
  return (await scoreAt(page, '1')) - (await scoreAt(page, last ?? '1')) + 1_000_000;
}
