// An open event page follows the ranking as gifts arrive (issue "Event pages" §1 Live), in Chromium
// at a phone's viewport, against the built product.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pointsToLead } from './board-lead.ts';
import { developerToken } from './dev-admin.ts';
import { openBrowser, type Browser } from './browser.ts';

const baseURL = inject('baseURL');

const adminToken = () => developerToken(baseURL, 'live.e2e@eventory.test');

describe('a live event page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser({ width: 390, height: 844 });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('moves a streamer to rank 1 when a gift arrives, without a reload', async () => {
    const { page } = browser;
    // The page follows the engine's live channel rather than polling.
    const subscribed = new Promise<string>((resolve) =>
      page.on('websocket', (ws) =>
        ws.on('framesent', (frame) => {
          if (String(frame.payload).includes('"channel":"container:')) resolve(ws.url());
        }),
      ),
    );
    await page.goto(`${baseURL}/event/demo?lang=en_US`);
    expect(await subscribed).toMatch(/\/v1\/live$/);
    const first = page.locator('[data-block="Leaderboard"] [data-rank="1"]');
    await first.waitFor();
    const leader = await first.getAttribute('data-user-id');
    const last = page.locator('[data-block="Leaderboard"] [data-rank]').last();
    const challenger = await last.getAttribute('data-user-id');
    expect(challenger).not.toBe(leader);

    const token = await adminToken();
    const res = await fetch(`${baseURL}/v1/admin/event`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'access-token': token },
      body: JSON.stringify({
        ID: `live-e2e-${Date.now()}`,
        source: 'e2e',
        type: 1,
        timestamp: Date.now(),
        giftEvent: {
          giftID: 'castle',
          senderID: 'e2e-viewer',
          receiverID: challenger,
          point: await pointsToLead(page),
        },
      }),
    });
    expect(res.status).toBe(200);

    await page.waitForFunction(
      (id) =>
        document.querySelector('[data-block="Leaderboard"] [data-rank="1"]')?.getAttribute('data-user-id') ===
        id,
      challenger,
    );
  });
});
