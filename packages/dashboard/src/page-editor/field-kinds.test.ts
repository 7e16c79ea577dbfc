import { describe, expect, it } from 'vitest';
import { editorKindOf, formatFetcher, parseFetcher, selectValue } from './field-kinds.ts';

describe('field kinds of the properties panel', () => {
  it('takes the declared kind, with the spellings the catalogue may use', () => {
    expect(editorKindOf('text', { kind: 'textarea', label: 'Text' })).toBe('textarea');
    expect(editorKindOf('x', { kind: 'color', label: 'X' })).toBe('colour');
    expect(editorKindOf('x', { kind: 'translationKey', label: 'X' })).toBe('translationKey');
    expect(editorKindOf('x', { kind: 'datetime', label: 'X' })).toBe('datetime');
    expect(editorKindOf('x', { kind: 'select', label: 'X' })).toBe('select');
    expect(editorKindOf('x', { kind: 'somethingNew', label: 'X' })).toBe('text');
  });

  it('reads colours, kind:target fetchers and unix-second times from undeclared text and number fields', () => {
    expect(editorKindOf('backgroundColor', { kind: 'text', label: 'Background' })).toBe('colour');
    expect(
      editorKindOf('fetcher', { kind: 'text', label: 'Fetcher (kind:target; blank = the container)' }),
    ).toBe('fetcher');
    expect(editorKindOf('fetcher', { kind: 'text', label: "Fetcher ('/path' on this server)" })).toBe('text');
    expect(editorKindOf('endTime', { kind: 'number', label: 'End' })).toBe('datetime');
    expect(editorKindOf('count', { kind: 'number', label: 'Count' })).toBe('number');
  });

  it('parses and writes fetchers as kind:target', () => {
    expect(parseFetcher('')).toEqual({ kind: 'eventory', target: '' });
    expect(parseFetcher('42')).toEqual({ kind: 'eventory', target: '42' });
    expect(parseFetcher('mktevent:vote-7')).toEqual({ kind: 'mktevent', target: 'vote-7' });
    expect(parseFetcher('custom:post /api/x')).toEqual({ kind: 'custom', target: 'post /api/x' });
    expect(parseFetcher('https://example.com/rows')).toEqual({
      kind: 'custom',
      target: 'https://example.com/rows',
    });
    expect(formatFetcher('eventory', ' ')).toBe('');
    expect(formatFetcher('top-count', '1,2')).toBe('top-count:1,2');
  });

  it('keeps a numeric prop numeric when picked from a select', () => {
    expect(selectValue('3', 2)).toBe(3);
    expect(selectValue('center', 'start')).toBe('center');
    expect(selectValue('3', undefined)).toBe('3');
  });
});
