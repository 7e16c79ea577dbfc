// A row's name (open ID, or a league's name) with the font auto-shrink, and a league's description.
import { useAutoShrinkFont } from './useAutoShrinkFont.ts';
import styles from './leaderboard.module.css';

export function RowName({
  name,
  description,
  autoShrink,
}: {
  name: string;
  /** A league's description (visitor spec §3); empty for people. */
  description: string;
  autoShrink: boolean;
}) {
  const { ref } = useAutoShrinkFont<HTMLSpanElement>(name, autoShrink);
  return (
    <>
      <span className={styles.openID} ref={ref}>
        <bdi>{name}</bdi>
      </span>
      {description && <span className={styles.leagueDescription}>{description}</span>}
    </>
  );
}
