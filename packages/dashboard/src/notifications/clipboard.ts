// Copy to the clipboard and say how it went (admin spec §5, §8): "Text copied!" or "Failed to copy text" with the reason.
import type { ToastQueue } from '../services/toast-queue.ts';
import type { Translate } from '../services/api-client.ts';

export async function copyText(
  text: string,
  {
    toasts,
    t,
    clipboard = navigator.clipboard,
  }: { toasts: ToastQueue; t: Translate; clipboard?: Clipboard | undefined },
): Promise<boolean> {
  try {
    if (!clipboard) throw new Error(t('clipboard.unavailable'));
    await clipboard.writeText(text);
    toasts.add({ type: 'success', message: t('clipboard.copied') });
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    toasts.add({ type: 'error', message: t('clipboard.failed'), description: reason });
    return false;
  }
}
