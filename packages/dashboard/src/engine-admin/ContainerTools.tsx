// A container's links (GET containers/{id}/edges) and the gift-box score lookup (POST
// containers/{id}/gift-box-score): read-only tools of the container screen.
import { useMemo, useState } from 'react';
import { Card, Button, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  GIFT_BOX_TARGET_TYPES,
  type ContainerEdge,
  type GiftBoxScore,
} from '@eventory/domain/container-admin';
import { eventTypeName } from '@eventory/domain/events';
import { useServices } from '../services/use-services.ts';
import { pastedLines, type FieldRules } from '../forms/form-rules.ts';
import { useDynamicForm } from '../forms/use-dynamic-form.ts';
import { DynamicFormView, SelectField, TextField } from '../forms/fields.tsx';
import { useSave } from '../forms/use-save.ts';
import { type GiftBoxScoreResult } from '@eventory/domain/container-admin';
import { useEdges } from './use-edges.ts';
import { Loaded } from '../lists/Loaded.tsx';
import './messages.ts';

/** What an edge links to, as a short text (and the container it names, to link to). */
export function edgeTarget(edge: ContainerEdge): { text: string; containerID?: number } {
  switch (edge.kind) {
    case 'evaluator':
      return {
        text: `#${edge.evaluatorID} ${eventTypeName(edge.eventType) ?? edge.eventType} → ${edge.resultKey}`,
      };
    case 'aggregator':
      return { text: `#${edge.aggregatorID} (${edge.aggregatorKind})`, containerID: edge.containerID };
    case 'judge':
      return { text: `#${edge.evaluatorID} ${edge.path} (${edge.field})`, containerID: edge.containerID };
    case 'owner':
      return { text: `${edge.ownerType} #${edge.ownerID}` };
  }
}

export function EdgesCard({ campaignId, containerId }: { campaignId: number; containerId: number }) {
  const { t } = useTranslation();
  const edges = useEdges(containerId);
  return (
    <Card title={t('engine-admin.edges')}>
      <Loaded query={edges}>
        <Table<ContainerEdge & { n: number }>
          rowKey="n"
          size="small"
          data-testid="edge-list"
          dataSource={(edges.data ?? []).map((edge, n) => ({ ...edge, n }))}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: t('engine-admin.edgesEmpty') }}
          columns={[
            {
              title: t('engine-admin.direction'),
              dataIndex: 'direction',
              render: (direction: 'in' | 'out') => (
                <Tag color={direction === 'in' ? 'blue' : 'purple'}>
                  {direction === 'in' ? t('engine-admin.edgeIn') : t('engine-admin.edgeOut')}
                </Tag>
              ),
            },
            {
              title: t('engine-admin.edgeKind'),
              dataIndex: 'kind',
              render: (kind: ContainerEdge['kind']) => t(`engine-admin.edge_${kind}`),
            },
            {
              title: t('engine-admin.edgeTarget'),
              key: 'target',
              render: (_, edge) => {
                const target = edgeTarget(edge);
                return (
                  <>
                    {target.text}{' '}
                    {target.containerID !== undefined && target.containerID !== containerId && (
                      <Link to={`/eventory/${campaignId}/containers/${target.containerID}`}>
                        {t('engine-admin.containerLink', { id: target.containerID })}
                      </Link>
                    )}
                  </>
                );
              },
            },
          ]}
        />
      </Loaded>
    </Card>
  );
}

interface GiftBoxValues {
  userIDs: string;
  targetType: string;
}

export function GiftBoxCard({ containerId }: { containerId: number }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const { busy, save } = useSave();
  const [result, setResult] = useState<GiftBoxScoreResult | null>(null);
  const [initialValues] = useState<GiftBoxValues>({ userIDs: '', targetType: 'ReceiverID' });
  const rules = useMemo<FieldRules<GiftBoxValues>>(
    () => ({
      userIDs: { label: t('engine-admin.userIds'), required: true },
      targetType: { label: t('engine-admin.targetType'), kind: 'select', required: true },
    }),
    [t],
  );
  const form = useDynamicForm({ id: `gift-box-${containerId}`, initialValues, rules });

  async function submit(values: GiftBoxValues) {
    const userIDs = pastedLines(values.userIDs.replace(/,/g, '\n'));
    await save(async () => {
      setResult(
        await api.post<GiftBoxScoreResult>(`containers/${containerId}/gift-box-score`, {
          userIDs,
          targetType: values.targetType,
        }),
      );
    });
  }

  return (
    <Card title={t('engine-admin.giftBoxScore')}>
      <DynamicFormView form={form} onSubmit={submit} testId="gift-box-form">
        <TextField form={form} name="userIDs" multiline extra={t('engine-admin.userIdsHint')} />
        <SelectField
          form={form}
          name="targetType"
          options={GIFT_BOX_TARGET_TYPES.map((value) => ({
            value,
            label: t(`engine-admin.target_${value}`),
          }))}
        />
        <Button htmlType="submit" loading={busy} disabled={!form.canSubmit}>
          {t('engine-admin.lookUp')}
        </Button>
      </DynamicFormView>
      {result && (
        <Table<GiftBoxScore>
          rowKey="userID"
          size="small"
          data-testid="gift-box-result"
          dataSource={result.items}
          pagination={false}
          locale={{ emptyText: t('engine-admin.recordsEmpty') }}
          columns={[
            { title: t('engine-admin.key'), dataIndex: 'userID' },
            { title: t('engine-admin.score'), dataIndex: 'score' },
            { title: t('engine-admin.rank'), dataIndex: 'rank', render: (rank: number) => rank || '—' },
          ]}
        />
      )}
    </Card>
  );
}
