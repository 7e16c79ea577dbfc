// The page editor as an ops user uses it (issue 14 §2, §6), in Chromium against the built product: a campaign
// with a scored leaderboard (set up through the admin API), its page opened from /template's project list and
// built only through the editor's UI (searchable palette, outline, properties panel): a tab switch with two
// tabs, the campaign's leaderboard in tab one, a timeline with an item in tab two, a popup with its trigger and
// content; the live preview shows them at phone size and in Arabic right to left; published; then opened as a
// viewer at /event/{codeName}: the tabs switch, the leaderboard shows its row, the timeline shows, the popup
// opens and closes on an outside click. Saves the README's page-editor, diagram and eventory-client screenshots.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, screenshot, type Browser } from './browser.ts';

const baseURL = inject('baseURL');
const dashboard = `${baseURL}/event-dashboard`;
const stamp = Date.now().toString(36);
const email = `e2e-editor-${stamp}@eventory.test`;
const codeName = `e2e-editor-${stamp}`;
const campaignName = 'E2E Editor Cup';
// The host platform's demo streamers and a demo viewer (seeded), so the rows show their names.
const LUNA = { userID: '655dc6df-a4fc-4b68-822f-f25c313ab973', openID: 'luna_chen' };
const KAI = { userID: '001750bf-f5a3-4bb5-b554-88e255948fa1', openID: 'kaiwong.hk' };
const FAN = '4a9c6146-eaa8-4567-a253-5ddd6436ac67';
const DAY = 24 * 60 * 60;
const PHONE = { width: 390, height: 844 };

/** One admin API call with a developer session (the set-up: campaign, leaderboard, evaluator, a gift). */
async function admin<T>(token: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseURL}/v1/admin/${path}`, {
    method: 'POST',
    headers: { 'access-token': token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** The dashboard's development sign-in, as the default developer role (it may change page layouts). */
async function signIn(page: Page): Promise<void> {
  const form = page.getByTestId('dev-sign-in-form');
  await form.waitFor();
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Sign in (development)' }).click();
  await form.waitFor({ state: 'detached' });
}

/** The editor's controls, driven as a user would: no drag, only the palette, the outline and the fields. */
function editorOf(page: Page) {
  const palette = page.getByRole('region', { name: 'Block catalogue' });
  const panel = page.getByTestId('properties-panel');
  const outlineRow = (type: string, nth = 0) =>
    page
      .getByRole('treeitem')
      .filter({ has: page.locator('[data-outline-type]').getByText(type, { exact: true }) })
      .nth(nth);
  return {
    outlineRow,
    /** Searches the palette and picks the block: it goes into the selected block, or after it. */
    async insert(type: string) {
      await palette.getByRole('searchbox', { name: 'Search blocks' }).fill(type);
      await palette.getByRole('button', { name: `Insert ${type}`, exact: true }).click();
      await panel.getByRole('heading', { name: type, exact: true }).waitFor();
    },
    async select(type: string, nth = 0) {
      await outlineRow(type, nth).click();
      await panel.getByRole('heading', { name: type, exact: true }).waitFor();
    },
    /** The selected block's field for prop `name` (its id is prop-{block id}-{name}). */
    async field(name: string): Promise<Locator> {
      const id = (await panel.locator('.ant-tag').first().textContent()) ?? '';
      return panel.locator(`[id="prop-${id}-${name}"]`);
    },
    async set(name: string, value: string) {
      await (await this.field(name)).fill(value);
    },
  };
}

describe('an ops user builds, previews and publishes a page in the page editor (issue 14)', () => {
  let browser: Browser;
  let campaignId = 0;
  let containerID = '';

  beforeAll(async () => {
    browser = await openBrowser({ width: 1600, height: 1000 });
    const session = (await (
      await fetch(`${baseURL}/v1/admin/auth/dev`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      })
    ).json()) as { accessToken: string };
    const token = session.accessToken;
    const now = Math.floor(Date.now() / 1000);
    campaignId = (
      await admin<{ ID: number }>(token, 'campaigns', {
        codeName,
        name: campaignName,
        startTime: now - DAY,
        endTime: now + 7 * DAY,
        regions: ['TW'],
      })
    ).ID;
    const leaderboard = await admin<{ ID: number; containerID: number }>(token, 'leaderboards', {
      eventID: campaignId,
      groupName: 'Editor board',
      startTime: now - DAY,
      endTime: now + 7 * DAY,
    });
    containerID = String(leaderboard.containerID);
    // Gifts score their receiver on the board; gifts from the tester API, so the board has rows.
    await admin(token, 'evaluators', {
      targetContainerID: leaderboard.containerID,
      eventType: 1,
      resultKey: 'ReceiverID',
      scoreCalc: { kind: 'product', fields: ['Point', 'Count'] },
    });
    // A mission of the board too (its container and evaluator), for the campaign's diagram.
    await admin(token, `leaderboards/${leaderboard.ID}/missions`, {
      groupName: 'Send 3 gifts',
      goal: 3,
      desc: { en_US: 'Send 3 gifts', zh_TW: '送出 3 個禮物' },
      eventHandler: { eventType: 1, resultKey: 'SenderID', scoreCalc: { kind: 'constant', value: 1 } },
    });
    await admin(token, 'giftbox/send', {
      gifts: [
        { giftID: 'rose', senderID: FAN, receiverID: KAI.userID, point: 10 },
        { giftID: 'rose', senderID: FAN, receiverID: LUNA.userID, point: 30 },
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('builds the page from the palette, previews it at phone size and in Arabic, and publishes it', async () => {
    const { page } = browser;
    await page.goto(`${dashboard}/template?lang=en_US`);
    await signIn(page);
    await page.getByRole('searchbox', { name: 'Search by code name' }).fill(codeName);
    await page.getByRole('link', { name: `Open the page of ${campaignName}` }).click();
    await page.getByTestId('page-editor').waitFor();
    const editor = editorOf(page);

    // The tab bar: two tabs, each with its name; the root (the page) is selected on opening.
    await editor.insert('Tabs'); // comes with its first Tab
    await editor.insert('Tab');
    await editor.set('to', '/schedule');
    await editor.set('text', 'Schedule');
    await editor.set('name', 'Schedule tab');
    await editor.select('Tab', 0);
    await editor.set('to', '/');
    await editor.set('text', 'Ranking');
    await editor.set('name', 'Ranking tab');

    // The switch those tabs drive: tab one's route holds the leaderboard, tab two's the timeline.
    await editor.select('Page');
    await editor.insert('Switch'); // comes with its first Route
    await editor.set('defaultPath', '/');
    await editor.insert('Route');
    await editor.set('path', '/schedule');
    await editor.select('Route', 0);
    await editor.set('path', '/');
    await editor.insert('Leaderboard'); // comes with its LeaderboardRow
    await editor.set('containerID', containerID);
    await editor.set('emptyString', 'Nobody yet');
    await editor.select('Route', 1);
    await editor.insert('Timeline');
    await editor.set('title', 'Cup schedule');
    await editor.insert('Timeline.Item');
    await editor.set('title', 'Finals night');
    const time = await editor.field('time');
    await time.click();
    await time.fill('2030-06-01 20:00:00');
    await time.press('Enter');

    // The popup: its trigger and its content, a text inside.
    await editor.select('Page');
    await editor.insert('PopupModal');
    await editor.set('title', 'Prizes');
    await editor.insert('Popup.Trigger');
    await editor.set('text', 'See the prizes');
    await editor.select('PopupModal');
    await editor.insert('Popup.Content');
    await editor.insert('Text');
    await editor.set('text', 'The top three win a golden frame.');

    expect(await page.getByTestId('problem-summary').textContent()).toBe('All blocks fit their rules');
    expect(await page.getByTestId('save-state').textContent()).toBe('Unpublished changes');
    const outlineTypes = await page
      .getByRole('treeitem')
      .locator('[data-outline-type]')
      .evaluateAll((els) => els.map((e) => e.textContent));
    expect(outlineTypes).toEqual([
      'Page',
      'Title',
      'Tabs',
      'Tab',
      'Tab',
      'Switch',
      'Route',
      'Leaderboard',
      'LeaderboardRow',
      'Route',
      'Timeline',
      'Timeline.Item',
      'PopupModal',
      'Popup.Trigger',
      'Popup.Content',
      'Text',
    ]);

    // The live preview (runtime mode, live data) at phone size, once the debounce has settled.
    const preview = page.getByTestId('page-preview');
    await expect.poll(() => preview.getAttribute('data-preview-state')).toBe('settled');
    expect(await preview.evaluate((el) => [el.clientWidth, el.clientHeight])).toEqual([
      PHONE.width,
      PHONE.height,
    ]);
    const previewTabs = preview.locator('[data-block="Tab"]');
    await expect.poll(() => previewTabs.allTextContents()).toEqual(['Ranking', 'Schedule']);
    await preview.locator(`[data-user-id="${LUNA.userID}"]`).waitFor();
    await preview.getByRole('button', { name: 'See the prizes' }).waitFor();
    await previewTabs.filter({ hasText: 'Schedule' }).click();
    await preview.locator('[data-block="Timeline.Item"]', { hasText: 'Finals night' }).waitFor();
    await previewTabs.filter({ hasText: 'Ranking' }).click();
    await preview.locator(`[data-user-id="${LUNA.userID}"]`).waitFor();

    // Arabic: the preview turns right to left; then English for the screenshot.
    const pickLocale = async (name: string) => {
      await page.locator('#preview-locale').click();
      const option = page.locator('.ant-select-item-option').filter({ hasText: name });
      await option.click();
      await option.waitFor({ state: 'hidden' });
    };
    await pickLocale('العربية');
    await expect.poll(() => preview.getAttribute('dir')).toBe('rtl');
    expect(await preview.getAttribute('lang')).toBe('ar');
    const firstTab = preview.locator('[data-block="Tab"]').first();
    expect(await firstTab.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await pickLocale('English');
    await expect.poll(() => preview.getAttribute('dir')).toBe('ltr');

    // The whole palette again: every block's button fits in the sidebar (long names are cut, not clipped).
    await page.getByRole('searchbox', { name: 'Search blocks' }).fill('');
    const paletteList = page.getByRole('list', { name: 'Block types' });
    await expect.poll(() => paletteList.getByRole('button').count()).toBeGreaterThan(40);
    const overflowing = await paletteList.evaluate((list) => {
      const { left, right } = list.getBoundingClientRect();
      return [...list.querySelectorAll('button')]
        .filter(
          (b) => b.getBoundingClientRect().left < left - 1 || b.getBoundingClientRect().right > right + 1,
        )
        .map((b) => b.textContent);
    });
    expect(overflowing).toEqual([]);
    await editor.select('Leaderboard');
    expect(await (await editor.field('containerID')).inputValue()).toBe(containerID);
    // A boolean prop is a switch of its own size, not a bar across the panel.
    const withRegion = await editor.field('withRegion');
    expect(await withRegion.getAttribute('role')).toBe('switch');
    expect((await withRegion.boundingBox())?.width).toBeLessThan(80);
    await expect.poll(() => preview.getAttribute('data-preview-state')).toBe('settled');
    await screenshot(page, 'page-editor');

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(`Published: /event/${codeName} now shows this page.`).waitFor();
    await expect.poll(() => page.getByTestId('save-state').textContent()).toMatch(/^Published /);
  });

  it('shows the published page to a viewer at /event/{codeName}: tabs, leaderboard, timeline, popup', async () => {
    const viewer = await browser.context.newPage();
    await viewer.setViewportSize(PHONE);
    await viewer.goto(`${baseURL}/event/${codeName}?lang=en_US`);
    const tabs = viewer.locator('[data-block="Tab"]');
    await expect.poll(() => tabs.allTextContents()).toEqual(['Ranking', 'Schedule']);
    const rows = viewer.locator('[data-block="Leaderboard"] [data-user-id]');
    const row = rows.first();
    await expect
      .poll(() => rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-user-id'))))
      .toEqual([LUNA.userID, KAI.userID]);
    expect(await row.textContent()).toContain(LUNA.openID);
    expect(await row.textContent()).toContain('30 pt');
    expect(await viewer.locator('[data-block="Timeline"]').count()).toBe(0);

    await tabs.filter({ hasText: 'Schedule' }).click();
    await expect.poll(() => viewer.url()).toMatch(new RegExp(`/event/${codeName}/schedule`));
    const item = viewer.locator('[data-block="Timeline.Item"]', { hasText: 'Finals night' });
    await item.waitFor();
    // The time picked in the properties panel, in the timeline's formats ('MM.DD', 'HH:mm:ss').
    expect(await item.textContent()).toMatch(/06\.01.*20:00:00/);
    expect(await viewer.locator('[data-block="Leaderboard"]').count()).toBe(0);
    expect(await tabs.filter({ hasText: 'Schedule' }).getAttribute('aria-current')).toBe('page');

    await tabs.filter({ hasText: 'Ranking' }).click();
    await row.waitFor();
    expect(await viewer.locator('[data-block="Timeline"]').count()).toBe(0);

    const dialog = viewer.getByRole('dialog', { name: 'Prizes' });
    expect(await dialog.count()).toBe(0);
    await viewer.getByRole('button', { name: 'See the prizes' }).click();
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain('The top three win a golden frame.');
    // A click on the backdrop outside the dialog closes it.
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    await viewer.mouse.click(5, (box?.y ?? 0) + (box?.height ?? 0) + 20);
    await dialog.waitFor({ state: 'detached' });
    await viewer.close();
  });

  it('shows the campaign as its diagram and as its page author sees it (README screenshots)', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${dashboard}/diagram?campaignId=${campaignId}&lang=en_US`);
    await page.getByRole('heading', { name: `Diagram of ${codeName}` }).waitFor();
    const nodes = page.locator('[data-testid^="diagram-node-"]');
    // The leaderboard, the mission, their containers and the evaluators that feed them.
    await expect
      .poll(() => nodes.allTextContents())
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Leaderboard #\d+Editor board$/),
          expect.stringMatching(/^Container #\d+Leaderboard · Editor board$/),
          expect.stringMatching(/^Evaluator #\d+1 → ReceiverID$/),
          expect.stringMatching(/^Container #\d+Leaderboard \(Mission\)/),
          expect.stringMatching(/^Evaluator #\d+1 → SenderID$/),
          expect.stringMatching(/^Mission #\d+Send 3 gifts$/),
        ]),
      );
    await screenshot(page, 'diagram');

    await page.goto(`${dashboard}/eventory-client?campaignId=${campaignId}&lang=en_US`);
    await page.locator('[data-block="Tab"]', { hasText: 'Ranking' }).waitFor();
    await page.locator('[data-block="PopupModal"]').waitFor();
    await screenshot(page, 'eventory-client');
  });
});
