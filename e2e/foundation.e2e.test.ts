// The foundation slice as a new user does it, in Chromium against the built product (issue: Foundation §6).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, screenshot, type Browser } from './browser.ts';

const baseURL = inject('baseURL');
const dashboard = `${baseURL}/event-dashboard`;

describe('the foundation slice in a real browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in, creates a campaign and a leaderboard, sends a gift and sees the receiver ranked first', async () => {
    const { page } = browser;
    const codeName = `e2e-cup-${Date.now().toString(36)}`;

    // An unauthenticated user sees the blocking sign-in page instead of the route.
    await page.goto(`${dashboard}/eventory?lang=en_US`);
    const signIn = page.getByTestId('dev-sign-in-form');
    await signIn.waitFor();
    await signIn.getByLabel('Email').fill('ops.lead@eventory.test');
    await signIn.getByRole('button', { name: 'Sign in (development)' }).click();

    // Create a campaign: the form needs only a code name and a name (dates default to the next 30 days).
    const campaignForm = page.getByTestId('campaign-create-form');
    await campaignForm.waitFor();
    await campaignForm.getByLabel('Code name').fill(codeName);
    await campaignForm.getByLabel('Campaign name').fill('E2E Spring Cup');
    await campaignForm.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByText(`Create Campaign: ${codeName} success!`).waitFor();
    await page.waitForURL(/\/eventory\/\d+$/);

    // Add a leaderboard that scores gifts.
    const leaderboardForm = page.getByTestId('leaderboard-create-form');
    await leaderboardForm.getByLabel('Group name').fill('Top streamers');
    expect(await leaderboardForm.getByLabel(/Score gifts/).isChecked()).toBe(true);
    await leaderboardForm.getByRole('button', { name: 'Create leaderboard' }).click();
    await page.getByText('Create Leaderboard: Top streamers success!').waitFor();
    await page.getByTestId('leaderboard-list').getByText('Top streamers').waitFor();
    await page.waitForTimeout(4500); // let the success toasts close (4 s ttl) before the README screenshot
    await screenshot(page, 'dashboard', true);

    // Send a gift from the tester to a demo streamer.
    await page.goto(`${dashboard}/tester/send-gifts`);
    const tester = page.getByTestId('tester-form');
    await tester.waitFor();
    await tester.getByLabel('Receiver').click();
    const firstStreamer = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await firstStreamer.click();
    const receiverID = await tester.getByLabel('Receiver').inputValue();
    expect(receiverID).toMatch(/^[0-9a-f-]{36}$/);
    await tester.getByLabel('Sender').fill('e2e-viewer');
    await tester.getByLabel('Point').fill('100000');
    await tester.getByRole('button', { name: 'Send gift' }).click();
    const result = page.getByTestId('tester-result');
    await result.getByText('Accepted').waitFor();
    await result.getByText('Accepted').waitFor();
    expect(await result.innerText()).toContain(`${receiverID} +100000`);

    // The campaign's event page ranks the receiver first.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseURL}/event/${codeName}?lang=en_US`);
    const top = page.locator('[data-block="Leaderboard"] [data-rank="1"]');
    await top.waitFor();
    expect(await top.getAttribute('data-user-id')).toBe(receiverID);
    await screenshot(page, 'event-page-new-campaign');

    // The seeded demo campaign, for the README.
    await page.goto(`${baseURL}/event/demo?lang=en_US`);
    // The list is virtualized: at phone size the rows below the fold are not in the DOM yet.
    await page.locator('[data-block="Leaderboard"] [data-rank="1"]').waitFor();
    await screenshot(page, 'event-page');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('renders the ar locale right-to-left, on the dashboard and on event pages', async () => {
    const { page } = browser;
    await page.goto(`${dashboard}/dashboard/workplace?lang=ar`);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.goto(`${baseURL}/event/demo?lang=ar`);
    await page.locator('[data-block="Leaderboard"] [data-rank="1"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.goto(`${dashboard}/dashboard/workplace?lang=en_US`);
  });

  it('shows a not-found page for unknown dashboard paths and unknown event pages', async () => {
    const { page } = browser;
    await page.goto(`${dashboard}/no-such-screen?lang=en_US`);
    await page
      .getByText(/not found/i)
      .first()
      .waitFor();
    await page.goto(`${baseURL}/event/no-such-campaign`);
    await page.getByText('404 not found!').waitFor();
  });

  it('blocks a signed-in user without the permission of a route', async () => {
    const other = await openBrowser();
    try {
      const { page } = other;
      await page.goto(`${dashboard}/job-system/list?lang=en_US`);
      const signIn = page.getByTestId('dev-sign-in-form');
      await signIn.waitFor();
      await signIn.getByLabel('Email').fill('viewer@eventory.test');
      // Replace the default developer role with ViewOnly.
      await signIn.getByLabel('Roles').click();
      await page.keyboard.press('Backspace');
      await page.keyboard.type('ViewOnly');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      await signIn.getByRole('button', { name: 'Sign in (development)' }).click();
      await page.getByTestId('user-email').waitFor();
      await page.getByText('Not authorised').waitFor();
      expect(await page.getByText('Job', { exact: true }).count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
