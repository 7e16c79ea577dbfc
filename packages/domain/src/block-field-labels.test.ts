import { describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE } from './block-catalogue.ts';
import { BLOCK_FIELD_LABELS, labelledFields } from './block-field-labels.ts';

describe('the editor’s field labels (decision 0081)', () => {
  it('label every field of every catalogue entry, and nothing else', () => {
    for (const [type, entry] of Object.entries(BLOCK_CATALOGUE)) {
      const labels: Record<string, string> = BLOCK_FIELD_LABELS[type as keyof typeof BLOCK_FIELD_LABELS];
      expect(Object.keys(labels).sort(), type).toEqual(Object.keys(entry.fields).sort());
      for (const label of Object.values(labels)) expect(label.trim(), type).not.toBe('');
    }
    expect(Object.keys(BLOCK_FIELD_LABELS).sort()).toEqual(Object.keys(BLOCK_CATALOGUE).sort());
  });

  it('give a block’s fields with kind, options and label in catalogue order', () => {
    expect(labelledFields('Title')).toEqual([
      ['text', { kind: 'text', label: 'Text' }],
      ['level', { kind: 'select', label: 'Level', options: ['1', '2', '3'] }],
      ['align', { kind: 'select', label: 'Align', options: ['start', 'center', 'end'] }],
    ]);
    expect(labelledFields('LayoutRow').map(([name, field]) => [name, field.label])).toEqual([
      ['gap', 'Gap between cells (px)'],
      ['align', 'Align cells'],
      ['wrap', 'Wrap onto more lines (rows only)'],
    ]);
  });

  it('give no fields for a type the catalogue does not know', () => {
    expect(labelledFields('NoSuchBlock')).toEqual([]);
    expect(labelledFields('toString')).toEqual([]);
  });
});
