// The dashboard's services, made once at start-up: one object per concern (session, API, toasts,
// notification bar, i18n), so screens never know which server or store is behind them. This folder sits
// below every screen: it imports nothing from the rest of the dashboard.
import type { i18n } from 'i18next';
import type { RuntimeConfig } from '@eventory/domain/runtime-config';
import { isProduction, type Environment } from '@eventory/domain/environment';
import { createApiClient, type ApiClient, type Translate } from './api-client.ts';
import { createSessionStore, type SessionStore } from './session-store.ts';
import { createToastQueue, type ToastQueue } from './toast-queue.ts';
import { createNotificationBar, type NotificationBarStore } from './notification-bar.ts';
import { createDebugRoleStore, type DebugRoleStore } from './debug-role-store.ts';

export interface DashboardServices {
  config: RuntimeConfig;
  environment: Environment;
  production: boolean;
  /** Start-up query parameters the dashboard acts on. */
  debugRole: string | null;
  /** The current ?debugRole= (the debug role switch changes it); sent with every admin API call. */
  debugRoles: DebugRoleStore;
  accessTokenParam: string | null;
  storage: Storage;
  sessionStore: SessionStore;
  toasts: ToastQueue;
  notificationBar: NotificationBarStore;
  api: ApiClient;
  i18n: i18n;
  t: Translate;
}

export function createDashboardServices({
  config,
  environment,
  search,
  storage,
  fetch: fetchImpl,
  i18n,
}: {
  config: RuntimeConfig;
  environment: Environment;
  search: string;
  storage: Storage;
  fetch: typeof fetch;
  i18n: i18n;
}): DashboardServices {
  const params = new URLSearchParams(search);
  const t: Translate = (key, vars) => i18n.t(key, vars);
  const sessionStore = createSessionStore(storage);
  const toasts = createToastQueue();
  const notificationBar = createNotificationBar();
  const debugRoles = createDebugRoleStore(params.get('debugRole'));
  const production = isProduction(environment);
  const api = createApiClient({
    fetch: (input, init) => fetchImpl(input, init),
    getAccessToken: () => sessionStore.get()?.accessToken,
    // The server applies the same rule (only outside production, only with `debug`).
    getDebugRole: () => (production ? null : debugRoles.get()),
    onUnauthorized: () => {
      if (!sessionStore.get()) return;
      sessionStore.clear();
      notificationBar.show(t('notice.sessionEnded'));
    },
    notifyError: (title, description) => toasts.add({ type: 'error', message: title, description }),
    t,
  });
  return {
    config,
    environment,
    production,
    debugRole: params.get('debugRole'),
    debugRoles,
    accessTokenParam: params.get('accessToken'),
    storage,
    sessionStore,
    toasts,
    notificationBar,
    api,
    i18n,
    t,
  };
}
