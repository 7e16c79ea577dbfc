// Viewers act, not only look (issue "Viewers act" §5): on the demo event page at a phone's size (390 × 844), in
// Chromium against the built product, a demo viewer signs in and votes until the day's quota is used (the extra
// vote shows the quota message). Saves the README's vote screenshot.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, screenshot, type Browser } from './browser.ts';

const baseURL = inject('baseURL');
const PHONE = { width: 390, height: 844 };

describe('a demo viewer on the demo event page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser(PHONE);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in, votes three times (one per streamer) and sees the quota message on a fourth vote', async () => {
    const { page } = browser;
    await page.goto(`${baseURL}/event/demo?lang=en_US`);
    await page.getByRole('button', { name: 'Sign in as a demo viewer' }).click();
    const viewerButton = page.getByRole('region', { name: 'Viewers' }).getByRole('button').last();
    const viewerOpenID = (await viewerButton.locator('bdi').textContent()) ?? '';
    await viewerButton.click();
    await page.getByText(`Signed in as ${viewerOpenID} (demo)`).waitFor();

    await page.getByRole('link', { name: 'Fan favourite' }).click();
    // Each nominee's row has its vote button, named after the nominee.
    const voteButtons = page.getByRole('button', { name: /Vote for / });
    await expect.poll(() => voteButtons.count()).toBe(6);
    const modal = page.getByRole('dialog');

    for (let i = 0; i < 3; i++) {
      const button = voteButtons.nth(i);
      await expect.poll(() => button.isEnabled()).toBe(true);
      await button.click();
      await expect.poll(() => modal.textContent()).toMatch(/Your vote for .+ is successful!/);
      await modal.getByRole('button', { name: 'OK' }).click();
      await expect.poll(() => button.textContent()).toBe('Voted');
    }

    await page.getByRole('heading', { name: 'Fan favourite' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    await screenshot(page, 'event-page-vote');

    const fourth = voteButtons.nth(3);
    await expect.poll(() => fourth.isEnabled()).toBe(true);
    await fourth.click();
    await expect.poll(() => modal.textContent()).toContain('You already completed all the votes today.');
    await modal.getByRole('button', { name: 'OK' }).click();
  });
});
