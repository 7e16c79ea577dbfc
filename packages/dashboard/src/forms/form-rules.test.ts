import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  canSubmit,
  dateToUnixSeconds,
  fieldError,
  formErrors,
  parseNumberInput,
  pasteIntoArray,
  themeLengthValidator,
  visibleErrors,
  type FieldRule,
} from './form-rules.ts';

const required: FieldRule = { label: 'Code name', required: true };

describe('dynamic form rules (admin spec §5)', () => {
  describe('a required field fails with "{field} is required"', () => {
    it('when undefined', () => expect(fieldError(undefined, required, {})).toBe('Code name is required'));
    it('when null', () => expect(fieldError(null, required, {})).toBe('Code name is required'));
    it('when an empty string', () => expect(fieldError('', required, {})).toBe('Code name is required'));
    it('when only blanks', () => expect(fieldError('  ', required, {})).toBe('Code name is required'));
    it('when an empty list', () =>
      expect(fieldError([], { ...required, kind: 'array' }, {})).toBe('Code name is required'));
    it('when a cleared date (0)', () =>
      expect(fieldError(0, { label: 'Start time', kind: 'date', required: true }, {})).toBe(
        'Start time is required',
      ));
    it('passes with a value, including the number 0', () => {
      expect(fieldError('summer', required, {})).toBeUndefined();
      expect(fieldError(0, { label: 'Rank', kind: 'number', required: true }, {})).toBeUndefined();
    });
  });

  describe('validators run in order; the first non-true result is the error', () => {
    it('uses a returned string as the text', () => {
      const rule: FieldRule = { label: 'x', validators: [() => true, () => 'first', () => 'second'] };
      expect(fieldError('v', rule, {})).toBe('first');
    });
    it('stops at the first failure: later validators do not run', () => {
      let ran = false;
      const rule: FieldRule = {
        label: 'x',
        validators: [
          () => 'no',
          () => {
            ran = true;
            return true;
          },
        ],
      };
      fieldError('v', rule, {});
      expect(ran).toBe(false);
    });
    it('uses a thrown message as the text', () => {
      const rule: FieldRule = {
        label: 'x',
        validators: [
          () => {
            throw new Error('too long');
          },
        ],
      };
      expect(fieldError('v', rule, {})).toBe('too long');
    });
    it('turns an unknown failure into "invalid value"', () => {
      expect(fieldError('v', { label: 'x', validators: [() => false] }, {})).toBe('invalid value');
      expect(fieldError('v', { label: 'x', validators: [() => undefined] }, {})).toBe('invalid value');
      const throwsNothing: FieldRule = {
        label: 'x',
        validators: [
          () => {
            throw 42;
          },
        ],
      };
      expect(fieldError('v', throwsNothing, {})).toBe('invalid value');
    });
    it('passes every validator the whole form', () => {
      const rule: FieldRule<{ start: number; end: number }> = {
        label: 'End',
        validators: [(end, values) => (end as number) > values.start || 'after start'],
      };
      expect(fieldError(1, rule, { start: 2, end: 1 })).toBe('after start');
    });
    it('collects the failing fields of a form', () => {
      expect(
        formErrors(
          { a: '', b: 'ok' },
          { a: { label: 'A', required: true }, b: { label: 'B', required: true } },
        ),
      ).toEqual({ a: 'A is required' });
    });
  });

  it('shows errors only after the form is touched', () => {
    const errors = { codeName: 'Code name is required' };
    expect(visibleErrors(errors, false)).toEqual({});
    expect(visibleErrors(errors, true)).toEqual(errors);
  });

  it('enables submit only when the form has been edited and all fields pass', () => {
    expect(canSubmit(false, {})).toBe(false);
    expect(canSubmit(true, { codeName: 'Code name is required' })).toBe(false);
    expect(canSubmit(true, {})).toBe(true);
  });

  it('parses number inputs as floats', () => {
    expect(parseNumberInput('1.5')).toBe(1.5);
    expect(parseNumberInput(' 20 ')).toBe(20);
    expect(parseNumberInput('3.25e1')).toBe(32.5);
    expect(parseNumberInput('')).toBeUndefined();
    expect(parseNumberInput('abc')).toBeUndefined();
  });

  it('stores date pickers as unix seconds, 0 when cleared', () => {
    expect(dateToUnixSeconds(dayjs.unix(1_767_225_600))).toBe(1_767_225_600);
    expect(dateToUnixSeconds(null)).toBe(0);
    expect(dateToUnixSeconds(undefined)).toBe(0);
  });

  describe('array fields accept pasted multi-line text', () => {
    it('splits by line, trims and drops blanks', () => {
      expect(pasteIntoArray([], ' 101 \n\n102\r\n  \n103')).toEqual(['101', '102', '103']);
    });
    it('appends the first pasted line to the last entry', () => {
      expect(pasteIntoArray(['101', '10'], '2\n103')).toEqual(['101', '102', '103']);
    });
    it('appends to the entry pasted into when told', () => {
      expect(pasteIntoArray(['a', 'b', 'c'], 'x\ny', 0)).toEqual(['ax', 'y', 'b', 'c']);
    });
  });

  it('accepts a theme length only as a number followed by px, em, %, vh or vw', () => {
    const check = themeLengthValidator('bad length');
    for (const ok of ['12px', '1.5em', '100%', '50vh', '30vw']) expect(check(ok, {}), ok).toBe(true);
    for (const bad of ['12', 'px', '12pt', '1.5 em', 'abc%']) expect(check(bad, {}), bad).toBe('bad length');
  });
});
