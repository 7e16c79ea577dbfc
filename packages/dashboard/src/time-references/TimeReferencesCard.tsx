// A campaign's relative times (issue 17 §3 dynamic timestamps, decision 0094) on the campaign screen:
// every leaderboard, vote or roadmap time that follows another time, with the time it resolves to, and the
// "relative to …" form (time to set, the time it follows, offset and unit, the resolved time beside it),
// shown to holders of `dynamicTimestamp` with write access.
import { useState } from 'react';
import { Alert, Button, Card, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  TIME_FIELDS,
  type ResolvedTimeReference,
  type TimeField,
  type TimeSourceKind,
} from '@eventory/domain/time-references';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { formatUnixSeconds } from '../forms/time.ts';
import { useServices } from '../services/use-services.ts';
import {
  expressionOf,
  relativeTimeOf,
  RelativeTimeInputs,
  type RelativeTime,
} from './RelativeTimeInputs.tsx';
import { useSetTimeReference, useTimeReferences } from './use-time-references.ts';
import { targetKey, useTimeTargets } from './use-time-targets.ts';
import './messages.ts';

export function TimeReferencesCard({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const { toasts } = useServices();
  const references = useTimeReferences(campaignId);
  const setReference = useSetTimeReference(campaignId);
  const canWrite = useCanWrite('dynamicTimestamp');
  const targets = useTimeTargets(campaignId);
  const { byKey, entityName, timeName, describe } = targets;

  const sources = targets.targets.filter((e) => e.kind !== 'campaign');
  const [source, setSource] = useState<string | undefined>();
  const [field, setField] = useState<TimeField>('startTime');
  const [relative, setRelative] = useState<RelativeTime>(() => relativeTimeOf(undefined, campaignId));

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
    const expression = expressionOf(relative, targets);
    if (!from || from.kind === 'campaign' || !expression) return;
    void save({ kind: from.kind, id: from.id, field, expression });
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
                <Space orientation="vertical" size={0}>
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
            options={sources.map((e) => ({
              value: targetKey(e.kind, e.id),
              label: entityName(e.kind, e.id),
            }))}
          />
          <Select<TimeField>
            aria-label={t('time-references.time')}
            value={field}
            onChange={setField}
            options={fieldOptions}
          />
          <Typography.Text>=</Typography.Text>
          <RelativeTimeInputs targets={targets} value={relative} onChange={setRelative} exclude={source} />
          <Button
            type="primary"
            disabled={!source || expressionOf(relative, targets) === undefined}
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
