// The "relative to …" inputs shared by the Relative times card and the time fields: what they start
// from, the expression they make and the time they preview; the offset and unit change it.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen, testSession, fakeServer } from '../app/testing.tsx';
import { formatUnixSeconds } from '../forms/time.ts';
import {
  expressionOf,
  previewOf,
  relativeTimeOf,
  RelativeTimeInputs,
  type RelativeTime,
} from './RelativeTimeInputs.tsx';
import type { TimeTargets } from './use-time-targets.ts';

const START = 1_767_225_600;
const targets = {
  targets: [
    { kind: 'campaign', id: 10001, name: '', startTime: START, endTime: START + 30 * 86_400 },
    { kind: 'leaderboard', id: 7, name: 'main', startTime: START, endTime: START + 10 * 86_400 },
  ],
  byKey: new Map([
    [
      'campaign:10001',
      { kind: 'campaign', id: 10001, name: '', startTime: START, endTime: START + 30 * 86_400 },
    ],
    [
      'leaderboard:7',
      { kind: 'leaderboard', id: 7, name: 'main', startTime: START, endTime: START + 10 * 86_400 },
    ],
  ]),
  entityName: (kind: string, id: number) => (kind === 'campaign' ? 'campaign' : `${kind} #${id}`),
} as unknown as TimeTargets;

describe('relative time inputs', () => {
  it('start from the expression given, or from "campaign start + 0 h"', () => {
    expect(relativeTimeOf('leaderboard:7.endTime-30m', 10001)).toEqual({
      target: 'leaderboard:7',
      targetField: 'endTime',
      offset: -30,
      unit: 'm',
    });
    expect(relativeTimeOf(undefined, 10001)).toEqual({
      target: 'campaign:10001',
      targetField: 'startTime',
      offset: 0,
      unit: 'h',
    });
  });

  it('make the expression and preview the time; nothing while the offset is empty', () => {
    const value: RelativeTime = { target: 'leaderboard:7', targetField: 'endTime', offset: 1, unit: 'h' };
    expect(expressionOf(value, targets)).toBe('leaderboard:7.endTime+1h');
    expect(previewOf(value, targets)).toBe(START + 10 * 86_400 + 3_600);
    expect(expressionOf({ ...value, offset: null }, targets)).toBeUndefined();
    expect(previewOf({ ...value, target: 'vote:99' }, targets)).toBeUndefined();
  });

  it('change the previewed time as the offset is typed', async () => {
    function Probe() {
      const [value, setValue] = useState(() => relativeTimeOf(undefined, 10001));
      return <RelativeTimeInputs targets={targets} value={value} onChange={setValue} />;
    }
    renderScreen(<Probe />, { session: testSession(), server: fakeServer({}) });
    const preview = await screen.findByTestId('time-reference-preview');
    expect(preview.textContent).toBe(`Resolves to ${formatUnixSeconds(START)}`);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Offset' }), { target: { value: '-2' } });
    await waitFor(() => expect(preview.textContent).toBe(`Resolves to ${formatUnixSeconds(START - 7_200)}`));
  });
});
