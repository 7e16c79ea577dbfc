import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProjectList } from '@eventory/domain/editor-projects';
import type { PageVariantsAnswer } from '@eventory/domain/page-variants';
import { fakeServer, json, renderDashboard, renderScreen, testSession } from '../app/testing.tsx';
import CampaignDetail from '../campaigns/CampaignDetail.tsx';
import PageVariantsScreen from './PageVariantsScreen.tsx';
import { campaign } from '../campaigns/test-fixtures.ts';

const ID = campaign.ID;
const variants: PageVariantsAnswer = {
  campaignID: ID,
  variants: [
    {
      key: 'A',
      name: 'Current page',
      projectID: null,
      weight: 1,
      projectCampaignID: null,
      projectCodeName: null,
    },
    {
      key: 'B',
      name: 'New hero',
      projectID: 7,
      weight: 3,
      projectCampaignID: 20002,
      projectCodeName: 'summer-b',
    },
  ],
};
const projects: ProjectList = {
  items: [
    {
      ID: 7,
      campaignID: 20002,
      codeName: 'summer-b',
      campaignName: 'Summer page B',
      region: 'TW',
      groupName: '',
      lastEditor: 'layout@eventory.test',
      updateTime: 1_700_000_000,
      endTime: 0,
    },
  ],
  total: 1,
  limit: 100,
  offset: 0,
};

const server = (answer: PageVariantsAnswer = variants, onPut?: (body: unknown) => void) =>
  fakeServer({
    [`GET /v1/admin/campaigns/${ID}`]: campaign,
    [`GET /v1/admin/campaigns/${ID}/page-variants`]: answer,
    'GET /v1/admin/editor/projects': projects,
    [`PUT /v1/admin/campaigns/${ID}/page-variants`]: (call) => {
      onPut?.(call.body);
      return json({ ...answer, variants: (call.body as PageVariantsAnswer).variants });
    },
  });

const open = (roles: string[], options: { readonly?: boolean; srv?: ReturnType<typeof fakeServer> } = {}) =>
  renderScreen(<PageVariantsScreen />, {
    route: '/page-variants/:campaignId',
    path: `/page-variants/${ID}`,
    session: testSession({ roles: roles as never, readonly: options.readonly ?? false }),
    server: options.srv ?? server(),
  });

describe('/page-variants/{campaignId} (issue 17 §2)', () => {
  it("lists an ABTester the variants with each one's page and share, and saves changed weights", async () => {
    let saved: unknown;
    open(['ABTester'], { srv: server(variants, (body) => (saved = body)) });
    expect(await screen.findByText(`Page variants of ${campaign.name}`)).toBeTruthy();
    expect(screen.getByTestId('variant-share-A').textContent).toBe('25%');
    expect(screen.getByTestId('variant-share-B').textContent).toBe('75%');
    expect(screen.getByText('summer-b (Summer page B)')).toBeTruthy();
    // Admin spec §5 (issue 30 §3.5): Save is enabled only after an edit.
    expect(screen.getByRole('button', { name: 'Save variants' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Weight of variant 1'), { target: { value: '3' } });
    fireEvent.blur(screen.getByLabelText('Weight of variant 1'));
    await waitFor(() => expect(screen.getByTestId('variant-share-A').textContent).toBe('50%'));
    fireEvent.click(screen.getByRole('button', { name: 'Save variants' }));
    await waitFor(() =>
      expect(saved).toEqual({
        variants: [
          { key: 'A', name: 'Current page', projectID: null, weight: 3 },
          { key: 'B', name: 'New hero', projectID: 7, weight: 3 },
        ],
      }),
    );
    expect(await screen.findByText('Variants saved.')).toBeTruthy();
  });

  it('says what to do without variants, and adds A then B', async () => {
    let saved: unknown;
    open(['ABTester'], { srv: server({ campaignID: ID, variants: [] }, (body) => (saved = body)) });
    expect(await screen.findByText(/No variants: every viewer sees the campaign page/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    expect((screen.getByLabelText('Key of variant 2') as HTMLInputElement).value).toBe('B');
    expect(screen.getByTestId('variant-share-B').textContent).toBe('50%');
    fireEvent.click(screen.getByRole('button', { name: 'Save variants' }));
    await waitFor(() =>
      expect(saved).toEqual({
        variants: [
          { key: 'A', name: '', projectID: null, weight: 1 },
          { key: 'B', name: '', projectID: null, weight: 1 },
        ],
      }),
    );
  });

  it('refuses to save a duplicate key or all weights 0, saying why', async () => {
    open(['ABTester']);
    const key = await screen.findByLabelText('Key of variant 2');
    fireEvent.change(key, { target: { value: 'A' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Key "A" is used twice; each variant needs its own key.',
    );
    expect(screen.getByRole('button', { name: 'Save variants' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(key, { target: { value: 'B' } });
    for (const n of [1, 2]) {
      fireEvent.change(screen.getByLabelText(`Weight of variant ${n}`), { target: { value: '0' } });
      fireEvent.blur(screen.getByLabelText(`Weight of variant ${n}`));
    }
    expect((await screen.findByRole('alert')).textContent).toBe(
      'At least one variant needs a weight above 0.',
    );
  });

  it('is read-only for a read-only ABTester', async () => {
    open(['ABTester'], { readonly: true });
    expect(await screen.findByText(/Read only: changing variants needs/)).toBeTruthy();
    expect(screen.getByLabelText('Weight of variant 1').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save variants' })).toBeNull();
  });

  it('is not open to a role without abTestGroup', async () => {
    const view = renderDashboard({
      path: `/page-variants/${ID}`,
      session: testSession({ roles: ['user'] }),
      server: server(),
    });
    expect(await screen.findByText('Not authorised')).toBeTruthy();
    expect(view.calls.some((c) => c.path.includes('page-variants'))).toBe(false);
  });

  it('shows what went wrong with a retry when the variants do not load', async () => {
    open(['developer'], {
      srv: fakeServer({
        [`GET /v1/admin/campaigns/${ID}`]: campaign,
        [`GET /v1/admin/campaigns/${ID}/page-variants`]: json(
          { errorCode: 'INTERNAL', errorMessage: 'down' },
          500,
        ),
        'GET /v1/admin/editor/projects': projects,
      }),
    });
    expect(await screen.findByRole('button', { name: /retry/i }, { timeout: 10_000 })).toBeTruthy();
  });

  it('is linked from the campaign screen for ABTesters only', async () => {
    const routes = {
      [`GET /v1/admin/campaigns/${ID}`]: campaign,
      [`GET /v1/admin/campaigns/${ID}/leaderboards`]: [],
      [`GET /v1/admin/campaigns/${ID}/last-edit`]: json(null),
    };
    const { unmount } = renderScreen(<CampaignDetail />, {
      route: '/eventory/:campaignId',
      path: `/eventory/${ID}`,
      session: testSession({ roles: ['ABTester'] }),
      server: fakeServer(routes),
    });
    expect(await screen.findByTestId('campaign-page-variants-link', {}, { timeout: 10_000 })).toBeTruthy();
    unmount();
    renderScreen(<CampaignDetail />, {
      route: '/eventory/:campaignId',
      path: `/eventory/${ID}`,
      session: testSession({ roles: ['user'] }),
      server: fakeServer(routes),
    });
    await screen.findByTestId('campaign-last-edit', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('campaign-page-variants-link')).toBeNull();
  });
});
