import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, json, renderScreen, testSession } from '../app/testing.tsx';
import AdminWhitelist from './AdminWhitelist.tsx';

const entry = { email: 'viewer@eventory.test', roles: ['ViewOnly'], isSuperAdmin: false, readonly: true };

describe('Admin Whitelist (super admin only)', () => {
  it('lists entries and removes one with DELETE whitelist/{email}', async () => {
    const server = fakeServer({
      'GET /v1/admin/whitelist': { items: [entry] },
      'DELETE /v1/admin/whitelist/viewer%40eventory.test': new Response(null, { status: 204 }),
    });
    const view = renderScreen(<AdminWhitelist />, {
      route: '/admin-whitelist',
      path: '/admin-whitelist',
      session: testSession({ isSuperAdmin: true }),
      server,
    });
    const row = (await screen.findByText('viewer@eventory.test')).closest('tr') as HTMLElement;
    expect(within(row).getByText('ViewOnly')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Remove viewer@eventory.test' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(view.calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('adds an entry with PUT whitelist/{email}', async () => {
    const server = fakeServer({
      'GET /v1/admin/whitelist': { items: [] },
      'PUT /v1/admin/whitelist/new%40eventory.test': json({ ...entry, email: 'new@eventory.test' }),
    });
    const view = renderScreen(<AdminWhitelist />, {
      route: '/admin-whitelist',
      path: '/admin-whitelist',
      session: testSession({ isSuperAdmin: true }),
      server,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add entry' }));
    const form = await screen.findByTestId('whitelist-form');
    const save = screen.getByRole('button', { name: 'Save' });
    // Admin spec §5 (issue 30 §3.5): Save is enabled only after an edit.
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'New@eventory.test' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() =>
      expect(view.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        roles: ['ViewOnly'],
        isSuperAdmin: false,
        readonly: false,
      }),
    );
  });
});
