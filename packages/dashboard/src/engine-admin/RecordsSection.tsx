// A container's records (admin spec §7 Containers): a page at a time by count and cursor, the add/set
// records form (set, increment, keep best; pasted "key,score" lines) and clearing the container.
import { Button, Card, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/use-services.ts';
import { containerKey, type ContainerRecord } from './engine-api.ts';
import { useRecords } from './use-records.ts';
import { Loaded } from '../lists/Loaded.tsx';
import { RecordWriteForm } from './RecordWriteForm.tsx';
import type { ListSpec } from '../lists/list-params.ts';
import { useListState } from '../lists/use-list-state.ts';
import './messages.ts';

export const PAGE_SIZES = [20, 50, 100] as const;

/** The page size and the cursors of the pages before this one, in the URL (records.limit, records.cursor). */
const RECORD_LIST: ListSpec<{ cursor: 'stack' }> = {
  filters: { cursor: 'stack' },
  limit: PAGE_SIZES[0],
  prefix: 'records.',
};

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
  const list = useListState(RECORD_LIST);
  const count = list.limit;
  // The cursors of the pages before this one, so Previous can go back.
  const cursors = list.filters.cursor;
  const setCursors = (next: string[]) => list.change({ cursor: next });
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
            onChange={(value: number) => list.change({ cursor: [] }, value)}
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
