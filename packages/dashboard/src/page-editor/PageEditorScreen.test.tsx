import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';
import { formatUnixSeconds } from '../forms/time.ts';
import { blueprint, campaign, editorRoutes, template, withoutProject } from './test-fixtures.ts';

describe('/template: the page editor screen', () => {
  beforeAll(() => import('./PageEditorScreen.tsx'), 60_000);

  it('lists the campaign pages 10 a page, without sidebar or top bar, each opening in the editor', async () => {
    const view = renderDashboard({
      path: '/template',
      session: testSession(),
      server: fakeServer({
        'GET /v1/admin/campaigns': {
          events: [campaign(), campaign({ ID: 8, codeName: 'winter', name: 'Winter' })],
          totalCount: 25,
        },
      }),
    });
    const table = await screen.findByTestId('project-list');
    await within(table).findByText('summer-cup');
    expect(view.calls.find((c) => c.path.startsWith('/v1/admin/campaigns'))?.path).toBe(
      '/v1/admin/campaigns?limit=10&offset=0',
    );
    expect(screen.queryByRole('button', { name: /SignOut/i })).toBeNull();
    expect(within(table).getByRole('link', { name: 'Open the page of Winter' }).getAttribute('href')).toBe(
      '/template?project=8',
    );
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(view.calls.at(-1)?.path).toBe('/v1/admin/campaigns?limit=10&offset=20'));
  });

  it('says what to do when no page matches, and offers a retry when the list fails', async () => {
    let calls = 0;
    renderDashboard({
      path: '/template',
      session: testSession(),
      server: fakeServer({
        'GET /v1/admin/campaigns': () =>
          ++calls === 1
            ? json({ errorCode: 'INTERNAL', errorMessage: 'down' }, 500)
            : json({ events: [], totalCount: 0 }),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/tick "Show ended", or create a campaign first/)).toBeTruthy();
  });

  it('opens a project: outline, canvas in editor mode, properties and preview', async () => {
    renderDashboard({
      path: '/template?project=7',
      session: testSession(),
      server: fakeServer(editorRoutes()),
    });
    await screen.findByTestId('page-editor');
    const outline = screen.getByRole('tree', { name: 'Page outline' });
    expect(
      within(outline)
        .getAllByRole('treeitem')
        .map((item) => item.querySelector('[data-outline-type]')?.textContent),
    ).toEqual(['Page', 'Title', 'Text']);
    const canvas = screen.getByTestId('editor-canvas');
    expect(await within(canvas).findByText('Welcome to the cup')).toBeTruthy();
    expect(screen.getByTestId('properties-panel').textContent).toContain('Page');
    expect(screen.getByTestId('save-state').textContent).toBe(
      `Published ${formatUnixSeconds(1_767_300_000)}`,
    );
  });

  it('warns when the dashboard runs against production, in the list and in the open editor', async () => {
    const warning = 'You are working on PRODUCTION: changes affect live campaigns.';
    const list = renderDashboard({
      path: '/template',
      session: testSession(),
      server: fakeServer({ 'GET /v1/admin/campaigns': { events: [campaign()], totalCount: 1 } }),
      environment: 'production',
    });
    await within(await screen.findByTestId('project-list')).findByText('summer-cup');
    expect(screen.getByText(warning)).toBeTruthy();
    list.unmount();

    renderDashboard({
      path: '/template?project=7',
      session: testSession(),
      server: fakeServer(editorRoutes()),
      environment: 'production',
    });
    const editor = await screen.findByTestId('page-editor');
    expect(screen.getByText(warning)).toBeTruthy();
    expect(editor.closest('main')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  it("opens a campaign's older page template when it has no project yet", async () => {
    const older = blueprint();
    older.children = [{ type: 'Title', id: 'title', props: { text: 'From the older template' } }];
    renderDashboard({
      path: '/template?project=7',
      session: testSession(),
      server: fakeServer(editorRoutes(withoutProject(template(older)))),
    });
    const canvas = await screen.findByTestId('editor-canvas');
    expect(await within(canvas).findByText('From the older template')).toBeTruthy();
  });

  it('starts from the campaign title when the campaign has no page yet', async () => {
    renderDashboard({
      path: '/template?project=7',
      session: testSession(),
      server: fakeServer(editorRoutes(withoutProject())),
    });
    const canvas = await screen.findByTestId('editor-canvas');
    expect(await within(canvas).findByText('Summer Cup')).toBeTruthy();
    expect(screen.getByText('Not published yet (viewers see the generated page)')).toBeTruthy();
  });

  it('shows the error with a retry when the project does not load', async () => {
    let calls = 0;
    renderDashboard({
      path: '/template?project=7',
      session: testSession(),
      server: fakeServer(
        editorRoutes({
          'GET /v1/admin/campaigns/7': () =>
            ++calls === 1 ? json({ errorCode: 'INTERNAL', errorMessage: 'down' }, 500) : json(campaign()),
        }),
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('page-editor')).toBeTruthy();
  });
});
