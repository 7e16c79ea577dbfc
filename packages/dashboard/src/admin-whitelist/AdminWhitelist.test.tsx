import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';

const entry = { email: 'viewer@eventory.test', roles: ['ViewOnly'], isSuperAdmin: false, readonly: true };

describe('Admin Whitelist (super admin only)', () => {
  it('lists entries and removes one with DELETE whitelist/{email}', async () => {
    const server = fakeServer({
      'GET /v1/admin/whitelist': { items: [entry] },
      'DELETE /v1/admin/whitelist/viewer%40eventory.test': new Response(null, { status: 204 }),
    });
    const view = renderDashboard({
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
    const view = renderDashboard({
      path: '/admin-whitelist',
      session: testSession({ isSuperAdmin: true }),
      server,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add entry' }));
    const form = await screen.findByTestId('whitelist-form');
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'New@eventory.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        roles: ['ViewOnly'],
        isSuperAdmin: false,
        readonly: false,
      }),
    );
  });
});
