import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderDashboard, testSession } from '../app/testing.tsx';

const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('shadow view (/shadow-eventory)', () => {
  it('says the dashboard is the main deployment and what to give when no preview is chosen', async () => {
    renderDashboard({ path: '/shadow-eventory', session: testSession() });
    expect(
      await screen.findByRole('heading', { name: 'Shadow: the campaign admin of a preview' }),
    ).toBeTruthy();
    expect(screen.getByText(/This dashboard is the main deployment/)).toBeTruthy();
    expect(screen.getByText('No preview chosen yet: give its id above.')).toBeTruthy();
    expect(screen.queryByTestId('shadow-preview-links')).toBeNull();
  });

  it("opens a preview's campaign screens under its shadow prefix, kept in the URL, in a new tab", async () => {
    renderDashboard({ path: '/shadow-eventory', session: testSession(), showLocation: true });
    fireEvent.change(await screen.findByLabelText('Preview id (PREVIEW_ID)'), {
      target: { value: ' pr-123 ' },
    });
    fireEvent.change(screen.getByLabelText('Campaign id (optional)'), { target: { value: '10001' } });
    fireEvent.click(screen.getByRole('button', { name: /Show the preview/ }));
    const links = await screen.findByTestId('shadow-preview-links');
    expect(hrefs(links)).toEqual([
      '/shadow/pr-123/event-dashboard/eventory',
      '/shadow/pr-123/event-dashboard/eventory/10001',
      '/shadow/pr-123/event-dashboard/diagram?campaignId=10001',
      '/shadow/pr-123/event-dashboard/eventory-client?campaignId=10001',
    ]);
    expect(
      within(links).getByRole('link', { name: 'Diagram of campaign 10001' }).getAttribute('target'),
    ).toBe('_blank');
    expect(screen.getByTestId('location').textContent).toBe(
      '/shadow-eventory?preview=pr-123&campaignId=10001',
    );
  });

  it('refuses a preview id the server would not take, saying what one looks like', async () => {
    renderDashboard({ path: '/shadow-eventory?preview=..%2Fadmin', session: testSession() });
    expect(
      await screen.findByText('A preview id is letters, digits, ".", "_" or "-", e.g. pr-123.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('shadow-preview-links')).toBeNull();
  });

  it('inside a preview, names it and links to the same screens of the main deployment', async () => {
    renderDashboard({
      path: '/shadow-eventory?campaignId=10001',
      session: testSession(),
      config: { shadowPrefix: '/shadow/pr-7' },
    });
    expect(await screen.findByText(/This dashboard runs in preview pr-7/)).toBeTruthy();
    expect(hrefs(screen.getByTestId('shadow-main-links'))).toEqual([
      '/event-dashboard/eventory',
      '/event-dashboard/eventory/10001',
      '/event-dashboard/diagram?campaignId=10001',
      '/event-dashboard/eventory-client?campaignId=10001',
    ]);
  });

  it('is closed to roles without the debug permission', async () => {
    renderDashboard({ path: '/shadow-eventory', session: testSession({ roles: ['user'] }) });
    expect(await screen.findByText('Not authorised')).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    renderDashboard({ path: '/shadow-eventory', session: testSession(), locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'الظل: إدارة حملات نسخة المعاينة' })).toBeTruthy();
  });
});
