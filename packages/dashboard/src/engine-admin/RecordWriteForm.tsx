// The add/set records form of a container (admin spec §7 Containers): set, increment or keep best, from
// pasted "key,score" lines.
import { useMemo, useState } from 'react';
import { Button, Card } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/use-services.ts';
import type { FieldRules } from '../forms/form-rules.ts';
import { useDynamicForm } from '../forms/use-dynamic-form.ts';
import { DynamicFormView, SelectField, TextField } from '../forms/fields.tsx';
import { useSave } from '../forms/use-save.ts';
import { RECORD_WRITE_MODES, type RecordWriteMode } from '@eventory/domain/container-admin';
import { containerKey } from './engine-api.ts';
import { parseRecordLines } from './parsing.ts';
import './messages.ts';

interface RecordWriteValues {
  mode: RecordWriteMode;
  lines: string;
}

export function RecordWriteForm({ containerId, disabled }: { containerId: number; disabled: boolean }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const { busy, save } = useSave();
  const [initialValues] = useState<RecordWriteValues>({ mode: 'set', lines: '' });
  const rules = useMemo<FieldRules<RecordWriteValues>>(
    () => ({
      mode: { label: t('engine-admin.mode'), kind: 'select', required: true },
      lines: {
        label: t('engine-admin.recordLines'),
        required: true,
        validators: [
          (text) => {
            const parsed = parseRecordLines(text as string);
            return parsed.ok || t('engine-admin.recordLineInvalid', { line: parsed.line });
          },
        ],
      },
    }),
    [t],
  );
  const form = useDynamicForm({ id: `records-${containerId}`, initialValues, rules });

  async function submit(values: RecordWriteValues) {
    const parsed = parseRecordLines(values.lines);
    if (!parsed.ok) return;
    await save(async () => {
      await api.post(`containers/${containerId}/records`, {
        records: parsed.records,
        options: { mode: values.mode },
      });
      form.reset(initialValues);
      await queryClient.invalidateQueries({ queryKey: containerKey(containerId) });
      return t('engine-admin.recordsSaved', { count: parsed.records.length });
    });
  }

  return (
    <Card size="small" title={t('engine-admin.writeRecords')}>
      <DynamicFormView form={form} onSubmit={submit} disabled={disabled} testId="record-write-form">
        <SelectField
          form={form}
          name="mode"
          options={RECORD_WRITE_MODES.map((value) => ({ value, label: t(`engine-admin.mode_${value}`) }))}
        />
        <TextField
          form={form}
          name="lines"
          multiline
          placeholder={'user-1,100\nuser-2,80'}
          extra={t('engine-admin.recordLinesHint')}
        />
        <Button type="primary" htmlType="submit" loading={busy} disabled={disabled || !form.canSubmit}>
          {t('engine-admin.saveRecords')}
        </Button>
      </DynamicFormView>
    </Card>
  );
}
