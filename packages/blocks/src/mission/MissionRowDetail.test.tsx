import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { LeaderboardPage } from '@eventory/domain/leaderboard-read';
import type { UserMission } from '@eventory/domain/user-missions';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';

const ANN = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
const now = () => Math.floor(Date.now() / 1000);

const boardPage: LeaderboardPage = {
  data: [
    {
      rank: 1,
      score: 900,
      userInfo: { userID: ANN, displayName: 'ann17', region: 'TW', openID: 'ann17', picture: '' },
      onliveInfo: { streamID: 0, liveStreamID: 0 },
      meta: {},
    },
  ],
  nextCursor: '',
};

const mission = (over: Partial<UserMission>): UserMission => ({
  id: 1,
  type: 1,
  userMissionType: 0,
  desc: { en_US: 'Get 100 gifts' },
  startTime: now() - 100,
  endTime: now() + 1000,
  missionContainerID: 31,
  goal: 100,
  score: 40,
  iconURL: '',
  eventType: 1,
  rewardSetting: null,
  ...over,
});

function serve(missions: UserMission[] | 'fail') {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url.startsWith('/leaderboards/eventory')) return new Response(JSON.stringify(boardPage));
      if (url.startsWith('/event/user-missions/')) {
        if (missions === 'fail')
          return new Response('{"errorCode":"X","errorMessage":"down"}', { status: 503 });
        return new Response(JSON.stringify({ data: { missions } }));
      }
      return new Response('{"errorCode":"NOT_FOUND","errorMessage":"no"}', { status: 404 });
    }),
  );
  return urls;
}

const missionBoard = (rowProps: Record<string, unknown> = {}): BlueprintNode => ({
  type: 'Page',
  children: [
    {
      type: 'Leaderboard',
      props: { containerID: 9, autoRefresh: false, personalRank: false },
      children: [
        { type: 'LeaderboardRow', props: { dropdown: 'mission', missionLeaderboardID: 4, ...rowProps } },
      ],
    },
  ],
});

const show = (node: BlueprintNode, mode: 'editor' | 'runtime' = 'runtime') =>
  render(<Renderer node={node} mode={mode} registry={catalogue} locale="en_US" />);

beforeAll(() => Promise.all([import('../leaderboard/LeaderboardFamily.ts')]), 30_000);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal('WebSocket', undefined);
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the leaderboard row's mission dropdown", () => {
  it("lists the leaderboard's missions with the row user's progress, in the §4 order", async () => {
    const urls = serve([
      mission({ id: 1, desc: { en_US: 'Later one' }, endTime: now() + 2000 }),
      mission({ id: 2, desc: { en_US: 'Watch 2 hours' }, eventType: 9, goal: 7200, score: 5400 }),
      mission({ id: 3, desc: { en_US: 'Hidden' }, missionContainerID: 0 }),
    ]);
    show(missionBoard());
    const open = await screen.findByRole('button', { name: 'open' });
    expect(urls.some((u) => u.startsWith('/event/user-missions/'))).toBe(false);
    fireEvent.click(open);
    const list = await screen.findByRole('list', { name: 'Missions' });
    expect(urls).toContain(`/event/user-missions/4/${ANN}`);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-mission-id'))).toEqual(['2', '1']);
    // Live-streaming seconds in hours; completion floored.
    expect(items[0]!.textContent).toContain('1.5 h / 2 h');
    expect(items[0]!.textContent).toContain('Completion 75%');
    expect(items[1]!.textContent).toContain('40 / 100');
    // The dropdown makes room for its lines: detail 24 + 36 (more than one) + 2 × 50.
    const dropdown = list.closest('[data-dropdown="mission"]') as HTMLElement;
    await waitFor(() => expect(dropdown.style.minHeight).toBe('160px'));
  });

  it('says so when the missions cannot be read, or the row has no leaderboard set', async () => {
    serve('fail');
    const { unmount } = show(missionBoard());
    fireEvent.click(await screen.findByRole('button', { name: 'open' }));
    expect(await screen.findByText('The missions could not be loaded.')).toBeTruthy();
    unmount();
    const urls = serve([]);
    show(missionBoard({ missionLeaderboardID: '' }));
    fireEvent.click(await screen.findByRole('button', { name: 'open' }));
    expect(await screen.findByText('No missions on this leaderboard yet.')).toBeTruthy();
    expect(urls.some((u) => u.startsWith('/event/user-missions/'))).toBe(false);
  });

  it('shows the sample missions in editor mode without calling the missions API', async () => {
    const urls = serve([]);
    show(missionBoard(), 'editor');
    const [first] = await screen.findAllByRole('button', { name: 'open' });
    fireEvent.click(first!);
    expect(await screen.findByText('Sample mission: send 100 gifts')).toBeTruthy();
    expect(urls.some((u) => u.includes('mission'))).toBe(false);
  });
});
