// Pure time rules of the countdown and date-range blocks (block spec §3, §4; visitor spec §9).

/** Block spec §3: the date range's default formats. */
export const DEFAULT_DATE_FORMAT = 'MM/DD (ddd)';
export const DEFAULT_TIME_FORMAT = 'HH:mm:ss';
/** Visitor spec §9: the date range joins start and end with '~'. */
export const DATE_RANGE_SEPARATOR = '~';
/** Block spec §4: countdowns tick every second. */
export const COUNTDOWN_TICK_MS = 1000;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left, never below 0. */
  total: number;
}

/** Time left until `endMs`, in whole seconds, floored at 0 (block spec §4). */
export function countdownParts(endMs: number, nowMs: number): CountdownParts {
  const total = Math.max(0, Math.floor((endMs - nowMs) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    total,
  };
}

export type CountdownVariant = 'twoDigit' | 'surprise';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The countdown's clock. Two-digit: days apart, then HH:mm:ss zero-padded. Surprise: no day unit (the days
 * fold into the hours) and no padding.
 */
export function formatCountdown(
  parts: CountdownParts,
  variant: CountdownVariant,
): { days: string; clock: string } {
  if (variant === 'surprise') {
    const hours = Math.floor(parts.total / 3600);
    return { days: '', clock: `${hours}:${parts.minutes}:${parts.seconds}` };
  }
  return { days: pad(parts.days), clock: `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}` };
}

export type CountdownPhase = 'notBegun' | 'running' | 'ended';

/** Before the start (when one is set) the countdown has not begun; from the end on it has ended. */
export function countdownPhase(startMs: number, endMs: number, nowMs: number): CountdownPhase {
  if (startMs > 0 && nowMs < startMs) return 'notBegun';
  if (nowMs >= endMs) return 'ended';
  return 'running';
}

/**
 * Formats a date with the tokens the spec's defaults use: YYYY, MM, M, DD, D, HH, H, mm, ss, ddd (short
 * weekday) and dd (narrow weekday), weekday names in the visitor's language. Text in [brackets] is literal.
 */
export function formatDate(date: Date, format: string, language = 'en-US'): string {
  const weekday = (style: 'short' | 'narrow') =>
    new Intl.DateTimeFormat(language, { weekday: style }).format(date);
  return format.replace(/\[([^\]]*)\]|YYYY|MM|M|DD|D|HH|H|mm|ss|ddd|dd/g, (token, literal?: string) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case 'YYYY':
        return String(date.getFullYear());
      case 'MM':
        return pad(date.getMonth() + 1);
      case 'M':
        return String(date.getMonth() + 1);
      case 'DD':
        return pad(date.getDate());
      case 'D':
        return String(date.getDate());
      case 'HH':
        return pad(date.getHours());
      case 'H':
        return String(date.getHours());
      case 'mm':
        return pad(date.getMinutes());
      case 'ss':
        return pad(date.getSeconds());
      case 'ddd':
        return weekday('short');
      default:
        return weekday('narrow');
    }
  });
}

/**
 * The date range text: '{start} ~ {end}' with the end shown one second earlier (an end of 00:00:00 reads
 * as 23:59:59 of the day before, visitor spec §9). Times are unix seconds.
 */
export function formatDateRange(
  startSeconds: number,
  endSeconds: number,
  { dateFormat = DEFAULT_DATE_FORMAT, timeFormat = DEFAULT_TIME_FORMAT, language = 'en-US' } = {},
): { start: string; end: string } {
  const format = [dateFormat, timeFormat].filter(Boolean).join(' ');
  return {
    start: formatDate(new Date(startSeconds * 1000), format, language),
    end: formatDate(new Date((endSeconds - 1) * 1000), format, language),
  };
}

/** BCP 47 tag for a UI locale (zh_TW → zh-TW), for Intl. */
export const languageTag = (locale: string): string => locale.replace('_', '-');
