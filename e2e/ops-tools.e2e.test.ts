// The ops tools as an ops developer uses them (issue 15 §7), in Chromium at 1280 × 800 against the built
// product: a command job created on /job-system/list whose execution arrives live on
// /job-system/executions without a reload; a cache value written on /cache-system that an event page's
// Leaderboard then shows (fetcher campaign-cache:{name}), and follows when edited again while open; a JSON
// file uploaded on /storage that a Board of the same page reads (fetcher json-file:{folder}/{file}.json); a
// function created and run on /function-system with its stdout. One screenshot per tool goes to
// docs/screenshots/ops-*.png. Choices in docs/decisions/0069-ops-tools-e2e-and-benchmarks.md.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, screenshot, type Browser } from './browser.ts';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const dashboard = `${baseURL}/event-dashboard`;
const stamp = Date.now().toString(36);
const email = `e2e-ops-${stamp}@eventory.test`;
const codeName = `e2e-ops-${stamp}`;
const jobName = `E2E report ${stamp}`;
const cacheName = `e2e-ops-board-${stamp}`;
const jsonFolder = `e2e-ops-${stamp}`;
const scriptPath = `functions/e2e-ops-${stamp}.js`;
const DAY = 24 * 60 * 60;

/** The dashboard's development sign-in, as the default developer role. */
async function signIn(page: Page): Promise<void> {
  const form = page.getByTestId('dev-sign-in-form');
  await form.waitFor();
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Sign in (development)' }).click();
  await form.waitFor({ state: 'detached' });
}

/** One admin API call with a developer session (for what the tools do not cover: the campaign and its page). */
async function admin<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}/v1/admin/${path}`, {
    method,
    headers: { 'access-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

const noticeOf = (page: Page, text: string) => page.locator('.ant-notification-notice').getByText(text);

/** The tool's screenshot without its notices (hidden for the shot only; they would cover the corner). */
async function shot(page: Page, name: string): Promise<void> {
  const style = await page.addStyleTag({ content: '.ant-notification { display: none !important; }' });
  await screenshot(page, name);
  await style.evaluate((el) => (el as Element).remove());
}

describe('the ops tools in a real browser (issue 15)', () => {
  let browser: Browser;
  let uploads: string;
  let token = '';
  let campaignId = 0;
  let containerID = '';

  beforeAll(async () => {
    browser = await openBrowser({ width: 1280, height: 800 });
    uploads = mkdtempSync(join(tmpdir(), 'eventory-e2e-uploads-'));
    // A program in the jobs directory (JOBS_DIR defaults to DATA_DIR/jobs), the only place commands run from.
    const jobsDir = join(dataDir, 'jobs');
    mkdirSync(join(jobsDir, 'scripts'), { recursive: true });
    const program = join(jobsDir, 'scripts', `e2e-report-${stamp}.sh`);
    writeFileSync(program, `#!/bin/sh\necho "report ${stamp} ready"\necho "nothing wrong" >&2\n`);
    chmodSync(program, 0o755);

    // A campaign whose event page the cache and storage blocks go on.
    const session = await (
      await fetch(`${baseURL}/v1/admin/auth/dev`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      })
    ).json();
    token = (session as { accessToken: string }).accessToken;
    const now = Math.floor(Date.now() / 1000);
    const campaign = await admin<{ ID: number }>(token, 'POST', 'campaigns', {
      codeName,
      name: 'E2E Ops Cup',
      startTime: now - DAY,
      endTime: now + 7 * DAY,
      regions: ['TW'],
    });
    campaignId = campaign.ID;
    // A Leaderboard block with a fetcher still needs a containerID to show rows (BoardView shows "empty"
    // without one); the fetcher wins over it, so the rows come from the cache.
    const leaderboard = await admin<{ containerID: number | string }>(token, 'POST', 'leaderboards', {
      eventID: campaignId,
      groupName: 'Cache-fed board',
      startTime: now - DAY,
      endTime: now + 7 * DAY,
    });
    containerID = String(leaderboard.containerID);

    await browser.page.goto(`${dashboard}/job-system/list?lang=en_US`);
    await signIn(browser.page);
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('creates a command job and watches its execution arrive live on /job-system/executions', async () => {
    const { page, context } = browser;
    await page.getByTestId('job-list').waitFor();

    // The executions screen is open (and live) before the job exists.
    const runs = await context.newPage();
    await runs.goto(`${dashboard}/job-system/executions?lang=en_US`);
    await runs.getByTestId('execution-list').waitFor();
    await runs.locator('.ant-card-extra').getByText('Live', { exact: true }).waitFor();
    // Set on this document only: still there at the end means the screen was never reloaded.
    await runs.evaluate(() => Object.assign(window, { e2eNotReloaded: true }));
    expect(await runs.getByTestId('execution-list').getByText(jobName).count()).toBe(0);

    await page.bringToFront();
    await page.getByRole('button', { name: 'New job' }).click();
    const editor = page.getByTestId('job-editor');
    await editor.waitFor();
    await editor.getByLabel('Name').fill(jobName);
    // Once an hour: the first run falls due at once, the next long after this test.
    await editor.getByLabel('Interval').fill('3600');
    await editor.getByLabel('Timeout').fill('10000');
    await editor.getByLabel('Command').fill(`scripts/e2e-report-${stamp}.sh`);
    await editor.getByRole('button', { name: 'Save' }).click();
    await noticeOf(page, `Job ${jobName} created.`).waitFor();
    await page.getByTestId('job-list').getByText(jobName).waitFor();

    // The run arrives on the other tab through the job-system channel and ends succeeded.
    await runs.bringToFront();
    const row = runs.getByTestId('execution-list').locator('tr.ant-table-row', { hasText: jobName });
    await row.waitFor({ timeout: 20_000 });
    await row.getByText('Succeeded').waitFor({ timeout: 20_000 });
    expect(await runs.evaluate(() => (window as { e2eNotReloaded?: boolean }).e2eNotReloaded)).toBe(true);
    await row.locator('.ant-table-row-expand-icon').click();
    const output = runs
      .locator('[data-testid^="execution-output-"]')
      .filter({ hasText: `report ${stamp} ready` });
    await output.waitFor();
    expect(await output.textContent()).toContain('nothing wrong');
    await shot(runs, 'ops-jobs');
    await runs.close();
  });

  it('writes a cache value on /cache-system that an event page Leaderboard then shows', async () => {
    const { page } = browser;
    await page.goto(`${dashboard}/cache-system?lang=en_US`);
    await page.getByTestId('cache-list').waitFor();
    await page.getByRole('button', { name: 'New cache' }).click();
    const form = page.getByTestId('cache-config-form');
    await form.getByLabel('Name').fill(cacheName);
    await page.locator('.ant-modal').getByRole('button', { name: 'Save' }).click();
    await noticeOf(page, `Cache ${cacheName} created.`).waitFor();
    await page.getByRole('button', { name: `Value ${cacheName}` }).click();

    const rows = [
      { userID: `cache-a-${stamp}`, openID: 'cache_aurora', displayName: 'Aurora', score: 900 },
      { userID: `cache-b-${stamp}`, openID: 'cache_breeze', displayName: 'Breeze', score: 450 },
    ];
    const editor = page.getByTestId('cache-value-editor').locator('.cm-content');
    await editor.click();
    // Typed as a user would (CodeMirror closes brackets itself, so the text is inserted, not keyed).
    await page.keyboard.insertText(JSON.stringify(rows, null, 2));
    await page.getByRole('button', { name: 'Save value' }).click();
    await noticeOf(page, `Value of ${cacheName} saved.`).waitFor();
    expect(await page.getByTestId('cache-value-shown').textContent()).toContain('cache_aurora');
    await shot(page, 'ops-cache');

    await savePage();
    const visitor = await browser.context.newPage();
    await visitor.goto(`${baseURL}/event/${codeName}?lang=en_US`);
    const board = visitor.locator('[data-block="Leaderboard"]');
    const shownIds = () =>
      board.locator('[data-user-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-user-id')));
    await board.locator(`[data-user-id="${rows[0]?.userID}"]`).waitFor();
    await expect.poll(shownIds).toEqual(rows.map((r) => r.userID));
    expect(await board.textContent()).toContain('cache_breeze');

    // Edited again while the page is open: the board follows (it polls the cache every second).
    await visitor.evaluate(() => Object.assign(window, { e2eNotReloaded: true }));
    const newer = [
      { userID: `cache-c-${stamp}`, openID: 'cache_cirrus', displayName: 'Cirrus', score: 1200 },
      { ...rows[1], score: 950 },
      { ...rows[0] },
    ];
    await page.bringToFront();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(JSON.stringify(newer, null, 2));
    await page.getByRole('button', { name: 'Save value' }).click();
    await noticeOf(page, `Value of ${cacheName} saved.`).first().waitFor();
    await expect.poll(shownIds, { timeout: 15_000 }).toEqual(newer.map((r) => r.userID));
    expect(await visitor.evaluate(() => (window as { e2eNotReloaded?: boolean }).e2eNotReloaded)).toBe(true);
    await visitor.close();
  });

  it('uploads a JSON file on /storage that a Board of the event page reads', async () => {
    const { page } = browser;
    const streamers = [
      { userID: `file-a-${stamp}`, openID: 'file_comet', displayName: 'Comet', score: 70 },
      { userID: `file-b-${stamp}`, openID: 'file_dune', displayName: 'Dune', score: 90 },
      { userID: `file-c-${stamp}`, openID: 'file_ember', displayName: 'Ember', score: 10 },
    ];
    const local = join(uploads, 'streamers.json');
    writeFileSync(local, JSON.stringify({ streamers }));

    await page.goto(`${dashboard}/storage?lang=en_US`);
    await page.getByTestId('storage-list').waitFor();
    await page.getByRole('button', { name: 'Upload' }).click();
    const form = page.getByTestId('storage-upload');
    await form.locator('#storage-upload-file').setInputFiles(local);
    await form.getByLabel('Save as (path)').fill(`campaign/${jsonFolder}/streamers.json`);
    await page.locator('.ant-modal').getByRole('button', { name: 'Upload' }).click();
    await noticeOf(page, `campaign/${jsonFolder}/streamers.json uploaded.`).waitFor();
    await page
      .getByTestId('storage-prefix')
      .getByLabel('Folder or name prefix')
      .fill(`campaign/${jsonFolder}/`);
    await page.getByTestId('storage-prefix').getByRole('button', { name: 'Show' }).click();
    await page.getByTestId('storage-list').getByText(`campaign/${jsonFolder}/streamers.json`).waitFor();
    await shot(page, 'ops-storage');

    const visitor = await browser.context.newPage();
    await visitor.goto(`${baseURL}/event/${codeName}?lang=en_US`);
    const tiles = visitor.locator('[data-block="Board"] [data-rank]');
    await tiles.first().waitFor();
    // Ranked by their order in the file, not by score.
    await expect
      .poll(() => tiles.evaluateAll((els) => els.map((e) => e.textContent ?? '')))
      .toEqual([
        expect.stringContaining('file_comet'),
        expect.stringContaining('file_dune'),
        expect.stringContaining('file_ember'),
      ]);
    await visitor.close();
  });

  it('creates a function on /function-system, runs it and shows its stdout', async () => {
    const { page } = browser;
    // The script lives in storage, uploaded like any file.
    const local = join(uploads, 'greet.js');
    writeFileSync(
      local,
      "const total = args.map(Number).reduce((a, b) => a + b, 0);\nconsole.log(`sum of ${args.join('+')} = ${total}`);\nconsole.error('checked');\n",
    );
    await page.goto(`${dashboard}/storage?lang=en_US`);
    await page.getByTestId('storage-list').waitFor();
    await page.getByRole('button', { name: 'Upload' }).click();
    const upload = page.getByTestId('storage-upload');
    await upload.locator('#storage-upload-file').setInputFiles(local);
    await upload.getByLabel('Save as (path)').fill(scriptPath);
    await page.locator('.ant-modal').getByRole('button', { name: 'Upload' }).click();
    await noticeOf(page, `${scriptPath} uploaded.`).waitFor();

    await page.goto(`${dashboard}/function-system?lang=en_US`);
    await page.getByRole('button', { name: 'New function' }).click();
    const form = page.getByTestId('function-form');
    await form.getByLabel('Script (storage path)').fill(scriptPath);
    await form.getByLabel('Default arguments (one per line)').fill('1\n2');
    await page.locator('.ant-modal').getByRole('button', { name: 'Save' }).click();
    const created = page.locator('.ant-notification-notice').getByText(/^Function \d+ created\.$/);
    await created.waitFor();
    const id = /Function (\d+) created/.exec((await created.textContent()) ?? '')?.[1];
    expect(id).toBeDefined();

    await page.getByRole('button', { name: `Run ${id}` }).click();
    const dialog = page.locator('.ant-modal', { hasText: `Run ${scriptPath}` });
    await dialog.getByLabel('Arguments for this run (one per line; empty = the defaults)').fill('20\n22');
    await dialog.getByRole('button', { name: 'Run' }).click();
    await dialog.getByTestId('function-result').waitFor();
    expect(await dialog.getByTestId('function-stdout').textContent()).toBe('sum of 20+22 = 42\n');
    expect(await dialog.getByTestId('function-stderr').textContent()).toBe('checked\n');
    await dialog.getByText('Finished').waitFor();
    await shot(page, 'ops-function');
  });

  /** The campaign's page: a Leaderboard fed by the cache and a Board fed by the storage file. */
  async function savePage(): Promise<void> {
    await admin(token, 'PUT', `template/${campaignId}`, {
      blueprint: {
        type: 'Page',
        children: [
          {
            type: 'Leaderboard',
            id: 'cache-board',
            props: { containerID, fetcher: `campaign-cache:${cacheName}`, count: 10, personalRank: false },
            children: [{ type: 'LeaderboardRow', props: { unit: '{0} pt' } }],
          },
          {
            type: 'Board',
            id: 'file-board',
            props: { fetcher: `json-file:${jsonFolder}/streamers.json`, itemsPerPage: 3, unit: '{0} pt' },
            children: [{ type: 'Board.Item', props: {} }],
          },
        ],
      },
    });
  }
});
