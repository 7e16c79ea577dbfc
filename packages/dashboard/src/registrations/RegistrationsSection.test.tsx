import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Registration } from '@eventory/domain/registrations';
import { fakeServer, json, renderDashboard, testSession, type FetchCall } from '../app/testing.tsx';
import { leaderboard } from '../campaigns/test-fixtures.ts';
import { CAMPAIGN_ROUTES as base, makeQuestionnaire, writes } from '../campaign-content/test-fixtures.ts';

const form = makeQuestionnaire({
  ID: 3,
  containerID: 70,
  groupName: 'main',
  questions: [
    {
      ID: 8,
      questionnaireID: 3,
      position: 0,
      type: 'SingleSelect',
      title: { en_US: 'Group' },
      options: [{ en_US: 'Solo' }, { en_US: 'Duo' }],
      required: true,
    },
    {
      ID: 9,
      questionnaireID: 3,
      position: 1,
      type: 'MultipleSelect',
      title: { en_US: 'Songs' },
      options: [{ en_US: 'A' }, { en_US: 'B' }, { en_US: 'C' }],
      required: true,
    },
  ],
});

const registration = (overrides: Partial<Registration> = {}): Registration => ({
  ID: 5,
  containerID: 70,
  userID: 'viewer-ben',
  status: 'processing',
  values: { q8: '2', q9: ['1', '3'] },
  createTime: 1_760_000_000,
  updateTime: 1_760_000_000,
  reviewedBy: '',
  reviewTime: 0,
  ...overrides,
});

describe('registrations screen (issue 13 §3)', () => {
  beforeAll(
    () =>
      Promise.all([
        import('../campaigns/CampaignAdmin.tsx'),
        import('../campaign-content/CampaignContent.tsx'),
      ]),
    60_000,
  );

  const renderScreen = (routes: Record<string, unknown> = {}, session = testSession()) =>
    renderDashboard({
      path: '/eventory/10001/registrations',
      session,
      server: fakeServer({
        ...base,
        'GET /v1/admin/campaigns/10001/questionnaires': [makeQuestionnaire({ ID: 2 }), form],
        'GET /v1/admin/campaigns/10001/missions': [],
        'GET /v1/admin/containers/70/registrations': {
          items: [
            registration(),
            registration({ ID: 6, userID: 'viewer-amy', status: 'verified', reviewedBy: 'ops@x' }),
          ],
          total: 2,
        },
        ...routes,
      }),
    });

  it("lists the registrations of the attached form's container with the answers in words", async () => {
    const view = renderScreen();
    expect(await screen.findByRole('tab', { name: 'Registrations', selected: true })).toBeTruthy();
    const list = await screen.findByTestId('registration-list');
    const row = (await within(list).findByText('viewer-ben')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Processing')).toBeTruthy();
    expect(row.textContent).toContain('Group: Duo');
    expect(row.textContent).toContain('Songs: A, C');
    const amy = within(list).getByText('viewer-amy').closest('tr') as HTMLElement;
    expect(within(amy).getByText('Verified')).toBeTruthy();
    expect(view.calls.some((c) => c.path.startsWith('/v1/admin/containers/70/registrations?'))).toBe(true);
  });

  it('filters by status through the query', async () => {
    const view = renderScreen();
    await screen.findByTestId('registration-list');
    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('Rejected'));
    await waitFor(() =>
      expect(
        view.calls.some((c) => c.path.includes('/registrations?') && c.path.includes('status=rejected')),
      ).toBe(true),
    );
  });

  it('verifies a processing registration after asking; a verified one cannot be verified again', async () => {
    const view = renderScreen({
      'POST /v1/admin/registrations/5/verify': () =>
        json(registration({ status: 'verified', reviewedBy: 'ops.lead@eventory.test' })),
    });
    const list = await screen.findByTestId('registration-list');
    const amy = (await within(list).findByText('viewer-amy')).closest('tr') as HTMLElement;
    expect(within(amy).getByRole('button', { name: 'Verify' }).hasAttribute('disabled')).toBe(true);
    expect(within(amy).getByRole('button', { name: 'Reject' }).hasAttribute('disabled')).toBe(false);
    const ben = within(list).getByText('viewer-ben').closest('tr') as HTMLElement;
    fireEvent.click(within(ben).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText("Verify viewer-ben's registration?")).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Registration 5 verified.')).toBeTruthy();
    expect(writes(view.calls, '/v1/admin/registrations').map((c) => [c.method, c.path])).toEqual([
      ['POST', '/v1/admin/registrations/5/verify'],
    ]);
  });

  it('lets a read-only user look but not review', async () => {
    renderScreen({}, testSession({ roles: ['ViewOnly'] }));
    const list = await screen.findByTestId('registration-list');
    const ben = (await within(list).findByText('viewer-ben')).closest('tr') as HTMLElement;
    expect(within(ben).getByRole('button', { name: 'Verify' }).hasAttribute('disabled')).toBe(true);
    expect(within(ben).getByRole('button', { name: 'Reject' }).hasAttribute('disabled')).toBe(true);
  });

  it('says what to do when no questionnaire is attached to a container', async () => {
    renderScreen({ 'GET /v1/admin/campaigns/10001/questionnaires': [makeQuestionnaire({ ID: 2 })] });
    expect(await screen.findByText(/No questionnaire is attached to a container yet/)).toBeTruthy();
  });

  it('says the list could not load, with a retry', async () => {
    renderScreen({
      'GET /v1/admin/containers/70/registrations': json({ errorCode: 'DOWN', errorMessage: 'down' }, 503),
    });
    expect(await screen.findByText('Could not load the data.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('attaches a questionnaire to a leaderboard container as its registration form', async () => {
    const view = renderScreen({
      [`POST /v1/admin/containers/${leaderboard.containerID}/questionnaire`]: (call: FetchCall) =>
        json(makeQuestionnaire({ ID: 2, containerID: leaderboard.containerID, ...(call.body as object) })),
    });
    const attach = await screen.findByTestId('attach-registration-form');
    const button = within(attach).getByRole('button', { name: 'Attach' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseDown(within(attach).getByLabelText('Questionnaire'));
    fireEvent.click(await screen.findByTitle('Questionnaire 2 (main)'));
    fireEvent.mouseDown(within(attach).getByLabelText('Container'));
    fireEvent.click(
      await screen.findByTitle(`Leaderboard ${leaderboard.groupName} · container ${leaderboard.containerID}`),
    );
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(
      await screen.findByText(
        `Questionnaire 2 is now the registration form of container ${leaderboard.containerID}.`,
      ),
    ).toBeTruthy();
    expect(writes(view.calls, '/v1/admin/containers').map((c) => [c.path, c.body])).toEqual([
      [`/v1/admin/containers/${leaderboard.containerID}/questionnaire`, { questionnaireID: 2 }],
    ]);
  });
});
