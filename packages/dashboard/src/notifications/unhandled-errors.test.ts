import { describe, expect, it } from 'vitest';
import type { Translate } from '../services/api-client.ts';
import { createToastQueue } from '../services/toast-queue.ts';
import { reportUnhandled } from './unhandled-errors.ts';

const t: Translate = (key, vars) =>
  key === 'notice.codeMessage' ? `Code: ${String(vars?.code)}, Message: ${String(vars?.message)}` : 'Error!';

describe('unhandled errors (admin spec §8)', () => {
  it("shows an error toast titled 'Error!' that never auto-closes", () => {
    const toasts = createToastQueue();
    reportUnhandled(new Error('boom'), toasts, t);
    expect(toasts.list()[0]).toMatchObject({ type: 'error', message: 'Error!', description: 'boom', ttl: 0 });
  });

  it('uses the given title and the response data for the description', () => {
    const toasts = createToastQueue();
    reportUnhandled(
      { title: 'Upload', response: { data: { errorCode: 'E', errorMessage: 'too big' } } },
      toasts,
      t,
    );
    expect(toasts.list()[0]).toMatchObject({ message: 'Upload', description: 'Code: E, Message: too big' });
  });

  it('uses an error field when there is no response', () => {
    const toasts = createToastQueue();
    reportUnhandled({ error: 'socket closed' }, toasts, t);
    expect(toasts.list()[0]?.description).toBe('socket closed');
  });

  it('stays quiet for cancellations', () => {
    const toasts = createToastQueue();
    reportUnhandled(new DOMException('aborted', 'AbortError'), toasts, t);
    expect(toasts.list()).toHaveLength(0);
  });
});
