// Schedule period item (block catalogue §3, §4): its children show while now (seconds) is at or after startTime
// and before endTime, rechecked every 500 ms. Editor mode always shows them, captioned with the period.
import { htmlLang } from '@eventory/domain/locales';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { ScheduleCaption } from './ScheduleCaption.tsx';
import { SCHEDULE_PERIOD_RECHECK_MS, isInPeriod } from './schedule-rules.ts';
import { scheduleText } from './schedule-texts.ts';
import { useNowEvery } from './useNowEvery.ts';

export interface SchedulePeriodItemProps {
  /** Unix seconds; 0 = no start. */
  startTime: number;
  /** Unix seconds; 0 = no end. */
  endTime: number;
}

export function SchedulePeriodItem({ props, children }: BlockRenderProps<SchedulePeriodItemProps>) {
  const { mode, locale } = useRenderContext();
  const now = useNowEvery(SCHEDULE_PERIOD_RECHECK_MS);
  const startTime = numberProp(props.startTime, 0);
  const endTime = numberProp(props.endTime, 0);
  const shown = isInPeriod(now, startTime, endTime);
  if (mode === 'editor') {
    const format = new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'medium', timeStyle: 'medium' });
    const caption = scheduleText(
      locale,
      'schedulePeriodEditor',
      startTime > 0 ? format.format(startTime * 1000) : scheduleText(locale, 'scheduleOpenStart'),
      endTime > 0 ? format.format(endTime * 1000) : scheduleText(locale, 'scheduleOpenEnd'),
    );
    return (
      <ScheduleCaption block="SchedulePeriodItem" caption={caption} shown={shown}>
        {children}
      </ScheduleCaption>
    );
  }
  return shown ? <>{children}</> : null;
}
