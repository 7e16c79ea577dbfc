// A text filter of a lookup: labelled, clearable, trimmed.
import { Input } from 'antd';

export function LookupFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <Input
      aria-label={label}
      placeholder={label}
      allowClear
      style={{ width: 180 }}
      value={value}
      onChange={(e) => onChange(e.target.value.trim())}
    />
  );
}
