import { describe, expect, it } from 'vitest';
import { csvFileName, localTime, toCsv } from './chart-csv.ts';

describe('chart CSV', () => {
  it('writes a header and one row per x value, quoting cells that need it', () => {
    expect(
      toCsv({
        columns: ['Time', 'Gift', 'Say "hi", then'],
        rows: [
          ['2026-11-24 08:00', 3, null],
          ['2026-11-24 09:00', 0, 1.5],
        ],
      }),
    ).toBe('Time,Gift,"Say ""hi"", then"\r\n2026-11-24 08:00,3,\r\n2026-11-24 09:00,0,1.5\r\n');
  });

  it('shows bucket times in the campaign timezone', () => {
    const utcMidnight = Date.UTC(2026, 10, 24);
    expect(localTime(utcMidnight, 'GMT+0800')).toBe('2026-11-24 08:00');
    expect(localTime(utcMidnight, 'GMT-0530')).toBe('2026-11-23 18:30');
  });

  it('names the file after the campaign and the chart', () => {
    expect(csvFileName('summer cup', 'events/type')).toBe('summer_cup-events_type.csv');
  });
});
