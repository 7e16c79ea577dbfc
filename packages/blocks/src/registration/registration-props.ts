// Reading the registration blocks' plain JSON props defensively: a page author may write questions by hand
// (block catalogue §3 "Question option: key, label, image"), so anything malformed is left out.
import { QUESTION_TYPES, type QuestionType } from '@eventory/domain/question-types';
import type { RegistrationOption, RegistrationQuestion } from '@eventory/domain/registration-answers';

type Texts = Record<string, string>;

const textsOf = (value: unknown): Texts => {
  if (typeof value === 'string') return { zh_TW: value };
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as Texts;
};

const optionOf = (value: unknown, index: number): RegistrationOption | undefined => {
  if (typeof value === 'string') return { key: String(index + 1), label: { zh_TW: value } };
  if (!value || typeof value !== 'object') return undefined;
  const o = value as Record<string, unknown>;
  const key = typeof o.key === 'string' || typeof o.key === 'number' ? String(o.key) : String(index + 1);
  return {
    key,
    label: textsOf(o.label),
    ...(typeof o.image === 'string' && o.image ? { image: o.image } : {}),
  };
};

const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/** The questions of the block's props; malformed entries are dropped. */
export function questionsFromProps(value: unknown): RegistrationQuestion[] {
  if (!Array.isArray(value)) return [];
  const out: RegistrationQuestion[] = [];
  value.forEach((entry, i) => {
    if (!entry || typeof entry !== 'object') return;
    const q = entry as Record<string, unknown>;
    const type = (QUESTION_TYPES as readonly string[]).includes(String(q.type))
      ? (q.type as QuestionType)
      : 'SingleSelect';
    const options = Array.isArray(q.options)
      ? q.options.map(optionOf).filter((o): o is RegistrationOption => o !== undefined)
      : [];
    if (type !== 'Text' && options.length === 0) return;
    const minOptions = count(q.minOptions);
    const maxOptions = count(q.maxOptions);
    out.push({
      key: typeof q.key === 'string' && q.key ? q.key : `q${i + 1}`,
      type,
      title: textsOf(q.title),
      options: type === 'Text' ? [] : options,
      // Block catalogue §5: required defaults to true.
      required: typeof q.required === 'boolean' ? q.required : true,
      ...(minOptions === undefined ? {} : { minOptions }),
      ...(maxOptions === undefined ? {} : { maxOptions }),
    });
  });
  return out;
}

/** A localized text in the locale, else zh_TW, else the first one given. */
export function localized(texts: Texts, locale: string): string {
  return texts[locale] ?? texts.zh_TW ?? Object.values(texts)[0] ?? '';
}
