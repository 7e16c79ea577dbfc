// The visitor app's one screen: load the page document for the code name, then render its blueprint.
import { useMemo } from 'react';
import type { Locale } from '@eventory/domain/locales';
import { catalogue } from '@eventory/blocks/catalogue.ts';
import type { DataClient } from '@eventory/blocks/data/data-client.ts';
import { useFetcher } from '@eventory/blocks/data/useFetcher.ts';
import { SPEC_TEXTS, visitorText } from '@eventory/blocks/i18n/visitor-texts.ts';
import { Renderer } from '@eventory/blocks/renderer/Renderer.tsx';
import { blueprintWithTitle, fetchPageDocument, isNotFound } from './page-document.ts';
import styles from './event-page.module.css';

export interface EventPageAppProps {
  codeName: string | undefined;
  locale: Locale;
  dataClient?: DataClient;
}

export function EventPageApp({ codeName, locale, dataClient }: EventPageAppProps) {
  const pageDocument = useFetcher((signal) => fetchPageDocument(codeName ?? '', signal), {
    key: codeName ?? '',
    enabled: codeName !== undefined,
  });
  const blueprint = useMemo(
    () => (pageDocument.data ? blueprintWithTitle(pageDocument.data) : undefined),
    [pageDocument.data],
  );

  if (codeName === undefined) return <NotFoundScreen locale={locale} />;
  if (blueprint)
    return (
      <Renderer
        node={blueprint}
        mode="runtime"
        registry={catalogue}
        locale={locale}
        dataClient={dataClient}
      />
    );
  if (pageDocument.status === 'error') {
    return isNotFound(pageDocument.error) ? (
      <NotFoundScreen locale={locale} />
    ) : (
      <LoadErrorScreen locale={locale} onRetry={pageDocument.refresh} />
    );
  }
  return <PageSkeleton locale={locale} />;
}

export function NotFoundScreen({ locale }: { locale: Locale }) {
  return (
    <main className={styles.screen}>
      <div className={styles.banner} role="alert">
        <span aria-hidden="true">💔 </span>
        {SPEC_TEXTS.pageNotFound}
        <span aria-hidden="true"> 💔</span>
      </div>
      <p className={styles.hint}>{visitorText(locale, 'pageNotFoundHint')}</p>
    </main>
  );
}

function LoadErrorScreen({ locale, onRetry }: { locale: Locale; onRetry: () => void }) {
  return (
    <main className={styles.screen}>
      <p className={styles.hint} role="alert">
        {visitorText(locale, 'pageLoadError')}
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {visitorText(locale, 'retry')}
      </button>
    </main>
  );
}

function PageSkeleton({ locale }: { locale: Locale }) {
  return (
    <main
      className={styles.screen}
      role="status"
      aria-busy="true"
      aria-label={visitorText(locale, 'pageLoading')}
    >
      <div className={styles.skeletonTitle} />
      <div className={styles.skeletonCard} />
      <div className={styles.skeletonCard} />
    </main>
  );
}
