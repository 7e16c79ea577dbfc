import { LOCALES } from '@eventory/domain/locales';
import { LOCALE_NAMES } from '../i18n/i18n.ts';
import { TextField } from '../forms/fields.tsx';
import type { DynamicForm } from '../forms/use-dynamic-form.ts';

/** One text field per locale: "{field} ({language})". */
export function PerLanguageFields<V extends object>({
  form,
  prefix,
  label,
}: {
  form: DynamicForm<V>;
  prefix: string;
  label: string;
}) {
  return (
    <>
      {LOCALES.map((l) => (
        <TextField
          key={l}
          form={form as unknown as DynamicForm<Record<string, string>>}
          name={`${prefix}_${l}`}
          label={`${label} (${LOCALE_NAMES[l]})`}
        />
      ))}
    </>
  );
}
