import { describe, expect, it } from 'vitest';
import {
  countdownParts,
  countdownPhase,
  DATE_RANGE_SEPARATOR,
  DEFAULT_DATE_FORMAT,
  DEFAULT_TIME_FORMAT,
  formatCountdown,
  formatDate,
  formatDateRange,
} from './time-format.ts';

const T0 = Date.UTC(2026, 0, 1);

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and whole seconds', () => {
    const end = T0 + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(end, T0 + 999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 4,
      total: 183_844,
    });
  });

  it('floors at 0 once the end has passed', () => {
    expect(countdownParts(T0, T0 + 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, total: 0 });
    expect(countdownParts(T0 + 400, T0)).toMatchObject({ total: 0 });
  });

  it('pads every unit to two digits in the two-digit variant', () => {
    const parts = countdownParts(T0 + ((24 + 3) * 3600 + 4 * 60 + 5) * 1000, T0);
    expect(formatCountdown(parts, 'twoDigit')).toEqual({ days: '01', clock: '03:04:05' });
  });

  it('folds days into unpadded hours in the surprise variant, with no day unit', () => {
    const parts = countdownParts(T0 + ((24 + 3) * 3600 + 4 * 60 + 5) * 1000, T0);
    expect(formatCountdown(parts, 'surprise')).toEqual({ days: '', clock: '27:4:5' });
  });

  it('has not begun before the start, runs until the end, then has ended', () => {
    expect(countdownPhase(T0 + 1000, T0 + 5000, T0)).toBe('notBegun');
    expect(countdownPhase(0, T0 + 5000, T0)).toBe('running');
    expect(countdownPhase(T0, T0 + 5000, T0 + 4999)).toBe('running');
    expect(countdownPhase(T0, T0 + 5000, T0 + 5000)).toBe('ended');
  });
});

describe('date range', () => {
  it("defaults to 'MM/DD (ddd)' and 'HH:mm:ss' joined by '~'", () => {
    expect(DEFAULT_DATE_FORMAT).toBe('MM/DD (ddd)');
    expect(DEFAULT_TIME_FORMAT).toBe('HH:mm:ss');
    expect(DATE_RANGE_SEPARATOR).toBe('~');
  });

  it('formats the tokens, weekday in the given language', () => {
    const date = new Date(2026, 2, 7, 9, 5, 3); // a Saturday, local time
    expect(formatDate(date, 'YYYY-MM-DD HH:mm:ss')).toBe('2026-03-07 09:05:03');
    expect(formatDate(date, 'M/D H')).toBe('3/7 9');
    expect(formatDate(date, DEFAULT_DATE_FORMAT, 'en-US')).toBe('03/07 (Sat)');
    expect(formatDate(date, '[MM] MM')).toBe('MM 03');
  });

  it('shows the end one second earlier', () => {
    const start = new Date(2026, 2, 1, 0, 0, 0).getTime() / 1000;
    const end = new Date(2026, 2, 8, 0, 0, 0).getTime() / 1000;
    expect(formatDateRange(start, end, { language: 'en-US' })).toEqual({
      start: '03/01 (Sun) 00:00:00',
      end: '03/07 (Sat) 23:59:59',
    });
  });
});
