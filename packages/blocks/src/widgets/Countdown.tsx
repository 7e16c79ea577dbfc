// Countdown (block spec §3, §4): time left until endTime, ticking every second, floored at 0. The two-digit
// variant shows days and a zero-padded HH:mm:ss; the surprise variant folds days into unpadded hours. Inside
// a daily leaderboard the active tab's start and end replace the block's own. Editor and page show the same;
// a text that hides the clock and a missing end are the page check's problems (`block-content-rules.ts`).
import { useEffect, useState } from 'react';
import { periodFor, useActivePeriod } from '../leaderboard/active-period.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '@eventory/domain/prop-values';
import { fillTemplate } from '../i18n/visitor-texts.ts';
import { useWidgetText } from './use-widget-text.ts';
import {
  COUNTDOWN_TICK_MS,
  countdownParts,
  countdownPhase,
  formatCountdown,
  type CountdownVariant,
} from './time-format.ts';
import styles from './widgets.module.css';

export interface CountdownProps {
  /** Unix seconds; before it the countdown reads 'has not begun' (0 = no start). */
  startTime: number;
  /** Unix seconds the countdown runs to. */
  endTime: number;
  variant: CountdownVariant;
  /** '{0}' days, '{1}' the day unit, '{2}' the clock; blank = the locale's text. */
  text: string;
}

/** The current time, re-read every `everyMs`. */
export function useNow(everyMs: number, enabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, enabled]);
  return now;
}

export function Countdown({ props }: BlockRenderProps<CountdownProps>) {
  const t = useWidgetText();
  const period = periodFor(
    { startTime: numberProp(props.startTime, 0), endTime: numberProp(props.endTime, 0) },
    useActivePeriod(),
  );
  const variant: CountdownVariant = props.variant === 'surprise' ? 'surprise' : 'twoDigit';
  const now = useNow(COUNTDOWN_TICK_MS);
  // The editor shows what the page will show (issue 30 §2.4): no made-up end; the page check asks for one.
  const endMs = period.endTime * 1000;
  const phase = countdownPhase(period.startTime * 1000, endMs, now);
  const { days, clock } = formatCountdown(countdownParts(endMs, now), variant);
  const template = stringProp(props.text).trim() || t('countdownText');
  const text =
    phase === 'notBegun'
      ? t('countdownNotBegun')
      : phase === 'ended'
        ? t('countdownEnded')
        : variant === 'surprise'
          ? fillTemplate(template, '', '', clock).replace(/\s+/g, ' ').trim()
          : fillTemplate(template, days, t('countdownDays'), clock);
  return (
    <p
      className={styles.countdown}
      data-block="Countdown"
      data-phase={phase}
      role="timer"
      aria-label={t('countdownLabel')}
    >
      <span dir="auto">{text}</span>
    </p>
  );
}
