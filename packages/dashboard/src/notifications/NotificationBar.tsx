// The full-width bar at the bottom: click dismisses a message unless it is undismissable.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/use-services.ts';

export function NotificationBar() {
  const { t } = useTranslation();
  const { notificationBar } = useServices();
  const messages = useSyncExternalStore(notificationBar.subscribe, notificationBar.list);
  if (messages.length === 0) return null;
  return (
    <div className="notification-bar" role="status" aria-live="polite">
      {messages.map((m) =>
        m.undismissable ? (
          <div key={m.id} className="notification-bar__message">
            {m.message}
          </div>
        ) : (
          <button
            key={m.id}
            type="button"
            className="notification-bar__message"
            title={t('shell.dismiss')}
            onClick={() => notificationBar.dismiss(m.id)}
          >
            {m.message}
          </button>
        ),
      )}
    </div>
  );
}
