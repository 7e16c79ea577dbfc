// The event page when no campaign has the code name (visitor spec: "page not found").
import type { Locale } from '@eventory/domain/locales';
import { SPEC_TEXTS, visitorText } from '@eventory/blocks/runtime';
import styles from './event-page.module.css';

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
