// Aggregators from and to a container (admin spec §7 Evaluators and aggregators): a source container
// rolled into a target, by sum per key or by group (teams of member keys). Create, edit, delete.
import { useMemo, useState } from 'react';
import { Button, Card, Modal, Popconfirm, Space, Table } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/use-services.ts';
import type { FieldRules } from '../forms/form-rules.ts';
import { useDynamicForm } from '../forms/use-dynamic-form.ts';
import { DynamicFormView, NumberField, SelectField, TextField } from '../forms/fields.tsx';
import { useSave } from '../forms/use-save.ts';
import { AGGREGATOR_KINDS, type Aggregator, type AggregatorKind } from '@eventory/domain/aggregators';
import { useAggregators } from './use-aggregators.ts';
import { Loaded } from '../lists/Loaded.tsx';
import { parseTeams, teamsText } from './parsing.ts';
import './messages.ts';

interface AggregatorValues {
  srcContainerID: number | undefined;
  targetContainerID: number | undefined;
  kind: AggregatorKind;
  /** One team per line: "team: member1, member2". */
  teams: string;
}

const positive = (message: string) => (v: unknown) => (Number.isInteger(v) && (v as number) > 0) || message;

function AggregatorForm({
  aggregator,
  containerId,
  onDone,
}: {
  aggregator: Aggregator | null;
  containerId: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const { busy, save } = useSave();
  const [initialValues] = useState<AggregatorValues>(() => ({
    srcContainerID: aggregator?.srcContainerID ?? containerId,
    targetContainerID: aggregator?.targetContainerID,
    kind: aggregator?.kind ?? 'sum',
    teams: teamsText(aggregator?.teams),
  }));
  const rules = useMemo<FieldRules<AggregatorValues>>(
    () => ({
      srcContainerID: {
        label: t('engine-admin.sourceContainer'),
        kind: 'number',
        required: true,
        validators: [positive(t('engine-admin.containerIdInvalid'))],
      },
      targetContainerID: {
        label: t('engine-admin.targetContainer'),
        kind: 'number',
        required: true,
        validators: [
          positive(t('engine-admin.containerIdInvalid')),
          (target, values) => target !== values.srcContainerID || t('engine-admin.sameContainer'),
        ],
      },
      kind: { label: t('engine-admin.aggregatorKind'), kind: 'select', required: true },
      teams: {
        label: t('engine-admin.teams'),
        validators: [(text) => parseTeams(text as string) !== undefined || t('engine-admin.teamsInvalid')],
      },
    }),
    [t],
  );
  const form = useDynamicForm({ id: `aggregator-${aggregator?.ID ?? 'new'}`, initialValues, rules });
  const teamsMissing = form.values.kind === 'group' && form.values.teams.trim() === '';

  async function submit(values: AggregatorValues) {
    const body = {
      srcContainerID: values.srcContainerID!,
      targetContainerID: values.targetContainerID!,
      kind: values.kind,
      ...(values.kind === 'group' ? { teams: parseTeams(values.teams) ?? {} } : {}),
    };
    await save(async () => {
      if (aggregator) await api.put(`aggregators/${aggregator.ID}`, body);
      else await api.post('aggregators', body);
      await queryClient.invalidateQueries({ queryKey: ['aggregators'] });
      onDone();
      return aggregator
        ? t('engine-admin.aggregatorUpdated', { id: aggregator.ID })
        : t('engine-admin.aggregatorCreated');
    });
  }

  return (
    <DynamicFormView
      form={{ ...form, canSubmit: form.canSubmit && !teamsMissing }}
      onSubmit={submit}
      testId="aggregator-form"
    >
      <NumberField form={form} name="srcContainerID" min={1} />
      <NumberField form={form} name="targetContainerID" min={1} />
      <SelectField
        form={form}
        name="kind"
        options={AGGREGATOR_KINDS.map((value) => ({ value, label: t(`engine-admin.aggregator_${value}`) }))}
      />
      {form.values.kind === 'group' && (
        <TextField
          form={form}
          name="teams"
          multiline
          placeholder={'team-a: user-1, user-2'}
          extra={t('engine-admin.teamsHint')}
        />
      )}
      <Space>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={busy} disabled={!form.canSubmit || teamsMissing}>
          {t('common.save')}
        </Button>
      </Space>
    </DynamicFormView>
  );
}

export function AggregatorsSection({ containerId, canWrite }: { containerId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const from = useAggregators(containerId, 'srcContainerID');
  const to = useAggregators(containerId, 'targetContainerID');
  const [dialog, setDialog] = useState<{ aggregator: Aggregator | null } | null>(null);

  async function remove(aggregator: Aggregator) {
    try {
      await api.delete(`aggregators/${aggregator.ID}`);
      toasts.add({
        type: 'success',
        message: t('notice.successTitle'),
        description: t('engine-admin.aggregatorDeleted', { id: aggregator.ID }),
      });
      await queryClient.invalidateQueries({ queryKey: ['aggregators'] });
    } catch {
      // The API client has shown the error.
    }
  }

  const table = (query: typeof from, testId: string) => (
    <Loaded query={query}>
      <Table<Aggregator>
        rowKey="ID"
        size="small"
        data-testid={testId}
        dataSource={query.data ?? []}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('engine-admin.aggregatorsEmpty') }}
        columns={[
          { title: 'ID', dataIndex: 'ID' },
          { title: t('engine-admin.sourceContainer'), dataIndex: 'srcContainerID' },
          { title: t('engine-admin.targetContainer'), dataIndex: 'targetContainerID' },
          {
            title: t('engine-admin.aggregatorKind'),
            dataIndex: 'kind',
            render: (kind: AggregatorKind) => t(`engine-admin.aggregator_${kind}`, { defaultValue: kind }),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, aggregator) => (
              <Space>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  disabled={!canWrite}
                  aria-label={t('engine-admin.editAggregator', { id: aggregator.ID })}
                  onClick={() => setDialog({ aggregator })}
                />
                <Popconfirm
                  title={t('engine-admin.deleteAggregatorConfirm', { id: aggregator.ID })}
                  okText={t('common.yes')}
                  cancelText={t('common.no')}
                  disabled={!canWrite}
                  onConfirm={() => remove(aggregator)}
                >
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={!canWrite}
                    aria-label={t('engine-admin.deleteAggregator', { id: aggregator.ID })}
                  />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Loaded>
  );

  return (
    <Card
      title={t('engine-admin.aggregators')}
      extra={
        <Button icon={<PlusOutlined />} disabled={!canWrite} onClick={() => setDialog({ aggregator: null })}>
          {t('engine-admin.addAggregator')}
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <strong>{t('engine-admin.aggregatorsFrom')}</strong>
        {table(from, 'aggregators-from')}
        <strong>{t('engine-admin.aggregatorsTo')}</strong>
        {table(to, 'aggregators-to')}
      </Space>
      <Modal
        open={dialog !== null}
        footer={null}
        destroyOnHidden
        title={
          dialog?.aggregator
            ? t('engine-admin.editAggregator', { id: dialog.aggregator.ID })
            : t('engine-admin.addAggregator')
        }
        onCancel={() => setDialog(null)}
      >
        {dialog && (
          <AggregatorForm
            aggregator={dialog.aggregator}
            containerId={containerId}
            onDone={() => setDialog(null)}
          />
        )}
      </Modal>
    </Card>
  );
}
