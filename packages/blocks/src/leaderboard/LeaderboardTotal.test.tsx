import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';

const entry = (rank: number, userID: string, score: number) => ({
  rank,
  score,
  userInfo: { userID, displayName: userID, region: 'TW', openID: userID, picture: '' },
  meta: {},
});
const json = (body: unknown) => new Response(JSON.stringify(body));
const routes = (answer: (url: URL) => unknown) =>
  vi.fn(async (url: string) => json(answer(new URL(url, 'http://localhost'))));
const page = (...children: BlueprintNode[]): BlueprintNode => ({ type: 'Page', children });
const show = (node: BlueprintNode, mode: 'editor' | 'runtime' = 'runtime') =>
  render(<Renderer node={node} mode={mode} registry={catalogue} locale="en_US" />);

beforeAll(() => import('./LeaderboardWidgets.ts'), 30_000);
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LeaderboardTotal', () => {
  it('sums the rows of another fetcher kind (top-count leaders)', async () => {
    vi.stubGlobal(
      'fetch',
      routes(() => ({
        data: [
          { containerID: 1, data: [entry(1, 'a', 40)] },
          { containerID: 2, data: [entry(1, 'b', 2)] },
        ],
      })),
    );
    show(page({ type: 'LeaderboardTotal', props: { fetcher: 'top-count:1,2', format: '{0} gifts' } }));
    expect(await screen.findByText('42 gifts')).toBeTruthy();
  });

  it('shows what went wrong and retries when the summary fails', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fail
          ? new Response(JSON.stringify({ errorCode: 'NOT_FOUND', errorMessage: 'no' }), { status: 404 })
          : json({ containerID: 9, size: 1, totalScore: 5, topScore: 5, updatedAt: 1 }),
      ),
    );
    show(page({ type: 'LeaderboardTotal', props: { containerID: 9 } }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    act(() => retry.click());
    expect(await screen.findByText('5')).toBeTruthy();
  });

  it('editor mode shows the mock total without asking the server', async () => {
    const fetchMock = routes(() => ({}));
    vi.stubGlobal('fetch', fetchMock);
    show(page({ type: 'LeaderboardTotal', props: { containerID: 9 } }), 'editor');
    // 125000 + 101544 + 78088 + 54632 + 31176
    expect(await screen.findByText('390440')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
