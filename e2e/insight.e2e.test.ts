// Campaign insight (issue 17 §1, §2) in Chromium against the built product: from the demo campaign's screen the
// Insight link (beside the diagram) opens the insight screen, whose charts are drawn from the demo seed's data
// (gifts, votes, missions and a week of page traffic in variants A and B); a chart's CSV downloads its data; the
// variant comparison shows both variants with the significance flag; the new-viewer chart splits the demo's
// signed-in viewers and voters by its level rule (0098). Saves the README's insight screenshots.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, screenshot, type Browser } from './browser.ts';

const baseURL = inject('baseURL');
const dashboard = `${baseURL}/event-dashboard`;
const email = `e2e-insight-${Date.now().toString(36)}@eventory.test`;

async function demoCampaignID(): Promise<number> {
  const auth = await fetch(`${baseURL}/v1/admin/auth/dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, roles: ['developer'] }),
  });
  const { accessToken } = (await auth.json()) as { accessToken: string };
  const res = await fetch(`${baseURL}/v1/admin/campaigns?codeName=demo&showEnded=true&limit=100`, {
    headers: { 'access-token': accessToken },
  });
  const { events } = (await res.json()) as { events: { ID: number; codeName: string }[] };
  const demo = events.find((c) => c.codeName === 'demo');
  if (!demo) throw new Error('the demo campaign is missing');
  return demo.ID;
}

describe('campaign insight of the demo campaign', () => {
  let browser: Browser;
  let campaignID: number;
  beforeAll(async () => {
    campaignID = await demoCampaignID();
    browser = await openBrowser({ width: 1280, height: 900 });
  });
  afterAll(() => browser?.close());

  it('opens from the campaign screen and draws the charts from the demo data', async () => {
    const { page } = browser;
    await page.goto(`${dashboard}/eventory/${campaignID}?lang=en_US`);
    const form = page.getByTestId('dev-sign-in-form');
    await form.waitFor();
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Sign in (development)' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByTestId('campaign-insight-link').click();
    await page.getByRole('heading', { name: 'Insight of demo' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      `/event-dashboard/insight?campaignId=${campaignID}`,
    );
    // Each over-time chart and the funnel is drawn: SVG paths for its series.
    for (const id of [
      'events',
      'score',
      'uniques',
      'actions',
      'pages',
      'blocks',
      'clicks',
      'funnel',
      'variants',
      'new-viewers',
    ]) {
      const chart = page.getByTestId(`insight-chart-${id}`);
      await expect.poll(() => chart.locator('svg path').count(), { timeout: 20_000 }).toBeGreaterThan(2);
    }
    // The demo's data: gifts in the events chart, views per page, both variants compared.
    const legend = await page.getByTestId('insight-chart-events').locator('svg').textContent();
    expect(legend).toContain('Gift');
    const variants = page.getByTestId('insight-variants');
    await expect.poll(() => variants.getByRole('row').count()).toBeGreaterThan(8);
    const text = (await variants.textContent()) ?? '';
    expect(text).toMatch(/Baseline/);
    expect(text).toMatch(/Meaningful \(p < 0\.05\)|Not yet meaningful/);
    await expect.poll(() => page.getByText('Nothing happened in this range yet').count()).toBe(0);
    // New and returning viewers (0098): the demo's rule is "level at most 10"; some of its viewers are new,
    // some are not, and the mission visitors are unknown to the platform.
    const newViewers = await page.getByTestId('insight-chart-new-viewers').locator('svg').textContent();
    expect(newViewers).toContain('Returning');
    const total = (await page.getByTestId('insight-new-viewers-total').textContent()) ?? '';
    const [, all, fresh, unknown] =
      /^(\d+) viewers in this range, (\d+) of them new; (\d+) not known/.exec(total) ?? [];
    expect(Number(fresh)).toBeGreaterThan(0);
    expect(Number(unknown)).toBeGreaterThan(0);
    expect(Number(all)).toBeGreaterThan(Number(fresh) + Number(unknown));
    expect(await page.getByText('New: platform level at most 10.', { exact: false }).count()).toBe(1);
    await screenshot(page, 'insight');

    await variants.scrollIntoViewIfNeeded();
    await variants.screenshot({ path: `${process.cwd()}/docs/screenshots/insight-variants.png` });
  });

  it('downloads a chart’s data as CSV with one row per hour in the campaign timezone', async () => {
    const { page } = browser;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('insight-csv-pages').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^demo-pages-hour-.*\.csv$/);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync(path, 'utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time,Page views,Unique viewers');
    // Seven days of hours (the last partial).
    expect(lines.length - 1).toBeGreaterThanOrEqual(7 * 24);
    const views = lines.slice(1).map((l) => Number(l.split(',')[1]));
    expect(views.reduce((a, b) => a + b, 0)).toBeGreaterThan(100);
  });
});
