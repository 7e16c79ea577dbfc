// The DailyLeaderboard block (visitor spec §2): daily tabs pick the day; rows under it form its board.
import { Children, useMemo, useState } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '@eventory/domain/prop-values';
import { ActivePeriodContext, type ActivePeriod } from './active-period.ts';
import { BoardView } from './BoardView.tsx';
import { DailyContext } from './board-context.ts';
import { dailyTabAt } from './family-rules.ts';
import type { DailyTabSpec, LeaderboardProps } from './leaderboard-props.ts';
import styles from './leaderboard.module.css';

/** Daily container (visitor spec §2): daily tabs pick the day; rows under it form its board. */
export function DailyLeaderboard({ props, node, children }: BlockRenderProps<LeaderboardProps>) {
  const tabsNode = (node.children ?? []).find((child) => child.type === 'DailyTabs');
  const tabs: DailyTabSpec[] = (tabsNode?.children ?? []).map((tab) => ({
    startTime: numberProp(tab.props?.startTime, 0),
    endTime: numberProp(tab.props?.endTime, 0),
    emptyString: stringProp(tab.props?.emptyString),
    containerID: stringProp(tab.props?.containerID),
    fetcher: stringProp(tab.props?.fetcher),
    text: stringProp(tab.props?.text),
  }));
  // Opens on the campaign-local today (issue 30 §1.6); a visitor's choice then stays.
  const [active, setActive] = useState(() => dailyTabAt(tabs, Date.now() / 1000));
  const index = Math.min(active, Math.max(0, tabs.length - 1));
  const tab = tabs[index];
  const hasTab = tab !== undefined;
  const start = tab?.startTime ?? 0;
  const end = tab?.endTime ?? 0;
  const period = useMemo<ActivePeriod | undefined>(
    () => (hasTab ? { startTime: start, endTime: end, index } : undefined),
    [hasTab, start, end, index],
  );
  const items = Children.toArray(children);
  const types = (node.children ?? []).map((child) => child.type);
  const rows = items.filter((_, i) => types[i] === 'LeaderboardRow');
  const rest = items.filter((_, i) => types[i] !== 'LeaderboardRow');
  return (
    <DailyContext.Provider value={{ tabs, active: index, setActive }}>
      <ActivePeriodContext.Provider value={period}>
        <div className={styles.daily} data-block="DailyLeaderboard" data-active-tab={index}>
          {rest}
          {rows.length > 0 && <BoardView props={props} template={rows} />}
        </div>
      </ActivePeriodContext.Provider>
    </DailyContext.Provider>
  );
}
