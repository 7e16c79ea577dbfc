// The event page when its document could not be loaded, with a retry.
import type { Locale } from '@eventory/domain/locales';
import { visitorText } from '@eventory/blocks/runtime';
import styles from './event-page.module.css';

export function LoadErrorScreen({ locale, onRetry }: { locale: Locale; onRetry: () => void }) {
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
