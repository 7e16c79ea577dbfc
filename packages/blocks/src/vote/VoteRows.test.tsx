import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { LeaderboardPage } from '@eventory/domain/leaderboard-read';
import type { VoteInfo, VoteStatus } from '@eventory/domain/votes';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';
import { createTracker, type Tracker } from '../tracking/tracker.ts';
import { createSafeStorage } from '../visitor/safe-storage.ts';
import { createVisitorSession, type VisitorSession } from '../visitor/visitor-session.ts';
import type { TrackingEvent } from '@eventory/domain/tracking';

const ANN = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
const BEA = '6fa459ea-ee8a-3ca4-894e-db77e160355e';

const row = (rank: number, userID: string, openID: string, score: number) => ({
  rank,
  score,
  userInfo: { userID, displayName: openID, region: 'TW', openID, picture: '' },
  onliveInfo: { streamID: 0, liveStreamID: 0 },
  meta: {},
});
const boardPage: LeaderboardPage = { data: [row(1, ANN, 'ann17', 3), row(2, BEA, 'bea', 1)], nextCursor: '' };
const voteInfo = (isPercentage: boolean): VoteInfo => ({
  voteID: 5,
  topic: 'Best newcomer',
  nominees: [
    {
      userID: ANN,
      totalVotes: 3,
      percentage: 0.75,
      displayName: 'ann17',
      openID: 'ann17',
      picture: '',
      region: 'TW',
    },
    {
      userID: BEA,
      totalVotes: 1,
      percentage: 0.25,
      displayName: 'bea',
      openID: 'bea',
      picture: '',
      region: 'TW',
    },
  ],
  startTime: 0,
  endTime: 2_000_000_000,
  meta: { isPercentage },
  dailyQuota: 1,
  votesPerNominee: 1,
  totalVotes: 4,
});

interface Server {
  statuses: Record<string, VoteStatus['status']>;
  cast?: { status: number; body: unknown };
  isPercentage?: boolean;
}

/** The server as the vote rows see it; records every request. */
function serve(server: Server) {
  const calls: { method: string; url: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({
      method: init.method ?? 'GET',
      url,
      body,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });
    if (url.startsWith('/leaderboards/eventory')) return json(boardPage);
    if (url === '/votingEvent/5') return json({ voteInfo: [voteInfo(server.isPercentage ?? false)] });
    if (url === '/event/vote/5/users/status/query') {
      const { targetUserIDs } = body as { targetUserIDs: string[] };
      return json({
        data: {
          results: targetUserIDs.map((id) => ({
            senderID: 'viewer',
            receiverID: id,
            status: server.statuses[id] ?? 6,
          })),
        },
      });
    }
    if (url === '/event/vote/5' && server.cast) return json(server.cast.body, server.cast.status);
    return json({ errorCode: 'NOT_FOUND', errorMessage: 'nothing here' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
function signedIn(): VisitorSession {
  const session = createVisitorSession(createSafeStorage(() => undefined));
  const exp = Math.floor(Date.now() / 1000) + 3600;
  session.signIn({
    userID: 'viewer',
    email: 'ben@demo.eventory.app',
    jwtAccessToken: `${b64url({ alg: 'HS256' })}.${b64url({ sub: 'viewer', exp })}.sig`,
    accessToken: 'a',
    exp,
  });
  return session;
}

const voteBoard = (
  rowProps: Record<string, unknown> = {},
  boardProps: Record<string, unknown> = {},
): BlueprintNode => ({
  type: 'Page',
  children: [
    {
      type: 'Leaderboard',
      props: { containerID: 9, autoRefresh: false, personalRank: false, ...boardProps },
      children: [
        { type: 'LeaderboardRow', props: { dropdown: 'vote', voteID: 5, unit: '{0}', ...rowProps } },
      ],
    },
  ],
});

const show = (node: BlueprintNode, mode: 'editor' | 'runtime', session?: VisitorSession, tracker?: Tracker) =>
  render(
    <Renderer
      node={node}
      mode={mode}
      registry={catalogue}
      locale="en_US"
      session={session}
      tracker={tracker}
    />,
  );

/** A tracker that keeps what the page would send. */
function recordingTracker() {
  const sent: TrackingEvent[] = [];
  const tracker = createTracker({
    sink: { send: (event) => sent.push(event), flush: () => {} },
    actor: () => 'ben@demo.eventory.app',
    page: () => 'cup',
  });
  return { sent, tracker };
}

const isEnabled = (element: HTMLElement) => !(element as HTMLButtonElement).disabled;

const rowOf = async (openID: string) => {
  const cell = await screen.findByText(openID);
  return cell.closest('[data-user-id]') as HTMLElement;
};

beforeAll(() => import('../leaderboard/LeaderboardFamily.ts'), 30_000);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('vote rows, runtime', () => {
  it("shows each nominee's status: Vote for 1, Voted for 2; scores are the total votes", async () => {
    serve({ statuses: { [ANN]: 1, [BEA]: 2 } });
    show(voteBoard(), 'runtime', signedIn());
    const ann = await rowOf('ann17');
    const bea = await rowOf('bea');
    await waitFor(() => expect(isEnabled(within(ann).getByRole('button', { name: /^Vote ·/ }))).toBe(true));
    expect(isEnabled(within(bea).getByRole('button', { name: /^Voted ·/ }))).toBe(true);
    // Status 2 is open: the row can expand to say why no vote is left.
    fireEvent.click(within(bea).getByRole('button', { name: 'open' }));
    expect(await screen.findByText(/No vote left for bea today/)).toBeTruthy();
    expect(within(ann).queryByRole('button', { name: 'open' })).toBeNull();
    expect(within(ann).getByText('3')).toBeTruthy();
  });

  // Issue 30 §1.3: one status poller per board; each attempt goes out once, also when the rows move while
  // their statuses are being retried (the board refreshes and a vote changes the order).
  it('asks for the statuses once per attempt while they fail, as the rows change places', async () => {
    const calls = serve({ statuses: {} });
    const base = globalThis.fetch;
    let reads = 0;
    vi.stubGlobal('WebSocket', undefined);
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (url === '/event/vote/5/users/status/query') {
        calls.push({ method: 'POST', url, body: undefined, headers: {} });
        return Promise.resolve(new Response('{}', { status: 503 }));
      }
      if (url.startsWith('/leaderboards/eventory') && (reads += 1) > 1)
        return Promise.resolve(
          new Response(
            JSON.stringify({ data: [row(1, BEA, 'bea', 4), row(2, ANN, 'ann17', 3)], nextCursor: '' }),
          ),
        );
      return base(url, init);
    });
    show(voteBoard({}, { autoRefresh: true }), 'runtime', signedIn());
    await rowOf('bea');
    const queries = () => calls.filter((call) => call.url === '/event/vote/5/users/status/query').length;
    await waitFor(() => expect(queries()).toBeGreaterThan(0));
    const firstAt = Date.now();
    // Bea moves to the top on the 1 s refresh, while the first retry (at 1000 ms) is due.
    await waitFor(() => expect(screen.getAllByText(/^(bea|ann17)$/)[0]?.textContent).toBe('bea'), {
      timeout: 2000,
    });
    await new Promise((resolve) => setTimeout(resolve, firstAt + 2500 - Date.now()));
    // 2.5 s in: the first attempt and the retry after 1000 ms, each sent once (the next is due at 3000 ms).
    expect(queries()).toBe(2);
  });

  it('shows floor(100·percentage) for a percentage vote', async () => {
    serve({ statuses: { [ANN]: 1, [BEA]: 1 }, isPercentage: true });
    show(voteBoard({ unit: '{0}%' }), 'runtime', signedIn());
    const ann = await rowOf('ann17');
    await waitFor(() => expect(within(ann).getByText('75%')).toBeTruthy());
    expect(within(await rowOf('bea')).getByText('25%')).toBeTruthy();
  });

  it('casts the vote with the tokens and an idempotency key, then shows the success modal', async () => {
    const calls = serve({
      statuses: { [ANN]: 1, [BEA]: 1 },
      cast: {
        status: 200,
        body: {
          voteID: 5,
          senderID: 'viewer',
          receiverID: ANN,
          counted: true,
          votesLeftToday: 0,
          totalVotes: 4,
        },
      },
    });
    const { sent, tracker } = recordingTracker();
    show(voteBoard(), 'runtime', signedIn(), tracker);
    const ann = await rowOf('ann17');
    const button = await waitFor(() => {
      const b = within(ann).getByRole('button', { name: /^Vote ·/ });
      expect(isEnabled(b)).toBe(true);
      return b;
    });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Your vote for ann17 is successful!');
    // The press is tracked as the insight funnel's "voted" step (decision 0090).
    expect(sent.filter((e) => e.name === 'button_click')).toEqual([
      expect.objectContaining({
        page: 'cup',
        properties: { text: 'Vote', action: 'vote', voteID: '5', nomineeID: ANN },
      }),
    ]);
    const cast = calls.find((c) => c.method === 'POST' && c.url === '/event/vote/5');
    expect(cast?.body).toEqual({ receiverID: ANN });
    expect(cast?.headers.authorization).toMatch(/^Bearer /);
    expect(cast?.headers.accesstoken).toBe('a');
    expect(cast?.headers['idempotency-key']).toMatch(/\S+/);
    // The neighbours' statuses are read again after the vote.
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/event/vote/5/users/status/query').length).toBeGreaterThan(1),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the quota modal when the day's votes are used up", async () => {
    serve({
      statuses: { [ANN]: 1, [BEA]: 2 },
      cast: {
        status: 409,
        body: { errorCode: 'VOTE_QUOTA_USED', errorMessage: 'You already completed all the votes today.' },
      },
    });
    show(voteBoard(), 'runtime', signedIn());
    const bea = await rowOf('bea');
    const button = await waitFor(() => {
      const b = within(bea).getByRole('button', { name: /^Voted ·/ });
      expect(isEnabled(b)).toBe(true);
      return b;
    });
    fireEvent.click(button);
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'You already completed all the votes today.',
    );
  });

  it('shows the not-qualified modal for an unqualified voter', async () => {
    serve({
      statuses: { [ANN]: 1 },
      cast: { status: 403, body: { errorCode: 'SENDER_UNQUALIFIED', errorMessage: 'sender unqualified' } },
    });
    show(voteBoard(), 'runtime', signedIn());
    const ann = await rowOf('ann17');
    await waitFor(() => expect(isEnabled(within(ann).getByRole('button', { name: /^Vote ·/ }))).toBe(true));
    fireEvent.click(within(ann).getByRole('button', { name: /^Vote ·/ }));
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'Your are not qualified for this vote event.',
    );
  });

  it('without a signed-in viewer asks nothing and keeps the buttons disabled (status 4)', async () => {
    const calls = serve({ statuses: {} });
    show(voteBoard(), 'runtime');
    const ann = await rowOf('ann17');
    await waitFor(() => expect(isEnabled(within(ann).getByRole('button', { name: /^Vote ·/ }))).toBe(false));
    expect(calls.some((c) => c.url.includes('/users/status/query'))).toBe(false);
  });

  it("shows the error text (a retry label) for status 6 and the row's own texts when given", async () => {
    serve({ statuses: { [ANN]: 1 } });
    show(voteBoard({ voteValidText: 'Pick me', voteErrorText: 'Try again' }), 'runtime', signedIn());
    await waitFor(async () =>
      expect(isEnabled(within(await rowOf('ann17')).getByRole('button', { name: /^Pick me ·/ }))).toBe(true),
    );
    expect(isEnabled(within(await rowOf('bea')).getByRole('button', { name: /^Try again ·/ }))).toBe(false);
  });
});

describe('vote rows, editor mode', () => {
  it('shows the vote button on the sample rows without calling the vote API', async () => {
    const calls = serve({ statuses: {} });
    show(voteBoard(), 'editor');
    const buttons = await screen.findAllByRole('button', { name: /^Vote ·/ });
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    fireEvent.click(buttons[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.url.includes('vote') || c.url.includes('votingEvent'))).toBe(false);
  });
});
