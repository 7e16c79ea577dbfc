import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, json, renderDashboard, testSession } from './testing.tsx';

describe('routes (admin spec §2)', () => {
  it('redirects /dashboard to /dashboard/workplace', async () => {
    renderDashboard({ path: '/dashboard', session: testSession() });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ops Lead' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Workplace - Event Dashboard'));
  });

  it('links the Workplace to the campaigns and the tester', async () => {
    renderDashboard({ path: '/dashboard/workplace', session: testSession() });
    expect((await screen.findByRole('link', { name: 'Campaigns' })).getAttribute('href')).toBe('/eventory');
    expect(screen.getByRole('link', { name: 'Tester' }).getAttribute('href')).toBe('/tester/send-gifts');
  });

  it('shows the not-found page for unknown paths', async () => {
    renderDashboard({ path: '/no/such/screen', session: testSession() });
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  it('blocks every route for an unauthenticated user with the sign-in page', async () => {
    renderDashboard({ path: '/cache-system' });
    expect(await screen.findByTestId('dev-sign-in-form')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByText('Cache')).toBeNull();
  });

  it('blocks a route the user has no permission for', async () => {
    renderDashboard({ path: '/job-system/list', session: testSession({ roles: ['ViewOnly'] }) });
    expect(await screen.findByText('Not authorised')).toBeTruthy();
    expect(screen.queryByText(/scheduled jobs/)).toBeNull();
  });

  it('keeps Admin Whitelist to super admins', async () => {
    renderDashboard({ path: '/admin-whitelist', session: testSession() });
    expect(await screen.findByText('Not authorised')).toBeTruthy();
  });

  it('signs in with the development form, posting the email and roles', async () => {
    const server = fakeServer({
      'POST /v1/admin/auth/dev': (call) =>
        json(testSession({ email: (call.body as { email: string }).email })),
    });
    const view = renderDashboard({ path: '/dashboard/workplace', server });
    const email = await screen.findByLabelText('Email');
    fireEvent.change(email, { target: { value: 'dev@eventory.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in (development)' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ops Lead' })).toBeTruthy();
    expect(view.calls.find((c) => c.path === '/v1/admin/auth/dev')?.body).toEqual({
      email: 'dev@eventory.test',
      roles: ['developer'],
    });
  });

  it('applies ?debugRole= outside production for a user holding debug', async () => {
    renderDashboard({ path: '/job-system/list?debugRole=ViewOnly', session: testSession() });
    expect(await screen.findByText('Not authorised')).toBeTruthy();
  });

  it('lays out right-to-left in Arabic', async () => {
    renderDashboard({ path: '/dashboard/workplace', session: testSession(), locale: 'ar' });
    await screen.findByRole('navigation');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });
});
