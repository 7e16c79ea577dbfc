// One prop of the selected block, with the input its field kind calls for (issue 14 §2).
import { AutoComplete, ColorPicker, DatePicker, Flex, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LabelledBlockField } from '@eventory/blocks/editor';
import { readKeys } from '@eventory/domain/prop-values';
import { DATE_TIME_FORMAT, fromUnixSeconds, toUnixSeconds } from '../forms/time.ts';
import { DictionaryKeyPicker } from './DictionaryKeyPicker.tsx';
import { editorKindOf, selectValue } from './field-kinds.ts';
import { FetcherPicker } from './FetcherPicker.tsx';
import './messages.ts';

export interface PropertyFieldProps {
  /** The input's id, for its label. */
  id: string;
  name: string;
  field: LabelledBlockField;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Keys of the page's dictionaries, offered by text and translation-key fields. */
  dictionaryKeys: readonly string[];
}

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export function PropertyField({ id, name, field, value, onChange, dictionaryKeys }: PropertyFieldProps) {
  const { t } = useTranslation();
  const kind = editorKindOf(name, field);
  // A text can be the page's text of a key instead (decision 0072), when the page has texts.
  const keyPicker = dictionaryKeys.length > 0 && (
    <DictionaryKeyPicker
      label={field.label}
      text={asText(value)}
      dictionaryKeys={dictionaryKeys}
      onChange={onChange}
    />
  );
  switch (kind) {
    case 'textarea':
      return (
        <Flex vertical gap={4}>
          <Input.TextArea
            id={id}
            value={asText(value)}
            autoSize={{ minRows: 2, maxRows: 8 }}
            onChange={(e) => onChange(e.target.value)}
          />
          {keyPicker}
        </Flex>
      );
    case 'number':
      return (
        <InputNumber
          id={id}
          value={
            typeof value === 'number' ? value : value === undefined || value === '' ? null : Number(value)
          }
          onChange={(next) => onChange(next ?? undefined)}
          // The catalogue's bounds (decision 0125); the page check still names a value outside them.
          min={field.min}
          max={field.max}
          precision={field.integer ? 0 : undefined}
          style={{ width: '100%' }}
        />
      );
    case 'boolean':
      return <Switch id={id} checked={value === true} onChange={(checked) => onChange(checked)} />;
    case 'colour':
      return (
        <Space.Compact style={{ width: '100%' }}>
          <ColorPicker
            value={asText(value) || undefined}
            onChangeComplete={(colour) => onChange(colour.toHexString())}
            aria-label={t('page-editor.pickColour')}
          />
          <Input
            id={id}
            value={asText(value)}
            placeholder="#ffffff"
            onChange={(e) => onChange(e.target.value)}
          />
        </Space.Compact>
      );
    case 'datetime':
      return (
        <DatePicker
          id={id}
          showTime
          format={DATE_TIME_FORMAT}
          value={fromUnixSeconds(typeof value === 'number' ? value : Number(value) || 0)}
          onChange={(date) => onChange(toUnixSeconds(date))}
          style={{ width: '100%' }}
        />
      );
    case 'select':
      return (
        <Select
          id={id}
          value={value === undefined ? undefined : asText(value)}
          allowClear
          options={(field.options ?? []).map((option) => ({ value: option, label: option }))}
          onChange={(option: string | undefined) =>
            onChange(option === undefined ? undefined : selectValue(option, value))
          }
          style={{ width: '100%' }}
        />
      );
    case 'fetcher':
      return <FetcherPicker id={id} label={field.label} value={asText(value)} onChange={onChange} />;
    case 'translationKey':
      return (
        <AutoComplete
          id={id}
          value={asText(value)}
          options={dictionaryKeys.map((key) => ({ value: key }))}
          filterOption={(input, option) =>
            String(option?.value ?? '')
              .toLowerCase()
              .includes(input.toLowerCase())
          }
          onChange={(next: string) => onChange(next)}
          placeholder={t('page-editor.translationKeyHint')}
          style={{ width: '100%' }}
        />
      );
    case 'keys':
      // A Route's hotkey (visitor spec §2): a list of keys; earlier pages saved '1,d'.
      return (
        <Select
          id={id}
          mode="tags"
          open={false}
          tokenSeparators={[',', ' ']}
          value={readKeys(value) ?? []}
          onChange={(keys: string[]) => onChange(readKeys(keys) ?? [])}
          style={{ width: '100%' }}
        />
      );
    case 'text':
      return (
        <Space.Compact style={{ width: '100%' }}>
          <Input id={id} value={asText(value)} onChange={(e) => onChange(e.target.value)} />
          {keyPicker}
        </Space.Compact>
      );
  }
}
