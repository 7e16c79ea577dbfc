import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { renderWithTexts } from '../page-editor/test-render.tsx';
import { ToolListScreen } from './ToolListScreen.tsx';

interface Row {
  id: number;
  name: string;
}

const listOf = (over: Partial<UseQueryResult<{ items: Row[] }>>) =>
  ({
    isError: false,
    isLoading: false,
    data: { items: [] },
    error: null,
    refetch: vi.fn(),
    ...over,
  }) as never;

function renderScreen(list: UseQueryResult<{ items: Row[] }>, canWrite = true, onNew = vi.fn()) {
  renderWithTexts(
    <ToolListScreen<Row>
      title="Cache system"
      intro="What the tool is for"
      canWrite={canWrite}
      newLabel="New cache"
      onNew={onNew}
      list={list}
      testId="tool-list"
      emptyText="No caches yet: add one with New cache"
      columns={[{ title: 'Name', dataIndex: 'name' }]}
    >
      <p>dialog</p>
    </ToolListScreen>,
  );
  return onNew;
}

describe('ToolListScreen: the frame of a tool list', () => {
  it('lists the rows and offers "new" to a user who may write', () => {
    const onNew = renderScreen(listOf({ data: { items: [{ id: 1, name: 'hot-streamers' }] } }));
    expect(screen.getByRole('heading', { name: 'Cache system' })).toBeTruthy();
    expect(screen.getByText('hot-streamers')).toBeTruthy();
    expect(screen.getByText('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New cache' }));
    expect(onNew).toHaveBeenCalledOnce();
    expect(screen.queryByText(/only read/i)).toBeNull();
  });

  it('says what to do when the list is empty', () => {
    renderScreen(listOf({}));
    expect(screen.getByText('No caches yet: add one with New cache')).toBeTruthy();
  });

  it('tells a read-only user so and offers no "new"', () => {
    renderScreen(listOf({}), false);
    expect(screen.queryByRole('button', { name: 'New cache' })).toBeNull();
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('says why the list did not load and retries', () => {
    const refetch = vi.fn();
    renderScreen(listOf({ isError: true, error: new Error('The server did not answer'), refetch }));
    expect(screen.getByText('The server did not answer')).toBeTruthy();
    expect(screen.queryByTestId('tool-list')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
