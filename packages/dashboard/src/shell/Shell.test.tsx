import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderDashboard, testSession } from '../app/testing.tsx';

/** The sidebar as text: group titles and entries in order, "—" for the divider. */
async function sidebar(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  await within(nav).findByText('Workplace');
  return Array.from(nav.querySelectorAll('[role="menuitem"], [role="separator"]')).map((el) =>
    el.getAttribute('role') === 'separator'
      ? '—'
      : (el.querySelector('.ant-menu-title-content')?.textContent ?? ''),
  );
}

describe('sidebar (admin spec §2 Shell)', () => {
  it("shows a super-admin developer exactly the spec's entries (and issue 15's and 17's tools) outside production", async () => {
    renderDashboard({ path: '/dashboard/workplace', session: testSession({ isSuperAdmin: true }) });
    expect(await sidebar()).toEqual([
      'Dashboard',
      'Workplace',
      'Permanent Leaderboards',
      'Job',
      'List',
      'Executions',
      'Setting',
      'Cache',
      'Function',
      'Storage',
      'Temp Auth',
      'Sign-in System',
      'Admin Whitelist',
      'Gift Bucket',
      'Alpha Features',
      '—',
      'Tester',
      'Send Gifts',
      'Gift Box',
      'Mock Data',
      'Watched JSON Files',
      'Simulator',
      'Gift Bucket Tester',
      'Tools',
      'Shadow',
      'Change Log',
      'Job',
      'Cache',
      'Function',
      'Event',
    ]);
  });

  it('hides Tester and Shadow in production', async () => {
    renderDashboard({ path: '/dashboard/workplace', session: testSession(), environment: 'production' });
    const entries = await sidebar();
    expect(entries).not.toContain('Tester');
    expect(entries).not.toContain('Send Gifts');
    expect(entries).not.toContain('Shadow');
    expect(entries).toContain('Change Log');
  });

  it('hides Admin Whitelist from a developer who is not super admin', async () => {
    renderDashboard({ path: '/dashboard/workplace', session: testSession() });
    expect(await sidebar()).not.toContain('Admin Whitelist');
  });
});

describe('top bar (admin spec §2 Shell)', () => {
  it('shows the production warning, the role label, the email and SignOut', async () => {
    renderDashboard({
      path: '/dashboard/workplace',
      session: testSession({ isSuperAdmin: true }),
      environment: 'production',
    });
    expect(await screen.findByText(/You are working on PRODUCTION/)).toBeTruthy();
    expect(screen.getByText('Super Admin')).toBeTruthy();
    expect(screen.getByText('ops.lead@eventory.test')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('labels a ViewOnly user Readonly and shows no production warning elsewhere', async () => {
    renderDashboard({ path: '/dashboard/workplace', session: testSession({ roles: ['ViewOnly'] }) });
    expect(await screen.findByText('Readonly')).toBeTruthy();
    expect(screen.queryByText(/You are working on PRODUCTION/)).toBeNull();
  });

  it('sets the page title to "{section} - Event Dashboard"', async () => {
    renderDashboard({ path: '/dashboard/workplace', session: testSession() });
    await waitFor(() => expect(document.title).toBe('Workplace - Event Dashboard'));
  });

  it('signs out: the stored user is cleared and the sign-in page blocks the screen', async () => {
    renderDashboard({ path: '/dashboard/workplace', session: testSession() });
    (await screen.findByRole('button', { name: 'Sign Out' })).click();
    expect(await screen.findByTestId('dev-sign-in-form')).toBeTruthy();
    expect(window.localStorage.getItem('eventory.adminSession')).toBeNull();
  });
});
