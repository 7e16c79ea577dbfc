import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithTexts } from './test-render.tsx';
import { BlockPalette } from './BlockPalette.tsx';

describe('block palette', () => {
  it('offers the catalogue without the page frame, filtered as the user types', async () => {
    const onInsert = vi.fn();
    renderWithTexts(<BlockPalette onInsert={onInsert} />);
    const names = () =>
      within(screen.getByRole('list', { name: 'Block types' }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(names()).toContain('Leaderboard');
    expect(names()).not.toContain('Page');
    expect(names()).not.toContain('RootTemplate');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search blocks' }), { target: { value: 'tabs' } });
    await waitFor(() => expect(names()).toEqual(['Tabs', 'SurpriseTabs', 'DailyTabs']));
    fireEvent.click(screen.getByRole('button', { name: 'Insert SurpriseTabs' }));
    expect(onInsert).toHaveBeenLastCalledWith('SurpriseTabs');
  });

  it('inserts the first match on Enter and says what to try when nothing matches', async () => {
    const onInsert = vi.fn();
    renderWithTexts(<BlockPalette onInsert={onInsert} />);
    const search = screen.getByRole('searchbox', { name: 'Search blocks' });
    fireEvent.change(search, { target: { value: 'markdown' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(onInsert).toHaveBeenLastCalledWith('Markdown'));
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(await screen.findByText(/No block is named like "zzz"/)).toBeTruthy();
  });
});
