// One way for a screen to save: busy while the call runs, "Success!" with the description the call
// returns when it worked, and nothing more when it failed, because the API client has already shown the
// error notification (admin spec §8).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/use-services.ts';

export function useSave(): {
  busy: boolean;
  /** Resolves true when `call` succeeded. */
  save: (call: () => Promise<string | void>) => Promise<boolean>;
} {
  const { t } = useTranslation();
  const { toasts } = useServices();
  const [busy, setBusy] = useState(false);
  const save = useCallback(
    async (call: () => Promise<string | void>) => {
      setBusy(true);
      try {
        const description = await call();
        if (description) toasts.add({ type: 'success', message: t('notice.successTitle'), description });
        return true;
      } catch {
        return false;
      } finally {
        setBusy(false);
      }
    },
    [t, toasts],
  );
  return { busy, save };
}
