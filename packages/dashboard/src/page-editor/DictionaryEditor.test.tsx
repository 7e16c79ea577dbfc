import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTexts } from './test-render.tsx';
import { DictionaryEditor } from './DictionaryEditor.tsx';
import type { Dictionaries } from './project-service.ts';

const show = (dictionaries: Dictionaries) => {
  const onChange = vi.fn();
  renderWithTexts(<DictionaryEditor dictionaries={dictionaries} onChange={onChange} />);
  return onChange;
};

describe('dictionary editor (decision 0072)', () => {
  it('adds a key, refusing one the page has already with a message naming it', () => {
    const onChange = show({ zh_TW: { cup: '盃' } });
    const input = screen.getByRole('textbox', { name: 'New text key, e.g. title' });
    fireEvent.change(input, { target: { value: 'cup' } });
    fireEvent.click(screen.getByRole('button', { name: /Add key/ }));
    expect(screen.getByRole('alert').textContent).toContain('The page has the key cup already');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' intro ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenLastCalledWith({ zh_TW: { cup: '盃', intro: '' } });
  });

  it('writes a text per language, Arabic right to left, and deletes a key', () => {
    const onChange = show({ zh_TW: { cup: '盃' }, en_US: { cup: 'Cup' } });
    fireEvent.click(screen.getByText('cup'));
    expect((screen.getByLabelText('English') as HTMLTextAreaElement).value).toBe('Cup');
    const arabic = screen.getByLabelText('العربية');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    fireEvent.change(arabic, { target: { value: 'كأس' } });
    expect(onChange).toHaveBeenLastCalledWith({
      zh_TW: { cup: '盃' },
      en_US: { cup: 'Cup' },
      ar: { cup: 'كأس' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete the key cup in every language' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('says how to start when the page has no texts', () => {
    show({});
    expect(screen.getByText(/No texts yet/)).toBeTruthy();
  });
});
