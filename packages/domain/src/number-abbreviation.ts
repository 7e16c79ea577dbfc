// How the event pages shorten big scores (visitor spec §5 "Number abbreviation"): k above 10,000,
// m from 1,000,000, b from 1,000,000,000, one decimal, floored (never rounded up, so a score
// never looks higher than it is).

const STEPS = [
  { from: 1_000_000_000, divisor: 1_000_000_000, suffix: 'b', inclusive: true },
  { from: 1_000_000, divisor: 1_000_000, suffix: 'm', inclusive: true },
  { from: 10_000, divisor: 1_000, suffix: 'k', inclusive: false },
] as const;

/** 12345 → "12.3k", 1999999 → "1.9m", 10000 → "10000". Negative numbers keep their sign. */
export function abbreviateNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  for (const step of STEPS) {
    if (step.inclusive ? size >= step.from : size > step.from) {
      // Divide by a tenth of the unit first so the floor works on whole numbers (no 0.1 drift).
      const tenths = Math.floor(size / (step.divisor / 10));
      return `${sign}${tenths / 10}${step.suffix}`;
    }
  }
  return `${sign}${Math.floor(size) === size ? size : Math.floor(size * 10) / 10}`;
}
