// Countdown banner (block catalogue §3 "text, countdown flag"): a banner with its text and, with the flag on,
// the time left until endTime ticking every second (the two-digit countdown of block catalogue §4). Inside a
// daily leaderboard the active tab's end replaces endTime; editor mode without an end shows a day left.
import { periodFor, useActivePeriod } from '../leaderboard/active-period.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { booleanProp, numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { widgetText } from '../i18n/widget-texts.ts';
import { COUNTDOWN_TICK_MS, countdownParts, formatCountdown } from '../widgets/time-format.ts';
import { useNowEvery } from '../schedule/useNowEvery.ts';
import { bannerText } from './banner-texts.ts';
import styles from './banner.module.css';

export interface CountdownBannerProps {
  text: string;
  /** Show the countdown under the text. */
  countdown: boolean;
  /** Unix seconds the countdown runs to (0 = the active daily tab's end). */
  endTime: number;
}

export function CountdownBanner({ props }: BlockRenderProps<CountdownBannerProps>) {
  const { mode, locale } = useRenderContext();
  const withCountdown = booleanProp(props.countdown, true);
  const now = useNowEvery(COUNTDOWN_TICK_MS, withCountdown);
  const period = periodFor({ startTime: 0, endTime: numberProp(props.endTime, 0) }, useActivePeriod());
  const text = stringProp(props.text).trim();
  if (mode === 'runtime' && !text && (!withCountdown || !period.endTime)) return null;
  const endMs = mode === 'editor' && !period.endTime ? now + 86_400_000 : period.endTime * 1000;
  const parts = countdownParts(endMs, now);
  const { days, clock } = formatCountdown(parts, 'twoDigit');
  return (
    <section
      className={styles.banner}
      aria-label={bannerText(locale, 'bannerLabel')}
      data-block="CountdownBanner"
    >
      {text ? (
        <p className={styles.bannerText} dir="auto">
          {text}
        </p>
      ) : (
        mode === 'editor' && <p className={styles.editorNote}>{bannerText(locale, 'bannerNoTextEditor')}</p>
      )}
      {withCountdown && endMs > 0 && (
        <p
          className={styles.bannerClock}
          role="timer"
          aria-label={widgetText(locale, 'countdownLabel')}
          data-phase={parts.total > 0 ? 'running' : 'ended'}
        >
          {parts.total > 0
            ? `${days} ${widgetText(locale, 'countdownDays')} ${clock}`
            : widgetText(locale, 'countdownEnded')}
        </p>
      )}
    </section>
  );
}
