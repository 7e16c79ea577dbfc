// The editor and the server report the same problems for the same blueprint (issue 29 §3): every case of
// the domain's shared table, run through the problems the editor shows, gives exactly the problems the
// server's save refuses it with (server side: packages/server/src/pages/blueprint-validation.int.test.ts).
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { blueprintProblem } from '@eventory/domain/block-validation';
import { BLUEPRINT_CASES } from '@eventory/domain/block-validation-cases';
import { createI18n } from '../i18n/i18n.ts';
import { usePageProblems } from './use-page-problems.ts';

const i18n = createI18n('en_US');
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);
const problemsOf = (blueprint: (typeof BLUEPRINT_CASES)[number]['blueprint']) =>
  renderHook(() => usePageProblems(blueprint), { wrapper }).result.current;

describe('the page editor reports the problems the server refuses a save with', () => {
  it.each(BLUEPRINT_CASES)('$name', ({ blueprint, problems }) => {
    const editor = problemsOf(blueprint);
    expect(editor.problems.map(blueprintProblem)).toEqual(problems);
    const texts = [...editor.textsById.values()].flat();
    expect(texts).toHaveLength(problems.length);
    for (const text of texts) expect(text).not.toMatch(/page-editor\./);
  });

  it("shows each of a block's problems in the dashboard's words", () => {
    const editor = problemsOf(
      BLUEPRINT_CASES.find((c) => c.name === 'structural rules and props of one block together')!.blueprint,
    );
    expect([...editor.textsById.values()]).toEqual([
      ['Gift must sit directly inside Gifts (here it sits in Page).', 'Gift: version must be a number.'],
      ['Gifts does not take Title inside it.'],
      ['Title: level must be one of 1 / 2 / 3.'],
    ]);
  });

  it("shows bounds, unsafe links, a shared id and a hidden clock in the dashboard's words (issue 30 §2)", () => {
    const editor = problemsOf({
      type: 'Page',
      id: 'root',
      children: [
        { type: 'Pool', id: 'pool', props: { minUnit: 0 } },
        { type: 'LeaderboardTotal', id: 'total', props: { displayLastDigit: -1 } },
        {
          type: 'Tabs',
          id: 'tabs',
          children: [{ type: 'Tab', id: 'tab', props: { to: 'javascript:alert(1)' } }],
        },
        { type: 'Text', id: 'pool' },
        { type: 'Countdown', id: 'clock', props: { text: 'Soon' } },
      ],
    });
    expect([...editor.textsById.values()]).toEqual([
      ['Pool: minUnit must be a number (≥ 1).', 'Text: its id pool is used by another block too.'],
      ['LeaderboardTotal: displayLastDigit must be a whole number (0–15).'],
      ['Tab: to must not be a javascript:, data: or vbscript: address.'],
      [
        'Countdown: the text must hold {0} {2}, or the page hides the clock.',
        'Countdown: endTime must be set.',
      ],
    ]);
  });
});
