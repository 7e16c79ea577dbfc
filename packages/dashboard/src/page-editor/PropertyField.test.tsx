import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import type { LabelledBlockField } from '@eventory/blocks/editor';
import { DATE_TIME_FORMAT } from '../forms/time.ts';
import { renderWithTexts } from './test-render.tsx';
import { PropertyField } from './PropertyField.tsx';

const field = (kind: string, label = 'Field'): LabelledBlockField =>
  ({ kind, label }) as unknown as LabelledBlockField;
const show = (name: string, f: LabelledBlockField, value: unknown, dictionaryKeys: string[] = []) => {
  const onChange = vi.fn();
  renderWithTexts(
    <>
      <label htmlFor="f">{f.label}</label>
      <PropertyField
        id="f"
        name={name}
        field={f}
        value={value}
        onChange={onChange}
        dictionaryKeys={dictionaryKeys}
      />
    </>,
  );
  return onChange;
};

describe('property field kinds', () => {
  it('colour: a picker beside a free text input (gradients and names still allowed)', () => {
    const onChange = show('background', field('colour', 'Background'), '#ff0000');
    // The swatch opens antd's picker; keyboard users type in the text input.
    expect(screen.getByLabelText('Pick a colour')).toBeTruthy();
    const text = screen.getByLabelText('Background') as HTMLInputElement;
    expect(text.value).toBe('#ff0000');
    fireEvent.change(text, { target: { value: 'linear-gradient(red, blue)' } });
    expect(onChange).toHaveBeenLastCalledWith('linear-gradient(red, blue)');
  });

  it("number: the catalogue's bounds on the input (issue 30 §2.1), a whole number where it must be", () => {
    const minUnit = { kind: 'number', min: 1, label: 'Min unit' } as LabelledBlockField;
    show('minUnit', minUnit, 2);
    const input = screen.getByLabelText('Min unit');
    expect(input.getAttribute('aria-valuemin')).toBe('1');
    expect(input.getAttribute('aria-valuemax')).toBeNull();
  });

  it('number: a bounded whole number keeps both bounds on the input', () => {
    const digits = { kind: 'number', integer: true, min: 0, max: 15, label: 'Digits' } as LabelledBlockField;
    show('displayLastDigit', digits, 3);
    const bounded = screen.getByLabelText('Digits');
    expect([bounded.getAttribute('aria-valuemin'), bounded.getAttribute('aria-valuemax')]).toEqual([
      '0',
      '15',
    ]);
  });

  it('datetime: unix seconds shown as a date and time', () => {
    show('endTime', field('number', 'End time (unix seconds)'), 1_767_225_600);
    expect((screen.getByLabelText('End time (unix seconds)') as HTMLInputElement).value).toBe(
      dayjs.unix(1_767_225_600).format(DATE_TIME_FORMAT),
    );
  });

  it('keys: a Route hotkey is a list of keys, typed one by one', () => {
    const onChange = show('hotkey', field('keys', 'Hotkeys'), ['a']);
    expect(screen.getByText('a')).toBeTruthy();
    const input = screen.getByLabelText('Hotkeys');
    fireEvent.change(input, { target: { value: 'b' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b']);
  });

  it("translation key: the page's dictionary keys offered as you type", async () => {
    const onChange = show('titleKey', field('translationKey', 'Title key'), '', ['farewell', 'greeting']);
    const input = screen.getByLabelText('Title key');
    fireEvent.change(input, { target: { value: 'gre' } });
    expect(onChange).toHaveBeenLastCalledWith('gre');
    await waitFor(() => expect(screen.getAllByText('greeting').length).toBeGreaterThan(0));
    expect(screen.queryByText('farewell')).toBeNull();
  });

  it('number: a number input that clears to unset', () => {
    const onChange = show('count', field('number', 'Count'), 5);
    const input = screen.getByLabelText('Count') as HTMLInputElement;
    expect(input.value).toBe('5');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it("text: a key of the page's texts picked beside it becomes {{key}}; clearing empties it", async () => {
    const onChange = show('text', field('text', 'Text'), '{{greeting}}', ['farewell', 'greeting']);
    const picker = screen.getByRole('combobox', { name: 'Page text for Text' });
    // The picked key shows in the picker.
    expect(screen.getByTitle('greeting')).toBeTruthy();
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByTitle('farewell'));
    expect(onChange).toHaveBeenLastCalledWith('{{farewell}}');
  });

  it('text: no key picker while the page has no texts', () => {
    show('text', field('text', 'Text'), 'Hello');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
