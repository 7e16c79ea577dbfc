// Viewers act, not only look (issue "Viewers act" §5): on the demo event page at a phone's size (390 × 844), in
// Chromium against the built product, a demo viewer signs in and votes until the day's quota is used (the extra
// vote shows the quota message), gets gifts sent from the tester until a mission completes, claims its reward once,
// and registers. Saves the README's vote and mission screenshots.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type Browser } from './browser.ts';

const baseURL = inject('baseURL');
const PHONE = { width: 390, height: 844 };

/** The dashboard's development sign-in (outside production), as an ops user with the tester. */
async function signInToDashboard(page: Page): Promise<void> {
  const form = page.getByTestId('dev-sign-in-form');
  await form.waitFor();
  await form.getByLabel('Email').fill('viewer-actions.e2e@eventory.test');
  await form.getByRole('button', { name: 'Sign in (development)' }).click();
  await form.waitFor({ state: 'detached' });
}

/** One gift from the dashboard's tester (Tester > Send gifts), from the viewer to a streamer. */
async function sendGiftFromTester(tester: Page, senderID: string): Promise<void> {
  const result = tester.getByTestId('tester-result');
  const shown = async () => ((await result.count()) > 0 ? ((await result.textContent()) ?? '') : '');
  const before = await shown();
  await tester.getByLabel('Sender').fill(senderID);
  await tester.getByLabel('Receiver').fill('e2e-streamer');
  await tester.getByLabel('Gift ID').fill('rose');
  await tester.getByLabel('Point').fill('1');
  await tester.getByRole('button', { name: 'Send gift' }).click();
  // A new result (its own event ID), accepted.
  await expect.poll(shown).not.toBe(before);
  expect(await shown()).toContain('Accepted');
}

describe('a demo viewer on the demo event page', () => {
  let browser: Browser;
  let viewerOpenID = '';
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
    viewerOpenID = (await viewerButton.locator('bdi').textContent()) ?? '';
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

  it('completes "Send 3 gifts" with gifts from the tester, claims its reward once and sees the reward popup', async () => {
    const { page } = browser;
    const users = (await (await fetch(`${baseURL}/api/v1/visitor/demo-users`)).json()) as {
      items: { userID: string; openID: string }[];
    };
    const viewerID = users.items.find((u) => u.openID === viewerOpenID)?.userID ?? '';
    expect(viewerID).not.toBe('');

    await page.getByRole('link', { name: 'Missions' }).click();
    const card = page
      .locator('[data-block="MissionCard"]')
      .filter({ hasText: 'Send 3 gifts to any streamer' });
    await expect.poll(() => card.textContent()).toContain('0 / 3');
    expect(await card.textContent()).toContain('Ongoing');

    // The ops user's tester, in another tab: three gifts from this viewer.
    const tester = await browser.context.newPage();
    await tester.setViewportSize({ width: 1280, height: 800 });
    await tester.goto(`${baseURL}/event-dashboard/tester/send-gifts?lang=en_US`);
    await signInToDashboard(tester);
    for (let n = 1; n <= 3; n++) {
      await sendGiftFromTester(tester, viewerID);
      // The mission follows the gifts live (its container's channel), without a reload.
      await expect.poll(() => card.textContent()).toContain(`${n} / 3`);
    }
    await tester.close();
    await page.bringToFront();
    const claim = card.getByRole('button', { name: /Claim the reward of/ });
    await expect.poll(() => claim.isEnabled()).toBe(true);
    await claim.click();

    // The mission dialog sub-route with the reward popup (block spec §2).
    await expect.poll(() => page.url()).toMatch(/\/event\/demo\/missions\/mission-dialog\/\d+/);
    const popup = page.getByRole('dialog');
    await expect.poll(() => popup.textContent()).toContain('Gold frame');
    await screenshot(page, 'event-page-mission');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.url()).toMatch(/\/event\/demo\/missions(\?|$)/);
    await expect.poll(() => card.textContent()).toContain('Complete');
    expect(await card.getByRole('button', { name: /Claim the reward of/ }).count()).toBe(0);

    // Once: the server answers the same claim again with errorCode 7.
    const signIn = (await (
      await fetch(`${baseURL}/api/v1/visitor/demo-sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userID: viewerID }),
      })
    ).json()) as { jwtAccessToken: string };
    const missionID = (await card.getAttribute('data-mission-id')) ?? '';
    const again = await fetch(`${baseURL}/api/v1/public/missions/${missionID}/claimReward`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${signIn.jwtAccessToken}` },
      body: JSON.stringify({ userID: viewerID }),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { errorCode: string }).errorCode).toBe('7');
  });

  it('registers for the cup with the registration form and sees the review status', async () => {
    const { page } = browser;
    const form = page.locator('[data-block="RegistrationForm"]');
    await form.scrollIntoViewIfNeeded();
    const submit = form.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await form.getByRole('button', { name: 'Solo' }).click();
    await form.getByRole('button', { name: 'Moonlight' }).click();
    expect(await form.textContent()).toContain('*Options incomplete');
    await form.getByRole('button', { name: 'Neon Rain' }).click();
    await form.getByRole('textbox').fill('The e2e band');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    const confirm = page.getByRole('alertdialog');
    await expect
      .poll(() => confirm.textContent())
      .toContain('Once registered you cannot change your entries.');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Registration successful');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => form.textContent()).toContain('Under review...');
    expect(await submit.isDisabled()).toBe(true);
  });
});
