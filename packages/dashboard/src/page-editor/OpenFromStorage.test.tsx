import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';
import { campaign, editorRoutes } from './test-fixtures.ts';

const listRoutes = (put: Response) => ({
  ...editorRoutes(),
  'GET /v1/admin/campaigns': { events: [campaign()], totalCount: 1 },
  'PUT /v1/admin/editor/project/summer-cup': put,
});

const openDialog = async (put: Response) => {
  const view = renderDashboard({
    path: '/template',
    session: testSession(),
    server: fakeServer(listRoutes(put)),
  });
  const table = await screen.findByTestId('project-list');
  fireEvent.click(
    await within(table).findByRole('button', { name: 'Load the page of Summer Cup from storage' }),
  );
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Storage folder'), {
    target: { value: 'templates/summer-kit/' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Load and publish' }));
  return { view, dialog };
};

describe('open a project from storage (decision 0073)', () => {
  beforeAll(() => import('./PageEditorScreen.tsx'), 60_000);

  it('saves the page from the folder, then opens it in the editor', async () => {
    const { view } = await openDialog(json({ updateTime: 1_767_400_000 }));
    await screen.findByTestId('page-editor');
    const put = view.calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/v1/admin/editor/project/summer-cup');
    expect(put?.body).toEqual({ fromStorage: 'templates/summer-kit/' });
    expect(
      view.calls.some((c) => c.path === '/v1/admin/editor/project/summer-cup' && c.method === 'GET'),
    ).toBe(true);
  });

  it('shows the refusal naming the missing file and stays open', async () => {
    const { dialog } = await openDialog(
      json(
        {
          errorCode: 'TEMPLATE_FILE_MISSING',
          errorMessage: 'templates/summer-kit/translations.json is missing',
          field: 'fromStorage',
        },
        400,
      ),
    );
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Not loaded: templates/summer-kit/translations.json is missing');
    expect(screen.queryByTestId('page-editor')).toBeNull();
    expect(within(dialog).getByLabelText('Storage folder')).toBeTruthy();
  });
});
