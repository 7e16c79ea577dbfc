// How a row shows its score (visitor spec §3, §9; decision 0048): the display types Score, Time (hh:mm)
// and Hours (one decimal, floored), the score animation's step and the name's font auto-shrink step.
import { SCORE_TYPES } from '@eventory/domain/block-catalogue';
import { abbreviateNumber } from '@eventory/domain/number-abbreviation';

export { SCORE_TYPES };
export type ScoreType = (typeof SCORE_TYPES)[number];

export const asScoreType = (value: unknown): ScoreType =>
  (SCORE_TYPES as readonly unknown[]).includes(value) ? (value as ScoreType) : 'Score';

/**
 * Score: the abbreviated number (k above 10,000, m, b). Time and Hours read the score as seconds (a
 * live-streaming duration): Time as hh:mm (hours not capped at 24), Hours as seconds/3600 floored to one decimal.
 */
export function formatScore(score: number, type: ScoreType): string {
  const value = Number.isFinite(score) ? score : 0;
  if (type === 'Score') return abbreviateNumber(value);
  const seconds = Math.max(0, Math.floor(value));
  if (type === 'Time') {
    const hours = Math.floor(seconds / 3600);
    const minutes = Math.floor((seconds % 3600) / 60);
    return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  }
  // Tenths of an hour are 360 s: whole-number division, so no floating drift rounds a value up.
  const tenths = Math.floor(seconds / 360);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** Visitor spec §9: the shown score moves halfway to the target each frame while the gap is 2 or more. */
export function nextAnimatedScore(shown: number, target: number): number {
  const gap = target - shown;
  if (Math.abs(gap) < 2) return target;
  return shown + Math.trunc(gap / 2);
}

/** Visitor spec §9: the font shrinks by 1 per step, never below 12. */
export const MIN_FONT_SIZE = 12;

/** The next font size: 1 smaller while the text overflows and is above the minimum, else unchanged. */
export const shrunkFontSize = (size: number, overflowing: boolean): number =>
  overflowing && size > MIN_FONT_SIZE ? Math.max(MIN_FONT_SIZE, size - 1) : size;

/** Visitor spec §9: loading sprite frames are 192 px tall, 8 frames of 40 ms, wrapping after 1536 px. */
export const SPRITE = { frameHeight: 192, frames: 8, frameMs: 40 } as const;

/** The sprite's vertical offset (px) at a frame number. */
export const spriteOffset = (frame: number): number =>
  (Math.abs(Math.trunc(frame)) % SPRITE.frames) * SPRITE.frameHeight;
