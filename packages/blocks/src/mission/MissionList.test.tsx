import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { giftIconV2Url } from '@eventory/domain/gifts';
import type { Locale } from '@eventory/domain/locales';
import type { ClaimRewardResponse, RewardStateResponse } from '@eventory/domain/mission-rewards';
import type { TrackingEvent } from '@eventory/domain/tracking';
import type { UserMission, UserMissionsResponse } from '@eventory/domain/user-missions';
import { catalogue } from '../catalogue.ts';
import {
  createMemoryNavigation,
  NavigationProvider,
  type NavigationStore,
} from '../navigation/navigation-context.tsx';
import { Renderer } from '../renderer/Renderer.tsx';
import { createTracker, type Tracker } from '../tracking/tracker.ts';
import { createSafeStorage } from '../visitor/safe-storage.ts';
import { createVisitorSession, type VisitorSession } from '../visitor/visitor-session.ts';

const VIEWER = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
const nowS = () => Math.floor(Date.now() / 1000);

const mission = (over: Partial<UserMission>): UserMission => ({
  id: 1,
  type: 2,
  userMissionType: 0,
  desc: { en_US: 'Send 10 gifts', zh_TW: '送出 10 個禮物', ar: 'أرسل 10 هدايا' },
  startTime: nowS() - 3600,
  endTime: nowS() + 3600,
  missionContainerID: 101,
  goal: 10,
  score: 0,
  iconURL: '',
  eventType: 1,
  rewardSetting: {
    prizeType: 100,
    itemID: 'heart',
    itemIconURL: 'https://cdn.example/heart.png',
    itemCount: 2,
  },
  ...over,
});

interface Server {
  missions: UserMission[];
  /** Reward state per mission id; 'error' answers 500. */
  states?: Record<number, 0 | 1 | 'error'>;
  claim?: { status: number; body: unknown };
  failMissions?: boolean;
  /** Reward-info answers by path. */
  info?: Record<string, unknown>;
}

/** The server as the mission blocks see it; records every request. */
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
    const missions: UserMissionsResponse = { data: { missions: server.missions } };
    if (url.startsWith('/event/user-missions-refs/') || url.startsWith('/missionrefs/')) {
      if (server.failMissions) return json({ errorCode: 'INTERNAL', errorMessage: 'down' }, 503);
      return json(missions);
    }
    const reward = /^\/api\/v1\/public\/missions\/(\d+)\/reward\?userID=(.+)$/.exec(url);
    if (reward) {
      const id = Number(reward[1]);
      const state = server.states?.[id] ?? 0;
      if (state === 'error') return json({ errorCode: 'INTERNAL', errorMessage: 'down' }, 500);
      const answer: RewardStateResponse = { missionID: id, userID: decodeURIComponent(reward[2]!), state };
      return json(answer);
    }
    if (server.info?.[url]) return json(server.info[url]);
    if (/^\/api\/v1\/public\/missions\/\d+\/claimReward$/.test(url) && server.claim)
      return json(server.claim.body, server.claim.status);
    return json({ errorCode: 'NOT_FOUND', errorMessage: 'nothing here' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
function signedIn(): VisitorSession {
  const session = createVisitorSession(createSafeStorage(() => undefined));
  const exp = nowS() + 3600;
  session.signIn({
    userID: VIEWER,
    email: 'ben@demo.eventory.app',
    jwtAccessToken: `${b64url({ alg: 'HS256' })}.${b64url({ sub: VIEWER, exp })}.sig`,
    accessToken: 'a',
    exp,
  });
  return session;
}

const missionPage = (
  listProps: Record<string, unknown> = {},
  cards: BlueprintNode[] = [],
): BlueprintNode => ({
  type: 'Page',
  children: [
    {
      type: 'MissionList',
      props: { refType: 'campaign', refID: 7, ...listProps },
      children: cards,
    },
  ],
});

function show(
  node: BlueprintNode,
  options: {
    mode?: 'editor' | 'runtime';
    session?: VisitorSession;
    locale?: Locale;
    path?: string;
    tracker?: Tracker;
  } = {},
): { navigation: NavigationStore } {
  const navigation = createMemoryNavigation(options.path ?? '/missions');
  render(
    <NavigationProvider navigation={navigation}>
      <Renderer
        node={node}
        mode={options.mode ?? 'runtime'}
        registry={catalogue}
        locale={options.locale ?? 'en_US'}
        session={options.session}
        tracker={options.tracker}
      />
    </NavigationProvider>,
  );
  return { navigation };
}

const cardOf = async (text: string) => {
  const description = await screen.findByText(text);
  return description.closest('article') as HTMLElement;
};
const claimButton = (card: HTMLElement) => within(card).getByRole('button', { name: /^Claim/ });

beforeAll(() => import('./MissionFamily.ts'), 30_000);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  // No live channel in these tests unless one says so: the list polls instead.
  vi.stubGlobal('WebSocket', undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('mission list, runtime', () => {
  it("shows each mission's display status in the §4 order and drops missions without a container", async () => {
    const calls = serve({
      missions: [
        mission({ id: 1, desc: { en_US: 'Ongoing one' }, score: 3, endTime: nowS() + 600 }),
        mission({ id: 2, desc: { en_US: 'Claim me' }, score: 10, endTime: nowS() + 900 }),
        mission({ id: 3, desc: { en_US: 'Claimed already' }, score: 10, endTime: nowS() + 300 }),
        mission({ id: 4, desc: { en_US: 'Too late' }, score: 2, endTime: nowS() - 60 }),
        mission({ id: 5, desc: { en_US: 'No container' }, missionContainerID: 0 }),
      ],
      states: { 3: 1 },
    });
    show(missionPage(), { session: signedIn() });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    await waitFor(() =>
      expect(
        within(screen.getByText('Claimed already').closest('article')!).getByText('Complete'),
      ).toBeTruthy(),
    );
    const order = screen.getAllByRole('article').map((a) => a.getAttribute('data-status'));
    // Active unclaimed first (by end time), then the claimed and the ended ones (by end time).
    expect(order).toEqual(['Ongoing', 'Claim', 'OutDated', 'Complete']);
    expect(screen.queryByText('No container')).toBeNull();
    expect((claimButton(await cardOf('Claim me')) as HTMLButtonElement).disabled).toBe(false);
    expect(within(await cardOf('Ongoing one')).getByText('Completion 30%')).toBeTruthy();
    expect(within(await cardOf('Too late')).getByRole('button', { name: 'Ended' })).toBeTruthy();
    const missionsCall = calls.find((c) => c.url.startsWith('/event/user-missions-refs/'));
    expect(missionsCall?.url).toBe(`/event/user-missions-refs/campaign/refID/7/userID/${VIEWER}`);
  });

  it('claims for the signed-in viewer, then opens the reward popup on the mission-dialog sub-route; OK returns', async () => {
    const answer: ClaimRewardResponse = {
      missionID: 2,
      userID: VIEWER,
      state: 1,
      reward: { prizeType: 100, itemID: 'heart', itemIconURL: '', itemCount: 2 },
    };
    const calls = serve({
      missions: [mission({ id: 2, desc: { en_US: 'Claim me' }, score: 10, missionContainerID: 202 })],
      claim: { status: 200, body: answer },
    });
    const sent: TrackingEvent[] = [];
    const tracker = createTracker({
      sink: { send: (event) => sent.push(event), flush: () => {} },
      actor: () => 'ben@demo.eventory.app',
      page: () => 'cup/missions',
    });
    const { navigation } = show(missionPage(), { session: signedIn(), tracker });
    const card = await cardOf('Claim me');
    await waitFor(() => expect((claimButton(card) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(claimButton(card));
    const dialog = await screen.findByRole('dialog');
    expect(navigation.snapshot().path).toBe('/missions/mission-dialog/202');
    // The press is tracked as the insight funnel's "claimed" step (decision 0090).
    expect(sent.filter((e) => e.name === 'button_click')).toEqual([
      expect.objectContaining({
        page: 'cup/missions',
        properties: { text: 'Claim', action: 'claim', missionID: '2' },
      }),
    ]);
    // The reward-info call has no answer here: the popup names the reward setting's item.
    await waitFor(() => expect(within(dialog).getByText('heart x 2')).toBeTruthy());
    const claim = calls.filter((c) => c.method === 'PUT');
    expect(claim).toHaveLength(1);
    expect(claim[0]?.url).toBe('/api/v1/public/missions/2/claimReward');
    expect(claim[0]?.body).toEqual({ userID: VIEWER });
    expect(claim[0]?.headers.authorization).toMatch(/^Bearer /);
    expect(claim[0]?.headers.accesstoken).toBe('a');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(navigation.snapshot().path).toBe('/missions');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await cardOf('Claim me')).getAttribute('data-status')).toBe('Complete');
  });

  // Issue 30 §1.7: an unknown or expired reward shows only 'This reward is no longer available'.
  it('says only that the reward is no longer available for an unknown or expired mission', async () => {
    serve({
      missions: [mission({ id: 3, missionContainerID: 303, startTime: nowS() - 7200, endTime: nowS() - 60 })],
    });
    const { navigation } = show(missionPage(), { session: signedIn(), path: '/missions/mission-dialog/999' });
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This reward is no longer available.')).toBeTruthy();
    expect(within(dialog).queryByText('Congratulations!')).toBeNull();
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    act(() => navigation.navigate('/missions/mission-dialog/303'));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This reward is no longer available.')).toBeTruthy();
    expect(within(dialog).queryByText('Congratulations!')).toBeNull();
  });

  // Issue 30 §1.7: a gift prize without an image showed a letter; it shows the gift's icon.
  it("shows a gift prize without an image of its own with the gift's icon", async () => {
    serve({
      missions: [
        mission({
          id: 2,
          score: 10,
          missionContainerID: 202,
          rewardSetting: { prizeType: 100, itemID: 'heart', itemIconURL: '', itemCount: 2 },
        }),
      ],
    });
    show(missionPage(), { session: signedIn(), path: '/missions/mission-dialog/202' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Congratulations!')).toBeTruthy();
    await waitFor(() =>
      expect(dialog.querySelector('img')?.getAttribute('src')).toBe(giftIconV2Url('heart')),
    );
  });

  it("names the reward from the reward-info call in the visitor's language", async () => {
    serve({
      missions: [mission({ id: 2, desc: { en_US: 'Claim me' }, score: 10, missionContainerID: 202 })],
      claim: { status: 200, body: {} },
      info: {
        '/userStyle/gift/style/heart': {
          url: 'https://cdn.example/heart-v2.png',
          colorCode: '',
          displayNames: [
            { language: 'zh-TW', value: '愛心' },
            { language: 'en-US', value: 'Big Heart' },
          ],
        },
      },
    });
    show(missionPage(), { session: signedIn() });
    const card = await cardOf('Claim me');
    await waitFor(() => expect((claimButton(card) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(claimButton(card));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Big Heart x 2')).toBeTruthy());
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/heart-v2.png');
    // The modal listens for Escape from its effect, which may run a moment after the dialog shows.
    await waitFor(() => {
      fireEvent.keyDown(window, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('sends one claim however often the button is pressed while it runs', async () => {
    let release: (() => void) | undefined;
    const calls = serve({ missions: [mission({ id: 2, desc: { en_US: 'Claim me' }, score: 10 })] });
    const base = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          calls.push({ method: 'PUT', url, body: undefined, headers: {} });
          await new Promise<void>((resolve) => (release = resolve));
          return new Response(
            JSON.stringify({ errorCode: '7', errorMessage: 'reward has already been claimed' }),
            {
              status: 409,
            },
          );
        }
        return base(url, init);
      }),
    );
    show(missionPage(), { session: signedIn() });
    const card = await cardOf('Claim me');
    await waitFor(() => expect((claimButton(card) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(claimButton(card));
    const loading = within(card).getByRole('button', { name: /Claiming/ });
    expect((loading as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(loading);
    await act(async () => release?.());
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    // Code 7: the translated already-claimed message; the card turns Complete.
    expect((await screen.findByRole('dialog')).textContent).toContain('reward has already been claimed');
    expect((await cardOf('Claim me')).getAttribute('data-status')).toBe('Complete');
  });

  it.each([
    [
      { status: 404, body: { errorCode: '0', errorMessage: "mission's reward isn't set" } },
      "mission's reward isn't set",
    ],
    [
      { status: 409, body: { errorCode: 'GOAL_NOT_REACHED', errorMessage: 'no' } },
      'Failed to claim the prize.',
    ],
    [
      { status: 401, body: { errorCode: 'UNAUTHORIZED', errorMessage: 'invalid token' } },
      'Please sign in 17LIVE first',
    ],
  ])('shows the §8 modal for a refused claim (%j)', async (claim, message) => {
    serve({ missions: [mission({ id: 2, desc: { en_US: 'Claim me' }, score: 10 })], claim });
    show(missionPage(), { session: signedIn() });
    const card = await cardOf('Claim me');
    await waitFor(() => expect((claimButton(card) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(claimButton(card));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(message);
    // The modal listens for Escape from its effect, which may run a moment after the dialog shows.
    await waitFor(() => {
      fireEvent.keyDown(window, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('without a signed-in viewer reads progress for the mock user, asks no reward state and asks to sign in', async () => {
    const calls = serve({ missions: [mission({ id: 2, desc: { en_US: 'Claim me' }, score: 10 })] });
    show(missionPage());
    const card = await cardOf('Claim me');
    fireEvent.click(claimButton(card));
    expect((await screen.findByRole('dialog')).textContent).toContain('Please sign in 17LIVE first');
    expect(calls.some((c) => c.url.includes('/reward?'))).toBe(false);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(calls[0]?.url).toBe('/event/user-missions-refs/campaign/refID/7/userID/mock-user-id');
  });

  it('shows the Error status when the reward state cannot be read', async () => {
    serve({ missions: [mission({ id: 2, desc: { en_US: 'Broken' }, score: 10 })], states: { 2: 'error' } });
    show(missionPage(), { session: signedIn() });
    const card = await cardOf('Broken');
    expect(await within(card).findByRole('alert')).toHaveProperty(
      'textContent',
      'Something went wrong, please refresh the page.',
    );
  });

  it('says what went wrong and retries when the missions cannot be read', async () => {
    const server: Server = { missions: [mission({ desc: { en_US: 'Back again' } })], failMissions: true };
    serve(server);
    show(missionPage(), { session: signedIn() });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The missions could not be loaded.');
    server.failMissions = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });

  it('says what to expect when the ref has no mission (or the list its own text)', async () => {
    serve({ missions: [] });
    show(missionPage({ emptyString: 'Missions open on Friday' }), { session: signedIn() });
    expect(await screen.findByText('Missions open on Friday')).toBeTruthy();
  });

  it("opens a two-dimensional mission's sub-mission list with the keyboard-reachable toggle", async () => {
    serve({
      missions: [
        mission({
          id: 9,
          userMissionType: 1,
          desc: { en_US: 'Three fans' },
          goal: 3,
          score: 1,
          twoDimMission: {
            goal: 3,
            score: 1,
            subGoal: 10,
            subScores: [
              { key: 'f1', value: 12, name: { en_US: 'Fan One' } },
              { key: 'f2', value: 4, name: { en_US: 'Fan Two' } },
            ],
          },
        }),
      ],
    });
    show(missionPage(), { session: signedIn() });
    const card = await cardOf('Three fans');
    expect(within(card).getByText('1 of 3 reached 10 points')).toBeTruthy();
    const toggle = within(card).getByRole('button', { name: 'Show contributors' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(list).getByText('Fan One').closest('li')?.getAttribute('data-reached')).toBe('true');
    expect(within(list).getByText('Fan Two').closest('li')?.getAttribute('data-reached')).toBe('false');
    fireEvent.click(within(card).getByRole('button', { name: 'Hide contributors' }));
    expect(within(card).queryByText('Fan One')).toBeNull();
  });

  it('turns a mission claimable as soon as its container reports a change on the live channel', async () => {
    class FakeSocket {
      static all: FakeSocket[] = [];
      onopen: (() => void) | null = null;
      onmessage: ((e: { data: string }) => void) | null = null;
      onclose: ((e: { code: number }) => void) | null = null;
      constructor(readonly url: string) {
        FakeSocket.all.push(this);
      }
      send() {}
      close() {}
    }
    vi.stubGlobal('WebSocket', FakeSocket);
    const server: Server = {
      missions: [mission({ id: 2, desc: { en_US: 'Almost' }, score: 9, missionContainerID: 55 })],
    };
    serve(server);
    show(missionPage(), { session: signedIn() });
    expect((await cardOf('Almost')).getAttribute('data-status')).toBe('Ongoing');
    await waitFor(() => expect(FakeSocket.all.length).toBe(1));
    server.missions = [mission({ id: 2, desc: { en_US: 'Almost' }, score: 10, missionContainerID: 55 })];
    act(() => {
      FakeSocket.all[0]!.onopen?.();
      FakeSocket.all[0]!.onmessage?.({
        data: JSON.stringify({ type: 'subscribed', channel: 'container:55' }),
      });
      FakeSocket.all[0]!.onmessage?.({
        data: JSON.stringify({ type: 'records-changed', containerID: 55, at: Date.now() }),
      });
    });
    await waitFor(async () => expect((await cardOf('Almost')).getAttribute('data-status')).toBe('Claim'), {
      timeout: 1000,
    });
  });

  it('uses the card template of the list and the locale (ar, right to left)', async () => {
    serve({ missions: [mission({ id: 2, score: 10 })] });
    show(missionPage({}, [{ type: 'MissionCard', props: { claimText: 'خذها' } }]), {
      session: signedIn(),
      locale: 'ar',
    });
    const card = await cardOf('أرسل 10 هدايا');
    await waitFor(() => expect(within(card).getByRole('button', { name: /^خذها/ })).toBeTruthy());
    expect(card.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });
});

describe('mission list, editor mode', () => {
  it('shows placeholder missions without a ref, calls nothing and never claims', async () => {
    const calls = serve({ missions: [] });
    show(missionPage({ refID: '' }), { mode: 'editor' });
    const card = await cardOf('Sample mission: send 100 gifts');
    expect(within(card).getByText('Completion 50%')).toBeTruthy();
    // The two-dimensional sample shows its contributors open.
    expect(await screen.findByText('Fan 1')).toBeTruthy();
    const buttons = screen.getAllByRole('button').filter((b) => b.hasAttribute('data-status'));
    expect(buttons.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    fireEvent.click(buttons[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("lists the ref's missions from missionrefs and asks no reward state", async () => {
    const calls = serve({ missions: [mission({ id: 2, desc: { en_US: 'Real mission' }, score: 0 })] });
    show(missionPage(), { mode: 'editor', session: signedIn() });
    expect(await screen.findByText('Real mission')).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual(['/missionrefs/campaign/refID/7']);
  });
});
