// The event page when its document answers 401 or 403 (visitor spec §2: "an unauthorized screen shows a
// centred error alert with the text 'unauthorized'"), with what the visitor can do about it and a retry.
import type { Locale } from '@eventory/domain/locales';
import { ERROR_SPEC_TEXTS, errorText, visitorText } from '@eventory/blocks/runtime';
import styles from './event-page.module.css';

export function UnauthorizedScreen({ locale, onRetry }: { locale: Locale; onRetry: () => void }) {
  return (
    <main className={styles.screen}>
      <div className={styles.banner} role="alert">
        {ERROR_SPEC_TEXTS.unauthorized}
      </div>
      <p className={styles.hint}>{errorText(locale, 'unauthorizedHint')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {visitorText(locale, 'retry')}
      </button>
    </main>
  );
}
