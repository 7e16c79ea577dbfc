import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { catalogue } from '../catalogue.ts';
import { RenderContext } from '../renderer/render-context.ts';
import { createHttpDataClient } from '../data/data-client.ts';
import { ErrorNotice } from './ErrorNotice.tsx';
import type { Notice } from './error-catalogue.ts';

afterEach(() => vi.restoreAllMocks());

const show = (notice: Notice | undefined, locale: 'en_US' | 'ar' = 'en_US') => {
  const onClose = vi.fn();
  render(
    <RenderContext.Provider
      value={{
        mode: 'runtime',
        locale,
        dictionaries: {},
        dataClient: createHttpDataClient(),
        registry: catalogue,
        timezone: '',
      }}
    >
      <ErrorNotice notice={notice} onClose={onClose} />
    </RenderContext.Provider>,
  );
  return onClose;
};

describe('ErrorNotice', () => {
  it('shows a catalogue entry with the Notification title and closes on OK', () => {
    const onClose = show({ key: 'modal.claimError' });
    expect(screen.getByRole('dialog', { name: 'Notification' }).textContent).toContain(
      'Failed to claim the prize.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the server’s own text as it is and closes on Escape', () => {
    const onClose = show({ text: "mission's reward isn't set" }, 'ar');
    expect(screen.getByRole('dialog').textContent).toContain("mission's reward isn't set");
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders nothing without a notice', () => {
    show(undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
