// Beside a text property: pick a key of the page's texts, and the property becomes `{{key}}`, shown in each
// viewer's language (decision 0072). Clearing the pick empties the property.
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictionaryReference, referencedKey } from '@eventory/domain/page-texts';
import './messages.ts';

export function DictionaryKeyPicker({
  label,
  text,
  dictionaryKeys,
  onChange,
}: {
  /** The property's label, named in the picker's accessible name. */
  label: string;
  text: string;
  dictionaryKeys: readonly string[];
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('page-editor.dictionaryTextOf', { field: label })}
      placeholder={t('page-editor.dictionaryText')}
      value={referencedKey(text)}
      allowClear
      showSearch
      options={dictionaryKeys.map((key) => ({ value: key, label: key }))}
      onChange={(key: string | undefined) => onChange(key === undefined ? '' : dictionaryReference(key))}
      style={{ minWidth: 140 }}
      popupMatchSelectWidth={false}
    />
  );
}
