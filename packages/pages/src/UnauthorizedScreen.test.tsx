import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { EventPageApp } from './EventPageApp.tsx';
import { UnauthorizedScreen } from './UnauthorizedScreen.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('UnauthorizedScreen', () => {
  it("shows the centred 'unauthorized' alert, what to do, and retries", () => {
    const onRetry = vi.fn();
    render(<UnauthorizedScreen locale="ja" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toBe('unauthorized');
    expect(screen.getByText(/権限のあるアカウントでログイン/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it.each([401, 403])('is what the event page shows when its document answers %i', async (status) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ errorCode: 'FORBIDDEN', errorMessage: 'no' }, status)),
    );
    render(<EventPageApp codeName="private" locale="en_US" demoSignIn={false} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('unauthorized');
    expect(screen.getByText(/Sign in with an account that has access/)).toBeTruthy();
  });
});
