// antd controls bound to a dynamic form (use-dynamic-form.ts): each one is labelled for screen readers,
// marks the form touched on blur and shows its error only once the form is touched (admin spec §5).
import type { ClipboardEvent, ReactNode } from 'react';
import { Button, Checkbox, DatePicker, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { dateToUnixSeconds, parseNumberInput, pasteIntoArray } from './form-rules.ts';
import type { DynamicForm } from './use-dynamic-form.ts';
import { DATE_TIME_FORMAT, fromUnixSeconds } from './time.ts';

type Values = object;
type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V];

interface FieldProps<V extends Values, K extends keyof V> {
  form: DynamicForm<V>;
  name: K;
  /** Overrides the rule's label (fields without a rule need one). */
  label?: string;
  extra?: ReactNode;
}

const inputId = (form: DynamicForm<Values>, name: PropertyKey) => `${form.id}-${String(name)}`;

function FieldItem<V extends Values, K extends keyof V>({
  form,
  name,
  label,
  extra,
  children,
}: FieldProps<V, K> & { children: ReactNode }) {
  const rule = form.rules[name];
  const error = form.shownErrors[name];
  return (
    <Form.Item
      label={label ?? rule?.label ?? String(name)}
      htmlFor={inputId(form, name)}
      required={rule?.required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={extra}
    >
      {children}
    </Form.Item>
  );
}

/** The `<form>`: submit runs only when the form may be submitted. */
export function DynamicFormView<V extends Values>({
  form,
  disabled,
  onSubmit,
  testId,
  children,
}: {
  form: DynamicForm<V>;
  disabled?: boolean;
  onSubmit: (values: V) => void | Promise<void>;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Form
      layout="vertical"
      name={form.id}
      data-testid={testId}
      disabled={disabled}
      onFinish={() => {
        if (form.canSubmit && !disabled) void onSubmit(form.values);
        else form.touch();
      }}
    >
      {children}
    </Form>
  );
}

export function TextField<V extends Values, K extends KeysOf<V, string | undefined>>(
  props: FieldProps<V, K> & { placeholder?: string; multiline?: boolean; readOnly?: boolean },
) {
  const { form, name, placeholder, multiline, readOnly } = props;
  const common = {
    id: inputId(form, name),
    value: (form.values[name] as string | undefined) ?? '',
    placeholder,
    readOnly,
    autoComplete: 'off',
    onBlur: form.touch,
  };
  return (
    <FieldItem {...props}>
      {multiline ? (
        <Input.TextArea
          {...common}
          autoSize={{ minRows: 2, maxRows: 8 }}
          onChange={(e) => form.setValue(name, e.target.value as V[K])}
        />
      ) : (
        <Input {...common} onChange={(e) => form.setValue(name, e.target.value as V[K])} />
      )}
    </FieldItem>
  );
}

/**
 * What the number box holds as typed: a float (admin spec §5), NaN for other text (the box keeps its last
 * number), and for a blank box the empty text, which antd reports as null, so clearing a field empties it
 * (and a required one says so) instead of springing back to the old number on blur.
 */
const numberParser = (text: string | undefined): number =>
  text === undefined || text.trim() === ''
    ? ('' as unknown as number)
    : (parseNumberInput(text) ?? Number.NaN);

export function NumberField<V extends Values, K extends KeysOf<V, number | undefined>>(
  props: FieldProps<V, K> & { min?: number },
) {
  const { form, name, min } = props;
  return (
    <FieldItem {...props}>
      <InputNumber<number>
        id={inputId(form, name)}
        value={(form.values[name] as number | undefined) ?? null}
        min={min}
        style={{ width: '100%' }}
        parser={numberParser}
        onBlur={form.touch}
        onChange={(value) => form.setValue(name, parseNumberInput(value) as V[K])}
      />
    </FieldItem>
  );
}

export function DateField<V extends Values, K extends KeysOf<V, number>>(props: FieldProps<V, K>) {
  const { form, name } = props;
  return (
    <FieldItem {...props}>
      <DatePicker
        id={inputId(form, name)}
        showTime
        format={DATE_TIME_FORMAT}
        style={{ width: '100%' }}
        value={fromUnixSeconds(form.values[name] as number)}
        onBlur={form.touch}
        onChange={(value) => form.setValue(name, dateToUnixSeconds(value) as V[K])}
      />
    </FieldItem>
  );
}

export interface Option {
  value: string | number;
  label: string;
}

export function SelectField<V extends Values, K extends keyof V>(
  props: FieldProps<V, K> & { options: readonly Option[]; multiple?: boolean; allowClear?: boolean },
) {
  const { form, name, options, multiple, allowClear } = props;
  return (
    <FieldItem {...props}>
      <Select
        id={inputId(form, name)}
        mode={multiple ? 'multiple' : undefined}
        allowClear={allowClear}
        showSearch={{ optionFilterProp: 'label' }}
        options={options as Option[]}
        value={form.values[name] as never}
        onBlur={form.touch}
        onChange={(value) => form.setValue(name, (value ?? (multiple ? [] : '')) as V[K])}
      />
    </FieldItem>
  );
}

export function CheckboxField<V extends Values, K extends KeysOf<V, boolean>>(
  props: FieldProps<V, K> & { children: ReactNode },
) {
  const { form, name, children } = props;
  return (
    <Form.Item>
      <Checkbox
        id={inputId(form, name)}
        checked={form.values[name] as boolean}
        onChange={(e) => form.setValue(name, e.target.checked as V[K])}
      >
        {children}
      </Checkbox>
    </Form.Item>
  );
}

export function SwitchField<V extends Values, K extends KeysOf<V, boolean>>(props: FieldProps<V, K>) {
  const { form, name } = props;
  return (
    <FieldItem {...props}>
      <Switch
        id={inputId(form, name)}
        checked={form.values[name] as boolean}
        onChange={(checked) => form.setValue(name, checked as V[K])}
      />
    </FieldItem>
  );
}

/** A list of text entries; pasting several lines adds one entry per line (admin spec §5). */
export function ArrayField<V extends Values, K extends KeysOf<V, string[]>>(
  props: FieldProps<V, K> & { placeholder?: string },
) {
  const { t } = useTranslation();
  const { form, name, placeholder } = props;
  const label = props.label ?? form.rules[name]?.label ?? String(name);
  const stored = form.values[name] as string[];
  // One input is always shown, so there is somewhere to type or paste the first entry.
  const entries = stored.length === 0 ? [''] : stored;
  const set = (next: string[]) => form.setValue(name, next as V[K]);

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData('text');
    if (!/[\r\n]/.test(text)) return;
    event.preventDefault();
    set(pasteIntoArray(entries, text, index));
  }

  return (
    <FieldItem {...props} extra={props.extra ?? t('forms.pasteHint')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {entries.map((entry, index) => (
          <Space.Compact key={index} style={{ width: '100%' }}>
            <Input
              id={index === 0 ? inputId(form, name) : `${inputId(form, name)}-${index}`}
              aria-label={t('forms.entry', { field: label, n: index + 1 })}
              value={entry}
              placeholder={placeholder}
              autoComplete="off"
              onBlur={form.touch}
              onPaste={(event) => onPaste(index, event)}
              onChange={(e) => set(entries.map((v, i) => (i === index ? e.target.value : v)))}
            />
            <Button
              aria-label={t('forms.removeEntry', { field: label, n: index + 1 })}
              icon={<DeleteOutlined />}
              onClick={() => set(entries.filter((_, i) => i !== index))}
            />
          </Space.Compact>
        ))}
        <Button icon={<PlusOutlined />} onClick={() => set([...entries, ''])}>
          {t('forms.addEntry', { field: label })}
        </Button>
      </Space>
    </FieldItem>
  );
}
