import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChangeLogItem } from '@eventory/domain/change-log';
import { fakeServer, renderDashboard, testSession, type FetchCall } from '../app/testing.tsx';

const update: ChangeLogItem = {
  id: 91,
  email: 'ops.lead@eventory.test',
  at: 1_767_225_600,
  table: 'campaigns',
  objId: '10001',
  action: 'update',
  before: { name: 'Summer Cup', size: 'small', designName: 'old' },
  after: { name: 'Summer Cup', size: 'large', theme: { length: '12px' } },
};

const logCalls = (calls: FetchCall[]) => calls.filter((c) => c.path.startsWith('/v1/admin/change-logs/'));
const queryOf = (call: FetchCall | undefined) => new URL(call?.path ?? '/', 'http://localhost').searchParams;

describe('change log (/change-log/{screen})', () => {
  beforeAll(() => import('./ChangeLogScreen.tsx'), 60_000);

  it('lists the campaign tables 30 at a time and pages with offset = (page-1)*30', async () => {
    const server = fakeServer({
      'GET /v1/admin/change-logs/table/campaigns': { items: [update], total: 65 },
    });
    const view = renderDashboard({ path: '/change-log/CSEvent', session: testSession(), server });
    const table = await screen.findByTestId('change-log-table');
    expect(await within(table).findByText('10001')).toBeTruthy();
    expect(Object.fromEntries(queryOf(logCalls(view.calls)[0]))).toEqual({ limit: '30', offset: '0' });
    // 65 entries at 30 a page: three pages.
    expect(screen.getByTitle('3')).toBeTruthy();
    expect(screen.queryByTitle('4')).toBeNull();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(queryOf(logCalls(view.calls).at(-1)).get('offset')).toBe('30'));
  });

  it('shows the before/after of an entry field by field when its row is expanded', async () => {
    const server = fakeServer({ 'GET /v1/admin/change-logs/table/campaigns': { items: [update], total: 1 } });
    renderDashboard({ path: '/change-log/CSEvent', session: testSession(), server });
    const table = await screen.findByTestId('change-log-table');
    await within(table).findByText('10001');
    expect(screen.queryByTestId('change-diff-91')).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: /expand/i }));
    const diff = await screen.findByTestId('change-diff-91');
    const rows = [...diff.querySelectorAll(':scope > tbody > tr')].map((tr) => ({
      kind: tr.getAttribute('data-change'),
      text: [...tr.children].map((cell) => cell.textContent),
    }));
    expect(rows).toEqual([
      { kind: 'unchanged', text: ['name', 'unchanged', 'Summer Cup', 'Summer Cup'] },
      { kind: 'changed', text: ['size', 'changed', 'small', 'large'] },
      { kind: 'removed', text: ['designName', 'removed', 'old', ''] },
      { kind: 'added', text: ['theme', 'added', '', '{"length":"12px"}'] },
    ]);
    // Old values are struck through, new ones marked inserted (not colour alone).
    expect(diff.querySelector('del')?.textContent).toBe('small');
    expect(diff.querySelector('ins')?.textContent).toBe('large');
  });

  it('searches one query at a time: by object, then by email', async () => {
    const server = fakeServer({
      'GET /v1/admin/change-logs/table/campaigns': { items: [], total: 0 },
      'GET /v1/admin/change-logs/table/leaderboards/obj/7': { items: [], total: 0 },
      'GET /v1/admin/change-logs/user/ops.lead%40eventory.test': { items: [update], total: 1 },
    });
    const view = renderDashboard({ path: '/change-log/CSEvent', session: testSession(), server });
    await screen.findByTestId('change-log-table');
    fireEvent.click(screen.getByLabelText('By object'));
    fireEvent.mouseDown(screen.getByLabelText('Table'));
    fireEvent.click(await screen.findByTitle('leaderboards'));
    fireEvent.change(screen.getByLabelText('Object ID'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(logCalls(view.calls).at(-1)?.path).toBe(
        '/v1/admin/change-logs/table/leaderboards/obj/7?limit=30&offset=0',
      ),
    );

    fireEvent.click(screen.getByLabelText('By email'));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ops.lead@eventory.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await within(screen.getByTestId('change-log-table')).findByText('10001')).toBeTruthy();
    expect(logCalls(view.calls).at(-1)?.path).toBe(
      '/v1/admin/change-logs/user/ops.lead%40eventory.test?limit=30&offset=0',
    );
  });

  it('shows the empty state for the job tables, which have no changes yet', async () => {
    const server = fakeServer({ 'GET /v1/admin/change-logs/table/job_configs': { items: [], total: 0 } });
    renderDashboard({ path: '/change-log/CSJobConfig', session: testSession(), server });
    expect(
      await screen.findByText('Nothing is recorded here yet: these tables have no changes.'),
    ).toBeTruthy();
  });

  it('is not found for an unknown sub-screen', async () => {
    renderDashboard({ path: '/change-log/CSNothing', session: testSession() });
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});
