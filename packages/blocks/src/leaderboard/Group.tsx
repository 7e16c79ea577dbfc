// The Group block: teams re-ranked by their summed scores (visitor spec §3).
import { useCallback, useMemo, useState } from 'react';
import { useNavigationText } from '../navigation/use-navigation-text.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { rankTeams, type TeamScore } from './family-rules.ts';
import { GroupContext } from './group-context.ts';
import styles from './widgets.module.css';

/** Teams re-ranked by summed score descending, ties to the earlier last timestamp (visitor spec §3). */
export function Group({ children }: BlockRenderProps) {
  const nt = useNavigationText();
  const [teams, setTeams] = useState<Record<string, TeamScore>>({});
  const report = useCallback((team: TeamScore) => {
    setTeams((current) => {
      const old = current[team.id];
      if (old && old.score === team.score && old.lastTimestamp === team.lastTimestamp) return current;
      return { ...current, [team.id]: team };
    });
  }, []);
  const ranked = useMemo(
    () => new Map(rankTeams(Object.values(teams)).map((team) => [team.id, team] as const)),
    [teams],
  );
  return (
    <GroupContext.Provider value={{ report, ranked }}>
      <ol className={styles.group} data-block="Group" aria-label={nt('groupLabel')}>
        {children}
      </ol>
    </GroupContext.Provider>
  );
}
