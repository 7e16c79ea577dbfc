// The expanded row's panel (visitor spec §2): contributors, bonus, the vote detail or the row user's
// missions (mission/MissionRowDetail).
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { LeaderboardRow as RankingRow } from '@eventory/domain/leaderboard-read';
import { abbreviateNumber } from '@eventory/domain/number-abbreviation';
import { useFetcher } from '../data/useFetcher.ts';
import { fillTemplate } from '../i18n/visitor-texts.ts';
import { useRenderContext } from '../renderer/render-context.ts';
import { useNavigationText } from '../navigation/use-navigation-text.ts';
import { Avatar } from './Avatar.tsx';
import { fetchContributions } from './board-data.ts';
import type { BoardContextValue } from './board-context.ts';
import { dropdownHeight, rowBonus, SCROLL_TO_ROW_AFTER_ITEMS, type DropdownMode } from './family-rules.ts';
import { mockLeaderboardRows, rowPerson } from './leaderboard-rows.ts';
import styles from './leaderboard.module.css';
import type { VoteBoard } from '../vote/vote-board.ts';
import { VoteRowDetail } from '../vote/VoteRowDetail.tsx';

// Its own chunk (with the mission texts): only a board whose rows open a 'mission' dropdown downloads it.
const MissionRowDetail = lazy(() =>
  import('../mission/MissionRowDetail.tsx').then((m) => ({ default: m.MissionRowDetail })),
);

interface RowDropdownProps {
  mode: DropdownMode;
  row: RankingRow;
  index: number;
  board: BoardContextValue;
  itemCount: number;
  containerID: string;
  bonusUnit: string;
  voteBoard: VoteBoard | undefined;
  /** The leaderboard whose missions a 'mission' dropdown lists. */
  missionLeaderboardID: string;
}

/** The expanded row's panel: contributors, bonus, the vote detail or the row user's missions. */
export function RowDropdown({
  mode,
  row,
  index,
  board,
  itemCount,
  containerID,
  bonusUnit,
  voteBoard,
  missionLeaderboardID,
}: RowDropdownProps) {
  const { mode: renderMode } = useRenderContext();
  const nt = useNavigationText();
  const editor = renderMode === 'editor';
  const userID = row.userInfo?.userID ?? '';
  const contributions = useFetcher((signal) => fetchContributions(containerID, userID, signal), {
    key: `${containerID}:${userID}`,
    enabled: mode === 'contribution' && !editor && containerID !== '' && userID !== '',
  });
  const items =
    mode === 'contribution'
      ? (editor ? mockLeaderboardRows(3) : (contributions.data ?? [])).slice(0, itemCount)
      : [];
  const [missionCount, setMissionCount] = useState(1);
  const count = mode === 'bonus' ? 1 : mode === 'mission' ? missionCount : items.length;
  const height = dropdownHeight(mode, count);
  const { setDropdownHeight, scrollToIndex } = board;
  const fixedHeight = board.dropDownHeight ?? 0;
  useEffect(() => {
    setDropdownHeight(height);
  }, [height, setDropdownHeight]);
  // Visitor spec §2: after 10 or more contribution items the list scrolls to the row.
  const loadedCount = contributions.data?.length ?? 0;
  useEffect(() => {
    if (mode === 'contribution' && loadedCount >= SCROLL_TO_ROW_AFTER_ITEMS) scrollToIndex(index);
  }, [mode, loadedCount, index, scrollToIndex]);

  const loading = <div className={styles.skeletonRow} role="status" aria-busy="true" />;
  let body: ReactNode;
  if (mode === 'vote') {
    const person = rowPerson(row);
    body = <VoteRowDetail board={voteBoard} userID={person.userID} openID={person.openID} index={index} />;
  } else if (mode === 'mission') {
    body = (
      <Suspense fallback={loading}>
        <MissionRowDetail
          leaderboardID={missionLeaderboardID}
          userID={row.userInfo?.userID ?? ''}
          onCount={setMissionCount}
        />
      </Suspense>
    );
  } else if (mode === 'bonus') {
    body = (
      <p className={styles.dropdownNote}>
        {nt('bonusDetail')}: {fillTemplate(bonusUnit, abbreviateNumber(rowBonus(row)))}
      </p>
    );
  } else if (contributions.status === 'error') {
    body = <p className={styles.dropdownNote}>{nt('contributionError')}</p>;
  } else if (!editor && contributions.data === undefined) {
    body = loading;
  } else if (items.length === 0) {
    body = <p className={styles.dropdownNote}>{nt('contributionEmpty')}</p>;
  } else {
    body = (
      <ol className={styles.contributors} aria-label={nt('contributionTitle')}>
        {items.map((item, position) => {
          const person = rowPerson(item);
          return (
            <li key={`${person.userID}-${position}`} className={styles.contributor}>
              <span className={styles.rank}>{position + 1}</span>
              <Avatar picture={person.picture} openID={person.openID} live={false} liveText="" />
              <span className={styles.openID}>
                <bdi>{person.openID}</bdi>
              </span>
              <span className={styles.score} dir="auto">
                {abbreviateNumber(item.score)}
              </span>
            </li>
          );
        })}
      </ol>
    );
  }
  return (
    <div
      className={styles.dropdown}
      style={fixedHeight > 0 ? { height: fixedHeight, overflowY: 'auto' } : { minHeight: height }}
      data-dropdown={mode}
    >
      {body}
    </div>
  );
}
