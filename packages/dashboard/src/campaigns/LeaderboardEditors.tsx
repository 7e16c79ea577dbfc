// Editing a campaign's leaderboards (admin spec §5, §7 Leaderboards): the fields, soft delete, metadata
// key/values and the init arrangement (whitelist) containers.
import { useMemo, useState } from 'react';
import { Alert, Button, Input, Modal, Space, Spin, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InitArrangement, Leaderboard } from '@eventory/domain/campaign';
import { useServices } from '../services/use-services.ts';
import type { FieldRules } from '../forms/form-rules.ts';
import { useDynamicForm } from '../forms/use-dynamic-form.ts';
import { ArrayField, DateField, DynamicFormView, TextField } from '../forms/fields.tsx';
import { endAfterStart } from './CampaignCreateForm.tsx';
import { useSave } from '../forms/use-save.ts';
import { TimeReferenceField } from '../time-references/TimeReferenceField.tsx';
import { useRereadTimes } from '../time-references/use-reread-times.ts';

export interface LeaderboardEditValues {
  groupName: string;
  designName: string;
  giftIDsForAnalyzing: string[];
  startTime: number;
  endTime: number;
}

/** A leaderboard save trims each gift ID (blanks dropped) and defaults designName to empty (admin spec §5). */
export const leaderboardPatchOf = (values: LeaderboardEditValues) => ({
  groupName: values.groupName.trim(),
  designName: values.designName?.trim() ?? '',
  giftIDsForAnalyzing: values.giftIDsForAnalyzing.map((id) => id.trim()).filter(Boolean),
  startTime: values.startTime,
  endTime: values.endTime,
});

function useSaved(leaderboard: Leaderboard) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['campaign', leaderboard.eventID, 'leaderboards'] });
}

export function LeaderboardEditForm({
  leaderboard,
  onDone,
}: {
  leaderboard: Leaderboard;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const rereadTimes = useRereadTimes(leaderboard.eventID);
  const { busy, save } = useSave();
  const [initialValues] = useState<LeaderboardEditValues>(() => ({
    groupName: leaderboard.groupName,
    designName: leaderboard.designName ?? '',
    giftIDsForAnalyzing: [...leaderboard.giftIDsForAnalyzing],
    startTime: leaderboard.startTime,
    endTime: leaderboard.endTime,
  }));
  const rules = useMemo<FieldRules<LeaderboardEditValues>>(
    () => ({
      groupName: { label: t('leaderboard.groupName'), required: true },
      designName: { label: t('leaderboard.designName') },
      giftIDsForAnalyzing: { label: t('leaderboard.giftIds'), kind: 'array' },
      startTime: { label: t('campaign.startTime'), kind: 'date', required: true },
      endTime: {
        label: t('campaign.endTime'),
        kind: 'date',
        required: true,
        validators: [endAfterStart(t('campaign.endBeforeStart'))],
      },
    }),
    [t],
  );
  const form = useDynamicForm({ id: `leaderboard-edit-${leaderboard.ID}`, initialValues, rules });

  async function submit(values: LeaderboardEditValues) {
    await save(async () => {
      const body = leaderboardPatchOf(values);
      await api.patch<Leaderboard>(`leaderboards/${leaderboard.ID}`, body);
      await rereadTimes();
      onDone();
      return t('leaderboard.updated', { groupName: body.groupName });
    });
  }

  return (
    <DynamicFormView form={form} onSubmit={submit} testId="leaderboard-edit-form">
      <TextField form={form} name="groupName" />
      <TextField form={form} name="designName" />
      <ArrayField form={form} name="giftIDsForAnalyzing" />
      {(['startTime', 'endTime'] as const).map((field) => (
        <TimeReferenceField
          key={field}
          campaignId={leaderboard.eventID}
          kind="leaderboard"
          id={leaderboard.ID}
          field={field}
          label={rules[field]?.label ?? field}
          onResolved={form.setValue}
        >
          <DateField form={form} name={field} />
        </TimeReferenceField>
      ))}
      <Space>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={busy} disabled={!form.canSubmit}>
          {t('common.save')}
        </Button>
      </Space>
    </DynamicFormView>
  );
}

interface MetadataRow {
  key: string;
  value: string;
}

/** Metadata as key/value rows; saving replaces them all (PUT leaderboards/{id}/metadata). */
export function LeaderboardMetadataForm({
  leaderboard,
  onDone,
}: {
  leaderboard: Leaderboard;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const saved = useSaved(leaderboard);
  const [rows, setRows] = useState<MetadataRow[]>(() =>
    Object.entries(leaderboard.metadata ?? {}).map(([key, value]) => ({ key, value })),
  );
  const [edited, setEdited] = useState(false);
  const { busy, save: saving } = useSave();
  const keys = rows.map((r) => r.key.trim());
  const problem = keys.some((k) => k === '')
    ? t('leaderboard.metadataKeyRequired')
    : new Set(keys).size !== keys.length
      ? t('leaderboard.metadataKeyTwice')
      : undefined;

  function update(index: number, change: Partial<MetadataRow>) {
    setRows(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
    setEdited(true);
  }

  async function save() {
    await saving(async () => {
      await api.put(
        `leaderboards/${leaderboard.ID}/metadata`,
        Object.fromEntries(rows.map((r) => [r.key.trim(), r.value])),
      );
      await saved();
      onDone();
      return t('leaderboard.metadataSaved', { groupName: leaderboard.groupName });
    });
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="leaderboard-metadata-form">
      {rows.length === 0 && (
        <Typography.Text type="secondary">{t('leaderboard.metadataEmpty')}</Typography.Text>
      )}
      {rows.map((row, index) => (
        <Space.Compact key={index} style={{ width: '100%' }}>
          <Input
            aria-label={t('leaderboard.metadataKey', { n: index + 1 })}
            placeholder={t('leaderboard.metadataKey', { n: index + 1 })}
            value={row.key}
            onChange={(e) => update(index, { key: e.target.value })}
          />
          <Input
            aria-label={t('leaderboard.metadataValue', { n: index + 1 })}
            placeholder={t('leaderboard.metadataValue', { n: index + 1 })}
            value={row.value}
            onChange={(e) => update(index, { value: e.target.value })}
          />
          <Button
            aria-label={t('leaderboard.metadataRemove', { n: index + 1 })}
            icon={<DeleteOutlined />}
            onClick={() => {
              setRows(rows.filter((_, i) => i !== index));
              setEdited(true);
            }}
          />
        </Space.Compact>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => setRows([...rows, { key: '', value: '' }])}>
        {t('leaderboard.metadataAdd')}
      </Button>
      {edited && problem && <Alert type="error" showIcon title={problem} />}
      <Space>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="primary" loading={busy} disabled={!edited || !!problem} onClick={() => void save()}>
          {t('common.save')}
        </Button>
      </Space>
    </Space>
  );
}

interface ArrangementValues {
  containerIDs: string[];
}

/** Which containers' users start on the leaderboard; the server sets metadata.initWhitelist (§5). */
export function InitArrangementForm({
  leaderboard,
  onDone,
}: {
  leaderboard: Leaderboard;
  onDone: () => void;
}) {
  const { api } = useServices();
  const current = useQuery({
    queryKey: ['leaderboard', leaderboard.ID, 'initArrangement'],
    queryFn: ({ signal }) =>
      api.get<InitArrangement>(`leaderboards/${leaderboard.ID}/initArrangement`, { signal }),
  });
  if (current.isLoading) return <Spin />;
  return (
    <InitArrangementEditor
      leaderboard={leaderboard}
      containerIDs={current.data?.containerIDs ?? []}
      onDone={onDone}
    />
  );
}

function InitArrangementEditor({
  leaderboard,
  containerIDs,
  onDone,
}: {
  leaderboard: Leaderboard;
  containerIDs: number[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const saved = useSaved(leaderboard);
  const { busy, save } = useSave();
  const [initialValues] = useState<ArrangementValues>({ containerIDs: containerIDs.map(String) });
  const rules = useMemo<FieldRules<ArrangementValues>>(
    () => ({
      containerIDs: {
        label: t('leaderboard.containerIds'),
        kind: 'array',
        validators: [
          (ids) =>
            (ids as string[]).every((id) => id.trim() === '' || /^[1-9]\d*$/.test(id.trim())) ||
            t('leaderboard.containerIdInvalid'),
        ],
      },
    }),
    [t],
  );
  const form = useDynamicForm({ id: `init-arrangement-${leaderboard.ID}`, initialValues, rules });

  async function submit(values: ArrangementValues) {
    await save(async () => {
      const ids = values.containerIDs
        .map((id) => id.trim())
        .filter(Boolean)
        .map(Number);
      await api.put(`leaderboards/${leaderboard.ID}/initArrangement`, { containerIDs: ids });
      await queryClient.invalidateQueries({ queryKey: ['leaderboard', leaderboard.ID, 'initArrangement'] });
      await saved();
      onDone();
      return t('leaderboard.initArrangementSaved', { groupName: leaderboard.groupName });
    });
  }

  return (
    <DynamicFormView form={form} onSubmit={submit} testId="init-arrangement-form">
      <ArrayField form={form} name="containerIDs" placeholder="42" />
      <Space>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={busy} disabled={!form.canSubmit}>
          {t('common.save')}
        </Button>
      </Space>
    </DynamicFormView>
  );
}

export type LeaderboardDialog = { kind: 'edit' | 'metadata' | 'initArrangement'; leaderboard: Leaderboard };

export function LeaderboardDialogs({
  dialog,
  onClose,
}: {
  dialog: LeaderboardDialog | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titles = {
    edit: 'leaderboard.editTitle',
    metadata: 'leaderboard.metadataTitle',
    initArrangement: 'leaderboard.initArrangementTitle',
  } as const;
  return (
    <Modal
      open={dialog !== null}
      title={dialog ? t(titles[dialog.kind], { groupName: dialog.leaderboard.groupName }) : undefined}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {dialog?.kind === 'edit' && <LeaderboardEditForm leaderboard={dialog.leaderboard} onDone={onClose} />}
      {dialog?.kind === 'metadata' && (
        <LeaderboardMetadataForm leaderboard={dialog.leaderboard} onDone={onClose} />
      )}
      {dialog?.kind === 'initArrangement' && (
        <InitArrangementForm leaderboard={dialog.leaderboard} onDone={onClose} />
      )}
    </Modal>
  );
}
