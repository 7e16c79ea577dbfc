// The DailyTabs block: the tab list of a daily container.
import { Children } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { useNavigationText } from '../navigation/use-navigation-text.ts';
import { TabPosition } from './board-context.ts';
import styles from './leaderboard.module.css';

export function DailyTabs({ children }: BlockRenderProps) {
  const nt = useNavigationText();
  return (
    <div className={styles.dailyTabs} role="tablist" aria-label={nt('dailyTabsLabel')}>
      {Children.toArray(children).map((child, index) => (
        <TabPosition.Provider key={index} value={index}>
          {child}
        </TabPosition.Provider>
      ))}
    </div>
  );
}
