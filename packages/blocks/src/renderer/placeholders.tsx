// The visible stand-ins the renderer shows instead of a block that cannot render.
import { SPEC_TEXTS } from '../i18n/visitor-texts.ts';
import styles from './placeholders.module.css';

export function InvalidChildren({ type }: { type: string }) {
  return (
    <div className={styles.placeholder} data-block-problem="invalid-children" data-block-type={type}>
      {SPEC_TEXTS.invalidChildren}
    </div>
  );
}

export function NotFoundComponent({ type }: { type: string }) {
  return (
    <div className={styles.placeholder} data-block-problem="not-found" data-block-type={type}>
      <span className={styles.title}>{SPEC_TEXTS.notFoundComponent}</span>
      {type}
    </div>
  );
}

export function BlockError({ type, message }: { type: string; message: string }) {
  return (
    <div className={styles.placeholder} role="alert" data-block-problem="error" data-block-type={type}>
      <span className={styles.title}>{type}</span>
      {message}
    </div>
  );
}

export function BlockPending({ label }: { label: string }) {
  return <div className={styles.pending} role="status" aria-busy="true" aria-label={label} />;
}
