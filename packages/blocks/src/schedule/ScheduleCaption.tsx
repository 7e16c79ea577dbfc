// Editor mode of the schedule items: the children inside a dashed frame, captioned with when they show and
// whether they show right now, so an author sees and edits content that visitors may not see yet.
import type { ReactNode } from 'react';
import { useRenderContext } from '../renderer/render-context.ts';
import { scheduleText } from './schedule-texts.ts';
import styles from './schedule.module.css';

interface ScheduleCaptionProps {
  block: 'ScheduleCycleItem' | 'SchedulePeriodItem';
  caption: string;
  shown: boolean;
  children: ReactNode;
}

export function ScheduleCaption({ block, caption, shown, children }: ScheduleCaptionProps) {
  const { locale } = useRenderContext();
  return (
    <div className={styles.frame} data-block={block} data-shown={shown}>
      <p className={styles.caption} dir="auto">
        {caption} · {scheduleText(locale, shown ? 'scheduleShownNow' : 'scheduleHiddenNow')}
      </p>
      {children}
    </div>
  );
}
