// Date range ("Duration", block spec §3; visitor spec §9): start ~ end in 'MM/DD (ddd) HH:mm:ss' by default,
// the end shown one second earlier. Inside a daily leaderboard the active tab's times replace its own.
import { useRef } from 'react';
import { periodFor, useActivePeriod } from '../leaderboard/active-period.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { useVisitor } from '../visitor/visitor-context.tsx';
import { useWidgetText } from './use-widget-text.ts';
import {
  DATE_RANGE_SEPARATOR,
  DEFAULT_DATE_FORMAT,
  DEFAULT_TIME_FORMAT,
  formatDateRange,
  languageTag,
} from './time-format.ts';
import { useSectionView } from './useSectionView.ts';
import styles from './widgets.module.css';

export interface DurationProps {
  startTime: number;
  endTime: number;
  dateFormat: string;
  timeFormat: string;
  separator: string;
}

export function Duration({ props }: BlockRenderProps<DurationProps>) {
  const { locale, mode } = useRenderContext();
  const { tracker } = useVisitor();
  const t = useWidgetText();
  const ref = useRef<HTMLParagraphElement>(null);
  useSectionView(ref, 'timeline', mode === 'runtime' ? tracker : undefined);
  const period = periodFor(
    { startTime: numberProp(props.startTime, 0), endTime: numberProp(props.endTime, 0) },
    useActivePeriod(),
  );
  const { start, end } = formatDateRange(period.startTime, period.endTime, {
    dateFormat: stringProp(props.dateFormat, DEFAULT_DATE_FORMAT),
    timeFormat: stringProp(props.timeFormat, DEFAULT_TIME_FORMAT),
    language: languageTag(locale),
  });
  const separator = stringProp(props.separator).trim() || DATE_RANGE_SEPARATOR;
  if (!period.startTime && !period.endTime && mode === 'runtime') return null;
  return (
    <p
      className={styles.duration}
      ref={ref}
      data-block="Duration"
      role="group"
      aria-label={t('dateRangeLabel')}
    >
      <time dateTime={new Date(period.startTime * 1000).toISOString()}>{start}</time>
      <span aria-hidden="true"> {separator} </span>
      <time dateTime={new Date((period.endTime - 1) * 1000).toISOString()}>{end}</time>
    </p>
  );
}
