// The event page while its document loads.
import type { Locale } from '@eventory/domain/locales';
import { visitorText } from '@eventory/blocks/runtime';
import styles from './event-page.module.css';

export function PageSkeleton({ locale }: { locale: Locale }) {
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
