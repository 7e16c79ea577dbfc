// The mission dropdown of a leaderboard row (visitor spec §2 "Dropdown", §9 heights): the leaderboard's
// missions with the row user's progress (GET /event/user-missions/{leaderboardID}/{userID}), in the §4
// order, each line its description, progress and completion; re-read when a mission container changes.
// Editor mode shows the placeholder missions without calling anything.
import { useEffect, useMemo, useState } from 'react';
import { useFetcher } from '../data/useFetcher.ts';
import { missionText } from '../i18n/mission-texts.ts';
import { useRenderContext } from '../renderer/render-context.ts';
import { fetchLeaderboardMissions } from './mission-api.ts';
import {
  countsSeconds,
  isMissionDone,
  missionDescription,
  missionPercent,
  missionValueText,
  sortMissions,
  visibleMissions,
} from './mission-rules.ts';
import { mockMissions } from './mock-missions.ts';
import { useLiveMissions } from './useLiveMissions.ts';
import styles from './mission.module.css';

export interface MissionRowDetailProps {
  leaderboardID: string;
  userID: string;
  /** Tells the row how many lines it shows (the dropdown's height follows). */
  onCount(count: number): void;
}

const NO_CLAIMS: ReadonlySet<number> = new Set();

export function MissionRowDetail({ leaderboardID, userID, onCount }: MissionRowDetailProps) {
  const { mode, locale } = useRenderContext();
  const editor = mode === 'editor';
  const [nowMs] = useState(() => Date.now());
  const read = useFetcher((signal) => fetchLeaderboardMissions(leaderboardID, userID, signal), {
    key: `${leaderboardID}:${userID}`,
    enabled: !editor && leaderboardID !== '' && userID !== '',
  });
  const missions = useMemo(
    () => sortMissions(visibleMissions(editor ? mockMissions(nowMs) : (read.data ?? [])), NO_CLAIMS, nowMs),
    [editor, read.data, nowMs],
  );
  const live = useLiveMissions(
    missions.map((m) => m.missionContainerID),
    !editor,
  );
  const { refresh } = read;
  useEffect(() => {
    if (live.version > 0) refresh();
  }, [live.version, refresh]);
  useEffect(() => onCount(Math.max(1, missions.length)), [missions.length, onCount]);

  const t = (key: Parameters<typeof missionText>[1], ...values: (string | number)[]) =>
    missionText(locale, key, ...values);
  if (!editor && (leaderboardID === '' || read.status === 'error'))
    return <p className={styles.note}>{t(leaderboardID === '' ? 'dropdownEmpty' : 'dropdownError')}</p>;
  if (!editor && read.data === undefined)
    return (
      <p className={styles.note} role="status" aria-busy="true">
        {t('missionLoading')}
      </p>
    );
  if (missions.length === 0) return <p className={styles.note}>{t('dropdownEmpty')}</p>;
  return (
    <ul className={styles.dropdownList} aria-label={t('missionListLabel')}>
      {missions.map((mission) => {
        const value = (n: number) =>
          countsSeconds(mission)
            ? t('missionHours', missionValueText(n, mission))
            : missionValueText(n, mission);
        return (
          <li
            key={mission.id}
            className={styles.dropdownItem}
            data-mission-id={mission.id}
            data-done={isMissionDone(mission)}
          >
            <span className={styles.dropdownText} dir="auto">
              {missionDescription(mission.desc, locale)}
            </span>
            <span className={styles.dropdownValue} dir="auto">
              {t('missionProgress', value(mission.score), value(mission.goal))} ·{' '}
              {t('missionSubtitle', `${missionPercent(mission)}%`)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
