import { describe, expect, it } from 'vitest';
import {
  chooseOption,
  isBeyondMax,
  findRegistrationProblem,
  isQuestionComplete,
  maxChoicesOf,
  publicValuesOf,
  registrationQuestionsOf,
  registrationSubmitSchema,
  type RegistrationQuestion,
} from './registrations.ts';

const options = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ key: String(i + 1), label: { en_US: `o${i}` } }));
const single: RegistrationQuestion = {
  key: 'a',
  type: 'SingleSelect',
  title: {},
  options: options(3),
  required: true,
};
const multi: RegistrationQuestion = {
  key: 'b',
  type: 'MultipleSelect',
  title: {},
  options: options(4),
  required: true,
  minOptions: 2,
  maxOptions: 3,
};

describe('registration rules (block catalogue §5)', () => {
  it('a required question is complete with at least minOptions (default 1); an optional one always', () => {
    expect(isQuestionComplete(single, undefined)).toBe(false);
    expect(isQuestionComplete(single, '')).toBe(false);
    expect(isQuestionComplete(single, '2')).toBe(true);
    expect(isQuestionComplete(multi, ['1'])).toBe(false);
    expect(isQuestionComplete(multi, ['1', '2'])).toBe(true);
    expect(isQuestionComplete({ ...multi, required: false }, [])).toBe(true);
    expect(isQuestionComplete({ ...single, type: 'Text', options: [] }, '  ')).toBe(false);
  });

  it('max is maxOptions or the option count; a single select holds one', () => {
    expect(maxChoicesOf(multi)).toBe(3);
    expect(maxChoicesOf({ ...multi, maxOptions: undefined })).toBe(4);
    expect(maxChoicesOf({ ...multi, maxOptions: 9 })).toBe(4);
    expect(maxChoicesOf(single)).toBe(1);
  });

  it('choosing: a chosen option deselects; beyond the max replaces the last choice', () => {
    expect(chooseOption(single, '1', '2')).toBe('2');
    expect(chooseOption(single, '2', '2')).toBe('');
    // Issue 30 §1.8: a pick beyond the max is refused (the form says why), never dropping an earlier one.
    expect(chooseOption(multi, ['1', '2', '3'], '4')).toEqual(['1', '2', '3']);
    expect(isBeyondMax(multi, ['1', '2', '3'], '4')).toBe(true);
    expect(isBeyondMax(multi, ['1', '2', '3'], '3')).toBe(false);
    expect(isBeyondMax(single, '1', '2')).toBe(false);
    expect(chooseOption(multi, ['1', '2'], '1')).toEqual(['2']);
    expect(chooseOption({ ...multi, maxOptions: 1 }, ['1'], '3')).toEqual(['1']);
  });

  it('finds the first broken rule, naming its field', () => {
    const qs = [single, multi];
    expect(findRegistrationProblem(qs, { a: '1', b: ['1', '2'] })).toBeUndefined();
    expect(findRegistrationProblem(qs, { b: ['1', '2'] })?.field).toBe('a');
    expect(findRegistrationProblem(qs, { a: '1', b: ['1', '2', '3', '4'] })?.message).toMatch(/at most 3/);
    expect(findRegistrationProblem(qs, { a: '7', b: ['1', '2'] })?.message).toMatch(/no option "7"/);
    expect(findRegistrationProblem(qs, { a: '1', b: ['1', '2'], c: 'x' })?.field).toBe('c');
  });

  it('drops underscore fields and status from the values; a body may only say status processing', () => {
    expect(publicValuesOf({ _status: 'verified', status: 'processing', a: '1', _x: ['1'] })).toEqual({
      a: '1',
    });
    expect(registrationSubmitSchema.parse({ a: '1', _open: true, status: 'processing' })).toEqual({ a: '1' });
    expect(registrationSubmitSchema.safeParse({ a: '1', status: 'verified' }).success).toBe(false);
    expect(registrationSubmitSchema.safeParse({ a: 3 }).success).toBe(false);
  });

  it('turns questionnaire questions into form questions: key q{ID}, option keys from 1', () => {
    expect(
      registrationQuestionsOf([
        {
          ID: 9,
          questionnaireID: 1,
          position: 0,
          type: 'Sort',
          title: { en_US: 'T' },
          options: [{ en_US: 'x' }, { en_US: 'y' }],
          required: false,
        },
      ]),
    ).toEqual([
      {
        key: 'q9',
        type: 'Sort',
        title: { en_US: 'T' },
        options: [
          { key: '1', label: { en_US: 'x' } },
          { key: '2', label: { en_US: 'y' } },
        ],
        required: false,
      },
    ]);
  });
});
