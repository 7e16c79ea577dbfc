import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { Locale } from '@eventory/domain/locales';
import type { PublicQuestionnaire, RegistrationInfo } from '@eventory/domain/registrations';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';
import { createSafeStorage } from '../visitor/safe-storage.ts';
import { createVisitorSession, type VisitorSession } from '../visitor/visitor-session.ts';

const questionnaire: PublicQuestionnaire = {
  ID: 4,
  campaignID: 7,
  groupName: 'Main',
  containerID: 12,
  startTime: 0,
  endTime: 2_000_000_000,
  endTimeCountdown: 0,
  questions: [
    {
      key: 'q1',
      type: 'SingleSelect',
      title: { zh_TW: '參賽組別', en_US: 'Group' },
      options: [
        { key: '1', label: { zh_TW: '個人', en_US: 'Solo' } },
        { key: '2', label: { zh_TW: '雙人', en_US: 'Duo' } },
        { key: '3', label: { zh_TW: '團體', en_US: 'Team' } },
      ],
      required: true,
    },
    {
      key: 'q2',
      type: 'MultipleSelect',
      title: { zh_TW: '曲目', en_US: 'Songs' },
      options: ['A', 'B', 'C', 'D'].map((l, i) => ({ key: String(i + 1), label: { en_US: l, zh_TW: l } })),
      required: true,
      minOptions: 2,
      maxOptions: 2,
    },
  ],
};

interface Server {
  info?: RegistrationInfo | { status: number };
  put?: { status: number; body: unknown };
  questionnaires?: { status: number };
}

function serve(server: Server) {
  const calls: { method: string; url: string; body: unknown; headers: Record<string, string> }[] = [];
  let info = server.info ?? { status: 'none' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ method, url, body, headers: (init.headers ?? {}) as Record<string, string> });
      const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });
      if (url === '/api/v1/eventory/campaigns/7/questionnaires')
        return server.questionnaires
          ? json({ errorCode: 'DOWN', errorMessage: 'questionnaires are down' }, server.questionnaires.status)
          : json({ data: { questionnaires: [questionnaire] } });
      if (url === '/event/registration/12/info' && method === 'GET') {
        if (typeof info.status === 'number')
          return json({ errorCode: 'UNAUTHENTICATED', errorMessage: 'token invalid' }, info.status);
        return json({ data: info });
      }
      if (url === '/event/registration/12/info' && method === 'PUT') {
        const put = server.put ?? {
          status: 200,
          body: { data: { ...(body as object), status: 'processing' } },
        };
        if (put.status === 200) info = { ...(body as RegistrationInfo), status: 'processing' };
        return json(put.body, put.status);
      }
      return json({ errorCode: 'NOT_FOUND', errorMessage: 'nothing here' }, 404);
    }),
  );
  return calls;
}

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
function signedIn(): VisitorSession {
  const session = createVisitorSession(createSafeStorage(() => undefined));
  const exp = Math.floor(Date.now() / 1000) + 3600;
  session.signIn({
    userID: 'viewer',
    email: 'ben@demo.eventory.app',
    jwtAccessToken: `${b64url({ alg: 'HS256' })}.${b64url({ sub: 'viewer', exp })}.sig`,
    accessToken: 'a',
    exp,
  });
  return session;
}

const formPage = (props: Record<string, unknown> = {}): BlueprintNode => ({
  type: 'Page',
  children: [{ type: 'RegistrationForm', props: { containerID: 12, campaignID: 7, ...props } }],
});
const show = (
  node: BlueprintNode,
  mode: 'editor' | 'runtime',
  session?: VisitorSession,
  locale: Locale = 'zh_TW',
) => render(<Renderer node={node} mode={mode} registry={catalogue} locale={locale} session={session} />);
const option = (name: string) => screen.getByRole('button', { name });
const submitButton = () => screen.getByRole('button', { name: '送出' }) as HTMLButtonElement;

beforeAll(() => import('./Registration.ts'), 30_000);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('registration form, runtime', () => {
  // Issue 30 §1.8: the rule shows only when broken (after a touch or a submit); an extra pick is refused
  // with a message instead of silently dropping an earlier one.
  it('takes the questions of the questionnaire attached to the container; *選項未完成 once a question is touched and incomplete', async () => {
    serve({});
    show(formPage(), 'runtime', signedIn());
    expect(await screen.findByText('參賽組別')).toBeTruthy();
    expect(screen.queryByText('*選項未完成')).toBeNull();
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(option('雙人'));
    expect(option('雙人').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(option('個人'));
    expect(option('雙人').getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText('*選項未完成')).toBeNull();
    fireEvent.click(option('A'));
    expect(screen.getAllByText('*選項未完成')).toHaveLength(1); // touched, one of the two needed
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(option('B'));
    fireEvent.click(option('C')); // beyond the max of 2: refused, with a message
    expect(['A', 'B', 'C'].map((l) => option(l).getAttribute('aria-pressed'))).toEqual([
      'true',
      'true',
      'false',
    ]);
    expect(screen.getByRole('status').textContent).toBe('最多只能選 2 項');
    fireEvent.click(option('A')); // a chosen option deselects
    expect(option('A').getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText('最多只能選 2 項')).toBeNull();
    fireEvent.click(option('D'));
    expect(screen.queryByText('*選項未完成')).toBeNull();
    expect(submitButton().getAttribute('aria-disabled')).toBe('false');
  });

  it('shows *選項未完成 on every incomplete question when the visitor tries to submit, and sends nothing', async () => {
    const calls = serve({});
    show(formPage(), 'runtime', signedIn());
    expect(await screen.findByText('參賽組別')).toBeTruthy();
    fireEvent.click(submitButton());
    expect(screen.getAllByText('*選項未完成')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('adds an invisible filler to an odd option count only', async () => {
    serve({});
    const { container } = show(formPage(), 'runtime', signedIn());
    await screen.findByText('參賽組別');
    const groups = container.querySelectorAll('[role="group"]');
    expect(groups[0]!.querySelectorAll('[data-filler]')).toHaveLength(1); // 3 options
    expect(groups[1]!.querySelectorAll('[data-filler]')).toHaveLength(0); // 4 options
    expect(groups[0]!.querySelector('[data-filler]')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('confirms, PUTs the values without underscore fields plus status processing, then shows 審核中... and locks', async () => {
    const calls = serve({});
    show(formPage(), 'runtime', signedIn());
    await screen.findByText('參賽組別');
    fireEvent.click(option('團體'));
    fireEvent.click(option('B'));
    fireEvent.click(option('D'));
    fireEvent.click(submitButton());
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('提示')).toBeTruthy();
    expect(within(confirm).getByText('確認報名後將無法修改參賽項目，您是否確認報名？')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '確認' }));
    expect(await screen.findByText('報名成功')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ q1: '3', q2: ['2', '4'], status: 'processing' });
    expect(put.headers.authorization).toMatch(/^Bearer /);
    expect(await screen.findByText('審核中...')).toBeTruthy();
    expect(screen.getByText('報名狀態')).toBeTruthy();
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    expect((option('團體') as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((c) => c.method === 'GET' && c.url === '/event/registration/12/info')).toHaveLength(
      2,
    );
  });

  it('says 報名失敗, 請聯絡相關人員 when the submit fails', async () => {
    serve({
      put: { status: 409, body: { errorCode: 'ALREADY_REGISTERED', errorMessage: 'already registered' } },
    });
    show(formPage(), 'runtime', signedIn());
    await screen.findByText('參賽組別');
    fireEvent.click(option('個人'));
    fireEvent.click(option('A'));
    fireEvent.click(option('B'));
    fireEvent.click(submitButton());
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '確認' }));
    expect(await screen.findByText('報名失敗, 請聯絡相關人員')).toBeTruthy();
  });

  it('locks the form for a visitor who is not signed in, says why, and shows the login dialog when they try it (no info call)', async () => {
    const calls = serve({});
    show(formPage(), 'runtime');
    expect(await screen.findByText('請登入 17 進行報名作業')).toBeTruthy();
    // Not on every page load: the dialog waits for the visitor to use the form.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submitButton().disabled).toBe(true);
    expect((option('個人') as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((c) => c.url.startsWith('/event/registration'))).toBe(false);
    fireEvent.click(option('個人').closest('form')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('請登入 17 進行報名作業')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submitButton().disabled).toBe(true);
  });

  it('locks the form and says why when the server refuses a signed-in viewer (401)', async () => {
    serve({ info: { status: 401 } });
    show(formPage(), 'runtime', signedIn());
    expect(await screen.findByText('請登入 17 進行報名作業')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
  });

  it('shows a verified registration: 審核通過 with the answers, locked', async () => {
    serve({ info: { status: 'verified', q1: '2', q2: ['1', '4'] } });
    show(formPage({ verifiedText: '' }), 'runtime', signedIn());
    expect(await screen.findByText('審核通過')).toBeTruthy();
    await waitFor(() => expect(option('雙人').getAttribute('aria-pressed')).toBe('true'));
    expect(submitButton().disabled).toBe(true);
  });

  it('says what went wrong when the questions cannot load, and retries', async () => {
    const calls = serve({ questionnaires: { status: 503 } });
    show(formPage(), 'runtime', signedIn());
    expect(await screen.findByText('報名表載入失敗：questionnaires are down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重試' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/questionnaires')).length).toBeGreaterThanOrEqual(2),
    );
  });

  it("uses the block's own questions without a campaign, in the visitor's locale", async () => {
    serve({});
    show(
      formPage({
        campaignID: 0,
        questions: [
          { key: 'team', type: 'SingleSelect', title: { en_US: 'Team' }, options: ['Red', 'Blue'] },
        ],
      }),
      'runtime',
      signedIn(),
      'en_US',
    );
    expect(await screen.findByText('Team')).toBeTruthy();
    expect(screen.queryByText('*Options incomplete')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('*Options incomplete')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });
});

describe('registration form, editor', () => {
  it('shows placeholder questions, sends nothing and allows no interaction', async () => {
    const calls = serve({});
    show(formPage({ campaignID: 0 }), 'editor', signedIn());
    expect(await screen.findByText('範例題目（編輯模式）')).toBeTruthy();
    const first = option('選項 1') as HTMLButtonElement;
    expect(first.disabled).toBe(true);
    fireEvent.click(first);
    expect(first.getAttribute('aria-pressed')).toBe('false');
    expect(submitButton().disabled).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it("renders the author's own questions", async () => {
    serve({});
    show(formPage({ questions: [{ key: 'k', title: '隊伍', options: ['紅', '藍'] }] }), 'editor');
    expect(await screen.findByText('隊伍')).toBeTruthy();
    expect((option('紅') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('registration status panel block', () => {
  const statusPage: BlueprintNode = {
    type: 'Page',
    children: [{ type: 'RegistrationStatus', props: { containerID: 12 } }],
  };

  it('shows the status of the viewer in runtime, nothing before a registration', async () => {
    serve({ info: { status: 'processing', q1: '1' } });
    show(statusPage, 'runtime', signedIn());
    expect(await screen.findByText('審核中...')).toBeTruthy();
    expect(screen.getByText('報名狀態')).toBeTruthy();
  });

  it('shows nothing for a viewer who has not registered', async () => {
    const calls = serve({});
    show(statusPage, 'runtime', signedIn());
    await waitFor(() => expect(calls.some((c) => c.url === '/event/registration/12/info')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByText('報名狀態')).toBeNull();
  });

  it('previews the processing panel in editor mode without a call', async () => {
    const calls = serve({});
    show(statusPage, 'editor');
    expect(await screen.findByText('審核中...')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
