// The campaign admin as a new user does it, in Chromium against the built product (issue #4): create a
// campaign with two leaderboards, edit it, copy it, export it, import the file, and find every step in
// the change log with its diff; then a ViewOnly user opens the same screens and can change nothing.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Browser } from './browser.ts';

const baseURL = inject('baseURL');
const dashboard = `${baseURL}/event-dashboard`;
const stamp = Date.now().toString(36);
const email = `e2e-admin-${stamp}@eventory.test`;
const codeName = `e2e-admin-${stamp}`;

interface LeaderboardRow {
  id: string;
  groupName: string;
  containerId: string;
}

async function signIn(page: Page, who: string, role?: string): Promise<void> {
  const form = page.getByTestId('dev-sign-in-form');
  await form.waitFor();
  await form.getByLabel('Email').fill(who);
  if (role) {
    // Replace the default developer role.
    await form.getByLabel('Roles').click();
    await page.keyboard.press('Backspace');
    await page.keyboard.type(role);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
  }
  await form.getByRole('button', { name: 'Sign in (development)' }).click();
  await form.waitFor({ state: 'detached' });
}

/** The leaderboards table of the open campaign: ID, group name and container ID per row. */
async function leaderboardRows(page: Page): Promise<LeaderboardRow[]> {
  const list = page.getByTestId('leaderboard-list');
  await list.locator('tbody tr.ant-table-row').first().waitFor();
  return list.locator('tbody tr.ant-table-row').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '');
      return { id: cells[0] ?? '', groupName: cells[1] ?? '', containerId: cells[3] ?? '' };
    }),
  );
}

const campaignIdOf = (page: Page) => Number(/\/eventory\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

/** Searches the Event change log for one object and answers its rows (newest first). */
async function changeLogOf(page: Page, table: string, objId: number | string) {
  await page.goto(`${dashboard}/change-log/CSEvent?lang=en_US`);
  const search = page.getByRole('search', { name: 'Search' });
  await search.waitFor();
  await search.getByText('By object').click();
  await page.locator('#change-log-table-select').click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${table}"]`).click();
  await page.locator('#change-log-obj-id').fill(String(objId));
  const path = `/change-logs/table/${table}/obj/${objId}`;
  await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(path) && r.ok()),
    search.getByRole('button', { name: 'Search' }).click(),
  ]);
  const tableEl = page.getByTestId('change-log-table');
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="change-log-table"] .ant-spin-spinning'),
  );
  await tableEl.locator('tbody tr.ant-table-row').first().waitFor();
  return tableEl.locator('tbody tr.ant-table-row');
}

describe('campaign admin in a real browser (issue #4)', () => {
  let browser: Browser;
  let downloads: string;
  let originalId = 0;
  let original: LeaderboardRow[] = [];

  beforeAll(async () => {
    browser = await openBrowser();
    downloads = mkdtempSync(join(tmpdir(), 'eventory-e2e-downloads-'));
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(downloads, { recursive: true, force: true });
  });

  it('creates, edits, copies, exports and imports a campaign, each step in the change log with its diff', async () => {
    const { page } = browser;
    await page.goto(`${dashboard}/eventory?lang=en_US`);
    await signIn(page, email);

    // Create, then two leaderboards.
    const create = page.getByTestId('campaign-create-form');
    await create.waitFor();
    await create.getByLabel('Code name').fill(codeName);
    await create.getByLabel('Campaign name').fill('E2E Admin Cup');
    await create.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByText(`Create Campaign: ${codeName} success!`).waitFor();
    await page.waitForURL(/\/eventory\/\d+$/);
    originalId = campaignIdOf(page);
    expect(originalId).toBeGreaterThan(10000);
    for (const group of ['Gold fans', 'Silver fans']) {
      const form = page.getByTestId('leaderboard-create-form');
      await form.getByLabel('Group name').fill(group);
      await form.getByRole('button', { name: 'Create leaderboard' }).click();
      await page.getByText(`Create Leaderboard: ${group} success!`).waitFor();
      await page.getByTestId('leaderboard-list').getByText(group).waitFor();
    }
    original = await leaderboardRows(page);
    expect(original.map((r) => r.groupName).sort()).toEqual(['Gold fans', 'Silver fans']);

    // Edit.
    const edit = page.getByTestId('campaign-edit-form');
    await edit.getByLabel('Campaign name').fill('E2E Admin Cup, edited');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`Update Campaign: ${codeName} success!`).waitFor();

    // Copy: a new campaign whose leaderboards and containers have new ids.
    await page.getByTestId('copy-button').click();
    const copyForm = page.getByTestId('campaign-copy-form');
    await copyForm.getByLabel('New code name').fill(`${codeName}-copy`);
    await copyForm.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.waitForURL(
      (url) => /\/eventory\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${originalId}`),
    );
    const copyId = campaignIdOf(page);
    await page.getByRole('heading', { name: `Campaign ${codeName}-copy` }).waitFor();
    const copied = await leaderboardRows(page);
    expect(copied.map((r) => r.groupName).sort()).toEqual(['Gold fans', 'Silver fans']);
    for (const row of copied) {
      expect(original.map((r) => r.id)).not.toContain(row.id);
      expect(original.map((r) => r.containerId)).not.toContain(row.containerId);
    }

    // Export the original (a download), then import the file under a new code name.
    await page.goto(`${dashboard}/eventory/${originalId}?lang=en_US`);
    await page.getByRole('heading', { name: `Campaign ${codeName}` }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-button').click(),
    ]);
    const file = join(downloads, download.suggestedFilename() || 'export.json');
    await download.saveAs(file);
    const document = JSON.parse(readFileSync(file, 'utf8')) as {
      campaign: { codeName: string; name: string };
      leaderboards: unknown[];
    };
    expect(document.campaign).toMatchObject({ codeName, name: 'E2E Admin Cup, edited' });
    expect(document.leaderboards).toHaveLength(2);

    await page.goto(`${dashboard}/eventory?lang=en_US`);
    await page.getByTestId('import-button').click();
    await page.locator('#campaign-import-file').setInputFiles(file);
    await page.locator('#campaign-import-code-name').fill(`${codeName}-imported`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Campaign imported.').waitFor();
    await page.getByRole('heading', { name: `Campaign ${codeName}-imported` }).waitFor();
    const importedId = campaignIdOf(page);
    const imported = await leaderboardRows(page);
    expect(imported.map((r) => r.groupName).sort()).toEqual(['Gold fans', 'Silver fans']);
    expect(new Set([originalId, copyId, importedId]).size).toBe(3);

    // The change log: the create and the edit of the original, with the edit's diff.
    let rows = await changeLogOf(page, 'campaigns', originalId);
    const actions = await rows.locator('td .ant-tag').allInnerTexts();
    expect(actions).toContain('create');
    expect(actions[0]).toBe('update');
    expect(await rows.first().innerText()).toContain(email);
    await rows.first().locator('.ant-table-row-expand-icon').click();
    const diff = page.locator('table.change-diff').first();
    await diff.waitFor();
    const nameRow = diff
      .locator('tr[data-change="changed"]')
      .filter({ has: page.locator('th', { hasText: /^name$/ }) });
    expect(await nameRow.locator('del').innerText()).toBe('E2E Admin Cup');
    expect(await nameRow.locator('ins').innerText()).toBe('E2E Admin Cup, edited');

    // Each leaderboard's creation.
    for (const board of original) {
      rows = await changeLogOf(page, 'leaderboards', board.id);
      expect(await rows.locator('td .ant-tag').allInnerTexts()).toEqual(['create']);
      await rows.first().locator('.ant-table-row-expand-icon').click();
      const added = page
        .locator('table.change-diff tr[data-change="added"]')
        .filter({ has: page.locator('th', { hasText: /^groupName$/ }) });
      expect(await added.first().locator('ins').innerText()).toBe(board.groupName);
    }

    // The copy and the import: each a created campaign, the diff showing its code name.
    for (const [id, code] of [
      [copyId, `${codeName}-copy`],
      [importedId, `${codeName}-imported`],
    ] as const) {
      rows = await changeLogOf(page, 'campaigns', id);
      const tags = await rows.locator('td .ant-tag').allInnerTexts();
      expect(tags).toContain('create');
      const createRow = rows.filter({ has: page.locator('.ant-tag', { hasText: /^create$/ }) }).first();
      await createRow.locator('.ant-table-row-expand-icon').click();
      const codeRow = page
        .locator('table.change-diff tr')
        .filter({ has: page.locator('th', { hasText: /^codeName$/ }) })
        .first();
      expect(await codeRow.innerText()).toContain(code);
    }
  });

  it('shows a ViewOnly user the same screens with every write control disabled', async () => {
    expect(originalId).toBeGreaterThan(0);
    const viewer = await openBrowser();
    try {
      const { page } = viewer;
      await page.goto(`${dashboard}/eventory/${originalId}?lang=en_US`);
      await signIn(page, `e2e-viewer-${stamp}@eventory.test`, 'ViewOnly');
      await page.getByRole('heading', { name: `Campaign ${codeName}` }).waitFor();
      await page.getByText('You have read-only access: creating and editing are disabled.').waitFor();
      const rows = await leaderboardRows(page);
      expect(rows.map((r) => r.id).sort()).toEqual(original.map((r) => r.id).sort());

      expect(await page.getByTestId('copy-button').isDisabled()).toBe(true);
      expect(await page.getByTestId('export-button').isDisabled()).toBe(true);
      const edit = page.getByTestId('campaign-edit-form');
      expect(await edit.getByLabel('Campaign name').isDisabled()).toBe(true);
      expect(await edit.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
      const boardForm = page.getByTestId('leaderboard-create-form');
      expect(await boardForm.getByRole('button', { name: 'Create leaderboard' }).isDisabled()).toBe(true);
      const list = page.getByTestId('leaderboard-list');
      for (const button of await list.locator('tbody button').all())
        expect(await button.isDisabled()).toBe(true);
      // No enabled submit button anywhere on the screen.
      expect(await page.locator('main button[type="submit"]:not([disabled])').count()).toBe(0);

      await page.goto(`${dashboard}/eventory?lang=en_US`);
      await page.getByTestId('import-button').waitFor();
      expect(await page.getByTestId('import-button').isDisabled()).toBe(true);
      const create = page.getByTestId('campaign-create-form');
      expect(await create.getByRole('button', { name: 'Create campaign' }).isDisabled()).toBe(true);

      // The change log is not a ViewOnly screen at all.
      await page.goto(`${dashboard}/change-log/CSEvent?lang=en_US`);
      await page.getByText('Not authorised').waitFor();
    } finally {
      await viewer.close();
    }
  });
});
