import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { ContainerSummary } from '@eventory/domain/ranking-read';
import type { UserMission } from '@eventory/domain/user-missions';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';
import { PROGRESS_ICONS } from './ProgressIcon.tsx';

const summary = (totalScore: number): ContainerSummary => ({
  containerID: 12,
  size: 3,
  totalScore,
  topScore: totalScore,
  updatedAt: 0,
});

function serve(answers: { summary?: ContainerSummary; missions?: UserMission[] }) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url === '/api/v1/public/containers/12/summary' && answers.summary)
        return new Response(JSON.stringify(answers.summary));
      if (url.startsWith('/event/user-missions-refs/') && answers.missions)
        return new Response(JSON.stringify({ data: { missions: answers.missions } }));
      return new Response(JSON.stringify({ errorCode: 'NOT_FOUND', errorMessage: 'no' }), { status: 404 });
    }),
  );
  return urls;
}

const bar = (props: Record<string, unknown>): BlueprintNode => ({
  type: 'Page',
  children: [{ type: 'ProgressBar', props }],
});

const show = (node: BlueprintNode, mode: 'editor' | 'runtime' = 'runtime') =>
  render(<Renderer node={node} mode={mode} registry={catalogue} locale="en_US" />);

beforeAll(() => import('./MissionFamily.ts'), 30_000);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('WebSocket', undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('progress bar, runtime', () => {
  it("fills floor(total/target·100)% of the bar from the container's summary", async () => {
    serve({ summary: summary(2) });
    show(bar({ containerID: 12, targetScore: 3 }));
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('66'));
    expect(screen.getByText('66%')).toBeTruthy();
  });

  it('caps at 100 and hides the percentage when showPercentage is off', async () => {
    serve({ summary: summary(5000) });
    show(bar({ containerID: 12, targetScore: 1000, showPercentage: false }));
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100'));
    expect(screen.queryByText('100%')).toBeNull();
  });

  it('is empty without a target', async () => {
    serve({ summary: summary(50) });
    show(bar({ containerID: 12, targetScore: 0 }));
    expect(await screen.findByText('0%')).toBeTruthy();
  });

  it("inside a mission card shows the mission's score toward its goal", async () => {
    const now = Math.floor(Date.now() / 1000);
    serve({
      missions: [
        {
          id: 1,
          type: 2,
          userMissionType: 0,
          desc: { en_US: 'Gifts' },
          startTime: now - 10,
          endTime: now + 1000,
          missionContainerID: 3,
          goal: 8,
          score: 2,
          iconURL: '',
          eventType: 1,
          rewardSetting: null,
          normalMission: { score: 2, goal: 8 },
        },
      ],
    });
    show({
      type: 'Page',
      children: [
        {
          type: 'MissionList',
          props: { refType: 'campaign', refID: 1 },
          children: [
            { type: 'MissionCard', children: [{ type: 'ProgressBar', props: { icon: 'baobao_cat' } }] },
          ],
        },
      ],
    });
    expect(await screen.findByText('25%')).toBeTruthy();
    expect(document.querySelector('[data-block="ProgressBar"] [data-icon="baobao_cat"]')).toBeTruthy();
  });
});

describe('progress bar, editor mode', () => {
  it('shows half a bar with each of the six icons and calls nothing', async () => {
    const urls = serve({});
    for (const icon of PROGRESS_ICONS) {
      const { unmount } = show(
        bar({ containerID: 12, targetScore: 10, icon, iconURL: 'https://cdn.example/me.png' }),
        'editor',
      );
      expect(await screen.findByText('50%')).toBeTruthy();
      expect(document.querySelector(`[data-icon="${icon}"]`), icon).toBeTruthy();
      unmount();
    }
    expect(urls).toHaveLength(0);
  });
});
