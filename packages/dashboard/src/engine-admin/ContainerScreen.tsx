// The container screen (/eventory/{campaignId}/containers/{containerId}): the container's fields and
// deletion, its records, evaluators, aggregators, snapshots, replay and links (issue #4 §5).
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Descriptions, Popconfirm, Result, Space, Spin, Tabs, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useCampaign } from '../campaigns/use-campaign.ts';
import { useScreenTitle } from '../services/use-screen-title.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/use-services.ts';
import { NotFoundPage } from '../access/BlockingPages.tsx';
import type { FieldRules } from '../forms/form-rules.ts';
import { useDynamicForm } from '../forms/use-dynamic-form.ts';
import { DynamicFormView, TextField } from '../forms/fields.tsx';
import { useSave } from '../forms/use-save.ts';
import { formatUnixSeconds } from '../forms/time.ts';
import { AggregatorsSection } from './AggregatorsSection.tsx';
import { EdgesCard, GiftBoxCard } from './ContainerTools.tsx';
import { containerKey, type AdminContainer } from './engine-api.ts';
import { useContainer } from './use-container.ts';
import { EvaluatorsSection } from './Evaluators.tsx';
import { useEngineAdminRights } from './use-engine-admin-rights.ts';
import { RecordsSection } from './RecordsSection.tsx';
import { ReplaySection } from './ReplaySection.tsx';
import { SnapshotsSection } from './SnapshotsSection.tsx';
import './messages.ts';

const TABS = ['records', 'evaluators', 'aggregators', 'snapshots', 'replay', 'links'];

export default function ContainerScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const campaignId = Number(params.campaignId);
  const id = Number(params.containerId);
  const rights = useEngineAdminRights();
  const container = useContainer(id);
  const campaign = useCampaign(campaignId);
  const shown = container.data;
  useScreenTitle(
    shown && campaign.data
      ? `${t('engine-admin.containerTitle', { id: shown.ID, type: shown.type })} · ${campaign.data.name}`
      : undefined,
  );
  // The open tab is kept in the URL (?tab=), so a link or a reload opens the same one.
  const [search, setSearch] = useSearchParams();
  const tab = TABS.includes(search.get('tab') ?? '') ? search.get('tab')! : 'records';

  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  const back = <Link to={`/eventory/${campaignId}`}>{t('engine-admin.backToCampaign')}</Link>;
  if (container.isLoading)
    return (
      <Space>
        <Spin />
        {t('app.loading')}
      </Space>
    );
  if (container.isError || !container.data)
    return (
      <Result
        status="error"
        title={t('common.loadFailed')}
        extra={
          <Space>
            <Button onClick={() => void container.refetch()}>{t('common.retry')}</Button>
            {back}
          </Space>
        }
      />
    );
  const c = container.data;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {back}
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('engine-admin.containerTitle', { id: c.ID, type: c.type })}
      </Typography.Title>
      {!rights.configure && <Alert type="info" showIcon title={t('engine-admin.readOnlyHint')} />}
      <ContainerFields
        key={`${c.ID}-${c.updateTime}`}
        container={c}
        campaignId={campaignId}
        canWrite={rights.configure}
      />
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setSearch(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', key);
              return next;
            },
            { replace: true },
          )
        }
        items={[
          {
            key: 'records',
            label: t('engine-admin.records'),
            children: (
              <RecordsSection containerId={c.ID} canWrite={rights.configure} canClear={rights.clear} />
            ),
          },
          {
            key: 'evaluators',
            label: t('engine-admin.evaluators'),
            children: <EvaluatorsSection containerId={c.ID} canWrite={rights.configure} />,
          },
          {
            key: 'aggregators',
            label: t('engine-admin.aggregators'),
            children: <AggregatorsSection containerId={c.ID} canWrite={rights.configure} />,
          },
          {
            key: 'snapshots',
            label: t('engine-admin.snapshots'),
            children: (
              <SnapshotsSection
                containerId={c.ID}
                canRead={rights.snapshotsRead}
                canWrite={rights.snapshotsWrite}
              />
            ),
          },
          {
            key: 'replay',
            label: t('engine-admin.replay'),
            children: <ReplaySection container={c} canReplay={rights.replay} canReset={rights.resetWorker} />,
          },
          {
            key: 'links',
            label: t('engine-admin.edges'),
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <EdgesCard campaignId={campaignId} containerId={c.ID} />
                <GiftBoxCard containerId={c.ID} />
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}

interface ContainerValues {
  groupName: string;
  meta: string;
}

const isJsonObject = (text: string) => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
};

function ContainerFields({
  container,
  campaignId,
  canWrite,
}: {
  container: AdminContainer;
  campaignId: number;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { busy, save } = useSave();
  const [initialValues] = useState<ContainerValues>(() => ({
    groupName: container.groupName,
    meta: JSON.stringify(container.meta ?? {}, null, 2),
  }));
  const rules = useMemo<FieldRules<ContainerValues>>(
    () => ({
      groupName: {
        label: t('engine-admin.groupName'),
        validators: [(v) => (v as string).trim().length <= 128 || t('engine-admin.groupNameLong')],
      },
      meta: {
        label: t('engine-admin.meta'),
        required: true,
        validators: [(v) => isJsonObject(v as string) || t('engine-admin.metaInvalid')],
      },
    }),
    [t],
  );
  const form = useDynamicForm({ id: `container-${container.ID}`, initialValues, rules });

  async function submit(values: ContainerValues) {
    await save(async () => {
      await api.patch(`containers/${container.ID}`, {
        groupName: values.groupName.trim(),
        meta: JSON.parse(values.meta) as Record<string, unknown>,
      });
      await queryClient.invalidateQueries({ queryKey: containerKey(container.ID) });
      await queryClient.invalidateQueries({ queryKey: ['containers'] });
      return t('engine-admin.containerUpdated', { id: container.ID });
    });
  }

  async function remove() {
    try {
      await api.delete(`containers/${container.ID}`);
      toasts.add({
        type: 'success',
        message: t('notice.successTitle'),
        description: t('engine-admin.containerDeleted', { id: container.ID }),
      });
      await queryClient.invalidateQueries({ queryKey: ['containers'] });
      queryClient.removeQueries({ queryKey: containerKey(container.ID) });
      void navigate(`/eventory/${campaignId}`);
    } catch {
      // The API client has shown the error (a container still in use answers 409).
    }
  }

  return (
    <Card
      title={t('engine-admin.containerFields')}
      extra={
        <Popconfirm
          title={t('engine-admin.deleteContainerConfirm', { id: container.ID })}
          okText={t('common.yes')}
          cancelText={t('common.no')}
          disabled={!canWrite}
          onConfirm={remove}
        >
          <Button danger icon={<DeleteOutlined />} disabled={!canWrite}>
            {t('engine-admin.deleteContainer')}
          </Button>
        </Popconfirm>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('engine-admin.type')}>{container.type}</Descriptions.Item>
        <Descriptions.Item label={t('engine-admin.refId')}>
          {container.refContainerType} #{container.refID}
        </Descriptions.Item>
        <Descriptions.Item label={t('engine-admin.updatedAt')}>
          {formatUnixSeconds(container.updateTime)}
        </Descriptions.Item>
      </Descriptions>
      <DynamicFormView form={form} onSubmit={submit} disabled={!canWrite} testId="container-form">
        <TextField form={form} name="groupName" />
        <TextField form={form} name="meta" multiline />
        <Button type="primary" htmlType="submit" loading={busy} disabled={!canWrite || !form.canSubmit}>
          {t('common.save')}
        </Button>
      </DynamicFormView>
    </Card>
  );
}
