// A person's picture (or initial) with the live badge, in rows, dropdowns and the personal rank bar.
import styles from './leaderboard.module.css';

export function Avatar({
  picture,
  openID,
  live,
  liveText,
}: {
  picture: string;
  openID: string;
  live: boolean;
  liveText: string;
}) {
  return (
    <span className={styles.avatarWrap}>
      {picture ? (
        <img className={styles.avatar} src={picture} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
          {openID.replace(/^</, '').charAt(0).toUpperCase()}
        </span>
      )}
      {live && <span className={styles.liveBadge}>{liveText}</span>}
    </span>
  );
}
