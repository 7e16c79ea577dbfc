// Timeline.Line: the line the timeline draws behind its items, filled up to now. Block catalogue §5 gives
// it no children and the Timeline as its parent; the Timeline draws it itself (decision 0063).
import styles from './timeline.module.css';

export function TimelineLine({ progress }: { progress: number }) {
  const filled = Math.min(1, Math.max(0, progress));
  return (
    <div className={styles.line} aria-hidden="true" data-progress={filled.toFixed(4)}>
      <div className={styles.fill} style={{ inlineSize: `${filled * 100}%` }} />
    </div>
  );
}
