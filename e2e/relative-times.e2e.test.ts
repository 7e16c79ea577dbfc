// Dynamic timestamps in a real browser (issue 17 §3, decision 0094): an ops user makes a leaderboard's
// end "relative to campaign start + 3 days" in the leaderboard form, moves the campaign's start, and
// sees the leaderboard's end moved with it.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Browser } from './browser.ts';

const baseURL = inject('baseURL');
const dashboard = `${baseURL}/event-dashboard`;
const stamp = Date.now().toString(36);
const codeName = `e2e-relative-${stamp}`;
const DAY_MS = 86_400_000;

/** "YYYY-MM-DD HH:mm[:ss]" in the machine's local time (the browser's too) as epoch milliseconds. */
const parseLocal = (text: string) => new Date(text.trim().replace(' ', 'T')).getTime();
const pad = (n: number) => String(n).padStart(2, '0');
const formatLocal = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
const minutes = (ms: number) => formatLocal(ms).slice(0, 16);

/** The end time cell of the leaderboard row named `group`. */
async function leaderboardEnd(page: Page, group: string): Promise<string> {
  const row = page.getByTestId('leaderboard-list').locator('tbody tr.ant-table-row', { hasText: group });
  const cells = await row.locator('td').allTextContents();
  return cells[6]?.trim() ?? '';
}

describe('relative times in the leaderboard form (issue 17 §3)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sets a leaderboard end "relative to campaign start + 3 d"; moving the campaign start moves it', async () => {
    const { page } = browser;
    await page.goto(`${dashboard}/eventory?lang=en_US`);
    const signIn = page.getByTestId('dev-sign-in-form');
    await signIn.waitFor();
    await signIn.getByLabel('Email').fill(`e2e-relative-${stamp}@eventory.test`);
    await signIn.getByRole('button', { name: 'Sign in (development)' }).click();
    await signIn.waitFor({ state: 'detached' });

    const create = page.getByTestId('campaign-create-form');
    await create.waitFor();
    await create.getByLabel('Code name').fill(codeName);
    await create.getByLabel('Campaign name').fill('E2E Relative Cup');
    await create.getByRole('button', { name: 'Create campaign' }).click();
    await page.waitForURL(/\/eventory\/\d+$/);
    const board = page.getByTestId('leaderboard-create-form');
    await board.getByLabel('Group name').fill('Finals');
    await board.getByRole('button', { name: 'Create leaderboard' }).click();
    await page.getByTestId('leaderboard-list').getByText('Finals').waitFor();

    const campaignForm = page.getByTestId('campaign-edit-form');
    const startInput = campaignForm.getByLabel('Start time');
    const start = parseLocal(await startInput.inputValue());
    expect(Number.isNaN(start)).toBe(false);

    // The leaderboard form: End time → relative to campaign start + 3 days, with the keyboard.
    await page.getByRole('button', { name: 'Edit Finals' }).click();
    const form = page.getByTestId('leaderboard-edit-form');
    const end = form.getByTestId('time-field-endTime');
    await end.getByRole('switch', { name: 'End time: relative to …' }).focus();
    await page.keyboard.press('Space');
    const group = end.getByRole('group', { name: 'End time: relative to …' });
    await group.getByRole('spinbutton', { name: 'Offset' }).fill('3');
    await group.getByRole('combobox', { name: 'Unit' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="days"]').click();
    await expect
      .poll(() => group.getByTestId('time-reference-preview').textContent())
      .toBe(`Resolves to ${minutes(start + 3 * DAY_MS)}`);
    await group.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => end.getByTestId('time-reference-follows').textContent())
      .toContain('Follows campaign start + 3 days');
    await expect
      .poll(() => end.getByTestId('time-reference-resolved').textContent())
      .toBe(`Resolves to ${minutes(start + 3 * DAY_MS)}`);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => leaderboardEnd(page, 'Finals')).toBe(minutes(start + 3 * DAY_MS));

    // Move the campaign's start one day later.
    const moved = start + DAY_MS;
    await startInput.click();
    await startInput.fill(formatLocal(moved));
    // Enter picks the typed time and submits the form ("Save changes").
    await page.keyboard.press('Enter');
    await page.getByText(`Update Campaign: ${codeName} success!`).waitFor();

    // The leaderboard's end moved with it, on this screen and after a reload (what the server stores).
    await expect.poll(() => leaderboardEnd(page, 'Finals')).toBe(minutes(moved + 3 * DAY_MS));
    await page.reload();
    await page.getByTestId('leaderboard-list').getByText('Finals').waitFor();
    expect(await leaderboardEnd(page, 'Finals')).toBe(minutes(moved + 3 * DAY_MS));
    const card = page.getByTestId('time-references-card');
    await card.getByText('campaign start + 3 days').waitFor();
    await card.getByText(minutes(moved + 3 * DAY_MS)).waitFor();
  });
});
