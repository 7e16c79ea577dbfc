// Schedule cycle item (block catalogue §3, §4): its children show while the current unit of the cycle (weekday,
// hour, minute or second) lies in [from, to), rechecked every second. Editor mode always shows them, captioned.
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { ScheduleCaption } from './ScheduleCaption.tsx';
import {
  DEFAULT_SCHEDULE_CYCLE,
  SCHEDULE_CYCLE_RECHECK_MS,
  cycleUnit,
  isInCycle,
  scheduleEvery,
  type ScheduleEvery,
} from './schedule-rules.ts';
import { scheduleText, type ScheduleTextKey } from './schedule-texts.ts';
import { useNowEvery } from './useNowEvery.ts';

export interface ScheduleCycleItemProps {
  every: ScheduleEvery;
  from: number;
  to: number;
  /** IANA time zone of the cycle (e.g. Asia/Taipei); blank = the visitor's own clock. */
  timeZone: string;
}

const EVERY_TEXT: Record<ScheduleEvery, ScheduleTextKey> = {
  week: 'everyWeek',
  day: 'everyDay',
  hour: 'everyHour',
  minute: 'everyMinute',
};

export function ScheduleCycleItem({ props, children }: BlockRenderProps<ScheduleCycleItemProps>) {
  const { mode, locale } = useRenderContext();
  const now = useNowEvery(SCHEDULE_CYCLE_RECHECK_MS);
  const every = scheduleEvery(props.every);
  const from = numberProp(props.from, DEFAULT_SCHEDULE_CYCLE.from);
  const to = numberProp(props.to, DEFAULT_SCHEDULE_CYCLE.to);
  const shown = isInCycle(cycleUnit(every, now, stringProp(props.timeZone)), from, to);
  if (mode === 'editor') {
    const caption = scheduleText(
      locale,
      'scheduleCycleEditor',
      scheduleText(locale, EVERY_TEXT[every]),
      from,
      to,
    );
    return (
      <ScheduleCaption block="ScheduleCycleItem" caption={caption} shown={shown}>
        {children}
      </ScheduleCaption>
    );
  }
  return shown ? <>{children}</> : null;
}
