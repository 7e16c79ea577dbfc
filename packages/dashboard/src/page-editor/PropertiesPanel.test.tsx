import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithTexts } from './test-render.tsx';
import { PropertiesPanel } from './PropertiesPanel.tsx';

describe('properties panel', () => {
  it('asks for a selection when no block is selected', () => {
    renderWithTexts(<PropertiesPanel node={undefined} dictionaryKeys={[]} onChange={() => {}} />);
    expect(screen.getByText(/Select a block in the outline or on the canvas/)).toBeTruthy();
  });

  it('shows each declared field with the block default when unset, and writes numbers back as numbers', () => {
    const onChange = vi.fn();
    renderWithTexts(
      <PropertiesPanel
        node={{ type: 'Title', id: 't1', props: { text: 'Hi' } }}
        dictionaryKeys={[]}
        onChange={onChange}
      />,
    );
    const text = screen.getByLabelText(/^Text/) as HTMLInputElement;
    expect(text.value).toBe('Hi');
    fireEvent.change(text, { target: { value: 'Hello' } });
    expect(onChange).toHaveBeenLastCalledWith('t1', 'text', 'Hello');
    // Level: a select whose default (2) shows while unset.
    const level = screen.getByLabelText(/^Level/).closest('.ant-select') as HTMLElement;
    expect(level.textContent).toContain('2');
    fireEvent.mouseDown(screen.getByLabelText(/^Level/));
    fireEvent.click(within(document.body).getAllByText('3').at(-1) as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith('t1', 'level', 3);
  });

  it('offers a fetcher picker for kind:target fetchers, writing kind:target', () => {
    const onChange = vi.fn();
    renderWithTexts(
      <PropertiesPanel
        node={{ type: 'Leaderboard', id: 'lb', props: { fetcher: 'mktevent:vote-3' } }}
        dictionaryKeys={[]}
        onChange={onChange}
      />,
    );
    const target = screen.getByLabelText(/^Fetcher: kind:target/) as HTMLInputElement;
    expect(target.value).toBe('vote-3');
    fireEvent.change(target, { target: { value: 'vote-9' } });
    expect(onChange).toHaveBeenLastCalledWith('lb', 'fetcher', 'mktevent:vote-9');
  });

  it('shows a switch for boolean fields', () => {
    const onChange = vi.fn();
    renderWithTexts(
      <PropertiesPanel node={{ type: 'Button', id: 'b' }} dictionaryKeys={[]} onChange={onChange} />,
    );
    fireEvent.click(screen.getByLabelText(/^Disabled/));
    expect(onChange).toHaveBeenLastCalledWith('b', 'disabled', true);
  });

  it('says so when a block has nothing to set', () => {
    renderWithTexts(
      <PropertiesPanel node={{ type: 'Mystery', id: 'm' }} dictionaryKeys={[]} onChange={() => {}} />,
    );
    expect(screen.getByText(/This block has no properties to set/)).toBeTruthy();
  });
});
