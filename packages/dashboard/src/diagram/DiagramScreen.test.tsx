import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildCampaignDiagram } from '@eventory/domain/campaign-diagram';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';

const diagram = buildCampaignDiagram({
  campaign: { ID: 10001, codeName: 'summer-cup', name: 'Summer Cup' },
  leaderboards: [{ ID: 1, groupName: 'daily', containerID: 11 }],
  containers: [
    { ID: 11, type: 'Leaderboard', refContainerType: 'Leaderboard', groupName: 'daily', outside: false },
    { ID: 12, type: 'Leaderboard', refContainerType: 'Leaderboard', groupName: 'total', outside: false },
    { ID: 99, type: 'Leaderboard', refContainerType: 'Leaderboard', groupName: 'elsewhere', outside: true },
  ],
  evaluators: [
    {
      ID: 21,
      targetContainerID: 11,
      eventType: 1,
      resultKey: 'ReceiverID',
      judges: [{ setting: { containerID: 99 } }],
    },
  ],
  aggregators: [{ ID: 31, srcContainerID: 11, targetContainerID: 12, kind: 'sum' }],
  missions: [{ ID: 41, groupName: 'gift 3', missionContainerID: null, leaderboardID: 1 }],
  votes: [{ ID: 51, topic: 'best singer', containerID: null, nomineeContainerID: 12 }],
});
const empty = { ...diagram, nodes: [], links: [] };

// React Flow keeps nodes visibility:hidden until it measures them, which jsdom never does.
const HIDDEN = { hidden: true };

describe('campaign diagram (/diagram)', () => {
  it('draws every node as a link to its admin screen; Enter on a focused node opens it', async () => {
    const server = fakeServer({ 'GET /v1/admin/campaigns/10001/diagram': diagram });
    renderDashboard({
      path: '/diagram?campaignId=10001',
      session: testSession(),
      server,
      showLocation: true,
    });
    expect(await screen.findByRole('heading', { name: 'Diagram of summer-cup' })).toBeTruthy();
    const links = await screen.findAllByRole('link', { ...HIDDEN, name: /Opens its admin screen/ });
    expect(links).toHaveLength(diagram.nodes.length);
    const hrefOf = (name: RegExp) => screen.getByRole('link', { ...HIDDEN, name }).getAttribute('href');
    expect(hrefOf(/^Leaderboard 1: daily/)).toBe('/eventory/10001');
    expect(hrefOf(/^Container 12: Leaderboard · total/)).toBe('/eventory/10001/containers/12');
    expect(hrefOf(/^Evaluator 21: 1 → ReceiverID/)).toBe('/eventory/10001/containers/11');
    expect(hrefOf(/^Aggregator 31: sum/)).toBe('/eventory/10001/containers/12');
    expect(hrefOf(/^Mission 41: gift 3/)).toBe('/eventory/10001/missions');
    expect(hrefOf(/^Vote 51: best singer/)).toBe('/eventory/10001/votes');
    expect(screen.getByTestId('diagram-node-container-99').textContent).toContain('other campaign');
    // Nodes are links: reachable with Tab, and Enter follows them (a click is what Enter fires on a link).
    const mission = screen.getByTestId('diagram-node-mission-41');
    expect(mission.tagName).toBe('A');
    mission.focus();
    expect(document.activeElement).toBe(mission);
    fireEvent.click(mission);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/eventory/10001/missions'));
  });

  it('shows the legend and links back to the campaign', async () => {
    const server = fakeServer({ 'GET /v1/admin/campaigns/10001/diagram': diagram });
    renderDashboard({ path: '/diagram?campaignId=10001', session: testSession(), server });
    const legend = await screen.findByRole('region', { name: 'Legend' });
    expect(within(legend).getByText('Aggregator')).toBeTruthy();
    expect(within(legend).getByText(/Enter opens/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the campaign' }).getAttribute('href')).toBe(
      '/eventory/10001',
    );
  });

  it('says what to add when the campaign has nothing to draw', async () => {
    const server = fakeServer({ 'GET /v1/admin/campaigns/10001/diagram': empty });
    renderDashboard({ path: '/diagram?campaignId=10001', session: testSession(), server });
    expect(await screen.findByText(/has no leaderboards, containers, missions or votes yet/)).toBeTruthy();
  });

  it('shows loading, then what went wrong with a retry that loads again', async () => {
    let fail = true;
    const server = fakeServer({
      'GET /v1/admin/campaigns/10001/diagram': () =>
        fail ? json({ errorCode: 'INTERNAL', errorMessage: 'database is down' }, 503) : json(diagram),
    });
    renderDashboard({ path: '/diagram?campaignId=10001', session: testSession(), server });
    expect(await screen.findByText('Drawing the diagram…')).toBeTruthy();
    expect(
      await screen.findByText(/The diagram could not be loaded: /, {}, { timeout: 15_000 }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Diagram of summer-cup' })).toBeTruthy();
  });

  it('says an unknown campaign was not found', async () => {
    const server = fakeServer({
      'GET /v1/admin/campaigns/404/diagram': json(
        { errorCode: 'NOT_FOUND', errorMessage: 'Campaign 404 was not found.' },
        404,
      ),
    });
    renderDashboard({ path: '/diagram?campaignId=404', session: testSession(), server });
    expect(await screen.findByText(/Campaign 404 was not found. Check the id/)).toBeTruthy();
  });

  it('asks for a campaign when none is given, then opens its diagram', async () => {
    const server = fakeServer({ 'GET /v1/admin/campaigns/10001/diagram': diagram });
    renderDashboard({ path: '/diagram', session: testSession(), server, showLocation: true });
    const input = await screen.findByLabelText('Campaign id');
    fireEvent.change(input, { target: { value: '10001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the diagram' }));
    expect(await screen.findByRole('heading', { name: 'Diagram of summer-cup' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/diagram?campaignId=10001');
  });

  it('warns when the dashboard runs against production, without sidebar or top bar', async () => {
    const server = fakeServer({ 'GET /v1/admin/campaigns/10001/diagram': diagram });
    renderDashboard({
      path: '/diagram?campaignId=10001',
      session: testSession(),
      server,
      environment: 'production',
    });
    expect(await screen.findByRole('heading', { name: 'Diagram of summer-cup' })).toBeTruthy();
    expect(screen.getByText('You are working on PRODUCTION: changes affect live campaigns.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  it('is closed to roles without the diagram permission', async () => {
    renderDashboard({ path: '/diagram?campaignId=10001', session: testSession({ roles: ['user'] }) });
    expect(await screen.findByText('Not authorised')).toBeTruthy();
  });

  it('speaks Arabic right to left, the graph itself kept left to right', async () => {
    const server = fakeServer({ 'GET /v1/admin/campaigns/10001/diagram': diagram });
    renderDashboard({ path: '/diagram?campaignId=10001', session: testSession(), server, locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'مخطط summer-cup' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'الحملة في صورة مخطط' }).getAttribute('dir')).toBe('ltr');
  });
});
