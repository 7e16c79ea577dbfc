// The standalone product's demo sign-in: a small control that lists the demo population so a viewer
// can sign in (and see their own rank and follows) without the host platform. Never shown in production.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Locale } from '@eventory/domain/locales';
import {
  type DataClient,
  type DemoVisitor,
  type VisitorSession,
  visitorText,
} from '@eventory/blocks/runtime';
import styles from './demo-sign-in.module.css';

export interface DemoSignInProps {
  session: VisitorSession;
  dataClient: DataClient;
  locale: Locale;
}

export default function DemoSignIn({ session, dataClient, locale }: DemoSignInProps) {
  const t = (key: Parameters<typeof visitorText>[1], ...values: (string | number)[]) =>
    visitorText(locale, key, ...values);
  const { user } = useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
  const [people, setPeople] = useState<DemoVisitor[] | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    dataClient.listDemoVisitors(controller.signal).then(
      (items) => setPeople(Array.isArray(items) ? items : []),
      // No demo population (production, or an older server): no control at all.
      () => setPeople([]),
    );
    return () => controller.abort();
  }, [dataClient]);

  if (!people || people.length === 0) return null;

  if (user) {
    const me = people.find((p) => p.userID === user.userID);
    return (
      <div className={styles.dock} data-testid="demo-sign-in">
        <span className={styles.pill}>
          {t('demoSignedInAs', me?.openID ?? user.userID)}
          <button type="button" className={styles.link} onClick={() => session.signOut()}>
            {t('demoSignOut')}
          </button>
        </span>
      </div>
    );
  }

  const signIn = async (userID: string) => {
    setBusy(true);
    setFailed(false);
    try {
      session.signIn(await dataClient.demoSignIn(userID));
      setOpen(false);
    } catch (error) {
      console.error('Demo sign-in failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const group = (kind: DemoVisitor['kind'], label: string) => (
    <section className={styles.group} aria-label={label}>
      <h3 className={styles.groupTitle}>{label}</h3>
      <ul className={styles.people}>
        {people
          .filter((p) => p.kind === kind)
          .map((p) => (
            <li key={p.userID}>
              <button
                type="button"
                className={styles.person}
                disabled={busy}
                onClick={() => void signIn(p.userID)}
              >
                <bdi>{p.openID}</bdi>
                <span className={styles.meta}>
                  {p.displayName} · {p.region}
                </span>
              </button>
            </li>
          ))}
      </ul>
    </section>
  );

  return (
    <div className={styles.dock} data-testid="demo-sign-in">
      {open ? (
        <div className={styles.panel} role="dialog" aria-label={t('demoSignInTitle')}>
          <div className={styles.panelHead}>
            <strong>{t('demoSignInTitle')}</strong>
            <button type="button" className={styles.link} onClick={() => setOpen(false)}>
              {t('demoClose')}
            </button>
          </div>
          <p className={styles.hint}>{t('demoSignInHint')}</p>
          {failed && (
            <p className={styles.error} role="alert">
              {t('pageLoadError')}
            </p>
          )}
          {group('viewer', t('demoViewers'))}
          {group('streamer', t('demoStreamers'))}
        </div>
      ) : (
        <button
          type="button"
          className={styles.pill}
          onClick={() => setOpen(true)}
          title={t('demoSignInTitle')}
        >
          {t('demoSignInOpen')}
        </button>
      )}
    </div>
  );
}
