import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IssuedSession } from '@eventory/domain/sign-in-system';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';

const session = (overrides: Partial<IssuedSession> = {}): IssuedSession => ({
  id: '6b1f6c3e-8a55-4a39-9f0e-1b2c3d4e5f60',
  email: 'ben@eventory.test',
  kind: 'session',
  method: 'google',
  roles: ['user'],
  issueTime: 1_700_000_000,
  expireTime: 1_700_000_600,
  revokeTime: null,
  revokedBy: null,
  active: true,
  ...overrides,
});

describe('/sign-in-system (issue 15 §6)', () => {
  beforeAll(() => import('./SignInSystem.tsx'), 60_000);

  it('lists the active sessions and temporary tokens, and revokes one after confirming', async () => {
    let revoked = false;
    const view = renderDashboard({
      path: '/sign-in-system',
      session: testSession(),
      server: fakeServer({
        'GET /v1/admin/sign-in-system/sessions': () =>
          json({
            items: revoked
              ? [session({ active: false, revokedBy: 'ops.lead@eventory.test' })]
              : [
                  session(),
                  session({ id: '00000000-0000-4000-8000-000000000002', kind: 'temp', method: 'temp-token' }),
                ],
          }),
        [`POST /v1/admin/sign-in-system/sessions/${session().id}/revoke`]: () => {
          revoked = true;
          return json(session({ active: false }));
        },
      }),
    });
    expect(await screen.findByText('Temporary token')).toBeTruthy();
    expect(view.calls.find((c) => c.path.startsWith('/v1/admin/sign-in-system/sessions'))?.path).toContain(
      'active=true',
    );
    const row = screen.getByText('google').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findAllByRole('button', { name: 'Revoke' });
    fireEvent.click(confirm.at(-1)!);
    expect(await screen.findByText('Revoked by ops.lead@eventory.test')).toBeTruthy();
  });

  it('signs a user out everywhere', async () => {
    const view = renderDashboard({
      path: '/sign-in-system',
      session: testSession(),
      server: fakeServer({
        'GET /v1/admin/sign-in-system/sessions': { items: [session()] },
        'POST /v1/admin/sign-in-system/revoke-user': { items: [session(), session()] },
      }),
    });
    const row = (await screen.findByText('google')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Sign out everywhere' }));
    const confirm = await screen.findAllByRole('button', { name: 'Sign out everywhere' });
    fireEvent.click(confirm.at(-1)!);
    await waitFor(() =>
      expect(view.calls.find((c) => c.path.endsWith('revoke-user'))?.body).toEqual({
        email: 'ben@eventory.test',
      }),
    );
    expect(await screen.findByText('2 sessions of ben@eventory.test revoked.')).toBeTruthy();
  });

  it('says nobody is signed in, and asks for ended ones when shown', async () => {
    const view = renderDashboard({
      path: '/sign-in-system',
      session: testSession(),
      server: fakeServer({ 'GET /v1/admin/sign-in-system/sessions': { items: [] } }),
    });
    expect(await screen.findByText(/Nobody is signed in/)).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Show ended (expired or revoked) ones too' }));
    await waitFor(() => expect(view.calls.some((c) => c.path.includes('active=false'))).toBe(true));
  });

  it('is closed to roles without tempAuth', async () => {
    renderDashboard({ path: '/sign-in-system', session: testSession({ roles: ['ToolsControl'] }) });
    expect(await screen.findByText('Not authorised')).toBeTruthy();
  });
});
