// Dictionaries applied once, in the renderer (decision 0072): a catalogue block's text prop `{{key}}` shows
// the key's text in the renderer's locale, falls back to zh_TW, then to the text as written.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { Locale } from '@eventory/domain/locales';
import { catalogue } from '../catalogue.ts';
import { Renderer } from './Renderer.tsx';
import { withPageTexts } from './page-text-props.ts';

const dictionaries = {
  zh_TW: { cup: '夏日盃', rules: '規則' },
  en_US: { cup: 'Summer Cup' },
  ar: { cup: 'كأس الصيف' },
};
const page: BlueprintNode = {
  type: 'Page',
  children: [
    { type: 'Title', props: { text: '{{cup}}' } },
    { type: 'Text', props: { text: 'Read the {{rules}} · {{unknown}}' } },
  ],
};
const show = (locale: Locale, mode: 'runtime' | 'editor' = 'runtime') =>
  render(
    <Renderer node={page} mode={mode} registry={catalogue} locale={locale} dictionaries={dictionaries} />,
  );

describe('page texts in blocks (decision 0072)', () => {
  it('shows the en_US text of the key', () => {
    show('en_US');
    expect(screen.getByRole('heading', { name: 'Summer Cup' })).toBeTruthy();
    expect(screen.getByText('Read the 規則 · {{unknown}}')).toBeTruthy();
  });

  it('shows the ar text of the key, in editor mode too', () => {
    show('ar', 'editor');
    expect(screen.getByRole('heading', { name: 'كأس الصيف' })).toBeTruthy();
  });

  it('falls back to zh_TW for a locale without the key', () => {
    show('ja');
    expect(screen.getByRole('heading', { name: '夏日盃' })).toBeTruthy();
  });

  it('reads only text and textarea fields', () => {
    const props = withPageTexts(
      { text: '{{cup}}', level: '{{cup}}', extra: '{{cup}}' },
      { text: { kind: 'text' }, level: { kind: 'select', options: ['1'] } },
      dictionaries,
      'en_US',
    );
    expect(props).toEqual({ text: 'Summer Cup', level: '{{cup}}', extra: '{{cup}}' });
  });
});
