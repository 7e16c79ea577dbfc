// "Containers and rules" on the campaign detail: every container of the campaign's leaderboards (the
// leaderboard's own and those attached to it by refID), each linking to its container screen, and a
// form to add a container to a leaderboard.
import { useMemo, useState } from 'react';
import { Button, Collapse, Modal, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Leaderboard } from '@eventory/domain/campaign';
import { CONTAINER_TYPES } from '@eventory/domain/containers';
import { useServices } from '../services/use-services.ts';
import { visibleLeaderboards } from '../campaigns/campaign-api.ts';
import { useCampaignLeaderboards } from '../campaigns/use-campaign-leaderboards.ts';
import type { FieldRules } from '../forms/form-rules.ts';
import { useDynamicForm } from '../forms/use-dynamic-form.ts';
import { DynamicFormView, SelectField, TextField } from '../forms/fields.tsx';
import { useSave } from '../forms/use-save.ts';
import { CONTAINER_LIST_STALE_MS, itemsOf, type AdminContainer } from './engine-api.ts';
import { Loaded } from '../lists/Loaded.tsx';
import { useEngineAdminRights } from './use-engine-admin-rights.ts';
import './messages.ts';

interface Row {
  leaderboard: Leaderboard;
  container: AdminContainer;
}

/**
 * Collapsed until opened: the detail screen itself makes only its three calls (admin spec §7); the
 * container lists are asked for when the admin opens the section.
 */
export function CampaignContainers({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  return (
    <Collapse
      data-testid="campaign-containers"
      items={[
        {
          key: 'containers',
          label: t('engine-admin.title'),
          children: <CampaignContainerList campaignId={campaignId} />,
        },
      ]}
    />
  );
}

function CampaignContainerList({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const rights = useEngineAdminRights();
  const leaderboards = useCampaignLeaderboards(campaignId);
  const visible = visibleLeaderboards(leaderboards.data ?? []);
  const [adding, setAdding] = useState(false);
  const lists = useQueries({
    queries: visible.map((lb) => ({
      queryKey: ['containers', { refID: lb.ID, type: 'Leaderboard' }],
      staleTime: CONTAINER_LIST_STALE_MS,
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        itemsOf(
          await api.get<{ items: AdminContainer[] }>('containers', {
            signal,
            query: { refID: lb.ID, type: 'Leaderboard' },
          }),
        ),
    })),
  });
  const state = {
    isLoading: leaderboards.isLoading || lists.some((q) => q.isLoading),
    isError: leaderboards.isError || lists.some((q) => q.isError),
    refetch: () => {
      void leaderboards.refetch();
      for (const q of lists) if (q.isError) void q.refetch();
    },
  };
  const rows: Row[] = visible.flatMap((leaderboard, i) =>
    (lists[i]?.data ?? [])
      .filter((container) => !container.isDeleted)
      .map((container) => ({ leaderboard, container })),
  );

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button
        icon={<PlusOutlined />}
        disabled={!rights.configure || visible.length === 0}
        onClick={() => setAdding(true)}
      >
        {t('engine-admin.addContainer')}
      </Button>
      <Loaded query={state}>
        <Table<Row>
          rowKey={(row) => row.container.ID}
          size="small"
          data-testid="campaign-container-list"
          dataSource={rows}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: t('engine-admin.containersEmpty') }}
          columns={[
            {
              title: t('engine-admin.leaderboard'),
              key: 'leaderboard',
              render: (_, row) => row.leaderboard.groupName,
            },
            {
              title: t('engine-admin.container'),
              key: 'container',
              render: (_, row) => (
                <Link to={`/eventory/${campaignId}/containers/${row.container.ID}`}>
                  {t('engine-admin.containerLink', { id: row.container.ID })}
                </Link>
              ),
            },
            {
              title: t('engine-admin.type'),
              key: 'type',
              render: (_, row) => (
                <Space>
                  {row.container.type}
                  {row.container.ID === row.leaderboard.containerID && <Tag>{t('engine-admin.ranking')}</Tag>}
                </Space>
              ),
            },
            {
              title: t('engine-admin.groupName'),
              key: 'groupName',
              render: (_, row) => row.container.groupName || '—',
            },
          ]}
        />
      </Loaded>
      <Modal
        open={adding}
        footer={null}
        destroyOnHidden
        title={t('engine-admin.addContainer')}
        onCancel={() => setAdding(false)}
      >
        {adding && <ContainerCreateForm leaderboards={visible} onDone={() => setAdding(false)} />}
      </Modal>
    </Space>
  );
}

interface CreateValues {
  type: string;
  leaderboardId: number | undefined;
  groupName: string;
}

function ContainerCreateForm({ leaderboards, onDone }: { leaderboards: Leaderboard[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const { busy, save } = useSave();
  const [initialValues] = useState<CreateValues>(() => ({
    type: 'Whitelist',
    leaderboardId: leaderboards[0]?.ID,
    groupName: '',
  }));
  const rules = useMemo<FieldRules<CreateValues>>(
    () => ({
      type: { label: t('engine-admin.type'), kind: 'select', required: true },
      leaderboardId: { label: t('engine-admin.leaderboard'), kind: 'select', required: true },
      groupName: { label: t('engine-admin.groupName') },
    }),
    [t],
  );
  const form = useDynamicForm({ id: 'container-create', initialValues, rules });

  async function submit(values: CreateValues) {
    await save(async () => {
      const created = await api.post<AdminContainer>('containers', {
        type: values.type,
        refID: values.leaderboardId,
        refContainerType: 'Leaderboard',
        groupName: values.groupName.trim(),
      });
      await queryClient.invalidateQueries({ queryKey: ['containers'] });
      onDone();
      return t('engine-admin.containerCreated', { id: created.ID });
    });
  }

  return (
    <DynamicFormView
      form={{ ...form, canSubmit: Object.keys(form.errors).length === 0 }}
      onSubmit={submit}
      testId="container-create-form"
    >
      <SelectField
        form={form}
        name="type"
        options={CONTAINER_TYPES.map((value) => ({ value, label: value }))}
      />
      <SelectField
        form={form}
        name="leaderboardId"
        options={leaderboards.map((lb) => ({ value: lb.ID, label: `${lb.groupName} (#${lb.ID})` }))}
      />
      <TextField form={form} name="groupName" />
      <Space>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={busy}
          disabled={Object.keys(form.errors).length > 0}
        >
          {t('engine-admin.create')}
        </Button>
      </Space>
    </DynamicFormView>
  );
}
