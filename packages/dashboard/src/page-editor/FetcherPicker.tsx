// The fetcher picker (issue 14 §2): a fetcher kind of visitor spec §7 and its target, written as
// "kind:target" (decision 0047); eventory with no target reads the block's own container.
import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FETCHER_KINDS, formatFetcher, parseFetcher } from './field-kinds.ts';
import './messages.ts';

export function FetcherPicker({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  /** The field's label, naming the kind select; the target input is named by the panel's label. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const { kind, target } = parseFetcher(value);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        aria-label={`${t('page-editor.fetcherKind')}: ${label}`}
        value={kind}
        options={FETCHER_KINDS.map((k) => ({ value: k, label: k }))}
        onChange={(next: string) => onChange(formatFetcher(next, target))}
        style={{ minWidth: 150 }}
      />
      <Input
        id={id}
        value={target}
        placeholder={t(`page-editor.fetcherTargetHint_${kind === 'eventory' ? 'eventory' : 'other'}`)}
        onChange={(e) => onChange(formatFetcher(kind, e.target.value))}
      />
    </Space.Compact>
  );
}
