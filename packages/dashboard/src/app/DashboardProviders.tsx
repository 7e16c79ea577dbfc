// Everything a screen relies on: services, i18n with the antd locale and direction, the query cache,
// auth, toasts and the notification bar.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isRightToLeft, parseLocale, DEFAULT_LOCALE, type Locale } from '@eventory/domain/locales';
import { ANTD_LOCALES, applyDocumentLocale } from '../i18n/i18n.ts';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import { ToastHost } from '../notifications/ToastHost.tsx';
import { NotificationBar } from '../notifications/NotificationBar.tsx';
import { listenForUnhandledErrors } from '../notifications/unhandled-errors.ts';
import type { DashboardServices } from '../services/dashboard-services.ts';
import { ServicesContext } from '../services/use-services.ts';
import { LocaleContext } from '../services/use-locale.ts';
import { LOCALE_STORAGE_KEY } from '../services/runtime.ts';
import './dashboard.css';

export function createQueryClient() {
  // Campaign and container lists are cached for 10 s (admin spec §9); failed calls were already
  // reported by the API client, so they are not retried.
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 10_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function DashboardProviders({
  services,
  children,
}: {
  services: DashboardServices;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  const [locale, setLocale] = useState<Locale>(() => parseLocale(services.i18n.language) ?? DEFAULT_LOCALE);

  // The locale sticks: a link with ?lang= keeps the dashboard in that language on later visits.
  useEffect(() => {
    applyDocumentLocale(locale);
    services.storage.setItem(LOCALE_STORAGE_KEY, locale);
  }, [locale, services.storage]);
  useEffect(() => listenForUnhandledErrors(window, services.toasts, services.t), [services]);

  const changeLocale = useCallback(
    (next: Locale) => {
      void services.i18n.changeLanguage(next);
      setLocale(next);
    },
    [services],
  );
  const localeState = useMemo(() => ({ locale, changeLocale }), [locale, changeLocale]);

  return (
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={services.i18n}>
        <LocaleContext.Provider value={localeState}>
          <ConfigProvider locale={ANTD_LOCALES[locale]} direction={isRightToLeft(locale) ? 'rtl' : 'ltr'}>
            <QueryClientProvider client={queryClient}>
              <AuthProvider>
                {children}
                <ToastHost />
                <NotificationBar />
              </AuthProvider>
            </QueryClientProvider>
          </ConfigProvider>
        </LocaleContext.Provider>
      </I18nextProvider>
    </ServicesContext.Provider>
  );
}
