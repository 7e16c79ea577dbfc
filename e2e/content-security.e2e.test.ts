// Issue "hardening" class 8 in a real browser: under the Content-Security-Policy the server sends, the
// event page and the dashboard still load and run, and Chromium reports no violation.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Browser } from './browser.ts';

const baseURL = inject('baseURL');
const ROWS = '[data-block="Leaderboard"] [data-rank]';

describe('pages under their Content-Security-Policy', () => {
  let browser: Browser;
  const violations: string[] = [];

  beforeAll(async () => {
    browser = await openBrowser();
    browser.page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the event page renders its leaderboard with no CSP violation', async () => {
    const { page } = browser;
    const response = await page.goto(`${baseURL}/event/demo?lang=en_US`);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    await page.locator(`${ROWS}[data-rank="1"]`).waitFor();
    expect(await page.evaluate(() => typeof window.__EVENTORY__)).toBe('object');
    expect(violations).toEqual([]);
  });

  it('the dashboard runs its runtime config and signs in with no CSP violation', async () => {
    const { page } = browser;
    const response = await page.goto(`${baseURL}/event-dashboard/eventory?lang=en_US`);
    expect(response?.headers()['content-security-policy']).toContain(
      'https://accounts.google.com/gsi/client',
    );
    const signIn = page.getByTestId('dev-sign-in-form');
    await signIn.waitFor();
    await signIn.getByLabel('Email').fill('csp.check@eventory.test');
    await signIn.getByRole('button', { name: 'Sign in (development)' }).click();
    await page.getByTestId('campaign-create-form').waitFor();
    expect(await page.evaluate(() => window.__EVENTORY__?.basePath)).toBe('/event-dashboard');
    expect(violations).toEqual([]);
  });
});
