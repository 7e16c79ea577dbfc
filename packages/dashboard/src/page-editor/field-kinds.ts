// Which input the properties panel shows for a block's declared field (issue 14 §2: text, textarea,
// number, boolean, colour, datetime, select, fetcher picker, translation key). The catalogue declares
// a kind per field; kinds it does not declare yet are read from the field's own words (decision 0062).
import type { LabelledBlockField } from '@eventory/blocks/editor';

export type EditorFieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'boolean'
  | 'colour'
  | 'datetime'
  | 'select'
  | 'fetcher'
  | 'translationKey'
  | 'keys';

const DECLARED: Readonly<Record<string, EditorFieldKind>> = {
  text: 'text',
  string: 'text',
  textarea: 'textarea',
  markdown: 'textarea',
  number: 'number',
  boolean: 'boolean',
  colour: 'colour',
  color: 'colour',
  datetime: 'datetime',
  dateTime: 'datetime',
  time: 'datetime',
  select: 'select',
  fetcher: 'fetcher',
  fetcherPicker: 'fetcher',
  translationKey: 'translationKey',
  translation: 'translationKey',
  keys: 'keys',
};

/** The input kind of the field `name` declared as `field`. */
export function editorKindOf(
  name: string,
  field: Pick<LabelledBlockField, 'label'> & { kind: string },
): EditorFieldKind {
  const declared = DECLARED[field.kind] ?? 'text';
  if (declared === 'text' && /colou?r$/i.test(name)) return 'colour';
  // The fetcher props of decision 0047 ("kind:target"); other 'fetcher' props are plain paths.
  if (declared === 'text' && /fetcher$/i.test(name) && field.label.includes('kind:target')) return 'fetcher';
  // Campaign times are unix seconds (startTime, endTime, …).
  if (declared === 'number' && /Time$/.test(name)) return 'datetime';
  return declared;
}

/** Fetcher kinds of visitor spec §7 (decision 0047), in the order the picker offers them. */
export const FETCHER_KINDS = [
  'eventory',
  'mktevent',
  'top-count',
  'voteapi',
  'campaign-leaderboard',
  'campaign-cache',
  'json-file',
  'custom',
] as const;

/** "kind:target" read back; blank or a bare number is eventory on the block's container. */
export function parseFetcher(value: string): { kind: string; target: string } {
  const text = value.trim();
  const colon = text.indexOf(':');
  if (colon < 0) return { kind: 'eventory', target: text };
  const kind = text.slice(0, colon);
  // 'https://…' alone is a custom address, not a kind called https.
  if (!(FETCHER_KINDS as readonly string[]).includes(kind)) return { kind: 'custom', target: text };
  return { kind, target: text.slice(colon + 1) };
}

export function formatFetcher(kind: string, target: string): string {
  const value = target.trim();
  if (kind === 'eventory' && value === '') return '';
  return `${kind}:${value}`;
}

/** A select's option as the prop stores it: numbers stay numbers when the prop is one. */
export function selectValue(option: string, current: unknown): unknown {
  return typeof current === 'number' && option.trim() !== '' && Number.isFinite(Number(option))
    ? Number(option)
    : option;
}
