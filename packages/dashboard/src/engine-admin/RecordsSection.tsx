// A container's records (admin spec §7 Containers): a page at a time by count and cursor, the add/set
// records form (set, increment, keep best; pasted "key,score" lines) and clearing the container.
import { useMemo, useState } from 'react';
import { Button, Card, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/use-services.ts';
import type { FieldRules } from '../forms/form-rules.ts';
import { useDynamicForm } from '../forms/use-dynamic-form.ts';
import { DynamicFormView, SelectField, TextField } from '../forms/fields.tsx';
import { useSave } from '../forms/use-save.ts';
import {
  containerKey,
  RECORD_MODES,
  useRecords,
  type ContainerRecord,
  type RecordMode,
} from './engine-api.ts';
import { Loaded } from '../lists/Loaded.tsx';
import { parseRecordLines } from './parsing.ts';

export const PAGE_SIZES = [20, 50, 100] as const;

export function RecordsSection({
  containerId,
  canWrite,
  canClear,
}: {
  containerId: number;
  canWrite: boolean;
  canClear: boolean;
}) {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const [count, setCount] = useState<number>(PAGE_SIZES[0]);
  // The cursors of the pages before this one, so Previous can go back.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1) ?? '';
  const page = useRecords(containerId, count, cursor);
  const rows = page.data?.records ?? [];
  const firstRank = cursors.length * count;

  async function clear() {
    try {
      await api.post(`containers/${containerId}/clear`, {});
      toasts.add({
        type: 'success',
        message: t('notice.successTitle'),
        description: t('engine-admin.cleared'),
      });
      setCursors([]);
      await queryClient.invalidateQueries({ queryKey: containerKey(containerId) });
    } catch {
      // The API client has shown the error.
    }
  }

  return (
    <Card
      title={t('engine-admin.records')}
      extra={
        <Popconfirm
          title={t('engine-admin.clearConfirm', { id: containerId })}
          okText={t('common.yes')}
          cancelText={t('common.no')}
          disabled={!canClear}
          onConfirm={clear}
        >
          <Button danger disabled={!canClear}>
            {t('engine-admin.clear')}
          </Button>
        </Popconfirm>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text>{t('engine-admin.pageSize')}</Typography.Text>
          <Select
            aria-label={t('engine-admin.pageSize')}
            value={count}
            options={PAGE_SIZES.map((value) => ({ value, label: String(value) }))}
            onChange={(value: number) => {
              setCount(value);
              setCursors([]);
            }}
          />
          {page.data && (
            <Typography.Text data-testid="record-total">
              {t('engine-admin.recordTotal', { count: page.data.count })}
            </Typography.Text>
          )}
        </Space>
        <Loaded query={page}>
          <Table<ContainerRecord & { position: number }>
            rowKey="key"
            size="small"
            data-testid="record-list"
            dataSource={rows.map((row, index) => ({ ...row, position: firstRank + index + 1 }))}
            pagination={false}
            scroll={{ x: true }}
            locale={{ emptyText: t('engine-admin.recordsEmpty') }}
            columns={[
              { title: t('engine-admin.rank'), dataIndex: 'position', render: (p: number, r) => r.rank || p },
              { title: t('engine-admin.key'), dataIndex: 'key' },
              { title: t('engine-admin.score'), dataIndex: 'score' },
              {
                title: t('engine-admin.lastUpdate'),
                dataIndex: 'lastUpdateMs',
                render: (ms?: number) =>
                  ms ? new Date(ms).toISOString().replace('T', ' ').slice(0, 19) : '—',
              },
              {
                title: t('engine-admin.meta'),
                dataIndex: 'meta',
                render: (meta?: Record<string, string>) =>
                  meta && Object.keys(meta).length > 0 ? JSON.stringify(meta) : '—',
              },
            ]}
          />
        </Loaded>
        <Space>
          <Button disabled={cursors.length === 0} onClick={() => setCursors(cursors.slice(0, -1))}>
            {t('engine-admin.previousPage')}
          </Button>
          <Typography.Text>{t('engine-admin.pageNumber', { page: cursors.length + 1 })}</Typography.Text>
          <Button
            disabled={!page.data?.nextCursor}
            onClick={() => page.data?.nextCursor && setCursors([...cursors, page.data.nextCursor])}
          >
            {t('engine-admin.nextPage')}
          </Button>
        </Space>
        <RecordWriteForm containerId={containerId} disabled={!canWrite} />
      </Space>
    </Card>
  );
}

interface RecordWriteValues {
  mode: RecordMode;
  lines: string;
}

function RecordWriteForm({ containerId, disabled }: { containerId: number; disabled: boolean }) {
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
          options={RECORD_MODES.map((value) => ({ value, label: t(`engine-admin.mode_${value}`) }))}
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
