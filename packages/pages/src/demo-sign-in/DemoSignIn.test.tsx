import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { VisitorSignIn } from '@eventory/domain/visitor-session';
import {
  createSafeStorage,
  createVisitorSession,
  type DataClient,
  type DemoVisitor,
  FetchError,
} from '@eventory/blocks/runtime';
import DemoSignIn from './DemoSignIn.tsx';

const people: DemoVisitor[] = [
  { userID: 'v1', displayName: 'Ben Ho', region: 'TW', openID: 'benho88', picture: '', kind: 'viewer' },
  {
    userID: 's1',
    displayName: 'Luna Chen',
    region: 'TW',
    openID: 'luna_chen',
    picture: '',
    kind: 'streamer',
  },
];
const b64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const signInAnswer = (userID: string): VisitorSignIn => {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return {
    userID,
    email: 'ben@demo.eventory.app',
    jwtAccessToken: `${b64url({})}.${b64url({ exp })}.s`,
    accessToken: 'a',
    exp,
  };
};

const client = (overrides: Partial<DataClient> = {}): DataClient => ({
  getLeaderboard: vi.fn(),
  getBoardPage: vi.fn(),
  getContainerSummary: vi.fn(),
  getPersonalRank: vi.fn(),
  getFollowees: vi.fn(),
  validateVisitor: vi.fn(),
  listDemoVisitors: vi.fn(async () => people),
  demoSignIn: vi.fn(async (userID: string) => signInAnswer(userID)),
  ...overrides,
});

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('DemoSignIn', () => {
  it('offers the standalone demo sign-in listing viewers and streamers, and signs in the one picked', async () => {
    const session = createVisitorSession(createSafeStorage(() => undefined));
    const dataClient = client();
    render(<DemoSignIn session={session} dataClient={dataClient} locale="en_US" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in as a demo viewer' }));
    const panel = screen.getByRole('dialog', { name: 'Standalone demo sign-in' });
    expect(screen.getByRole('region', { name: 'Viewers' }).textContent).toContain('benho88');
    expect(screen.getByRole('region', { name: 'Streamers' }).textContent).toContain('luna_chen');
    expect(panel).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /benho88/ })));
    expect(dataClient.demoSignIn).toHaveBeenCalledWith('v1');
    expect(session.snapshot().user?.userID).toBe('v1');
    expect(screen.getByText(/Signed in as benho88 \(demo\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(session.snapshot().user).toBeUndefined();
    expect(await screen.findByRole('button', { name: 'Sign in as a demo viewer' })).toBeTruthy();
  });

  it('shows nothing when the server has no demo population (production answers 404)', async () => {
    const session = createVisitorSession(createSafeStorage(() => undefined));
    const listDemoVisitors = vi.fn(async (): Promise<DemoVisitor[]> => {
      throw new FetchError('Not found', 404, 'NOT_FOUND');
    });
    const { container } = render(
      <DemoSignIn session={session} dataClient={client({ listDemoVisitors })} locale="en_US" />,
    );
    await act(async () => {});
    expect(listDemoVisitors).toHaveBeenCalled();
    expect(container.innerHTML).toBe('');
  });
});
