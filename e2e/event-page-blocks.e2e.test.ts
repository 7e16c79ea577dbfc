// The demo event page on a phone (390 × 844) in Chromium, against the built product: the ranking with its
// search, region and follower filters, the signed-in viewer's own rank, the widget blocks (countdown,
// markdown, carousel board paged with the arrow keys) and the right-to-left Arabic page. Saves the
// README's phone screenshots under docs/screenshots/.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LeaderboardRow } from '@eventory/domain/leaderboard-read';
import { openBrowser, screenshot, type Browser } from './browser.ts';

const baseURL = inject('baseURL');
const PHONE = { width: 390, height: 844 };
const ROWS = '[data-block="Leaderboard"] [data-rank]';

interface DemoPage {
  blueprint: { children?: { type: string; props?: Record<string, unknown> }[] };
}

async function demoRanking(): Promise<LeaderboardRow[]> {
  const doc = (await (await fetch(`${baseURL}/api/v1/public/pages/demo`)).json()) as DemoPage;
  const board = doc.blueprint.children?.find((c) => c.type === 'Leaderboard');
  const containerID = String(board?.props?.containerID ?? '');
  expect(containerID).not.toBe('');
  const res = await fetch(`${baseURL}/leaderboards/eventory?containerID=${containerID}&count=1000`);
  return ((await res.json()) as { data: LeaderboardRow[] }).data;
}

describe('the demo event page on a phone', () => {
  let browser: Browser;
  let ranking: LeaderboardRow[];
  beforeAll(async () => {
    browser = await openBrowser(PHONE);
    ranking = await demoRanking();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const shownUserIDs = () =>
    browser.page.$$eval(ROWS, (rows) => rows.map((row) => row.getAttribute('data-user-id') ?? ''));

  it('shows the live ranking with the countdown and the rules as markdown', async () => {
    const { page } = browser;
    await page.goto(`${baseURL}/event/demo?lang=en_US`);
    await page.locator(`${ROWS}[data-rank="1"]`).waitFor();
    expect(page.viewportSize()).toEqual(PHONE);
    const first = await page.locator(`${ROWS}[data-rank="1"]`).getAttribute('data-user-id');
    expect(first).toBe(ranking[0]?.userInfo.userID);

    const timer = page.locator('[data-block="Countdown"]');
    await expect.poll(() => timer.textContent()).toMatch(/^Ends in \d{2} days \d{2}:\d{2}:\d{2}$/);
    const before = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 3000 }).not.toBe(before);

    const markdown = page.locator('[data-block="Markdown"]');
    expect(await markdown.locator('h2').textContent()).toBe('How it works');
    expect(await markdown.locator('table tr').count()).toBe(6);
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'event-page-phone');
  });

  it('filters by open ID search, keeping the keyword in ?search=', async () => {
    const { page } = browser;
    const target = ranking[1];
    if (!target) throw new Error('the demo ranking needs at least two streamers');
    await page.getByRole('searchbox', { name: 'Search by open ID' }).fill(target.userInfo.openID);
    await expect.poll(shownUserIDs).toEqual([target.userInfo.userID]);
    expect(new URL(page.url()).searchParams.get('search')).toBe(target.userInfo.openID);
    await page.getByRole('searchbox', { name: 'Search by open ID' }).fill('');
    await expect.poll(async () => (await shownUserIDs()).length).toBeGreaterThan(1);
  });

  it('filters by region', async () => {
    const { page } = browser;
    const region = ranking[0]?.userInfo.region ?? 'TW';
    const inRegion = ranking.filter((r) => r.userInfo.region === region).map((r) => r.userInfo.userID);
    await page.getByRole('combobox', { name: 'Region' }).selectOption(region);
    await expect
      .poll(async () => {
        const ids = await shownUserIDs();
        return ids.length > 0 && ids.every((id) => inRegion.includes(id));
      })
      .toBe(true);
    const shown = await shownUserIDs();
    expect(shown).toEqual(inRegion.slice(0, shown.length));
    await page.getByRole('combobox', { name: 'Region' }).selectOption('All');
    await expect.poll(async () => (await shownUserIDs()).length).toBeGreaterThan(shown.length);
  });

  it('shows only followed streamers with the follower filter, for a signed-in viewer', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Sign in as a demo viewer' }).click();
    const viewers = page.getByRole('region', { name: 'Viewers' });
    const viewerButton = viewers.getByRole('button').first();
    const viewerOpenID = (await viewerButton.locator('bdi').textContent()) ?? '';
    await viewerButton.click();
    await page.getByText(`Signed in as ${viewerOpenID} (demo)`).waitFor();

    // The viewer's followees, read through the API with the same demo sign-in.
    const users = (await (await fetch(`${baseURL}/api/v1/visitor/demo-users`)).json()) as {
      items: { userID: string; openID: string }[];
    };
    const viewer = users.items.find((u) => u.openID === viewerOpenID);
    const signIn = (await (
      await fetch(`${baseURL}/api/v1/visitor/demo-sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userID: viewer?.userID }),
      })
    ).json()) as { jwtAccessToken: string; accessToken: string; userID: string };
    const follows = (await (
      await fetch(`${baseURL}/users/${signIn.userID}/followeeIDs?count=1000&cursor=`, {
        headers: { authorization: `Bearer ${signIn.jwtAccessToken}`, accesstoken: signIn.accessToken },
      })
    ).json()) as { followeeIDs: string[] };
    const ranked = ranking.map((r) => r.userInfo.userID).filter((id) => follows.followeeIDs.includes(id));
    expect(ranked.length).toBeGreaterThan(0);

    const toggle = page.getByRole('button', { name: 'Following' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(shownUserIDs).toEqual(ranked);
    await toggle.click();
    await expect.poll(async () => (await shownUserIDs()).length).toBeGreaterThan(ranked.length);
    await page.getByRole('button', { name: 'Sign out' }).click();
  });

  it("shows the signed-in streamer's own rank in the bar at the bottom", async () => {
    const { page } = browser;
    const leader = ranking[0];
    if (!leader) throw new Error('empty demo ranking');
    await page.getByRole('button', { name: 'Sign in as a demo viewer' }).click();
    await page
      .getByRole('region', { name: 'Streamers' })
      .getByRole('button')
      .filter({ hasText: leader.userInfo.openID })
      .first()
      .click();
    const bar = page.locator('[data-block="PersonalRankBar"]');
    await bar.waitFor();
    expect(await bar.textContent()).toContain(leader.userInfo.openID);
    expect(await bar.textContent()).toContain("You're on top!");
    const box = await bar.boundingBox();
    expect(box?.height).toBe(72);
    // Fixed to the bottom of the phone's screen (after its 0.3 s slide-in).
    await expect.poll(async () => Math.round(((await bar.boundingBox())?.y ?? 0) + 72)).toBe(PHONE.height);
    await screenshot(page, 'event-page-personal-rank');
    await page.getByRole('button', { name: 'Sign out' }).click();
  });

  it("opens the leader's contribution dropdown, one row at a time", async () => {
    const { page } = browser;
    const rowItem = (rank: number) =>
      page.locator('[data-block="Leaderboard"] li').filter({ has: page.locator(`[data-rank="${rank}"]`) });
    const first = rowItem(1);
    await first.scrollIntoViewIfNeeded();
    const button = first.getByRole('button', { name: 'open', exact: true });
    await button.click();
    const contributors = first.getByRole('list', { name: 'Top contributors' });
    await contributors.waitFor();
    expect(await contributors.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await first.locator('button[aria-expanded="true"]').count()).toBe(1);
    // Opening another row closes the first; toggling the same row closes it.
    await rowItem(2).getByRole('button', { name: 'open', exact: true }).click();
    await expect.poll(() => first.getByRole('list', { name: 'Top contributors' }).count()).toBe(0);
    await rowItem(2).getByRole('button', { name: 'close', exact: true }).click();
    await expect
      .poll(() => page.locator('[data-block="Leaderboard"] button[aria-expanded="true"]').count())
      .toBe(0);
  });

  it('pages the carousel board with the arrow keys, wrapping at both ends', async () => {
    const { page } = browser;
    const board = page.locator('[data-block="Board"]');
    await board.scrollIntoViewIfNeeded();
    await board.locator('[data-rank]').first().waitFor();
    expect(await board.getAttribute('data-layout')).toBe('carousel');
    const pageNumber = () => board.locator('[data-page]').getAttribute('data-page');
    // Leave the search box, so the keys reach the page.
    await board.locator('[data-page]').click();
    expect(await pageNumber()).toBe('1');
    await page.keyboard.press('ArrowRight');
    await expect.poll(pageNumber).toBe('2');
    await page.keyboard.press('>');
    await expect.poll(pageNumber).toBe('3');
    await page.keyboard.press('ArrowRight');
    await expect.poll(pageNumber).toBe('1');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(pageNumber).toBe('3');
    await page.keyboard.press('<');
    await expect.poll(pageNumber).toBe('1');
    await board.scrollIntoViewIfNeeded();
    // The carousel's slide lasts 0.4 s.
    await page.waitForTimeout(500);
    await screenshot(page, 'event-page-board');
  });

  it('reads right to left in Arabic', async () => {
    const { page } = browser;
    await page.goto(`${baseURL}/event/demo?lang=ar`);
    await page.locator(`${ROWS}[data-rank="1"]`).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^ar/);
    // The row reads right to left and its rank sits at the right-hand edge. Read from the row shown at the time
    // of each poll: a row the list has just re-rendered is detached and has no computed style.
    const layout = () =>
      page.evaluate((selector) => {
        const row = document.querySelector(selector);
        const rank = row?.querySelector('span');
        if (!row?.isConnected || !rank) return undefined;
        const rowBox = row.getBoundingClientRect();
        const rankBox = rank.getBoundingClientRect();
        return {
          direction: getComputedStyle(row).direction,
          rankOnTheRight: rankBox.right > rowBox.left + rowBox.width / 2,
        };
      }, `${ROWS}[data-rank="1"]`);
    await expect.poll(layout).toEqual({ direction: 'rtl', rankOnTheRight: true });
    expect(await page.locator('[data-block="Countdown"]').textContent()).toMatch(/^ينتهي خلال/);
    await screenshot(page, 'event-page-ar');
  });

  it('opens the schedule tab: the rest of the catalogue, whose chunks load only when the tab renders', async () => {
    const { page } = browser;
    const scripts: string[] = [];
    const onRequest = (request: { resourceType(): string; url(): string }) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    };
    page.on('request', onRequest);
    try {
      await page.goto(`${baseURL}/event/demo?lang=en_US`);
      await page.locator(`${ROWS}[data-rank="1"]`).waitFor();
      const scheduleChunks =
        /\/(TimelineFamily|TableFamily|PopupFamily|VideoCover|CustomCssDiv|CountdownBanner)-/;
      expect(scripts.filter((path) => scheduleChunks.test(path))).toEqual([]);

      await page.getByRole('link', { name: 'Schedule' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/event/demo/schedule');
      const timeline = page.locator('[data-block="Timeline"]');
      await timeline.getByText('Final night').waitFor();
      expect(await timeline.getByText('Opening round').count()).toBe(1);
      expect(scripts.some((path) => scheduleChunks.test(path))).toBe(true);

      const prizes = page.getByRole('table', { name: 'Prizes' });
      expect(await prizes.locator('tbody tr').count()).toBe(3);
      await expect
        .poll(() => page.locator('[data-block="CountdownBanner"]').textContent())
        .toContain('Until the final night');
      // The cover picture is the build's own file, loaded (no external address).
      const cover = page.getByRole('img', { name: 'The Eventory Demo Cup stage' });
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await cover.getAttribute('src')).toBe('/event-assets/demo/stage.svg');
      // The custom CSS styles its block (':scope' is the block).
      const tip = page.locator('[data-block="CustomCssDiv"]');
      await tip.getByText(/^Tip:/).waitFor();
      expect(
        await tip.locator('[data-custom-css]').evaluate((el) => getComputedStyle(el).borderTopStyle),
      ).toBe('dashed');
      // Two cells side by side in the layout row.
      const cells = page.locator('[data-block="LayoutRow"] h3');
      await expect.poll(() => cells.count()).toBe(2);
      const [left, right] = [await cells.nth(0).boundingBox(), await cells.nth(1).boundingBox()];
      expect(right!.x).toBeGreaterThan(left!.x + left!.width / 2);

      await page.getByRole('button', { name: 'How the rounds work' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Every round counts the gifts sent while it runs.').waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await page
        .locator('[data-block="WaveTitle"]')
        .evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
      await screenshot(page, 'event-page-schedule');
    } finally {
      page.off('request', onRequest);
    }
  });
});
