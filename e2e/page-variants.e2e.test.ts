// A/B page variants (issue 17 §2, decisions 0091, 0092) in Chromium against the built product: the demo's
// two variants, a viewer whose user id is assigned to B sees B's page on every visit and its tracking events
// carry "B"; the A/B tester sees both variants, half of the viewers each, on the dashboard screen.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PageDocument } from '@eventory/domain/blueprint';
import { pageVariantOf, viewerKeyOf } from '@eventory/domain/page-variants';
import { openBrowser, type Browser } from './browser.ts';

const baseURL = inject('baseURL');
const PHONE = { width: 390, height: 844 };
/** The demo's variant B hero (server/src/seed/demo-page-variants.ts). */
const B_HERO = /Who gets your points today\?/;

describe('A/B page variants in a real browser', () => {
  let browser: Browser;
  let campaignID: number;
  const userOn = (key: 'A' | 'B') => {
    const set = [
      { key: 'A', weight: 1 },
      { key: 'B', weight: 1 },
    ];
    for (let i = 0; ; i++) {
      const userID = `e2e-viewer-${i}`;
      if (pageVariantOf(set, campaignID, viewerKeyOf({ userID })!)?.key === key) return userID;
    }
  };

  beforeAll(async () => {
    browser = await openBrowser(PHONE);
    campaignID = ((await (await fetch(`${baseURL}/api/v1/public/pages/demo`)).json()) as PageDocument)
      .campaignID;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows a viewer assigned to B the B page on every visit, and every tracking event says 'B'", async () => {
    const { page } = browser;
    const variants: unknown[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/v1/tracking/events')) return;
      const body = JSON.parse(request.postData() ?? '{}') as {
        events?: { properties: { variant?: unknown } }[];
      };
      for (const event of body.events ?? []) variants.push(event.properties.variant);
    });
    const onB = userOn('B');
    for (let visit = 0; visit < 2; visit++) {
      const tracked = page.waitForRequest((r) => r.url().endsWith('/api/v1/tracking/events'), {
        timeout: 15_000,
      });
      await page.goto(`${baseURL}/event/demo?lang=en_US&userID=${onB}`);
      await page.getByText(B_HERO).waitFor();
      // The tracker sends its batch 2 s after page_enter (500 ms after the page shows).
      await tracked;
    }
    expect(variants.length).toBeGreaterThan(0);
    expect(variants.every((v) => v === 'B')).toBe(true);

    await page.goto(`${baseURL}/event/demo?lang=en_US&userID=${userOn('A')}`);
    await page.getByText(/Send gifts to your favourite streamers/).waitFor();
    expect(await page.getByText(B_HERO).count()).toBe(0);
  });

  it('lists the demo variants with their shares on the dashboard for an A/B tester', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${baseURL}/event-dashboard/page-variants/${campaignID}?lang=en_US`);
    const signIn = page.getByTestId('dev-sign-in-form');
    await signIn.waitFor();
    await signIn.getByLabel('Email').fill('ops.lead@eventory.test');
    await signIn.getByRole('button', { name: 'Sign in (development)' }).click();
    await page.getByText('Page variants of Eventory Demo Cup').waitFor();
    expect(await page.getByTestId('variant-share-A').textContent()).toBe('50%');
    expect(await page.getByTestId('variant-share-B').textContent()).toBe('50%');
    expect(await page.getByLabel('Name of variant 2').inputValue()).toBe('New hero text');
  });
});
