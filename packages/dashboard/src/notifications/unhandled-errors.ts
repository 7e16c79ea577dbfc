// Any unhandled error shows an error toast that never auto-closes (admin spec §8): the title given
// or 'Error!', the description from the response data, an error field or the message.
import { ApiError, errorDescription, isAbort, type Translate } from '../services/api-client.ts';
import type { ToastQueue } from '../services/toast-queue.ts';

export function describeUnhandled(reason: unknown, t: Translate): { title: string; description: string } {
  const r = (typeof reason === 'object' && reason !== null ? reason : {}) as {
    title?: unknown;
    response?: { data?: unknown };
    error?: unknown;
    message?: unknown;
  };
  const title = typeof r.title === 'string' && r.title ? r.title : t('notice.errorTitle');
  let description: string;
  if (reason instanceof ApiError) description = errorDescription(reason, t);
  else if (r.response?.data !== undefined) description = errorDescription(r.response.data, t);
  else if (r.error !== undefined)
    description = typeof r.error === 'string' ? r.error : errorDescription(r.error, t);
  else if (typeof r.message === 'string') description = r.message;
  else description = String(reason);
  return { title, description };
}

export function reportUnhandled(reason: unknown, toasts: ToastQueue, t: Translate) {
  if (isAbort(reason) || (reason instanceof ApiError && reason.notified)) return;
  const { title, description } = describeUnhandled(reason, t);
  toasts.add({ type: 'error', message: title, description, ttl: 0 });
}

/** Listens for window errors and unhandled rejections; returns the function that stops listening. */
export function listenForUnhandledErrors(target: Window, toasts: ToastQueue, t: Translate): () => void {
  const onError = (event: ErrorEvent) => reportUnhandled(event.error ?? event.message, toasts, t);
  const onRejection = (event: PromiseRejectionEvent) => reportUnhandled(event.reason, toasts, t);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
