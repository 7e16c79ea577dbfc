// Record snapshots of a container (admin spec §4 Record snapshot source, §7): filter by time range and
// source, sort by time, view one, restore one (after a confirmation) and take one now.
import { useState } from 'react';
import { Alert, Button, Card, DatePicker, Modal, Popconfirm, Select, Space, Table } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/use-services.ts';
import { formatUnixSeconds, fromUnixSeconds, toUnixSeconds } from '../forms/time.ts';
import {
  SNAPSHOT_SOURCES,
  type SnapshotSource,
  type SnapshotSummary,
} from '@eventory/domain/container-admin';
import { containerKey, type SnapshotQuery } from './engine-api.ts';
import { useSnapshots } from './use-snapshots.ts';
import { Loaded } from '../lists/Loaded.tsx';
import { SnapshotView } from './SnapshotView.tsx';
import type { ListSpec } from '../lists/list-params.ts';
import { listPagination } from '../lists/list-pagination.ts';
import { useListState } from '../lists/use-list-state.ts';
import './messages.ts';

/** The snapshot filters, sort and page in the URL (snapshots.source, .sort, .from, .to, .offset). */
const SNAPSHOT_LIST: ListSpec<{ source: 'list'; sort: 'text'; from: 'number'; to: 'number' }> = {
  filters: { source: 'list', sort: 'text', from: 'number', to: 'number' },
  defaults: { sort: 'desc' },
  limit: 20,
  prefix: 'snapshots.',
};

export function SnapshotsSection({
  containerId,
  canRead,
  canWrite,
}: {
  containerId: number;
  canRead: boolean;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const list = useListState(SNAPSHOT_LIST);
  const { source, sort, from, to } = list.filters;
  const query: SnapshotQuery = {
    sourceType: source as SnapshotSource[],
    sortByTimestamp: sort === 'asc' ? 'asc' : 'desc',
    fromTimestamp: from,
    toTimestamp: to,
  };
  const snapshots = useSnapshots(containerId, query, canRead);
  const [viewing, setViewing] = useState<number | null>(null);

  async function run(call: () => Promise<unknown>, description: string) {
    try {
      await call();
      toasts.add({ type: 'success', message: t('notice.successTitle'), description });
      await queryClient.invalidateQueries({ queryKey: containerKey(containerId) });
    } catch {
      // The API client has shown the error.
    }
  }

  const restore = (snapshot: SnapshotSummary) =>
    run(
      () => api.post(`containers/${containerId}/record/snapshots/${snapshot.ID}/restore`, {}),
      t('engine-admin.restored', { id: snapshot.ID }),
    );
  const take = () =>
    run(() => api.post(`containers/${containerId}/record/snapshots`, {}), t('engine-admin.snapshotTaken'));

  if (!canRead)
    return (
      <Card title={t('engine-admin.snapshots')}>
        <Alert type="info" showIcon title={t('engine-admin.snapshotsNoPermission')} />
      </Card>
    );

  return (
    <Card
      title={t('engine-admin.snapshots')}
      extra={
        <Popconfirm
          title={t('engine-admin.takeSnapshotConfirm')}
          okText={t('common.yes')}
          cancelText={t('common.no')}
          disabled={!canWrite}
          onConfirm={take}
        >
          <Button disabled={!canWrite}>{t('engine-admin.takeSnapshot')}</Button>
        </Popconfirm>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <DatePicker.RangePicker
            showTime
            aria-label={t('engine-admin.timeRange')}
            defaultValue={from || to ? [fromUnixSeconds(from ?? 0), fromUnixSeconds(to ?? 0)] : undefined}
            onChange={(range) =>
              list.change({
                from: toUnixSeconds(range?.[0]) || undefined,
                to: toUnixSeconds(range?.[1]) || undefined,
              })
            }
          />
          <Select<SnapshotSource[]>
            mode="multiple"
            allowClear
            aria-label={t('engine-admin.sourceTypes')}
            placeholder={t('engine-admin.sourceTypes')}
            style={{ minWidth: 240 }}
            value={query.sourceType}
            options={SNAPSHOT_SOURCES.map((value) => ({ value, label: t(`engine-admin.source_${value}`) }))}
            onChange={(sourceType) => list.change({ source: sourceType })}
          />
          <Select<'asc' | 'desc'>
            aria-label={t('engine-admin.sort')}
            value={query.sortByTimestamp}
            options={[
              { value: 'desc', label: t('engine-admin.newestFirst') },
              { value: 'asc', label: t('engine-admin.oldestFirst') },
            ]}
            onChange={(sortByTimestamp) => list.change({ sort: sortByTimestamp })}
          />
        </Space>
        <Loaded query={snapshots}>
          <Table<SnapshotSummary>
            rowKey="ID"
            size="small"
            data-testid="snapshot-list"
            dataSource={snapshots.data ?? []}
            pagination={listPagination(list, snapshots.data?.length ?? 0, { hideOnSinglePage: true })}
            scroll={{ x: true }}
            locale={{ emptyText: t('engine-admin.snapshotsEmpty') }}
            columns={[
              { title: 'ID', dataIndex: 'ID' },
              { title: t('engine-admin.takenAt'), dataIndex: 'timestamp', render: formatUnixSeconds },
              {
                title: t('engine-admin.source'),
                dataIndex: 'sourceType',
                render: (source: SnapshotSource) =>
                  t(`engine-admin.source_${source}`, { defaultValue: source }),
              },
              { title: t('engine-admin.recordCount'), dataIndex: 'recordCount' },
              {
                title: t('engine-admin.takenBy'),
                dataIndex: 'createdBy',
                render: (by?: string) => by || '—',
              },
              {
                title: t('common.actions'),
                key: 'actions',
                render: (_, snapshot) => (
                  <Space>
                    <Button size="small" onClick={() => setViewing(snapshot.ID)}>
                      {t('engine-admin.view')}
                    </Button>
                    <Popconfirm
                      title={t('engine-admin.restoreConfirm', {
                        id: snapshot.ID,
                        at: formatUnixSeconds(snapshot.timestamp),
                      })}
                      okText={t('common.yes')}
                      cancelText={t('common.no')}
                      disabled={!canWrite}
                      onConfirm={() => restore(snapshot)}
                    >
                      <Button size="small" danger disabled={!canWrite}>
                        {t('engine-admin.restore')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        </Loaded>
      </Space>
      <Modal
        open={viewing !== null}
        footer={null}
        width={800}
        destroyOnHidden
        title={viewing === null ? undefined : t('engine-admin.snapshotTitle', { id: viewing })}
        onCancel={() => setViewing(null)}
      >
        {viewing !== null && <SnapshotView containerId={containerId} snapshotId={viewing} />}
      </Modal>
    </Card>
  );
}
