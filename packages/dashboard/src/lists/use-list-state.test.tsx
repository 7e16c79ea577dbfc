import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { ListSpec } from './list-params.ts';
import { useListState } from './use-list-state.ts';

const SPEC: ListSpec<{ name: 'text' }> = { filters: { name: 'text' }, limit: 20 };

function List() {
  const list = useListState(SPEC);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <input
        aria-label="Name"
        value={list.draft.filters.name}
        onChange={(e) => list.change({ name: e.target.value })}
      />
      <button onClick={() => list.setPage(list.page + 1)}>Next</button>
      <button onClick={() => void navigate(-1)}>Back</button>
      <output data-testid="state">{`${list.filters.name}|page ${list.page}|limit ${list.limit}`}</output>
      <output data-testid="url">{location.search}</output>
    </>
  );
}

const renderList = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <List />
    </MemoryRouter>,
  );
const text = (id: string) => screen.getByTestId(id).textContent;

describe('useListState: a list kept in the URL', () => {
  it('reads the filters, page and limit from the URL, as on a reload', () => {
    renderList('/list?name=cup&limit=50&offset=100');
    expect(text('state')).toBe('cup|page 3|limit 50');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('cup');
  });

  it('writes a filter and a page to the URL; a new filter starts from the first page', () => {
    renderList('/list');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(text('url')).toBe('?offset=20');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'cup' } });
    expect(text('url')).toBe('?name=cup');
    expect(text('state')).toBe('cup|page 1|limit 20');
  });

  it('goes back to the previous page and filters with the browser', async () => {
    renderList('/list');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'cup' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(text('url')).toBe('?name=cup&offset=20');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'cap' } });
    expect(text('state')).toBe('cap|page 1|limit 20');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(text('state')).toBe('cup|page 2|limit 20');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('cup');
  });
});
