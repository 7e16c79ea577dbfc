import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';

const rows = Array.from({ length: 7 }, (_, i) => ({
  rank: i + 1,
  score: 1000 - i * 10,
  userInfo: { userID: `u-${i + 1}`, displayName: '', region: 'TW', openID: `streamer${i + 1}`, picture: '' },
  meta: {},
}));

const boardPage = (props: Record<string, unknown>, children?: BlueprintNode[]): BlueprintNode => ({
  type: 'Page',
  children: [{ type: 'Board', props: { containerID: 9, itemsPerPage: 3, ...props }, children }],
});

/** The tiles of the page on show (a carousel keeps the others aria-hidden). */
const shownRanks = () =>
  [...document.querySelectorAll('[data-block="Board"] [aria-hidden="false"] [data-rank]')].map((tile) =>
    Number((tile as HTMLElement).dataset.rank),
  );

const pageLabel = () => document.querySelector('[data-page]')?.getAttribute('data-page');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: rows, nextCursor: '' }))),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const show = async (node: BlueprintNode) => {
  render(<Renderer node={node} mode="runtime" registry={catalogue} locale="en_US" />);
  await screen.findByText('streamer1');
  // Let the board's effects (key, wheel and timer set-up) run.
  await act(async () => {});
};

describe('Board', () => {
  it('shows itemsPerPage tiles per page with the page count', async () => {
    await show(boardPage({}));
    expect(shownRanks()).toEqual([1, 2, 3]);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('pages with the arrow buttons, wrapping both ways', async () => {
    await show(boardPage({}));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(shownRanks()).toEqual([7]);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(shownRanks()).toEqual([1, 2, 3]);
  });

  it("pages with key codes 39 and 37, '<' (188) to the first and '>' (190) to the last", async () => {
    await show(boardPage({}));
    fireEvent.keyDown(window, { key: 'ArrowRight', keyCode: 39 });
    expect(shownRanks()).toEqual([4, 5, 6]);
    fireEvent.keyDown(window, { key: '>', keyCode: 190 });
    expect(shownRanks()).toEqual([7]);
    fireEvent.keyDown(window, { key: 'ArrowRight', keyCode: 39 });
    expect(shownRanks()).toEqual([1, 2, 3]);
    fireEvent.keyDown(window, { key: 'ArrowLeft', keyCode: 37 });
    expect(pageLabel()).toBe('3');
    fireEvent.keyDown(window, { key: '<', keyCode: 188 });
    expect(pageLabel()).toBe('1');
  });

  it('ignores keys typed into a field', async () => {
    await show({
      type: 'Page',
      children: [
        { type: 'Search', props: {} },
        { type: 'Board', props: { containerID: 9, itemsPerPage: 3 } },
      ],
    });
    const box = await screen.findByRole('searchbox');
    fireEvent.keyDown(box, { key: 'ArrowRight', keyCode: 39 });
    expect(pageLabel()).toBe('1');
  });

  it('changes page on the wheel in carousel mode only', async () => {
    await show(boardPage({ layoutStyle: 'carousel' }));
    const viewport = document.querySelector('[data-block="Board"] > div') as HTMLElement;
    fireEvent.wheel(viewport, { deltaY: 100 });
    expect(pageLabel()).toBe('2');
    fireEvent.wheel(viewport, { deltaY: -100 });
    fireEvent.wheel(viewport, { deltaY: -100 });
    expect(pageLabel()).toBe('3');
  });

  it('ignores the wheel in fix mode', async () => {
    await show(boardPage({ layoutStyle: 'fix' }));
    const viewport = document.querySelector('[data-block="Board"] > div') as HTMLElement;
    fireEvent.wheel(viewport, { deltaY: 100 });
    expect(pageLabel()).toBe('1');
  });

  it('auto-advances a carousel after duration seconds, wrapping at the end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await show(boardPage({ layoutStyle: 'carousel', duration: 2 }));
    await act(async () => {
      vi.advanceTimersByTime(1900);
    });
    expect(pageLabel()).toBe('1');
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(pageLabel()).toBe('2');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(pageLabel()).toBe('3');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(pageLabel()).toBe('1');
  });

  it('does not auto-advance in fix mode', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await show(boardPage({ layoutStyle: 'fix', duration: 1 }));
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(pageLabel()).toBe('1');
  });

  it('keeps to minRank..maxRank and orders from the centre outwards', async () => {
    await show(boardPage({ minRank: 1, maxRank: 3, itemOrderStyle: 'centerToSides' }));
    expect(shownRanks()).toEqual([2, 1, 3]);
    expect(screen.queryByText('Page 1 of 1')).toBeNull();
  });

  it('renders Board.Item children as the tile template with their own unit', async () => {
    await show(boardPage({}, [{ type: 'Board.Item', props: { unit: '{0} votes' } }]));
    expect(screen.getByText('1000 votes')).toBeTruthy();
  });
});
