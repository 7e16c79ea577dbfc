// A campaign's relative times (issue 17 §3 dynamic timestamps, decision 0094) on the campaign screen:
// every leaderboard or vote time that follows another time, with the time it resolves to, and the
// "relative to …" form (time to set, the time it follows, offset and unit, the resolved time beside it),
// shown to holders of `dynamicTimestamp` with write access.
import { useState } from 'react';
import { Alert, Button, Card, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import {
  formatTimeExpression,
  OFFSET_UNITS,
  offsetSeconds,
  parseTimeExpression,
  TIME_FIELDS,
  type OffsetUnit,
  type ResolvedTimeReference,
  type TimeField,
  type TimeSourceKind,
  type TimeTargetKind,
} from '@eventory/domain/time-references';
import type { Vote } from '@eventory/domain/votes';
import type { MissionRoadmap } from '@eventory/domain/roadmaps';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { formatUnixSeconds } from '../forms/time.ts';
import { useServices } from '../services/use-services.ts';
import { useSetTimeReference, useTimeReferences } from './use-time-references.ts';

interface Entity {
  kind: TimeTargetKind;
  id: number;
  name: string;
  startTime: number;
  endTime: number;
}

const UNITS = Object.keys(OFFSET_UNITS) as OffsetUnit[];
const keyOf = (kind: TimeTargetKind, id: number) => `${kind}:${id}`;

export function TimeReferencesCard({
  campaign,
  leaderboards,
  votes,
  roadmaps,
}: {
  campaign: Campaign;
  leaderboards: readonly Leaderboard[];
  votes: readonly Vote[];
  roadmaps: readonly MissionRoadmap[];
}) {
  const { t } = useTranslation();
  const { toasts } = useServices();
  const references = useTimeReferences(campaign.ID);
  const setReference = useSetTimeReference(campaign.ID);
  const canWrite = useCanWrite('dynamicTimestamp');

  const entities: Entity[] = [
    { kind: 'campaign', id: campaign.ID, name: '', startTime: campaign.startTime, endTime: campaign.endTime },
    ...leaderboards
      .filter((b) => !b.isDeleted)
      .map((b) => ({
        kind: 'leaderboard' as const,
        id: b.ID,
        name: b.groupName,
        startTime: b.startTime,
        endTime: b.endTime,
      })),
    ...votes.map((v) => ({
      kind: 'vote' as const,
      id: v.id,
      name: v.topic,
      startTime: v.startTime,
      endTime: v.endTime,
    })),
    ...roadmaps.map((r) => ({
      kind: 'roadmap' as const,
      id: r.ID,
      name: r.groupName || `#${r.ID}`,
      startTime: r.startTime,
      endTime: r.endTime,
    })),
  ];
  const byKey = new Map(entities.map((e) => [keyOf(e.kind, e.id), e]));
  const entityName = (kind: TimeTargetKind, id: number) =>
    kind === 'campaign'
      ? t('time-references.campaign')
      : t(`time-references.${kind}`, { name: byKey.get(keyOf(kind, id))?.name ?? `#${id}` });
  const timeName = (kind: TimeTargetKind, id: number, field: TimeField) =>
    `${entityName(kind, id)} ${t(`time-references.${field}`)}`;
  const describe = (expression: string) => {
    const e = parseTimeExpression(expression);
    if ('problem' in e) return expression;
    const base = timeName(e.kind, e.id, e.field);
    return e.offset === 0
      ? base
      : `${base} ${e.offset < 0 ? '−' : '+'} ${Math.abs(e.offset)} ${t(`time-references.${e.unit}`)}`;
  };

  const sources = entities.filter((e) => e.kind !== 'campaign');
  const [source, setSource] = useState<string | undefined>();
  const [field, setField] = useState<TimeField>('startTime');
  const [target, setTarget] = useState<string>(keyOf('campaign', campaign.ID));
  const [targetField, setTargetField] = useState<TimeField>('startTime');
  const [offset, setOffset] = useState<number | null>(0);
  const [unit, setUnit] = useState<OffsetUnit>('h');
  const targetEntity = byKey.get(target);
  const preview =
    targetEntity && offset !== null ? targetEntity[targetField] + offsetSeconds({ offset, unit }) : undefined;

  async function save(input: {
    kind: TimeSourceKind;
    id: number;
    field: TimeField;
    expression: string | null;
  }) {
    try {
      await setReference.mutateAsync(input);
      toasts.add({
        type: 'success',
        message: t(input.expression ? 'time-references.saved' : 'time-references.removed'),
      });
    } catch {
      // The API client has shown the error.
    }
  }

  function submit() {
    const from = source ? byKey.get(source) : undefined;
    if (!from || from.kind === 'campaign' || !targetEntity || offset === null) return;
    void save({
      kind: from.kind,
      id: from.id,
      field,
      expression: formatTimeExpression({
        kind: targetEntity.kind,
        id: targetEntity.id,
        field: targetField,
        offset,
        unit,
      }),
    });
  }

  const fieldOptions = TIME_FIELDS.map((f) => ({ value: f, label: t(`time-references.${f}`) }));
  return (
    <Card title={t('time-references.title')} data-testid="time-references-card">
      <Typography.Paragraph type="secondary">{t('time-references.intro')}</Typography.Paragraph>
      {references.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('time-references.loadFailed')}
          action={<Button onClick={() => void references.refetch()}>{t('time-references.retry')}</Button>}
        />
      ) : (
        <Table<ResolvedTimeReference>
          rowKey={(r) => `${r.kind}:${r.id}.${r.field}`}
          size="small"
          pagination={false}
          loading={references.isLoading}
          dataSource={references.data ?? []}
          locale={{ emptyText: t('time-references.empty') }}
          columns={[
            { title: t('time-references.time'), render: (_, r) => timeName(r.kind, r.id, r.field) },
            {
              title: t('time-references.follows'),
              render: (_, r) => (
                <Space direction="vertical" size={0}>
                  {describe(r.expression)}
                  <Typography.Text type="secondary" code>
                    {r.expression}
                  </Typography.Text>
                </Space>
              ),
            },
            { title: t('time-references.resolved'), render: (_, r) => formatUnixSeconds(r.resolved) },
            ...(canWrite
              ? [
                  {
                    key: 'actions',
                    render: (_: unknown, r: ResolvedTimeReference) => (
                      <Button size="small" onClick={() => void save({ ...r, expression: null })}>
                        {t('time-references.remove')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      {canWrite ? (
        <Space wrap style={{ marginTop: 16 }} aria-label={t('time-references.add')} role="group">
          <Typography.Text strong>{t('time-references.add')}</Typography.Text>
          <Select
            aria-label={t('time-references.entity')}
            placeholder={t('time-references.entity')}
            value={source}
            onChange={setSource}
            style={{ minWidth: 220 }}
            options={sources.map((e) => ({ value: keyOf(e.kind, e.id), label: entityName(e.kind, e.id) }))}
          />
          <Select<TimeField>
            aria-label={t('time-references.time')}
            value={field}
            onChange={setField}
            options={fieldOptions}
          />
          <Typography.Text>=</Typography.Text>
          <Select
            aria-label={t('time-references.target')}
            value={target}
            onChange={setTarget}
            style={{ minWidth: 220 }}
            options={entities
              .filter((e) => keyOf(e.kind, e.id) !== source)
              .map((e) => ({ value: keyOf(e.kind, e.id), label: entityName(e.kind, e.id) }))}
          />
          <Select<TimeField>
            aria-label={t('time-references.target') + ' ' + t('time-references.time')}
            value={targetField}
            onChange={setTargetField}
            options={fieldOptions}
          />
          <InputNumber
            aria-label={t('time-references.offset')}
            value={offset}
            onChange={setOffset}
            precision={0}
          />
          <Select<OffsetUnit>
            aria-label={t('time-references.unit')}
            value={unit}
            onChange={setUnit}
            options={UNITS.map((u) => ({ value: u, label: t(`time-references.${u}`) }))}
          />
          {preview !== undefined && (
            <Typography.Text type="secondary" data-testid="time-reference-preview">
              {t('time-references.resolved')} {formatUnixSeconds(preview)}
            </Typography.Text>
          )}
          <Button
            type="primary"
            disabled={!source || offset === null}
            loading={setReference.isPending}
            onClick={submit}
          >
            {t('time-references.save')}
          </Button>
        </Space>
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {t('time-references.noPermission')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
