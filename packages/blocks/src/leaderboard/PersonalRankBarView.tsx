// The signed-in viewer's own rank bar, under a board or as its own block.
import { abbreviateNumber } from '@eventory/domain/number-abbreviation';
import { useFetcher } from '../data/useFetcher.ts';
import { fillTemplate } from '../i18n/visitor-texts.ts';
import { stringProp } from '@eventory/domain/prop-values';
import { useRenderContext, useVisitorText } from '../renderer/render-context.ts';
import { useVisitorSnapshot } from '../visitor/visitor-context.tsx';
import { Avatar } from './Avatar.tsx';
import {
  AUTO_REFRESH_MS,
  DEFAULT_SCORE_UNIT,
  PERSONAL_BAR_HEIGHT,
  PERSONAL_BAR_SPACING,
  type PersonalRankBarProps,
} from './leaderboard-props.ts';
import { rowPerson } from './leaderboard-rows.ts';
import styles from './leaderboard.module.css';

/**
 * The signed-in viewer's own rank, fixed at the bottom (visitor spec §2): 72 px high, sliding in over
 * 0.3 s, shown only for a signed-in viewer who has a score on this board.
 */
export function PersonalRankBarView({ containerID, unit }: PersonalRankBarProps) {
  const { mode, dataClient } = useRenderContext();
  const { user } = useVisitorSnapshot();
  const t = useVisitorText();
  const id = stringProp(containerID).trim();
  const fetcher = useFetcher((signal) => dataClient.getPersonalRank(id, signal), {
    key: `${id}:${user?.userID ?? ''}`,
    enabled: mode === 'runtime' && !!user && id !== '',
    refreshAfterMs: AUTO_REFRESH_MS,
  });
  const personal = user ? fetcher.data : undefined;
  if (!personal || !(personal.score > 0)) return null;
  const person = rowPerson({
    rank: personal.rank,
    score: personal.score,
    userInfo: personal.userInfo,
    meta: {},
  });
  const template = stringProp(unit).trim() || DEFAULT_SCORE_UNIT;
  const gap = personal.nextScore - personal.score;
  return (
    <>
      <div aria-hidden="true" style={{ height: PERSONAL_BAR_SPACING }} />
      <aside
        className={styles.personalBar}
        style={{ height: PERSONAL_BAR_HEIGHT }}
        aria-label={t('personalRankLabel')}
        data-block="PersonalRankBar"
      >
        <span className={styles.personalRank} aria-label={t('leaderboardRank', personal.rank)}>
          {personal.rank > 0 ? personal.rank : '-'}
        </span>
        <Avatar picture={person.picture} openID={person.openID} live={false} liveText="" />
        <span className={styles.who}>
          <span className={styles.openID}>
            <bdi>{person.openID}</bdi>
          </span>
          <span className={styles.personalNext}>
            {personal.rank === 1
              ? t('personalTop')
              : gap > 0
                ? t('personalToNext', abbreviateNumber(gap))
                : t('personalRankLabel')}
          </span>
        </span>
        <span className={styles.score} title={String(personal.score)} dir="auto">
          {fillTemplate(template, abbreviateNumber(personal.score))}
        </span>
      </aside>
    </>
  );
}
